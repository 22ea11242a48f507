//! The panel's first two lines: who plays whom, and whose move it is (or what the opening
//! waits for, or the result).

use crate::game::play::current_game::CurrentGame;
use crate::game::play::opening::Openings;
use crate::game::play::setup::{MatchSetup, Mode};
use crate::game::play::state::Turn;
use crate::game::play::turn::result_text;
use crate::i18n::{self, Msg};

/// Who plays whom, as the panel's first line says it.
pub fn match_title(setup: &MatchSetup, openings: Openings, board: &CurrentGame) -> Msg {
    match setup.mode {
        Mode::HumanVsHuman => Msg::PlayersName(i18n::Players::HumanVsHuman),
        Mode::HumanVsComputer { human } => Msg::ModeYouVs {
            human: openings.human_colour(setup, board).unwrap_or(human),
            level: setup.level,
        },
        Mode::Demo => Msg::ModeDemoItself { level: setup.level },
    }
}

/// The line under the title: whose move it is, what the opening waits for, or the
/// result.
pub fn status_line(
    board: &CurrentGame,
    setup: &MatchSetup,
    openings: Openings,
    turn: Option<&Turn>,
) -> Msg {
    if board.is_over() {
        return result_text(board, setup, openings);
    }
    if let Some(instruction) = openings.instruction(setup, board) {
        return instruction;
    }
    let side = board.to_move();
    match (setup.mode, turn) {
        (_, Some(Turn::Computer)) => Msg::ComputerSideThinking { side },
        (Mode::HumanVsComputer { .. }, Some(Turn::Human)) => Msg::YourMove { side },
        // Also the one frame of judging, before the turn is handed on.
        (_, _) => Msg::SideToMove { side },
    }
}
