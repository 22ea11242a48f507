//! The game window: Bevy's default plugins and the game plugin, nothing else.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::winit::{UpdateMode, WinitSettings};
use gomoku::game::GamePlugin;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;

fn main() {
    let window = Window {
        title: "Gomoku".into(),
        resolution: (1100, 760).into(),
        // On the web: draw into the page's canvas and follow its size. The browser keeps its
        // default key handling, so Ctrl+V raises the paste event a record is pasted from;
        // the page itself stops scrolling, zooming, the context menu and Ctrl+S / Ctrl+O
        // (web/index.html).
        canvas: Some("#gomoku".into()),
        fit_canvas_to_parent: true,
        prevent_default_event_handling: false,
        ..default()
    };
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(window),
                ..default()
            })
            // The web server has no .meta files; asking for them only yields 404s.
            .set(AssetPlugin {
                meta_check: AssetMetaCheck::Never,
                ..default()
            }),
    )
    .add_plugins(GamePlugin);
    // A board game needs no more than 60 frames a second; uncapped, a software renderer
    // (or a laptop's GPU) would spin at full power between moves. Browsers pace the web
    // build themselves.
    #[cfg(not(target_arch = "wasm32"))]
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs_f32(1.0 / 60.0)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs_f32(1.0 / 20.0)),
    });
    app.run();
}
