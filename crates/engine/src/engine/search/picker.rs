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

/// Orders a node's candidate moves for `side` at `ply`: table move, killers, history. The
/// node searches the best `keep` of them; only the best is in its place yet, and the
/// others are put in place as the node comes to them (`settle`): most nodes end after their
/// first move or two. Returns how many are in place.
///
/// Not kept: a node with a table move (and no singular test or ProbCut to run first)
/// searching it before its other moves were generated, and generating and ordering them
/// only if it did not cut off. Their history could then change while the table move was
/// searched, so the order was not quite the same: bench 12 searched 7.6% more nodes at
/// about the same speed, and it scored 50.0% over 182 games against the build before (W80
/// D22 L80, freestyle, 200 ms, stopped). Nor, in nodes six plies or more from the leaves,
/// quiet moves ordered by the evaluation after them as well (each played and taken back,
/// eight points of order a unit the evaluation rose, kept below the threats): 50.4% at
/// 50,000 nodes a move over 400 games (W192 D19 L189, balanced openings, seed 6), though
/// those evaluations were not counted as nodes; bench 14 took 8% longer, 10% fewer nodes.
pub(super) fn order(
    moves: &mut Moves,
    tt_move: Cell,
    history: &History,
    ply: usize,
    side: Side,
    keep: usize,
) -> usize {
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
    settle(moves, 0, keep)
}

/// Moves a node asks for one at a time before the rest of those it searches are sorted at
/// once: picked like this, most nodes never sort, nor even pick out their best `keep`.
/// Bench 12: 4% faster than sorting the kept at once (farm-bench median wall ratio 0.959
/// over 10 pairs); 1 one by one the same as 3, 6 3.5% slower than 3.
const PICKED_ONE_BY_ONE: usize = 3;

/// Puts the move that comes `i`-th in order at `i`, where those before it already are, of
/// the best `keep` (the rest stay after them in no order); returns how many from the start
/// are then in place. The first few are picked out of the rest one at a time; past them,
/// the best of the rest are picked out at once and sorted. The same order as one sort of
/// the whole list, since the order is total (no two moves share a point).
pub(super) fn settle(moves: &mut Moves, i: usize, keep: usize) -> usize {
    let kept = moves.len().min(keep);
    if i >= kept {
        return kept;
    }
    let rest = &mut moves[i..];
    if i < PICKED_ONE_BY_ONE {
        let best = (0..rest.len())
            .min_by_key(|&k| best_first_key(&rest[k]))
            .expect("a move left");
        rest.swap(0, best);
        return i + 1;
    }
    let wanted = kept - i;
    if rest.len() > wanted {
        // Picking the best out first costs less than sorting them all.
        rest.select_nth_unstable_by_key(wanted, best_first_key);
    }
    best_first(&mut rest[..wanted]);
    kept
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
                best_first(&mut whole);
                let mut picked = list;
                let kept = keep.min(count);
                // Settled one at a time, as a node asks for its moves.
                let mut settled = order(&mut picked, tt_move, &history, 3, 0, keep);
                for i in 0..kept {
                    assert!(settled <= kept, "seed {seed}: {settled} in place of {kept}");
                    if i >= settled {
                        settled = settle(&mut picked, i, keep);
                    }
                    assert_eq!(
                        picked[i], whole[i],
                        "seed {seed}, {count} moves, keep {keep}, move {i}"
                    );
                }
                assert_eq!(whole[0].0, tt_move);
            }
        }
    }
}
