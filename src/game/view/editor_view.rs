//! The position being set up (`play::editor`): its stones, drawn as the game's are, with
//! renju's forbidden points marked on the black stones that stand on them and a winning
//! line already on the board ringed, so the editor's refusals point at what they name.

use bevy::prelude::*;

use crate::game::play::editor::Editor;
use crate::game::play::state::AppState;
use crate::game::sets::GameSet;
use crate::game::view::board_view::{Z_MARKERS, Z_STONES};
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;
use crate::rules::{Rule, SetupError, Stone};

/// A stone or a mark of the set-up.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct EditorPiece;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_setup
            .run_if(
                resource_changed::<Editor>
                    .or_else(resource_changed::<Layout>)
                    .or_else(state_changed::<AppState>)
                    .or_else(resource_added::<Look>),
            )
            .in_set(GameSet::View),
    );
}

fn draw_setup(
    mut commands: Commands,
    drawn: Query<Entity, With<EditorPiece>>,
    editor: Res<Editor>,
    state: Res<State<AppState>>,
    layout: Res<Layout>,
    look: Option<Res<Look>>,
) {
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(look) = look.filter(|_| *state.get() == AppState::Editing) else {
        return;
    };
    let setup = &editor.setup;
    let stone_size = Vec2::splat(layout.cell * 1.02);
    let stones = setup.black.iter().map(|&p| (p, Stone::Black));
    for (pos, stone) in stones.chain(setup.white.iter().map(|&p| (p, Stone::White))) {
        let material = match stone {
            Stone::Black => &look.black_stone,
            Stone::White => &look.white_stone,
        };
        let at = layout.world_of(pos);
        commands.spawn((EditorPiece, look.piece(material, at, stone_size, Z_STONES)));
    }
    if editor.rule == Rule::Renju {
        let size = Vec2::splat(layout.cell * 0.5);
        for (pos, _) in setup.forbidden_stones() {
            let at = layout.world_of(pos);
            commands.spawn((
                EditorPiece,
                look.piece(&look.forbidden, at, size, Z_MARKERS),
            ));
        }
    }
    if let Err(SetupError::Five { line, .. }) = editor.check() {
        let size = Vec2::splat(layout.cell * 1.12);
        for pos in line {
            let at = layout.world_of(pos);
            let ring = look.piece(&look.winning_ring, at, size, Z_MARKERS - 0.5);
            commands.spawn((EditorPiece, ring));
        }
    }
}
