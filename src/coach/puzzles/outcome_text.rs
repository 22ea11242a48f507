//! A run's answers as text: what came of a move (`Outcome`, with its `Wrong`) and a hint,
//! one line each, for a runner that hands them over as text (the web page's worker).
//!
//! ```text
//! right reply=i9                  the move keeps the win; the defence answered i9
//! right reply=-                   ... and the defender had no move left
//! solved                          the move made five
//! wrong refuted defence=g7        the move lost the win: a `Wrong`, below
//! refused occupied                not a move: off-board, occupied, game-over, or
//! refused forbidden=double-three    forbidden=double-three | double-four | overline
//! hint h8                         the next move of a shortest win (hint - : none)
//! ```
//!
//! A `Wrong` is one of: `forbidden=<why>`, `missed-five at=<point>`,
//! `defender-five at=<point>`, `defender-wins line=<point>,<point>,...`, `no-threat`,
//! `refuted defence=<point>`, `too-slow defence=<point>`, `no-forced-win`.
//!
//! Points are written as players read them ("h8"), so the board's size goes with the text
//! both ways. The words are the format's own, not a player's language: the game renders
//! the reason from the parsed value.

use crate::notation::{parse_pos, pos_to_text};
use crate::rules::renju::Forbidden;
use crate::rules::{PlaceError, Pos};

use super::run::{Outcome, Wrong};

/// The outcome of a move as one line.
pub fn outcome_to_text(outcome: &Outcome, size: usize) -> String {
    match outcome {
        Outcome::Right { reply } => format!("right reply={}", point_or_none(*reply, size)),
        Outcome::Solved => "solved".to_string(),
        Outcome::Wrong(wrong) => format!("wrong {}", wrong_to_text(wrong, size)),
        Outcome::Refused(error) => format!("refused {}", refusal_to_text(error)),
    }
}

/// The outcome `outcome_to_text` wrote, on a board of `size`.
pub fn parse_outcome(text: &str, size: usize) -> Result<Outcome, String> {
    let text = text.trim();
    let (first, rest) = text.split_once(' ').unwrap_or((text, ""));
    match first {
        "right" => {
            let words = Words::new(rest, 1)?;
            Ok(Outcome::Right {
                reply: read_point_or_none(words.value("reply")?, size)?,
            })
        }
        "solved" if rest.trim().is_empty() => Ok(Outcome::Solved),
        "wrong" => parse_wrong(rest, size).map(Outcome::Wrong),
        "refused" => parse_refusal(rest).map(Outcome::Refused),
        _ => Err(format!("{} is not a puzzle move's outcome", quoted(text))),
    }
}

/// Why a move lost the win, as the words after `wrong `.
pub fn wrong_to_text(wrong: &Wrong, size: usize) -> String {
    let point = |pos| pos_to_text(pos, size);
    match wrong {
        Wrong::Forbidden(why) => format!("forbidden={}", forbidden_name(*why)),
        Wrong::MissedFive { at } => format!("missed-five at={}", point(*at)),
        Wrong::DefenderFive { at } => format!("defender-five at={}", point(*at)),
        Wrong::DefenderWins { line } => {
            let line: Vec<String> = line.iter().map(|&pos| point(pos)).collect();
            format!("defender-wins line={}", line.join(","))
        }
        Wrong::NoThreat => "no-threat".to_string(),
        Wrong::Refuted { defence } => format!("refuted defence={}", point(*defence)),
        Wrong::TooSlow { defence } => format!("too-slow defence={}", point(*defence)),
        Wrong::NoForcedWin => "no-forced-win".to_string(),
    }
}

/// The `Wrong` that `wrong_to_text` wrote, on a board of `size`.
pub fn parse_wrong(text: &str, size: usize) -> Result<Wrong, String> {
    let text = text.trim();
    if let Some(name) = text.strip_prefix("forbidden=") {
        return read_forbidden(name).map(Wrong::Forbidden);
    }
    let (first, rest) = text.split_once(' ').unwrap_or((text, ""));
    let point = |key| {
        let words = Words::new(rest, 1)?;
        read_point(key, words.value(key)?, size)
    };
    match first {
        "missed-five" => Ok(Wrong::MissedFive { at: point("at")? }),
        "defender-five" => Ok(Wrong::DefenderFive { at: point("at")? }),
        "defender-wins" => {
            let line = Words::new(rest, 1)?.value("line")?;
            let line = line
                .split(',')
                .map(|p| read_point("line", p, size))
                .collect::<Result<Vec<Pos>, String>>()?;
            Ok(Wrong::DefenderWins { line })
        }
        "no-threat" if rest.is_empty() => Ok(Wrong::NoThreat),
        "refuted" => Ok(Wrong::Refuted {
            defence: point("defence")?,
        }),
        "too-slow" => Ok(Wrong::TooSlow {
            defence: point("defence")?,
        }),
        "no-forced-win" if rest.is_empty() => Ok(Wrong::NoForcedWin),
        _ => Err(format!("{} is not why a move is wrong", quoted(text))),
    }
}

