use std::fmt;

use super::renju::{self, Forbidden};
use super::{Board, Pos, Rule, Stone, five_line};

// Starting from a set-up, with the floor undo stops at.
mod from_setup;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `line` holds the winning stones, in order along the line.
    Win { winner: Stone, line: Vec<Pos> },
    /// The board is full.
    Draw,
    /// Both players agreed to a draw (an online game's offer accepted).
    DrawAgreed,
    /// A player gave up (between two people at one screen, the side to move).
    Resigned { loser: Stone },
    /// `loser`'s clock ran out.
    OutOfTime { loser: Stone },
}

impl Outcome {
    /// Who won, if anybody did.
    pub fn winner(&self) -> Option<Stone> {
        match *self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Resigned { loser } | Outcome::OutOfTime { loser } => Some(loser.opponent()),
            Outcome::Draw | Outcome::DrawAgreed => None,
        }
    }
}

/// Why a placement was refused. Nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceError {
    OffBoard,
    Occupied,
    GameOver,
    Forbidden(Forbidden),
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::OffBoard => f.write_str("that point is off the board"),
            PlaceError::Occupied => f.write_str("there is already a stone there"),
            PlaceError::GameOver => f.write_str("the game is over"),
            PlaceError::Forbidden(why) => write!(f, "forbidden for black: {why}"),
        }
    }
}

impl std::error::Error for PlaceError {}

/// Whether the side to move may play `pos` under `rule`: an empty point of the board and,
/// for black under renju, not a forbidden one. (`Game::check` says why not, too.)
pub fn may_play(board: &Board, rule: Rule, pos: Pos) -> bool {
    board.contains(pos)
        && board.is_empty_point(pos)
        && !(rule == Rule::Renju
            && board.to_move() == Stone::Black
            && renju::forbidden(board, pos).is_some())
}

/// A game in progress: the board, the rule in force, the result once there is one, and the
/// moves taken back (for redo), with the resignation or loss on time that ended them: a
/// review that steps back and forward to the end finds the game ended as it was.
///
/// A game may start from a set-up (`from_setup`): its first stones, which undo never takes
/// back, as though the game began there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    rule: Rule,
    outcome: Option<Outcome>,
    redo: Vec<Pos>,
    redo_ending: Option<Outcome>,
    /// How many of the board's first stones are a set-up: the floor undo stops at.
    setup_stones: usize,
}

impl Game {
    pub fn new(size: usize, rule: Rule) -> Game {
        Game {
            board: Board::new(size),
            rule,
            outcome: None,
            redo: Vec::new(),
            redo_ending: None,
            setup_stones: 0,
        }
    }

