//! The `Board` resource: the game being played (the rules' `Game`). Input and the turn
//! system change it; view systems only read it.

use std::ops::{Deref, DerefMut};

use bevy::prelude::*;

use super::setup::MatchSetup;
use crate::rules::{self, Game};

#[derive(Resource, Debug, Clone)]
pub struct Board(pub Game);

impl Default for Board {
    fn default() -> Self {
        let setup = MatchSetup::default();
        Board(Game::new(setup.size, setup.rule))
    }
}

impl Board {
    /// The stones as the rules and the engine see them (for a search, forbidden points).
    pub fn position(&self) -> &rules::Board {
        self.0.board()
    }
}

impl Deref for Board {
    type Target = Game;
    fn deref(&self) -> &Game {
        &self.0
    }
}

impl DerefMut for Board {
    fn deref_mut(&mut self) -> &mut Game {
        &mut self.0
    }
}

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Board>();
    }
}
