//! Where the panels beside the board go (as `Layout::panel` says): on the left in
//! landscape, one scrolling column; in portrait (a phone held upright) in three parts
//! around the board: the strip above it (what the player must see during play), the bar of
//! icon buttons at the bottom, and the sheet between them with the rest, which the bar's
//! "More" opens over the board.

use bevy::prelude::{DetectChangesMut, ResMut};
use bevy_egui::egui;

use crate::game::view::layout::{BAR_HEIGHT, Layout, PANEL_WIDTH, Panel, PortraitStrip};
use crate::i18n::{AccessText, Lang, Msg};

/// A part of a panel, for its drawing function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// On top: whose move, the clocks, the last notice, a choice that is due.
    Header,
    /// The portrait bar's icon buttons (landscape has them in the sheet, in words).
    Bar,
    /// Everything else.
    Sheet,
}

/// Shows the panel `id` in the layout's place, drawn part by part by `draw`. Returns
/// whether the pointer is on it (or on any egui widget), so a click there is not also a
/// click on the board. In portrait the strip's height is measured into `strip` (the layout
/// fits the board under it) and the bar's "More" / "Less" opens and shuts the sheet.
pub fn show(
    ctx: &egui::Context,
    layout: &Layout,
    id: &str,
    (strip, lang): (&mut ResMut<PortraitStrip>, Lang),
    mut draw: impl FnMut(&mut egui::Ui, Part),
) -> bool {
    // Measured on a copy: the resource changes (and the layout is fitted again) only when
    // the strip's height or the sheet really did.
    let mut measured = **strip;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let mut rects = Vec::new();
    match layout.panel {
        Panel::Portrait { top, bottom, .. } => {
            let header = egui::Panel::top(format!("{id}_strip"))
                .resizable(false)
                .show(&mut root, |ui| draw(ui, Part::Header));
            // Measured: the board moves under it on the next frame.
            let height = header.response.rect.height();
            if (height - measured.height).abs() > 0.5 {
                measured.height = height;
            }
            rects.push(header.response.rect);
            let bar = egui::Panel::bottom(format!("{id}_bar"))
                .resizable(false)
                .exact_size(BAR_HEIGHT)
                .show(&mut root, |ui| {
                    ui.horizontal_centered(|ui| {
                        draw(ui, Part::Bar);
                        let toggle = if measured.sheet_open {
                            AccessText::FewerControls
                        } else {
                            AccessText::MoreControls
                        };
                        let button = egui::Button::new(Msg::Access(toggle).text(lang))
                            .min_size(egui::vec2(44.0, 44.0));
                        if ui.add(button).clicked() {
                            measured.sheet_open = !measured.sheet_open;
                        }
                    });
                });
            rects.push(bar.response.rect);
            let sheet_height = if measured.sheet_open {
                layout.window.y - top - BAR_HEIGHT
            } else {
                bottom - BAR_HEIGHT
            };
            if sheet_height >= 24.0 {
                let sheet = egui::Panel::bottom(format!("{id}_sheet"))
                    .resizable(false)
                    .exact_size(sheet_height)
                    .show(&mut root, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| draw(ui, Part::Sheet));
                    });
                rects.push(sheet.response.rect);
            }
        }
        Panel::Left { width } => rects.push(column(&mut root, id, width, &mut draw)),
        // Only behind the menu, where no panel is drawn.
        Panel::Hidden => rects.push(column(&mut root, id, PANEL_WIDTH, &mut draw)),
    }
    let on_panel = ctx
        .pointer_hover_pos()
        .is_some_and(|p| rects.iter().any(|rect| rect.contains(p)));
    strip.set_if_neq(measured);
    on_panel || ctx.egui_wants_pointer_input()
}

/// The landscape panel: the header, then the sheet, in one scrolling column.
fn column(
    root: &mut egui::Ui,
    id: &str,
    width: f32,
    draw: &mut impl FnMut(&mut egui::Ui, Part),
) -> egui::Rect {
    let shown = egui::Panel::left(id.to_owned())
        .exact_size(width)
        .resizable(false)
        .show(root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                draw(ui, Part::Header);
                draw(ui, Part::Sheet);
            });
        });
    shown.response.rect
}
