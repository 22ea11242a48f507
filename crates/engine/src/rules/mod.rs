//! The rules of gomoku, free of Bevy and I/O: the board, whose turn it is, what wins, what
//! is forbidden, the move history with undo and redo, positions set up by hand, the names
//! of renju's openings and renju's opening rules (who places the first stones and who
//! plays black).
//! The game, the engine and the Gomocup protocol all ask this module, so a rule is decided
//! in exactly one place.

mod board;
mod five;
mod game;
pub mod opening_rule;
mod openings;
mod pos;
pub mod renju;
mod setup;
pub mod swap2;
mod symmetry;

pub use board::Board;
pub use five::{five_line, line_length, makes_five};
pub use game::{Game, Outcome, PlaceError, may_play};
pub use opening_rule::{Negotiation, OpeningError, OpeningRule};
pub use openings::{NamedOpening, OpeningShape};
pub use pos::{DIRECTIONS, MAX_SIZE, MIN_SIZE, Pos, Stone, is_supported_size};
pub use setup::{Setup, SetupError, side_fitting};
pub use symmetry::Symmetry;

/// Which stones win, and which moves black may not make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Rule {
    /// Five or more in a row wins.
    #[default]
    Freestyle,
    /// Exactly five wins; six or more does not.
    Standard,
    /// RIF renju: black wins with exactly five and may not make a double-three, a
    /// double-four or an overline; white wins with five or more.
    Renju,
}

impl Rule {
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

    /// The rule called `name` (`freestyle`, `standard`, `renju`), in any case.
    pub fn from_name(name: &str) -> Option<Rule> {
        Rule::ALL
            .into_iter()
            .find(|rule| rule.name().eq_ignore_ascii_case(name.trim()))
    }

    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "Freestyle",
            Rule::Standard => "Standard",
            Rule::Renju => "Renju",
        }
    }

    /// Whether a line of `length` stones of `stone` wins under this rule.
    pub fn wins_with(self, stone: Stone, length: usize) -> bool {
        match (self, stone) {
            (Rule::Freestyle, _) | (Rule::Renju, Stone::White) => length >= 5,
            (Rule::Standard, _) | (Rule::Renju, Stone::Black) => length == 5,
        }
    }
}
