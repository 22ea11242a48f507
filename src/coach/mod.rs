//! The coach: a game reviewed with grades (issue 35). Plain Rust over the engine, so it
//! builds without Bevy and runs in the web page's worker as well as natively.
//!
//! - `review`: every position of a game read once by the engine, from the last to the
//!   first, a slice or a position at a time (`Review::advance`, `Review::step`).
//! - `reading`: what one position is worth, its best move and line, whether another move
//!   holds, and a forced win the threat solver proves.
//! - `chances`: the engine's score as the side to move's winning chances.
//! - `grade`: a move's grade from the chances it gave away and the proofs (the thresholds
//!   are there, with their calibration); `accuracy`: one number per side.
//! - `grade_check`: the acceptance check of the grades: the worst of them held against a
//!   review twice as deep and the solver, over a test set of self-play games.
//! - `psq`: the grades as comment lines of a PSQ record, which older readers skip.
//! - `explain`: threats in words: typed facts about a move or a position (what a move
//!   makes, what must be answered, a proven win, a renju forbidden point, a graded move, a
//!   puzzle's wrong move) and the points the board marks for each.
//! - `puzzles`: positions to play and win by threats, verified by the solver: the starter
//!   set shipped with the game, the player's own from the wins a review found missed, and
//!   a puzzle being solved move by move.

mod accuracy;
mod chances;
pub mod explain;
mod grade;
mod grade_check;
mod psq;
pub mod puzzles;
mod reading;
mod review;

pub use accuracy::{accuracy, accuracy_of_mean_loss};
pub use chances::{is_proven_loss, is_proven_win, winning_chances};
pub use grade::{BALANCED, BLUNDER, BLUNDER_STATED, GOOD, Grade, GradedMove, INACCURACY, MISTAKE};
pub use grade_check::{Check, CheckedMove, SOLVER_NODES, SetGame, check_grades, read_test_set};
pub use psq::{
    GradeLineError, ReadGrades, grade_line, grades_to_psq, parse_grade_line, read_grades,
};
pub use review::{Budget, GameReview, Progress, Review};
