//! `SWAP2BOARD` ... `DONE`: the swap2 opening, as in the Gomocup 2020 experimental
//! tournament. The lines are the stones placed so far, `x,y` (or `x,y,field`, the field
//! ignored), in move order with black first. The brain answers:
//! - 0 stones: the three opening stones, `x1,y1 x2,y2 x3,y3` (black, white, black);
//! - 3 or 5 stones: `SWAP` to take black, or white's next move `x,y` to keep white
//!   (`engine::swap2::choose` on a search with white to move). Placing two more stones
//!   after three is legal too; this brain never does.
//!
//! The manager then goes on with `BOARD`/`TURN` as in any game. So that a `TURN` works
//! too, the brain's board is left as the answer leaves it: the opening's three stones
//! (white to move), the given stones after `SWAP` (the opponent plays white's move), or
//! the given stones and the move played.

use crate::engine::swap2::{self, Choice};
use crate::rules::{Board, Pos, Rule};

use super::block::PendingBoard;
use super::parse::no_args;
use super::{Brain, Reply};

/// The smallest board this brain opens on: the openings were judged on 15x15 and keep
/// within three lines of the centre; on a smaller board the edge changes them.
const MIN_OPENING_SIZE: usize = 10;

impl Brain {
    pub(super) fn open_swap2(&mut self, args: &str) -> Reply {
        no_args("SWAP2BOARD", args)?;
        self.board_mut()?;
        self.pending = Some(PendingBoard::Swap2(Vec::new()));
        Ok(None)
    }

    /// `DONE` of a `SWAP2BOARD` block with `stones` in move order.
    pub(super) fn close_swap2(&mut self, stones: &[Pos]) -> Reply {
        if self.rule == Rule::Renju {
            return Err("swap2 is played under freestyle and standard rules only".into());
        }
        let size = self.board_mut()?.size();
        match stones.len() {
            0 if size < MIN_OPENING_SIZE => Err(format!(
                "swap2 openings need a board of {MIN_OPENING_SIZE} lines or more, not {size}"
            )),
            0 => {
                let seed =
                    self.config.seed ^ self.openings_given.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                self.openings_given += 1;
                let opening = swap2::opening(size, seed);
                self.board = Some(board_of(size, &opening));
                let [a, b, c] = opening;
                Ok(Some(format!("{a} {b} {c}")))
            }
            3 | 5 => {
                self.board = Some(board_of(size, stones));
                let choice = self.search(1)?.map(|result| swap2::choose(&result));
                match choice {
                    Some(Choice::TakeBlack) => Ok(Some("SWAP".into())),
                    Some(Choice::PlayWhite(pos)) => self.play(Some(pos)).map(Some),
                    // The engine gave nothing: keep white with the fallback move.
                    None => self.play(None).map(Some),
                }
            }
            n => Err(format!(
                "SWAP2BOARD expects 0, 3 or 5 stones, got {n}; the position is unchanged"
            )),
        }
    }
}

/// The stones played in order, black first.
fn board_of(size: usize, stones: &[Pos]) -> Board {
    let mut board = Board::new(size);
    for &pos in stones {
        board.play(pos);
    }
    board
}
