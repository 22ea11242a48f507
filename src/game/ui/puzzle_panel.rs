//! The puzzle's panel, in the game panel's place while a puzzle is solved: which puzzle,
//! the goal, what came of the last move (and why a wrong one fails), the hint, trying
//! again, the next puzzle, home, and the player's record.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::side_panel::{self, Part};
use super::theme;
use crate::game::messages::PuzzleCommand;
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::puzzle_progress::PuzzleProgress;
use crate::game::play::setup::Preferences;
use crate::game::puzzle::session::{Feedback, PuzzleSession};
use crate::game::view::layout::{Layout, PortraitStrip};
use crate::i18n::{Lang, Msg, PuzzleText};

pub fn puzzle_panel(
    mut contexts: EguiContexts,
    session: Res<PuzzleSession>,
    (progress, layout, preferences): (Res<PuzzleProgress>, Res<Layout>, Res<Preferences>),
    (mut over_ui, mut strip): (ResMut<UiFocus>, ResMut<PortraitStrip>),
    notice: Res<Notice>,
    mut commands: MessageWriter<PuzzleCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let place = (&mut strip, preferences.lang);
    over_ui.pointer = side_panel::show(ctx, &layout, "puzzle_panel", place, |ui, part| {
        if part != Part::Sheet {
            return;
        }
        let asked = contents(ui, &session, &progress, &notice, preferences.lang);
        commands.write_batch(asked);
    });
    Ok(())
}

/// The panel's widgets; returns the commands they asked for.
pub fn contents(
    ui: &mut egui::Ui,
    session: &PuzzleSession,
    progress: &PuzzleProgress,
    notice: &Notice,
    lang: Lang,
) -> Vec<PuzzleCommand> {
    let say = |phrase: PuzzleText| Msg::Puzzle(phrase).text(lang);
    let mut commands = Vec::new();
    if let Some(run) = &session.run {
        let puzzle = run.puzzle();
        ui.heading(say(PuzzleText::Heading {
            number: session.index + 1,
            total: session.total,
            rule: puzzle.rule,
            band: session.collection.band(),
        }));
        let goal = PuzzleText::Goal {
            attacker: puzzle.attacker(),
            kind: puzzle.kind,
            win_in: puzzle.win_in,
        };
        ui.label(egui::RichText::new(say(goal)).strong());
    } else {
        ui.heading(say(PuzzleText::Title));
    }
    ui.separator();
    let tone = match &session.feedback {
        Feedback::Solved => Some(theme::LIVE),
        Feedback::Wrong(_) | Feedback::NoPuzzle => Some(theme::WARNING),
        _ => None,
    };
    let line = session.feedback_text(lang);
    if let Some(line) = line {
        let text = egui::RichText::new(line);
        ui.label(match tone {
            Some(colour) => text.color(colour).strong(),
            None => text,
        });
    }
    if notice.0.is_some() {
        ui.label(egui::RichText::new(notice.text(lang)).italics());
    }
    ui.horizontal_wrapped(|ui| {
        let hint = ui.add_enabled(
            session.may_move(),
            egui::Button::new(say(PuzzleText::HintButton)),
        );
        if hint.clicked() {
            commands.push(PuzzleCommand::Hint);
        }
        let started = session
            .run
            .as_ref()
            .is_some_and(|run| !run.moves().is_empty());
        if ui
            .add_enabled(started, egui::Button::new(say(PuzzleText::Retry)))
            .clicked()
        {
            commands.push(PuzzleCommand::Retry);
        }
        if ui.button(say(PuzzleText::Next)).clicked() {
            commands.push(PuzzleCommand::Next);
        }
    });
    ui.separator();
    ui.label(say(PuzzleText::Stats {
        solved: progress.solved,
        streak: progress.streak,
        best: progress.best_streak,
    }));
    ui.label(egui::RichText::new(say(PuzzleText::Keys)).small());
    if ui.button(say(PuzzleText::Back)).clicked() {
        commands.push(PuzzleCommand::Leave);
    }
    commands
}
