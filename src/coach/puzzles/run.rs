//! A puzzle being solved: the player plays the attack, the computer the defence that
//! resists longest; a move that does not win in the moves the puzzle has left is refused
//! with the reason, as facts the game renders. Deterministic: the same moves get the same
//! answers on any machine (the solver's budgets are nodes).

use crate::engine::{
    Level, Limits, Search, Solved, Threats, shortest_threat_win, solve_threats, threat_defences,
    threat_win_within,
};
use crate::rules::renju::Forbidden;
use crate::rules::{Board, Game, PlaceError, Pos, makes_five};

use super::puzzle::Puzzle;
use super::verify::{FIRST_MOVE_NODES, solver_terms};

/// Nodes for each search of a run: four times what `verify` gives each, as a run asks of
/// positions the verification did not (after a move of the player's own), each alone,
/// without the table of failed attacks `verify`'s searches share. A right move must not be
/// refused for a budget; a search ends as soon as it is decided, so most take far less.
const RUN_NODES: u64 = 4 * FIRST_MOVE_NODES;

/// Nodes for the engine's move when the defence has no answer left (a four whose block is
/// forbidden to black): it loses anyway, and any sensible move will do.
const HOPELESS_NODES: u64 = 2_000;

/// Where a run stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// The attacker (the player) is to move.
    Playing,
    /// The attacker made five.
    Solved,
    /// The attacker's last move lost the win; `retry` starts again.
    Failed(Wrong),
}

/// What came of the player's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The move keeps the win, and the defence answered `reply` (`None` only when the
    /// defender has no legal move left, which no real puzzle reaches).
    Right { reply: Option<Pos> },
    /// The move made five.
    Solved,
    /// The move lost the win (it stays on the board, unless forbidden, to be shown).
    Wrong(Wrong),
    /// Not a move: off the board, on a stone, or the run is over. Nothing changed.
    Refused(PlaceError),
}

/// Why a move loses the win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// Renju: the point is forbidden to black.
    Forbidden(Forbidden),
    /// The attacker had a five to make at `at`, and the move does not win in the moves
    /// left without it.
    MissedFive { at: Pos },
    /// The defender has a four, and the move neither blocks it nor makes five: the
    /// defender makes five at `at`.
    DefenderFive { at: Pos },
    /// The move threatens nothing (for a VCF no four; for a VCT no four or open three),
    /// and the defender, free to move, wins by fours: `line`, the defender first.
    DefenderWins { line: Vec<Pos> },
    /// The move threatens nothing the puzzle's kind counts: the defender is free to move.
    NoThreat,
    /// The defender answers with `defence`, after which no forced win is left.
    Refuted { defence: Pos },
    /// A win is left, but a slower one: after the defender's `defence` the attacker needs
    /// more moves than the puzzle has left.
    TooSlow { defence: Pos },
    /// The solver finds no forced win after the move, nor a single answer that shows it.
    NoForcedWin,
}

/// A puzzle being solved.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    start: Game,
    game: Game,
    status: Status,
}

impl PuzzleRun {
    /// A run from the puzzle's position; `None` when the position cannot be played (a
    /// move refused by the rules, or a five on the board already).
    pub fn new(puzzle: Puzzle) -> Option<PuzzleRun> {
        let start = Game::from_moves(puzzle.size, puzzle.rule, &puzzle.position).ok()?;
        if start.is_over() {
            return None;
        }
        Some(PuzzleRun {
            puzzle,
            game: start.clone(),
            start,
            status: Status::Playing,
        })
    }

