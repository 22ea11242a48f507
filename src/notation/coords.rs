//! Board coordinates as players write them: a letter for the column (a = leftmost) and a
//! number for the row counted from the bottom (1 = bottom row), so "h8" is the centre of
//! a 15x15 board.

use super::error::{NotationError, PosProblem, quote};
use crate::rules::Pos;

/// The letter of column `x`: a, b, c, ...
pub fn column_letter(x: u8) -> char {
    (b'a' + x.min(25)) as char
}

/// The row number players read for row `y` (counted from the top) on a board of `size`.
pub fn row_number(y: u8, size: usize) -> usize {
    size.saturating_sub(y as usize)
}

/// "h8" for the centre of a 15x15 board.
pub fn pos_to_text(pos: Pos, size: usize) -> String {
    format!("{}{}", column_letter(pos.x), row_number(pos.y, size))
}

/// The point `text` names on a board of `size`: a column letter (either case) then a row
/// number, "h8" or "H8", with spaces around allowed.
pub fn parse_pos(text: &str, size: usize) -> Result<Pos, NotationError> {
    let text = text.trim();
    read_pos(text, size).map_err(|why| NotationError::BadCoordinate {
        text: quote(text),
        why,
    })
}

/// The point `text` names, or why it names none (without the text itself, which the
/// caller quotes with whatever context it has).
pub(crate) fn read_pos(text: &str, size: usize) -> Result<Pos, PosProblem> {
    let mut chars = text.chars();
    let Some(letter) = chars.next() else {
        return Err(PosProblem::Empty);
    };
    if !letter.is_ascii_alphabetic() {
        return Err(PosProblem::NoColumnLetter);
    }
    let digits = chars.as_str();
    if digits.is_empty() {
        return Err(PosProblem::NoRowNumber { letter });
    }
    if !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(PosProblem::NotARowNumber);
    }
    let x = letter.to_ascii_lowercase() as usize - 'a' as usize;
    if x >= size {
        return Err(PosProblem::ColumnOffBoard { letter, size });
    }
    // Anything too long for a u32 is off the board too.
    let row = digits.parse::<u32>().unwrap_or(u32::MAX) as usize;
    if !(1..=size).contains(&row) {
        let row = if digits.len() > 6 {
            format!("{}...", &digits[..6])
        } else {
            digits.to_string()
        };
        return Err(PosProblem::RowOffBoard { row, size });
    }
    Ok(Pos::new(x as u8, (size - row) as u8))
}
