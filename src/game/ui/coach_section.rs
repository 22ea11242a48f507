//! The coach's part of the game panel: "Grade the moves", the review's progress while it
//! runs (with Stop), then each side's accuracy and the moves to look at; a click on one
//! shows the position before it, and there the panel says what the move was, why, and the
//! better move with its line (the board marks them: `view::graded_marks`).

use bevy::prelude::*;
use bevy_egui::egui;

use super::theme;
use crate::coach::explain::Fact;
use crate::coach::{GameReview, GradedMove};
use crate::game::coach::board_news::BoardNews;
use crate::game::coach::grading::Grading;
use crate::game::messages::{GameCommand, ReviewStep};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::grades::GradeCache;
use crate::i18n::{Lang, Msg, ReviewText};
use crate::notation::pos_to_text;
use crate::rules::Stone;

pub fn coach_section(
    ui: &mut egui::Ui,
    (board, grades, grading, news): (&CurrentGame, &GradeCache, &Grading, &BoardNews),
    commands: &mut MessageWriter<GameCommand>,
    lang: Lang,
) {
    let say = |phrase: ReviewText| Msg::Coach(phrase).text(lang);
    if let Some(progress) = grading.progress() {
        let share = progress.read as f32 / progress.positions.max(1) as f32;
        let text = say(ReviewText::Grading {
            read: progress.read,
            total: progress.positions,
        });
        ui.add(egui::ProgressBar::new(share).text(text));
        if ui.button(say(ReviewText::Stop)).clicked() {
            commands.write(GameCommand::StopGrading);
        }
        return;
    }
    let Some(review) = grades.of_game(board) else {
        let gradable = board.moves().len() + board.redo_moves().count() >= 2;
        let button = ui.add_enabled(gradable, egui::Button::new(say(ReviewText::GradeMoves)));
        if button.clicked() {
            commands.write(GameCommand::GradeMoves);
        }
        return;
    };
    summary(ui, review, lang);
    let errors: Vec<&GradedMove> = review.moves.iter().filter(|m| m.grade.is_error()).collect();
    if errors.is_empty() {
        return;
    }
    ui.label(say(ReviewText::ToLookAt));
    let shown = board.stone_count();
    ui.horizontal_wrapped(|ui| {
        for graded in &errors {
            let label = egui::RichText::new(move_line(graded, review.size, lang)).small();
            if ui.selectable_label(graded.ply == shown, label).clicked() {
                commands.write(GameCommand::Step(ReviewStep::To(graded.ply)));
            }
        }
    });
    // The position before a graded move: what it was, why, and the better move.
    if let (Some(graded), Some(fact)) = (grades.error_ahead(board), &news.graded) {
        explained(ui, board, (graded, fact), lang);
    }
}

/// "Black: accuracy 87, 2 moves to look at", for each side.
fn summary(ui: &mut egui::Ui, review: &GameReview, lang: Lang) {
    for side in [Stone::Black, Stone::White] {
        let to_look_at = review
            .moves
            .iter()
            .filter(|m| m.mover() == side && m.grade.is_error())
            .count();
        let accuracy = review.accuracy(side).map(|a| a.round() as u32);
        let line = ReviewText::Summary {
            side,
            accuracy,
            to_look_at,
        };
        ui.label(Msg::Coach(line).text(lang));
    }
}

/// "12. White j7: Blunder (−31%)".
fn move_line(graded: &GradedMove, size: usize, lang: Lang) -> String {
    Msg::Coach(ReviewText::Move {
        number: graded.ply + 1,
        side: graded.mover(),
        pos: pos_to_text(graded.played, size),
        grade: graded.grade,
        loss: (graded.loss() * 100.0).round() as u32,
    })
    .text(lang)
}

/// The graded move about to be played from the position shown, explained.
fn explained(
    ui: &mut egui::Ui,
    board: &CurrentGame,
    (graded, fact): (&GradedMove, &Fact),
    lang: Lang,
) {
    let size = board.size();
    let line = move_line(graded, size, lang);
    ui.label(egui::RichText::new(line).color(theme::WARNING).strong());
    let fact = fact.clone();
    ui.label(Msg::Explain { fact, size }.text(lang));
    if graded.best != graded.played {
        let line: Vec<String> = graded.line.iter().map(|&p| pos_to_text(p, size)).collect();
        let better = ReviewText::Better {
            pos: pos_to_text(graded.best, size),
            line: line.join(" "),
        };
        ui.label(egui::RichText::new(Msg::Coach(better).text(lang)).color(theme::READING));
    }
}
