//! The end-of-game overlay: who won, and the way on. It is placed clear of the winning five
//! and the last move (`view::clear_spot`), measured by its size on the frame before.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::messages::{GameCommand, ReviewStep};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::opening::OpeningState;
use crate::game::play::setup::{MatchSetup, Preferences};
use crate::game::play::turn::result_text;
use crate::game::view::clear_spot::clear_spot;
use crate::game::view::layout::Layout;
use crate::i18n::{Msg, ReviewText};
use crate::rules::Outcome;

#[allow(clippy::too_many_arguments)]
pub fn result_overlay(
    mut contexts: EguiContexts,
    board: Res<CurrentGame>,
    setup: Res<MatchSetup>,
    openings: OpeningState,
    preferences: Res<Preferences>,
    layout: Res<Layout>,
    mut over_ui: ResMut<UiFocus>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let say = |msg: Msg| msg.text(preferences.lang);
    // The id is fixed: the title changes with the language.
    let id = egui::Id::new("game_over");
    // Its size on the last frame it showed (a first guess before that).
    let size = ctx
        .memory(|memory| memory.area_rect(id))
        .map_or(Vec2::new(320.0, 120.0), |rect| {
            Vec2::new(rect.width(), rect.height())
        });
    let mut keep_clear: Vec<_> = match board.outcome() {
        Some(Outcome::Win { line, .. }) => line.clone(),
        _ => Vec::new(),
    };
    keep_clear.extend(board.last_move());
    let window = egui::Window::new(say(Msg::GameOverTitle))
        .id(id)
        .collapsible(true)
        .resizable(false);
    let window = match clear_spot(&layout, size, &keep_clear) {
        Some(spot) => window.fixed_pos([spot.min.x, spot.min.y]),
        // A window too small for the box anywhere: at the top, where the title bar's
        // arrow folds it away.
        None => window.anchor(egui::Align2::CENTER_TOP, [0.0, 4.0]),
    };
    window.show(ctx, |ui| {
        ui.heading(say(result_text(&board, &setup, openings.now())));
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
            let grade = Msg::Coach(ReviewText::GradeMoves);
            if ui.button(say(grade)).clicked() {
                commands.write(GameCommand::Step(ReviewStep::Last));
                commands.write(GameCommand::GradeMoves);
            }
            if ui.button(say(Msg::Menu)).clicked() {
                commands.write(GameCommand::OpenMenu);
            }
        });
    });
    over_ui.pointer |= ctx.egui_wants_pointer_input();
    Ok(())
}
