use std::ops::Neg;

/// One of the eight rotations and reflections of the square board. A shape of stones (an
/// opening, a pattern) is the same shape in all eight, so code that names or picks shapes
/// tries them all, or picks one by number for variety.
///
/// The number's bits say what it does, in this order: 4 swaps the two axes, then 1 turns the
/// horizontal offset round and 2 the vertical one. So 0 changes nothing, 3 is a half turn,
/// 5 and 6 are the quarter turns, and 1, 2, 4 and 7 the four reflections.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Symmetry(u8);

impl Symmetry {
    /// The symmetry that changes nothing.
    pub const IDENTITY: Symmetry = Symmetry(0);

    /// All eight: `ALL[n]` is the one numbered `n`.
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// An offset `(dx, dy)` from a centre point, moved by this symmetry about that point.
    pub fn apply<T: Copy + Neg<Output = T>>(self, (dx, dy): (T, T)) -> (T, T) {
        let (dx, dy) = if self.0 & 4 != 0 { (dy, dx) } else { (dx, dy) };
        let dx = if self.0 & 1 != 0 { -dx } else { dx };
        let dy = if self.0 & 2 != 0 { -dy } else { dy };
        (dx, dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The eight are the whole group of the square and no two are the same: an offset off
    /// every axis and diagonal lands on eight different points.
    #[test]
    fn the_eight_symmetries_are_distinct() {
        let images: std::collections::HashSet<(i32, i32)> =
            Symmetry::ALL.iter().map(|s| s.apply((1, 2))).collect();
        assert_eq!(images.len(), 8);
        assert_eq!(Symmetry::IDENTITY.apply((1, 2)), (1, 2));
        assert_eq!(Symmetry::ALL[3].apply((1, 2)), (-1, -2));
    }
}
