//! Where a box drawn over the game may go without hiding what the player must see: the
//! end-of-game result is placed clear of the winning five and the last move (in a renju
//! game won on the h-file, a box at the board's top once hid h13, the five's last stone).

use bevy::prelude::*;

use crate::game::view::layout::{Layout, Panel, world_to_screen};
use crate::rules::Pos;

/// Room kept between a box and the window's or board's edge, in logical pixels.
const MARGIN: f32 = 8.0;

/// A box's place on screen: its top-left corner and its size (window coordinates).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spot {
    pub min: Vec2,
    pub size: Vec2,
}

impl Spot {
    pub fn max(&self) -> Vec2 {
        self.min + self.size
    }

    /// Whether a stone on `pos` (a disc of about half a cell) shows any part under the box.
    pub fn covers(&self, layout: &Layout, pos: Pos) -> bool {
        let centre = layout.screen_of(pos);
        let radius = layout.cell * 0.5;
        let nearest = centre.clamp(self.min, self.max());
        nearest.distance(centre) < radius
    }
}

/// The first place for a box of `size` that keeps every point of `keep_clear` in sight:
/// beside the board where the window has room (right of it, left of it, above, below: in
/// that order, off the panel), else over the board at an edge or in a corner, else in a
/// corner of the window (over the panel, which only hides the panel's own buttons). `None`
/// when no such place exists (a window too small for the box).
pub fn clear_spot(layout: &Layout, size: Vec2, keep_clear: &[Pos]) -> Option<Spot> {
    let window = layout.window;
    let centre = world_to_screen(window, layout.center);
    let half = layout.board_side() / 2.0;
    let (board_min, board_max) = (centre - half, centre + half);
    let free_min = match layout.panel {
        Panel::Left { width } => Vec2::new(width, 0.0),
        Panel::Portrait { top, .. } => Vec2::new(0.0, top),
        Panel::Hidden => Vec2::ZERO,
    };
    let middle_x = centre.x - size.x / 2.0;
    let middle_y = centre.y - size.y / 2.0;
    let candidates = [
        // Beside the board, where nothing of the game is.
        Vec2::new(board_max.x + MARGIN, middle_y),
        Vec2::new(board_min.x - MARGIN - size.x, middle_y),
        Vec2::new(middle_x, board_min.y - MARGIN - size.y),
        Vec2::new(middle_x, board_max.y + MARGIN),
        // Over the board, along an edge or in a corner.
        Vec2::new(middle_x, board_min.y + MARGIN),
        Vec2::new(middle_x, board_max.y - MARGIN - size.y),
        Vec2::new(board_min.x + MARGIN, board_min.y + MARGIN),
        Vec2::new(board_max.x - MARGIN - size.x, board_min.y + MARGIN),
        Vec2::new(board_min.x + MARGIN, board_max.y - MARGIN - size.y),
        Vec2::new(board_max.x - MARGIN - size.x, board_max.y - MARGIN - size.y),
        // Over the board's middle, left or right: for a five along both edges' rows.
        Vec2::new(board_min.x + MARGIN, middle_y),
        Vec2::new(board_max.x - MARGIN - size.x, middle_y),
    ];
    let clear = |spot: &Spot| !keep_clear.iter().any(|&pos| spot.covers(layout, pos));
    let within =
        |spot: &Spot, from: Vec2| spot.min.cmpge(from).all() && spot.max().cmple(window).all();
    candidates
        .into_iter()
        .map(|min| Spot { min, size })
        .find(|spot| within(spot, free_min) && clear(spot))
        .or_else(|| {
            // The window's corners, over the panel or over a part of the board.
            let far = window - size - Vec2::splat(MARGIN);
            [
                Vec2::splat(MARGIN),
                Vec2::new(MARGIN, far.y),
                Vec2::new(far.x, MARGIN),
                far,
            ]
            .into_iter()
            .map(|min| Spot { min, size })
            .find(|spot| within(spot, Vec2::ZERO) && clear(spot))
        })
}
