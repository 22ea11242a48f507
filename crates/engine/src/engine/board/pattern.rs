//! Line patterns: what one more stone of a colour on an empty point makes along one line.
//!
//! A point's key in a direction is its ten neighbours along that line (five each side, two
//! bits each: empty, black, white, wall), read off the line's word (`lines`). Tables built
//! once map a key to the pattern the point would complete, so a move looks up both colours'
//! patterns of at most 32 points along its lines (40 where only exactly five wins) instead
//! of rescanning them. Five cells a side is the least that tells an exact five from an
//! overline, which Standard and Renju need.

use std::sync::OnceLock;

/// What a stone on the point makes along one line, weakest first so that `max` picks the
/// strongest. "Free" (F) shapes can still become a five two ways, "blocked" (B) ones one way.
pub type Pattern = u8;

pub const NONE: Pattern = 0;
/// Six or more where only exactly five wins: no win, and forbidden for black in renju.
/// Ranked below every real shape, so a point's best pattern never mistakes it for one.
pub const OVERLINE: Pattern = 1;
pub const B1: Pattern = 2;
pub const F1: Pattern = 3;
pub const B2: Pattern = 4;
pub const F2: Pattern = 5;
pub const B3: Pattern = 6;
/// An open three: one more stone makes an open four.
pub const F3: Pattern = 7;
/// A four: one point left to make five.
pub const B4: Pattern = 8;
/// An open four (or two fours on one line): two points left to make five, unstoppable.
pub const F4: Pattern = 9;
pub const FIVE: Pattern = 10;
pub const PATTERN_COUNT: usize = 11;

/// How many orders of four patterns there are: a point's four lines, as the tables over
/// them (`class::threat_class`, `shape::point_shape`) index them.
pub const FOUR_PATTERNS: usize = PATTERN_COUNT.pow(4);

/// The index of four lines' patterns into the tables over them.
#[inline]
pub const fn four_index(p: [Pattern; 4]) -> usize {
    let n = PATTERN_COUNT;
    ((p[0] as usize * n + p[1] as usize) * n + p[2] as usize) * n + p[3] as usize
}

/// The four patterns of an index: the inverse of `four_index`.
pub const fn four_of_index(i: usize) -> [Pattern; 4] {
    let n = PATTERN_COUNT;
    [
        (i / (n * n * n)) as Pattern,
        (i / (n * n) % n) as Pattern,
        (i / n % n) as Pattern,
        (i % n) as Pattern,
    ]
}

/// Two-bit codes of a key slot. Wall marks points off the board.
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const WALL: u8 = 3;

/// Neighbours on each side of the point that a key covers.
pub const HALF: usize = 5;

/// The key slot holding the neighbour `offset` steps along the line (offset != 0).
#[cfg(test)]
pub const fn slot(offset: i32) -> u32 {
    if offset < 0 {
        (offset + HALF as i32) as u32
    } else {
        (offset + HALF as i32 - 1) as u32
    }
}

/// Patterns of every line of ours/empty/blocked cells (3^10 of them, 59 KB), once where
/// five or more wins and once where only exactly five wins, and per colour the index of
/// each half key into them (theirs and the wall both read as blocked). Three reads of
/// tables that stay in cache instead of one read of a 4^10 table that does not: most of
/// a move's cost is these lookups.
///
/// Where five or more wins, the fifth neighbour each way never changes a pattern (a five
/// through the point lies within four of it), so that rule also has tables over the
/// eight nearer neighbours: 3^8 lines, 6.5 KB, which stay in the first-level cache
/// where the 59 KB table does not. Under cachegrind the bench (`bench 7`) missed that
/// cache 21% less often (7.5 million misses, was 9.5), at the same instruction count.
struct Tables {
    any_five: Vec<Pattern>,
    exact_five: Vec<Pattern>,
    /// `any_five` over the eight nearer neighbours: `any_five` of the line with the
    /// fifth neighbours empty.
    any_five_near: Vec<Pattern>,
    /// [half][half key]: the low half key (slots 0..HALF), the high one; for black and
    /// for white, side by side so one read serves both: into the lines over all ten
    /// neighbours, and into those over the eight nearer ones.
    halves: [Box<Halves>; 2],
    halves_near: [Box<Halves>; 2],
}

