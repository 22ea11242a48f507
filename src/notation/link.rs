//! A position as a link: the fragment of a web address that sets up a game,
//! `#size=15&rule=freestyle&moves=h8i9j10`. The game on the web reads its page's fragment
//! at start; everywhere a link (or the fragment alone) pasted into the record box loads
//! the same game. A bare `#h8i9j10` is a 15x15 freestyle game, and keys a reader does not
//! know are skipped, so links from later versions still open.

use super::error::{NotationError, quote};
use super::moves::{game_from_moves, moves_to_text, parse_moves};
use crate::rules::{Game, Pos, Rule, is_supported_size};

/// The fragment (after `#`) of a link to the game after `moves`.
pub fn link_fragment(size: usize, rule: Rule, moves: &[Pos]) -> String {
    format!(
        "size={size}&rule={}&moves={}",
        rule.name().to_lowercase(),
        moves_to_text(moves, size)
    )
}

/// Whether `text` is a link or a fragment rather than a move string or a PSQ file.
pub fn looks_like_link(text: &str) -> bool {
    let text = text.trim();
    text.contains('#') || text.starts_with("size=") || text.starts_with("moves=")
}

/// The game a link sets up: everything after its `#` (or the whole text if it has none).
pub fn parse_link(text: &str) -> Result<Game, NotationError> {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, after)| after);
    let (mut size, mut rule, mut moves) = (15, Rule::Freestyle, "");
    for part in fragment.split('&').filter(|part| !part.is_empty()) {
        match part.split_once('=') {
            Some(("size", value)) => {
                size = value
                    .parse()
                    .ok()
                    .filter(|&size| is_supported_size(size))
                    .ok_or_else(|| NotationError::LinkBadSize { text: quote(value) })?;
            }
            Some(("rule", value)) => {
                rule = Rule::from_name(value)
                    .ok_or_else(|| NotationError::LinkBadRule { text: quote(value) })?;
            }
            Some(("moves", value)) => moves = value,
            Some(_) => {}         // A key from another version.
            None => moves = part, // `#h8i9j10`
        }
    }
    let moves = parse_moves(moves, size)?;
    game_from_moves(&moves, size, rule)
}
