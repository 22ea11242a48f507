//! The game window: Bevy's default plugins and the game plugin, nothing else.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use gomoku::game;

fn main() {
    game::platform::logging::install();
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
    .add_plugins(game::plugin);
    app.run();
}
