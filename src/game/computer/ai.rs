//! The computer's turn: entering `Turn::Computer` starts a search, a system collects its move
//! without ever blocking the frame (see `engine_job`), and leaving the turn drops the
//! search. Every change of the board passes through `Turn::Judging`, so a new game, an undo
//! or a mode switch always leaves the turn and enters it afresh.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use tracing::info;

use crate::engine::opening_rule::OpeningPlayer;
use crate::engine::swap2::{Choice, choose, opening};
use crate::engine::time::clock_move_time;
use crate::engine::{KeptTable, Limits, SearchRequest, SearchResult};
use crate::game::computer::engine_job::EngineJob;
use crate::game::messages::{MakePick, Mover, OpeningChoice, Pick, PlaceStone};
use crate::game::platform::ThinkMode;
use crate::game::play::clock::GameClock;
use crate::game::play::current_game::{CurrentGame, GameSeed, PositionKey};
use crate::game::play::notice::Notice;
use crate::game::play::opening_rule::RuleOpening;
use crate::game::play::setup::MatchSetup;
use crate::game::play::state::Turn;
use crate::game::play::swap2::{Phase, Swap2};
use crate::game::sets::GameSet;
use crate::i18n::Msg;
use crate::notation::pos_to_text;
use crate::rules::{Negotiation, Pos};

/// A search in progress for the position it was started from.
#[derive(Resource)]
pub struct Thinking {
    position: PositionKey,
    job: EngineJob,
    started: Instant,
}

impl Thinking {
    /// How long this search has run: an answer from the opening book is collected the
    /// frame after it is asked for, a search takes its time.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

/// The table the computer's moves keep from one to the next (Master's only: see
/// `engine::KeptTable`). It outlives a game: a new game under the same rule finds it too,
/// and the positions it holds are keyed by their stones.
#[derive(Resource, Default)]
pub struct ComputerTable(pub KeptTable);

/// Limits on the computer's thinking per move; tests shorten it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ThinkLimits(pub Option<Limits>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThinkMode>()
        .init_resource::<ThinkLimits>()
        .init_resource::<ComputerTable>()
        .add_systems(OnEnter(Turn::Computer), start_thinking)
        .add_systems(OnExit(Turn::Computer), stop_thinking)
        .add_systems(
            Update,
            collect_move
                .in_set(GameSet::Input)
                .run_if(in_state(Turn::Computer).and_then(resource_exists::<Thinking>)),
        );
}

#[derive(bevy::ecs::system::SystemParam)]
struct SearchInputs<'w> {
    board: Res<'w, CurrentGame>,
    setup: Res<'w, MatchSetup>,
    seed: Res<'w, GameSeed>,
    mode: Res<'w, ThinkMode>,
    limits: Res<'w, ThinkLimits>,
    clock: Res<'w, GameClock>,
    swap: Res<'w, Swap2>,
    rule: Res<'w, RuleOpening>,
    kept: ResMut<'w, ComputerTable>,
}

fn start_thinking(
    mut commands: Commands,
    mut inputs: SearchInputs,
    mut notice: ResMut<Notice>,
    mut placements: MessageWriter<PlaceStone>,
    mut choices: MessageWriter<OpeningChoice>,
) {
    // A renju opening rule's step: decided at once, or after the one search it needs.
    if let Some(negotiation) = inputs.rule.in_progress() {
        let player = opening_player(&inputs, negotiation);
        match player.request(negotiation) {
            Some(mut request) => {
                request.limits = move_limits(&inputs);
                commands.insert_resource(Thinking {
                    position: inputs.board.key(),
                    job: EngineJob::start(request, *inputs.mode),
                    started: Instant::now(),
                });
                notice.say(Msg::ComputerLevelThinking {
                    level: inputs.setup.level,
                });
            }
            None => {
                choices.write_batch(decide(&player, negotiation, None));
            }
        }
        return;
    }
    // A swap2 opening the computer places needs no search: a balanced one from the
    // engine's set, a stone per turn.
    if let Some(pos) = opening_stone(&inputs) {
        placements.write(PlaceStone {
            pos,
            by: Mover::Computer,
        });
        return;
    }
    commands.insert_resource(begin_search(&mut inputs));
    notice.say(Msg::ComputerLevelThinking {
        level: inputs.setup.level,
    });
}

