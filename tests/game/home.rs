//! The home screen, pressed through egui itself (egui_kittest) by the names a screen reader
//! hears: each mode opens from home and starts a game with its choices, in the game's own
//! headless App; the keyboard does the same; the settings page changes the preferences; and
//! the main choices fit a 360x640 phone without scrolling.

use bevy::prelude::*;
use bevy_egui::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gomoku::engine::Level;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::current_game::CurrentGame;
use gomoku::game::play::setup::{MatchSetup, Mode, Opening, Preferences, TimeControl};
use gomoku::game::play::state::AppState;
use gomoku::game::puzzle::collection::Collection;
use gomoku::game::ui::home::{self, Home, HomeFacts, Page};
use gomoku::game::ui::{fonts, theme};
use gomoku::i18n::Lang;
use gomoku::rules::{NamedOpening, OpeningRule, Rule, Stone};

use crate::common::{command, headless_app};

/// What the harness keeps between frames: the screen's state and what it answered.
struct Screen {
    home: Home,
    facts: HomeFacts,
    preferences: Preferences,
    command: Option<GameCommand>,
    fonts_ready: bool,
}

fn facts(setup: MatchSetup) -> HomeFacts {
    HomeFacts {
        lang: Lang::En,
        setup,
        in_progress: false,
        played_before: false,
        touch: false,
        puzzles: Default::default(),
    }
}

fn screen_sized(facts: HomeFacts, size: egui::Vec2) -> Harness<'static, Screen> {
    let screen = Screen {
        home: Home::new(facts.setup),
        facts,
        preferences: Preferences::default(),
        command: None,
        fonts_ready: false,
    };
    let mut harness = Harness::builder().with_size(size).build_ui_state(
        |ui, screen: &mut Screen| {
            // The game ships its own fonts (egui's are not built in): the first frame
            // hands them over, and they serve from the next.
            if !screen.fonts_ready {
                ui.ctx().set_fonts(fonts::latin_fonts());
                theme::apply(ui.ctx());
                screen.fonts_ready = true;
                return;
            }
            screen.facts.lang = screen.preferences.lang;
            let (home, facts) = (&mut screen.home, &screen.facts);
            if let Some(said) = home::show(ui.ctx(), home, facts, &mut screen.preferences) {
                screen.command = Some(said);
            }
        },
        screen,
    );
    harness.run();
    harness
}

fn screen(facts: HomeFacts) -> Harness<'static, Screen> {
    screen_sized(facts, egui::vec2(1100.0, 760.0))
}

