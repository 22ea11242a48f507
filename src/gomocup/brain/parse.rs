//! Reading the manager's text: sizes, points, the stone lines of `BOARD` and `SWAP2BOARD`
//! blocks, and how much of a bad line an error quotes.

use crate::rules::{MAX_SIZE, MIN_SIZE, Pos};

pub(super) fn no_args(command: &str, args: &str) -> Result<(), String> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{command} takes no arguments, got '{}'",
            clip(args)
        ))
    }
}

pub(super) fn parse_size(text: &str) -> Result<usize, String> {
    let text = text.trim();
    let size: usize = text
        .parse()
        .map_err(|_| format!("board size '{}' is not a number", clip(text)))?;
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(size)
    } else {
        Err(format!(
            "unsupported board size {size}: {MIN_SIZE} to {MAX_SIZE} are supported"
        ))
    }
}

pub(super) fn parse_coordinate(text: &str, size: usize) -> Result<u8, String> {
    let text = text.trim();
    let value: i64 = text
        .parse()
        .map_err(|_| format!("coordinate '{}' is not a number", clip(text)))?;
    if (0..size as i64).contains(&value) {
        Ok(value as u8)
    } else {
        Err(format!("coordinate {value} is off the {size}x{size} board"))
    }
}

/// `x,y` on a board of `size`.
pub(super) fn parse_point(text: &str, size: usize) -> Result<Pos, String> {
    let parts: Vec<&str> = text.split(',').collect();
    let [x, y] = parts[..] else {
        return Err(format!("expected x,y, got '{}'", clip(text)));
    };
    Ok(Pos::new(
        parse_coordinate(x, size)?,
        parse_coordinate(y, size)?,
    ))
}

/// A `BOARD` line `x,y,field`: field 1 is our stone, 2 the opponent's, 3 a stone of a
/// continuous game's winning line, which we count as the opponent's (it is on the board,
/// so it must at least block the point).
pub(super) fn parse_stone(text: &str, size: usize) -> Result<(Pos, bool), String> {
    let parts: Vec<&str> = text.split(',').collect();
    let [x, y, field] = parts[..] else {
        return Err(format!("expected x,y,field, got '{}'", clip(text)));
    };
    let pos = Pos::new(parse_coordinate(x, size)?, parse_coordinate(y, size)?);
    match field.trim() {
        "1" => Ok((pos, true)),
        "2" | "3" => Ok((pos, false)),
        other => Err(format!("field '{}' is not 1, 2 or 3", clip(other))),
    }
}

/// At most 40 characters of manager text in a message, cut on a character boundary.
pub(super) fn clip(text: &str) -> String {
    let mut clipped: String = text.chars().take(40).collect();
    if clipped.len() < text.len() {
        clipped.push_str("...");
    }
    clipped
}

/// A `SWAP2BOARD` line: `x,y` or `x,y,field` on a board of `size`. The colours follow from
/// the order, so the field says nothing new.
pub(super) fn parse_swap2_stone(text: &str, size: usize) -> Result<Pos, String> {
    let parts: Vec<&str> = text.split(',').collect();
    let (x, y) = match parts[..] {
        [x, y] | [x, y, _] => (x, y),
        _ => return Err(format!("expected x,y or x,y,field, got '{}'", clip(text))),
    };
    Ok(Pos::new(
        parse_coordinate(x, size)?,
        parse_coordinate(y, size)?,
    ))
}
