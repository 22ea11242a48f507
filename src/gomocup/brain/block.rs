//! What a `BOARD`, `YXBOARD` or `SWAP2BOARD` block has collected before its `DONE`.

use crate::rules::Pos;

use super::parse::{parse_stone, parse_swap2_stone};

/// What a `BOARD`, `YXBOARD` or `SWAP2BOARD` block has collected before its `DONE`.
pub(super) enum PendingBoard {
    Stones {
        /// `BOARD` asks for a move after `DONE`; `YXBOARD` only sets the position.
        think: bool,
        /// (point, ours) in the order received.
        stones: Vec<(Pos, bool)>,
    },
    /// `SWAP2BOARD`: the opening's stones in move order, black first.
    Swap2(Vec<Pos>),
}

impl PendingBoard {
    /// The command that opened the block.
    pub(super) fn name(&self) -> &'static str {
        match self {
            PendingBoard::Stones { think: true, .. } => "BOARD",
            PendingBoard::Stones { think: false, .. } => "YXBOARD",
            PendingBoard::Swap2(_) => "SWAP2BOARD",
        }
    }

    /// Adds the stone of a line of the block, unless its point was given before.
    pub(super) fn add(&mut self, line: &str, size: usize) -> Result<(), String> {
        let given_twice = |pos: Pos| Err(format!("{pos} is given twice"));
        match self {
            PendingBoard::Stones { stones, .. } => {
                let (pos, ours) = parse_stone(line, size)?;
                if stones.iter().any(|&(p, _)| p == pos) {
                    return given_twice(pos);
                }
                stones.push((pos, ours));
            }
            PendingBoard::Swap2(stones) => {
                let pos = parse_swap2_stone(line, size)?;
                if stones.contains(&pos) {
                    return given_twice(pos);
                }
                stones.push(pos);
            }
        }
        Ok(())
    }
}
