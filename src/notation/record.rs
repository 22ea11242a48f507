//! Any record a player hands the game, whatever its form: a PSQ file's text, a shared link
//! (or its fragment) or a bare move string.

use super::error::NotationError;
use super::link::{looks_like_link, parse_link};
use super::moves::{game_from_moves, parse_game};
use super::psq::parse_psq;
use crate::rules::{Game, Outcome, Rule};

/// The game a record describes. A PSQ file is known by its first word, before anything
/// else is tried: its later lines may hold any text, a `#` included, so a link is only what
/// is not PSQ. A move string is played on a board of `size` under `rule` (a PSQ file or a
/// link brings its own size; a link its own rule). A byte-order mark, which some editors
/// put before a saved file's text, is not part of the record.
pub fn read_record(text: &str, size: usize, rule: Rule) -> Result<Game, NotationError> {
    let text = text.trim_start_matches('\u{feff}').trim();
    if text.is_empty() {
        return Err(NotationError::EmptyRecord);
    }
    if text.to_ascii_lowercase().starts_with("piskvork") {
        let psq = parse_psq(text)?;
        let mut game = game_from_moves(&psq.moves, psq.size, rule)?;
        // The record keeps a resignation or a loss on time; a finished board keeps its own.
        match psq.ending {
            Some(Outcome::Resigned { loser }) => {
                let _ = game.resign(loser);
            }
            Some(Outcome::OutOfTime { loser }) => {
                let _ = game.lose_on_time(loser);
            }
            _ => {}
        }
        Ok(game)
    } else if looks_like_link(text) {
        parse_link(text)
    } else {
        parse_game(text, size, rule)
    }
}
