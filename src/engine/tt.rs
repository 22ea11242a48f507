//! The transposition table: a fixed number of slots indexed by the Zobrist hash, so its
//! memory is bounded whatever the search does. A slot keeps the deeper of old and new.

use super::eval::WIN_MIN;
use super::position::Cell;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    check: u32,
    mv: Cell,
    score: i16,
    depth: i8,
    /// 0 empty, 1 exact, 2 lower, 3 upper; the high bits hold the search generation.
    bound: u8,
}

pub struct Hit {
    pub mv: Cell,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct Tt {
    slots: Vec<Slot>,
    mask: usize,
}

impl Tt {
    /// A table of 2^bits slots (12 bytes each).
    pub fn new(bits: u32) -> Tt {
        Tt {
            slots: vec![Slot::default(); 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    fn check(hash: u64) -> u32 {
        (hash >> 32) as u32
    }

    pub fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        let slot = self.slots[hash as usize & self.mask];
        if slot.bound == 0 || slot.check != Self::check(hash) {
            return None;
        }
        let bound = match slot.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            mv: slot.mv,
            score: from_tt(slot.score as i32, ply),
            depth: slot.depth as i32,
            bound,
        })
    }

    pub fn store(&mut self, hash: u64, ply: usize, mv: Cell, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.slots[hash as usize & self.mask];
        let same = slot.check == Self::check(hash);
        // Keep a deeper result for the same position unless the new one is exact.
        if same && slot.bound != 0 && (slot.depth as i32) > depth && bound != Bound::Exact {
            return;
        }
        let mv = if mv == 0 && same { slot.mv } else { mv };
        *slot = Slot {
            check: Self::check(hash),
            mv,
            score: to_tt(score, ply) as i16,
            depth: depth.clamp(-100, 100) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
        };
    }
}

/// Wins are stored as plies from this node, not from the root, so a transposition reached
/// at another ply still scores the right distance.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_MIN {
        score + ply as i32
    } else if score <= -WIN_MIN {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_MIN {
        score - ply as i32
    } else if score <= -WIN_MIN {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::WIN;

    #[test]
    fn stores_and_finds() {
        let mut tt = Tt::new(10);
        tt.store(0xDEAD_BEEF_0000_0005, 3, 42, 17, 4, Bound::Lower);
        let hit = tt.probe(0xDEAD_BEEF_0000_0005, 3).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (42, 17, 4, Bound::Lower)
        );
        assert!(tt.probe(0xDEAD_BEE0_0000_0005, 3).is_none());
    }

    #[test]
    fn wins_keep_their_distance_from_the_node() {
        let mut tt = Tt::new(10);
        tt.store(7, 2, 1, WIN - 5, 3, Bound::Exact);
        assert_eq!(tt.probe(7, 4).unwrap().score, WIN - 7);
    }
}
