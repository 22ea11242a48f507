//! The settings page: the language, the board's look, move numbers, sound and (where
//! fingers play) the tap-twice option. Changes take effect at once; "Done" leaves.

use bevy_egui::egui;

use super::HomeFacts;
use super::widgets::{chip, play_bar, section, title, toggle};
use crate::game::play::setup::Preferences;
use crate::game::view::board_theme::BoardTheme;
use crate::i18n::{Lang, Msg};

/// Draws the page; true when "Done" was pressed.
pub fn page(ui: &mut egui::Ui, preferences: &mut Preferences, facts: &HomeFacts) -> bool {
    // The page speaks the language as it changes.
    let say = |msg: Msg| msg.text(preferences.lang);
    title(ui, &say(Msg::HomeSettings), 20.0);
    section(ui, &say(Msg::MenuLanguage));
    ui.horizontal_wrapped(|ui| {
        for lang in Lang::ALL {
            // Each language in its own script, so a player finds theirs in any.
            if chip(ui, preferences.lang == lang, true, lang.native_name(), 0.0).clicked() {
                preferences.lang = lang;
            }
        }
    });
    let say = |msg: Msg| msg.text(preferences.lang);
    section(ui, &say(Msg::MenuBoardLook));
    ui.horizontal_wrapped(|ui| {
        for theme in BoardTheme::ALL {
            let chosen = preferences.board_theme == theme;
            if chip(ui, chosen, true, &say(theme.name()), 0.0).clicked() {
                preferences.board_theme = theme;
            }
        }
    });
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        let mut toggle = |on: &mut bool, label: Msg| {
            if toggle(ui, *on, &say(label)).clicked() {
                *on = !*on;
            }
        };
        toggle(&mut preferences.move_numbers, Msg::MoveNumbers);
        toggle(&mut preferences.sound, Msg::Sound);
        // Only where fingers play (or where it was turned on, so it can be turned off).
        if facts.touch || preferences.confirm_taps {
            toggle(&mut preferences.confirm_taps, Msg::ConfirmTaps);
        }
    });
    ui.add_space(8.0);
    play_bar(ui, &say(Msg::HomeDone), None).clicked()
}
