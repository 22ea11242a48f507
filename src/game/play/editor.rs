//! Setting up a position by hand (`AppState::Editing`): clicks put black or white stones
//! or take them away, the player chooses the side to move, and "Play from here" starts a
//! game from the set-up (`GameCommand::PlayFromSetup`) once the rules accept it
//! (`Setup::check`). The game in progress stays as it was underneath until then, so
//! leaving the editor loses nothing.

use bevy::prelude::*;

use crate::game::messages::{GameCommand, Mover, PlaceStone};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::setup::{MatchSetup, Mode};
use crate::game::play::state::AppState;
use crate::game::sets::{GameSet, PlacementSet};
use crate::i18n::Msg;
use crate::notation::pos_to_text;
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
    /// Returns what stands on the point now.
    pub fn click(&mut self, pos: Pos) -> Option<Stone> {
        let stone = match self.tool {
            Tool::Black => Some(Stone::Black),
            Tool::White => Some(Stone::White),
            Tool::Remove => None,
        };
        let before = self.setup.get(pos);
        let after = if before == stone { None } else { stone };
        self.setup.put(pos, after);
        if let Some(side) = side_fitting(self.setup.black.len(), self.setup.white.len()) {
            self.setup.to_move = side;
        }
        after
    }

    /// Empties the board, keeping its size and rule.
    pub fn clear(&mut self) {
        self.setup = Setup::new(self.setup.size);
    }

    /// The command that starts a game from the set-up with `mode`, the other choices (the
    /// level, the clock) as `setup` has them.
    pub fn start(&self, setup: &MatchSetup, mode: Mode) -> GameCommand {
        let game = MatchSetup {
            mode,
            rule: self.rule,
            size: self.setup.size,
            ..*setup
        };
        GameCommand::PlayFromSetup(game, self.setup.clone())
    }

    /// Whether a game can start from the set-up, or why not.
    pub fn check(&self) -> Result<(), SetupError> {
        self.setup.check(self.rule)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Editor>().add_systems(
        Update,
        (
            apply_edits.in_set(GameSet::Apply).in_set(PlacementSet),
            editor_keys
                .in_set(GameSet::Input)
                .run_if(in_state(AppState::Editing)),
        ),
    );
}

/// The editor by keyboard: B, W and R (or Delete) take the black stones, the white stones
/// or the eraser; T changes the side to move; Enter plays a friend from the set-up and
/// Escape goes back to the game.
fn editor_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    focus: Res<UiFocus>,
    mut editor: ResMut<Editor>,
    setup: Res<MatchSetup>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(keys) = keys else { return };
    if focus.keyboard {
        return;
    }
    for key in keys.get_just_pressed() {
        match key {
            KeyCode::KeyB => editor.tool = Tool::Black,
            KeyCode::KeyW => editor.tool = Tool::White,
            KeyCode::KeyR | KeyCode::Delete => editor.tool = Tool::Remove,
            KeyCode::KeyT => editor.setup.to_move = editor.setup.to_move.opponent(),
            KeyCode::Enter | KeyCode::NumpadEnter => {
                commands.write(editor.start(&setup, Mode::HumanVsHuman));
            }
            KeyCode::Escape => {
                commands.write(GameCommand::CloseEditor);
            }
            _ => {}
        }
    }
}

/// Clicks on the board while editing change the set-up (the turn system ignores them);
/// the notice says what the point holds now.
/// Runs on every screen, reading and dropping the clicks of the others: a click made in
/// the game just before the editor opened is the game's, not a stone of the set-up.
fn apply_edits(
    mut clicks: MessageReader<PlaceStone>,
    mut editor: ResMut<Editor>,
    state: Res<State<AppState>>,
    mut notice: ResMut<Notice>,
) {
    let editing = *state.get() == AppState::Editing;
    for &PlaceStone { pos, by } in clicks.read() {
        if !editing {
            continue;
        }
        let size = editor.setup.size;
        if by == Mover::Human && usize::from(pos.x) < size && usize::from(pos.y) < size {
            let stone = editor.click(pos);
            notice.say(Msg::EditorPut {
                pos: pos_to_text(pos, size),
                stone,
            });
        }
    }
}
