//! Piskvork's PSQ game files, as Piskvork saves them and Gomocup publishes its games:
//!
//! ```text
//! Piskvork 15x15, 11:11, 0
//! 8,8,0
//! 9,9,1250
//! -1
//! ```
//!
//! The first line gives the board's width and height (then the window position and a
//! number this reader ignores). One line per move follows, `x,y,time`: 1-based column and
//! row from the top-left corner and the thinking time in milliseconds. After the moves
//! this game writes how a game ended off the board, `Result: black resigned` or
//! `Result: white lost on time` (a five or a full board needs no line), and reads it back;
//! anything else after the moves (a `-1`, the engines' names, the rule) is not read here.
//! A record's set-up and opening negotiation have lines of their own (`record_psq`).

use std::collections::HashMap;

use super::coords::pos_to_text;
use super::error::{Axis, HeaderProblem, MoveLineProblem, NotationError, quote};
use crate::rules::{Outcome, Pos, Stone, is_supported_size};

/// A game read from a PSQ file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Psq {
    pub size: usize,
    pub moves: Vec<Pos>,
    /// A resignation or a loss on time written after the moves.
    pub ending: Option<Outcome>,
}

const RESULT: &str = "Result:";

/// The PSQ text of a game on a board of `size`, and how it ended if it ended off the
/// board. We keep no thinking times, so each move's is 0.
pub fn to_psq(size: usize, moves: &[Pos], ending: Option<&Outcome>) -> String {
    psq_with_lines(size, moves, &[], ending)
}

/// `to_psq`'s text with `lines` of this game's own after the moves, before the result.
pub(super) fn psq_with_lines(
    size: usize,
    moves: &[Pos],
    lines: &[String],
    ending: Option<&Outcome>,
) -> String {
    let mut text = format!("Piskvork {size}x{size}, 11:11, 0\n");
    for pos in moves {
        text.push_str(&format!(
            "{},{},0\n",
            pos.x as usize + 1,
            pos.y as usize + 1
        ));
    }
    for line in lines {
        text.push_str(line);
        text.push('\n');
    }
    let colour = |stone| match stone {
        Stone::Black => "black",
        Stone::White => "white",
    };
    match ending {
        Some(Outcome::Resigned { loser }) => {
            text.push_str(&format!("{RESULT} {} resigned\n", colour(*loser)));
        }
        Some(Outcome::OutOfTime { loser }) => {
            text.push_str(&format!("{RESULT} {} lost on time\n", colour(*loser)));
        }
        Some(Outcome::DrawAgreed) => text.push_str(&format!("{RESULT} draw agreed\n")),
        _ => {}
    }
    text
}

/// The ending a `Result:` line names, if it is one this game writes.
fn read_ending(line: &str) -> Option<Outcome> {
    let words = line.strip_prefix(RESULT)?.trim().to_ascii_lowercase();
    if words == "draw agreed" {
        return Some(Outcome::DrawAgreed);
    }
    let (colour, how) = words.split_once(' ')?;
    let loser = match colour {
        "black" => Stone::Black,
        "white" => Stone::White,
        _ => return None,
    };
    match how.trim() {
        "resigned" => Some(Outcome::Resigned { loser }),
        "lost on time" => Some(Outcome::OutOfTime { loser }),
        _ => None,
    }
}

/// The board size and moves of a PSQ file. Moves are the lines of numbers and commas
/// straight after the header; the first other line (`-1`, a name, a blank line) ends them
/// and the rest is ignored. A move line that is not a good move is an error.
pub fn parse_psq(text: &str) -> Result<Psq, NotationError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()));
    let Some((_, header)) = lines.next() else {
        return Err(NotationError::PsqEmpty);
    };
    let size = read_header(header)?;
    let mut moves = Vec::new();
    let mut taken: HashMap<Pos, usize> = HashMap::new();
    let mut ending = None;
    for (line_number, line) in lines.by_ref() {
        if !is_move_line(line) {
            ending = read_ending(line);
            break;
        }
        let number = moves.len() + 1;
        let pos = read_move(line, size).map_err(|why| NotationError::PsqBadMove {
            line: line_number,
            number,
            text: quote(line),
            why,
        })?;
        if let Some(earlier) = taken.insert(pos, number) {
            return Err(NotationError::PsqTaken {
                line: line_number,
                number,
                pos: pos_to_text(pos, size),
                earlier,
            });
        }
        moves.push(pos);
    }
    // The result line may follow other lines (Piskvork's `-1`).
    for (_, line) in lines {
        if ending.is_some() {
            break;
        }
        ending = read_ending(line);
    }
    Ok(Psq {
        size,
        moves,
        ending,
    })
}

/// Whether `line` is meant as a move: a number, then a comma.
fn is_move_line(line: &str) -> bool {
    line.split_once(',')
        .is_some_and(|(first, _)| first.trim().parse::<i64>().is_ok())
}

/// The board size from the header line, `Piskvork 15x15, 11:11, 0`.
fn read_header(header: &str) -> Result<usize, NotationError> {
    let bad = |why| NotationError::PsqBadHeader {
        text: quote(header),
        why,
    };
    let dimensions = header
        .split(|c: char| c.is_whitespace() || c == ',')
        .find_map(|word| {
            let (width, height) = word.split_once(['x', 'X'])?;
            Some((width.parse::<usize>().ok()?, height.parse::<usize>().ok()?))
        });
    let Some((width, height)) = dimensions else {
        return Err(bad(HeaderProblem::NoSize));
    };
    if width != height {
        return Err(bad(HeaderProblem::NotSquare { width, height }));
    }
    if !is_supported_size(width) {
        return Err(bad(HeaderProblem::UnsupportedSize { size: width }));
    }
    Ok(width)
}

/// The point of one move line, `x,y,time` with 1-based `x` and `y`.
fn read_move(line: &str, size: usize) -> Result<Pos, MoveLineProblem> {
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    if !(2..=3).contains(&fields.len()) {
        return Err(MoveLineProblem::NotXYTime);
    }
    let coordinate = |field: &str, axis: Axis| {
        let digits = field.strip_prefix('-').unwrap_or(field);
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(MoveLineProblem::NotANumber {
                axis,
                text: quote(field),
            });
        }
        match field.parse::<i64>() {
            Ok(v) if (1..=size as i64).contains(&v) => Ok(v as usize - 1),
            _ => Err(MoveLineProblem::OffBoard {
                axis,
                value: quote(field).trim_matches('\'').to_string(),
                size,
            }),
        }
    };
    let x = coordinate(fields[0], Axis::Column)?;
    let y = coordinate(fields[1], Axis::Row)?;
    if let Some(time) = fields.get(2)
        && time.parse::<u64>().is_err()
    {
        return Err(MoveLineProblem::BadTime { text: quote(time) });
    }
    Ok(Pos::new(x as u8, y as u8))
}
