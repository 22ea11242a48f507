//! Moving through the game's history: undo and redo as a player asks for them (against the
//! computer, back to the player's own turn) and the single steps a review takes. A swap2
//! pick, or a step of a renju opening rule's negotiation, is a step of its own, taken back
//! and replayed with the stones around it.

use crate::game::play::current_game::CurrentGame;
use crate::game::play::opening::Openings;
use crate::game::play::opening_rule::RuleOpening;
use crate::game::play::setup::{MatchSetup, Mode};
use crate::game::play::swap2::Swap2;

/// What history steps through besides the stones: the opening's choices.
pub struct Choices<'a> {
    pub swap: &'a mut Swap2,
    pub rule: &'a mut RuleOpening,
}

impl Choices<'_> {
    fn openings(&self) -> Openings<'_> {
        Openings {
            swap: self.swap,
            rule: self.rule,
        }
    }

    /// One step back in the game's history: the negotiation's last step while the board
    /// holds only its stones, the last swap2 pick if it came after the last stone, else
    /// the last stone. False when there is nothing to take back.
    fn step_back(&mut self, board: &mut CurrentGame) -> bool {
        self.rule.take_back(board)
            || self.swap.take_back_pick(board.stone_count())
            || board.undo().is_some()
    }

    /// One step forward again: the negotiation's or a pick taken back at this point, else
    /// a stone.
    fn step_forward(&mut self, board: &mut CurrentGame) -> bool {
        self.rule.bring_back(board)
            || self.swap.redo_pick(board.stone_count())
            || board.redo().is_some()
    }
}

/// A review's jump to the position after `target` moves (choices passed over with the
/// stones around them); a choice made right at the target belongs to the position shown.
pub fn go_to(board: &mut CurrentGame, choices: &mut Choices, target: usize) {
    while board.stone_count() > target && choices.step_back(board) {}
    while board.stone_count() < target && choices.step_forward(board) {}
    while choices.swap.redo_pick(board.stone_count()) {}
    choices.rule.bring_back_choices(board);
}

/// Takes back until a person is to act again (at least one step; against the computer
/// that is the player's move and the computer's reply). Returns how many steps.
pub fn take_back(board: &mut CurrentGame, choices: &mut Choices, setup: &MatchSetup) -> usize {
    let mut taken = 0;
    while choices.step_back(board) {
        taken += 1;
        if !choices.openings().computer_acts(setup, board) || setup.mode == Mode::Demo {
            break;
        }
    }
    taken
}

/// Replays what was taken back until a person is to act again or nothing is left.
pub fn replay(board: &mut CurrentGame, choices: &mut Choices, setup: &MatchSetup) -> usize {
    let mut replayed = 0;
    while choices.step_forward(board) {
        replayed += 1;
        if !choices.openings().computer_acts(setup, board)
            || setup.mode == Mode::Demo
            || board.is_over()
        {
            break;
        }
    }
    replayed
}
