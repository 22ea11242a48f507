//! The engine's board: what a stone on each empty point would make, kept up to date move
//! by move so that nothing above this layer rescans the board.
//!
//! - `pattern`: the shape a stone would make on one line through a point (a five, an open
//!   or closed four, three, two, ...), read from a table over the line's key.
//! - `class`: the threat class of a point across its four lines (a four, an open three, a
//!   double three, a four-three, ...).
//! - `position`: the padded grid with every empty point's patterns and classes, running
//!   counts of both (read by the evaluation in O(1)), the Zobrist hash, and undo. Renju:
//!   black's fours on forbidden points are no threats (`Position::has_open_four_point`).
//! - `point_set`: points as bits; the position keeps, per side, where a stone makes a
//!   four, so nodes looking for fours need not scan the board.
//! - `shape`: a point's four patterns as one of 1,001 shapes, which move ordering reads.
//! - `movegen`: which moves a node looks at, and their ordering score: a value of the
//!   point's shape for each side, from tables fitted to self-play (`order_values/`).
//! - `zobrist`, `cell`: the hash keys, and the names of points and colours.
//!
//! This layer imports nothing of the engine above it (evaluation, search, tools).

mod cell;
pub mod class;
mod lines;
pub mod movegen;
pub mod pattern;
mod point_set;
mod position;
pub mod shape;
pub mod zobrist;

pub use cell::{BLACK, Cell, MAX_CELLS, Side, side_of};
pub use class::CLASSES;
pub use pattern::PATTERN_COUNT;
pub use position::Position;
