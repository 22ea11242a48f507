//! A mode's second step: against the computer its level and the player's colour, with the
//! board and rules folded under one line; between two people the board and rules; the
//! computer against itself its level. Every choice starts as the last game had it, and
//! the jade bar at the bottom plays.

use std::time::Duration;

use bevy_egui::egui;

use super::widgets::{self, card, chip, play_bar, section};
use super::{Home, HomeFacts, Page};
use crate::engine::Level;
use crate::game::messages::GameCommand;
use crate::game::play::setup::{MENU_BOARD_SIZES, MatchSetup, Mode, Opening, TimeControl};
use crate::game::ui::theme::{INK_SOFT, colour};
use crate::i18n::{Lang, Msg};
use crate::rules::{Rule, Stone};

/// The custom clock a player starts from.
const CUSTOM_CLOCK: TimeControl = TimeControl::minutes_plus(20, 10);

pub fn page(ui: &mut egui::Ui, home: &mut Home, facts: &HomeFacts) -> Option<GameCommand> {
    let lang = facts.lang;
    let title = match home.page {
        Page::Computer => Msg::HomePlayComputer,
        Page::Friend => Msg::HomePlayFriend,
        _ => Msg::HomeWatch,
    };
    step_page(ui, home, title, lang, |ui, home| {
        let draft = &mut home.draft;
        if home.page != Page::Friend {
            level_choice(ui, draft, lang);
        }
        if home.page == Page::Computer {
            colour_choice(ui, draft, lang);
        }
        if home.page == Page::Friend || home.rules_open {
            board_and_rules(ui, draft, lang);
            if home.page == Page::Friend {
                super::online_choices::choices(ui, home, lang);
            }
        } else {
            ui.add_space(6.0);
            let summary = rules_summary(draft, lang);
            let folded = Msg::HomeBoardAndRules.text(lang);
            if card(ui, &[], &folded, &summary, None).clicked() {
                home.rules_open = true;
            }
        }
    })
}

/// A second step's frame: "‹ Back" and the title, the choices (scrolling on a short screen)
/// and the "Play" bar under them, always in sight.
pub(super) fn step_page(
    ui: &mut egui::Ui,
    home: &mut Home,
    title: Msg,
    lang: Lang,
    choices: impl FnOnce(&mut egui::Ui, &mut Home),
) -> Option<GameCommand> {
    if header(ui, &title.text(lang), lang) {
        home.page = Page::Front;
        return None;
    }
    let bar_height = 48.0 + 2.0 * ui.spacing().item_spacing.y;
    let room = (ui.max_rect().height() - 60.0 - bar_height).max(120.0);
    egui::ScrollArea::vertical()
        .max_height(room)
        .show(ui, |ui| choices(ui, home));
    ui.add_space(6.0);
    play_bar(ui, &Msg::HomePlay.text(lang), None)
        .clicked()
        .then(|| home.play())
}

/// "‹ Back" and the page's title; true when back was pressed.
fn header(ui: &mut egui::Ui, title: &str, lang: Lang) -> bool {
    ui.horizontal(|ui| {
        let back = chip(ui, false, true, &Msg::HomeBack.text(lang), 0.0).clicked();
        widgets::title(ui, title, 18.0);
        back
    })
    .inner
}

/// Chips in rows of `columns`, all as wide, so a grid of levels reads as one.
pub(super) fn chip_grid<T: Copy + PartialEq>(
    ui: &mut egui::Ui,
    chosen: &mut T,
    options: &[(T, String, bool)],
    columns: usize,
) {
    let gap = ui.spacing().item_spacing.x;
    let width = (ui.available_width() - gap * (columns as f32 - 1.0)) / columns as f32;
    for row in options.chunks(columns) {
        ui.horizontal(|ui| {
            for (value, label, enabled) in row {
                if chip(ui, *chosen == *value, *enabled, label, width).clicked() {
                    *chosen = *value;
                }
            }
        });
    }
}

pub(super) fn level_choice(ui: &mut egui::Ui, draft: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    section(ui, &say(Msg::HomeLevel));
    let levels: Vec<_> = Level::ALL
        .into_iter()
        .map(|level| (level, say(Msg::LevelName(level)), true))
        .collect();
    chip_grid(ui, &mut draft.level, &levels, 3);
    let help = say(Msg::LevelHelp(draft.level));
    ui.label(egui::RichText::new(help).size(12.5).color(colour(INK_SOFT)));
}

/// Black or white; under swap2 or a renju opening rule colours are decided in the
/// opening, so the choice is who opens.
pub(super) fn colour_choice(ui: &mut egui::Ui, draft: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    let negotiated = draft.opening().negotiates_colours();
    let Mode::HumanVsComputer { human } = &mut draft.mode else {
        return;
    };
    let options = if negotiated {
        section(ui, &say(Msg::MenuWhoOpens));
        [
            (Stone::Black, say(Msg::OpenerYou), true),
            (Stone::White, say(Msg::OpenerComputer), true),
        ]
    } else {
        section(ui, &say(Msg::MenuYouPlay));
        [
            (Stone::Black, say(Msg::BlackMovesFirst), true),
            (Stone::White, say(Msg::StoneName(Stone::White)), true),
        ]
    };
    chip_grid(ui, human, &options, 2);
}

