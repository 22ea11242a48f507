//! What a move makes: a five, a double four, a four-three, an open four, a double three, a
//! four, an open three, or nothing forcing, named from the engine's own line shapes.

use crate::engine::{LineShape, line_shapes, open_four_points, open_four_stops};
use crate::rules::renju::forbidden;
use crate::rules::{Board, Pos, Rule, Stone, five_line, makes_five};

use super::fact::Fact;
use super::lines::{fives_on_line, on_line, points, run_through};

/// What the side to move on `before` makes by playing `at` under `rule`. A point black
/// may not play in renju is `Fact::Forbidden`; a point that is not empty is `Quiet`.
/// Cost: three reads of the board by the engine's position and at most a dozen stones
/// tried for an open three's defences, well under a millisecond.
pub fn explain_move(before: &Board, rule: Rule, at: Pos) -> Fact {
    let side = before.to_move();
    let quiet = Fact::Quiet { side, at };
    if !before.is_empty_point(at) {
        return quiet;
    }
    if makes_five(before, at, side, rule) {
        let mut after = before.clone();
        after.play(at);
        let stones = five_line(&after, at, side, rule).unwrap_or_default();
        return Fact::Five { side, at, stones };
    }
    if rule == Rule::Renju
        && side == Stone::Black
        && let Some(why) = forbidden(before, at)
    {
        return Fact::Forbidden { at, why };
    }
    let shapes = line_shapes(before, rule, at, side);
    let mut after = before.clone();
    after.play(at);
    let lines = Lines::read(&after, rule, side, at, &shapes);
    lines.fact(&after, rule, side, at).unwrap_or(quiet)
}

/// The threatening lines through the move, once it is on the board.
struct Lines {
    /// Per four (or open four): its five points.
    fours: Vec<Vec<Pos>>,
    /// Per open three: the points where it becomes an open four.
    threes: Vec<Vec<crate::engine::OpenFourPoint>>,
    stones: Vec<Pos>,
}

impl Lines {
    fn read(after: &Board, rule: Rule, side: Stone, at: Pos, shapes: &[LineShape; 4]) -> Lines {
        let size = after.size();
        let mut lines = Lines {
            fours: Vec::new(),
            threes: Vec::new(),
            stones: vec![at],
        };
        let mut open_fours = None;
        for (dir, shape) in shapes.iter().enumerate() {
            match shape {
                LineShape::Four | LineShape::OpenFour => {
                    let fives = fives_on_line(after, rule, side, at, dir);
                    for &q in &fives {
                        lines.stones.extend(run_through(after, side, q, dir));
                    }
                    if !fives.is_empty() {
                        lines.fours.push(fives);
                    }
                }
                LineShape::OpenThree => {
                    let all = open_fours.get_or_insert_with(|| open_four_points(after, rule, side));
                    let mine: Vec<_> = all
                        .iter()
                        .copied()
                        .filter(|p| p.dir == dir && on_line(at, dir, p.at, size))
                        .collect();
                    for p in &mine {
                        lines.stones.extend(run_through(after, side, p.at, dir));
                    }
                    if !mine.is_empty() {
                        lines.threes.push(mine);
                    }
                }
                _ => {}
            }
        }
        lines.stones = points(lines.stones);
        lines
    }

    fn fact(self, after: &Board, rule: Rule, side: Stone, at: Pos) -> Option<Fact> {
        let stones = self.stones;
        let open_fours = || points(self.threes.iter().flatten().map(|p| p.at).collect());
        let fives = points(self.fours.concat());
        Some(match (&self.fours[..], self.threes.len()) {
            ([one], _) if one.len() >= 2 && is_open_four(one) => Fact::OpenFour {
                side,
                at,
                fives,
                stones,
            },
            ([one], _) if one.len() >= 2 => Fact::DoubleFour {
                side,
                at,
                fives,
                stones,
            },
            ([_, _, ..], _) => Fact::DoubleFour {
                side,
                at,
                fives,
                stones,
            },
            ([one], 1..) => Fact::FourThree {
                side,
                at,
                block: one[0],
                open_fours: open_fours(),
                stones,
            },
            ([one], 0) => Fact::Four {
                side,
                at,
                block: one[0],
                stones,
            },
            ([], 2..) => Fact::DoubleThree {
                side,
                at,
                open_fours: open_fours(),
                stones,
            },
            ([], 1) => Fact::OpenThree {
                side,
                at,
                defences: open_four_stops(after, rule, &self.threes[0]),
                stones,
            },
            ([], 0) => return None,
        })
    }
}

/// Whether two five points of one line are an open four's two ends (five apart), rather
/// than the gaps of two fours on one line (`x.xxx.x`).
fn is_open_four(fives: &[Pos]) -> bool {
    let [a, b] = fives else { return false };
    let span = (a.x as i32 - b.x as i32)
        .abs()
        .max((a.y as i32 - b.y as i32).abs());
    span == 5
}
