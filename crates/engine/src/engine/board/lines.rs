//! The board's lines as words: every row, column and diagonal is one 128-bit word of
//! two-bit slots (empty, black, white, wall), so a move writes four words, and the key of
//! any point along a line (its `HALF` neighbours each way, `pattern::Reader::both_window`)
//! is a shift of its line's word. Per-point keys had a move rewrite forty of them, and
//! taking the move back forty more.
//!
//! A word is two 64-bit halves, not a `u128`: WebAssembly has no 128-bit shifts, and each
//! one was a call into the runtime (`__ashlti3`, `__lshrti3`), a dozen a move and its undo.
//! Every read starts below bit 64 (a line has 26 points at most), so it is two shifts.

use super::pattern::HALF;

/// Slots of wall before a line's first point: enough that the window of a point up to
/// `HALF` before the first one still starts at the word's first slot or after.
const LEAD: u32 = 2 * HALF as u32;
/// A window: `HALF` slots each way and the point's own between them.
const WINDOW_BITS: u32 = 2 * (2 * HALF as u32 + 1);
const WINDOW_MASK: u32 = (1 << WINDOW_BITS) - 1;
const WALL: Word = [u64::MAX; 2];

/// A line's 64 slots: the low half's bits, then the high half's.
type Word = [u64; 2];

/// A read starts at the window of a line's last point at the latest (`Lines::window`).
const _: () = assert!(2 * (LEAD + crate::rules::MAX_SIZE as u32 - 1 - HALF as u32) < 64);

/// The 64 bits of `word` from bit `start` (below 64) on.
#[inline]
fn bits_from(word: &Word, start: u32) -> u64 {
    debug_assert!(start < 64);
    // The high half in two shifts, so that a start of 0 shifts it out without overflow.
    word[0] >> start | (word[1] << 1) << (63 - start)
}

/// The half of `word` holding the slot at bit `shift`, and the slot's shift within it (a
/// slot, two bits at an even shift, never straddles the halves).
#[inline]
fn half_with(word: &mut Word, shift: u32) -> (&mut u64, u32) {
    (&mut word[(shift / 64) as usize], shift % 64)
}

/// Where a point lies in one direction: its line's word and its place along it.
#[derive(Clone, Copy, Default)]
struct LineAt {
    word: u16,
    place: u8,
}

#[derive(Clone)]
pub struct Lines {
    words: Vec<Word>,
    /// Per grid point, per direction (as `Position`'s: row, column, the diagonal down and
    /// right, the one up and right); the wall's points are never asked.
    at: Vec<[LineAt; 4]>,
}

impl Lines {
    /// The lines of an empty `size` board on a grid of `stride` points a row, whose board
    /// points lie `pad` in from each side.
    pub fn new(size: usize, stride: usize, pad: usize) -> Lines {
        // Rows, columns, then each way's 2 * size - 1 diagonals.
        let diagonals = 2 * size - 1;
        let mut lines = Lines {
            words: vec![WALL; 2 * size + 2 * diagonals],
            at: vec![[LineAt::default(); 4]; stride * stride],
        };
        for y in 0..size {
            for x in 0..size {
                // Along each direction's step the place grows by one: the row's step is
                // +x, the column's +y, the diagonals' (+x, +y) and (+x, -y).
                let at = [
                    (y, x),
                    (size + x, y),
                    (2 * size + x + size - 1 - y, y),
                    (2 * size + diagonals + x + y, x),
                ]
                .map(|(word, place)| LineAt {
                    word: word as u16,
                    place: place as u8,
                });
                let c = (y + pad) * stride + x + pad;
                lines.at[c] = at;
                for at in at {
                    let (half, shift) =
                        half_with(&mut lines.words[at.word as usize], slot_shift(at.place));
                    *half &= !(3 << shift);
                }
            }
        }
        lines
    }

    /// Writes `code` into the empty point `c`'s slot on its line in direction `d`, and
    /// returns the line read around it, for `window_near`.
    #[inline]
    pub fn put(&mut self, c: usize, d: usize, code: u32) -> u64 {
        let at = self.at[c][d];
        let word = &mut self.words[at.word as usize];
        let (half, shift) = half_with(word, slot_shift(at.place));
        *half |= u64::from(code) << shift;
        bits_from(word, 2 * at.place as u32)
    }

    /// Empties point `c`'s slot on its line in direction `d`.
    #[inline]
    pub fn take(&mut self, c: usize, d: usize) {
        let at = self.at[c][d];
        let (half, shift) = half_with(&mut self.words[at.word as usize], slot_shift(at.place));
        *half &= !(3 << shift);
    }

    /// Point `c`'s key in direction `d` as a window (`pattern::Reader::both_window`).
    pub fn window(&self, c: usize, d: usize) -> u32 {
        let at = self.at[c][d];
        let start = 2 * (LEAD + at.place as u32 - HALF as u32);
        bits_from(&self.words[at.word as usize], start) as u32 & WINDOW_MASK
    }
}

