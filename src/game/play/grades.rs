//! The coach's reviews kept with the games they grade (`coach::GameReview`), by the game's
//! whole line, so a second look is instant: a review made in the game (`game::coach`), or
//! read from a record's grade lines (`coach::read_grades`). A record saved or copied as
//! PSQ carries its game's grades, so a shared game shows its review.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::coach::{GameReview, GradedMove, grade_line, read_grades};
use crate::game::play::current_game::{CurrentGame, PositionKey};
use crate::notation::{Record, record_to_psq};
use crate::rules::Game;

/// Reviews kept per game; a game's whole line is its key.
#[derive(Resource, Debug, Default)]
pub struct GradeCache {
    reviews: HashMap<PositionKey, GameReview>,
}

/// The key of a game's whole line: its moves, then those ahead of a review.
pub fn line_key(board: &CurrentGame) -> PositionKey {
    PositionKey {
        size: board.size(),
        rule: board.rule(),
        moves: board.line(),
    }
}

impl GradeCache {
    /// The review of the game on the board, if it was graded.
    pub fn of_game(&self, board: &CurrentGame) -> Option<&GameReview> {
        self.reviews.get(&line_key(board))
    }

    /// The move graded as an error that the game's line plays next from the position
    /// shown (a review stepped back to just before it).
    pub fn error_ahead(&self, board: &CurrentGame) -> Option<&GradedMove> {
        self.of_game(board)?
            .moves
            .get(board.stone_count())
            .filter(|graded| graded.grade.is_error())
    }

    pub fn keep(&mut self, key: PositionKey, review: GameReview) {
        self.reviews.insert(key, review);
    }

    /// The grade lines a record's text holds for `game` (its moves as read), kept when they
    /// grade every move; `true` if so. A record without them, or with some unreadable,
    /// keeps nothing: half a review would show a game as better played than it was.
    pub fn read_from_record(&mut self, text: &str, game: &Game) -> bool {
        let read = read_grades(text, game.size(), game.moves());
        if read.grades.is_empty() || read.grades.len() != game.moves().len() {
            return false;
        }
        let key = PositionKey {
            size: game.size(),
            rule: game.rule(),
            moves: game.moves().to_vec(),
        };
        let review = GameReview {
            size: game.size(),
            rule: game.rule(),
            moves: read.grades,
        };
        self.keep(key, review);
        true
    }

    /// The record as PSQ, with the grade lines of its game's review when there is one.
    pub fn psq(&self, board: &CurrentGame, record: &Record) -> String {
        let mut text = record_to_psq(record);
        if let Some(review) = self.of_game(board) {
            for graded in &review.moves {
                text.push_str(&grade_line(graded, board.size()));
                text.push('\n');
            }
        }
        text
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GradeCache>();
}
