//! The egui overlay: the start menu, the in-game panel and the end-of-game result. It only
//! shows state and writes `GameCommand`s; what they do is decided elsewhere.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::board::{Board, MatchSetup, Mode, Notice};
use super::commands::GameCommand;
use super::input::PointerOverUi;
use super::layout::{Layout, Panel};
use super::state::{AppState, Turn};
use super::turn::result_text;
use crate::engine::Level;
use crate::rules::{Rule, Stone};

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(EguiPlugin::default())
            .init_resource::<MenuDraft>()
            .add_systems(
                OnEnter(AppState::Menu),
                |setup: Res<MatchSetup>, mut draft: ResMut<MenuDraft>| {
                    draft.0 = *setup;
                },
            )
            .add_systems(
                EguiPrimaryContextPass,
                (
                    start_menu.run_if(in_state(AppState::Menu)),
                    game_panel.run_if(not(in_state(AppState::Menu))),
                    result_overlay.run_if(in_state(AppState::GameOver)),
                )
                    .chain(),
            );
    }
}

/// The menu's choices before the player confirms them.
#[derive(Resource, Debug, Default)]
struct MenuDraft(MatchSetup);

fn start_menu(
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
            ui.label("Players");
            let vs_computer = matches!(setup.mode, Mode::HumanVsComputer { .. });
            ui.horizontal(|ui| {
                if ui.radio(!vs_computer, "Human vs Human").clicked() {
                    setup.mode = Mode::HumanVsHuman;
                }
                if ui.radio(vs_computer, "Human vs Computer").clicked() && !vs_computer {
                    setup.mode = Mode::HumanVsComputer {
                        human: Stone::Black,
                    };
                }
            });
            if let Mode::HumanVsComputer { human } = &mut setup.mode {
                ui.horizontal(|ui| {
                    ui.label("You play");
                    ui.radio_value(human, Stone::Black, "Black (first)");
                    ui.radio_value(human, Stone::White, "White");
                });
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
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Board");
                ui.radio_value(&mut setup.size, 15, "15 x 15");
                ui.radio_value(&mut setup.size, 19, "19 x 19");
            });
            ui.horizontal(|ui| {
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
                let in_progress = board.board().stone_count() > 0;
                if in_progress && ui.button("Resume game").clicked() {
                    commands.write(GameCommand::Resume(*setup));
                }
            });
        });
    Ok(())
}

fn rule_help(rule: Rule) -> &'static str {
    match rule {
        Rule::Freestyle => "Five or more in a row wins.",
        Rule::Standard => "Exactly five wins; six or more does not.",
        Rule::Renju => "Black may not make a double three, double four or overline.",
    }
}

fn game_panel(
    mut contexts: EguiContexts,
    board: Res<Board>,
    setup: Res<MatchSetup>,
    turn: Option<Res<State<Turn>>>,
    notice: Res<Notice>,
    layout: Res<Layout>,
    mut over_ui: ResMut<PointerOverUi>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let panel = match layout.panel {
        Panel::Left { width } => egui::Panel::left("game_panel").exact_size(width),
        Panel::Top { height } => egui::Panel::top("game_panel").exact_size(height),
    }
    .resizable(false);
    let shown = panel.show(&mut root, |ui| {
        ui.heading("Gomoku");
        ui.label(format!(
            "{} · {} · {}",
            match_title(&setup),
            board.rule().name(),
            size_name(board.board().size())
        ));
        ui.separator();
        ui.label(
            egui::RichText::new(status_line(&board, &setup, turn.as_deref().map(State::get)))
                .strong(),
        );
        ui.label(format!("Moves played: {}", board.board().stone_count()));
        ui.label(egui::RichText::new(&notice.0).italics());
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            if ui.button("New game").clicked() {
                commands.write(GameCommand::NewGame);
            }
            if ui.button("Menu").clicked() {
                commands.write(GameCommand::OpenMenu);
            }
        });
    });
    let pointer_on_panel = ctx
        .pointer_hover_pos()
        .is_some_and(|p| shown.response.rect.contains(p));
    over_ui.0 = pointer_on_panel || ctx.egui_wants_pointer_input();
    Ok(())
}

fn result_overlay(
    mut contexts: EguiContexts,
    board: Res<Board>,
    setup: Res<MatchSetup>,
    mut over_ui: ResMut<PointerOverUi>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Game over")
        .anchor(egui::Align2::CENTER_TOP, [0.0, 24.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(result_text(&board, &setup));
            ui.label(format!("after {} moves", board.board().stone_count()));
            ui.horizontal(|ui| {
                if ui.button("Play again").clicked() {
                    commands.write(GameCommand::NewGame);
                }
                if ui.button("Menu").clicked() {
                    commands.write(GameCommand::OpenMenu);
                }
            });
        });
    over_ui.0 |= ctx.egui_wants_pointer_input();
    Ok(())
}

fn match_title(setup: &MatchSetup) -> String {
    match setup.mode {
        Mode::HumanVsHuman => "Human vs Human".to_string(),
        Mode::HumanVsComputer { human } => format!(
            "You ({}) vs {}",
            human.name().to_lowercase(),
            setup.level.name()
        ),
    }
}

fn size_name(size: usize) -> String {
    format!("{size}x{size}")
}

fn status_line(board: &Board, setup: &MatchSetup, turn: Option<&Turn>) -> String {
    if board.is_over() {
        return result_text(board, setup);
    }
    let side = board.to_move().name();
    match (setup.mode, turn) {
        (_, Some(Turn::Computer)) => format!("Computer ({side}) is thinking…"),
        (Mode::HumanVsComputer { .. }, _) => format!("Your move ({side})"),
        (Mode::HumanVsHuman, _) => format!("{side} to move"),
    }
}