/// The window of the point `k` steps along the line from the point `put` wrote (`k` within
/// `HALF` each way), from the line `put` returned.
#[inline]
pub fn window_near(near: u64, k: isize) -> u32 {
    // `near` starts at the written point's place; its slot is `LEAD` in, so the point `k`
    // away has its window start `LEAD + k - HALF` slots in.
    let start = 2 * (LEAD as isize - HALF as isize + k) as u32;
    (near >> start) as u32 & WINDOW_MASK
}

/// The empty points within `reach` of the point `put` wrote, from the line `put` returned:
/// a bit at `2 * (LEAD + k)` for each empty point `k` steps along (`k` within `reach` each
/// way, never 0; `reach` at most `HALF`, as `window_near`'s). A point is empty where both
/// bits of its slot are clear; the wall's slots have both set.
#[inline]
pub fn empty_near(near: u64, reach: u32) -> u64 {
    debug_assert!(reach <= HALF as u32);
    const LOW_BITS: u64 = 0x5555_5555_5555_5555;
    let own = 1u64 << (2 * LEAD);
    let span = (1u64 << (2 * (2 * reach + 1))) - 1;
    let within = (span << (2 * (LEAD - reach))) & LOW_BITS & !own;
    !(near | near >> 1) & within
}

/// The steps along the line of the point a bit of `empty_near` stands for.
#[inline]
pub fn steps_of_bit(bit: u32) -> isize {
    (bit / 2) as isize - LEAD as isize
}

fn slot_shift(place: u8) -> u32 {
    2 * (LEAD + place as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps (dx, dy) of the four directions, as `Lines::new` orders them.
    const STEPS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

    /// The window of (x, y) in direction `d` read off a board of codes directly.
    fn window_by_hand(codes: &[Vec<u32>], x: isize, y: isize, d: usize) -> u32 {
        let size = codes.len() as isize;
        let (dx, dy) = STEPS[d];
        let mut window = 0;
        for k in -(HALF as isize)..=HALF as isize {
            let (qx, qy) = (x + k * dx, y + k * dy);
            let code = if (0..size).contains(&qx) && (0..size).contains(&qy) {
                codes[qy as usize][qx as usize]
            } else {
                3
            };
            window |= code << (2 * (k + HALF as isize));
        }
        window
    }

    #[test]
    fn windows_and_empty_points_match_the_board_at_every_size_through_puts_and_takes() {
        let pad = HALF;
        let mut state = 7u64;
        for size in [5, 6, 15, 19, crate::rules::MAX_SIZE] {
            let stride = size + 2 * pad;
            let mut lines = Lines::new(size, stride, pad);
            let mut codes = vec![vec![0u32; size]; size];
            let cell = |x: usize, y: usize| (y + pad) * stride + x + pad;
            for step in 0..3 * size * size {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let (x, y) = ((state >> 33) as usize % size, (state >> 45) as usize % size);
                let c = cell(x, y);
                if codes[y][x] == 0 {
                    let code = 1 + (step as u32 & 1);
                    codes[y][x] = code;
                    for (d, (dx, dy)) in STEPS.into_iter().enumerate() {
                        let near = lines.put(c, d, code);
                        // And the empty points within each reach along it.
                        for reach in 1..=HALF as u32 {
                            let mut want = 0;
                            for k in -(reach as isize)..=reach as isize {
                                let (qx, qy) = (x as isize + k * dx, y as isize + k * dy);
                                if k != 0
                                    && (0..size as isize).contains(&qx)
                                    && (0..size as isize).contains(&qy)
                                    && codes[qy as usize][qx as usize] == 0
                                {
                                    want |= 1 << (2 * (LEAD as isize + k));
                                }
                            }
                            assert_eq!(
                                empty_near(near, reach),
                                want,
                                "size {size}, ({x}, {y}), direction {d}, reach {reach}"
                            );
                            let mut bits = want;
                            while bits != 0 {
                                let k = steps_of_bit(bits.trailing_zeros());
                                assert!(k != 0 && k.unsigned_abs() <= reach as usize);
                                bits &= bits - 1;
                            }
                        }
                        // What `put` returns gives the windows of the points around the
                        // stone along its line.
                        for k in -(HALF as isize)..=HALF as isize {
                            let (qx, qy) = (x as isize + k * dx, y as isize + k * dy);
                            if (0..size as isize).contains(&qx) && (0..size as isize).contains(&qy)
                            {
                                assert_eq!(
                                    window_near(near, k),
                                    window_by_hand(&codes, qx, qy, d),
                                    "size {size}, ({x}, {y}), direction {d}, {k} steps"
                                );
                            }
                        }
                    }
                } else {
                    for d in 0..4 {
                        lines.take(c, d);
                    }
                    codes[y][x] = 0;
                }
                for yy in 0..size {
                    for xx in 0..size {
                        for d in 0..4 {
                            let want = window_by_hand(&codes, xx as isize, yy as isize, d);
                            assert_eq!(
                                lines.window(cell(xx, yy), d),
                                want,
                                "size {size}, ({xx}, {yy}), direction {d}"
                            );
                        }
                    }
                }
            }
        }
    }
}
