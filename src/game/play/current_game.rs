//! The `CurrentGame` resource: the game being played (the rules' `Game`). Input and the turn
//! system change it; view systems only read it.

use std::ops::{Deref, DerefMut};

use bevy::prelude::*;

use crate::game::play::setup::MatchSetup;
use crate::notation::Record;
use crate::rules::{self, Game, Negotiation, Pos, Rule};

/// A position as the computer's answers are kept for it: the board's size, the rule and
/// the moves that led to it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PositionKey {
    pub size: usize,
    pub rule: Rule,
    pub moves: Vec<Pos>,
}

impl PositionKey {
    /// Whether `game` stands in this position: compared in place, as the panel asks every
    /// frame, rather than building the game's key.
    pub fn is_of(&self, game: &CurrentGame) -> bool {
        self.size == game.size() && self.rule == game.rule() && self.moves == game.moves()
    }
}

/// A seed per game so the computer's choices vary between games yet repeat for a given
/// seed; a new game draws another (`commands`).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameSeed(pub u64);

#[derive(Resource, Debug, Clone)]
pub struct CurrentGame(pub Game);

impl Default for CurrentGame {
    fn default() -> Self {
        let setup = MatchSetup::default();
        CurrentGame(Game::new(setup.size, setup.rule))
    }
}

impl CurrentGame {
    /// The stones as the rules and the engine see them (for a search, forbidden points).
    pub fn position(&self) -> &rules::Board {
        self.0.board()
    }

    /// The game's whole line: the moves played, then those taken back (next first), as a
    /// review steps through it.
    pub fn line(&self) -> Vec<Pos> {
        self.moves()
            .iter()
            .copied()
            .chain(self.redo_moves())
            .collect()
    }

    /// The game as a record: its moves (and set-up), with the negotiation it opened with
    /// under a renju opening rule, to save, copy or share.
    pub fn record(&self, opening: Option<&Negotiation>) -> Record {
        match opening {
            Some(negotiation) => Record::with_opening(self.0.clone(), negotiation.clone()),
            None => Record::new(self.0.clone()),
        }
    }

    /// What tells this position from any other: a hint, a computer move or an analysis
    /// found for one board is never shown on another with the same moves (an empty 15x15
    /// board is not an empty 19x19 one).
    pub fn key(&self) -> PositionKey {
        PositionKey {
            size: self.size(),
            rule: self.rule(),
            moves: self.moves().to_vec(),
        }
    }
}

impl Deref for CurrentGame {
    type Target = Game;
    fn deref(&self) -> &Game {
        &self.0
    }
}

impl DerefMut for CurrentGame {
    fn deref_mut(&mut self) -> &mut Game {
        &mut self.0
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CurrentGame>()
        .init_resource::<GameSeed>();
}
