//! Hints: on request the engine searches for the side to move, off the frame like the
//! computer's own moves, and the suggestion is shown on the board with a verdict ("Black
//! is better", "White wins in 4") until the position changes.

use crate::game::play::remote_side::RemoteSide;
use std::time::Duration;

use bevy::prelude::*;

use crate::engine::{Level, Limits, SearchRequest, SearchResult};
use crate::game::computer::ai::ThinkLimits;
use crate::game::computer::engine_job::EngineJob;
use crate::game::messages::GameCommand;
use crate::game::platform::ThinkMode;
use crate::game::play::current_game::{CurrentGame, GameSeed, PositionKey};
use crate::game::play::notice::Notice;
use crate::game::sets::GameSet;
use crate::i18n::{Msg, Verdict};
use crate::notation::pos_to_text;
use crate::rules::{Pos, Stone};

/// A hint searches as the Hard level does, for at most this long.
const HINT_TIME: Duration = Duration::from_millis(1500);

/// The latest hint, for the position it was computed in.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Hint(pub Option<Advice>);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advice {
    pub position: PositionKey,
    pub best: Pos,
    pub verdict: Verdict,
}

impl Hint {
    /// The advice if it is still about the board as it stands.
    pub fn for_board<'a>(&'a self, board: &CurrentGame) -> Option<&'a Advice> {
        self.0.as_ref().filter(|a| a.position.is_of(board))
    }
}

#[derive(Resource)]
struct HintSearch {
    position: PositionKey,
    job: EngineJob,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hint>().add_systems(
        Update,
        (
            start_hint,
            collect_hint.run_if(resource_exists::<HintSearch>),
        )
            .chain()
            .in_set(GameSet::Apply),
    );
}

fn start_hint(
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    board: Res<CurrentGame>,
    seed: Res<GameSeed>,
    (mode, limits): (Res<ThinkMode>, Res<ThinkLimits>),
    mut notice: ResMut<Notice>,
    remote: Res<RemoteSide>,
) {
    if !requests.read().any(|c| *c == GameCommand::Hint) {
        return;
    }
    // Refused, with the reason, by the commands (`RemoteSide::refuses_command`).
    if remote
        .refuses_command(&GameCommand::Hint, board.is_over())
        .is_some()
    {
        return;
    }
    if board.is_over() {
        notice.say(Msg::NoHintGameOver);
        return;
    }
    let limits = limits.0.unwrap_or(Limits::time(HINT_TIME));
    let request = SearchRequest::new(
        board.position(),
        board.rule(),
        Level::Hard,
        limits,
        seed.0 ^ 0x5eed,
    );
    commands.insert_resource(HintSearch {
        position: board.key(),
        job: EngineJob::start(request, *mode),
    });
    notice.say(Msg::LookingForMove);
}

fn collect_hint(
    mut commands: Commands,
    mut search: ResMut<HintSearch>,
    board: Res<CurrentGame>,
    mut hint: ResMut<Hint>,
    mut notice: ResMut<Notice>,
) {
    if !search.position.is_of(&board) {
        commands.remove_resource::<HintSearch>(); // The position moved on; the hint is moot.
        return;
    }
    let Some(result) = search.job.poll() else {
        return;
    };
    commands.remove_resource::<HintSearch>();
    let Some(result) = result else { return };
    let side = board.to_move();
    let verdict = verdict(&result, side);
    notice.say(Msg::HintFor {
        side,
        pos: pos_to_text(result.best, board.size()),
        verdict,
    });
    hint.0 = Some(Advice {
        position: search.position.clone(),
        best: result.best,
        verdict,
    });
}

/// Who stands better, from the search's score (side to move's view) or its forced line.
pub fn verdict(result: &SearchResult, side: Stone) -> Verdict {
    match result.forced {
        Some(plies) if plies > 0 => Verdict::WinsIn {
            side,
            moves: (plies as u32).div_ceil(2),
        },
        Some(plies) if plies < 0 => Verdict::WinsIn {
            side: side.opponent(),
            moves: (plies.unsigned_abs()).div_ceil(2),
        },
        _ => {
            // The engine scores in centi-stones: a third of a stone either way is noise.
            let (leader, margin) = if result.score >= 0 {
                (side, result.score)
            } else {
                (side.opponent(), -result.score)
            };
            if margin < 30 {
                Verdict::Balanced
            } else if margin < 300 {
                Verdict::SlightlyBetter { side: leader }
            } else {
                Verdict::Better { side: leader }
            }
        }
    }
}
