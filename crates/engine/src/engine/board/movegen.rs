//! Which moves a node looks at: the points near stones, or, when the opponent threatens
//! an open four, only the points that stop it and our own fours.

use crate::rules::Rule;

use super::cell::{Cell, Side};
use super::pattern::F3;
use super::position::Position;
use super::shape::SHAPES;

/// Appends every legal point within two of a stone, with its ordering score.
pub fn candidates(pos: &Position, out: &mut Vec<(Cell, i32)>) {
    let me = pos.to_move();
    pos.for_each_near_empty(|c| {
        if !pos.is_forbidden(c) {
            out.push((c, move_score(pos, c, me)));
        }
    });
}

/// Whether the opponent of the side to move could make an open four next move: then a
/// quiet move loses, and only defences and our own fours are worth searching. A renju
/// black "open four" on a forbidden point is no threat and asks for no defence.
pub fn must_defend(pos: &Position) -> bool {
    pos.has_open_four_point(pos.to_move() ^ 1)
}

/// The answers to an open three: every point where the opponent would make a four (the
/// ends and the far points of the three lie among them) and every four of our own.
pub fn defences(pos: &Position, out: &mut Vec<(Cell, i32)>) {
    let me = pos.to_move();
    for_each_defence(pos, |c| out.push((c, move_score(pos, c, me))));
}

/// Calls `f` with each point of `defences`, in the board's order: where either side
/// makes a four, none forbidden to the side to move.
pub fn for_each_defence(pos: &Position, mut f: impl FnMut(Cell)) {
    let me = pos.to_move();
    let fours = pos.four_points(me).union(pos.four_points(me ^ 1));
    for c in fours.iter().filter(|&c| !pos.is_forbidden(c)) {
        f(c);
    }
}

/// `side`'s moves that make a four (or better), and with `threes` also an open three.
/// Only legal moves when `side` is to move; otherwise legality is the caller's business.
pub fn attacks(pos: &Position, side: Side, threes: bool, out: &mut Vec<Cell>) {
    if !threes {
        out.extend(pos.four_points(side).iter());
        return;
    }
    for &c in pos.points() {
        if pos.is_empty(c) && pos.best_pat(c, side) >= F3 {
            out.push(c);
        }
    }
}

/// An ordering score for the side to move playing `c`: its own threats first, then the
/// opponent's threats it spoils, then quieter shape: a value of the point's shape for each
/// side (`board::shape`), from tables fitted to the moves self-play chose (`tune-eval
/// fit-order`).
pub fn move_score(pos: &Position, c: Cell, me: Side) -> i32 {
    let (own, theirs) = &scores(pos.rule())[me];
    own[pos.shape(c, me) as usize] + theirs[pos.shape(c, me ^ 1) as usize]
}

/// Per shape, its score to the side to move and to the other side.
pub type ShapeScores = ([i32; SHAPES], [i32; SHAPES]);

/// The scores under `rule`, for black to move and for white. Standard reads freestyle's:
/// they scored 57.2% there against the hand-made ones (W109 D11 L80, 200 games at 200
/// ms), the only difference between the rules being the rare overline.
///
/// Not kept: freestyle's refitted to 48,000 self-play games at 10,000 nodes a move (those
/// of `net::HIDDEN`'s last refit; `tune-eval fit-order games.txt 1`). They named the
/// games' move first more often than these (34.1% of positions against 30.2%), but scored
/// 47.8% over 200 games at 200 ms against them (W90 D11 L99, seed 1).
fn scores(rule: Rule) -> &'static [ShapeScores; 2] {
    static FREESTYLE: [ShapeScores; 2] = include!("order_values/freestyle.rs");
    static RENJU: [ShapeScores; 2] = include!("order_values/renju.rs");
    match rule {
        Rule::Freestyle | Rule::Standard => &FREESTYLE,
        Rule::Renju => &RENJU,
    }
}

/// Whether a move makes a threat the opponent must answer (a four or an open three).
pub fn is_threat(pos: &Position, c: Cell, me: Side) -> bool {
    pos.best_pat(c, me) >= F3
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::pattern::{B4, F2, F4, FIVE, NONE, Pattern};
    use crate::engine::board::shape::point_shape;

    /// Shapes of one line's pattern, the other three lines empty.
    fn single(p: Pattern) -> usize {
        point_shape([p, NONE, NONE, NONE]) as usize
    }

    #[test]
    fn every_rules_scores_put_threats_before_quiet_shape() {
        for rule in Rule::ALL {
            for (colour, (own, theirs)) in scores(rule).iter().enumerate() {
                let at = |t: &[i32; SHAPES], p| t[single(p)];
                let why = format!("{rule:?}, colour {colour}");
                // Making a five, then an open four, then a four or an open three, then a
                // two; and the same order for the points that stop the other side's.
                for t in [own, theirs] {
                    assert!(at(t, FIVE) > at(t, F4), "{why}");
                    assert!(at(t, F4) > at(t, B4), "{why}");
                    assert!(at(t, B4) > at(t, F2), "{why}");
                    assert!(at(t, F3) > at(t, F2), "{why}");
                    assert!(at(t, F2) > at(t, NONE), "{why}");
                }
                // A double three outranks a single one, but for renju's black, to whom
                // it is forbidden.
                let double = point_shape([F3, F3, NONE, NONE]) as usize;
                let forbidden = rule == Rule::Renju && colour == 0;
                assert_eq!(own[double] > at(own, F3), !forbidden, "{why}");
            }
        }
    }
}
