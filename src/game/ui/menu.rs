//! The start menu: who plays, the computer's level, the board and the rule.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::engine::Level;
use crate::game::board::Board;
use crate::game::commands::GameCommand;
use crate::game::setup::{MENU_BOARD_SIZES, MatchSetup, Mode, Preferences};
use crate::i18n::{self, Lang, Msg};
use crate::rules::{Rule, Stone};

/// The menu's choices before the player confirms them.
#[derive(Resource, Debug, Default)]
pub struct MenuDraft(MatchSetup);

/// On opening the menu, and when the setup changes under it (a record loaded while it is
/// open brings its board size), the menu shows the setup as it is.
pub fn reset_draft(setup: Res<MatchSetup>, mut draft: ResMut<MenuDraft>) {
    draft.0 = *setup;
}

pub fn start_menu(
    mut contexts: EguiContexts,
    mut draft: ResMut<MenuDraft>,
    board: Res<Board>,
    preferences: Res<Preferences>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = &mut draft.0;
    let lang = preferences.lang;
    let say = |msg: Msg| msg.text(lang);
    // The id is fixed: the title changes with the language.
    egui::Window::new(say(Msg::AppTitle))
        .id(egui::Id::new("start_menu"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .min_width(300.0)
        .show(ctx, |ui| {
            ui.label(say(Msg::Tagline));
            ui.separator();
            players(ui, setup, lang);
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                ui.label(say(Msg::MenuBoard));
                // A loaded record may have brought another size: offer it as well.
                let loaded = (!MENU_BOARD_SIZES.contains(&setup.size)).then_some(setup.size);
                for size in MENU_BOARD_SIZES.into_iter().chain(loaded) {
                    ui.radio_value(&mut setup.size, size, format!("{size} x {size}"));
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(say(Msg::MenuRule));
                for rule in Rule::ALL {
                    ui.radio_value(&mut setup.rule, rule, say(Msg::RuleName(rule)));
                }
            });
            ui.label(egui::RichText::new(say(Msg::RuleHelp(setup.rule))).small());
            ui.separator();
            // Its own section, after the game's choices: the end-to-end tests read the players
            // as the first section with radio buttons and Start as the last section's button.
            ui.horizontal_wrapped(|ui| {
                ui.label(say(Msg::MenuLanguage));
                for choice in Lang::ALL {
                    // Each language in its own script, so a player finds theirs in any.
                    if ui.radio(lang == choice, choice.native_name()).clicked() && lang != choice {
                        commands.write(GameCommand::SetLanguage(choice));
                    }
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button(say(Msg::StartNewGame)).clicked() {
                    commands.write(GameCommand::Start(*setup));
                }
                let in_progress = board.stone_count() > 0;
                if in_progress && ui.button(say(Msg::ResumeGame)).clicked() {
                    commands.write(GameCommand::Resume(*setup));
                }
            });
        });
    Ok(())
}

fn players(ui: &mut egui::Ui, setup: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    let mode_name = |mode| say(Msg::ModeName(mode));
    ui.label(say(Msg::MenuPlayers));
    let human = match setup.mode {
        Mode::HumanVsComputer { human } => human,
        _ => Stone::Black,
    };
    ui.horizontal_wrapped(|ui| {
        let human_vs_human = mode_name(i18n::Mode::HumanVsHuman);
        ui.radio_value(&mut setup.mode, Mode::HumanVsHuman, human_vs_human);
        let vs_computer = matches!(setup.mode, Mode::HumanVsComputer { .. });
        if ui
            .radio(vs_computer, mode_name(i18n::Mode::HumanVsComputer))
            .clicked()
        {
            setup.mode = Mode::HumanVsComputer { human };
        }
        ui.radio_value(&mut setup.mode, Mode::Demo, mode_name(i18n::Mode::Demo));
    });
    if let Mode::HumanVsComputer { human } = &mut setup.mode {
        ui.horizontal(|ui| {
            ui.label(say(Msg::MenuYouPlay));
            ui.radio_value(human, Stone::Black, say(Msg::BlackMovesFirst));
            ui.radio_value(human, Stone::White, say(Msg::StoneName(Stone::White)));
        });
    }
    if setup.mode != Mode::HumanVsHuman {
        ui.horizontal(|ui| {
            ui.label(say(Msg::MenuComputer));
            egui::ComboBox::from_id_salt("level")
                .selected_text(say(Msg::LevelName(setup.level)))
                .show_ui(ui, |ui| {
                    for level in Level::ALL {
                        ui.selectable_value(&mut setup.level, level, say(Msg::LevelName(level)))
                            .on_hover_text(say(Msg::LevelHelp(level)));
                    }
                });
        });
    }
}
