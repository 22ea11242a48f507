//! The board itself as entities: the wood, the lines, the star points and the coordinates.
//! Rebuilt whenever the layout changes (window resize, other board size).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

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
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let cell = layout.cell;
    let n = layout.size;
    let grid = PixelGrid {
        window: layout.window,
        scale: windows.single().map_or(1.0, Window::scale_factor),
    };
    let line = (cell * 0.045).max(1.0);
    // Each line on whole pixels: its centre where the layout puts it, to half a pixel.
    let lines: Vec<Line> = (0..n as u8)
        .map(|i| {
            // The outer lines are drawn a little heavier, as on a real board.
            let edge = i == 0 || i as usize == n - 1;
            let width = if edge { line * 1.8 } else { line };
            let at = layout.world_of(Pos::new(i, i));
            let (x, column_width) = grid.snap_x(at.x, width);
            let (y, row_width) = grid.snap_y(at.y, width);
            Line {
                x,
                y,
                column_width,
                row_width,
            }
        })
        .collect();

    let side = Vec2::splat(layout.board_side());
    commands.spawn((
        BoardPiece,
        look.piece(&look.surface, layout.center, side, Z_WOOD),
    ));
    let (first, last) = (lines[0], lines[n - 1]);
    // Rows run from the first column's outer edge to the last's, columns from the top
    // row's to the bottom row's, so the corners close.
    let (left, right) = (
        first.x - first.column_width / 2.0,
        last.x + last.column_width / 2.0,
    );
    let (top, bottom) = (
        first.y + first.row_width / 2.0,
        last.y - last.row_width / 2.0,
    );
    for l in &lines {
        commands.spawn((
            BoardPiece,
            look.piece(
                &look.ink,
                Vec2::new(l.x, (top + bottom) / 2.0),
                Vec2::new(l.column_width, top - bottom),
                Z_LINES,
            ),
        ));
        commands.spawn((
            BoardPiece,
            look.piece(
                &look.ink,
                Vec2::new((left + right) / 2.0, l.y),
                Vec2::new(right - left, l.row_width),
                Z_LINES,
            ),
        ));
    }
    for pos in star_points(n) {
        // On the snapped crossing, so the point sits square on its lines.
        let at = Vec2::new(lines[pos.x as usize].x, lines[pos.y as usize].y);
        let size = Vec2::splat(cell * 0.22);
        commands.spawn((BoardPiece, look.piece(&look.star, at, size, Z_LINES + 0.5)));
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

/// The i-th column and row of the board as drawn: world centres and widths in whole pixels.
#[derive(Clone, Copy)]
struct Line {
    x: f32,
    y: f32,
    column_width: f32,
    row_width: f32,
}

/// The window's physical pixels, for lines drawn on them. A line about two pixels wide
/// placed where the layout's fractional cell puts it covers two pixels and parts of two
/// more, some lines more than others: at 1024x768 a row and a column looked heavier than
/// the rest. Rounded to whole pixels and moved at most half a pixel, every line of a
/// weight looks the same.
struct PixelGrid {
    /// The window's logical size: world x 0 is its middle.
    window: Vec2,
    /// Physical pixels per logical one.
    scale: f32,
}

impl PixelGrid {
    /// A vertical line at world `x`, `width` wide: its snapped centre and width.
    fn snap_x(&self, x: f32, width: f32) -> (f32, f32) {
        let half = self.window.x / 2.0;
        let (screen, width) = snap_span(x + half, width, self.scale);
        (screen - half, width)
    }

    /// A horizontal line at world `y` (up is positive, the window's rows go down).
    fn snap_y(&self, y: f32, width: f32) -> (f32, f32) {
        let half = self.window.y / 2.0;
        let (screen, width) = snap_span(half - y, width, self.scale);
        (half - screen, width)
    }
}

/// A span of `width` centred at `center` (window coordinates from an edge, logical pixels)
/// made whole physical pixels, at least one, with both its edges on pixel boundaries.
fn snap_span(center: f32, width: f32, scale: f32) -> (f32, f32) {
    let pixels = (width * scale).round().max(1.0);
    let start = (center * scale - pixels / 2.0).round();
    ((start + pixels / 2.0) / scale, pixels / scale)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn is_whole(v: f32) -> bool {
        (v - v.round()).abs() < 1e-3
    }

    #[test]
    fn a_snapped_span_has_both_edges_on_physical_pixels() {
        for scale in [1.0, 1.25, 1.5, 2.0] {
            for i in 0..200 {
                let center = 37.0 + i as f32 * 3.217;
                let width = 2.1 + (i % 7) as f32 * 0.13;
                let (c, w) = snap_span(center, width, scale);
                assert!(is_whole((c - w / 2.0) * scale), "{center} {width} {scale}");
                assert!(is_whole((c + w / 2.0) * scale), "{center} {width} {scale}");
                assert!((c - center).abs() * scale <= 0.5 + 1e-3, "moved too far");
                assert!(is_whole(w * scale) && w * scale >= 1.0);
            }
        }
    }

    #[test]
    fn every_line_of_one_weight_gets_the_same_pixels() {
        // A 1024x768 window's 15x15 board: cell 46.2 (not whole), lines 2.08 wide.
        let layout = Layout::compute(Vec2::new(1024.0, 768.0), 15);
        let grid = PixelGrid {
            window: layout.window,
            scale: 1.0,
        };
        let width = layout.cell * 0.045;
        let mut widths = Vec::new();
        for i in 1..14 {
            let at = layout.world_of(Pos::new(i, i));
            let (x, column) = grid.snap_x(at.x, width);
            let (y, row) = grid.snap_y(at.y, width);
            assert!((x - at.x).abs() <= 0.5 && (y - at.y).abs() <= 0.5);
            widths.extend([column, row]);
        }
        assert!(widths.iter().all(|&w| w == 2.0), "{widths:?}");
    }

    #[test]
    fn a_hairline_stays_one_pixel() {
        assert_eq!(snap_span(10.3, 0.2, 1.0), (10.5, 1.0));
        assert_eq!(snap_span(10.3, 0.2, 2.0).1, 0.5);
    }
}
