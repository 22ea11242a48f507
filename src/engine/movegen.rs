//! Which moves a node looks at: the points near stones, or, when the opponent threatens
//! an open four, only the points that stop it and our own fours.

use super::eval::move_score;
use super::pattern::{B4, F3};
use super::position::{Cell, Position, Side};

/// Appends every legal point within two of a stone, with its ordering score.
pub fn candidates(pos: &Position, out: &mut Vec<(Cell, i32)>) {
    let me = pos.to_move();
    for &c in pos.points() {
        if pos.is_empty(c) && pos.near(c) && !pos.is_forbidden(c) {
            out.push((c, move_score(pos, c, me)));
        }
    }
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
    for &c in pos.points() {
        if pos.is_empty(c)
            && (pos.best_pat(c, me ^ 1) >= B4 || pos.best_pat(c, me) >= B4)
            && !pos.is_forbidden(c)
        {
            out.push((c, move_score(pos, c, me)));
        }
    }
}

/// `side`'s moves that make a four (or better), and with `threes` also an open three.
/// Only legal moves when `side` is to move; otherwise legality is the caller's business.
pub fn attacks(pos: &Position, side: Side, threes: bool, out: &mut Vec<Cell>) {
    let least = if threes { F3 } else { B4 };
    for &c in pos.points() {
        if pos.is_empty(c) && pos.best_pat(c, side) >= least {
            out.push(c);
        }
    }
}
