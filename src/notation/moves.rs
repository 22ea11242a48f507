//! Move strings: coordinates one after another, "h8i9j10", in either case and with spaces
//! between moves if the writer likes.

use super::coords::{pos_to_text, read_pos};
use super::error::{NotationError, quote};
use crate::rules::{Game, Pos, Rule};

/// "h8i9j10": the moves written one after another.
pub fn moves_to_text(moves: &[Pos], size: usize) -> String {
    moves.iter().map(|&pos| pos_to_text(pos, size)).collect()
}

/// The moves of a move string on a board of `size`. Each move is a column letter and a row
/// number; the next letter starts the next move, so no separator is needed.
pub fn parse_moves(text: &str, size: usize) -> Result<Vec<Pos>, NotationError> {
    let mut moves = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        let Some(first) = rest.chars().next() else {
            return Ok(moves);
        };
        // A move is a letter and the digits after it; anything else, up to the next letter
        // or space, is one bad token.
        let end = rest
            .char_indices()
            .skip(1)
            .find(|&(_, c)| {
                if first.is_ascii_alphabetic() {
                    !c.is_ascii_digit()
                } else {
                    c.is_ascii_alphabetic() || c.is_whitespace()
                }
            })
            .map_or(rest.len(), |(i, _)| i);
        let (token, after) = rest.split_at(end);
        let number = moves.len() + 1;
        let pos = read_pos(token, size).map_err(|why| NotationError::BadCoordinateAtMove {
            text: quote(token),
            number,
            why,
        })?;
        moves.push(pos);
        rest = after;
    }
}

/// A game under `rule` after the moves of a move string, or the first move that cannot be
/// read or may not be played, with its number.
pub fn parse_game(text: &str, size: usize, rule: Rule) -> Result<Game, NotationError> {
    game_from_moves(&parse_moves(text, size)?, size, rule)
}

/// A game under `rule` after `moves`, or the first move that may not be played (taken
/// point, game already over, forbidden for black, off the board), with its number.
pub fn game_from_moves(moves: &[Pos], size: usize, rule: Rule) -> Result<Game, NotationError> {
    Game::from_moves(size, rule, moves).map_err(|(i, why)| NotationError::Unplayable {
        number: i + 1,
        pos: pos_to_text(moves[i], size),
        why,
    })
}
