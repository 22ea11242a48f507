//! "Puzzles": the rule and the difficulty band of the starter set, or the player's own
//! puzzles; the player's record; "Play" opens the collection at the player's place in it.

use bevy_egui::egui;

use super::match_page::{chip_grid, step_page};
use super::widgets::{chip, section};
use super::{Home, HomeFacts};
use crate::coach::puzzles::Band;
use crate::game::messages::GameCommand;
use crate::game::puzzle::collection::Collection;
use crate::game::ui::theme::{INK_SOFT, colour};
use crate::i18n::{Msg, PuzzleText};
use crate::rules::Rule;

/// The rules the starter set has puzzles for.
const RULES: [Rule; 2] = [Rule::Freestyle, Rule::Renju];

/// What the page shows of the puzzles the game holds and the player's record.
#[derive(Debug, Clone, Copy, Default)]
pub struct PuzzleFacts {
    /// How many puzzles each band holds, per rule of `RULES`.
    pub counts: [[usize; 4]; 2],
    pub mine: usize,
    pub solved: u32,
    pub streak: u32,
    pub best_streak: u32,
    /// The starter set's size, for home's card.
    pub starter: usize,
}

pub fn page(ui: &mut egui::Ui, home: &mut Home, facts: &HomeFacts) -> Option<GameCommand> {
    let lang = facts.lang;
    let say = |phrase: PuzzleText| Msg::Puzzle(phrase).text(lang);
    let puzzles = facts.puzzles;
    step_page(
        ui,
        home,
        Msg::Puzzle(PuzzleText::Title),
        lang,
        |ui, home| {
            ui.label(egui::RichText::new(say(PuzzleText::Help)).color(colour(INK_SOFT)));
            section(ui, &Msg::MenuRule.text(lang));
            let (mut rule, mut band) = match home.puzzles {
                Collection::Starter { rule, band } => (Some(rule), band),
                Collection::Mine => (None, Band::Three),
            };
            let rules: Vec<_> = RULES
                .iter()
                .map(|&r| (Some(r), Msg::RuleName(r).text(lang), true))
                .collect();
            chip_grid(ui, &mut rule, &rules, 2);
            section(ui, &say(PuzzleText::Difficulty));
            let row = RULES.iter().position(|&r| Some(r) == rule).unwrap_or(0);
            let bands: Vec<_> = Band::ALL
                .iter()
                .enumerate()
                .map(|(i, &b)| {
                    let count = puzzles.counts[row][i];
                    (
                        b,
                        format!("{} ({count})", say(PuzzleText::Band(b))),
                        count > 0,
                    )
                })
                .collect();
            let before = band;
            chip_grid(ui, &mut band, &bands, 2);
            // A band chosen while "My puzzles" was on goes back to the first rule.
            home.puzzles = match rule {
                Some(rule) => Collection::Starter { rule, band },
                None if band != before => Collection::Starter {
                    rule: RULES[0],
                    band,
                },
                None => Collection::Mine,
            };
            ui.add_space(4.0);
            let mine = say(PuzzleText::Mine {
                count: puzzles.mine,
            });
            let chosen = home.puzzles == Collection::Mine;
            if chip(ui, chosen, puzzles.mine > 0, &mine, ui.available_width()).clicked() {
                home.puzzles = Collection::Mine;
            }
            if puzzles.mine == 0 {
                ui.label(egui::RichText::new(say(PuzzleText::MineEmpty)).small());
            }
            ui.add_space(4.0);
            ui.label(say(PuzzleText::Stats {
                solved: puzzles.solved,
                streak: puzzles.streak,
                best: puzzles.best_streak,
            }));
        },
    )
}
