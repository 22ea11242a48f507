//! The shared game data: the `Board` resource (the rules' `Game`), who plays which colour,
//! and the message line the player reads.

use std::ops::{Deref, DerefMut};

use bevy::prelude::*;

use crate::engine::Level;
use crate::rules::{Game, Rule, Stone};

/// The game being played. Input and the turn system change it; view systems only read it.
#[derive(Resource, Debug, Clone)]
pub struct Board(pub Game);

impl Default for Board {
    fn default() -> Self {
        let setup = MatchSetup::default();
        Board(Game::new(setup.size, setup.rule))
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

/// Who plays: two people, a person against the computer, or the computer against itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    HumanVsHuman,
    HumanVsComputer {
        human: Stone,
    },
    /// The computer plays both sides, to watch.
    Demo,
}

/// What the menu chose for the game: who plays, the board, the rule and the computer's level.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchSetup {
    pub mode: Mode,
    pub size: usize,
    pub rule: Rule,
    pub level: Level,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            mode: Mode::HumanVsComputer {
                human: Stone::Black,
            },
            size: 15,
            rule: Rule::Freestyle,
            level: Level::Medium,
        }
    }
}

impl MatchSetup {
    /// Whether the computer plays `stone` in this setup.
    pub fn computer_plays(&self, stone: Stone) -> bool {
        match self.mode {
            Mode::HumanVsHuman => false,
            Mode::HumanVsComputer { human } => human != stone,
            Mode::Demo => true,
        }
    }
}

/// How the board is drawn and whether the game makes sounds; kept between runs with the
/// match setup.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preferences {
    pub move_numbers: bool,
    pub sound: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            move_numbers: false,
            sound: true,
        }
    }
}

/// The last thing the game has to tell the player: why a click was refused, who moved.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notice(pub String);

impl Notice {
    pub fn say(&mut self, text: impl Into<String>) {
        let text = text.into();
        info!("{text}");
        self.0 = text;
    }
}

/// A seed per game so the computer's choices vary between games yet repeat for a given seed.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameSeed(pub u64);

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Board>()
            .init_resource::<MatchSetup>()
            .init_resource::<Notice>()
            .init_resource::<Preferences>()
            .init_resource::<GameSeed>();
    }
}
