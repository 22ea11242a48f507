//! What the player chose: the match (who plays, the board, the rule, the computer's level)
//! and the preferences (how the board is drawn, sound). Both are kept between runs by
//! `settings`.

use bevy::prelude::*;

use crate::engine::Level;
use crate::i18n::Lang;
use crate::rules::{Rule, Stone};

/// The board sizes the start menu offers; records may bring any size the rules support
/// (`rules::is_supported_size`), and the menu then shows that one too.
pub const MENU_BOARD_SIZES: [usize; 3] = [15, 19, 20];

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

/// How the board is drawn, whether the game makes sounds, and the language it speaks.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preferences {
    pub move_numbers: bool,
    pub sound: bool,
    /// English until `settings` picks the saved or the system's language at start-up.
    pub lang: Lang,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            move_numbers: false,
            sound: true,
            lang: Lang::En,
        }
    }
}

pub struct SetupPlugin;

impl Plugin for SetupPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<MatchSetup>()
            .init_resource::<Preferences>();
    }
}