/// Presses a choice as a player would: scrolled into sight first if it is below the fold.
fn press(harness: &mut Harness<Screen>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Presses "Play" and returns the command the screen gave.
fn play(harness: &mut Harness<Screen>) -> GameCommand {
    press(harness, "Play");
    harness
        .state_mut()
        .command
        .take()
        .expect("\"Play\" gave a command")
}

/// Plays the command in the game's headless App and returns its setup once the game runs.
fn started_in_the_game(said: GameCommand) -> MatchSetup {
    let mut app = headless_app();
    command(&mut app, said);
    let state = *app.world().resource::<State<AppState>>().get();
    assert_eq!(state, AppState::Playing, "the game runs after Play");
    let board = app.world().resource::<CurrentGame>();
    let setup = *app.world().resource::<MatchSetup>();
    assert_eq!((board.size(), board.rule()), (setup.size, setup.rule));
    setup
}

#[test]
fn the_front_page_offers_the_modes_and_settings() {
    let harness = screen(facts(MatchSetup::default()));
    for label in [
        "Play the computer",
        "Play a friend, here or online",
        "Watch the computer play",
        "Start from a named opening",
        "Puzzles",
        "Settings",
    ] {
        harness.get_by_label(label);
    }
    // Nothing to go back to on a first visit.
    assert!(harness.query_by_label("Continue the game").is_none());
    assert!(harness.query_by_label("Play again").is_none());
}

#[test]
fn against_the_computer_level_colour_board_and_rule_start_the_game() {
    let mut harness = screen(facts(MatchSetup::default()));
    press(&mut harness, "Play the computer");
    assert_eq!(harness.state().home.page, Page::Computer);
    press(&mut harness, "Easy");
    press(&mut harness, "White");
    // The board and rules are folded under one line until asked for.
    assert!(harness.query_by_label("Renju").is_none());
    press(&mut harness, "Board and rules");
    press(&mut harness, "19 × 19");
    press(&mut harness, "Renju");
    let said = play(&mut harness);
    let GameCommand::Start(setup) = said.clone() else {
        panic!("Play starts a game, not {said:?}");
    };
    assert_eq!(
        setup.mode,
        Mode::HumanVsComputer {
            human: Stone::White
        }
    );
    assert_eq!(
        (setup.level, setup.size, setup.rule),
        (Level::Easy, 19, Rule::Renju)
    );
    assert_eq!(started_in_the_game(said), setup);
}

#[test]
fn a_friend_on_this_screen_chooses_rule_opening_and_clock() {
    let mut harness = screen(facts(MatchSetup::default()));
    press(&mut harness, "Play a friend, here or online");
    // Two people need no level.
    assert!(harness.query_by_label("Master").is_none());
    press(&mut harness, "Standard");
    press(&mut harness, "Swap2");
    press(&mut harness, "10 min + 5 s");
    let said = play(&mut harness);
    let GameCommand::Start(setup) = said.clone() else {
        panic!("Play starts a game, not {said:?}");
    };
    assert_eq!(setup.mode, Mode::HumanVsHuman);
    assert_eq!(setup.rule, Rule::Standard);
    assert_eq!(setup.opening(), Opening::Swap2);
    assert_eq!(setup.clock, Some(TimeControl::minutes_plus(10, 5)));
    assert_eq!(started_in_the_game(said), setup);
}

#[test]
fn watching_the_computer_takes_its_level() {
    let mut harness = screen(facts(MatchSetup::default()));
    press(&mut harness, "Watch the computer play");
    press(&mut harness, "Master");
    let said = play(&mut harness);
    let setup = started_in_the_game(said);
    assert_eq!((setup.mode, setup.level), (Mode::Demo, Level::Master));
}

#[test]
fn a_named_opening_starts_with_its_three_stones_against_the_computer() {
    let mut harness = screen(facts(MatchSetup::default()));
    press(&mut harness, "Start from a named opening");
    press(&mut harness, "Ugetsu");
    press(&mut harness, "Human vs Computer");
    press(&mut harness, "Renju");
    let said = play(&mut harness);
    let GameCommand::StartOpening(setup, opening) = said.clone() else {
        panic!("Play starts from the opening, not {said:?}");
    };
    assert_eq!(opening, NamedOpening::Ugetsu);
    assert_eq!(setup.rule, Rule::Renju);
    let mut app = headless_app();
    command(&mut app, said);
    let board = app.world().resource::<CurrentGame>();
    // The opening's three stones come first; the computer (white) may already have
    // answered with the 4th move in the frames the command took.
    assert!(
        board.stone_count() >= 3,
        "the opening's three stones are on the board"
    );
    assert_eq!(
        NamedOpening::of_moves(&board.moves()[..3]),
        Some(NamedOpening::Ugetsu)
    );
    assert_eq!(board.rule(), Rule::Renju);
    let fourth = board.moves().get(3).and_then(|&pos| board.get(pos));
    assert!(
        fourth == Some(Stone::White) || board.to_move() == Stone::White,
        "the game goes on from the 4th move, white's"
    );
    let state = *app.world().resource::<State<AppState>>().get();
    assert_eq!(state, AppState::Playing);
}

#[test]
fn renju_offers_its_opening_rules_and_not_swap2() {
    let mut harness = screen(facts(MatchSetup::default()));
    press(&mut harness, "Play a friend, here or online");
    assert!(harness.query_by_label("Soosõrv-8").is_none());
    press(&mut harness, "Renju");
    assert!(harness.query_by_label("Swap2").is_none());
    press(&mut harness, "Soosõrv-8");
    let said = play(&mut harness);
    let GameCommand::Start(setup) = said else {
        panic!("Play starts a game");
    };
    assert_eq!(
        (setup.rule, setup.opening()),
        (Rule::Renju, Opening::Rule(OpeningRule::Soosorv8))
    );
}

#[test]
fn back_keeps_the_choices_and_the_last_game_comes_first() {
    let last = MatchSetup {
        mode: Mode::HumanVsComputer {
            human: Stone::White,
        },
        level: Level::Hard,
        rule: Rule::Standard,
        ..MatchSetup::default()
    };
    let mut harness = screen(HomeFacts {
        in_progress: true,
        played_before: true,
        ..facts(last)
    });
    // The computer's page starts from the last game's choices.
    press(&mut harness, "Play the computer");
    assert_eq!(harness.state().home.draft, last);
    press(&mut harness, "‹ Back");
    assert_eq!(harness.state().home.page, Page::Front);
    press(&mut harness, "Continue the game");
    assert_eq!(
        harness.state_mut().command.take(),
        Some(GameCommand::Resume(last))
    );
    press(&mut harness, "Play again");
    assert_eq!(
        harness.state_mut().command.take(),
        Some(GameCommand::Start(last))
    );
}

#[test]
fn the_keyboard_opens_a_mode_goes_back_and_plays() {
    let mut harness = screen(facts(MatchSetup::default()));
    harness.key_press(egui::Key::Num2);
    harness.run();
    assert_eq!(harness.state().home.page, Page::Friend);
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert_eq!(harness.state().home.page, Page::Front);
    harness.key_press(egui::Key::Num1);
    harness.run();
    assert_eq!(harness.state().home.page, Page::Computer);
    // Tab walks to the first choice ("Back"), then to the first level; Space presses it.
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    assert!(harness.get_by_label("Beginner").is_focused());
    harness.key_press(egui::Key::Space);
    harness.run();
    assert_eq!(harness.state().home.draft.level, Level::Beginner);
    // Enter plays once the keyboard is off the choices.
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.key_press(egui::Key::Num1);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    let said = harness.state_mut().command.take();
    assert!(
        matches!(said, Some(GameCommand::Start(setup)) if setup.level == Level::Beginner),
        "Enter played the chosen level: {said:?}"
    );
}

#[test]
fn the_settings_page_changes_language_sound_and_look() {
    let mut harness = screen(facts(MatchSetup::default()));
    press(&mut harness, "Settings");
    press(&mut harness, "Sound");
    press(&mut harness, "Slate");
    press(&mut harness, "繁體中文");
    let preferences = harness.state().preferences;
    assert!(!preferences.sound);
    assert_eq!(preferences.lang, Lang::ZhHant);
    assert_eq!(
        preferences.board_theme,
        gomoku::game::view::board_theme::BoardTheme::Slate
    );
    // The page speaks the new language at once: "Done" is now 完成.
    press(&mut harness, "完成");
    assert_eq!(harness.state().home.page, Page::Front);
}

#[test]
fn a_phone_shows_every_main_choice_without_scrolling() {
    let phone = egui::vec2(360.0, 640.0);
    let in_sight = |harness: &Harness<Screen>, label: &str| {
        let rect = harness.get_by_label(label).rect();
        assert!(
            rect.min.x >= 0.0
                && rect.min.y >= 0.0
                && rect.max.x <= phone.x
                && rect.max.y <= phone.y,
            "{label} at {rect:?} is outside the 360x640 screen"
        );
    };
    let mut harness = screen_sized(
        HomeFacts {
            in_progress: true,
            played_before: true,
            ..facts(MatchSetup::default())
        },
        phone,
    );
    for label in [
        "Continue the game",
        "Play again",
        "Play the computer",
        "Play a friend, here or online",
        "Watch the computer play",
        "Start from a named opening",
        "Puzzles",
        "Settings",
    ] {
        in_sight(&harness, label);
    }
    press(&mut harness, "Play the computer");
    for label in [
        "‹ Back",
        "Beginner",
        "Master",
        "White",
        "Board and rules",
        "Play",
    ] {
        in_sight(&harness, label);
    }
    // Unfolded, the rules scroll above the bar, which stays in sight.
    press(&mut harness, "Board and rules");
    in_sight(&harness, "Play");
    press(&mut harness, "‹ Back");
    press(&mut harness, "Play a friend, here or online");
    for label in ["19 × 19", "Renju", "Swap2", "Play"] {
        in_sight(&harness, label);
    }
}

#[test]
fn puzzles_open_by_rule_and_band_with_the_players_record() {
    let mut facts = facts(MatchSetup::default());
    facts.puzzles.counts = [[80, 80, 34, 8], [80, 80, 20, 0]];
    facts.puzzles.solved = 12;
    facts.puzzles.best_streak = 5;
    let mut harness = screen(facts);
    press(&mut harness, "Puzzles");
    harness.get_by_label("Solved 12 · streak 0 (best 5)");
    // An empty band and an empty collection of one's own cannot be chosen.
    press(&mut harness, "Renju");
    assert!(
        harness
            .get_by_label("Win in 9 or more (0)")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        harness
            .get_by_label("My puzzles (0)")
            .accesskit_node()
            .is_disabled()
    );
    press(&mut harness, "Win in 5 (80)");
    let said = play(&mut harness);
    let expected = Collection::Starter {
        rule: Rule::Renju,
        band: gomoku::coach::puzzles::Band::Five,
    };
    assert_eq!(said, GameCommand::OpenPuzzles(expected));
    // In the game, the command opens the collection.
    let mut app = headless_app();
    command(&mut app, said);
    assert_eq!(
        *app.world().resource::<State<AppState>>().get(),
        AppState::Puzzle
    );
    let session = app
        .world()
        .resource::<gomoku::game::puzzle::session::PuzzleSession>();
    let run = session.run.as_ref().expect("a renju puzzle on the board");
    assert_eq!(run.puzzle().rule, Rule::Renju);
    assert_eq!(run.puzzle().band(), gomoku::coach::puzzles::Band::Five);
}
