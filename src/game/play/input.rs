//! Pointer (mouse or touch) to board intersection to a `PlaceStone` message. Whether the
//! placement is allowed is the turn system's business, not this one's.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::computer::analysis::AnalysisOn;
use crate::game::messages::{GameCommand, Mover, PlaceStone, ReviewStep};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::keys::{self, Held};
use crate::game::play::notice::Notice;
use crate::game::play::setup::Preferences;
use crate::game::play::state::AppState;
use crate::game::sets::GameSet;
use crate::game::view::layout::Layout;
use crate::i18n::Msg;
use crate::notation::pos_to_text;
use crate::rules::Pos;

/// With `Preferences::confirm_taps`, the point a first tap chose: the preview stays on it,
/// and a second tap there places the stone. Forgotten when the board changes.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChosenByTap(pub Option<Pos>);

/// Set by the egui overlay: the pointer is over one of its panels (so a click on a button
/// never also lands on the board underneath), or a text box has the keyboard (so typing a
/// record does not also undo moves).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct UiFocus {
    pub pointer: bool,
    pub keyboard: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaceStone>()
        .init_resource::<UiFocus>()
        .init_resource::<ChosenByTap>()
        .add_systems(
            Update,
            (
                pointer_to_placement,
                // The editor's keys are its panel's, a puzzle's its own (`puzzle::session`).
                keys_to_commands.run_if(not(
                    in_state(AppState::Editing).or_else(in_state(AppState::Puzzle))
                )),
            )
                .in_set(GameSet::Input)
                .run_if(not(in_state(AppState::Menu))),
        )
        .add_systems(
            Update,
            forget_chosen_point
                .after(GameSet::Input)
                .run_if(resource_changed::<CurrentGame>),
        );
}

#[allow(clippy::too_many_arguments)]
fn pointer_to_placement(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    over_ui: Res<UiFocus>,
    layout: Res<Layout>,
    preferences: Res<Preferences>,
    mut chosen: ResMut<ChosenByTap>,
    mut placements: MessageWriter<PlaceStone>,
    mut notice: ResMut<Notice>,
) {
    if over_ui.pointer {
        return;
    }
    let clicked = mouse.is_some_and(|m| m.just_pressed(MouseButton::Left));
    let click = clicked
        .then(|| windows.single().ok().and_then(Window::cursor_position))
        .flatten();
    // A finger places its stone when it lifts, where it lifts: the preview (`hover`)
    // follows it until then, so a player can slide onto the point they mean.
    let tap = touches.and_then(|t| t.iter_just_released().next().map(|touch| touch.position()));
    let Some(screen) = click.or(tap) else { return };
    // The pointer-over-egui flag is a frame old, and a tap has no hover before it: a press
    // on the panel's strip is the panel's, whatever the flag says.
    if layout.on_panel(screen) {
        return;
    }
    match layout.point_at_screen(screen) {
        // A first tap (or a tap on another point) only chooses, when the player asked to
        // confirm taps; the mouse always places.
        Some(pos) if tap.is_some() && preferences.confirm_taps && chosen.0 != Some(pos) => {
            chosen.0 = Some(pos);
            notice.say(Msg::TapAgainToPlace {
                pos: pos_to_text(pos, layout.size),
            });
        }
        Some(pos) => {
            chosen.0 = None;
            placements.write(PlaceStone {
                pos,
                by: Mover::Human,
            });
        }
        None => notice.say(Msg::ClickToPlace),
    }
}

/// A point chosen before the board changed (a move, undo, a new game) is not chosen after.
fn forget_chosen_point(mut chosen: ResMut<ChosenByTap>) {
    chosen.set_if_neq(ChosenByTap(None));
}

/// Ctrl+Z / Ctrl+Y take back and replay moves; Shift+H asks for a hint; Shift+E opens the
/// board editor on the position; Shift+G starts a new game, Shift+M opens home, Shift+V
/// turns the analysis on or off, Shift+Q grades the moves (each as the panel's button
/// does); Ctrl+S saves the game as a PSQ file and Ctrl+O opens one.
/// Home starts a review of the game, in which the arrows, Home and End step through it.
/// (Out of review the arrows move the board's cursor, and plain letters type a point:
/// `board_cursor`.)
fn keys_to_commands(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    focus: Res<UiFocus>,
    state: Res<State<AppState>>,
    board: Res<CurrentGame>,
    analysis_on: Res<AnalysisOn>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(keys) = keys else { return };
    if focus.keyboard {
        return;
    }
    let Held { ctrl, shift } = keys::held(&keys);
    let pressed = |key| keys.just_pressed(key);
    let command = |key| keys::command_letter(&keys, key, board.size());
    // Reviewing, the arrows step one move and Home / End go to either end.
    if *state.get() == AppState::Review {
        let step = if pressed(KeyCode::Home) {
            Some(ReviewStep::First)
        } else if pressed(KeyCode::ArrowLeft) {
            Some(ReviewStep::Back)
        } else if pressed(KeyCode::ArrowRight) {
            Some(ReviewStep::Forward)
        } else if pressed(KeyCode::End) {
            Some(ReviewStep::Last)
        } else {
            None
        };
        if let Some(step) = step {
            commands.write(GameCommand::Step(step));
            return;
        }
    } else if pressed(KeyCode::Home) {
        commands.write(GameCommand::Step(ReviewStep::First));
        return;
    }
    if ctrl && !shift && pressed(KeyCode::KeyZ) {
        commands.write(GameCommand::Undo);
    } else if ctrl && (pressed(KeyCode::KeyY) || (shift && pressed(KeyCode::KeyZ))) {
        commands.write(GameCommand::Redo);
    } else if command(KeyCode::KeyH) {
        commands.write(GameCommand::Hint);
    } else if command(KeyCode::KeyE) {
        commands.write(GameCommand::EditBoard { from_game: true });
    } else if command(KeyCode::KeyG) {
        commands.write(GameCommand::NewGame);
    } else if command(KeyCode::KeyM) {
        commands.write(GameCommand::OpenMenu);
    } else if command(KeyCode::KeyV) {
        commands.write(GameCommand::SetAnalysis(!analysis_on.0));
    } else if command(KeyCode::KeyQ) {
        commands.write(GameCommand::GradeMoves);
    } else if ctrl && pressed(KeyCode::KeyS) {
        commands.write(GameCommand::SavePsqFile);
    } else if ctrl && pressed(KeyCode::KeyO) {
        commands.write(GameCommand::OpenRecordFile);
    }
}