fn board_and_rules(ui: &mut egui::Ui, draft: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    section(ui, &say(Msg::MenuBoard));
    // A loaded record may have brought another size: offer it as well.
    let loaded = (!MENU_BOARD_SIZES.contains(&draft.size)).then_some(draft.size);
    let sizes: Vec<_> = MENU_BOARD_SIZES
        .into_iter()
        .chain(loaded)
        .map(|size| (size, format!("{size} × {size}"), true))
        .collect();
    chip_grid(ui, &mut draft.size, &sizes, sizes.len());
    rule_choice(ui, draft, lang);
    section(ui, &say(Msg::MenuOpening));
    // The openings of the chosen rule: swap2 for freestyle and standard, the RIF's rules
    // for renju.
    let openings: Vec<_> = Opening::ALL
        .into_iter()
        .filter(|opening| opening.allowed_under(draft.rule))
        .map(|opening| (opening, say(opening_name(opening)), true))
        .collect();
    let mut opening = draft.opening();
    chip_grid(ui, &mut opening, &openings, 2);
    if opening != draft.opening() {
        draft.opening = opening;
    }
    let help = match draft.opening() {
        Opening::Free => None,
        Opening::Swap2 => Some(Msg::OpeningHelp),
        Opening::Rule(rule) => Some(Msg::OpeningRuleHelp(rule)),
    };
    if let Some(help) = help {
        ui.label(
            egui::RichText::new(say(help))
                .size(12.5)
                .color(colour(INK_SOFT)),
        );
    }
    clock_choice(ui, draft, lang);
}

/// Freestyle, standard or renju, and what the chosen one means.
pub(super) fn rule_choice(ui: &mut egui::Ui, draft: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    section(ui, &say(Msg::MenuRule));
    let rules: Vec<_> = Rule::ALL
        .into_iter()
        .map(|rule| (rule, say(Msg::RuleName(rule)), true))
        .collect();
    chip_grid(ui, &mut draft.rule, &rules, rules.len());
    let help = say(Msg::RuleHelp(draft.rule));
    ui.label(egui::RichText::new(help).size(12.5).color(colour(INK_SOFT)));
}

/// No clock, the common time controls, or a custom main time and increment.
fn clock_choice(ui: &mut egui::Ui, draft: &mut MatchSetup, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    section(ui, &say(Msg::MenuClock));
    let custom = draft
        .clock
        .filter(|control| !TimeControl::PRESETS.contains(control))
        .unwrap_or(CUSTOM_CLOCK);
    let mut options = vec![(None, say(Msg::ClockNone), true)];
    options.extend(
        TimeControl::PRESETS
            .into_iter()
            .map(|preset| (Some(preset), clock_label(Some(preset), lang), true)),
    );
    options.push((Some(custom), say(Msg::ClockCustom), true));
    chip_grid(ui, &mut draft.clock, &options, 3);
    let Some(control) = draft.clock.as_mut() else {
        return;
    };
    if TimeControl::PRESETS.contains(control) {
        return;
    }
    let mut minutes = control.main.as_secs() / 60;
    let mut increment = control.increment.as_secs();
    ui.horizontal(|ui| {
        let max_minutes = TimeControl::MAX_MAIN.as_secs() / 60;
        ui.add(egui::DragValue::new(&mut minutes).range(1..=max_minutes));
        ui.label(say(Msg::ClockMinutes));
        ui.label("+");
        let max_increment = TimeControl::MAX_INCREMENT.as_secs();
        ui.add(egui::DragValue::new(&mut increment).range(0..=max_increment));
        ui.label(say(Msg::ClockIncrement));
    });
    *control = TimeControl {
        main: Duration::from_secs(minutes * 60),
        increment: Duration::from_secs(increment),
    };
}

fn clock_label(clock: Option<TimeControl>, lang: Lang) -> String {
    match clock {
        None => Msg::ClockNone.text(lang),
        Some(control) => Msg::ClockPreset {
            minutes: control.main.as_secs() / 60,
            increment: control.increment.as_secs(),
        }
        .text(lang),
    }
}

/// An opening's name on its chip and in summaries.
pub fn opening_name(opening: Opening) -> Msg {
    match opening {
        Opening::Free => Msg::OpeningFree,
        Opening::Swap2 => Msg::OpeningSwap2,
        Opening::Rule(rule) => Msg::OpeningRuleName(rule),
    }
}

/// The board, rule, opening and clock in one line: "15 × 15 · Freestyle", then swap2 and
/// the clock when there are any.
pub fn rules_summary(setup: &MatchSetup, lang: Lang) -> String {
    let say = |msg: Msg| msg.text(lang);
    let mut parts = vec![
        format!("{} × {}", setup.size, setup.size),
        say(Msg::RuleName(setup.rule)),
    ];
    if setup.opening() != Opening::Free {
        parts.push(say(opening_name(setup.opening())));
    }
    if setup.clock.is_some() {
        parts.push(clock_label(setup.clock, lang));
    }
    parts.join(" · ")
}

/// Who plays and on what, for "Continue" and "Play again".
pub fn setup_summary(setup: &MatchSetup, lang: Lang) -> String {
    let say = |msg: Msg| msg.text(lang);
    let players = match setup.mode {
        Mode::HumanVsHuman => say(Msg::PlayersName(crate::i18n::Players::HumanVsHuman)),
        Mode::HumanVsComputer { human } => say(Msg::ModeYouVs {
            human,
            level: setup.level,
        }),
        Mode::Demo => say(Msg::ModeDemoItself { level: setup.level }),
    };
    format!("{players} · {}", rules_summary(setup, lang))
}
