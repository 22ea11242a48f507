//! What the evaluation reads of a position: per side, the side to move first, its count
//! of each line pattern over the empty points, its count of points of each threat class,
//! and its strongest combination (one-hot). All are counts `Position` keeps, so reading
//! them costs nothing per move.

use crate::engine::board::{CLASSES, PATTERN_COUNT, Position, Side};

pub const PER_SIDE: usize = PATTERN_COUNT + CLASSES + 4;
pub const FEATURES: usize = 2 * PER_SIDE;

pub type Features = [f32; FEATURES];
/// The features as the integers they are, for the network as the search runs it
/// (`quant::QuantNet`). Counts stay far below `i16::MAX`: a side's patterns number four per
/// empty point, 2,704 at most on the largest board (26x26).
pub type Counts = [i16; FEATURES];

/// The features of a position from the side to move's view, as the fitting tools read them.
#[cfg(feature = "arena")]
pub fn of(pos: &Position) -> Features {
    counts(pos).map(f32::from)
}

/// `of`, as integers.
pub fn counts(pos: &Position) -> Counts {
    let me = pos.to_move();
    let mut x = [0; FEATURES];
    for (i, side) in [me, me ^ 1].into_iter().enumerate() {
        let x = &mut x[i * PER_SIDE..(i + 1) * PER_SIDE];
        for (p, x) in x[..PATTERN_COUNT].iter_mut().enumerate() {
            *x = pos.count(side, p as u8) as i16;
        }
        for (class, x) in x[PATTERN_COUNT..][..CLASSES].iter_mut().enumerate() {
            *x = pos.points_of_class(side, class) as i16;
        }
        x[PATTERN_COUNT + CLASSES + combo(pos, side)] = 1;
    }
    x
}

/// A side's strongest double threat: 0 none, 1 a double three, 2 a four-three, 3 a double
/// or open four.
pub fn combo(pos: &Position, side: Side) -> usize {
    (2..=4)
        .rev()
        .find(|&level| pos.points_at_level(side, level) > 0)
        .map_or(0, |level| level - 1)
}
