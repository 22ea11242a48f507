//! The egui overlay: the start menu, the in-game panel (with records) and the end-of-game
//! result. It only shows state and writes `GameCommand`s; what they do is decided elsewhere.

mod analysis;
mod fonts;
mod menu;
mod panel;
mod records;
mod result;
mod theme;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

use super::board::Board;
use super::setup::{MatchSetup, Mode};
use super::state::{AppState, Turn};
use super::swap2::{self, Swap2};
use super::turn::result_text;
use crate::i18n::{self, Msg};

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(EguiPlugin::default())
            .init_resource::<menu::MenuDraft>()
            .init_resource::<records::RecordDraft>()
            .add_systems(OnEnter(AppState::Menu), menu::reset_draft)
            .add_systems(
                Update,
                menu::reset_draft
                    .run_if(in_state(AppState::Menu).and_then(resource_changed::<MatchSetup>)),
            )
            .add_systems(
                EguiPrimaryContextPass,
                (
                    theme::warm_style,
                    fonts::fonts_for_language,
                    menu::start_menu.run_if(in_state(AppState::Menu)),
                    panel::game_panel.run_if(not(in_state(AppState::Menu))),
                    analysis::bar_beside_board.run_if(not(in_state(AppState::Menu))),
                    result::result_overlay.run_if(in_state(AppState::GameOver)),
                )
                    .chain(),
            );
    }
}

/// Who plays whom, as the panel's first line says it.
pub fn match_title(setup: &MatchSetup, swap: &Swap2, board: &Board) -> Msg {
    match setup.mode {
        Mode::HumanVsHuman => Msg::ModeName(i18n::Mode::HumanVsHuman),
        Mode::HumanVsComputer { human } => Msg::ModeYouVs {
            human: swap2::human_colour(setup, swap, board).unwrap_or(human),
            level: setup.level,
        },
        Mode::Demo => Msg::ModeDemoItself { level: setup.level },
    }
}

/// The line under the title: whose move it is, what the swap2 opening waits for, or the
/// result.
pub fn status_line(board: &Board, setup: &MatchSetup, swap: &Swap2, turn: Option<&Turn>) -> Msg {
    if board.is_over() {
        return result_text(board, setup, swap);
    }
    if let Some(instruction) = swap2::instruction(setup, swap, board) {
        return instruction;
    }
    let side = board.to_move();
    match (setup.mode, turn) {
        (_, Some(Turn::Computer)) => Msg::ComputerSideThinking { side },
        (Mode::HumanVsComputer { .. }, Some(Turn::Human)) => Msg::YourMove { side },
        // Also the one frame of judging, before the turn is handed on.
        (_, _) => Msg::SideToMove { side },
    }
}