/// Half keys: `HALF` two-bit slots.
const HALF_KEYS: usize = 1 << (2 * HALF);

/// Per half key, its share of the index into the lines, for black and for white.
type Halves = [[u16; 2]; HALF_KEYS];

static TABLES: OnceLock<Tables> = OnceLock::new();

fn tables() -> &'static Tables {
    TABLES.get_or_init(|| {
        let any_five = build(false);
        let any_five_near = (0..3usize.pow(2 * NEAR as u32))
            .map(|index| any_five[3 * index])
            .collect();
        Tables {
            any_five,
            exact_five: build(true),
            any_five_near,
            halves: [half(0, HALF), half(HALF, HALF)],
            halves_near: [half(0, NEAR), half(HALF, NEAR)],
        }
    })
}

/// The neighbours each way that can change a pattern where five or more wins.
const NEAR: usize = HALF - 1;

/// Builds the tables now rather than on the first search's first move.
pub fn init() {
    tables();
}

/// The tables a position reads, chosen once for its rule: each of a move's 64 lookups
/// then costs three reads, without going through `tables()` or picking the rule per
/// colour (the bench about 1% faster).
#[derive(Clone, Copy)]
pub struct Reader {
    low: &'static Halves,
    high: &'static Halves,
    /// Per colour: the patterns under its rule.
    lines: [&'static [Pattern]; 2],
}

impl Reader {
    /// The reader for a rule where `exact[colour]` says whether only exactly five wins.
    pub fn new(exact: [bool; 2]) -> Reader {
        let t = tables();
        if exact == [false, false] {
            return Reader {
                low: &t.halves_near[0],
                high: &t.halves_near[1],
                lines: [&t.any_five_near, &t.any_five_near],
            };
        }
        Reader {
            low: &t.halves[0],
            high: &t.halves[1],
            lines: exact.map(|exact| {
                if exact {
                    t.exact_five.as_slice()
                } else {
                    t.any_five.as_slice()
                }
            }),
        }
    }

    /// The patterns a black stone and a white one make on a point with this key.
    #[cfg(test)]
    pub fn both(&self, key: u32) -> [Pattern; 2] {
        self.both_halves(key, key >> (2 * HALF))
    }

    /// `both` of a window: the key with the point's own slot between its halves (as
    /// `lines::Lines` reads them off a line).
    #[inline]
    pub fn both_window(&self, window: u32) -> [Pattern; 2] {
        self.both_halves(window, window >> (2 * HALF + 2))
    }

