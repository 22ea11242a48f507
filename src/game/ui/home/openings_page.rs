//! "Start from a named opening": one of renju's 26 openings, who plays it (a friend, or the
//! computer at a level with your colour) and the rule; "Play" places its three stones and
//! the game goes on from the 4th move.

use bevy_egui::egui;

use super::match_page::{colour_choice, level_choice, rule_choice, step_page};
use super::widgets::{chip, section};
use super::{Home, HomeFacts};
use crate::game::messages::GameCommand;
use crate::game::play::setup::Mode;
use crate::i18n::{Lang, Msg, Players};
use crate::rules::{NamedOpening, Stone};

pub fn page(ui: &mut egui::Ui, home: &mut Home, facts: &HomeFacts) -> Option<GameCommand> {
    let lang = facts.lang;
    step_page(ui, home, Msg::HomeNamedOpening, lang, |ui, home| {
        for (direct, name) in [(true, Msg::HomeDirect), (false, Msg::HomeIndirect)] {
            section(ui, &name.text(lang));
            openings(ui, &mut home.opening, direct, lang);
        }
        players(ui, home, lang);
        if matches!(home.draft.mode, Mode::HumanVsComputer { .. }) {
            level_choice(ui, &mut home.draft, lang);
            colour_choice(ui, &mut home.draft, lang);
        }
        rule_choice(ui, &mut home.draft, lang);
    })
}

/// The direct or the indirect openings, three to a row, by name.
fn openings(ui: &mut egui::Ui, chosen: &mut NamedOpening, direct: bool, lang: Lang) {
    let gap = ui.spacing().item_spacing.x;
    let width = (ui.available_width() - 2.0 * gap) / 3.0;
    let shown: Vec<_> = NamedOpening::ALL
        .into_iter()
        .filter(|opening| opening.is_direct() == direct)
        .collect();
    for row in shown.chunks(3) {
        ui.horizontal(|ui| {
            for &opening in row {
                let label = Msg::OpeningName(opening).text(lang);
                if chip(ui, *chosen == opening, true, &label, width).clicked() {
                    *chosen = opening;
                }
            }
        });
    }
}

/// A friend on this screen, or the computer.
fn players(ui: &mut egui::Ui, home: &mut Home, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    section(ui, &say(Msg::MenuPlayers));
    let human = match home.draft.mode {
        Mode::HumanVsComputer { human } => human,
        _ => Stone::Black,
    };
    ui.horizontal(|ui| {
        let width = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
        for (mode, name) in [
            (Mode::HumanVsHuman, Players::HumanVsHuman),
            (Mode::HumanVsComputer { human }, Players::HumanVsComputer),
        ] {
            let chosen = std::mem::discriminant(&home.draft.mode) == std::mem::discriminant(&mode);
            if chip(ui, chosen, true, &say(Msg::PlayersName(name)), width).clicked() {
                home.draft.mode = mode;
            }
        }
    });
}
