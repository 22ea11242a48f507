//! The egui overlay: the home screen (with the settings page), the in-game panel (with
//! records), the end-of-game result and the keys' help. It only shows state and writes `GameCommand`s; what they do is decided elsewhere.

mod analysis;
mod board_text;
mod coach_section;
mod compact_bar;
pub mod editor_panel;
pub mod fonts;
pub mod home;
pub mod key_help;
mod online_section;
mod opening_choices;
mod panel;
pub mod puzzle_panel;
mod records;
mod resign;
mod result;
mod side_panel;
pub mod status;
pub mod theme;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

use crate::game::play::setup::MatchSetup;
use crate::game::play::state::AppState;

/// A game on screen: not the home screen, the editor or a puzzle.
fn in_game(state: Res<State<AppState>>) -> bool {
    !matches!(
        state.get(),
        AppState::Menu | AppState::Editing | AppState::Puzzle
    )
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((EguiPlugin::default(), home::plugin))
        .init_resource::<records::RecordDraft>()
        .init_resource::<key_help::KeyHelpOpen>()
        .init_resource::<resign::ResignAsked>()
        .add_systems(Update, (resign::keys, home::settings_key).run_if(in_game))
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
                board_text::paint_board_text,
                home::home_screen.run_if(in_state(AppState::Menu)),
                panel::game_panel.run_if(in_game),
                editor_panel::editor_panel.run_if(in_state(AppState::Editing)),
                puzzle_panel::puzzle_panel.run_if(in_state(AppState::Puzzle)),
                home::settings_window.run_if(in_game),
                analysis::bar_beside_board.run_if(in_game),
                result::result_overlay.run_if(in_state(AppState::GameOver)),
                key_help::key_help.run_if(not(in_state(AppState::Menu))),
            )
                .chain(),
        );
}
