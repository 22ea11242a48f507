//! An opening negotiation's actions as text, for records and links: one token per action,
//! one after another like a move string, spaces allowed between them.
//!
//! | action                         | text  |
//! |--------------------------------|-------|
//! | a stone or an offered 5th move | `h8`  |
//! | swap colours                   | `s`   |
//! | keep colours (no swap)         | `n`   |
//! | declare five 5th moves         | `=5`  |
//! | choose the 5th move on h9      | `!h9` |
//!
//! So a Soosõrv-8 opening where nobody swaps and black offers two 5th moves reads
//! `h8h9h10nh11=2ni7j7!j7`. A lone `s` or `n` is never a point (a point has a row number),
//! and `=` and `!` start no point, so every token is read one way only; all of them stay
//! as they are in a link's fragment.

use super::coords::{pos_to_text, read_pos};
use super::error::{NotationError, quote};
use crate::rules::opening_rule::Action;

/// The actions as text on a board of `size` lines.
pub fn opening_actions_to_text(actions: &[Action], size: usize) -> String {
    actions
        .iter()
        .map(|&action| match action {
            Action::Place(pos) => pos_to_text(pos, size),
            Action::Swap => "s".into(),
            Action::Keep => "n".into(),
            Action::Declare(count) => format!("={count}"),
            Action::Choose(pos) => format!("!{}", pos_to_text(pos, size)),
        })
        .collect()
}

/// The actions written in `text` for a board of `size` lines; the first token that is no
/// action is refused with its number and what is wrong with it. Whether the actions are
/// legal in order is the negotiation's to say (`Negotiation::replay`).
pub fn parse_opening_actions(text: &str, size: usize) -> Result<Vec<Action>, NotationError> {
    let mut actions = Vec::new();
    let mut rest = text.trim_start();
    while let Some(first) = rest.chars().next() {
        let token = &rest[..token_length(rest, first)];
        let body = &rest[token.len()..];
        let number = actions.len() + 1;
        let unreadable = |why| NotationError::BadOpeningAction {
            number,
            text: quote(token),
            why,
        };
        let action = match first {
            's' | 'S' if token.len() == 1 => Action::Swap,
            'n' | 'N' if token.len() == 1 => Action::Keep,
            '=' => Action::Declare(token[1..].parse().map_err(|_| unreadable(None))?),
            '!' => {
                Action::Choose(read_pos(&token[1..], size).map_err(|why| unreadable(Some(why)))?)
            }
            c if c.is_ascii_alphabetic() => {
                Action::Place(read_pos(token, size).map_err(|why| unreadable(Some(why)))?)
            }
            _ => return Err(unreadable(None)),
        };
        actions.push(action);
        rest = body.trim_start();
    }
    Ok(actions)
}

/// The length of the token `rest` starts with, `first` being its first character: an
/// optional `=` or `!`, a letter unless after `=`, then digits; a character that starts
/// none of these is a token of its own, for the error to quote.
fn token_length(rest: &str, first: char) -> usize {
    let prefix = if first == '=' || first == '!' { 1 } else { 0 };
    let head = &rest[prefix..];
    let letter = head
        .chars()
        .next()
        .filter(|c| c.is_ascii_alphabetic() && first != '=')
        .map_or(0, char::len_utf8);
    let digits = head[letter..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(head.len() - letter);
    (prefix + letter + digits).max(first.len_utf8())
}
