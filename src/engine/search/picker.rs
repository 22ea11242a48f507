//! The order a node tries its moves in: the table's move first, then by ordering score
//! (`movegen::move_score`: own threats, then the opponent's spoiled, then shape) with the
//! ply's killers and the history added; ties by point, so the order never depends on how
//! the list was built. Moves searched earlier are searched with the full window and
//! without reduction, so the order decides where the search spends its nodes.

use std::cmp::Reverse;

use super::super::board::{Cell, Side};
use super::history::History;
use super::params::{KILLER_BONUS, TT_MOVE_BONUS};

/// A move list: each move with its ordering score.
pub(super) type Moves = [(Cell, i32)];

/// Orders a node's candidate moves for `side` at `ply`: table move, killers, history.
pub(super) fn order(moves: &mut Moves, tt_move: Cell, history: &History, ply: usize, side: Side) {
    let killers = history.killers(ply);
    for entry in moves.iter_mut() {
        let c = entry.0;
        if c == tt_move {
            entry.1 += TT_MOVE_BONUS;
        } else if c == killers[0] {
            entry.1 += KILLER_BONUS[0];
        } else if c == killers[1] {
            entry.1 += KILLER_BONUS[1];
        }
        entry.1 += history.score(c, side);
    }
    best_first(moves);
}

/// Sorts by ordering score, best first; ties by point.
pub(super) fn best_first(moves: &mut Moves) {
    moves.sort_unstable_by_key(|&(c, s)| (Reverse(s), c));
}
