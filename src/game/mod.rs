//! The Bevy game: one plugin per file, wired together here with the states and the order in
//! which each frame's systems run.

pub mod ai;
pub mod audio;
pub mod board;
pub mod board_view;
pub mod commands;
pub mod engine_job;
pub mod frame_stats;
pub mod hint;
pub mod input;
pub mod layout;
pub mod look;
pub mod record_files;
pub mod settings;
pub mod sound_cues;
pub mod state;
pub mod stones;
pub mod turn;
pub mod ui;

use bevy::prelude::*;

/// Each frame: read the pointer, apply placements and commands to the `Board`, settle whose
/// turn it is, then redraw. Ordering them once here keeps a click and its stone in the same
/// frame and keeps view systems from ever reading a half-applied move.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Apply,
    Turn,
    Layout,
    View,
}

/// Everything but the egui overlay and the window: what headless tests run.
pub struct GameCorePlugin;

impl Plugin for GameCorePlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Apply,
                GameSet::Turn,
                GameSet::Layout,
                GameSet::View,
            )
                .chain(),
        )
        .add_plugins((
            state::StatePlugin,
            board::BoardPlugin,
            commands::CommandsPlugin,
            record_files::RecordFilesPlugin,
            input::InputPlugin,
            turn::TurnPlugin,
            ai::AiPlugin,
            hint::HintPlugin,
            sound_cues::SoundCuePlugin,
            layout::LayoutPlugin,
            look::LookPlugin,
            board_view::BoardViewPlugin,
            stones::StonesPlugin,
        ));
    }
}

/// The whole game: the core plus the egui menu, panel and result overlay.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            GameCorePlugin,
            ui::UiPlugin,
            settings::SettingsPlugin,
            frame_stats::FrameStatsPlugin,
            audio::GameAudioPlugin,
        ));
    }
}
