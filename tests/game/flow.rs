//! The game's flow: every change of the board is judged on a state transition, the turn is
//! never stale, an ending is announced once, and refused input changes nothing.

use crate::common::*;
use bevy::prelude::*;
use gomoku::game::messages::{GameCommand, GameEnded, SoundCue};
use gomoku::game::play::current_game::CurrentGame;
use gomoku::game::play::setup::MatchSetup;
use gomoku::game::play::state::AppState;
use gomoku::game::view::layout::{Layout, Panel, world_to_screen};
use gomoku::game::view::stones::{ForbiddenPoints, Marker};
use gomoku::rules::{Pos, Rule, Stone};

/// What the test watches, frame by frame.
#[derive(Resource, Default)]
struct Seen {
    ended: usize,
    end_chimes: usize,
    board_changes: usize,
    setup_changes: usize,
    forbidden_searches: usize,
}

fn watch(
    mut ended: MessageReader<GameEnded>,
    mut cues: MessageReader<SoundCue>,
    board: Res<CurrentGame>,
    setup: Res<MatchSetup>,
    forbidden: Res<ForbiddenPoints>,
    mut seen: ResMut<Seen>,
) {
    seen.ended += ended.read().count();
    seen.end_chimes += cues.read().filter(|c| **c == SoundCue::GameEnd).count();
    seen.board_changes += usize::from(board.is_changed());
    seen.setup_changes += usize::from(setup.is_changed());
    seen.forbidden_searches += usize::from(forbidden.is_changed());
}

fn watched(setup: MatchSetup) -> App {
    let mut app = started(setup);
    app.init_resource::<Seen>().add_systems(Last, watch);
    app.update();
    app
}

fn seen(app: &App) -> &Seen {
    app.world().resource::<Seen>()
}

/// Black makes five along the top row while white plays the row below.
fn black_wins(app: &mut App) {
    for x in 0..4 {
        click(app, Pos::new(x, 0));
        click(app, Pos::new(x, 1));
    }
    click(app, Pos::new(4, 0));
    app.update();
}

#[test]
fn a_click_in_the_first_frame_of_a_game_as_white_does_not_play_black() {
    let mut app = headless_app();
    app.world_mut()
        .write_message(GameCommand::Start(pvc(Stone::White)));
    app.update(); // The command is applied.
    // The very next frame enters Playing: the player clicks in it.
    let corner = Pos::new(0, 0);
    let screen = app.world().resource::<Layout>().screen_of(corner);
    press_screen(&mut app, screen);
    release_mouse(&mut app);
    assert!(run_until(&mut app, |app| board(app).stone_count() == 1));
    for _ in 0..5 {
        app.update();
    }
    assert_ne!(
        board(&app).get(corner),
        Some(Stone::Black),
        "the player's click played the computer's colour"
    );
    assert_eq!(board(&app).stone_count(), 1, "only the computer's opening");
}

#[test]
fn a_game_ends_once_and_resuming_it_from_the_menu_does_not_chime_again() {
    let mut app = watched(pvp());
    black_wins(&mut app);
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!((seen(&app).ended, seen(&app).end_chimes), (1, 1));
    assert_notice(&app, "Black wins");

    command(&mut app, GameCommand::OpenMenu);
    command(&mut app, GameCommand::Resume(pvp()));
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!(
        (seen(&app).ended, seen(&app).end_chimes),
        (1, 1),
        "no second ending"
    );

    // Taking the winning move back and playing it again is a new ending.
    command(&mut app, GameCommand::Undo);
    assert_eq!(state(&app), AppState::Playing);
    command(&mut app, GameCommand::Redo);
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!((seen(&app).ended, seen(&app).end_chimes), (2, 2));
}

#[test]
fn loading_another_finished_game_while_the_result_shows_announces_it() {
    let mut app = watched(pvp());
    black_wins(&mut app);
    assert_eq!(seen(&app).ended, 1);
    // White wins this one: five down the first column.
    let record = "a1b1a2b2a3b3a4b4c1b5";
    command(&mut app, GameCommand::LoadRecord(record.into()));
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!(seen(&app).ended, 2);
    assert_notice(&app, "White wins");
}

