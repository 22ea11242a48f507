//! The screens (`AppState`), whose turn it is while playing (`Turn`), and `GameFlow`, the one
//! way the game moves between them.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    /// The start menu; a game in progress is kept while it is open.
    #[default]
    Menu,
    Playing,
    /// The game has a result; the board stays on screen under the result overlay.
    GameOver,
    /// Stepping through the game (moves taken back stay ahead, as for redo): nobody moves
    /// and no clock runs until "Play from here".
    Review,
    /// Setting up a position by hand (`editor`): clicks place stones of either colour,
    /// nobody moves and no clock runs; the game underneath is kept until "Play from here".
    Editing,
    /// Solving puzzles (`game::puzzle`): the puzzle's position is on the board, the game
    /// in progress is kept underneath, as it was, for home's "Continue".
    Puzzle,
}

/// Who is to move. Every change of the board enters `Judging`, where the judge (see
/// `turn`) decides between game over and the next turn; entering `Computer` starts the
/// engine and leaving it cancels the search.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::Playing)]
pub enum Turn {
    /// The board just changed and nobody may move until the judge has looked at it. The
    /// default, so entering `Playing` never shows a turn that was not decided.
    #[default]
    Judging,
    Human,
    Computer,
}

/// Changes `AppState` and `Turn` together, so no frame sees a turn that belongs to another
/// screen. Everything that changes the board or leaves the menu calls `judge`; only the
/// judge picks the next turn or ends the game.
#[derive(SystemParam)]
pub struct GameFlow<'w> {
    app: ResMut<'w, NextState<AppState>>,
    turn: ResMut<'w, NextState<Turn>>,
}

impl GameFlow<'_> {
    /// The board changed, or play comes back from the menu: have the position judged.
    /// `set` (not `set_if_different`) so a second change within one judging is judged too.
    pub fn judge(&mut self) {
        self.app.set_if_different(AppState::Playing);
        self.turn.set(Turn::Judging);
    }

    /// The judge's verdict: the side to move is a person's or the computer's.
    pub fn hand_turn_to(&mut self, turn: Turn) {
        self.app.set_if_different(AppState::Playing);
        self.turn.set(turn);
    }

    /// The judge's verdict: the game has a result.
    pub fn end_game(&mut self) {
        self.turn.reset();
        self.app.set_if_different(AppState::GameOver);
    }

    pub fn review(&mut self) {
        self.turn.reset();
        self.app.set_if_different(AppState::Review);
    }

    pub fn edit(&mut self) {
        self.turn.reset();
        self.app.set_if_different(AppState::Editing);
    }

    pub fn solve_puzzles(&mut self) {
        self.turn.reset();
        self.app.set_if_different(AppState::Puzzle);
    }

    pub fn open_menu(&mut self) {
        self.turn.reset();
        self.app.set_if_different(AppState::Menu);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<AppState>().add_sub_state::<Turn>();
}
