//! What the player chose: the match (who plays, the board, the rule, the computer's level)
//! and the preferences (how the board is drawn, sound). Both are kept between runs by
//! `settings`.

use std::time::Duration;

use bevy::prelude::*;

use crate::engine::Level;
use crate::game::view::board_theme::BoardTheme;
use crate::i18n::Lang;
use crate::rules::{OpeningRule, Rule, Stone};

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

/// How the first stones are decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Opening {
    /// Black plays first, anywhere.
    #[default]
    Free,
    /// The tournament opening (freestyle and standard; see `swap2`): the first player
    /// places three stones, the second picks a colour or places two more and hands the
    /// choice back. Against the computer, `Mode::HumanVsComputer { human: Black }` means
    /// the player opens.
    Swap2,
    /// One of renju's tournament opening rules (see `opening_rule`): the first five
    /// stones and the colours are negotiated. Against the computer,
    /// `Mode::HumanVsComputer { human: Black }` means the player begins (as the tentative
    /// black).
    Rule(OpeningRule),
}

impl Opening {
    pub const ALL: [Opening; 5] = [
        Opening::Free,
        Opening::Swap2,
        Opening::Rule(OpeningRule::Soosorv8),
        Opening::Rule(OpeningRule::Taraguchi10),
        Opening::Rule(OpeningRule::Rif),
    ];

    /// Swap2 is the opening of freestyle and standard; renju has its own opening rules.
    pub fn allowed_under(self, rule: Rule) -> bool {
        match self {
            Opening::Free => true,
            Opening::Swap2 => rule != Rule::Renju,
            Opening::Rule(_) => rule == Rule::Renju,
        }
    }

    /// Whether who plays which colour is negotiated in the opening, so a player chooses
    /// whether they begin rather than a colour.
    pub fn negotiates_colours(self) -> bool {
        self != Opening::Free
    }

    /// The name in settings files.
    pub fn code(self) -> &'static str {
        match self {
            Opening::Free => "free",
            Opening::Swap2 => "swap2",
            Opening::Rule(rule) => rule.code(),
        }
    }

    pub fn from_code(code: &str) -> Option<Opening> {
        Opening::ALL.into_iter().find(|o| o.code() == code)
    }
}

/// A game clock: each side's main time and the seconds added after each of its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub main: Duration,
    pub increment: Duration,
}

impl TimeControl {
    pub const fn minutes_plus(minutes: u64, increment_secs: u64) -> TimeControl {
        TimeControl {
            main: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(increment_secs),
        }
    }

    /// The time controls the menu offers besides none and a custom one.
    pub const PRESETS: [TimeControl; 3] = [
        TimeControl::minutes_plus(5, 0),
        TimeControl::minutes_plus(10, 5),
        TimeControl::minutes_plus(15, 10),
    ];

    /// The longest main time and increment a custom clock may have.
    pub const MAX_MAIN: Duration = Duration::from_secs(180 * 60);
    pub const MAX_INCREMENT: Duration = Duration::from_secs(60);

    /// A clock a game can use: some main time, nothing beyond the maxima.
    pub fn is_usable(self) -> bool {
        !self.main.is_zero() && self.main <= Self::MAX_MAIN && self.increment <= Self::MAX_INCREMENT
    }
}

/// What the menu chose for the game: who plays, the board, the rule, the computer's
/// level, the opening and the clock.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchSetup {
    pub mode: Mode,
    pub size: usize,
    pub rule: Rule,
    pub level: Level,
    pub opening: Opening,
    /// `None`: no clock (the default).
    pub clock: Option<TimeControl>,
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
            opening: Opening::Free,
            clock: None,
        }
    }
}

impl MatchSetup {
    /// The opening in force: swap2 only under a rule that allows it.
    pub fn opening(&self) -> Opening {
        if self.opening.allowed_under(self.rule) {
            self.opening
        } else {
            Opening::Free
        }
    }

    /// Whether the computer plays `stone` in this setup, once colours are settled (in a
    /// swap2 game `swap2::computer_holds` says who acts while they are not).
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
    pub board_theme: BoardTheme,
    /// On a touch screen, a tap only chooses the point and a second tap there places the
    /// stone (for players who fear a slip of the finger).
    pub confirm_taps: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            move_numbers: false,
            sound: true,
            lang: Lang::En,
            board_theme: BoardTheme::default(),
            confirm_taps: false,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>()
        .init_resource::<Preferences>();
}
