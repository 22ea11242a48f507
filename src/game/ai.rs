//! The computer's turn: entering `Turn::Computer` starts a search, a system collects its move
//! without ever blocking the frame (see `engine_job`), and leaving the turn (menu, new game,
//! mode switch) drops the search.

use bevy::prelude::*;

use super::board::{Board, GameSeed, MatchSetup, Notice};
use super::engine_job::{EngineJob, ThinkMode};
use super::input::{PlaceStone, Player};
use super::state::Turn;
use crate::engine::{Limits, Search};
use crate::rules::Pos;

/// A search in progress for the position it was started from.
#[derive(Resource)]
pub struct Thinking {
    position: Vec<Pos>,
    job: EngineJob,
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
    let ply = board.board().stone_count() as u64;
    let search = Search::new(
        board.board(),
        board.rule(),
        setup.level,
        limits,
        seed.0 ^ ply,
    );
    Thinking {
        position: board.board().moves().to_vec(),
        job: EngineJob::start(search, **mode, limits.time),
    }
}

/// Dropping the job cancels the search.
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
    let Some(result) = thinking.job.poll() else {
        return;
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
