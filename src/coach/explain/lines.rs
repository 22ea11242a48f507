//! Points along one line through a point: the fives a four leaves, and the stones a threat
//! is made of. The shapes themselves are the engine's (`engine::line_shapes`); these only
//! find the points a sentence names, by the rules' own test of a five.

use crate::rules::{Board, DIRECTIONS, Pos, Rule, Stone, line_length, makes_five};

/// A four's five points lie within four points of each of its stones.
const REACH: i32 = 4;

/// The empty points on line `dir` (an index into `DIRECTIONS`) within four of `at` where
/// `stone` makes five, in order along the line.
pub fn fives_on_line(board: &Board, rule: Rule, stone: Stone, at: Pos, dir: usize) -> Vec<Pos> {
    (-REACH..=REACH)
        .filter_map(|k| at.offset(DIRECTIONS[dir], k, board.size()))
        .filter(|&q| board.is_empty_point(q) && makes_five(board, q, stone, rule))
        .collect()
}

/// The stones of `stone` in the unbroken run through `at` along line `dir`, were `at` one
/// of them (`at` itself left out): the stones a four or open four made at `at` is made of.
pub fn run_through(board: &Board, stone: Stone, at: Pos, dir: usize) -> Vec<Pos> {
    let step = DIRECTIONS[dir];
    let side = |sign: i32| {
        (1..)
            .map_while(move |k| at.offset(step, sign * k, board.size()))
            .take_while(move |&p| board.get(p) == Some(stone))
    };
    side(-1).chain(side(1)).collect()
}

/// The lines (indices into `DIRECTIONS`) along which `stone` on `at` makes a winning row.
pub fn five_lines(board: &Board, rule: Rule, stone: Stone, at: Pos) -> Vec<usize> {
    (0..DIRECTIONS.len())
        .filter(|&d| rule.wins_with(stone, line_length(board, at, DIRECTIONS[d], stone)))
        .collect()
}

/// Whether `q` lies on line `dir` through `at`, within four of it.
pub fn on_line(at: Pos, dir: usize, q: Pos, size: usize) -> bool {
    (-REACH..=REACH).any(|k| at.offset(DIRECTIONS[dir], k, size) == Some(q))
}

/// Sorted, without repeats: points gathered from several lines.
pub fn points(mut v: Vec<Pos>) -> Vec<Pos> {
    v.sort_by_key(|p| (p.y, p.x));
    v.dedup();
    v
}
