//! Why a puzzle file, or a line of one, could not be read: structured, so the game says it
//! in the player's language (`i18n::puzzle_error_text`; `Display` gives the English).

use crate::notation::NotationError;
use crate::rules::PlaceError;

/// Why a puzzle file could not be read, or one of its lines. `text` fields hold the
/// offending text quoted (and shortened); `pos` fields are points as players read them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Nothing but blank lines and comments: not even the header.
    Empty,
    /// Line `line`, the first that is not blank or a comment, is not the header
    /// `gomoku-puzzles 1`.
    NotPuzzles { line: usize, text: String },
    /// The header names a version of the format this game does not read (a newer game's).
    UnknownVersion { line: usize, version: String },
    /// Line `line` is no puzzle.
    BadLine { line: usize, problem: LineProblem },
}

/// What is wrong with a puzzle line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// The line ends before `field`, or lacks it.
    Missing {
        field: Field,
    },
    /// `field` is given twice.
    Repeated {
        field: Field,
    },
    UnknownRule {
        text: String,
    },
    /// Not a board size the game plays.
    BadSize {
        text: String,
    },
    UnknownKind {
        text: String,
    },
    /// Not a number of moves from 2 to `MOST_WIN_IN`.
    BadWinIn {
        text: String,
    },
    /// The position's moves do not read or may not be played.
    BadPosition(NotationError),
    /// The position has a five on the board already.
    AlreadyWon,
    /// A first move does not read.
    BadFirstMove(NotationError),
    /// A first move may not be played in the position.
    FirstMoveUnplayable {
        pos: String,
        why: PlaceError,
    },
    UnknownOrigin {
        text: String,
    },
    /// A word that is no part of a puzzle line.
    UnknownField {
        text: String,
    },
}

/// The parts of a puzzle line, in their order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Rule,
    Size,
    Kind,
    WinIn,
    Position,
    First,
    Origin,
}

impl Field {
    pub const ALL: [Field; 7] = [
        Field::Rule,
        Field::Size,
        Field::Kind,
        Field::WinIn,
        Field::Position,
        Field::First,
        Field::Origin,
    ];
}

impl PuzzleError {
    /// The line the error is about, when it is about one.
    pub fn line(&self) -> Option<usize> {
        match *self {
            PuzzleError::Empty => None,
            PuzzleError::NotPuzzles { line, .. }
            | PuzzleError::UnknownVersion { line, .. }
            | PuzzleError::BadLine { line, .. } => Some(line),
        }
    }
}

impl std::error::Error for PuzzleError {}