    /// The run at the point `moves` left it, without searching again: `moves` are the
    /// attacker's moves and the replies the run gave them, in turn, from the puzzle's
    /// position, as `moves()` lists them. A runner that keeps no state between moves (the
    /// web page's worker) is handed them with each. The rules check each move; the solver
    /// does not (the replies were the run's own). `None` when the position cannot be
    /// played, a move may not be, the moves end on an attacker's move (whether it kept the
    /// win is the solver's to say), or they end the game.
    pub fn resume(puzzle: Puzzle, moves: &[Pos]) -> Option<PuzzleRun> {
        if !moves.len().is_multiple_of(2) {
            return None;
        }
        let mut run = PuzzleRun::new(puzzle)?;
        for &pos in moves {
            let over = run.game.place(pos).ok()?.is_some();
            if over {
                return None;
            }
        }
        Some(run)
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position now: the puzzle's, then the moves of the run.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn board(&self) -> &Board {
        self.game.board()
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The moves played since the start, the attacker's and the defence's in turn.
    pub fn moves(&self) -> &[Pos] {
        &self.game.moves()[self.puzzle.position.len()..]
    }

    /// Back to the puzzle's position.
    pub fn retry(&mut self) {
        self.game = self.start.clone();
        self.status = Status::Playing;
    }

    /// The attacker plays `pos`.
    pub fn play(&mut self, pos: Pos) -> Outcome {
        if self.status != Status::Playing {
            return Outcome::Refused(PlaceError::GameOver);
        }
        match self.game.check(pos) {
            Ok(()) => {}
            Err(PlaceError::Forbidden(why)) => return self.fail(Wrong::Forbidden(why)),
            Err(error) => return Outcome::Refused(error),
        }
        let attacker = self.game.to_move();
        if makes_five(self.board(), pos, attacker, self.puzzle.rule) {
            self.place(pos);
            self.status = Status::Solved;
            return Outcome::Solved;
        }
        if !self.keeps_win(pos) {
            let why = self.why_wrong(pos);
            self.place(pos);
            return self.fail(why);
        }
        self.place(pos);
        let reply = self.defence();
        if let Some(reply) = reply {
            self.place(reply);
        }
        Outcome::Right { reply }
    }

    /// Records what `play(pos)` answered elsewhere (the web page's worker runs this same
    /// code on a copy of the run): the board and the status become what `play` would have
    /// left. An outcome that does not fit the run (a reply on a stone) changes nothing and
    /// is `false`.
    pub fn apply(&mut self, pos: Pos, outcome: &Outcome) -> bool {
        if self.status != Status::Playing {
            return false;
        }
        let before = self.game.clone();
        let placed = match outcome {
            Outcome::Refused(_) => true,
            Outcome::Wrong(Wrong::Forbidden(_)) => true,
            Outcome::Solved | Outcome::Wrong(_) => self.game.place(pos).is_ok(),
            Outcome::Right { reply } => {
                self.game.place(pos).is_ok()
                    && reply.is_none_or(|reply| self.game.place(reply).is_ok())
            }
        };
        if !placed {
            self.game = before;
            return false;
        }
        match outcome {
            Outcome::Solved => self.status = Status::Solved,
            Outcome::Wrong(why) => self.status = Status::Failed(why.clone()),
            Outcome::Right { .. } | Outcome::Refused(_) => {}
        }
        true
    }

    /// The next move of a shortest win from here (`None` once the run is over).
    pub fn hint(&self) -> Option<Pos> {
        if self.status != Status::Playing {
            return None;
        }
        let (threats, most) = self.terms();
        let (board, rule) = (self.board(), self.puzzle.rule);
        let shortest = shortest_threat_win(board, rule, threats, None, most, RUN_NODES)
            .win()
            .and_then(|win| win.line.first().copied());
        if self.moves().is_empty() {
            // At the start, one of the answers the puzzle accepts.
            return shortest
                .filter(|pos| self.puzzle.first.contains(pos))
                .or_else(|| self.puzzle.first.first().copied());
        }
        shortest.or_else(|| {
            solve_threats(board, rule, threats, None, RUN_NODES)
                .win()
                .and_then(|win| win.line.first().copied())
        })
    }

    fn terms(&self) -> (Threats, u32) {
        solver_terms(self.puzzle.kind)
    }

    fn fail(&mut self, why: Wrong) -> Outcome {
        self.status = Status::Failed(why.clone());
        Outcome::Wrong(why)
    }

    /// Plays a move already checked.
    fn place(&mut self, pos: Pos) {
        let placed = self.game.place(pos);
        debug_assert!(placed.is_ok(), "a checked move");
    }

    /// The attacker's moves the puzzle has left, this one included.
    fn moves_left(&self) -> u32 {
        let played = (self.moves().len() / 2) as u32;
        self.puzzle.win_in.saturating_sub(played)
    }

    /// Whether the attacker, playing `pos`, still wins in the moves left: at the start the
    /// puzzle's own answers (verified), later the solver's word.
    fn keeps_win(&self, pos: Pos) -> bool {
        if self.moves().is_empty() {
            return self.puzzle.first.contains(&pos);
        }
        let (threats, _) = self.terms();
        let (board, rule) = (self.board(), self.puzzle.rule);
        let solved = threat_win_within(
            board,
            rule,
            threats,
            Some(pos),
            self.moves_left(),
            RUN_NODES,
        );
        matches!(solved, Solved::Win(_))
    }

    /// The defence's answer to the attacker's move just played: of the answers the solver
    /// weighs, the one after which the attacker's shortest win is longest (the first in
    /// the board's order of equals); when there is none, the engine's move.
    fn defence(&self) -> Option<Pos> {
        let (threats, most) = self.terms();
        let (board, rule) = (self.board(), self.puzzle.rule);
        let answers = threat_defences(board, rule, threats).unwrap_or_default();
        if answers.is_empty() {
            return hopeless_move(&self.game);
        }
        // Allow one more move at a time; an answer the attacker beats within it is out.
        // The last answers standing resist longest; one the solver cannot beat within
        // its budget or `most` moves resists longest of all.
        let mut standing = answers;
        for moves in 1..=most {
            let beaten: Vec<bool> = standing
                .iter()
                .map(|&answer| {
                    let mut after = board.clone();
                    after.play(answer);
                    let won = threat_win_within(&after, rule, threats, None, moves, RUN_NODES);
                    matches!(won, Solved::Win(_))
                })
                .collect();
            if beaten.iter().all(|&b| b) {
                break;
            }
            let mut flags = beaten.into_iter();
            standing.retain(|_| !flags.next().unwrap_or(true));
            if standing.len() == 1 {
                break;
            }
        }
        standing.first().copied()
    }

    /// Why `pos` (legal, not a five, not winning in the moves left) is wrong.
    fn why_wrong(&self, pos: Pos) -> Wrong {
        let (threats, _) = self.terms();
        let rule = self.puzzle.rule;
        let attacker = self.board().to_move();
        if let Some(at) = self
            .board()
            .empty_points()
            .find(|&p| makes_five(self.board(), p, attacker, rule))
        {
            return Wrong::MissedFive { at };
        }
        let mut after = self.board().clone();
        after.play(pos);
        let defender = after.to_move();
        if let Some(at) = after
            .empty_points()
            .find(|&p| makes_five(&after, p, defender, rule))
        {
            return Wrong::DefenderFive { at };
        }
        let Some(answers) = threat_defences(&after, rule, threats) else {
            return match solve_threats(&after, rule, Threats::Fours, None, RUN_NODES) {
                Solved::Win(win) => Wrong::DefenderWins { line: win.line },
                _ => Wrong::NoThreat,
            };
        };
        // The answer that holds out past the moves left, and whether any win is left then.
        let left = self.moves_left().saturating_sub(1);
        let holds = answers.into_iter().find(|&answer| {
            let mut held = after.clone();
            held.play(answer);
            let won = threat_win_within(&held, rule, threats, None, left, RUN_NODES);
            !matches!(won, Solved::Win(_))
        });
        let Some(defence) = holds else {
            return Wrong::NoForcedWin;
        };
        after.play(defence);
        match solve_threats(&after, rule, threats, None, RUN_NODES) {
            Solved::Win(_) => Wrong::TooSlow { defence },
            _ => Wrong::Refuted { defence },
        }
    }
}

/// A move for a defender who cannot stop the five: the engine's, else any legal point.
fn hopeless_move(game: &Game) -> Option<Pos> {
    let found = Search::new(
        game.board(),
        game.rule(),
        Level::Master,
        Limits::nodes(HOPELESS_NODES),
        0,
    )
    .run()
    .map(|result| result.best)
    .filter(|&pos| game.check(pos).is_ok());
    found.or_else(|| {
        game.board()
            .empty_points()
            .find(|&pos| game.check(pos).is_ok())
    })
}
