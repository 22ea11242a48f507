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

/// Ordering scores from here up are the table's move and threats (our threes and fours,
/// blocks of theirs): never reduced nor pruned. Below it, quiet moves.
pub(super) const THREAT_ORDER: i32 = 20_000;

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

/// One integer, the score above the point turned round, so that a single comparison
/// orders a pair (a pair of keys took two, and a branch between them).
fn best_first_key(&(c, s): &(Cell, i32)) -> Reverse<i64> {
    Reverse((i64::from(s) << 16) | i64::from(Cell::MAX - c))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `count` moves on distinct points with scores from a xorshift `seed`, many of them
    /// tied, as shape scores often are.
    fn moves(count: usize, seed: u64) -> Vec<(Cell, i32)> {
        let mut x = seed | 1;
        (0..count)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                ((i * 7 % 251) as Cell, (x % 9) as i32 * 100 - 300)
            })
            .collect()
    }

    #[test]
    fn the_kept_moves_come_in_the_order_a_whole_sort_gives() {
        let mut history = History::new();
        history.cut_off(3, 4, 0, 14, &[(21, 0), (35, 0)]);
        for seed in 1..60 {
            for (count, keep) in [(40, 24), (25, 24), (24, 24), (10, 24), (60, 1), (5, 0)] {
                let list = moves(count, seed);
                let tt_move = list[seed as usize % count].0;
                let mut whole = list.clone();
                order(&mut whole, tt_move, &history, 3, 0, usize::MAX);
                let mut picked = list;
                order(&mut picked, tt_move, &history, 3, 0, keep);
                let kept = keep.min(count);
                assert_eq!(
                    picked[..kept],
                    whole[..kept],
                    "seed {seed}, {count} moves, keep {keep}"
                );
                assert_eq!(whole[0].0, tt_move);
            }
        }
    }
}
