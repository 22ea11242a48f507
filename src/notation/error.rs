//! Why a piece of text could not be read: structured, so the game says it in the player's
//! language; the message catalog above renders each case, and gives `Display` the English
//! sentence (in `i18n`, so this layer imports nothing above it).

use crate::rules::{OpeningError, PlaceError, SetupError, Stone};

/// Why a point, a move string or a PSQ file could not be read. `text` fields hold the
/// offending text already quoted (and shortened) by [`quote`]; `pos` fields are points in
/// international notation ("h8").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing but white space where a move string or a PSQ file was expected.
    EmptyRecord,
    BadCoordinate {
        text: String,
        why: PosProblem,
    },
    BadCoordinateAtMove {
        text: String,
        number: usize,
        why: PosProblem,
    },
    /// Move `number` reads well but may not be played there.
    Unplayable {
        number: usize,
        pos: String,
        why: PlaceError,
    },
    PsqEmpty,
    PsqBadHeader {
        text: String,
        why: HeaderProblem,
    },
    PsqBadMove {
        line: usize,
        number: usize,
        text: String,
        why: MoveLineProblem,
    },
    PsqTaken {
        line: usize,
        number: usize,
        pos: String,
        earlier: usize,
    },
    /// A link's `size=` is not a board size the game plays (`text` quoted).
    LinkBadSize {
        text: String,
    },
    /// A link's `rule=` names no rule (`text` quoted).
    LinkBadRule {
        text: String,
    },
    /// Action `number` of an opening rule's action text (`text` quoted) is no action: not
    /// a point, `s`, `n`, `=` and a count, or `!` and a point. `why` says what is wrong
    /// with what was written as a point.
    BadOpeningAction {
        number: usize,
        text: String,
        why: Option<PosProblem>,
    },
    /// A link's `tomove=` is neither `black` nor `white` (`text` quoted).
    LinkBadSide {
        text: String,
    },
    /// A link's set-up stone `number` of `stone`'s (`text` quoted) names no point.
    BadSetupStone {
        stone: Stone,
        number: usize,
        text: String,
        why: PosProblem,
    },
    /// A record names an opening rule (`text` quoted) that is none of renju's.
    UnknownOpeningRule {
        text: String,
    },
    /// A link gives opening actions but no opening rule to read them by.
    ActionsWithoutOpening,
    /// A PSQ record's `Setup:` line (`text` quoted) on line `line` does not read.
    PsqBadSetupLine {
        line: usize,
        text: String,
    },
    /// A PSQ record's `Opening:` line (`text` quoted) on line `line` does not read.
    PsqBadOpeningLine {
        line: usize,
        text: String,
    },
    /// A PSQ record's set-up line counts `stones` set-up stones; the file has `moves`.
    PsqSetupTooLong {
        line: usize,
        stones: usize,
        moves: usize,
    },
    /// The set-up a record gives cannot be played on.
    BadSetup(SetupError),
    /// A record gives both a set-up and an opening rule, which starts from an empty board.
    SetupAndOpening,
    /// The opening rule refuses the record's action `number` (from 1).
    OpeningRefused {
        number: usize,
        why: OpeningError,
    },
    /// The negotiation's stone `number` is on `opening` but the game's move `number` is on
    /// `game`, or the game has no move `number` (`None`). Points as players read them.
    OpeningNotTheGame {
        number: usize,
        opening: String,
        game: Option<String>,
    },
    /// Move `number` comes before the negotiation has settled the opening.
    MoveBeforeSettled {
        number: usize,
    },
}

/// Why a written point names no point of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PosProblem {
    Empty,
    NoColumnLetter,
    NoRowNumber {
        letter: char,
    },
    NotARowNumber,
    ColumnOffBoard {
        letter: char,
        size: usize,
    },
    /// `row` as written, cut short if it is long.
    RowOffBoard {
        row: String,
        size: usize,
    },
}

/// Why the first line of a PSQ file gives no board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderProblem {
    NoSize,
    NotSquare { width: usize, height: usize },
    UnsupportedSize { size: usize },
}

/// The two numbers of a PSQ move line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    Column,
    Row,
}

/// Why a PSQ move line (`x,y,time`) is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveLineProblem {
    NotXYTime,
    /// `text` quoted.
    NotANumber {
        axis: Axis,
        text: String,
    },
    /// `value` as written.
    OffBoard {
        axis: Axis,
        value: String,
        size: usize,
    },
    /// `text` quoted.
    BadTime {
        text: String,
    },
}

impl NotationError {
    /// The English sentence (the game shows the catalog's `Msg::CouldNotLoad` instead).
    pub fn message(&self) -> String {
        self.to_string()
    }
}

impl std::error::Error for NotationError {}

/// `text` as quoted in a message: whole if short, cut with an ellipsis if not, so a
/// pasted novel does not become a novel-length error.
pub(crate) fn quote(text: &str) -> String {
    const LONGEST: usize = 24;
    if text.chars().count() <= LONGEST {
        format!("'{text}'")
    } else {
        let head: String = text.chars().take(LONGEST).collect();
        format!("'{head}...'")
    }
}