/// Who decides the computer's steps of a renju opening rule: its level, and a seed per step
/// so its openings vary between games yet repeat for a game's seed.
fn opening_player(inputs: &SearchInputs, negotiation: &Negotiation) -> OpeningPlayer {
    OpeningPlayer {
        rule: inputs.board.rule(),
        level: inputs.setup.level,
        seed: inputs.seed.0 ^ negotiation.actions().len() as u64,
    }
}

/// The computer's step of the negotiation, from the search's result if it needed one.
fn decide(
    player: &OpeningPlayer,
    negotiation: &Negotiation,
    result: Option<&SearchResult>,
) -> Option<OpeningChoice> {
    let decision = player.decide(negotiation, result)?;
    Some(OpeningChoice {
        action: decision.action,
        by: Mover::Computer,
        reason: Some(decision.reason),
    })
}

/// The computer's next opening stone, while it places a swap2 opening on free points.
fn opening_stone(inputs: &SearchInputs) -> Option<Pos> {
    let board = &inputs.board;
    let stones = board.stone_count();
    if inputs.swap.phase(stones) != Phase::OpenerPlaces {
        return None;
    }
    let pos = opening(board.size(), inputs.seed.0).get(stones).copied()?;
    board.check(pos).is_ok().then_some(pos)
}

/// The computer's time for this move: the level's, or less when its clock runs low.
fn move_limits(inputs: &SearchInputs) -> Limits {
    let SearchInputs {
        board,
        setup,
        limits,
        clock,
        ..
    } = inputs;
    let mut chosen = limits.0.unwrap_or_else(|| setup.level.default_limits());
    if let (Some(control), Some(left)) = (clock.control(), clock.left(board.to_move())) {
        let cap = chosen.time.unwrap_or(setup.level.default_time());
        chosen.time = Some(clock_move_time(left, control.increment, cap));
    }
    chosen
}

fn begin_search(inputs: &mut SearchInputs) -> Thinking {
    let limits = move_limits(inputs);
    let SearchInputs {
        board,
        setup,
        seed,
        mode,
        kept,
        ..
    } = inputs;
    let ply = board.stone_count() as u64;
    let request = SearchRequest::new(
        board.position(),
        board.rule(),
        setup.level,
        limits,
        seed.0 ^ ply,
    );
    // A plain move may come from the opening book; where swap2's pick is due the result's
    // score decides the pick, so that position is searched as it stands.
    let request = if inputs.swap.pick_due(board.stone_count()) {
        request
    } else {
        request.to_play()
    };
    Thinking {
        position: board.key(),
        job: EngineJob::start_keeping(request, **mode, &mut kept.0),
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
    mut inputs: SearchInputs,
    mut placements: MessageWriter<PlaceStone>,
    mut picks: MessageWriter<MakePick>,
    mut choices: MessageWriter<OpeningChoice>,
    mut notice: ResMut<Notice>,
) {
    let (board, swap) = (&inputs.board, &inputs.swap);
    let Some(result) = thinking.job.poll() else {
        return;
    };
    inputs.kept.0.keep(thinking.job.take_table());
    if !thinking.position.is_of(board) {
        // Cannot happen while every change of the board goes through judging (which drops
        // this search); kept so a stale move can never be played.
        commands.remove_resource::<Thinking>();
        return;
    }
    commands.remove_resource::<Thinking>();
    if let Some(negotiation) = inputs.rule.in_progress() {
        let player = opening_player(&inputs, negotiation);
        choices.write_batch(decide(&player, negotiation, result.as_ref()));
        return;
    }
    match result {
        Some(result) => {
            // How far the computer looked: the browser test compares the worker with native.
            let best = pos_to_text(result.best, board.size());
            let (depth, nodes) = (result.depth, result.nodes);
            let ms = thinking.started.elapsed().as_millis();
            info!("computer: {best} after depth {depth}, {nodes} nodes in {ms} ms");
            // Where a swap2 pick is due the search was of white's move: take black if
            // black stands clearly better, else play the move (which picks white).
            let pick_due = swap.pick_due(board.stone_count());
            match choose(&result) {
                Choice::TakeBlack if pick_due => {
                    picks.write(MakePick {
                        pick: Pick::Black,
                        by: Mover::Computer,
                    });
                }
                _ => {
                    placements.write(PlaceStone {
                        pos: result.best,
                        by: Mover::Computer,
                    });
                }
            }
        }
        None => notice.say(Msg::ComputerNoMove),
    }
}
