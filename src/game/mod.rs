//! The Bevy game. Read this file first, then `messages.rs` and `sets.rs`; each folder's
//! `mod.rs` says what its files do.
//!
//! The design card, as the code keeps it:
//! - The board lines and the stones are entities (`view::board_view`, `view::stones`).
//! - The pointer (`play::input`) and the turn system (`play::turn`) write the board
//!   resource, `play::current_game::CurrentGame` (the rules' `Game`: its stones, history
//!   and outcome); nothing else changes it but the player's commands (`play::commands`).
//! - The judge (`play::turn::judge`) runs on entering `Turn::Judging`, after every change of
//!   the board (a stone, undo, redo, a loaded record, a new game, Resume: all through
//!   `play::state::GameFlow`, which sets `AppState` and `Turn` together). It asks the rules
//!   whether the game is over, and ends it (`GameOver`, a `GameEnded` message once per
//!   finished position) or hands the turn to a person or the computer.
//! - The AI runs on state transitions: `OnEnter(Turn::Computer)` starts the engine off the
//!   frame (`computer::ai`), whose move comes back as a `PlaceStone` message like a click.
//! - The egui overlay (`ui`) shows the start menu, the panel and the end-of-game result; it
//!   only reads state and writes `GameCommand` messages.
//!
//! Data flows one way: input -> messages -> the play's systems change the board -> the
//! judge -> the computer or a person -> the view redraws from the board. Messages and the
//! system sets live in modules of their own so no two systems' files import each other;
//! what differs between native and web is behind `platform`.
//!
//! The folders: `play` (the game's state and rules flow), `computer` (the engine's moves,
//! hints and analysis), `coach` (the moves graded), `puzzle` (the puzzle mode), `view` (board, stones, layout, animation, sounds), `ui` (egui),
//! `platform` (native or web).

pub mod coach;
pub mod computer;
pub mod messages;
pub mod online;
pub mod platform;
pub mod play;
pub mod puzzle;
pub mod sets;
pub mod ui;
pub mod view;

use bevy::prelude::*;

use sets::GameSet;

/// Everything but the egui overlay, the settings file and the window: what headless tests
/// run.
pub fn core_plugin(app: &mut App) {
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
        play::plugin,
        computer::plugin,
        coach::plugin,
        puzzle::plugin,
        online::plugin,
        view::plugin,
    ));
}

/// The whole game: the core plus the egui overlay, the settings kept between runs and
/// the platform's sounds.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        core_plugin,
        ui::plugin,
        play::settings::plugin,
        puzzle::library::with_mine,
        platform::sound_plugin,
    ))
    .add_systems(Startup, play::commands::open_start_link);
    #[cfg(feature = "dev")]
    app.add_plugins(view::frame_stats::plugin);
    platform::tune_app(app);
}
