//! Text on the board: its coordinates, move numbers, the analysis's numbers and scores,
//! the renju opening's offers and an explanation's line. Each is an entity with a place in
//! the world, like the board's other pieces, and `ui::board_text` paints them with egui,
//! over the scene, in the game's own fonts.
//!
//! Why not Bevy's `Text2d`: this handful of numbers and letters was the only text Bevy drew,
//! and `bevy_text` with its shaper, rasteriser and default font weighed about 280 KiB of the
//! web module's gzipped download, while egui already draws text.

use bevy::prelude::*;

/// A short text centred on its entity's place, `size` world units (logical pixels) high.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct BoardText {
    pub text: String,
    pub size: f32,
    pub color: Color,
}

impl BoardText {
    pub fn new(text: impl Into<String>, size: f32, color: Color) -> Self {
        BoardText {
            text: text.into(),
            size,
            color,
        }
    }

    /// The text with its place: `at` on the board, `z` only ordering it among the texts.
    pub fn at(self, at: Vec2, z: f32) -> (BoardText, Transform) {
        (self, Transform::from_translation(at.extend(z)))
    }
}
