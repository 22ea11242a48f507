//! The home screen's pieces, drawn in the board's materials: the maple sheet, wooden cards
//! with a stone on them, chips for a choice among a few, and the jade "Play" bar.
//!
//! Each tells a screen reader what it is (`widget_info`): its label, a button or a choice
//! and whether it is the chosen one. The headless tests find them by those names too.

use bevy_egui::egui::{self, Color32, FontId, Sense, Stroke, StrokeKind, WidgetInfo, WidgetType};

use crate::game::ui::theme::{
    CARD_FILL, CARD_HOVERED, CHOSEN_FILL, INK, INK_SOFT, PLAY_FILL, PLAY_HOVERED, SHEET_EDGE,
    SHEET_FILL, colour,
};
use crate::rules::Stone;

/// The sheet's widest; on a phone it is the window's width less a margin.
pub const SHEET_MAX_WIDTH: f32 = 440.0;
const SHEET_MARGIN: f32 = 14.0;
/// A card: a title and a second line.
const CARD_HEIGHT: f32 = 62.0;
/// The keyboard's focus: the lamp-lit amber of the rest of the overlay.
const FOCUS: Color32 = Color32::from_rgb(214, 140, 30);

/// The sheet's inner width in a window `window_width` points wide.
pub fn sheet_width(window_width: f32) -> f32 {
    (window_width - 2.0 * SHEET_MARGIN - 12.0).clamp(200.0, SHEET_MAX_WIDTH) - 2.0 * SHEET_MARGIN
}

/// The frame of the sheet the home screen's pages sit on.
pub fn sheet() -> egui::Frame {
    egui::Frame::new()
        .fill(colour(SHEET_FILL))
        .corner_radius(14)
        .inner_margin(SHEET_MARGIN)
        .stroke(Stroke::new(1.0, colour(SHEET_EDGE)))
        .shadow(egui::Shadow {
            offset: [0, 4],
            blur: 18,
            spread: 0,
            color: Color32::from_black_alpha(90),
        })
}

/// Text on the sheet in ink, and standard widgets (the custom clock's numbers) in wood.
pub fn ink_on_sheet(ui: &mut egui::Ui) {
    let visuals = ui.visuals_mut();
    visuals.override_text_color = Some(colour(INK));
    for (state, fill) in [
        (&mut visuals.widgets.inactive, CARD_FILL),
        (&mut visuals.widgets.hovered, CARD_HOVERED),
        (&mut visuals.widgets.active, CARD_HOVERED),
    ] {
        state.bg_fill = colour(fill);
        state.weak_bg_fill = colour(fill);
    }
}

/// A stone as the board draws it, small: for cards and the title's row of five.
pub fn paint_stone(painter: &egui::Painter, centre: egui::Pos2, radius: f32, stone: Stone) {
    let (fill, rim, shine) = match stone {
        Stone::Black => (
            Color32::from_rgb(24, 22, 20),
            Color32::from_rgb(8, 8, 8),
            Color32::from_white_alpha(40),
        ),
        Stone::White => (
            Color32::from_rgb(244, 242, 236),
            Color32::from_rgb(150, 140, 126),
            Color32::from_white_alpha(200),
        ),
    };
    painter.circle(centre, radius, fill, Stroke::new(1.0, rim));
    let glint = centre + egui::vec2(-radius * 0.35, -radius * 0.35);
    painter.circle_filled(glint, radius * 0.28, shine);
}

/// The title's five stones in a row, black and white in turn: the game in one picture.
pub fn five_in_a_row(ui: &mut egui::Ui) {
    let radius = 9.0;
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), 2.0 * radius + 4.0),
        Sense::hover(),
    );
    let step = 2.0 * radius + 6.0;
    for i in 0..5 {
        let x = rect.center().x + (i as f32 - 2.0) * step;
        let stone = if i % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        paint_stone(ui.painter(), egui::pos2(x, rect.center().y), radius, stone);
    }
}

/// A large choice: stones on the left, a title and a second line, and the key that picks it
/// on the right.
pub fn card(
    ui: &mut egui::Ui,
    stones: &[Stone],
    title: &str,
    detail: &str,
    key: Option<char>,
) -> egui::Response {
    let size = egui::vec2(ui.available_width(), CARD_HEIGHT);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| WidgetInfo::labeled(WidgetType::Button, true, title));
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let fill = if response.hovered() || response.has_focus() {
        CARD_HOVERED
    } else {
        CARD_FILL
    };
    let painter = ui.painter().with_clip_rect(rect);
    painter.rect(
        rect,
        10,
        colour(fill),
        Stroke::new(1.0, colour(INK_SOFT).gamma_multiply(0.4)),
        StrokeKind::Inside,
    );
    let radius = 13.0;
    for (i, &stone) in stones.iter().enumerate() {
        let centre = egui::pos2(rect.left() + 24.0 + i as f32 * radius, rect.center().y);
        paint_stone(&painter, centre, radius, stone);
    }
    // Every card with stones starts its text at the same place, after room for three.
    let text_left = if stones.is_empty() {
        rect.left() + 16.0
    } else {
        rect.left() + 24.0 + 2.0 * radius + radius + 10.0
    };
    // On a narrow phone a long title gets smaller rather than run under the key.
    let room = rect.right() - text_left - if key.is_some() { 28.0 } else { 10.0 };
    let fitted = |text: &str, size: f32, ink: [u8; 3]| {
        let mut size = size;
        loop {
            let galley =
                painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), colour(ink));
            if galley.size().x <= room || size <= 11.0 {
                return galley;
            }
            size -= 1.0;
        }
    };
    for (text, size, ink, middle_y) in [
        (title, 17.0, INK, rect.top() + 20.0),
        (detail, 13.0, INK_SOFT, rect.bottom() - 18.0),
    ] {
        let galley = fitted(text, size, ink);
        let at = egui::pos2(text_left, middle_y - galley.size().y / 2.0);
        painter.galley(at, galley, colour(ink));
    }
    if let Some(key) = key {
        painter.text(
            egui::pos2(rect.right() - 14.0, rect.center().y),
            egui::Align2::RIGHT_CENTER,
            key,
            FontId::monospace(13.0),
            colour(INK_SOFT),
        );
    }
    focus_ring(ui, &response, 10);
    response
}

