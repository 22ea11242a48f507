//! Black's forbidden points under the RIF renju rules.
//!
//! The RIF definitions, as this module reads them (all for black, all about lines through
//! the point just played):
//! - a *five* is exactly five in an unbroken row; six or more is an *overline*;
//! - a *four* is four stones to which one more stone adds a five; one line can hold two
//!   (`B.BBB.B` played in the middle, `BB.BB.BB`), which is a double-four on its own;
//! - a *straight four* is four in an unbroken row that becomes a five in two ways;
//! - a *three* is three stones to which one more stone adds a straight four, without that
//!   stone making a five at the same time, and (RIF 9.3) only by a stone on a point that
//!   is not itself forbidden once the three is on the board.
//!
//! A move that makes a five is never forbidden; otherwise an overline, two fours or two
//! threes through the point are. Only the last needs a look further than one line: whether
//! a three is real depends on whether its straight-four points are forbidden, which is the
//! same question one stone deeper, so it recurses, and only when two threes are found.

use std::fmt;

use super::{Board, DIRECTIONS, Pos, Stone};

/// Why a point is forbidden for black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forbidden {
    DoubleThree,
    DoubleFour,
    Overline,
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Forbidden::DoubleThree => "double three",
            Forbidden::DoubleFour => "double four",
            Forbidden::Overline => "overline",
        })
    }
}

/// Whether black may not play on the empty point `pos` of `board`, and why. Occupied and
/// off-board points are not forbidden points (they are not moves at all): `None`. A move
/// with several faults is reported as an overline first, then as a double-four.
pub fn forbidden(board: &Board, pos: Pos) -> Option<Forbidden> {
    if !board.is_empty_point(pos) {
        return None;
    }
    match judge(board, &mut Vec::new(), pos) {
        Verdict::Forbidden(why) => Some(why),
        Verdict::Five | Verdict::Allowed => None,
    }
}

/// Every empty point of `board` that black may not play, row by row, with the reason.
pub fn forbidden_points(board: &Board) -> Vec<(Pos, Forbidden)> {
    board
        .empty_points()
        .filter_map(|pos| forbidden(board, pos).map(|why| (pos, why)))
        .collect()
}

/// Whether black on the empty point `pos` would make exactly five: the renju win, which
/// no forbidden pattern made at the same time takes away.
pub fn makes_exact_five(board: &Board, pos: Pos) -> bool {
    board.is_empty_point(pos)
        && DIRECTIONS
            .iter()
            .any(|&dir| Line::read(board, &[], pos, dir).makes_five())
}

/// What a black stone on an empty point does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// Makes exactly five: a win, whatever else it makes.
    Five,
    Forbidden(Forbidden),
    Allowed,
}

/// Judges black on `pos` with the stones of `placed` added to `board` as black; `placed`
/// is the stack of stones the recursion has put down and is left as it was found.
fn judge(board: &Board, placed: &mut Vec<Pos>, pos: Pos) -> Verdict {
    let lines = DIRECTIONS.map(|dir| Line::read(board, placed, pos, dir));
    let lengths = lines.map(|line| run_len(run(line.black, CENTRE)));
    if lengths.contains(&5) {
        return Verdict::Five;
    }
    if lengths.iter().any(|&len| len >= 6) {
        return Verdict::Forbidden(Forbidden::Overline);
    }
    // A four needs three more black stones within four points, a three two: most lines
    // have fewer and are skipped without trying their empty points.
    let others = lines.map(|line| (line.black & NEAR).count_ones() - 1);
    let fours: usize = (0..4)
        .filter(|&i| others[i] >= 3)
        .map(|i| lines[i].fours())
        .sum();
    if fours >= 2 {
        return Verdict::Forbidden(Forbidden::DoubleFour);
    }
    let threes = std::array::from_fn::<u16, 4, _>(|i| {
        if others[i] >= 2 {
            lines[i].straight_four_points()
        } else {
            0
        }
    });
    if threes.iter().filter(|&&points| points != 0).count() < 2 {
        return Verdict::Allowed;
    }
    // Two or more threes on their face: each counts only if some point completing its
    // straight four is an allowed move with this stone on the board (RIF 9.3).
    placed.push(pos);
    let mut real = 0;
    for (dir, points) in DIRECTIONS.into_iter().zip(threes) {
        let is_real = bits(points).any(|bit| {
            let point = pos
                .offset(dir, bit as i32 - CENTRE as i32, board.size())
                .expect("straight-four points lie on the board");
            judge(board, placed, point) == Verdict::Allowed
        });
        if is_real {
            real += 1;
            if real == 2 {
                break;
            }
        }
    }
    placed.pop();
    if real >= 2 {
        Verdict::Forbidden(Forbidden::DoubleThree)
    } else {
        Verdict::Allowed
    }
}

