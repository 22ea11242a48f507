//! The keyboard's cursor drawn on the board: a square frame around its point, above the
//! stones (the preview under it shows the stone Enter would place, `hover`).

use bevy::prelude::*;

use crate::game::play::board_cursor::BoardCursor;
use crate::game::sets::GameSet;
use crate::game::view::board_view::Z_MARKERS;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;

#[derive(Component)]
struct CursorFrame;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_cursor.in_set(GameSet::View));
}

fn show_cursor(
    mut commands: Commands,
    shown: Query<Entity, With<CursorFrame>>,
    cursor: Res<BoardCursor>,
    layout: Res<Layout>,
    look: Option<Res<Look>>,
    state: Res<State<crate::game::play::state::AppState>>,
) {
    let Some(look) = look else { return };
    if !cursor.is_changed() && !layout.is_changed() && !state.is_changed() {
        return;
    }
    for entity in &shown {
        commands.entity(entity).despawn();
    }
    // The home screen and a review have no cursor (their keys are theirs).
    let away = matches!(
        state.get(),
        crate::game::play::state::AppState::Menu | crate::game::play::state::AppState::Review
    );
    let Some(pos) = cursor.at.filter(|_| !away) else {
        return;
    };
    let size = Vec2::splat(layout.cell * 1.04);
    commands.spawn((
        CursorFrame,
        look.piece(
            &look.cursor_frame,
            layout.world_of(pos),
            size,
            Z_MARKERS + 2.0,
        ),
    ));
}
