//! The window's title in the player's language ("Gomoku", "五子棋"): the window is made
//! before the settings are read, so the title follows the language once it is known and
//! whenever it changes.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::play::setup::Preferences;
use crate::i18n::Msg;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        title_in_language.run_if(resource_changed::<Preferences>),
    );
}

fn title_in_language(
    preferences: Res<Preferences>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let title = Msg::AppTitle.text(preferences.lang);
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
    }
}