/// Half the width of the window read along each line. Everything about a stone's fives,
/// fours and threes lies within four points of it, and the fifth point on each side tells
/// an exact five from an overline.
const REACH: i32 = 5;
/// The bit of the point being judged.
const CENTRE: u32 = REACH as u32;
/// The bits within four points of the centre, the centre included.
const NEAR: u16 = 0x3FE;

/// The eleven points of one line centred on the point being judged, as bit sets (bit
/// `CENTRE + k` is the point `k` steps along the direction). The centre holds black; white
/// stones and points off the board are in neither set.
#[derive(Clone, Copy, Debug)]
struct Line {
    black: u16,
    empty: u16,
}

impl Line {
    fn read(board: &Board, placed: &[Pos], pos: Pos, (dx, dy): (i32, i32)) -> Line {
        let size = board.size() as i32;
        let mut line = Line {
            black: 1 << CENTRE,
            empty: 0,
        };
        for k in (-REACH..=REACH).filter(|&k| k != 0) {
            let (x, y) = (pos.x as i32 + dx * k, pos.y as i32 + dy * k);
            if x < 0 || y < 0 || x >= size || y >= size {
                continue;
            }
            let p = Pos::new(x as u8, y as u8);
            let bit = 1 << (k + REACH);
            match board.get(p) {
                Some(Stone::Black) => line.black |= bit,
                Some(Stone::White) => {}
                None if placed.contains(&p) => line.black |= bit,
                None => line.empty |= bit,
            }
        }
        line
    }

    fn makes_five(&self) -> bool {
        run_len(run(self.black, CENTRE)) == 5
    }

    #[cfg(test)]
    fn makes_overline(&self) -> bool {
        run_len(run(self.black, CENTRE)) >= 6
    }

    /// The fours through the centre: the distinct sets of four stones that one more stone
    /// turns into a five with the centre in it. A straight four is one four (its two five
    /// points share the stones); `B.BBB.B` is two.
    fn fours(&self) -> usize {
        let mut stones = [0u16; 4];
        let mut count = 0;
        for q in bits(self.empty) {
            let with = self.black | 1 << q;
            let five = run(with, q);
            if five & 1 << CENTRE != 0 && run_len(five) == 5 {
                let four = five & !(1 << q);
                if !stones[..count].contains(&four) {
                    stones[count] = four;
                    count += 1;
                }
            }
        }
        count
    }

    /// The empty points (as bits) where one more stone makes a straight four containing
    /// both the centre and that stone. Whether such a point is also a five elsewhere or a
    /// forbidden point is for `judge` to find out.
    fn straight_four_points(&self) -> u16 {
        let mut points = 0;
        for q in bits(self.empty) {
            let with = self.black | 1 << q;
            let four = run(with, CENTRE);
            if four & 1 << q == 0 || run_len(four) != 4 {
                continue;
            }
            let lo = four.trailing_zeros();
            let hi = 15 - four.leading_zeros();
            // A run of four through the centre ends at least one point inside the window
            // on each side, so both end points and the points beyond them are in it.
            let ends_empty = self.empty & (1 << (lo - 1)) != 0 && self.empty & (1 << (hi + 1)) != 0;
            let fives_exact = with & (1 << (lo - 2)) == 0 && with & (1 << (hi + 2)) == 0;
            if ends_empty && fives_exact {
                points |= 1 << q;
            }
        }
        points
    }
}

