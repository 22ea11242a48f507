//! Any record a player hands the game, whatever its form: a PSQ file's text, a shared link
//! (or its fragment) or a bare move string; and what a record holds, which is more than
//! the moves: the set-up the game started from and the opening negotiation it began with.

use super::assemble::RecordParts;
use super::error::NotationError;
use super::link::{looks_like_link, read_link};
use super::moves::parse_moves;
use super::record_psq::read_psq_record;
use crate::rules::{Game, Negotiation, Rule};

/// Everything a record keeps of a game: the game itself, its set-up included
/// (`Game::setup`, `Game::setup_stones`), and, when the game opened under one of renju's
/// opening rules, that negotiation, whose stones are the game's first moves. Records are
/// the one format for games, set-ups and shared links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub game: Game,
    /// The opening rule's negotiation: its rule and actions (what a record writes), and
    /// what they settled (who holds black, the offers, what is due if it is not over).
    pub opening: Option<Negotiation>,
}

impl Record {
    /// The record of a game that opened under no opening rule.
    pub fn new(game: Game) -> Record {
        Record {
            game,
            opening: None,
        }
    }

    /// The record of a game that opened with `negotiation` (whose stones must be the
    /// game's first moves for the record to read back).
    pub fn with_opening(game: Game, negotiation: Negotiation) -> Record {
        Record {
            game,
            opening: Some(negotiation),
        }
    }
}

/// The game a record describes, without its opening negotiation: `read_full_record`'s
/// game, for callers that need nothing more.
pub fn read_record(text: &str, size: usize, rule: Rule) -> Result<Game, NotationError> {
    read_full_record(text, size, rule).map(|record| record.game)
}

/// Everything a record describes. A PSQ file is known by its first word, before anything
/// else is tried: its later lines may hold any text, a `#` included, so a link is only what
/// is not PSQ. A move string is played on a board of `size` under `rule` (a PSQ file or a
/// link brings its own size; a link its own rule). A byte-order mark, which some editors
/// put before a saved file's text, is not part of the record.
pub fn read_full_record(text: &str, size: usize, rule: Rule) -> Result<Record, NotationError> {
    let text = text.trim_start_matches('\u{feff}').trim();
    if text.is_empty() {
        return Err(NotationError::EmptyRecord);
    }
    if text.to_ascii_lowercase().starts_with("piskvork") {
        read_psq_record(text, rule)
    } else if looks_like_link(text) {
        read_link(text)
    } else {
        RecordParts::moves(size, rule, parse_moves(text, size)?).assemble()
    }
}
