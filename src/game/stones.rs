//! One entity per stone on the board, kept in step with the `Board` resource, plus the
//! last-move marker and the rings on a winning line.

use bevy::prelude::*;

use super::board::Board;
use super::board_view::{Z_MARKERS, Z_STONES};
use super::layout::Layout;
use super::look::Look;
use crate::rules::{Outcome, Pos, Stone};

/// A stone entity and the point it stands on.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoneView {
    pub pos: Pos,
    pub stone: Stone,
}

/// Drawn on top of stones: the last move and the winning line.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    LastMove,
    WinningStone,
}

pub struct StonesPlugin;

impl Plugin for StonesPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            sync_stones.in_set(super::GameSet::View).run_if(
                resource_changed::<Board>
                    .or_else(resource_changed::<Layout>)
                    .or_else(resource_added::<Look>),
            ),
        );
    }
}

/// Redraws the stones from the board. At most 361 sprites and only when something
/// changed, so a full redraw is simpler than a diff and cannot drift from the Board.
fn sync_stones(
    mut commands: Commands,
    drawn: Query<Entity, Or<(With<StoneView>, With<Marker>)>>,
    board: Res<Board>,
    layout: Res<Layout>,
    look: Option<Res<Look>>,
) {
    let Some(look) = look else { return };
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let stone_size = Vec2::splat(layout.cell * 1.02);
    let cells = board.board();
    for &pos in cells.moves() {
        let Some(stone) = cells.get(pos) else {
            continue;
        };
        let image = match stone {
            Stone::Black => look.black_stone.clone(),
            Stone::White => look.white_stone.clone(),
        };
        commands.spawn((
            StoneView { pos, stone },
            Sprite {
                image,
                custom_size: Some(stone_size),
                ..default()
            },
            Transform::from_translation(layout.world_of(pos).extend(Z_STONES)),
        ));
    }
    if let Some(pos) = cells.last_move() {
        commands.spawn((
            Marker::LastMove,
            Sprite {
                image: look.disc.clone(),
                color: Color::srgb(0.85, 0.15, 0.1),
                custom_size: Some(Vec2::splat(layout.cell * 0.24)),
                ..default()
            },
            Transform::from_translation(layout.world_of(pos).extend(Z_MARKERS)),
        ));
    }
    if let Some(Outcome::Win { line, .. }) = board.outcome() {
        for &pos in line {
            commands.spawn((
                Marker::WinningStone,
                Sprite {
                    image: look.ring.clone(),
                    color: Color::srgb(1.0, 0.78, 0.1),
                    custom_size: Some(Vec2::splat(layout.cell * 1.12)),
                    ..default()
                },
                Transform::from_translation(layout.world_of(pos).extend(Z_MARKERS - 0.5)),
            ));
        }
    }
}
