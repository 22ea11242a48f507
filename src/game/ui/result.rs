//! The end-of-game overlay: who won, and the way on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::board::Board;
use crate::game::commands::GameCommand;
use crate::game::input::UiFocus;
use crate::game::setup::MatchSetup;
use crate::game::turn::result_text;

pub fn result_overlay(
    mut contexts: EguiContexts,
    board: Res<Board>,
    setup: Res<MatchSetup>,
    mut over_ui: ResMut<UiFocus>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Game over")
        .anchor(egui::Align2::CENTER_TOP, [0.0, 24.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(result_text(&board, &setup));
            ui.label(format!("after {} moves", board.stone_count()));
            ui.horizontal(|ui| {
                if ui.button("Play again").clicked() {
                    commands.write(GameCommand::NewGame);
                }
                if ui.button("Undo").clicked() {
                    commands.write(GameCommand::Undo);
                }
                if ui.button("Menu").clicked() {
                    commands.write(GameCommand::OpenMenu);
                }
            });
        });
    over_ui.pointer |= ctx.egui_wants_pointer_input();
    Ok(())
}
