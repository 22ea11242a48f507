//! The overlay's look, set up in one place: egui's dark style warmed to the board's walnut
//! and amber, with a little more room around the widgets for fingers.
//!
//! The end-to-end tests find the home screen's cards, chips and "Play" bars and the panel's
//! buttons by these colours in screenshots, and read them from this file
//! (`tests/e2e/screen.py`, `tests/web/e2e.mjs`): keep each colour on one line as
//! `const NAME: [u8; 3] = [r, g, b];`, and no two of the home screen's alike.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::platform;

/// Windows and the panel: dark walnut.
const WINDOW_FILL: [u8; 3] = [38, 31, 26];
/// Text boxes and the analysis chart: darker still.
const DEEP_FILL: [u8; 3] = [26, 21, 17];
/// Buttons, radio and check boxes, separators and the window border.
const WIDGET_FILL: [u8; 3] = [84, 66, 50];
/// A widget under the pointer.
const WIDGET_HOVERED: [u8; 3] = [106, 84, 63];
/// A widget being pressed.
const WIDGET_ACTIVE: [u8; 3] = [128, 100, 74];
/// The outline of a widget under the pointer or pressed.
const WIDGET_OUTLINE: [u8; 3] = [150, 128, 106];
/// Labels, and the text on widgets.
const TEXT: [u8; 3] = [222, 208, 186];
const TEXT_BRIGHT: [u8; 3] = [255, 244, 226];
/// Selected text and links: amber, like the lamp-lit wood.
const AMBER: [u8; 3] = [196, 138, 52];

/// The engine's readings in the panel (a hint's verdict, the analysis line): a pale gold
/// that reads on the walnut without looking like a link.
pub const READING: egui::Color32 = egui::Color32::from_rgb(236, 200, 128);
/// What is live: the side whose clock runs, the chart's shown position.
pub const LIVE: egui::Color32 = egui::Color32::from_rgb(255, 196, 64);
/// A refusal the player should read before going on (the editor's reason a set-up cannot
/// be played on).
pub const WARNING: egui::Color32 = egui::Color32::from_rgb(240, 120, 96);
/// The analysis chart: its ground, middle line and frame, and the rings on its swings.
pub const CHART_GROUND: egui::Color32 = colour(DEEP_FILL);
pub const CHART_RULE: egui::Color32 = colour(WIDGET_FILL);
pub const CHART_FRAME: egui::Color32 = colour(WIDGET_HOVERED);
pub const CHART_SWING: egui::Color32 = egui::Color32::from_rgb(230, 70, 50);

/// The home screen: a sheet of pale maple over the dimmed board, its choices in the
/// board's own wood, the one chosen in dark ink, and "Play" in jade.
pub const SHEET_FILL: [u8; 3] = [240, 226, 198];
pub const SHEET_EDGE: [u8; 3] = [214, 196, 164];
/// A text field on the sheet.
pub const FIELD_FILL: [u8; 3] = [252, 246, 234];
pub const CARD_FILL: [u8; 3] = [222, 186, 132];
pub const CARD_HOVERED: [u8; 3] = [232, 200, 150];
pub const CHOSEN_FILL: [u8; 3] = [72, 52, 36];
pub const PLAY_FILL: [u8; 3] = [46, 112, 76];
pub const PLAY_HOVERED: [u8; 3] = [58, 130, 90];
/// Text on the sheet and its cards, and the softer second lines.
pub const INK: [u8; 3] = [44, 31, 21];
pub const INK_SOFT: [u8; 3] = [104, 82, 60];

pub const fn colour([r, g, b]: [u8; 3]) -> egui::Color32 {
    egui::Color32::from_rgb(r, g, b)
}

/// Applies the style once, when egui's context first exists.
pub fn warm_style(mut contexts: EguiContexts, mut applied: Local<bool>) -> Result {
    if *applied {
        return Ok(());
    }
    apply(contexts.ctx_mut()?);
    *applied = true;
    Ok(())
}

/// The game's style on a context (also for tests that lay the overlay out without the game).
pub fn apply(ctx: &egui::Context) {
    // Dark whatever the system prefers: the style below is a dark one.
    ctx.set_theme(egui::Theme::Dark);
    ctx.style_mut_of(egui::Theme::Dark, style);
}

fn style(style: &mut egui::Style) {
    let visuals = &mut style.visuals;
    visuals.window_fill = colour(WINDOW_FILL);
    visuals.panel_fill = colour(WINDOW_FILL);
    visuals.extreme_bg_color = colour(DEEP_FILL);
    visuals.faint_bg_color = colour([46, 38, 32]);
    visuals.code_bg_color = colour(WIDGET_FILL);
    visuals.window_stroke = egui::Stroke::new(1.0, colour(WIDGET_FILL));
    visuals.hyperlink_color = colour(AMBER);
    visuals.selection.bg_fill = colour(AMBER).gamma_multiply(0.7);
    visuals.selection.stroke = egui::Stroke::new(1.0, colour(TEXT_BRIGHT));
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.bg_fill = colour(WINDOW_FILL);
    widgets.noninteractive.weak_bg_fill = colour(WINDOW_FILL);
    widgets.noninteractive.bg_stroke = egui::Stroke::new(1.0, colour(WIDGET_FILL));
    widgets.noninteractive.fg_stroke = egui::Stroke::new(1.0, colour(TEXT));
    for (state, fill, text) in [
        (&mut widgets.inactive, WIDGET_FILL, TEXT),
        (&mut widgets.hovered, WIDGET_HOVERED, TEXT_BRIGHT),
        (&mut widgets.active, WIDGET_ACTIVE, TEXT_BRIGHT),
        (&mut widgets.open, WIDGET_HOVERED, TEXT_BRIGHT),
    ] {
        state.bg_fill = colour(fill);
        state.weak_bg_fill = colour(fill);
        state.fg_stroke.color = colour(text);
        state.corner_radius = egui::CornerRadius::same(4);
    }
    widgets.hovered.bg_stroke = egui::Stroke::new(1.0, colour(WIDGET_OUTLINE));
    widgets.active.bg_stroke = egui::Stroke::new(1.0, colour(WIDGET_OUTLINE));
    visuals.window_corner_radius = egui::CornerRadius::same(8);

    // Readable text and a little more room between widgets, for fingers as much as for the
    // pointer (still inside the sizes the end-to-end tests recognise).
    for (text_style, size) in [
        (egui::TextStyle::Body, 14.0),
        (egui::TextStyle::Button, 14.0),
        (egui::TextStyle::Heading, 19.0),
        (egui::TextStyle::Small, 11.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
    style.spacing.item_spacing = egui::vec2(8.0, 5.0);
    style.spacing.button_padding = egui::vec2(8.0, 3.0);
    style.spacing.interact_size.y = 22.0;
    if platform::touch_screen() {
        // A fingertip's size: every button and row of choices at least 40 points tall.
        style.spacing.interact_size.y = TOUCH_TARGET;
        style.spacing.button_padding = egui::vec2(12.0, 11.0);
        style.spacing.item_spacing = egui::vec2(10.0, 6.0);
    }
}

/// The height of a touch target, in points (CSS pixels on the web).
pub const TOUCH_TARGET: f32 = 40.0;
