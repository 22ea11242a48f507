//! The start menu: who plays, the computer's level, the board and the rule.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::engine::Level;
use crate::game::board::Board;
use crate::game::commands::GameCommand;
use crate::game::setup::{MENU_BOARD_SIZES, MatchSetup, Mode};
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
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = &mut draft.0;
    egui::Window::new("Gomoku")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .min_width(300.0)
        .show(ctx, |ui| {
            ui.label("Five in a row wins.");
            ui.separator();
            players(ui, setup);
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                ui.label("Board");
                // A loaded record may have brought another size: offer it as well.
                let loaded = (!MENU_BOARD_SIZES.contains(&setup.size)).then_some(setup.size);
                for size in MENU_BOARD_SIZES.into_iter().chain(loaded) {
                    ui.radio_value(&mut setup.size, size, format!("{size} x {size}"));
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label("Rule");
                for rule in Rule::ALL {
                    ui.radio_value(&mut setup.rule, rule, rule.name());
                }
            });
            ui.label(egui::RichText::new(rule_help(setup.rule)).small());
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("Start new game").clicked() {
                    commands.write(GameCommand::Start(*setup));
                }
                let in_progress = board.stone_count() > 0;
                if in_progress && ui.button("Resume game").clicked() {
                    commands.write(GameCommand::Resume(*setup));
                }
            });
        });
    Ok(())
}

fn players(ui: &mut egui::Ui, setup: &mut MatchSetup) {
    ui.label("Players");
    let human = match setup.mode {
        Mode::HumanVsComputer { human } => human,
        _ => Stone::Black,
    };
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut setup.mode, Mode::HumanVsHuman, "Human vs Human");
        let vs_computer = matches!(setup.mode, Mode::HumanVsComputer { .. });
        if ui.radio(vs_computer, "Human vs Computer").clicked() {
            setup.mode = Mode::HumanVsComputer { human };
        }
        ui.radio_value(&mut setup.mode, Mode::Demo, "Demo (computer vs computer)");
    });
    if let Mode::HumanVsComputer { human } = &mut setup.mode {
        ui.horizontal(|ui| {
            ui.label("You play");
            ui.radio_value(human, Stone::Black, "Black (moves first)");
            ui.radio_value(human, Stone::White, "White");
        });
    }
    if setup.mode != Mode::HumanVsHuman {
        ui.horizontal(|ui| {
            ui.label("Computer");
            egui::ComboBox::from_id_salt("level")
                .selected_text(setup.level.name())
                .show_ui(ui, |ui| {
                    for level in Level::ALL {
                        ui.selectable_value(&mut setup.level, level, level.name());
                    }
                });
        });
    }
}

fn rule_help(rule: Rule) -> &'static str {
    match rule {
        Rule::Freestyle => "Five or more in a row wins.",
        Rule::Standard => "Exactly five wins; six or more does not.",
        Rule::Renju => "Black may not make a double three, double four or overline (marked ×).",
    }
}
