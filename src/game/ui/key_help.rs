//! The keys' help: every key the game has, in a box over the game, opened by "?" (or F1,
//! or the panel's "Keys (?)" button) and closed by the same or Escape. Shown everywhere but
//! the home screen, whose own keys (1 to 5, Enter) are on its cards.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::play::input::UiFocus;
use crate::game::play::setup::Preferences;
use crate::i18n::{AccessText, KeyTopic, Msg};

/// Whether the keys' help is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyHelpOpen(pub bool);

pub fn key_help(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    focus: Res<UiFocus>,
    mut open: ResMut<KeyHelpOpen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // "?" as typed, whatever the keyboard's layout puts it under; not into a text box.
    let asked = !focus.keyboard
        && ctx.input(|i| {
            i.key_pressed(egui::Key::F1)
                || i.events
                    .iter()
                    .any(|e| matches!(e, egui::Event::Text(t) if t == "?"))
        });
    if asked {
        open.0 = !open.0;
    } else if open.0 && ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        open.0 = false;
    }
    if !open.0 {
        return Ok(());
    }
    let lang = preferences.lang;
    let say = |text: AccessText| Msg::Access(text).text(lang);
    let mut still_open = true;
    egui::Window::new(say(AccessText::KeysTitle))
        .id(egui::Id::new("key_help"))
        .open(&mut still_open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                egui::Grid::new("key_help_rows")
                    .num_columns(2)
                    .spacing([16.0, 6.0])
                    .striped(true)
                    .show(ui, |ui| {
                        for topic in KeyTopic::ALL {
                            ui.label(egui::RichText::new(topic.keys()).monospace().strong());
                            ui.label(say(AccessText::KeyDoes(topic)));
                            ui.end_row();
                        }
                    });
            });
        });
    open.0 &= still_open;
    Ok(())
}