    /// Replays `moves` from an empty board; stops at the first illegal one and reports it.
    pub fn from_moves(size: usize, rule: Rule, moves: &[Pos]) -> Result<Game, (usize, PlaceError)> {
        let mut game = Game::new(size, rule);
        for (i, &pos) in moves.iter().enumerate() {
            game.place(pos).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Lines on the board (15 for a 15x15 board).
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Pos] {
        self.board.moves()
    }

    pub fn stone_count(&self) -> usize {
        self.board.stone_count()
    }

    /// The last move played; none while only a set-up stands (its stones were placed,
    /// not played, so none of them is the move to answer).
    pub fn last_move(&self) -> Option<Pos> {
        self.board
            .last_move()
            .filter(|_| self.stone_count() > self.setup_stones)
    }

    /// The stone on `pos`, if any.
    pub fn get(&self, pos: Pos) -> Option<Stone> {
        self.board.get(pos)
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn to_move(&self) -> Stone {
        self.board.to_move()
    }

    /// Why the side to move may not play `pos`, if it may not.
    pub fn check(&self, pos: Pos) -> Result<(), PlaceError> {
        if self.is_over() {
            return Err(PlaceError::GameOver);
        }
        if !self.board.contains(pos) {
            return Err(PlaceError::OffBoard);
        }
        if !self.board.is_empty_point(pos) {
            return Err(PlaceError::Occupied);
        }
        if self.rule == Rule::Renju
            && self.to_move() == Stone::Black
            && let Some(why) = renju::forbidden(&self.board, pos)
        {
            return Err(PlaceError::Forbidden(why));
        }
        Ok(())
    }

    /// Plays `pos` for the side to move and settles the outcome. A move other than the
    /// next one taken back forgets the moves that were taken back; the same move keeps the
    /// rest of them, so playing on through an old continuation does not lose it.
    pub fn place(&mut self, pos: Pos) -> Result<Option<&Outcome>, PlaceError> {
        self.play_unchecked_history(pos)?;
        if self.redo.last() == Some(&pos) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        // A player who plays the old line on to its end plays on: its ending is not theirs.
        if self.redo.is_empty() {
            self.redo_ending = None;
        }
        Ok(self.outcome.as_ref())
    }

    fn play_unchecked_history(&mut self, pos: Pos) -> Result<(), PlaceError> {
        self.check(pos)?;
        let stone = self.to_move();
        self.board.play(pos);
        self.outcome = if let Some(line) = five_line(&self.board, pos, stone, self.rule) {
            Some(Outcome::Win {
                winner: stone,
                line,
            })
        } else if self.board.is_full() {
            Some(Outcome::Draw)
        } else {
            None
        };
        Ok(())
    }

    /// Takes back the last move, keeping it for redo (and a resignation or loss on time
    /// after it, for redo to bring back with it). A set-up's stones are not moves: undo
    /// stops before them.
    pub fn undo(&mut self) -> Option<Pos> {
        if !self.can_undo() {
            return None;
        }
        let pos = self.board.undo()?;
        if self.redo.is_empty() {
            self.keep_ending_for_redo();
        }
        self.redo.push(pos);
        self.outcome = None;
        Some(pos)
    }

    /// Plays again the last move taken back; the last of them brings back the
    /// resignation or loss on time that followed it.
    pub fn redo(&mut self) -> Option<Pos> {
        let pos = *self.redo.last()?;
        self.play_unchecked_history(pos).ok()?;
        self.redo.pop();
        if self.redo.is_empty() && self.outcome.is_none() {
            self.outcome = self.redo_ending.take();
        }
        Some(pos)
    }

    fn keep_ending_for_redo(&mut self) {
        if matches!(
            self.outcome,
            Some(Outcome::Resigned { .. } | Outcome::OutOfTime { .. })
        ) {
            self.redo_ending = self.outcome.clone();
        }
    }

    /// `loser` gives up (against the computer a player may resign on either turn).
    /// Refused, changing nothing, once the game is over.
    pub fn resign(&mut self, loser: Stone) -> Result<(), PlaceError> {
        self.end_off_board(Outcome::Resigned { loser })
    }

    /// Both players agreed to a draw. Refused, changing nothing, once the game is over.
    pub fn agree_draw(&mut self) -> Result<(), PlaceError> {
        self.end_off_board(Outcome::DrawAgreed)
    }

    /// `loser`'s clock ran out. Refused, changing nothing, once the game is over.
    pub fn lose_on_time(&mut self, loser: Stone) -> Result<(), PlaceError> {
        self.end_off_board(Outcome::OutOfTime { loser })
    }

    fn end_off_board(&mut self, outcome: Outcome) -> Result<(), PlaceError> {
        if self.is_over() {
            return Err(PlaceError::GameOver);
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// Takes back a resignation or a loss on time, keeping every stone: the game goes on
    /// from the same position. False when the game did not end that way.
    pub fn take_back_ending(&mut self) -> bool {
        let ended_off_board = matches!(
            self.outcome,
            Some(Outcome::Resigned { .. } | Outcome::OutOfTime { .. })
        );
        if ended_off_board {
            if self.redo.is_empty() {
                self.keep_ending_for_redo();
            }
            self.outcome = None;
        }
        ended_off_board
    }

    /// Forgets the moves taken back, as a new move does: for a choice outside the board
    /// (a swap2 pick) that starts a new line of play.
    pub fn forget_redo(&mut self) {
        self.redo.clear();
        self.redo_ending = None;
    }

    pub fn can_undo(&self) -> bool {
        self.board.stone_count() > self.setup_stones
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The moves taken back, next to replay first: the game's continuation, which a
    /// review steps through.
    pub fn redo_moves(&self) -> impl Iterator<Item = Pos> + '_ {
        self.redo.iter().rev().copied()
    }
}
