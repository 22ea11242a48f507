//! A game that starts from a set-up: its first stones placed as they stand, and undo's
//! floor above them (`Game::undo` and `Game::can_undo` read `setup_stones`).

use super::Game;
use crate::rules::{Pos, Rule, Setup, SetupError, Stone};

impl Game {
    /// A game under `rule` that starts from `setup`, or why none can. The set-up's stones
    /// are placed as they stand, without the checks a move gets: a black stone on a point
    /// renju forbids is part of a set-up, not a move black made.
    pub fn from_setup(setup: &Setup, rule: Rule) -> Result<Game, SetupError> {
        setup.check(rule)?;
        let mut game = Game::new(setup.size, rule);
        for pos in setup.moves() {
            game.board.play(pos);
        }
        game.setup_stones = game.board.stone_count();
        Ok(game)
    }

    /// How many of the first stones are the set-up the game started from (0 for a game
    /// from an empty board).
    pub fn setup_stones(&self) -> usize {
        self.setup_stones
    }

    /// The set-up the game started from, if it started from one with stones.
    pub fn setup(&self) -> Option<Setup> {
        if self.setup_stones == 0 {
            return None;
        }
        let stones = &self.board.moves()[..self.setup_stones];
        let colour = |parity: usize| stones.iter().skip(parity).step_by(2).copied().collect();
        Some(Setup {
            size: self.size(),
            black: colour(0),
            white: colour(1),
            to_move: if self.setup_stones.is_multiple_of(2) {
                Stone::Black
            } else {
                Stone::White
            },
        })
    }

    /// The moves played after the set-up (all of them without one).
    pub fn moves_after_setup(&self) -> &[Pos] {
        &self.board.moves()[self.setup_stones..]
    }
}
