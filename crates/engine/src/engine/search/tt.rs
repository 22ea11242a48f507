//! The transposition table: a fixed number of slots indexed by the Zobrist hash, so its
//! memory is bounded whatever the search does. A slot keeps the deeper of old and new.
//!
//! Several searches of one position (Lazy SMP's threads) share one table: its slots are
//! atomics written without locks, and a slot torn by two writers at once is never read as
//! a hit, since its key word is stored mixed with its data words.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

use super::super::board::Cell;
use super::super::eval::WIN_MIN;

mod memory;
use memory::Buckets;

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
/// Word 0: the hash's high half xor words 1 and 2 (a torn slot fails the check);
/// word 1: move (low 16 bits) and score (high 16); word 2: depth (low 8 bits), bound
/// (next 8: 0 empty, 1 exact, 2 lower, 3 upper) and the generation of the search that
/// wrote it (next 8).
type Slot = [AtomicU32; 3];
/// A slot's words as read.
type Words = [u32; 3];

/// Slots a position may use: the one it replaces is the emptiest, oldest or shallowest,
/// so a deep result survives many shallow ones landing on the same index.
const BUCKET: usize = 4;
// A bucket is 48 bytes, so some span two cache lines; aligned to 64 bytes (the same
// slots, a third more memory) the web engine searched no faster under node. Nor did
// slots of one 64-bit word (a 21-bit check, a 6-bit generation; a bucket of 32 bytes,
// Master's table 8 MB): the same bench search, 1.4% less time natively on bench 12, the
// web module's long searches the same speed (median of five runs 1,278k nodes a second
// against 1,279k). Not kept: 45.1% over 162 games at 200 ms against these slots (W66 D14
// L82, stopped), the brain's 64 MB then holding twice the slots; the shorter check lets
// about two probes in a million read another position's entry, a score the search trusts.
//
// On the web (4 KiB pages, no prefetch) the table's probes and stores take about a sixth
// of the module's time, four times their share natively. A smaller table for Master there
// was faster (2^17 slots: 13% more nodes a second, 2^18: 6%), but the search then needs
// more nodes for the same depth (bench 12: 11% and 1% more), more so in the game's longer
// searches: not kept. Nor a second, small table for the nodes with a ply or none left
// (nine probes in ten), which probed only it, the deeper nodes this table and then it: in
// headless Chromium, on 24 positions of arena games at 300,000 nodes each, the module
// searched 1,677k nodes a second with 2^14 small slots and 1,570k with 2^16, against
// 1,450k (natively the same speed), but 46.0% (W81 D22 L97) and 48.8% (W89 D17 L94)
// over 200 games at 200 ms against this table alone: those nodes no longer saw what the
// deeper ones had stored. Probing this table too when the small one had nothing took the
// speed back (1,470k): most of their probes find nothing.
type Bucket = [Slot; BUCKET];

/// Bytes of one bucket, for sizing a table from a memory budget.
pub const BUCKET_BYTES: usize = std::mem::size_of::<Bucket>();

pub struct Hit {
    pub mv: Cell,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// The table, kept from one search to the next by the Gomocup brain: each search bumps the
/// generation, and entries of earlier ones are the first to be replaced. A clone shares
/// the slots (the helper threads of one search) and writes with its own generation.
#[derive(Clone)]
pub struct Tt {
    buckets: Arc<Buckets>,
    mask: usize,
    generation: u8,
}

impl Tt {
    /// A table of 2^bits slots (12 bytes each), in buckets of `BUCKET`.
    pub fn new(bits: u32) -> Tt {
        let buckets = 1usize << bits.saturating_sub(BUCKET.trailing_zeros());
        Tt {
            buckets: Arc::new(Buckets::zeroed(buckets)),
            mask: buckets - 1,
            generation: 0,
        }
    }

    /// The largest table that fits in `bytes` (at least one bucket).
    pub fn with_bytes(bytes: usize) -> Tt {
        let buckets = (bytes / BUCKET_BYTES).max(1);
        let bits = usize::BITS - 1 - buckets.leading_zeros() + BUCKET.trailing_zeros();
        Tt::new(bits)
    }

    pub fn bytes(&self) -> usize {
        self.buckets.len() * BUCKET_BYTES
    }

    /// A new search begins: what is stored from now on is newer than all that is there.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn check(hash: u64) -> u32 {
        (hash >> 32) as u32
    }

    fn bucket(&self, hash: u64) -> usize {
        hash as usize & self.mask
    }

