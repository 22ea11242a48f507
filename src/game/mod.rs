//! The Bevy game: one plugin per file, wired together here with the states and the order in
//! which each frame's systems run.
//!
//! Data flows one way. The pointer (`input`) writes a `PlaceStone` message; the turn system
//! (`turn`) checks it with the rules and writes the `Board` resource; every change of the
//! board (a stone, undo, redo, a loaded record, a new game, Resume) enters `Turn::Judging`
//! through `state::Flow`, which sets `AppState` and `Turn` together; on that transition the
//! judge (`turn::judge`) ends the game (`GameOver`, and a `GameEnded` message once per
//! finished position) or hands the turn to a person or the computer; `OnEnter(Turn::Computer)`
//! starts the engine (`ai`), whose move comes back as a `PlaceStone`. View systems (`stones`,
//! `board_view`, `ui`) only read the Board. What differs between native and web is behind
//! `platform`.

pub mod ai;
pub mod analysis;
pub mod analysis_view;
pub mod board;
pub mod board_theme;
pub mod board_view;
pub mod clock;
pub mod commands;
pub mod easing;
pub mod engine_job;
#[cfg(feature = "dev")]
pub mod frame_stats;
pub mod graph;
pub mod hint;
pub mod hover;
pub mod input;
pub mod layout;
pub mod look;
pub mod notice;
pub mod platform;
pub mod record_files;
pub mod settings;
pub mod setup;
pub mod sound_cues;
pub mod state;
pub mod stones;
pub mod swap2;
pub mod turn;
pub mod ui;
pub mod window_title;

use bevy::prelude::*;

/// Each frame: read the pointer, apply placements and commands to the `Board`, fit the
/// layout to the window, then redraw. (Whose turn it is changes on state transitions, which
/// Bevy runs before `Update`.) Ordering them once here keeps a click and its stone in the
/// same frame and keeps view systems from ever reading a half-applied move.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Apply,
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
                GameSet::Layout,
                GameSet::View,
            )
                .chain(),
        )
        .add_plugins((
            state::StatePlugin,
            board::BoardPlugin,
            setup::SetupPlugin,
            notice::NoticePlugin,
            commands::CommandsPlugin,
            record_files::RecordFilesPlugin,
            input::InputPlugin,
            (turn::TurnPlugin, swap2::Swap2Plugin, clock::ClockPlugin),
            (ai::AiPlugin, analysis::AnalysisPlugin, graph::GraphPlugin),
            hint::HintPlugin,
            sound_cues::SoundCuePlugin,
            window_title::WindowTitlePlugin,
            layout::LayoutPlugin,
            look::LookPlugin,
            (
                board_view::BoardViewPlugin,
                stones::StonesPlugin,
                hover::HoverPlugin,
                easing::EasingPlugin,
                analysis_view::AnalysisViewPlugin,
            ),
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
            platform::SoundPlugin,
        ))
        .add_systems(Startup, commands::open_start_link);
        #[cfg(feature = "dev")]
        app.add_plugins(frame_stats::FrameStatsPlugin);
        platform::tune_app(app);
    }
}