#[test]
fn a_refused_record_or_an_empty_undo_changes_nothing() {
    let mut app = watched(pvp());
    app.update();
    let empty = (seen(&app).board_changes, seen(&app).setup_changes);
    command(&mut app, GameCommand::Undo);
    assert_notice(&app, "Nothing to take back");
    assert_eq!(
        (seen(&app).board_changes, seen(&app).setup_changes),
        empty,
        "an undo on an empty board marked the board or the setup changed"
    );
    click(&mut app, Pos::new(7, 7));
    app.update();
    let before = (seen(&app).board_changes, seen(&app).setup_changes);
    command(&mut app, GameCommand::LoadRecord("h8 z99".into()));
    assert_notice(&app, "the game is unchanged");
    command(&mut app, GameCommand::Redo);
    assert_notice(&app, "Nothing to redo");
    assert_eq!(
        (seen(&app).board_changes, seen(&app).setup_changes),
        before,
        "a refused command marked the board or the setup changed"
    );
    assert_eq!(board(&app).stone_count(), 1);
}

#[test]
fn a_record_loaded_while_the_menu_is_open_waits_in_the_menu() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    command(&mut app, GameCommand::OpenMenu);
    // On the web a file picked from the panel can arrive after the player opened the menu.
    command(&mut app, GameCommand::LoadRecord("h8i9j10".into()));
    assert_eq!(state(&app), AppState::Menu, "the menu stays open");
    assert_eq!(board(&app).stone_count(), 3);
    assert_notice(&app, "Loaded a game of 3 moves");
    command(&mut app, GameCommand::Resume(pvp()));
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).stone_count(), 3, "Resume plays the loaded game");
}

#[test]
fn a_resize_redraws_the_forbidden_marks_without_searching_for_them_again() {
    let mut app = watched(MatchSetup {
        rule: Rule::Renju,
        ..pvp()
    });
    // Black g8, i8, h9 and h7 around h8 (a double three there), white in the corners.
    command(
        &mut app,
        GameCommand::LoadRecord("g8a15i8o15h9a1h7o1".into()),
    );
    app.update();
    let marks = |app: &mut App| {
        app.world_mut()
            .query::<(&Marker, &Transform)>()
            .iter(app.world())
            .filter(|(m, _)| **m == Marker::Forbidden)
            .map(|(_, t)| (t.translation.truncate(), t.scale.truncate()))
            .collect::<Vec<_>>()
    };
    let before = marks(&mut app);
    assert!(!before.is_empty(), "the position has forbidden points");
    let searches = seen(&app).forbidden_searches;
    resize(&mut app, 900.0, 700.0);
    app.update();
    let after = marks(&mut app);
    assert_eq!(after.len(), before.len(), "the marks are redrawn");
    assert_ne!(after, before, "at the new scale");
    assert_eq!(
        seen(&app).forbidden_searches,
        searches,
        "without a new search"
    );
}

#[test]
fn the_board_behind_the_menu_is_centred_and_moves_beside_the_panel_in_play() {
    let centre = |app: &App| {
        let layout = app.world().resource::<Layout>();
        (world_to_screen(layout.window, layout.center), layout.panel)
    };
    let mut app = headless_app();
    let (menu_centre, menu_panel) = centre(&app);
    assert_eq!(state(&app), AppState::Menu);
    assert_eq!(menu_panel, Panel::Hidden);
    assert!(
        (menu_centre - Vec2::new(640.0, 360.0)).length() < 0.5,
        "{menu_centre}"
    );
    command(&mut app, GameCommand::Start(pvp()));
    let (play_centre, play_panel) = centre(&app);
    assert!(matches!(play_panel, Panel::Left { .. }), "{play_panel:?}");
    assert!(play_centre.x > menu_centre.x + 50.0, "{play_centre}");
    // Clicks land where the board is drawn in play, so a move still goes where it is aimed.
    click(&mut app, Pos::new(7, 7));
    assert_eq!(board(&app).stone_count(), 1);
    command(&mut app, GameCommand::OpenMenu);
    assert_eq!(centre(&app).1, Panel::Hidden);
}
