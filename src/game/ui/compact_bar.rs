//! The portrait bar (a phone held upright): the actions a game needs at a thumb's reach,
//! as finger-sized icons, each named in the player's language on hover or a long press.
//! The rest of the panel is in the sheet ("More").

use bevy_egui::egui;

use super::panel::{PanelOutput, PanelState};
use crate::game::messages::GameCommand;
use crate::game::play::setup::Mode;
use crate::i18n::{Lang, Msg};

/// A fingertip: the smallest target a touch screen should offer.
const TOUCH: f32 = 44.0;

pub fn icons(ui: &mut egui::Ui, state: &PanelState, output: &mut PanelOutput, lang: Lang) {
    let board = &state.board;
    // An online game in progress moves only by the two players' agreement.
    let shared = state.online.0.is_some() && !board.is_over();
    let open = !board.is_over() && state.setup.mode != Mode::Demo;
    let icon = |ui: &mut egui::Ui, glyph: &str, name: Msg, enabled: bool| {
        let button = egui::Button::new(egui::RichText::new(glyph).size(22.0))
            .min_size(egui::vec2(TOUCH, TOUCH));
        ui.add_enabled(enabled, button)
            .on_hover_text(name.text(lang))
            .on_disabled_hover_text(name.text(lang))
            .clicked()
    };
    if icon(
        ui,
        "⟲",
        Msg::Undo,
        !shared && (board.can_undo() || board.is_over()),
    ) {
        output.commands.write(GameCommand::Undo);
    }
    if icon(ui, "✦", Msg::Hint, !shared && !board.is_over()) {
        output.commands.write(GameCommand::Hint);
    }
    if icon(ui, "⚖", Msg::Analysis, !shared) {
        output
            .commands
            .write(GameCommand::SetAnalysis(!state.analysis_on.0));
    }
    if icon(ui, "⚐", Msg::Resign, open) {
        output.resign_asked.0 = !output.resign_asked.0;
    }
    if icon(ui, "☰", Msg::Menu, true) {
        output.commands.write(GameCommand::OpenMenu);
    }
}
