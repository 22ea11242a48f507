//! The egui overlay: the start menu, the in-game panel (with records) and the end-of-game
//! result. It only shows state and writes `GameCommand`s; what they do is decided elsewhere.

mod analysis;
mod fonts;
mod menu;
mod panel;
mod records;
mod result;
pub mod status;
mod theme;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

use crate::game::play::setup::MatchSetup;
use crate::game::play::state::AppState;

pub(super) fn plugin(app: &mut App) {
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
