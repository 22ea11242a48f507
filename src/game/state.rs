//! The screens (`AppState`) and, while playing, whose turn it is (`Turn`).

use bevy::prelude::*;

#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    /// The start menu; a game in progress is kept while it is open.
    #[default]
    Menu,
    Playing,
    /// The game has a result; the board stays on screen under the result overlay.
    GameOver,
}

/// Who is to move. Entering `Computer` starts the engine; leaving it cancels the search.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::Playing)]
pub enum Turn {
    #[default]
    Human,
    Computer,
}

pub struct StatePlugin;

impl Plugin for StatePlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<AppState>().add_sub_state::<Turn>();
    }
}
