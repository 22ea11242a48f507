//! Puzzles from the player's own games: every position of a reviewed game where the mover
//! had a forced win and did not keep it (`Grade::MissedWin`) is one.

use crate::rules::{Board, Stone};

use super::super::{GameReview, Grade};
use super::puzzle::{Origin, Puzzle};
use super::verify::{Proven, prove_any};

/// The positions of `review`'s game where `player` (either side: `None`) missed a win, as
/// puzzles of `Origin::OwnGame`, in the order of the game. Each is proven afresh with the
/// puzzles' own budgets, so every one passes `verify`; a win the review saw that those
/// budgets cannot prove as a puzzle (nor a five left unmade, which is no puzzle) is left
/// out.
pub fn puzzles_from_review(review: &GameReview, player: Option<Stone>) -> Vec<Puzzle> {
    let mut board = Board::new(review.size);
    let mut puzzles = Vec::new();
    for graded in &review.moves {
        let mine = player.is_none_or(|side| side == graded.mover());
        if graded.grade == Grade::MissedWin
            && mine
            && let Some(Proven {
                kind,
                win_in,
                first,
            }) = prove_any(&board, review.rule)
            && win_in >= 2
        {
            puzzles.push(Puzzle {
                rule: review.rule,
                size: review.size,
                position: board.moves().to_vec(),
                kind,
                win_in,
                first,
                origin: Origin::OwnGame,
            });
        }
        board.play(graded.played);
    }
    puzzles
}
