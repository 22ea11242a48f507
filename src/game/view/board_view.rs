//! The board itself as entities: the wood, the lines, the star points and the coordinates.
//! Rebuilt whenever the layout changes (window resize, other board size).

use bevy::prelude::*;

use crate::game::sets::GameSet;
use crate::game::view::board_text::BoardText;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;
use crate::notation::{column_letter, row_number};
use crate::rules::Pos;

/// Drawing order, back to front.
pub const Z_WOOD: f32 = 0.0;
pub const Z_LINES: f32 = 1.0;
pub const Z_STONES: f32 = 3.0;
pub const Z_MARKERS: f32 = 4.0;

/// Around the board: a cool near-black, so every board theme (slate too) stands out from
/// it, and the overlay's warm colours are told from it in the end-to-end tests' screenshots.
const BACKDROP: Color = Color::srgb(0.13, 0.14, 0.16);

/// Everything drawn here, so a rebuild can find and remove it.
#[derive(Component, Debug)]
pub struct BoardPiece;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(
        Update,
        rebuild_board
            .in_set(GameSet::View)
            .run_if(resource_changed::<Layout>.or_else(resource_changed::<Look>)),
    );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        Camera {
            clear_color: ClearColorConfig::Custom(BACKDROP),
            ..default()
        },
    ));
}

fn rebuild_board(
    mut commands: Commands,
    pieces: Query<Entity, With<BoardPiece>>,
    layout: Res<Layout>,
    look: Res<Look>,
) {
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let cell = layout.cell;
    let n = layout.size;
    let span = cell * (n as f32 - 1.0);
    let line = (cell * 0.045).max(1.0);

    let side = Vec2::splat(layout.board_side());
    commands.spawn((
        BoardPiece,
        look.piece(&look.surface, layout.center, side, Z_WOOD),
    ));
    for i in 0..n as u8 {
        // The outer lines are drawn a little heavier, as on a real board.
        let edge = i == 0 || i as usize == n - 1;
        let width = if edge { line * 1.8 } else { line };
        let column = Vec2::new(layout.world_of(Pos::new(i, 0)).x, layout.center.y);
        let row = Vec2::new(layout.center.x, layout.world_of(Pos::new(0, i)).y);
        let along = span + width;
        commands.spawn((
            BoardPiece,
            look.piece(&look.ink, column, Vec2::new(width, along), Z_LINES),
        ));
        commands.spawn((
            BoardPiece,
            look.piece(&look.ink, row, Vec2::new(along, width), Z_LINES),
        ));
    }
    for pos in star_points(n) {
        let size = Vec2::splat(cell * 0.22);
        commands.spawn((
            BoardPiece,
            look.piece(&look.star, layout.world_of(pos), size, Z_LINES + 0.5),
        ));
    }
    let size = (cell * 0.36).max(6.0);
    for i in 0..n as u8 {
        let below = layout.world_of(Pos::new(i, n as u8 - 1)) - Vec2::new(0.0, cell * 0.62);
        let left = layout.world_of(Pos::new(0, i)) - Vec2::new(cell * 0.62, 0.0);
        for (text, at) in [
            (column_letter(i).to_string(), below),
            (row_number(i, n).to_string(), left),
        ] {
            let label = BoardText::new(text, size, look.theme.ink());
            commands.spawn((BoardPiece, label.at(at, Z_LINES)));
        }
    }
}

/// The traditional star points: the centre, and four (or on 19x19 eight) more. A board
/// with an even number of lines (Gomocup's 20x20) has no middle line, so only the four
/// corner points.
pub fn star_points(size: usize) -> Vec<Pos> {
    let edge = if size >= 15 { 3 } else { 2 } as u8;
    let far = size as u8 - 1 - edge;
    let mid = size as u8 / 2;
    let mut points = vec![
        Pos::new(edge, edge),
        Pos::new(far, edge),
        Pos::new(edge, far),
        Pos::new(far, far),
    ];
    if size.is_multiple_of(2) {
        return points;
    }
    points.push(Pos::new(mid, mid));
    if size >= 19 {
        points.extend([
            Pos::new(mid, edge),
            Pos::new(mid, far),
            Pos::new(edge, mid),
            Pos::new(far, mid),
        ]);
    }
    points
}
