//! Point shapes: what a stone on an empty point would make across its four lines, as the
//! multiset of its four line patterns (which line holds which pattern does not matter: a
//! board turned a quarter has the same shapes). 11 patterns give 1,001 shapes. The
//! position reads an empty point's shape for each side from its patterns, and move
//! ordering scores a move by its two shapes (`movegen::move_score`): finer than the
//! threat classes, which are unions of shapes.

use super::pattern::{FOUR_PATTERNS, Pattern, four_index, four_of_index};

/// How many point shapes there are: multisets of four of the `PATTERN_COUNT` patterns.
pub const SHAPES: usize = 1001;

/// The shape of a point whose four lines hold `p`.
///
/// Read from a table over the 14,641 orders of four patterns (29 KB). Computed instead (the
/// four sorted by a network of five compare-exchanges, then ranked by counts of smaller
/// multisets, the same numbers) the bench was 4.6% slower: not kept.
#[inline]
pub fn point_shape(p: [Pattern; 4]) -> u16 {
    SHAPE_OF[four_index(p)]
}

const fn is_sorted(p: [Pattern; 4]) -> bool {
    p[0] >= p[1] && p[1] >= p[2] && p[2] >= p[3]
}

/// Per index of four patterns (as `class::threat_class` reads them), its shape: the sorted
/// quadruples numbered in order, and every other order of the same four given its number.
static SHAPE_OF: [u16; FOUR_PATTERNS] = {
    let len = FOUR_PATTERNS;
    let mut t = [0u16; FOUR_PATTERNS];
    let mut next = 0u16;
    let mut i = 0;
    while i < len {
        if is_sorted(four_of_index(i)) {
            t[i] = next;
            next += 1;
        }
        i += 1;
    }
    assert!(next as usize == SHAPES);
    let mut i = 0;
    while i < len {
        let mut p = four_of_index(i);
        // Four elements: a sorting network, strongest first.
        let pairs = [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)];
        let mut k = 0;
        while k < pairs.len() {
            let (a, b) = pairs[k];
            if p[a] < p[b] {
                let x = p[a];
                p[a] = p[b];
                p[b] = x;
            }
            k += 1;
        }
        t[i] = t[four_index(p)];
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shape_ignores_which_line_holds_which_pattern() {
        let a = point_shape([3, 7, 0, 9]);
        for p in [[9, 7, 3, 0], [0, 3, 7, 9], [7, 0, 9, 3]] {
            assert_eq!(point_shape(p), a);
        }
        assert_ne!(point_shape([3, 7, 0, 8]), a);
    }

    #[test]
    fn every_multiset_has_its_own_shape() {
        let mut seen = vec![false; SHAPES];
        for i in 0..FOUR_PATTERNS {
            let p = four_of_index(i);
            if is_sorted(p) {
                let s = point_shape(p) as usize;
                assert!(!seen[s], "{p:?}");
                seen[s] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
