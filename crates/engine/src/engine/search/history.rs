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
