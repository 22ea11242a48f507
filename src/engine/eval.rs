//! Static evaluation and move scoring, both read straight off the patterns the position
//! keeps, so neither rescans the board.

use super::pattern::{B1, B2, B3, B4, F1, F2, F3, F4, FIVE, NONE, PATTERN_COUNT, Pattern};
use super::position::{Cell, Position, Side};

/// A won game, minus the plies to the five: shorter wins score higher.
pub const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by search, not estimates.
pub const WIN_MIN: i32 = WIN - 1_000;
pub const INF: i32 = 32_000;

/// The side to move's view: each side's line patterns over the empty points, counted and
/// weighed, the same for its points at each threat level, and a bonus for its strongest
/// double threat. Read from `Position`'s counts, so nothing is summed per move.
pub fn evaluate(pos: &Position) -> i32 {
    let me = pos.to_move();
    let them = me ^ 1;
    let mut v = 0;
    for p in 0..PATTERN_COUNT {
        let p = p as Pattern;
        v += OWN_PATTERN[p as usize] * pos.count(me, p) as i32
            + THEIR_PATTERN[p as usize] * pos.count(them, p) as i32;
    }
    for level in 0..LEVELS {
        v += OWN_LEVEL[level] * pos.points_of_level(me, level) as i32
            + THEIR_LEVEL[level] * pos.points_of_level(them, level) as i32;
    }
    v += OWN_COMBO[combo(pos, me)] + THEIR_COMBO[combo(pos, them)];
    v.clamp(-WIN_MIN / 2, WIN_MIN / 2)
}

// The weights, fitted to the results of self-play games by `tune-eval fit` (which prints
// this block): a logistic model of the side to move's chance to win, at the scale of the
// weights the fit starts from, so the search's margins keep their meaning. The games are
// freestyle 15x15; the same weights serve every rule and size. Shapes no quiet position
// holds keep the values the fit started from (the hand-set ones): the side to move's own
// fours, fives and four-threes, and the other side's five. Indexed by `Pattern` and by
// threat level; the combinations by `combo`. Level and combination weights overlap (a
// double three is both): only their sums mean much.
pub const OWN_PATTERN: [i32; PATTERN_COUNT] = [0, 0, -7, -9, 4, 3, 58, 107, 68, 338, 1012];
pub const THEIR_PATTERN: [i32; PATTERN_COUNT] = [0, 0, 9, 9, 3, -2, -27, -104, -197, -794, -900];
pub const OWN_LEVEL: [i32; LEVELS] = [0, 59, -542, 0, 0, 0];
pub const THEIR_LEVEL: [i32; LEVELS] = [0, -45, -733, -1630, 41, 0];
pub const OWN_COMBO: [i32; 4] = [0, 264, 1350, 2812];
pub const THEIR_COMBO: [i32; 4] = [0, 951, 927, -238];

/// A side's strongest double threat: 0 none, 1 a double three, 2 a four-three, 3 a double
/// or open four.
pub fn combo(pos: &Position, side: Side) -> usize {
    (2..=4)
        .rev()
        .find(|&level| pos.points_at_level(side, level) > 0)
        .map_or(0, |level| level - 1)
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

/// Threat levels 0..=5: none, a four or an open three, a double three, a four-three, a
/// double or open four, a five.
pub const LEVELS: usize = 6;

/// How strong a stone there would be for one side, counting shapes that combine across
/// lines: a double four or a four-three wins like an open four. Read from a table over
/// the four patterns: the position asks on every pattern change.
#[inline]
pub fn threat_level(p: [Pattern; 4]) -> u8 {
    let n = PATTERN_COUNT;
    let i = ((p[0] as usize * n + p[1] as usize) * n + p[2] as usize) * n + p[3] as usize;
    THREAT_LEVELS[i]
}

static THREAT_LEVELS: [u8; PATTERN_COUNT.pow(4)] = {
    let n = PATTERN_COUNT;
    let mut t = [0; PATTERN_COUNT.pow(4)];
    let mut i = 0;
    while i < t.len() {
        let p = [
            (i / (n * n * n)) as Pattern,
            (i / (n * n) % n) as Pattern,
            (i / n % n) as Pattern,
            (i % n) as Pattern,
        ];
        t[i] = threat_level_of(p);
        i += 1;
    }
    t
};

const fn threat_level_of(p: [Pattern; 4]) -> u8 {
    let mut fours = 0;
    let mut threes = 0;
    let mut d = 0;
    while d < 4 {
        match p[d] {
            FIVE => return 5,
            F4 => fours += 2,
            B4 => fours += 1,
            F3 => threes += 1,
            _ => {}
        }
        d += 1;
    }
    if fours >= 2 {
        4
    } else if fours == 1 && threes >= 1 {
        3
    } else if threes >= 2 {
        2
    } else if fours == 1 || threes == 1 {
        1
    } else {
        0
    }
}

const THREAT_ATTACK: [i32; 6] = [0, 0, 20_000, 40_000, 100_000, 1_000_000];
const THREAT_DEFEND: [i32; 6] = [0, 0, 10_000, 15_000, 50_000, 500_000];

/// An ordering score for the side to move playing `c`: its own threats first, then the
/// opponent's threats it spoils, then quieter shape.
pub fn move_score(pos: &Position, c: Cell, me: Side) -> i32 {
    let own = pos.pats(c, me);
    let theirs = pos.pats(c, me ^ 1);
    let mut score =
        THREAT_ATTACK[threat_level(own) as usize] + THREAT_DEFEND[threat_level(theirs) as usize];
    for d in 0..4 {
        score += ATTACK[own[d] as usize] + DEFEND[theirs[d] as usize];
    }
    score
}

/// Whether a move makes a threat the opponent must answer (a four or an open three).
pub fn is_threat(pos: &Position, c: Cell, me: Side) -> bool {
    pos.best_pat(c, me) >= F3
}
