//! The egui overlay: the start menu, the in-game panel (with records) and the end-of-game
//! result. It only shows state and writes `GameCommand`s; what they do is decided elsewhere.

mod menu;
mod panel;
mod records;
mod result;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

use super::board::Board;
use super::setup::{MatchSetup, Mode};
use super::state::{AppState, Turn};
use super::turn::result_text;

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
                    menu::start_menu.run_if(in_state(AppState::Menu)),
                    panel::game_panel.run_if(not(in_state(AppState::Menu))),
                    result::result_overlay.run_if(in_state(AppState::GameOver)),
                )
                    .chain(),
            );
    }
}

fn match_title(setup: &MatchSetup) -> String {
    match setup.mode {
        Mode::HumanVsHuman => "Human vs Human".to_string(),
        Mode::HumanVsComputer { human } => {
            format!(
                "You ({}) vs {}",
                human.name().to_lowercase(),
                setup.level.name()
            )
        }
        Mode::Demo => format!("Demo: {} vs itself", setup.level.name()),
    }
}

/// The line under the title: whose move it is, or the result.
fn status_line(board: &Board, setup: &MatchSetup, turn: Option<&Turn>) -> String {
    if board.is_over() {
        return result_text(board, setup);
    }
    let side = board.to_move().name();
    match (setup.mode, turn) {
        (_, Some(Turn::Computer)) => format!("Computer ({side}) is thinking…"),
        (Mode::HumanVsComputer { .. }, Some(Turn::Human)) => format!("Your move ({side})"),
        // Also the one frame of judging, before the turn is handed on.
        (_, _) => format!("{side} to move"),
    }
}
