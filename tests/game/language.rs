//! The game in the player's language: switching it while a game runs re-renders what the
//! panel shows, and the language at start-up comes from the override, the settings or the
//! system, in that order.

use crate::common::*;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::current_game::CurrentGame;
use gomoku::game::play::opening::Openings;
use gomoku::game::play::settings;
use gomoku::game::play::setup::{MatchSetup, Preferences};
use gomoku::game::play::state::Turn;
use gomoku::game::ui::status::{match_title, status_line};
use gomoku::i18n::Lang;
use gomoku::rules::Pos;

/// The panel's status line and notice, in the language the game speaks now.
fn panel_lines(app: &bevy::prelude::App) -> (String, String, String) {
    let world = app.world();
    let lang = world.resource::<Preferences>().lang;
    let setup = world.resource::<MatchSetup>();
    let turn = world
        .get_resource::<bevy::prelude::State<Turn>>()
        .map(|t| t.get());
    let board = world.resource::<CurrentGame>();
    let openings = Openings {
        swap: world.resource(),
        rule: world.resource(),
    };
    (
        match_title(setup, openings, board).text(lang),
        status_line(board, setup, openings, turn).text(lang),
        notice(app),
    )
}

#[test]
fn switching_language_changes_the_panel_at_once() {
    // Two people: nothing moves on its own between the switch and the look.
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    let (title, status, said) = panel_lines(&app);
    assert_eq!(
        (title.as_str(), status.as_str(), said.as_str()),
        ("Human vs Human", "White to move", "move 1: black h8")
    );

    command(&mut app, GameCommand::SetLanguage(Lang::ZhHans));
    let hans = panel_lines(&app);
    assert_eq!((hans.0.as_str(), hans.1.as_str()), ("双人对战", "轮到白棋"));
    assert!(
        hans.2.contains("黑棋") && hans.2.contains("h8"),
        "{}",
        hans.2
    );

    command(&mut app, GameCommand::SetLanguage(Lang::ZhHant));
    let hant = panel_lines(&app);
    assert_eq!(hant.0, "雙人對戰");
    assert!(
        hant.2.contains("黑棋") && hant.2.contains("h8"),
        "{}",
        hant.2
    );
    assert_ne!(hant, hans, "Traditional should differ from Simplified");

    // The game itself is untouched by the switches.
    assert_eq!(app.world().resource::<CurrentGame>().stone_count(), 1);
    command(&mut app, GameCommand::SetLanguage(Lang::En));
    assert_eq!(panel_lines(&app), (title, status, said));
}

#[test]
fn a_refused_click_is_explained_in_the_players_language() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::SetLanguage(Lang::ZhHant));
    click(&mut app, Pos::new(7, 7));
    click(&mut app, Pos::new(7, 7));
    let said = notice(&app);
    assert!(said.contains("h8") && said.contains("已有棋子"), "{said}");
    assert_eq!(
        app.world().resource::<Preferences>().lang,
        Lang::ZhHant,
        "the choice is a preference (saved with the settings)"
    );
}

#[test]
fn the_language_at_start_up() {
    use settings::choose_lang;
    // An override beats everything; a saved choice beats the system; English is last.
    let all = (Some(Lang::ZhHant), Some(Lang::ZhHans), Some(Lang::En));
    assert_eq!(choose_lang(all.0, all.1, all.2), Lang::ZhHant);
    assert_eq!(
        choose_lang(None, Some(Lang::ZhHans), Some(Lang::En)),
        Lang::ZhHans
    );
    assert_eq!(choose_lang(None, None, Some(Lang::ZhHant)), Lang::ZhHant);
    assert_eq!(choose_lang(None, None, None), Lang::En);
    // A corrupt or unknown saved language is a problem (warned about at start-up) and no
    // choice at all, so the system's language is used; the other settings are kept.
    for corrupt in ["lang = klingon", "lang = fr", "lang = 42", "lang"] {
        let read = settings::parse(&format!("sound = false\n{corrupt}\n"));
        assert_eq!(read.lang, None, "{corrupt}");
        assert_eq!(read.problems.len(), 1, "{corrupt}: {:?}", read.problems);
        assert!(
            !read.preferences.sound,
            "{corrupt}: the sound line was lost"
        );
        assert_eq!(
            choose_lang(None, read.lang, Some(Lang::ZhHans)),
            Lang::ZhHans
        );
    }
    let read = settings::parse("lang = zh-Hant\n");
    assert_eq!(read.lang, Some(Lang::ZhHant));
    assert_eq!(
        choose_lang(None, read.lang, Some(Lang::ZhHans)),
        Lang::ZhHant
    );
}

#[test]
fn the_window_title_follows_the_language() {
    let mut app = headless_app();
    let title = |app: &mut App| {
        let mut windows = app
            .world_mut()
            .query_filtered::<&Window, With<PrimaryWindow>>();
        windows.single(app.world()).unwrap().title.clone()
    };
    assert_eq!(title(&mut app), "Gomoku");
    command(&mut app, GameCommand::SetLanguage(Lang::ZhHant));
    assert_eq!(title(&mut app), "五子棋");
    command(&mut app, GameCommand::SetLanguage(Lang::En));
    assert_eq!(title(&mut app), "Gomoku");
}