/// One of a few choices (a level, a colour, a rule): wood, or ink when it is the chosen one;
/// at least `min_width` wide, so a row of them can share the width.
pub fn chip(
    ui: &mut egui::Ui,
    chosen: bool,
    enabled: bool,
    label: &str,
    min_width: f32,
) -> egui::Response {
    chip_as(
        ui,
        WidgetType::RadioButton,
        chosen,
        enabled,
        label,
        min_width,
    )
}

/// An option on or off (sound, move numbers), drawn as a chip, heard as a check box.
pub fn toggle(ui: &mut egui::Ui, on: bool, label: &str) -> egui::Response {
    chip_as(ui, WidgetType::Checkbox, on, true, label, 0.0)
}

fn chip_as(
    ui: &mut egui::Ui,
    kind: WidgetType,
    chosen: bool,
    enabled: bool,
    label: &str,
    min_width: f32,
) -> egui::Response {
    let text = if chosen {
        Color32::from_rgb(250, 240, 222)
    } else {
        colour(INK)
    };
    let galley = ui
        .painter()
        .layout_no_wrap(label.to_owned(), FontId::proportional(15.0), text);
    let height = ui.spacing().interact_size.y.max(32.0);
    let size = egui::vec2((galley.size().x + 24.0).max(56.0).max(min_width), height);
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| WidgetInfo::selected(kind, enabled, chosen, label));
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let fill = match (chosen, response.hovered() || response.has_focus()) {
        (true, _) => colour(CHOSEN_FILL),
        (false, true) => colour(CARD_HOVERED),
        (false, false) => colour(CARD_FILL),
    };
    let fade = if enabled { 1.0 } else { 0.4 };
    ui.painter().rect_filled(rect, 8, fill.gamma_multiply(fade));
    let corner = rect.center() - galley.size() / 2.0;
    ui.painter()
        .galley(corner, galley, text.gamma_multiply(fade));
    focus_ring(ui, &response, 8);
    response
}

/// The page's one way on: a wide jade bar.
pub fn play_bar(ui: &mut egui::Ui, label: &str, detail: Option<&str>) -> egui::Response {
    let height = if detail.is_some() { 56.0 } else { 48.0 };
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(ui.available_width(), height), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(WidgetType::Button, true, label));
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let fill = if response.hovered() || response.has_focus() {
        PLAY_HOVERED
    } else {
        PLAY_FILL
    };
    let painter = ui.painter().with_clip_rect(rect);
    painter.rect_filled(rect, 10, colour(fill));
    let light = Color32::from_rgb(246, 242, 230);
    match detail {
        None => {
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                label,
                FontId::proportional(18.0),
                light,
            );
        }
        Some(detail) => {
            painter.text(
                egui::pos2(rect.center().x, rect.top() + 18.0),
                egui::Align2::CENTER_CENTER,
                label,
                FontId::proportional(17.0),
                light,
            );
            painter.text(
                egui::pos2(rect.center().x, rect.bottom() - 15.0),
                egui::Align2::CENTER_CENTER,
                detail,
                FontId::proportional(12.5),
                light.gamma_multiply(0.85),
            );
        }
    }
    focus_ring(ui, &response, 10);
    response
}

/// A page's title on the sheet, in ink (egui's strong text would be the dark style's white).
pub fn title(ui: &mut egui::Ui, text: &str, size: f32) {
    ui.label(egui::RichText::new(text).size(size).color(colour(INK)));
}

/// A section's name on the sheet, small and soft, above its chips.
pub fn section(ui: &mut egui::Ui, name: &str) {
    ui.add_space(4.0);
    ui.label(egui::RichText::new(name).size(13.0).color(colour(INK_SOFT)));
}

/// The keyboard's place, drawn around whatever has it.
fn focus_ring(ui: &egui::Ui, response: &egui::Response, radius: u8) {
    if response.has_focus() {
        ui.painter().rect_stroke(
            response.rect.expand(2.0),
            radius,
            Stroke::new(2.0, FOCUS),
            StrokeKind::Outside,
        );
    }
}
