//! Where the panels beside the board go: on the left in landscape, on top in portrait (as
//! `Layout::panel` says), scrolling when their contents are taller than the room.

use bevy_egui::egui;

use crate::game::view::layout::{PANEL_WIDTH, Panel};

/// Shows a panel with `id` in the layout's place, filled by `contents`. Returns whether
/// the pointer is on it (or on any egui widget), so a click there is not also a click on
/// the board.
pub fn show(
    ctx: &egui::Context,
    place: Panel,
    id: &str,
    contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let panel = match place {
        Panel::Left { width } => egui::Panel::left(id.to_owned()).exact_size(width),
        Panel::Top { height } => egui::Panel::top(id.to_owned()).exact_size(height),
        // Only behind the menu, where no panel is drawn.
        Panel::Hidden => egui::Panel::left(id.to_owned()).exact_size(PANEL_WIDTH),
    }
    .resizable(false);
    let shown = panel.show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, contents);
    });
    let on_panel = ctx
        .pointer_hover_pos()
        .is_some_and(|p| shown.response.rect.contains(p));
    on_panel || ctx.egui_wants_pointer_input()
}
