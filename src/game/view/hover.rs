//! The hover preview: before a click, a translucent stone of the side to move shows where
//! it would land; on a point black may not play under renju, a larger red cross instead;
//! nothing on an occupied point, off the board, over the panel, during the computer's turn
//! or after the game. On touch the preview follows the finger (the stone is placed when the
//! finger lifts, see `input`; with confirming taps the preview stays on the chosen point
//! until the second tap).

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::play::board_cursor::BoardCursor;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::{ChosenByTap, UiFocus};
use crate::game::play::state::Turn;
use crate::game::sets::GameSet;
use crate::game::view::board_view::Z_MARKERS;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;
use crate::game::view::stones::ForbiddenPoints;
use crate::rules::{Pos, Stone};

/// The board point under the mouse or a finger, if any (not over the panel).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Hover(pub Option<Pos>);

/// What the preview shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preview {
    Nothing,
    Stone(Pos, Stone),
    Forbidden(Pos),
}

/// The preview for a pointer at `at`, when it is a person's turn (`human_turn`) on `board`.
pub fn preview(
    board: &CurrentGame,
    human_turn: bool,
    forbidden: &[Pos],
    at: Option<Pos>,
) -> Preview {
    let Some(pos) = at else {
        return Preview::Nothing;
    };
    if !human_turn || board.is_over() || !board.position().is_empty_point(pos) {
        Preview::Nothing
    } else if forbidden.contains(&pos) {
        Preview::Forbidden(pos)
    } else {
        Preview::Stone(pos, board.to_move())
    }
}

/// The preview's entity.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PreviewView(pub Preview);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hover>()
        .add_systems(Update, track_pointer.in_set(GameSet::Input))
        .add_systems(Update, show_preview.in_set(GameSet::View));
}

fn track_pointer(
    windows: Query<&Window, With<PrimaryWindow>>,
    touches: Option<Res<Touches>>,
    focus: Res<UiFocus>,
    layout: Res<Layout>,
    chosen: Res<ChosenByTap>,
    mut hover: ResMut<Hover>,
) {
    // A finger on the screen wins over the mouse; a finger lifting ends its preview.
    let finger = touches
        .as_ref()
        .and_then(|t| t.iter().next().map(|f| f.position()));
    let lifted = touches.is_some_and(|t| t.any_just_released());
    let pointer = match finger {
        Some(at) => Some(at),
        None if lifted => None,
        None => windows.single().ok().and_then(Window::cursor_position),
    };
    let at = pointer
        .filter(|&at| !focus.pointer && !layout.on_panel(at))
        .and_then(|at| layout.point_at_screen(at));
    // Between a first and a second tap, the chosen point keeps its preview.
    let at = match (finger, chosen.0) {
        (None, Some(pos)) => Some(pos),
        _ => at,
    };
    hover.set_if_neq(Hover(at));
}

/// Redraws the preview when what it depends on changes (not every frame).
#[allow(clippy::too_many_arguments)]
fn show_preview(
    mut commands: Commands,
    shown: Query<(Entity, &PreviewView)>,
    hover: Res<Hover>,
    cursor: Res<BoardCursor>,
    board: Res<CurrentGame>,
    turn: Option<Res<State<Turn>>>,
    forbidden: Res<ForbiddenPoints>,
    layout: Res<Layout>,
    look: Option<Res<Look>>,
) {
    let Some(look) = look else { return };
    let human_turn = turn.as_ref().is_some_and(|t| *t.get() == Turn::Human);
    // The keyboard's cursor, when it is on the board, shows what Enter would place.
    let wanted = preview(&board, human_turn, &forbidden.0, cursor.at.or(hover.0));
    let showing: Vec<Preview> = shown.iter().map(|(_, view)| view.0).collect();
    let current = showing.first().copied().unwrap_or(Preview::Nothing);
    if current == wanted && showing.len() <= 1 && !layout.is_changed() {
        return;
    }
    for (entity, _) in &shown {
        commands.entity(entity).despawn();
    }
    let (material, pos, size) = match wanted {
        Preview::Nothing => return,
        Preview::Stone(pos, Stone::Black) => (&look.black_preview, pos, 1.02),
        Preview::Stone(pos, Stone::White) => (&look.white_preview, pos, 1.02),
        Preview::Forbidden(pos) => (&look.forbidden, pos, 0.8),
    };
    let size = Vec2::splat(layout.cell * size);
    commands.spawn((
        PreviewView(wanted),
        look.piece(material, layout.world_of(pos), size, Z_MARKERS + 1.0),
    ));
}
