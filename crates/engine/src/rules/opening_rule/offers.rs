//! When two offered 5th moves are "symmetrical", which every RIF rule with offers
//! forbids ("symmetrical moves not allowed"): the rule's point is that each offer gives
//! white a different position to choose, so two offers are symmetrical when the
//! positions they make are the same position turned, mirrored or moved. Ando Meritee's
//! note on the RIF's rule proposals (renju.net blog, 2008) puts it as "the 5th moves can
//! not be symmetrical in any aspect of the position ... every 5th move is unique"; his
//! example is black offering four mirror images of one move around a symmetric opening.
//!
//! Positions are compared as shapes of stones, without the board's edges: five stones
//! near the centre of a 15x15 board are far from every edge, and players judge the
//! shape.

use crate::rules::{Pos, Symmetry};

/// Whether black's 5th move on `a` and black's 5th move on `b`, after `stones` (the
/// game's first four, black first), make the same position up to rotation, reflection
/// and translation. A point makes the same position as itself.
pub fn same_fifth_move(stones: &[Pos], a: Pos, b: Pos) -> bool {
    a == b || Shape::of(stones, a) == Shape::of(stones, b)
}

/// A stone of a shape: black or not, and where.
type ShapeStone = (bool, i32, i32);

/// The position of some stones (black first, alternating) and black's 5th move, in a
/// form that every rotation, reflection and translation of it shares: equal shapes are
/// the same position. A negotiation keeps its offers' shapes, so checking a new offer
/// against them makes one shape, not one per earlier offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Shape(Vec<ShapeStone>);

impl Shape {
    pub(super) fn of(stones: &[Pos], fifth: Pos) -> Shape {
        Shape(shape(stones, fifth))
    }
}

/// Of the eight turned copies of the position, each moved so its smallest coordinates
/// are 0 and sorted, the least.
fn shape(stones: &[Pos], fifth: Pos) -> Vec<ShapeStone> {
    let placed: Vec<ShapeStone> = stones
        .iter()
        .enumerate()
        .map(|(i, p)| (i % 2 == 0, i32::from(p.x), i32::from(p.y)))
        .chain(std::iter::once((
            true,
            i32::from(fifth.x),
            i32::from(fifth.y),
        )))
        .collect();
    Symmetry::ALL
        .into_iter()
        .map(|symmetry| {
            let mut turned: Vec<ShapeStone> = placed
                .iter()
                .map(|&(black, x, y)| {
                    let (x, y) = symmetry.apply((x, y));
                    (black, x, y)
                })
                .collect();
            let min_x = turned.iter().map(|s| s.1).min().unwrap_or(0);
            let min_y = turned.iter().map(|s| s.2).min().unwrap_or(0);
            for stone in &mut turned {
                stone.1 -= min_x;
                stone.2 -= min_y;
            }
            turned.sort_unstable();
            turned
        })
        .min()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position with a mirror line: black h8, white h9 (straight above), black h10,
    /// white h6 on a 15x15 board (x from the left, y from the top, h8 = (7, 7)). Moves
    /// mirrored across the h line are the same 5th move; others are not.
    #[test]
    fn mirror_images_are_the_same_fifth_move() {
        let stones = [
            Pos::new(7, 7),
            Pos::new(7, 6),
            Pos::new(7, 5),
            Pos::new(7, 9),
        ];
        assert!(same_fifth_move(&stones, Pos::new(6, 7), Pos::new(8, 7)));
        assert!(same_fifth_move(&stones, Pos::new(5, 3), Pos::new(9, 3)));
        assert!(!same_fifth_move(&stones, Pos::new(6, 7), Pos::new(6, 8)));
        assert!(!same_fifth_move(&stones, Pos::new(6, 7), Pos::new(7, 8)));
    }
}
