//! The egui overlay: the home screen (with the settings page), the in-game panel (with
//! records) and the end-of-game result. It only shows state and writes `GameCommand`s; what they do is decided elsewhere.

mod analysis;
pub mod fonts;
pub mod home;
mod opening_choices;
mod panel;
mod records;
mod result;
pub mod status;
pub mod theme;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

use crate::game::play::setup::MatchSetup;
use crate::game::play::state::AppState;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((EguiPlugin::default(), home::plugin))
        .init_resource::<records::RecordDraft>()
        .add_systems(
            Update,
            home::follow_setup
                .run_if(in_state(AppState::Menu).and_then(resource_changed::<MatchSetup>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                theme::warm_style,
                fonts::fonts_for_language,
                home::home_screen.run_if(in_state(AppState::Menu)),
                panel::game_panel.run_if(not(in_state(AppState::Menu))),
                home::settings_window.run_if(not(in_state(AppState::Menu))),
                analysis::bar_beside_board.run_if(not(in_state(AppState::Menu))),
                result::result_overlay.run_if(in_state(AppState::GameOver)),
            )
                .chain(),
        );
}
