//! Which moves a node looks at: the points near stones, or, when the opponent threatens
//! an open four, only the points that stop it and our own fours.

use super::cell::{Cell, Side};
use super::class::level_of;
use super::pattern::{B1, B2, B3, B4, F1, F2, F3, F4, FIVE, NONE, PATTERN_COUNT};
use super::position::Position;

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

/// Per-line worth of a move for attack (our pattern there) and defence (theirs).
const ATTACK: [i32; PATTERN_COUNT] = by_pattern([0, 2, 5, 8, 30, 40, 300, 350, 3_000, 50_000]);
const DEFEND: [i32; PATTERN_COUNT] = by_pattern([0, 1, 3, 6, 20, 30, 200, 250, 2_000, 30_000]);

/// A table over the patterns from values for NONE, B1, F1, .., FIVE (overline is worth 0).
const fn by_pattern(v: [i32; 10]) -> [i32; PATTERN_COUNT] {
    let order = [NONE, B1, F1, B2, F2, B3, F3, B4, F4, FIVE];
    let mut t = [0; PATTERN_COUNT];
    let mut i = 0;
    while i < 10 {
        t[order[i] as usize] = v[i];
        i += 1;
    }
    t
}
const THREAT_ATTACK: [i32; 6] = [0, 0, 20_000, 40_000, 100_000, 1_000_000];
const THREAT_DEFEND: [i32; 6] = [0, 0, 10_000, 15_000, 50_000, 500_000];

/// An ordering score for the side to move playing `c`: its own threats first, then the
/// opponent's threats it spoils, then quieter shape.
pub fn move_score(pos: &Position, c: Cell, me: Side) -> i32 {
    let own = pos.pats(c, me);
    let theirs = pos.pats(c, me ^ 1);
    // The position keeps each point's class: no table lookup over its patterns here.
    let mut score = THREAT_ATTACK[level_of(pos.class(c, me)) as usize]
        + THREAT_DEFEND[level_of(pos.class(c, me ^ 1)) as usize];
    for d in 0..4 {
        score += ATTACK[own[d] as usize] + DEFEND[theirs[d] as usize];
    }
    score
}

/// Whether a move makes a threat the opponent must answer (a four or an open three).
pub fn is_threat(pos: &Position, c: Cell, me: Side) -> bool {
    pos.best_pat(c, me) >= F3
}
