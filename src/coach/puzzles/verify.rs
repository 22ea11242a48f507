//! A puzzle checked by the threat solver: the position is legal and not over, the attack
//! wins against every defence in the number of moves the puzzle says and in no fewer, and
//! the first moves it accepts are exactly those that win in that many. A puzzle asks for
//! a win in so many moves: a move that wins only later (a four thrown in first that the
//! win did not need) is no answer, and `PuzzleRun` says so.
//!
//! Every move of the attacker's counts, the five and the blocks of the defender's fours
//! too (`engine::shortest_threat_win`). The budgets are nodes, never time, so a puzzle
//! verifies the same on every machine.

use std::fmt;

use crate::engine::{Solved, Threats, shortest_threat_win, solve_threats, winning_first_moves};
use crate::rules::{Board, Game, PlaceError, Pos, Rule};

use super::puzzle::{Kind, Puzzle, board_order};

/// Nodes for each search of the shortest win, one more move allowed at a time, and for
/// each first move's search, whether it wins in the puzzle's number of moves. A position
/// that needs more is not made a puzzle (the generator drops it). The starter set's
/// longest proofs took 47,275 nodes (a shortest win) and 49,971 (a first move searched
/// alone; `verify`'s searches share a table of failed attacks and take fewer), and the
/// whole set verifies in 4.2 s in the test profile on one core.
pub const SHORTEST_NODES: u64 = 50_000;
pub const FIRST_MOVE_NODES: u64 = 50_000;
/// The longest win looked for, in the attacker's moves: 25 for fours (the engine's own
/// root looks 24 fours deep) and 10 for threes (7 threats deep at its root, and the
/// defender's fours to block on the way).
pub const MOST_MOVES_VCF: u32 = 25;
pub const MOST_MOVES_VCT: u32 = 10;

/// Why a puzzle does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFault {
    /// Move `number` (from 1) of the position may not be played.
    Illegal { number: usize, why: PlaceError },
    /// The position has a five on the board already.
    AlreadyWon,
    /// The solver found no win of the puzzle's kind, in as many moves as puzzles are
    /// searched for (`MOST_MOVES_VCF`, `MOST_MOVES_VCT`).
    NoWin,
    /// The solver ran out of nodes, at the first move `at` or looking for the win: the
    /// puzzle may hold, but cannot be shown to.
    Undecided { at: Option<Pos> },
    /// A VCT puzzle that fours alone win: it is a VCF puzzle.
    FoursWin,
    /// The shortest win takes `proven` moves, not the `claimed` ones.
    Length { claimed: u32, proven: u32 },
    /// The first moves that win in the puzzle's number of moves are `winning`, not the
    /// `claimed` ones.
    FirstMoves {
        claimed: Vec<Pos>,
        winning: Vec<Pos>,
    },
}

impl fmt::Display for PuzzleFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Columns and rows from the top-left corner, from 0: the fault does not know the
        // board's size, which the notation's row numbers need.
        let points = |ps: &[Pos]| -> String {
            let names: Vec<String> = ps.iter().map(|p| format!("({},{})", p.x, p.y)).collect();
            names.join(" ")
        };
        match self {
            PuzzleFault::Illegal { number, why } => write!(f, "move {number} is illegal: {why}"),
            PuzzleFault::AlreadyWon => f.write_str("the position has a five already"),
            PuzzleFault::NoWin => f.write_str("the solver finds no win"),
            PuzzleFault::Undecided { at: Some(p) } => write!(
                f,
                "the solver ran out of nodes on the first move {}",
                points(&[*p])
            ),
            PuzzleFault::Undecided { at: None } => {
                f.write_str("the solver ran out of nodes looking for the win")
            }
            PuzzleFault::FoursWin => f.write_str("fours alone win: it is a VCF"),
            PuzzleFault::Length { claimed, proven } => {
                write!(f, "a win in {proven}, not {claimed}")
            }
            PuzzleFault::FirstMoves { claimed, winning } => write!(
                f,
                "the winning first moves are {}, not {}",
                points(winning),
                points(claimed)
            ),
        }
    }
}

