//! Pointer (mouse or touch) to board intersection to a `PlaceStone` message. Whether the
//! placement is allowed is the turn system's business, not this one's.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::board::Notice;
use super::layout::Layout;
use super::state::AppState;
use crate::rules::Pos;

/// Who asks to place a stone: the turn system accepts a human's only on a human's turn and
/// the computer's only on the computer's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer,
}

#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaceStone {
    pub pos: Pos,
    pub by: Player,
}

/// Set by the egui overlay while the pointer is over one of its panels, so a click on a
/// button never also lands on the board underneath.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PointerOverUi(pub bool);

pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<PlaceStone>()
            .init_resource::<PointerOverUi>()
            .add_systems(
                Update,
                pointer_to_placement
                    .in_set(super::GameSet::Input)
                    .run_if(not(in_state(AppState::Menu))),
            );
    }
}

fn pointer_to_placement(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    over_ui: Res<PointerOverUi>,
    layout: Res<Layout>,
    mut placements: MessageWriter<PlaceStone>,
    mut notice: ResMut<Notice>,
) {
    if over_ui.0 {
        return;
    }
    let clicked = mouse.is_some_and(|m| m.just_pressed(MouseButton::Left));
    let click = clicked
        .then(|| windows.single().ok().and_then(Window::cursor_position))
        .flatten();
    let tap = touches.and_then(|t| t.iter_just_pressed().next().map(|touch| touch.position()));
    let Some(screen) = click.or(tap) else { return };
    // The pointer-over-egui flag is a frame old, and a tap has no hover before it: a press
    // on the panel's strip is the panel's, whatever the flag says.
    if layout.on_panel(screen) {
        return;
    }
    match layout.point_at_screen(screen) {
        Some(pos) => {
            placements.write(PlaceStone {
                pos,
                by: Player::Human,
            });
        }
        None => notice.say("Click on an intersection of the board to place a stone"),
    }
}
