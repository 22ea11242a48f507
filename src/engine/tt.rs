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

/// One slot packed in three words, all zero when empty, so a table is a zeroed
/// allocation: no pass over many megabytes before every search, no pause on the web.
/// Word 0: the hash's high half; word 1: move (low 16 bits) and score (high 16);
/// word 2: depth (low 8 bits) and bound (next 8: 0 empty, 1 exact, 2 lower, 3 upper).
type Slot = [u32; 3];

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
            slots: vec![[0; 3]; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    fn check(hash: u64) -> u32 {
        (hash >> 32) as u32
    }

    pub fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        let [check, move_score, depth_bound] = self.slots[hash as usize & self.mask];
        let bound = match (depth_bound >> 8) & 0xFF {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        if check != Self::check(hash) {
            return None;
        }
        Some(Hit {
            mv: move_score as u16 as Cell,
            score: from_tt((move_score >> 16) as u16 as i16 as i32, ply),
            depth: depth_bound as u8 as i8 as i32,
            bound,
        })
    }

    pub fn store(&mut self, hash: u64, ply: usize, mv: Cell, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.slots[hash as usize & self.mask];
        let [check, old_move_score, old_depth_bound] = *slot;
        let same = check == Self::check(hash) && (old_depth_bound >> 8) & 0xFF != 0;
        // Keep a deeper result for the same position unless the new one is exact.
        if same && (old_depth_bound as u8 as i8 as i32) > depth && bound != Bound::Exact {
            return;
        }
        let mv = if mv == 0 && same {
            old_move_score as u16
        } else {
            mv
        };
        let score = to_tt(score, ply).clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u32;
        let depth = depth.clamp(-100, 100) as i8 as u8 as u32;
        let bound = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        *slot = [
            Self::check(hash),
            mv as u32 | (score << 16),
            depth | (bound << 8),
        ];
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
    fn negative_scores_and_depths_survive_packing() {
        let mut tt = Tt::new(8);
        tt.store(0x1234_5678_9ABC_DEF0, 0, 513, -WIN + 9, -2, Bound::Upper);
        let hit = tt.probe(0x1234_5678_9ABC_DEF0, 0).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (513, -WIN + 9, -2, Bound::Upper)
        );
        // A shallower bound does not replace a deeper one; an exact score does.
        tt.store(0x1234_5678_9ABC_DEF0, 0, 7, 5, -5, Bound::Lower);
        assert_eq!(tt.probe(0x1234_5678_9ABC_DEF0, 0).unwrap().mv, 513);
        tt.store(0x1234_5678_9ABC_DEF0, 0, 7, 5, -5, Bound::Exact);
        assert_eq!(tt.probe(0x1234_5678_9ABC_DEF0, 0).unwrap().score, 5);
    }

    #[test]
    fn wins_keep_their_distance_from_the_node() {
        let mut tt = Tt::new(10);
        tt.store(7, 2, 1, WIN - 5, 3, Bound::Exact);
        assert_eq!(tt.probe(7, 4).unwrap().score, WIN - 7);
    }
}
