//! Puzzles (issue 35): a position where the side to move wins by force, by fours (VCF) or
//! by fours and threes (VCT), for the player to find.
//!
//! - `puzzle`: the puzzle itself, its kind, band and origin.
//! - `text`: puzzle collections as text (the format is documented there); `error`: why a
//!   file or a line of it does not read.
//! - `verify`: the threat solver's check of a puzzle, and the proofs that make one.
//! - `run`: a puzzle being solved, move by move, against the defence that resists longest;
//!   `outcome_text`: what came of a move, and a hint, as a line of text.
//! - `from_review`: puzzles from the wins a player missed in a reviewed game.
//! - `self_play`: the engine's games the starter set comes from; `generate`: the puzzles
//!   found in them, without repeats, picked per band (`examples/puzzle_gen.rs` writes
//!   `assets/puzzles/starter.txt`).

mod error;
mod from_review;
mod generate;
mod outcome_text;
mod puzzle;
mod run;
mod self_play;
mod text;
mod verify;

pub use error::{Field, LineProblem, PuzzleError};
pub use from_review::puzzles_from_review;
pub use generate::{
    Gathered, LEAST_WIN_IN, MOST_FIRST_MOVES, Plan, SCAN_NODES, Shape, gather, pick,
    puzzles_in_game, reprove, shape,
};
pub use outcome_text::{
    hint_to_text, outcome_to_text, parse_hint, parse_outcome, parse_wrong, wrong_to_text,
};
pub use puzzle::{Band, Kind, Origin, Puzzle, board_order};
pub use run::{Outcome, PuzzleRun, Status, Wrong};
pub use self_play::{BOOK_SIZE, MOST_MOVES, PAIRINGS, openings, self_play};
pub use text::{
    HEADER, MOST_WIN_IN, PuzzleFile, Skipped, VERSION, parse_puzzle_line, parse_puzzles,
    puzzle_line, puzzles_to_text, read_puzzles,
};
pub use verify::{
    FIRST_MOVE_NODES, MOST_MOVES_VCF, MOST_MOVES_VCT, Proven, PuzzleFault, SHORTEST_NODES,
    legal_position, prove, prove_any, solver_terms, verify,
};

/// The starter set shipped with the game, as text (`parse_puzzles` reads it).
pub const STARTER: &str = include_str!("../../../assets/puzzles/starter.txt");
