//! The computer's turn: entering `Turn::Computer` starts a search, a system collects its move
//! without ever blocking the frame, and leaving the turn (menu, new game, mode switch)
//! drops the search.
//!
//! Natively the search runs on Bevy's AsyncComputeTaskPool and is polled each frame. On the
//! web there are no threads (the pool runs tasks on the page's own thread), so the search is
//! advanced in slices of a few milliseconds per frame instead; the page keeps animating.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::board::{Board, GameSeed, MatchSetup, Notice};
use super::input::{PlaceStone, Player};
use super::state::Turn;
use crate::engine::{Limits, Search, SearchResult};

/// Nodes between cancellation points of a background search (a few milliseconds).
const BACKGROUND_SLICE_NODES: u64 = 20_000;

/// Target CPU time per frame for a sliced search: leaves room for the rest of a 60 fps frame.
const SLICE_MILLIS: f32 = 6.0;

/// A search in progress for the position it was started from.
#[derive(Resource)]
pub struct Thinking {
    position: Vec<crate::rules::Pos>,
    job: Job,
}

enum Job {
    Background(Task<Option<SearchResult>>),
    Sliced {
        search: Box<Search>,
        nodes_per_slice: u64,
        started: Instant,
        time: Option<std::time::Duration>,
    },
}

/// Whether the search runs on a worker thread or in slices on the frame's own thread.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThinkMode {
    Background,
    Sliced,
}

impl Default for ThinkMode {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            ThinkMode::Sliced
        } else {
            ThinkMode::Background
        }
    }
}

/// Limits on the computer's thinking per move; tests shorten it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ThinkLimits(pub Option<Limits>);

pub struct AiPlugin;

impl Plugin for AiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ThinkMode>()
            .init_resource::<ThinkLimits>()
            .add_systems(OnEnter(Turn::Computer), start_thinking)
            .add_systems(OnExit(Turn::Computer), stop_thinking)
            .add_systems(
                Update,
                (
                    restart_if_stale,
                    collect_move.run_if(resource_exists::<Thinking>),
                )
                    .chain()
                    .in_set(super::GameSet::Input)
                    .run_if(in_state(Turn::Computer)),
            );
    }
}

#[derive(bevy::ecs::system::SystemParam)]
struct SearchInputs<'w> {
    board: Res<'w, Board>,
    setup: Res<'w, MatchSetup>,
    seed: Res<'w, GameSeed>,
    mode: Res<'w, ThinkMode>,
    limits: Res<'w, ThinkLimits>,
}

fn start_thinking(mut commands: Commands, inputs: SearchInputs, mut notice: ResMut<Notice>) {
    commands.insert_resource(begin_search(&inputs));
    notice.say(format!(
        "The computer ({}) is thinking",
        inputs.setup.level.name()
    ));
}

/// A new game or a changed position under a running search (the turn state did not
/// change, so OnEnter did not fire): start again from the board as it is.
fn restart_if_stale(mut commands: Commands, inputs: SearchInputs, thinking: Option<Res<Thinking>>) {
    let current = inputs.board.board().moves();
    if thinking.is_none_or(|t| t.position != current) {
        commands.insert_resource(begin_search(&inputs));
    }
}

fn begin_search(inputs: &SearchInputs) -> Thinking {
    let SearchInputs {
        board,
        setup,
        seed,
        mode,
        limits,
    } = inputs;
    let limits = limits.0.unwrap_or_else(|| setup.level.default_limits());
    let ply = board.board().stone_count();
    let search = Search::new(
        board.board(),
        board.rule(),
        setup.level,
        limits,
        seed.0 ^ ply as u64,
    );
    let job = match **mode {
        ThinkMode::Background => {
            Job::Background(AsyncComputeTaskPool::get().spawn(search_in_background(search)))
        }
        ThinkMode::Sliced => Job::Sliced {
            search: Box::new(search),
            nodes_per_slice: 2_000,
            started: Instant::now(),
            time: limits.time,
        },
    };
    Thinking {
        position: board.board().moves().to_vec(),
        job,
    }
}

/// Searches in slices with a yield between them: a dropped Task is only cancelled at an
/// await point, so without the yields an abandoned search would keep a worker busy to the
/// end of its budget.
async fn search_in_background(mut search: Search) -> Option<SearchResult> {
    loop {
        if let Some(result) = search.step(BACKGROUND_SLICE_NODES) {
            return Some(result);
        }
        if search.is_finished() {
            return None;
        }
        bevy::tasks::futures_lite::future::yield_now().await;
    }
}

/// Dropping the task cancels it (at its next yield).
fn stop_thinking(mut commands: Commands) {
    commands.remove_resource::<Thinking>();
}

fn collect_move(
    mut commands: Commands,
    mut thinking: ResMut<Thinking>,
    board: Res<Board>,
    mut placements: MessageWriter<PlaceStone>,
    mut notice: ResMut<Notice>,
) {
    let result = match &mut thinking.job {
        Job::Background(task) => match check_ready(task) {
            Some(result) => result,
            None => return,
        },
        Job::Sliced {
            search,
            nodes_per_slice,
            started,
            time,
        } => {
            let slice_start = Instant::now();
            // The engine cannot read the clock on the web; the game holds its time limit.
            let result = if time.is_some_and(|t| started.elapsed() >= t) {
                search.stop()
            } else {
                search.step(*nodes_per_slice)
            };
            adapt_slice(
                nodes_per_slice,
                slice_start.elapsed().as_secs_f32() * 1000.0,
            );
            match result {
                Some(result) => Some(result),
                None if search.is_finished() => None,
                None => return,
            }
        }
    };
    if thinking.position != board.board().moves() {
        return; // Stale: `restart_if_stale` starts a search of the new position next frame.
    }
    commands.remove_resource::<Thinking>();
    match result {
        Some(result) => {
            placements.write(PlaceStone {
                pos: result.best,
                by: Player::Computer,
            });
        }
        None => notice.say("The computer has no move to play"),
    }
}

/// Scales the next slice so one slice takes about `SLICE_MILLIS`, within sane bounds.
fn adapt_slice(nodes_per_slice: &mut u64, took_millis: f32) {
    let ratio = (SLICE_MILLIS / took_millis.max(0.05)).clamp(0.5, 2.0);
    *nodes_per_slice = ((*nodes_per_slice as f32 * ratio) as u64).clamp(200, 200_000);
}
