//! Setting up a position by hand (`AppState::Editing`): clicks put black or white stones
//! or take them away, the player chooses the side to move, and "Play from here" starts a
//! game from the set-up (`GameCommand::PlayFromSetup`) once the rules accept it
//! (`Setup::check`). The game in progress stays as it was underneath until then, so
//! leaving the editor loses nothing.

use bevy::prelude::*;

use crate::game::messages::{Mover, PlaceStone};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::state::AppState;
use crate::game::sets::{GameSet, PlacementSet};
use crate::rules::{Pos, Rule, Setup, SetupError, Stone, side_fitting};

/// What a click on the board does in the editor.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tool {
    #[default]
    Black,
    White,
    Remove,
}

/// The position being set up, under the rule it will be played by, and the tool in hand.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Editor {
    pub setup: Setup,
    pub rule: Rule,
    pub tool: Tool,
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
            setup: Setup::new(15),
            rule: Rule::Freestyle,
            tool: Tool::Black,
        }
    }
}

impl Editor {
    /// The editor opened on the game's position: its stones by colour, its side to move.
    pub fn of_game(board: &CurrentGame, tool: Tool) -> Editor {
        let mut setup = Setup::new(board.size());
        for &pos in board.moves() {
            setup.put(pos, board.get(pos));
        }
        setup.to_move = board.to_move();
        Editor {
            setup,
            rule: board.rule(),
            tool,
        }
    }

    /// A click on `pos` with the tool in hand: the tool's stone (a second click on a stone
    /// of the tool's colour takes it away again), or nothing. The side to move follows the
    /// counts while they fit one side, so a position set up stone by stone is ready to
    /// play without a second thought; the player may still choose the other side (and be
    /// told why it does not fit).
    pub fn click(&mut self, pos: Pos) {
        let stone = match self.tool {
            Tool::Black => Some(Stone::Black),
            Tool::White => Some(Stone::White),
            Tool::Remove => None,
        };
        let now = self.setup.get(pos);
        self.setup.put(pos, if now == stone { None } else { stone });
        if let Some(side) = side_fitting(self.setup.black.len(), self.setup.white.len()) {
            self.setup.to_move = side;
        }
    }

    /// Empties the board, keeping its size and rule.
    pub fn clear(&mut self) {
        self.setup = Setup::new(self.setup.size);
    }

    /// Whether a game can start from the set-up, or why not.
    pub fn check(&self) -> Result<(), SetupError> {
        self.setup.check(self.rule)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Editor>().add_systems(
        Update,
        apply_edits.in_set(GameSet::Apply).in_set(PlacementSet),
    );
}

/// Clicks on the board while editing change the set-up (the turn system ignores them).
/// Runs on every screen, reading and dropping the clicks of the others: a click made in
/// the game just before the editor opened is the game's, not a stone of the set-up.
fn apply_edits(
    mut clicks: MessageReader<PlaceStone>,
    mut editor: ResMut<Editor>,
    state: Res<State<AppState>>,
) {
    let editing = *state.get() == AppState::Editing;
    for &PlaceStone { pos, by } in clicks.read() {
        if !editing {
            continue;
        }
        let size = editor.setup.size;
        if by == Mover::Human && usize::from(pos.x) < size && usize::from(pos.y) < size {
            editor.click(pos);
        }
    }
}