    /// Starts loading the bucket of `hash` into the cache, for a probe a little later:
    /// a probe's time is nearly all the wait for its bucket from memory, and issued
    /// before a move is played, the move's own work hides it.
    #[inline]
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket = &self.buckets[self.bucket(hash)];
            // SAFETY: SSE is part of every x86_64 target, and a prefetch only hints: it
            // reads nothing the program sees, whatever the address.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.as_ptr() as *const i8) };
        }
        // WebAssembly has no prefetch. A plain load of the bucket in its place, its value
        // kept alive with `black_box`, made the module's search 1% faster under node
        // (noise): the wait moved from the probe to that load. Nor did loads of a node's
        // first four children's buckets at once, once its moves were ordered (so that
        // they wait on memory side by side, not one child after another): the same speed
        // in headless Chromium (1,602-1,640k nodes a second against 1,617-1,637k).
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    pub fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        let check = Self::check(hash);
        let bucket = &self.buckets[self.bucket(hash)];
        let [_, move_score, depth_bound] =
            bucket.iter().map(read).find(|words| holds(words, check))?;
        let bound = match (depth_bound >> 8) & 0xFF {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            mv: move_score as u16 as Cell,
            score: from_tt((move_score >> 16) as u16 as i16 as i32, ply),
            depth: depth_bound as u8 as i8 as i32,
            bound,
        })
    }

    pub fn store(&self, hash: u64, ply: usize, mv: Cell, score: i32, depth: i32, bound: Bound) {
        let check = Self::check(hash);
        let generation = self.generation;
        let bucket = &self.buckets[self.bucket(hash)];
        let words: [Words; BUCKET] = std::array::from_fn(|i| read(&bucket[i]));
        let same = words.iter().position(|w| holds(w, check));
        let i = match same {
            Some(i) => {
                let old = words[i];
                // Keep a deeper result of this search unless the new one is exact.
                if old_depth(&old) > depth
                    && bound != Bound::Exact
                    && generation_of(&old) == generation
                {
                    return;
                }
                i
            }
            None => {
                // An empty slot, else the one worth least: older searches' first, then the
                // shallowest.
                let worth = |slot: &Words| {
                    if bound_bits(slot) == 0 {
                        return i32::MIN;
                    }
                    let age = generation.wrapping_sub(generation_of(slot)) as i32;
                    old_depth(slot) - 8 * age
                };
                (0..BUCKET).min_by_key(|&i| worth(&words[i])).unwrap_or(0)
            }
        };
        let mv = if mv == 0 && same.is_some() {
            words[i][1] as u16
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
        let move_score = mv as u32 | (score << 16);
        let depth_bound = depth | (bound << 8) | ((generation as u32) << 16);
        let slot = &bucket[i];
        slot[0].store(check ^ move_score ^ depth_bound, Relaxed);
        slot[1].store(move_score, Relaxed);
        slot[2].store(depth_bound, Relaxed);
    }
}

/// A slot's words; a slot being written by another thread at the same time may read torn.
fn read(slot: &Slot) -> Words {
    [
        slot[0].load(Relaxed),
        slot[1].load(Relaxed),
        slot[2].load(Relaxed),
    ]
}

/// Whether a slot as read holds an entry of the position with this key check: whole (not
/// torn between two writes) and not empty.
fn holds(words: &Words, check: u32) -> bool {
    words[0] ^ words[1] ^ words[2] == check && bound_bits(words) != 0
}

fn bound_bits(slot: &Words) -> u32 {
    (slot[2] >> 8) & 0xFF
}

fn old_depth(slot: &Words) -> i32 {
    slot[2] as u8 as i8 as i32
}

fn generation_of(slot: &Words) -> u8 {
    (slot[2] >> 16) as u8
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
        let tt = Tt::new(10);
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
        let tt = Tt::new(8);
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
        let tt = Tt::new(10);
        tt.store(7, 2, 1, WIN - 5, 3, Bound::Exact);
        assert_eq!(tt.probe(7, 4).unwrap().score, WIN - 7);
    }

    #[test]
    fn buckets_keep_deep_entries_and_prefer_replacing_old_ones() {
        // One bucket: every hash lands in it.
        let mut tt = Tt::new(2);
        assert_eq!(tt.bytes(), BUCKET_BYTES);
        let key = |i: u64| (i + 1) << 32;
        tt.store(key(0), 0, 1, 10, 9, Bound::Exact);
        for i in 1..4 {
            tt.store(key(i), 0, 1, 10, 1, Bound::Exact);
        }
        // Full: a fifth position replaces a shallow one, not the deep one.
        tt.store(key(4), 0, 1, 10, 1, Bound::Exact);
        assert_eq!(tt.probe(key(0), 0).unwrap().depth, 9);
        assert!(tt.probe(key(4), 0).is_some());
        // After a new search the old deep entry goes before this search's shallow ones.
        tt.new_search();
        for i in 5..8 {
            tt.store(key(i), 0, 1, 10, 1, Bound::Exact);
        }
        tt.store(key(8), 0, 1, 10, 1, Bound::Exact);
        assert!(tt.probe(key(0), 0).is_none());
        // And an old entry of the same position yields to a shallower new one.
        tt.new_search();
        tt.store(key(8), 0, 2, 11, 0, Bound::Upper);
        assert_eq!(tt.probe(key(8), 0).unwrap().score, 11);
    }

    #[test]
    fn clones_share_the_slots_and_a_torn_slot_is_no_hit() {
        let tt = Tt::new(4);
        let helper = tt.clone();
        helper.store(0xABCD_0000_0000_0001, 0, 9, 30, 5, Bound::Exact);
        assert_eq!(tt.probe(0xABCD_0000_0000_0001, 0).unwrap().mv, 9);
        // Another thread's write lands half-way: the data words of one entry under the
        // key word of another. The mixed key no longer matches, so it reads as empty.
        let slot = &tt.buckets[tt.bucket(0xABCD_0000_0000_0001)]
            .iter()
            .find(|slot| slot[1].load(Relaxed) != 0)
            .unwrap();
        slot[1].store(7 | (44 << 16), Relaxed);
        assert!(tt.probe(0xABCD_0000_0000_0001, 0).is_none());
    }

    #[test]
    fn sized_from_bytes() {
        // A power of two of buckets: between half the budget and all of it.
        for mb in [1, 64, 100, 350] {
            let bytes = Tt::with_bytes(mb << 20).bytes();
            assert!(bytes <= mb << 20 && bytes > mb << 19, "{mb} MB: {bytes}");
        }
        assert_eq!(Tt::with_bytes(1).bytes(), BUCKET_BYTES);
    }
}