impl std::error::Error for PuzzleFault {}

/// What the solver proves of a position: the shortest win of a kind and every first move
/// that keeps one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proven {
    pub kind: Kind,
    pub win_in: u32,
    pub first: Vec<Pos>,
}

/// Checks `puzzle` against the solver (see the module's doc).
pub fn verify(puzzle: &Puzzle) -> Result<(), PuzzleFault> {
    let board = legal_position(puzzle.size, puzzle.rule, &puzzle.position)?;
    let proven = prove(&board, puzzle.rule, puzzle.kind)?;
    if proven.win_in != puzzle.win_in {
        return Err(PuzzleFault::Length {
            claimed: puzzle.win_in,
            proven: proven.win_in,
        });
    }
    let mut claimed = puzzle.first.clone();
    board_order(&mut claimed);
    if claimed != proven.first || claimed.len() != puzzle.first.len() {
        return Err(PuzzleFault::FirstMoves {
            claimed: puzzle.first.clone(),
            winning: proven.first,
        });
    }
    Ok(())
}

/// The board after `moves` if each may be played under `rule` and none made five.
pub fn legal_position(size: usize, rule: Rule, moves: &[Pos]) -> Result<Board, PuzzleFault> {
    let game = Game::from_moves(size, rule, moves)
        .map_err(|(i, why)| PuzzleFault::Illegal { number: i + 1, why })?;
    if game.is_over() {
        return Err(PuzzleFault::AlreadyWon);
    }
    Ok(game.board().clone())
}

/// The side to move's win of `kind` on `board`: its length and the first moves that win
/// in as many moves (a VCT only where fours alone do not win).
pub fn prove(board: &Board, rule: Rule, kind: Kind) -> Result<Proven, PuzzleFault> {
    if kind == Kind::Vct {
        match solve_threats(board, rule, Threats::Fours, None, SHORTEST_NODES) {
            Solved::Win(_) => return Err(PuzzleFault::FoursWin),
            Solved::OutOfNodes => return Err(PuzzleFault::Undecided { at: None }),
            Solved::NoWin => {}
        }
    }
    let (threats, most) = solver_terms(kind);
    let win_in = match shortest_threat_win(board, rule, threats, None, most, SHORTEST_NODES) {
        Solved::Win(win) => win.moves,
        Solved::NoWin => return Err(PuzzleFault::NoWin),
        Solved::OutOfNodes => return Err(PuzzleFault::Undecided { at: None }),
    };
    let first = winning_first_moves(board, rule, threats, win_in, FIRST_MOVE_NODES)
        .map_err(|at| PuzzleFault::Undecided { at: Some(at) })?;
    if first.is_empty() {
        // The shortest win has a first move: only a budget can part the two searches.
        return Err(PuzzleFault::Undecided { at: None });
    }
    Ok(Proven {
        kind,
        win_in,
        first,
    })
}

/// The solver's threats for a kind, and the longest win looked for.
pub fn solver_terms(kind: Kind) -> (Threats, u32) {
    match kind {
        Kind::Vcf => (Threats::Fours, MOST_MOVES_VCF),
        Kind::Vct => (Threats::FoursAndThrees, MOST_MOVES_VCT),
    }
}

/// The side to move's win on `board`, by fours if there is one, else by fours and threes:
/// the puzzle it makes, as far as the solver can tell (`None`: no win, or none decided).
pub fn prove_any(board: &Board, rule: Rule) -> Option<Proven> {
    match prove(board, rule, Kind::Vcf) {
        Ok(proven) => Some(proven),
        Err(PuzzleFault::NoWin) => prove(board, rule, Kind::Vct).ok(),
        Err(_) => None,
    }
}
