//! What the search learns about quiet moves as it goes: per ply the two last moves that
//! cut off (killers), and per point and side a history score, raised by the square of the
//! depth when a move cuts off and lowered as much for the moves tried before it there, each
//! change scaled down as the score nears the cap (`gravity`), so that new cut-offs still
//! tell among moves that have cut off often.
//! Multi-PV's further lines keep a history of their own (`lines`), so the first line's
//! search is the same with or without them.

use super::super::board::{Cell, MAX_CELLS, Side};
use super::params::HISTORY_CAP;

/// The plies that keep killers of their own; deeper plies share the last.
const KILLER_PLIES: usize = 256;

#[derive(Clone)]
pub(super) struct History {
    killers: Vec<[Cell; 2]>,
    scores: Vec<[i32; 2]>,
}

impl History {
    pub fn new() -> History {
        History {
            killers: vec![[0; 2]; KILLER_PLIES],
            scores: vec![[0; 2]; MAX_CELLS],
        }
    }

    /// What a search of the position two plies on (the next move, a table kept) starts
    /// from: the killers move up two plies, where the same positions now lie, and the
    /// scores are halved, so that the new search's own cut-offs soon outweigh the old ones.
    ///
    /// Moving the killers up, against dropping them, in freestyle at 200 ms: 56.0% (W101
    /// D22 L77), 51.8% (W95 D17 L88) and 50.0% (W86 D28 L86) over 200 games on seeds 1 to
    /// 3, 52.6% over 600: a small gain at most, kept as the right reading of the plies.
    pub fn carried_on(mut self) -> History {
        self.killers.drain(..2);
        self.killers.extend([[0; 2]; 2]);
        for score in &mut self.scores {
            *score = score.map(|s| s / 2);
        }
        self
    }

    /// The killers of `ply`, the latest first.
    pub fn killers(&self, ply: usize) -> [Cell; 2] {
        self.killers[ply.min(KILLER_PLIES - 1)]
    }

    /// `side`'s history of `c`, within the cap.
    pub fn score(&self, c: Cell, side: Side) -> i32 {
        self.scores[c as usize][side].clamp(-HISTORY_CAP, HISTORY_CAP)
    }

    /// `side`'s quiet move `m` cut off at `ply`, `depth` from the leaves, after `tried`
    /// failed there: `m` becomes the ply's first killer and gains credit; they lose it.
    ///
    /// Called for every cut-off, threats too. Not kept: killers and history for quiet
    /// moves only (no three or four of the mover's, no block of a four), as chess engines
    /// leave captures out, scored 47.6% at 100,000 nodes a move on a 783-opening book
    /// (W261 D49 L290, seed 6); bench 12 searched 28% more nodes. Nor a second history
    /// keyed by the mover's shape at the point (`board::shape`, 1,001 a side), raised and
    /// lowered with the point's and added to the order at half its weight: 50.8% at 50,000
    /// nodes a move over 400 games (W184 D38 L178, balanced openings, seed 6); at its whole
    /// weight 47.4% (W173 D33 L194).
    pub fn cut_off(&mut self, ply: usize, depth: i32, side: Side, m: Cell, tried: &[(Cell, i32)]) {
        let k = &mut self.killers[ply.min(KILLER_PLIES - 1)];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        let bonus = depth * depth;
        gravity(&mut self.scores[m as usize][side], bonus);
        for &(c, _) in tried {
            gravity(&mut self.scores[c as usize][side], -bonus);
        }
    }
}

/// Moves `entry` by `bonus`, less the more it already leans that way: it stays within the
/// cap and keeps telling recent cut-offs from old ones.
fn gravity(entry: &mut i32, bonus: i32) {
    *entry += bonus - *entry * bonus.abs() / HISTORY_CAP;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_history_carried_on_moves_its_killers_two_plies_up_and_halves_its_scores() {
        let mut history = History::new();
        history.cut_off(2, 6, 1, 40, &[(41, 0)]);
        history.cut_off(1, 6, 0, 50, &[]);
        let (raised, lowered) = (history.score(40, 1), history.score(41, 1));
        assert!(raised > 0 && lowered < 0, "{raised} {lowered}");
        assert_eq!(history.killers(2)[0], 40);
        let carried = history.carried_on();
        // Ply 2's killer is ply 0's now; ply 1's (before the new root) is gone.
        assert_eq!(carried.killers(0), [40, 0]);
        assert_eq!(carried.killers(2), [0, 0]);
        assert!((0..KILLER_PLIES).all(|ply| !carried.killers(ply).contains(&50)));
        assert_eq!(carried.score(40, 1), raised / 2);
        assert_eq!(carried.score(41, 1), lowered / 2);
        assert_eq!(carried.score(40, 0), 0);
    }
}
