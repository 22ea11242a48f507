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

/// Orders a node's candidate moves for `side` at `ply`: table move, killers, history. Only
/// the best `keep` come first in order; the rest, which the node drops, in no order.
pub(super) fn order(
    moves: &mut Moves,
    tt_move: Cell,
    history: &History,
    ply: usize,
    side: Side,
    keep: usize,
) {
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
    if moves.len() > keep {
        // The best `keep` picked out first: sorting the whole list cost more than the
        // pick, and the order is total (no two moves share a point), so it is the same.
        moves.select_nth_unstable_by_key(keep, best_first_key);
        best_first(&mut moves[..keep]);
    } else {
        best_first(moves);
    }
}

/// Sorts by ordering score, best first; ties by point.
pub(super) fn best_first(moves: &mut Moves) {
    moves.sort_unstable_by_key(best_first_key);
}

fn best_first_key(&(c, s): &(Cell, i32)) -> (Reverse<i32>, Cell) {
    (Reverse(s), c)
}