/// A hint as one line: `hint h8`, or `hint -` when there is none.
pub fn hint_to_text(hint: Option<Pos>, size: usize) -> String {
    format!("hint {}", point_or_none(hint, size))
}

/// The hint `hint_to_text` wrote, on a board of `size`.
pub fn parse_hint(text: &str, size: usize) -> Result<Option<Pos>, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words[..] {
        ["hint", point] => read_point_or_none(point, size),
        _ => Err(format!("{} is not a hint", quoted(text))),
    }
}

fn refusal_to_text(error: &PlaceError) -> String {
    match error {
        PlaceError::OffBoard => "off-board".to_string(),
        PlaceError::Occupied => "occupied".to_string(),
        PlaceError::GameOver => "game-over".to_string(),
        PlaceError::Forbidden(why) => format!("forbidden={}", forbidden_name(*why)),
    }
}

fn parse_refusal(text: &str) -> Result<PlaceError, String> {
    match text.trim() {
        "off-board" => Ok(PlaceError::OffBoard),
        "occupied" => Ok(PlaceError::Occupied),
        "game-over" => Ok(PlaceError::GameOver),
        other => match other.strip_prefix("forbidden=") {
            Some(name) => read_forbidden(name).map(PlaceError::Forbidden),
            None => Err(format!("{} is not why a move is refused", quoted(other))),
        },
    }
}

const FORBIDDEN: [(Forbidden, &str); 3] = [
    (Forbidden::DoubleThree, "double-three"),
    (Forbidden::DoubleFour, "double-four"),
    (Forbidden::Overline, "overline"),
];

fn forbidden_name(why: Forbidden) -> &'static str {
    FORBIDDEN
        .iter()
        .find(|&&(f, _)| f == why)
        .map_or("?", |&(_, name)| name)
}

fn read_forbidden(name: &str) -> Result<Forbidden, String> {
    FORBIDDEN
        .iter()
        .find(|&&(_, n)| n == name)
        .map(|&(f, _)| f)
        .ok_or_else(|| format!("forbidden={} is not a forbidden move's kind", quoted(name)))
}

fn point_or_none(pos: Option<Pos>, size: usize) -> String {
    pos.map_or_else(|| "-".to_string(), |pos| pos_to_text(pos, size))
}

fn read_point_or_none(text: &str, size: usize) -> Result<Option<Pos>, String> {
    if text == "-" {
        return Ok(None);
    }
    parse_pos(text, size)
        .map(Some)
        .map_err(|_| format!("{} is not a point of a {size}x{size} board", quoted(text)))
}

fn read_point(key: &str, text: &str, size: usize) -> Result<Pos, String> {
    parse_pos(text, size).map_err(|_| {
        format!(
            "{key}={} is not a point of a {size}x{size} board",
            quoted(text)
        )
    })
}

/// Exactly `count` words of `key=value`.
struct Words<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Words<'a> {
    fn new(text: &'a str, count: usize) -> Result<Words<'a>, String> {
        let words = text
            .split_whitespace()
            .map(|word| {
                word.split_once('=')
                    .ok_or_else(|| format!("{} is not key=value", quoted(word)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if words.len() != count {
            return Err(format!("{} is not {count} key=value word(s)", quoted(text)));
        }
        Ok(Words(words))
    }

    fn value(&self, key: &str) -> Result<&'a str, String> {
        self.0
            .iter()
            .find(|&&(k, _)| k == key)
            .map(|&(_, v)| v)
            .ok_or_else(|| format!("{key}= is missing"))
    }
}

/// `text` quoted for a message, cut short if long.
fn quoted(text: &str) -> String {
    const LONGEST: usize = 32;
    if text.chars().count() <= LONGEST {
        format!("'{text}'")
    } else {
        format!("'{}...'", text.chars().take(LONGEST).collect::<String>())
    }
}
