//! The worker's puzzle job: a move of the player's in a puzzle, or a hint, answered at
//! once. The worker keeps nothing between two moves, so each request carries the puzzle
//! and the moves of the run so far (`PuzzleRun::resume` rebuilds the run without
//! searching again).
//!
//! Request: `puzzle <action> moves=<moves> <puzzle line>`, where the action is `play=h8`
//! or `hint`, the moves are the run's so far (the player's and the replies, in turn) in
//! the game's notation (`h9i10`, or `-` for none), and the puzzle line is the puzzle file's
//! (`coach::puzzles::puzzle_line`):
//!
//! `puzzle play=i8 moves=- freestyle 15 vcf 3 h5g8g11g7g5h8f6f8e8i5e9i7e7 first=i8 from=starter`
//!
//! Reply: the outcome of the move (`right reply=i9`, `wrong refuted defence=g7`, ...) or
//! the hint (`hint h8`, `hint -`), as `coach::puzzles::outcome_text` writes them.

use crate::coach::puzzles::{
    Outcome, Puzzle, PuzzleError, PuzzleRun, hint_to_text, outcome_to_text, parse_hint,
    parse_outcome, parse_puzzle_line, puzzle_line,
};
use crate::notation::{moves_to_text, parse_moves, parse_pos, pos_to_text};
use crate::rules::{Game, Pos};

use super::words::next_word;

/// The request's first word.
pub const PUZZLE_JOB: &str = "puzzle";

/// What the player asks of the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    /// The player plays this point.
    Play(Pos),
    /// The next move of a shortest win.
    Hint,
}

/// A puzzle, the moves of its run so far, and what the player asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRequest {
    pub puzzle: Puzzle,
    /// The player's moves and the replies, in turn, as `PuzzleRun::moves` lists them.
    pub moves: Vec<Pos>,
    pub action: PuzzleAction,
}

/// The answer to a puzzle request, read back from its reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleAnswer {
    Played(Outcome),
    Hint(Option<Pos>),
}

impl PuzzleRequest {
    pub fn to_text(&self) -> String {
        let size = self.puzzle.size;
        let action = match self.action {
            PuzzleAction::Play(pos) => format!("play={}", pos_to_text(pos, size)),
            PuzzleAction::Hint => "hint".to_string(),
        };
        let moves = match self.moves.as_slice() {
            [] => "-".to_string(),
            moves => moves_to_text(moves, size),
        };
        format!(
            "{PUZZLE_JOB} {action} moves={moves} {}",
            puzzle_line(&self.puzzle)
        )
    }

    /// The request `to_text` wrote, or what is wrong with it.
    pub fn parse(text: &str) -> Result<PuzzleRequest, String> {
        let (job, rest) = next_word(text);
        if job != PUZZLE_JOB {
            return Err(format!("a puzzle request begins with '{PUZZLE_JOB}'"));
        }
        let (action, rest) = next_word(rest);
        let (moves, line) = next_word(rest);
        let puzzle = parse_puzzle_line(line).map_err(|problem| {
            let error = PuzzleError::BadLine { line: 1, problem };
            format!("the puzzle: {error}")
        })?;
        let size = puzzle.size;
        let action = match action.split_once('=') {
            None if action == "hint" => PuzzleAction::Hint,
            Some(("play", point)) => PuzzleAction::Play(
                parse_pos(point, size).map_err(|err| format!("play={point}: {err}"))?,
            ),
            _ => return Err(format!("'{action}' is neither play=<point> nor hint")),
        };
        let moves = match moves.strip_prefix("moves=") {
            Some("-") => Vec::new(),
            Some(text) => parse_moves(text, size).map_err(|err| format!("moves={text}: {err}"))?,
            None => return Err(format!("'{moves}' is not moves=<moves>")),
        };
        Ok(PuzzleRequest {
            puzzle,
            moves,
            action,
        })
    }

    /// The answer, as the reply's line.
    pub fn answer(&self) -> Result<String, String> {
        let mut run = self.run()?;
        let size = self.puzzle.size;
        Ok(match self.action {
            PuzzleAction::Play(pos) => outcome_to_text(&run.play(pos), size),
            PuzzleAction::Hint => hint_to_text(run.hint(), size),
        })
    }

    /// The reply to this request read back.
    pub fn read_reply(&self, reply: &str) -> Result<PuzzleAnswer, String> {
        let size = self.puzzle.size;
        match self.action {
            PuzzleAction::Play(_) => parse_outcome(reply, size).map(PuzzleAnswer::Played),
            PuzzleAction::Hint => parse_hint(reply, size).map(PuzzleAnswer::Hint),
        }
    }

    /// The run where the moves left it, or why the moves do not make one.
    fn run(&self) -> Result<PuzzleRun, String> {
        let puzzle = &self.puzzle;
        if !self.moves.len().is_multiple_of(2) {
            return Err(format!(
                "moves= has {} moves: a run so far ends on a reply (an even number)",
                self.moves.len()
            ));
        }
        let all: Vec<Pos> = puzzle.position.iter().chain(&self.moves).copied().collect();
        match Game::from_moves(puzzle.size, puzzle.rule, &all) {
            Err((i, why)) if i >= puzzle.position.len() => {
                let number = i - puzzle.position.len() + 1;
                let pos = pos_to_text(all[i], puzzle.size);
                return Err(format!(
                    "move {number} of moves= ({pos}) may not be played: {why}"
                ));
            }
            Err((_, why)) => return Err(format!("the puzzle's position does not play: {why}")),
            Ok(game) if game.is_over() => return Err("moves= end the game".to_string()),
            Ok(_) => {}
        }
        PuzzleRun::resume(puzzle.clone(), &self.moves)
            .ok_or_else(|| "the run does not resume from moves=".to_string())
    }
}
