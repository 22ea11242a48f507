//! The end-of-game overlay: who won, and the way on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::messages::{GameCommand, ReviewStep};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::setup::{MatchSetup, Preferences};
use crate::game::play::swap2::Swap2;
use crate::game::play::turn::result_text;
use crate::i18n::Msg;

pub fn result_overlay(
    mut contexts: EguiContexts,
    board: Res<CurrentGame>,
    setup: Res<MatchSetup>,
    swap: Res<Swap2>,
    preferences: Res<Preferences>,
    mut over_ui: ResMut<UiFocus>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let say = |msg: Msg| msg.text(preferences.lang);
    // The id is fixed: the title changes with the language.
    egui::Window::new(say(Msg::GameOverTitle))
        .id(egui::Id::new("game_over"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 24.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(say(result_text(&board, &setup, &swap)));
            ui.label(say(Msg::AfterMoves {
                count: board.stone_count(),
            }));
            ui.horizontal(|ui| {
                if ui.button(say(Msg::PlayAgain)).clicked() {
                    commands.write(GameCommand::NewGame);
                }
                if ui.button(say(Msg::Undo)).clicked() {
                    commands.write(GameCommand::Undo);
                }
                if ui.button(say(Msg::Review)).clicked() {
                    commands.write(GameCommand::Step(ReviewStep::Last));
                }
                if ui.button(say(Msg::Menu)).clicked() {
                    commands.write(GameCommand::OpenMenu);
                }
            });
        });
    over_ui.pointer |= ctx.egui_wants_pointer_input();
    Ok(())
}
