//! The computer's turn: entering `Turn::Computer` starts a search, a system collects its move
//! without ever blocking the frame (see `engine_job`), and leaving the turn drops the
//! search. Every change of the board passes through `Turn::Judging`, so a new game, an undo
//! or a mode switch always leaves the turn and enters it afresh.

use bevy::platform::time::Instant;
use bevy::prelude::*;

use super::board::Board;
use super::engine_job::{EngineJob, ThinkMode};
use super::input::{PlaceStone, Player};
use super::notice::Notice;
use super::setup::MatchSetup;
use super::state::Turn;
use crate::engine::{Limits, SearchRequest};
use crate::i18n::Msg;
use crate::notation::pos_to_text;
use crate::rules::Pos;

/// A search in progress for the position it was started from.
#[derive(Resource)]
pub struct Thinking {
    position: Vec<Pos>,
    job: EngineJob,
    started: Instant,
}

/// A seed per game so the computer's choices vary between games yet repeat for a given seed.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameSeed(pub u64);

/// Limits on the computer's thinking per move; tests shorten it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ThinkLimits(pub Option<Limits>);

pub struct AiPlugin;

impl Plugin for AiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ThinkMode>()
            .init_resource::<ThinkLimits>()
            .init_resource::<GameSeed>()
            .add_systems(OnEnter(Turn::Computer), start_thinking)
            .add_systems(OnExit(Turn::Computer), stop_thinking)
            .add_systems(
                Update,
                collect_move
                    .in_set(super::GameSet::Input)
                    .run_if(in_state(Turn::Computer).and_then(resource_exists::<Thinking>)),
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
    notice.say(Msg::ComputerLevelThinking {
        level: inputs.setup.level,
    });
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
    let ply = board.stone_count() as u64;
    let request = SearchRequest::new(
        board.position(),
        board.rule(),
        setup.level,
        limits,
        seed.0 ^ ply,
    );
    Thinking {
        position: board.moves().to_vec(),
        job: EngineJob::start(request, **mode),
        started: Instant::now(),
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
    if thinking.position != board.moves() {
        // Cannot happen while every change of the board goes through judging (which drops
        // this search); kept so a stale move can never be played.
        commands.remove_resource::<Thinking>();
        return;
    }
    commands.remove_resource::<Thinking>();
    match result {
        Some(result) => {
            // How far the computer looked: the browser test compares the worker with native.
            let best = pos_to_text(result.best, board.size());
            let (depth, nodes) = (result.depth, result.nodes);
            let ms = thinking.started.elapsed().as_millis();
            info!("computer: {best} after depth {depth}, {nodes} nodes in {ms} ms");
            placements.write(PlaceStone {
                pos: result.best,
                by: Player::Computer,
            });
        }
        None => notice.say(Msg::ComputerNoMove),
    }
}
