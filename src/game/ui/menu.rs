//! The start menu: who plays, the computer's level, the board and the rule.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::engine::Level;
use crate::game::messages::GameCommand;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::setup::{
    MENU_BOARD_SIZES, MatchSetup, Mode, Opening, Preferences, TimeControl,
};
use crate::game::view::board_theme::BoardTheme;
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
    board: Res<CurrentGame>,
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
            // A section of its own: the end-to-end tests read renju as the last radio of
            // the board-and-rule section.
            ui.separator();
            opening_choice(ui, setup, lang);
            clock_choice(ui, setup, lang);
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
            ui.horizontal_wrapped(|ui| {
                ui.label(say(Msg::MenuBoardLook));
                let shown = preferences.board_theme;
                for theme in BoardTheme::ALL {
                    if ui.radio(shown == theme, say(theme.name())).clicked() && shown != theme {
                        commands.write(GameCommand::SetBoardTheme(theme));
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
    let mode_name = |mode| say(Msg::PlayersName(mode));
    ui.label(say(Msg::MenuPlayers));
    let human = match setup.mode {
        Mode::HumanVsComputer { human } => human,
        _ => Stone::Black,
    };
    ui.horizontal_wrapped(|ui| {
        let human_vs_human = mode_name(i18n::Players::HumanVsHuman);
        ui.radio_value(&mut setup.mode, Mode::HumanVsHuman, human_vs_human);
        let vs_computer = matches!(setup.mode, Mode::HumanVsComputer { .. });
        if ui
            .radio(vs_computer, mode_name(i18n::Players::HumanVsComputer))
            .clicked()
        {
            setup.mode = Mode::HumanVsComputer { human };
        }
        ui.radio_value(&mut setup.mode, Mode::Demo, mode_name(i18n::Players::Demo));
    });
    let swap2 = setup.opening() == Opening::Swap2;
    if let Mode::HumanVsComputer { human } = &mut setup.mode {
        ui.horizontal(|ui| {
            // Under swap2 colours are decided in the opening: the choice is who opens.
            if swap2 {
                ui.label(say(Msg::MenuWhoOpens));
                ui.radio_value(human, Stone::Black, say(Msg::OpenerYou));
                ui.radio_value(human, Stone::White, say(Msg::OpenerComputer));
            } else {
                ui.label(say(Msg::MenuYouPlay));
                ui.radio_value(human, Stone::Black, say(Msg::BlackMovesFirst));
                ui.radio_value(human, Stone::White, say(Msg::StoneName(Stone::White)));
            }
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

/// Free or swap2; swap2 is not offered under renju, which has its own openings.
fn opening_choice(ui: &mut egui::Ui, setup: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    ui.horizontal_wrapped(|ui| {
        ui.label(say(Msg::MenuOpening));
        ui.radio_value(&mut setup.opening, Opening::Free, say(Msg::OpeningFree));
        ui.add_enabled_ui(Opening::Swap2.allowed_under(setup.rule), |ui| {
            ui.radio_value(&mut setup.opening, Opening::Swap2, say(Msg::OpeningSwap2));
        });
    });
    if setup.opening() == Opening::Swap2 {
        ui.label(egui::RichText::new(say(Msg::OpeningHelp)).small());
    }
}

/// The custom clock a player starts from.
const CUSTOM_CLOCK: TimeControl = TimeControl::minutes_plus(20, 10);

/// No clock, the common time controls, or a custom main time and increment.
fn clock_choice(ui: &mut egui::Ui, setup: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    let preset_label = |control: TimeControl| {
        say(Msg::ClockPreset {
            minutes: control.main.as_secs() / 60,
            increment: control.increment.as_secs(),
        })
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(say(Msg::MenuClock));
        ui.radio_value(&mut setup.clock, None, say(Msg::ClockNone));
        for preset in TimeControl::PRESETS {
            ui.radio_value(&mut setup.clock, Some(preset), preset_label(preset));
        }
        let custom = setup
            .clock
            .is_some_and(|control| !TimeControl::PRESETS.contains(&control));
        if ui.radio(custom, say(Msg::ClockCustom)).clicked() && !custom {
            setup.clock = Some(CUSTOM_CLOCK);
        }
    });
    let Some(control) = setup.clock.as_mut() else {
        return;
    };
    if TimeControl::PRESETS.contains(control) {
        return;
    }
    let mut minutes = control.main.as_secs() / 60;
    let mut increment = control.increment.as_secs();
    ui.horizontal(|ui| {
        let max_minutes = TimeControl::MAX_MAIN.as_secs() / 60;
        ui.add(egui::DragValue::new(&mut minutes).range(1..=max_minutes));
        ui.label(say(Msg::ClockMinutes));
        ui.label("+");
        let max_increment = TimeControl::MAX_INCREMENT.as_secs();
        ui.add(egui::DragValue::new(&mut increment).range(0..=max_increment));
        ui.label(say(Msg::ClockIncrement));
    });
    *control = TimeControl {
        main: std::time::Duration::from_secs(minutes * 60),
        increment: std::time::Duration::from_secs(increment),
    };
}