    /// `both` from the key's low half (the neighbours before the point) and high half
    /// (those after it), each in the low bits of its argument.
    #[inline]
    fn both_halves(&self, low: u32, high: u32) -> [Pattern; 2] {
        let mask = HALF_KEYS as u32 - 1;
        let low = self.low[(low & mask) as usize];
        let high = self.high[(high & mask) as usize];
        [0, 1].map(|colour| self.lines[colour][low[colour] as usize + high[colour] as usize])
    }
}

/// Black and white trade places; walls (both bits set) stay walls.
#[cfg(test)]
pub fn swap_colours(key: u32) -> u32 {
    const LOW: u32 = 0x5_5555;
    ((key & LOW) << 1) | ((key >> 1) & LOW)
}

/// The pattern a stone of `black`'s colour (true: black) makes on a point with this key.
#[cfg(test)]
pub fn lookup(key: u32, black: bool, exact: bool) -> Pattern {
    let exact = if black {
        [exact, false]
    } else {
        [false, exact]
    };
    Reader::new(exact).both(key)[!black as usize]
}

const SIDE: usize = 2 * HALF + 1;
const CENTRE: usize = HALF;
/// Cell states while classifying: ours, empty, or blocked (theirs or the wall).
const OWN: u8 = 1;
const BLOCKED: u8 = 2;

/// Classifies every line of ours/empty/blocked cells once (3^10 of them).
fn build(exact: bool) -> Vec<Pattern> {
    const LINES: usize = 3usize.pow(2 * HALF as u32);
    let mut memo = vec![u8::MAX; LINES];
    for index in 0..LINES {
        let mut line = [EMPTY; SIDE];
        let mut rest = index;
        for cell in (0..SIDE).rev().filter(|&c| c != CENTRE) {
            line[cell] = (rest % 3) as u8;
            rest /= 3;
        }
        line[CENTRE] = OWN;
        classify(&mut line, exact, &mut memo);
    }
    memo
}

/// For every half key (`HALF` slots from `first_slot`), its share of the index into the
/// lines over the `reach` nearest neighbours each way, for black and for white.
fn half(first_slot: usize, reach: usize) -> Box<Halves> {
    let mut halves = Box::new([[0; 2]; HALF_KEYS]);
    for (bits, h) in halves.iter_mut().enumerate() {
        *h = [BLACK, WHITE].map(|own| half_index(bits as u32, first_slot, reach, own));
    }
    halves
}

/// A half key's share of the index, for the colour whose stones have the code `own`:
/// the slots within `reach` of the point as base-3 digits, the first slot the highest.
fn half_index(bits: u32, first_slot: usize, reach: usize, own: u8) -> u16 {
    let last_kept = HALF + reach - 1;
    (0..HALF)
        .map(|i| {
            let slot = first_slot + i;
            let within = slot + reach >= HALF && slot <= last_kept;
            let code = (bits >> (2 * i)) as u8 & 3;
            let cell = if !within || code == EMPTY {
                0
            } else if code == own {
                OWN as u16
            } else {
                BLOCKED as u16
            };
            cell * 3u16.pow(last_kept.saturating_sub(slot) as u32)
        })
        .sum()
}

fn memo_index(line: &[u8; SIDE]) -> usize {
    line.iter()
        .enumerate()
        .filter(|&(i, _)| i != CENTRE)
        .fold(0, |acc, (_, &c)| acc * 3 + c as usize)
}

/// The length of our unbroken run through the centre.
fn run_through_centre(line: &[u8; SIDE]) -> usize {
    let left = line[..CENTRE]
        .iter()
        .rev()
        .take_while(|&&c| c == OWN)
        .count();
    let right = line[CENTRE + 1..].iter().take_while(|&&c| c == OWN).count();
    1 + left + right
}

fn is_five(line: &[u8; SIDE], exact: bool) -> bool {
    let run = run_through_centre(line);
    if exact { run == 5 } else { run >= 5 }
}

/// Classifies a line whose centre holds our stone: a five, else how many points finish a
/// five through the centre (a four), else the best shape one more stone reaches.
fn classify(line: &mut [u8; SIDE], exact: bool, memo: &mut [u8]) -> Pattern {
    let index = memo_index(line);
    if memo[index] != u8::MAX {
        return memo[index];
    }
    let run = run_through_centre(line);
    let pattern = if exact && run > 5 {
        OVERLINE
    } else if is_five(line, exact) {
        FIVE
    } else {
        let mut fives = 0;
        let mut best = NONE;
        for q in 0..SIDE {
            if line[q] != EMPTY {
                continue;
            }
            line[q] = OWN;
            if is_five(line, exact) {
                fives += 1;
            } else if fives == 0 {
                let next = match classify(line, exact, memo) {
                    F4 => F3,
                    B4 => B3,
                    F3 => F2,
                    B3 => B2,
                    F2 => F1,
                    B2 => B1,
                    _ => NONE,
                };
                best = best.max(next);
            }
            line[q] = EMPTY;
        }
        match fives {
            0 => best,
            1 => B4,
            _ => F4,
        }
    };
    memo[index] = pattern;
    pattern
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key from a picture of the line: '.' empty, 'x' black, 'o' white, '#' wall, and '*'
    /// the point itself (in the middle of eleven characters).
    fn key(picture: &str) -> u32 {
        let cells: Vec<char> = picture.chars().collect();
        assert_eq!(cells.len(), SIDE);
        assert_eq!(cells[CENTRE], '*');
        let mut key = 0;
        for (i, c) in cells.iter().enumerate() {
            if i == CENTRE {
                continue;
            }
            let code = match c {
                'x' => BLACK,
                'o' => WHITE,
                '#' => WALL,
                _ => EMPTY,
            } as u32;
            key |= code << (2 * slot(i as i32 - CENTRE as i32));
        }
        key
    }

    #[test]
    fn the_near_tables_read_every_key_as_the_full_ones_where_five_or_more_wins() {
        let t = tables();
        let full = Reader {
            low: &t.halves[0],
            high: &t.halves[1],
            lines: [&t.any_five, &t.any_five],
        };
        let near = Reader::new([false, false]);
        assert!(std::ptr::eq(near.lines[0], t.any_five_near.as_slice()));
        for key in 0..1u32 << (4 * HALF) {
            assert_eq!(near.both(key), full.both(key), "key {key:#07x}");
        }
    }

    #[test]
    fn shapes_for_black() {
        assert_eq!(lookup(key("...xx*xx..."), true, false), FIVE);
        assert_eq!(lookup(key("..xxx*xx..."), true, false), FIVE);
        assert_eq!(lookup(key("..xxx*xx..."), true, true), OVERLINE);
        assert_eq!(lookup(key("....x*xx..."), true, false), F4);
        assert_eq!(lookup(key("...ox*xx..."), true, false), B4);
        assert_eq!(lookup(key("....x*.xx.."), true, false), B4);
        assert_eq!(lookup(key(".....*xx..."), true, false), F3);
        assert_eq!(lookup(key("....o*xx..."), true, false), B3);
        assert_eq!(lookup(key(".....*x...."), true, false), F2);
        assert_eq!(lookup(key("....#*xxx.."), true, false), B4);
        assert_eq!(lookup(key(".....*....."), true, false), F1);
        assert_eq!(lookup(key("...o.*o...."), true, false), NONE);
    }

    #[test]
    fn white_sees_through_swapped_colours() {
        assert_eq!(lookup(key("....o*oo..."), false, false), F4);
        assert_eq!(lookup(key(".....*....."), true, false), F1);
        assert_eq!(lookup(key("...o.*o...."), true, false), NONE);
        assert_eq!(lookup(key("...#o*oo..."), false, false), B4);
    }

    #[test]
    fn exact_five_ignores_fours_that_overline() {
        // Filling the left gap makes six; only the right end makes five.
        assert_eq!(lookup(key(".x.xx*x...."), true, true), B4);
        assert_eq!(lookup(key(".x.xx*x...."), true, false), F4);
    }

    /// Where more than five wins, the neighbours five away never change a pattern
    /// (`Position` leaves them unrefreshed); where only exactly five wins, they do.
    #[test]
    fn the_fifth_neighbours_matter_only_to_exact_fives() {
        let ends = [slot(-5), slot(5)];
        let mut exact_differs = false;
        // Every key with both ends empty (slot(-5) is the lowest, slot(5) the highest).
        assert_eq!(ends, [0, 2 * HALF as u32 - 1]);
        for inner in 0..1u32 << (4 * HALF - 4) {
            let key = inner << 2;
            for black in [true, false] {
                let pattern = lookup(key, black, false);
                for end in ends {
                    for code in [EMPTY, BLACK, WHITE, WALL] {
                        let other = (key & !(3 << (2 * end))) | (code as u32) << (2 * end);
                        assert_eq!(lookup(other, black, false), pattern, "{key:#x}");
                        exact_differs |= lookup(other, black, true) != lookup(key, black, true);
                    }
                }
            }
        }
        assert!(exact_differs);
    }

    #[test]
    fn swapping_colours_keeps_walls() {
        let k = key("#xo..*..ox#");
        assert_eq!(swap_colours(k), key("#ox..*..xo#"));
    }
}
