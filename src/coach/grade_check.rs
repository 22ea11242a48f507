//! The acceptance check of the grades (issue 35): a review's worst verdicts held against a
//! deeper search and the threat solver. A move graded Blunder or LosingMove must lose at
//! least a Blunder's worth (`BLUNDER`) in a review twice as deep; a MissedWin's position
//! must hold a win the solver proves again, asked afresh with a budget far above the
//! review's own proofs (`reading::VCF_NODES`, `VCT_NODES`).
//!
//! In the library rather than in an example, so that the full run over the test set
//! (`examples/grade_check.rs`) and the test that runs it on two of its games
//! (`tests/grade_check.rs`) check the same thing.

use crate::engine::{Solved, ThreatWin, Threats, solve_threats};
use crate::notation::parse_game;
use crate::rules::{Board, Game, Pos, Rule};

use super::grade::{BLUNDER, Grade, GradedMove};
use super::review::GameReview;

/// The solver's budget for each question of the full check, per kind of threat: 40 times
/// the most the review's proofs may spend on a win by threes.
pub const SOLVER_NODES: u64 = 1_000_000;

/// What the check found about one move whose grade it checks.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedMove {
    /// The move as the review graded it.
    pub graded: GradedMove,
    pub check: Check,
}

/// The evidence against a grade.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// A Blunder or LosingMove, as the review twice as deep saw the same move: the chances
    /// it gave away there, and whether it left a proven loss there too.
    Deeper { loss: f32, lost_after: bool },
    /// A MissedWin: the solver's verdict on the position before the move, and on the move
    /// played (a win found there means the move kept one after all, beyond what the
    /// review's proofs could see).
    Solver {
        before: Solved<ThreatWin>,
        played: Solved<ThreatWin>,
    },
}

impl CheckedMove {
    /// Whether the grade holds: the deeper loss is at least `BLUNDER`, or the solver
    /// proves the win that was missed.
    pub fn holds(&self) -> bool {
        match &self.check {
            Check::Deeper { loss, .. } => *loss >= BLUNDER,
            Check::Solver { before, .. } => matches!(before, Solved::Win(_)),
        }
    }
}

/// The grades `check_grades` looks at: those that say a move lost a great deal, or a win.
fn is_checked(grade: Grade) -> bool {
    matches!(grade, Grade::Blunder | Grade::LosingMove | Grade::MissedWin)
}

/// Each Blunder, LosingMove and MissedWin of `review` (of `game`), checked against
/// `deeper`, a review of the same game at twice the budget, and the solver with `nodes`
/// per question.
pub fn check_grades(
    game: &Game,
    review: &GameReview,
    deeper: &GameReview,
    nodes: u64,
) -> Vec<CheckedMove> {
    assert_eq!(
        review.moves.len(),
        deeper.moves.len(),
        "two reviews of one game"
    );
    review
        .moves
        .iter()
        .zip(&deeper.moves)
        .filter(|(graded, _)| is_checked(graded.grade))
        .map(|(graded, deep)| {
            let check = if graded.grade == Grade::MissedWin {
                let board = position_before(game, graded.ply);
                Check::Solver {
                    before: prove_win(&board, game.rule(), None, nodes),
                    played: prove_win(&board, game.rule(), Some(graded.played), nodes),
                }
            } else {
                Check::Deeper {
                    loss: deep.loss(),
                    lost_after: deep.after == 0.0,
                }
            };
            CheckedMove {
                graded: graded.clone(),
                check,
            }
        })
        .collect()
}

/// The side to move's win on `board` (beginning with `first`, when given) by fours, or
/// else by fours and threes, each asked with `nodes`: a win if either proves one, none if
/// both refute every attack, and out of nodes otherwise.
fn prove_win(board: &Board, rule: Rule, first: Option<Pos>, nodes: u64) -> Solved<ThreatWin> {
    match solve_threats(board, rule, Threats::Fours, first, nodes) {
        Solved::Win(win) => Solved::Win(win),
        by_fours => match solve_threats(board, rule, Threats::FoursAndThrees, first, nodes) {
            Solved::NoWin if by_fours == Solved::NoWin => Solved::NoWin,
            Solved::Win(win) => Solved::Win(win),
            _ => Solved::OutOfNodes,
        },
    }
}

/// The position before move `ply` (from 0) of `game`.
fn position_before(game: &Game, ply: usize) -> Board {
    let mut board = Board::new(game.size());
    for &pos in &game.moves()[..ply] {
        board.play(pos);
    }
    board
}

/// A game of a test set, with the note its line had after the moves.
#[derive(Clone, Debug)]
pub struct SetGame {
    pub game: Game,
    pub note: String,
}

/// The games of a test set file: one freestyle 15x15 game a line in the game's move
/// notation, `#` beginning a comment (a whole line, or a note after the moves).
pub fn read_test_set(text: &str) -> Result<Vec<SetGame>, String> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let (moves, note) = line.split_once('#').unwrap_or((line, ""));
            let moves = moves.trim();
            (!moves.is_empty()).then(|| {
                let game = parse_game(moves, 15, Rule::Freestyle)
                    .map_err(|why| format!("line {}: {}", i + 1, why.message()))?;
                Ok(SetGame {
                    game,
                    note: note.trim().to_string(),
                })
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_set_reads_its_games_and_skips_its_comments() {
        let text = "# a header\n\nh8i9j10 # a note\n  h8h9  \n";
        let games = read_test_set(text).expect("two games");
        let read: Vec<(usize, &str)> = games
            .iter()
            .map(|g| (g.game.moves().len(), g.note.as_str()))
            .collect();
        assert_eq!(read, [(3, "a note"), (2, "")]);
        let error = read_test_set("h8\nh8h8\n").expect_err("h8 twice");
        assert!(error.starts_with("line 2: "), "{error}");
    }

    #[test]
    fn a_grade_holds_only_on_the_evidence() {
        let graded = GradedMove {
            ply: 10,
            played: Pos::new(3, 3),
            grade: Grade::Blunder,
            before: 0.6,
            after: 0.3,
            best: Pos::new(7, 7),
            line: vec![Pos::new(7, 7)],
        };
        let deeper = |loss| CheckedMove {
            graded: graded.clone(),
            check: Check::Deeper {
                loss,
                lost_after: false,
            },
        };
        assert!(deeper(BLUNDER).holds());
        assert!(!deeper(BLUNDER - 0.01).holds());
        let solver = |before| CheckedMove {
            graded: graded.clone(),
            check: Check::Solver {
                before,
                played: Solved::NoWin,
            },
        };
        assert!(!solver(Solved::NoWin).holds());
        assert!(!solver(Solved::OutOfNodes).holds());
    }

    #[test]
    fn the_solver_tells_a_win_from_none() {
        // Black's open three on row 8, white scattered on the edge: black wins by fours;
        // white, to move after black's stone in the far corner (o1), has nothing.
        let game = parse_game("h8a15i8a13j8a11", 15, Rule::Freestyle).expect("legal");
        let board = game.board();
        assert!(matches!(
            prove_win(board, Rule::Freestyle, None, 20_000),
            Solved::Win(_)
        ));
        let mut after = board.clone();
        after.play(Pos::new(14, 14));
        assert_eq!(
            prove_win(&after, Rule::Freestyle, None, 20_000),
            Solved::NoWin
        );
        // Not by a move in the far corner (o15): the win was there, that move does not
        // keep it.
        let corner = Some(Pos::new(14, 0));
        assert!(!matches!(
            prove_win(board, Rule::Freestyle, corner, 20_000),
            Solved::Win(_)
        ));
    }
}
