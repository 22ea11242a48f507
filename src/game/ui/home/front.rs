//! The front page: the game's name and five stones, "Continue" and "Play again" when there
//! is a game to go back to, the modes and the puzzles as large cards, and the settings.

use bevy_egui::egui;

use super::match_page::{rules_summary, setup_summary};
use super::widgets::{card, chip, five_in_a_row, play_bar, title};
use super::{Home, HomeFacts, Page};
use crate::game::messages::GameCommand;
use crate::game::play::setup::Mode;
use crate::game::ui::theme::{INK_SOFT, colour};
use crate::i18n::{Msg, PuzzleText};
use crate::rules::Stone;

pub fn page(ui: &mut egui::Ui, home: &mut Home, facts: &HomeFacts) -> Option<GameCommand> {
    let say = |msg: Msg| msg.text(facts.lang);
    // A short window (a phone on its side) keeps its height for the choices.
    let short = ui.ctx().content_rect().height() - 28.0 < super::SHORT_WINDOW;
    ui.vertical_centered(|ui| {
        title(ui, &say(Msg::AppTitle), if short { 24.0 } else { 30.0 });
        if !short {
            ui.label(egui::RichText::new(say(Msg::Tagline)).color(colour(INK_SOFT)));
        }
    });
    if !short {
        five_in_a_row(ui);
    }
    ui.add_space(6.0);
    let mut command = None;
    let summary = setup_summary(&facts.setup, facts.lang);
    if facts.in_progress && play_bar(ui, &say(Msg::HomeContinue), Some(&summary)).clicked() {
        command = Some(GameCommand::Resume(facts.setup));
    }
    if facts.played_before && play_bar(ui, &say(Msg::PlayAgain), Some(&summary)).clicked() {
        command = Some(GameCommand::Start(facts.setup));
    }
    let draft = &home.draft;
    let human = match draft.mode {
        Mode::HumanVsComputer { human } => human,
        _ => Stone::Black,
    };
    let computer = format!(
        "{} · {}",
        say(Msg::LevelName(draft.level)),
        say(Msg::HomeYouPlayAs(human))
    );
    let choices = [
        (
            Page::Computer,
            vec![Stone::Black],
            Msg::HomePlayComputer,
            computer,
            '1',
        ),
        (
            Page::Friend,
            vec![Stone::Black, Stone::White],
            Msg::HomePlayFriend,
            rules_summary(draft, facts.lang),
            '2',
        ),
        (
            Page::Watch,
            vec![Stone::White],
            Msg::HomeWatch,
            say(Msg::LevelName(draft.level)),
            '3',
        ),
        (
            Page::Openings,
            vec![Stone::Black, Stone::White, Stone::Black],
            Msg::HomeNamedOpening,
            say(Msg::HomeNamedOpenings),
            '4',
        ),
        (
            Page::Puzzles,
            vec![Stone::Black, Stone::Black, Stone::White],
            Msg::Puzzle(PuzzleText::Title),
            say(Msg::Puzzle(PuzzleText::CardLine {
                solved: facts.puzzles.solved,
                total: facts.puzzles.starter,
            })),
            '5',
        ),
    ];
    for (page, stones, title, detail, key) in choices {
        // The keys that pick a card are shown where there is a keyboard to press them.
        let key = (!facts.touch).then_some(key);
        if card(ui, &stones, &say(title), &detail, key).clicked() {
            home.open(page);
        }
    }
    ui.add_space(2.0);
    // Two chips side by side, each centred in its half.
    ui.columns(2, |halves| {
        halves[0].vertical_centered(|ui| {
            if chip(ui, false, true, &say(Msg::HomeSetUpPosition), 0.0).clicked() {
                command = Some(GameCommand::EditBoard { from_game: false });
            }
        });
        halves[1].vertical_centered(|ui| {
            if chip(ui, false, true, &say(Msg::HomeSettings), 0.0).clicked() {
                home.page = Page::Settings;
            }
        });
    });
    command
}
