//! The engine's names for the points and colours of its board: a point is an index into
//! a grid padded with wall all round, so a line key never runs off the board.

use crate::rules::Stone;

use super::pattern::HALF;

/// Points of wall around the board: a key reaches `HALF` points out.
pub const PAD: usize = HALF;
pub const MAX_CELLS: usize =
    (crate::rules::MAX_SIZE + 2 * PAD) * (crate::rules::MAX_SIZE + 2 * PAD);

/// A point of the padded grid.
pub type Cell = u16;

/// Colour indices used throughout the engine: 0 black, 1 white.
pub type Side = usize;
pub const BLACK: Side = 0;
pub const WHITE: Side = 1;

pub fn side_of(stone: Stone) -> Side {
    match stone {
        Stone::Black => BLACK,
        Stone::White => WHITE,
    }
}
