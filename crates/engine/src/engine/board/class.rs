//! Threat classes: what a stone on an empty point would make for one side across its
//! four lines (a four, an open three, a double three, ...), split by what else the point
//! makes. The position keeps each point's class move by move; the evaluation counts them
//! and move ordering weighs them.

use super::pattern::{
    B3, B4, F2, F3, F4, FIVE, FOUR_PATTERNS, PATTERN_COUNT, Pattern, four_index, four_of_index,
};

/// Threat levels 0..=5: none, a four or an open three, a double three, a four-three, a
/// double or open four, a five.
pub const LEVELS: usize = 6;

/// Threat classes: the levels split by what else the point makes on its other lines, for
/// the evaluation. Ordered so that each level's classes follow the level below's.
pub const CLASSES: usize = 10;
/// Two or more twos or closed threes (a point that prepares a double three), nothing more.
pub const DOUBLE_TWO: u8 = 1;
/// A four alone, a four with a two or closed three, an open three alone, an open three
/// with a two or closed three.
pub const FOUR: u8 = 2;
pub const FOUR_PLUS: u8 = 3;
pub const THREE: u8 = 4;
pub const THREE_PLUS: u8 = 5;
/// The levels from double three up, one class each.
pub const DOUBLE_THREE: u8 = 6;
pub const FOUR_THREE: u8 = 7;
pub const DOUBLE_FOUR: u8 = 8;
pub const MAKES_FIVE: u8 = 9;
/// The first class of each level.
const LEVEL_START: [u8; LEVELS] = [0, FOUR, DOUBLE_THREE, FOUR_THREE, DOUBLE_FOUR, MAKES_FIVE];
/// The first class of `level`: a side's points at `level` or above are those of this
/// class and above.
pub fn first_class(level: usize) -> usize {
    LEVEL_START[level] as usize
}

/// Whether a point of `class` makes a four or better on one of its lines: the classes
/// of a four alone or with more, of a four and a three, of two fours, of a five.
#[inline]
pub fn has_four(class: u8) -> bool {
    const FOURS: u16 =
        1 << FOUR | 1 << FOUR_PLUS | 1 << FOUR_THREE | 1 << DOUBLE_FOUR | 1 << MAKES_FIVE;
    FOURS >> class & 1 != 0
}

/// The point's threat class, from a table over its four patterns: the position asks on
/// every pattern change.
#[inline]
pub fn threat_class(p: [Pattern; 4]) -> u8 {
    THREAT_CLASSES[four_index(p)]
}

static THREAT_CLASSES: [u8; FOUR_PATTERNS] = {
    let mut t = [0; FOUR_PATTERNS];
    let mut i = 0;
    while i < t.len() {
        t[i] = threat_class_of(four_of_index(i));
        i += 1;
    }
    t
};

/// The roles a line's pattern can play in `threat_class_of`.
const ROLE_MINOR: u8 = 1;
const ROLE_THREE: u8 = 2;
const ROLE_FOUR: u8 = 3;
const ROLE_OPEN_FOUR: u8 = 4;
const ROLE_FIVE: u8 = 5;
/// Each pattern's role: patterns with the same role give a point the same class, so a
/// change between them leaves its class as it was. The weak shapes (none, overline, ones,
/// closed twos) have no role; a closed three and an open two are both minor.
const CLASS_ROLE: [u8; PATTERN_COUNT] = {
    let mut t = [0; PATTERN_COUNT];
    t[B3 as usize] = ROLE_MINOR;
    t[F2 as usize] = ROLE_MINOR;
    t[F3 as usize] = ROLE_THREE;
    t[B4 as usize] = ROLE_FOUR;
    t[F4 as usize] = ROLE_OPEN_FOUR;
    t[FIVE as usize] = ROLE_FIVE;
    t
};

/// Whether a line's pattern going from `old` to `new` can change the point's class: only
/// if its role changes (`CLASS_ROLE`). Most changes are among the weak shapes, which have
/// none, so the position skips the class lookup for them.
#[inline]
pub fn may_change_class(old: Pattern, new: Pattern) -> bool {
    CLASS_ROLE[old as usize] != CLASS_ROLE[new as usize]
}

const fn threat_class_of(p: [Pattern; 4]) -> u8 {
    let mut fours = 0;
    let mut threes = 0;
    let mut minors = 0;
    let mut d = 0;
    while d < 4 {
        match CLASS_ROLE[p[d] as usize] {
            ROLE_FIVE => return MAKES_FIVE,
            ROLE_OPEN_FOUR => fours += 2,
            ROLE_FOUR => fours += 1,
            ROLE_THREE => threes += 1,
            ROLE_MINOR => minors += 1,
            _ => {}
        }
        d += 1;
    }
    if fours >= 2 {
        DOUBLE_FOUR
    } else if fours == 1 && threes >= 1 {
        FOUR_THREE
    } else if threes >= 2 {
        DOUBLE_THREE
    } else if fours == 1 {
        if minors > 0 { FOUR_PLUS } else { FOUR }
    } else if threes == 1 {
        if minors > 0 { THREE_PLUS } else { THREE }
    } else if minors >= 2 {
        DOUBLE_TWO
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::pattern::{B1, B2, F1, NONE};

    /// The levels as they were before the classes split them: the strongest threat alone.
    fn level_by_counting(p: [Pattern; 4]) -> u8 {
        let fours: u32 = p
            .iter()
            .map(|&x| match x {
                F4 => 2,
                B4 => 1,
                _ => 0,
            })
            .sum();
        let threes = p.iter().filter(|&&x| x == F3).count();
        match () {
            _ if p.contains(&FIVE) => 5,
            _ if fours >= 2 => 4,
            _ if fours == 1 && threes >= 1 => 3,
            _ if threes >= 2 => 2,
            _ if fours == 1 || threes == 1 => 1,
            _ => 0,
        }
    }

    #[test]
    fn every_class_lies_within_its_level() {
        let n = PATTERN_COUNT;
        for i in 0..n.pow(4) {
            let p = [i / n.pow(3), i / n.pow(2) % n, i / n % n, i % n].map(|x| x as Pattern);
            let (class, level) = (threat_class(p) as usize, level_by_counting(p));
            assert!(class >= first_class(level as usize), "{p:?}");
            assert!(
                level == 5 || class < first_class(level as usize + 1),
                "{p:?}"
            );
        }
    }

    #[test]
    fn a_class_tells_whether_the_point_makes_a_four() {
        for i in 0..FOUR_PATTERNS {
            let p = four_of_index(i);
            assert_eq!(
                has_four(threat_class(p)),
                p.iter().any(|&x| x >= B4),
                "{p:?}"
            );
        }
    }

    #[test]
    fn a_four_or_three_is_split_by_what_the_point_also_makes() {
        let class = |p: [Pattern; 4]| threat_class(p);
        assert_eq!(class([F2, NONE, NONE, NONE]), 0);
        assert_eq!(class([F2, B3, NONE, B1]), DOUBLE_TWO);
        assert_eq!(class([B4, NONE, B2, NONE]), FOUR);
        assert_eq!(class([B4, F2, NONE, NONE]), FOUR_PLUS);
        assert_eq!(class([F3, NONE, F1, NONE]), THREE);
        assert_eq!(class([NONE, B3, F3, NONE]), THREE_PLUS);
    }
}