/// The unbroken run of set bits of `set` through bit `at` (which must be set), as a mask.
/// A run reaching the window's edge may go on beyond it; callers only use runs through
/// the centre, which are six long already if they reach the edge.
fn run(set: u16, at: u32) -> u16 {
    let up = (set >> at).trailing_ones();
    let down = (set << (15 - at)).leading_ones();
    let (lo, hi) = (at + 1 - down, at + up);
    ((1u32 << hi) - (1u32 << lo)) as u16
}

fn run_len(run: u16) -> u32 {
    run.count_ones()
}

/// The indices of the set bits of `set`, lowest first.
fn bits(mut set: u16) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let bit = set.trailing_zeros();
            set &= set - 1;
            bit
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line from a picture of the window: `B` black, `.` empty, anything else white or
    /// off the board. The centre (index 5) must be `B`.
    fn line(picture: &str) -> Line {
        assert_eq!(picture.len(), 11);
        let mut line = Line { black: 0, empty: 0 };
        for (i, c) in picture.chars().enumerate() {
            match c {
                'B' => line.black |= 1 << i,
                '.' => line.empty |= 1 << i,
                _ => {}
            }
        }
        assert!(line.black & 1 << CENTRE != 0);
        line
    }

    #[test]
    fn line_shapes() {
        assert!(line("...BBBBB...").makes_five());
        assert!(line("..BBBBBB...").makes_overline());
        assert!(!line("..BBBBBB...").makes_five());
        assert_eq!(line("...BBBB....").fours(), 1);
        assert_eq!(line("...B.BBB.B.").fours(), 2);
        assert_eq!(line("..BB.BB.BB.").fours(), 2);
        assert_eq!(line("..B.BBB....").fours(), 1);
        assert_eq!(
            line(".BB.BB.....").fours(),
            1,
            "the other one is an overline"
        );
        assert_eq!(line("....BBB....").straight_four_points(), 1 << 3 | 1 << 7);
        assert_eq!(line("...B.BB....").straight_four_points(), 1 << 4);
        assert_eq!(line("...WBBB....").straight_four_points(), 0);
        assert_eq!(line("..W.BBB.W..").straight_four_points(), 0);
        assert_eq!(
            line("..B.BBB....").straight_four_points(),
            0,
            "a four, not a three"
        );
        assert_eq!(line("B..BBB.....").straight_four_points(), 1 << 6);
    }

    /// Every shape of a line: no line holds both a four and a three through its centre,
    /// and no line holds two threes, which is why `judge` may count one three per
    /// direction and keep fours and threes apart.
    #[test]
    fn no_line_holds_a_four_and_a_three() {
        for code in 0..3u32.pow(10) {
            let mut line = Line {
                black: 1 << CENTRE,
                empty: 0,
            };
            let mut rest = code;
            for i in (0..=2 * CENTRE).filter(|&i| i != CENTRE) {
                match rest % 3 {
                    0 => line.empty |= 1 << i,
                    1 => line.black |= 1 << i,
                    _ => {}
                }
                rest /= 3;
            }
            if line.makes_five() || line.makes_overline() {
                continue;
            }
            let points = line.straight_four_points();
            assert!(
                line.fours() == 0 || points == 0,
                "four and three: {:011b} {:011b}",
                line.black,
                line.empty
            );
            // The points of one three are its two ends, at most four apart.
            if points != 0 {
                let span = (15 - points.leading_zeros()) - points.trailing_zeros();
                assert!(points.count_ones() == 1 || span == 4, "{points:011b}");
            }
        }
    }
}
