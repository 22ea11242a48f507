//! Paints the board's texts (`view::board_text::BoardText`) with egui, where their entities
//! stand. Painted first in the overlay's pass and on egui's bottom layer, so every panel,
//! sheet and box drawn over the board covers them as it covers the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::view::board_text::BoardText;
use crate::game::view::layout::{Layout, world_to_screen};

pub fn paint_board_text(
    mut contexts: EguiContexts,
    layout: Res<Layout>,
    texts: Query<(&BoardText, &GlobalTransform, &InheritedVisibility)>,
) -> Result {
    let painter = contexts
        .ctx_mut()?
        .layer_painter(egui::LayerId::background());
    let mut shown: Vec<_> = texts
        .iter()
        .filter(|(_, _, visible)| visible.get())
        .map(|(text, place, _)| (text, place.translation()))
        .collect();
    // Higher z over lower, as the scene orders its sprites.
    shown.sort_by(|a, b| a.1.z.total_cmp(&b.1.z));
    for (text, place) in shown {
        let at = world_to_screen(layout.window, place.truncate());
        painter.text(
            egui::pos2(at.x, at.y),
            egui::Align2::CENTER_CENTER,
            &text.text,
            egui::FontId::proportional(text.size),
            color32(text.color),
        );
    }
    Ok(())
}

fn color32(color: Color) -> egui::Color32 {
    let [r, g, b, a] = color.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}
