//! Puzzles (issue 35): a position where the side to move wins by force, by fours (VCF) or
//! by fours and threes (VCT), for the player to find.
//!
//! - `puzzle`: the puzzle itself, its kind, band and origin.
//! - `text`: puzzle collections as text (the format is documented there); `error`: why a
//!   file or a line of it does not read.
//! - `verify`: the threat solver's check of a puzzle, and the proofs that make one.

mod error;
mod puzzle;
mod text;
mod verify;

pub use error::{Field, LineProblem, PuzzleError};
pub use puzzle::{Band, Kind, Origin, Puzzle, board_order};
pub use text::{
    HEADER, MOST_WIN_IN, PuzzleFile, Skipped, VERSION, parse_puzzles, puzzle_line, puzzles_to_text,
    read_puzzles,
};
pub use verify::{
    FIRST_MOVE_NODES, MOST_MOVES_VCF, MOST_MOVES_VCT, Proven, PuzzleFault, SHORTEST_NODES,
    legal_position, prove, prove_any, solver_terms, verify,
};
