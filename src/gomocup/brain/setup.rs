//! The position as the manager sets it, rather than move by move: `BOARD` and `YXBOARD`
//! blocks, and `TAKEBACK`. Each keeps the brain's board a position that alternate play can
//! reach, its move list black first and alternating, since the side to move is read off
//! the stone count: a block or a takeback that would break that is refused with `ERROR`,
//! and the position stays as it was.

use crate::rules::{Board, MIN_SIZE, Pos, Stone};

use super::block::PendingBoard;
use super::parse::{no_args, parse_point};
use super::{Brain, Flow, Reply};

impl Brain {
    pub(super) fn open_board(&mut self, args: &str, think: bool, name: &str) -> Reply {
        no_args(name, args)?;
        self.board_mut()?;
        self.pending = Some(PendingBoard::Stones {
            think,
            stones: Vec::new(),
        });
        Ok(None)
    }

    /// A line inside a `BOARD`/`YXBOARD`/`SWAP2BOARD` block: a stone or `DONE`.
    pub(super) fn board_line(&mut self, line: &str) -> (Reply, Flow) {
        if line.is_empty() {
            return (Ok(None), Flow::Continue);
        }
        if line.eq_ignore_ascii_case("DONE") {
            return (self.close_board(), Flow::Continue);
        }
        let size = self.board.as_ref().map_or(MIN_SIZE, Board::size);
        let pending = self.pending.as_mut().expect("in a BOARD block");
        let reply = pending.add(line, size).map(|()| None);
        (reply, Flow::Continue)
    }

    fn close_board(&mut self) -> Reply {
        let pending = self.pending.take().expect("in a BOARD block");
        let name = pending.name();
        let (think, stones) = match pending {
            PendingBoard::Stones { think, stones } => (think, stones),
            PendingBoard::Swap2(stones) => return self.close_swap2(&stones),
        };
        let board = self.board_mut()?;
        *board = board_from_stones(board.size(), &stones, think)
            .map_err(|why| format!("{name}: {why}; the position is unchanged"))?;
        if think {
            self.think().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `TAKEBACK x,y`: the last move, or an earlier stone of the side that moved last (that
    /// side is then to move again). A stone of the side to move cannot have been the last
    /// move: taking it back alone would leave counts no game has.
    pub(super) fn takeback(&mut self, args: &str) -> Reply {
        let board = self.board_mut()?;
        let pos = parse_point(args, board.size())?;
        let Some(stone) = board.get(pos) else {
            return Err(format!("TAKEBACK {pos}: there is no stone there"));
        };
        if board.last_move() == Some(pos) {
            board.undo();
            return Ok(Some("OK".into()));
        }
        let moved_last = board.to_move().opponent();
        if stone != moved_last {
            return Err(format!(
                "TAKEBACK {pos}: that is a {} stone, but {} moved last; only a stone of the \
                 side that moved last can be taken back, the position is unchanged",
                stone.name().to_lowercase(),
                moved_last.name().to_lowercase()
            ));
        }
        let left = |colour: Stone| -> Vec<Pos> {
            let board = &*board;
            (board.moves().iter().copied())
                .filter(|&p| p != pos && board.get(p) == Some(colour))
                .collect()
        };
        let (black, white) = (left(Stone::Black), left(Stone::White));
        *board = alternating(board.size(), &black, &white);
        Ok(Some("OK".into()))
    }
}

/// The position of a `BOARD` (`to_move`: we are to move) or `YXBOARD` block: the side with
/// more stones is black, and with equal counts ours are. Counts that differ by more than
/// one are no position of a game, and under `BOARD` we cannot have more stones than they
/// do (we would be moving twice in a row): then why, for the `ERROR`.
fn board_from_stones(size: usize, stones: &[(Pos, bool)], to_move: bool) -> Result<Board, String> {
    let ours: Vec<Pos> = stones.iter().filter(|s| s.1).map(|s| s.0).collect();
    let theirs: Vec<Pos> = stones.iter().filter(|s| !s.1).map(|s| s.0).collect();
    let (n_ours, n_theirs) = (ours.len(), theirs.len());
    let fits = if to_move {
        n_ours == n_theirs || n_ours + 1 == n_theirs
    } else {
        n_ours.abs_diff(n_theirs) <= 1
    };
    if !fits {
        let wanted = if to_move {
            "with us to move we have as many stones as they do (we play black) or one fewer \
             (white)"
        } else {
            "the counts of a game differ by one at most"
        };
        return Err(format!(
            "{n_ours} stones of ours and {n_theirs} of the opponent's (field 2 or 3) are no \
             position: {wanted}"
        ));
    }
    Ok(if n_ours >= n_theirs {
        alternating(size, &ours, &theirs)
    } else {
        alternating(size, &theirs, &ours)
    })
}

/// A board with `black` and `white` put on alternately, each in its order, so that the
/// move list agrees with the colours (black first).
fn alternating(size: usize, black: &[Pos], white: &[Pos]) -> Board {
    let mut board = Board::new(size);
    for i in 0..black.len().max(white.len()) {
        if let Some(&p) = black.get(i) {
            board.set(p, Some(Stone::Black));
        }
        if let Some(&p) = white.get(i) {
            board.set(p, Some(Stone::White));
        }
    }
    board
}
