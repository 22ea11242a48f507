//! The engine's own reading of threats, asked by the coach to put them into words: what a
//! stone makes along each line (from the pattern tables the search reads, so the coach and
//! the engine never disagree about a shape), where a colour makes an open four, and which
//! points stop those open fours. Each answer builds one `Position` (a pass over the board,
//! tens of microseconds) and plays at most a few dozen stones on it.

use crate::rules::{Board, DIRECTIONS, Pos, Rule, Stone};

use super::board::pattern::{self, Pattern};
use super::board::{Position, Side, side_of};

/// What one more stone makes along one line, as far as an explanation names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineShape {
    /// Nothing that threatens: a two, a closed three, or less.
    Quiet,
    /// Six or more where only exactly five wins.
    Overline,
    /// An open three: one more stone makes an open four.
    OpenThree,
    /// A four: one point left to make five.
    Four,
    /// An open four, or two fours on one line: two points left, which one stone cannot
    /// both block.
    OpenFour,
    Five,
}

fn shape_of(p: Pattern) -> LineShape {
    match p {
        pattern::FIVE => LineShape::Five,
        pattern::F4 => LineShape::OpenFour,
        pattern::B4 => LineShape::Four,
        pattern::F3 => LineShape::OpenThree,
        pattern::OVERLINE => LineShape::Overline,
        _ => LineShape::Quiet,
    }
}

/// What a stone of `stone` on the empty point `at` of `board` makes along each of the four
/// lines, in the order of `rules::DIRECTIONS`; all `Quiet` for a point that is not empty.
pub fn line_shapes(board: &Board, rule: Rule, at: Pos, stone: Stone) -> [LineShape; 4] {
    if !board.is_empty_point(at) {
        return [LineShape::Quiet; 4];
    }
    let pos = Position::new(board, rule);
    pos.pats(pos.cell(at), side_of(stone)).map(shape_of)
}

/// A point where a colour makes an open four, and the line (an index into
/// `rules::DIRECTIONS`) it makes it along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpenFourPoint {
    pub at: Pos,
    pub dir: usize,
}

/// Every empty point of `board` where `stone` makes an open four (or two fours on one
/// line) that it may play: in renju black's forbidden points are no threat. One entry per
/// (point, line), in the board's order.
pub fn open_four_points(board: &Board, rule: Rule, stone: Stone) -> Vec<OpenFourPoint> {
    let pos = Position::new(board, rule);
    open_fours_in(&pos, side_of(stone))
}

fn open_fours_in(pos: &Position, side: Side) -> Vec<OpenFourPoint> {
    let mut found = Vec::new();
    for &c in pos.points() {
        if !pos.is_empty(c) {
            continue;
        }
        let pats = pos.pats(c, side);
        if !pats.contains(&pattern::F4) || pos.is_forbidden_for(c, side) {
            continue;
        }
        for (dir, &p) in pats.iter().enumerate() {
            if p == pattern::F4 {
                found.push(OpenFourPoint {
                    at: pos.pos(c),
                    dir,
                });
            }
        }
    }
    found
}

/// The empty points where the side to move on `board` may play so that none of `threats`
/// (open-four points of the other colour's) is one any more, in the board's order. Only
/// the points on the threats' lines, within four of them, can do it, so only those are
/// tried: each is one stone played and taken back.
pub fn open_four_stops(board: &Board, rule: Rule, threats: &[OpenFourPoint]) -> Vec<Pos> {
    let mut pos = Position::new(board, rule);
    let me = side_of(board.to_move());
    let them = me ^ 1;
    let mut candidates: Vec<Pos> = threats
        .iter()
        .flat_map(|t| (-4..=4).filter_map(move |k| t.at.offset(DIRECTIONS[t.dir], k, board.size())))
        .filter(|&p| board.is_empty_point(p))
        .collect();
    candidates.sort_by_key(|p| (p.y, p.x));
    candidates.dedup();
    let still_open = |pos: &Position| {
        threats.iter().any(|t| {
            let c = pos.cell(t.at);
            pos.is_empty(c)
                && pos.pats(c, them)[t.dir] == pattern::F4
                && !pos.is_forbidden_for(c, them)
        })
    };
    candidates
        .into_iter()
        .filter(|&p| {
            let c = pos.cell(p);
            if pos.is_forbidden(c) {
                return false;
            }
            pos.play(c);
            let stops = !still_open(&pos);
            pos.undo();
            stops
        })
        .collect()
}
