//! Moving through the game's history: undo and redo as a player asks for them (against the
//! computer, back to the player's own turn) and the single steps a review takes. A swap2
//! pick is a step of its own, taken back and replayed with the stones around it.

use crate::game::play::current_game::CurrentGame;
use crate::game::play::setup::{MatchSetup, Mode};
use crate::game::play::swap2::{self, Swap2};

/// One step back in the game's history: the last swap2 pick if it came after the last
/// stone, else the last stone. False when there is nothing to take back.
fn step_back(board: &mut CurrentGame, swap: &mut Swap2) -> bool {
    swap.take_back_pick(board.stone_count()) || board.undo().is_some()
}

/// One step forward again: a pick taken back at this point, else a stone.
fn step_forward(board: &mut CurrentGame, swap: &mut Swap2) -> bool {
    swap.redo_pick(board.stone_count()) || board.redo().is_some()
}

/// A review's jump to the position after `target` moves (picks passed over with the stones
/// around them); a pick made right at the target belongs to the position shown.
pub fn go_to(board: &mut CurrentGame, swap: &mut Swap2, target: usize) {
    while board.stone_count() > target && step_back(board, swap) {}
    while board.stone_count() < target && step_forward(board, swap) {}
    while swap.redo_pick(board.stone_count()) {}
}

/// Takes back until a person is to act again (at least one step; against the computer
/// that is the player's move and the computer's reply). Returns how many steps.
pub fn take_back(board: &mut CurrentGame, swap: &mut Swap2, setup: &MatchSetup) -> usize {
    let mut taken = 0;
    while step_back(board, swap) {
        taken += 1;
        if !swap2::computer_acts(setup, swap, board) || setup.mode == Mode::Demo {
            break;
        }
    }
    taken
}

/// Replays what was taken back until a person is to act again or nothing is left.
pub fn replay(board: &mut CurrentGame, swap: &mut Swap2, setup: &MatchSetup) -> usize {
    let mut replayed = 0;
    while step_forward(board, swap) {
        replayed += 1;
        if !swap2::computer_acts(setup, swap, board) || setup.mode == Mode::Demo || board.is_over()
        {
            break;
        }
    }
    replayed
}
