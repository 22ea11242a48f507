//! Headless Bevy App tests of playing: clicks, turns, the computer, wins, new games,
//! switching modes and resizing (harness in common.rs).

use std::time::Duration;

use crate::common::*;
use bevy::prelude::*;
use gomoku::engine::{Level, Limits};
use gomoku::game::computer::ai::{ComputerTable, ThinkLimits};
use gomoku::game::messages::{GameCommand, Mover, PlaceStone};
use gomoku::game::platform::ThinkMode;
use gomoku::game::play::setup::MatchSetup;
use gomoku::game::play::state::{AppState, Turn};
use gomoku::game::view::layout::Layout;
use gomoku::game::view::stones::StoneView;
use gomoku::rules::{Outcome, Pos, Stone};

#[test]
fn a_click_on_an_intersection_makes_a_stone_entity_and_a_board_entry() {
    let mut app = started(pvp());
    assert_eq!(state(&app), AppState::Playing);
    click(&mut app, Pos::new(7, 7));
    assert_eq!(board(&app).get(Pos::new(7, 7)), Some(Stone::Black));
    assert_eq!(
        stone_views(&mut app),
        vec![StoneView {
            pos: Pos::new(7, 7),
            stone: Stone::Black
        }]
    );
}

#[test]
fn colours_alternate() {
    let mut app = started(pvp());
    let points = [
        Pos::new(7, 7),
        Pos::new(8, 8),
        Pos::new(0, 0),
        Pos::new(14, 14),
    ];
    for &p in &points {
        click(&mut app, p);
    }
    let colours: Vec<Stone> = points
        .iter()
        .map(|&p| board(&app).get(p).unwrap())
        .collect();
    assert_eq!(
        colours,
        vec![Stone::Black, Stone::White, Stone::Black, Stone::White]
    );
    assert_eq!(stone_views(&mut app).len(), 4);
}

#[test]
fn five_in_a_row_ends_the_game_with_the_right_winner() {
    let mut app = started(pvp());
    // Black along row 3, white along row 5; black completes five first.
    for i in 0..4 {
        click(&mut app, Pos::new(3 + i, 3));
        click(&mut app, Pos::new(3 + i, 5));
    }
    assert_eq!(state(&app), AppState::Playing);
    click(&mut app, Pos::new(7, 3));
    assert_eq!(state(&app), AppState::GameOver);
    match board(&app).outcome() {
        Some(Outcome::Win { winner, line }) => {
            assert_eq!(*winner, Stone::Black);
            assert_eq!(line.len(), 5);
        }
        other => panic!("expected a black win, got {other:?}"),
    }
    assert_notice(&app, "Black wins");
}

#[test]
fn white_can_win_too() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(0, 0));
    for i in 0..4 {
        click(&mut app, Pos::new(10, 2 + i));
        click(&mut app, Pos::new(1 + 2 * i, 14));
    }
    click(&mut app, Pos::new(10, 6));
    assert_eq!(state(&app), AppState::GameOver);
    assert!(matches!(
        board(&app).outcome(),
        Some(Outcome::Win {
            winner: Stone::White,
            ..
        })
    ));
}

#[test]
fn bad_clicks_change_nothing_and_say_why() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    // On a stone.
    click(&mut app, Pos::new(7, 7));
    assert_eq!(board(&app).stone_count(), 1);
    assert_notice(&app, "already a stone");
    // Off the board: the window's corner, far from any intersection.
    click_screen(&mut app, Vec2::new(1279.0, 1.0));
    assert_eq!(board(&app).stone_count(), 1);
    assert_notice(&app, "intersection");
    // Between two intersections.
    let layout = *app.world().resource::<Layout>();
    let between = (layout.screen_of(Pos::new(3, 3)) + layout.screen_of(Pos::new(4, 3))) / 2.0;
    click_screen(&mut app, between);
    assert_eq!(board(&app).stone_count(), 1);
    assert_eq!(stone_views(&mut app).len(), 1);
}

#[test]
fn clicks_after_the_game_ended_place_nothing() {
    let mut app = started(pvp());
    for i in 0..4 {
        click(&mut app, Pos::new(i, 0));
        click(&mut app, Pos::new(i, 1));
    }
    click(&mut app, Pos::new(4, 0));
    assert_eq!(state(&app), AppState::GameOver);
    let before = board(&app).stone_count();
    click(&mut app, Pos::new(10, 10));
    assert_eq!(board(&app).stone_count(), before);
    assert_notice(&app, "game is over");
}

#[test]
fn the_computer_replies_while_frames_keep_running() {
    // Natively there is no Web Worker: asked for one, the game searches in slices instead.
    for mode in [ThinkMode::Background, ThinkMode::Sliced, ThinkMode::Worker] {
        let mut app = headless_app();
        app.insert_resource(mode);
        command(&mut app, GameCommand::Start(pvc(Stone::Black)));
        click(&mut app, Pos::new(7, 7));
        assert_eq!(board(&app).moves()[0], Pos::new(7, 7), "{mode:?}");
        assert!(
            run_until(&mut app, |app| board(app).stone_count() == 2),
            "{mode:?}: no reply"
        );
        let reply = board(&app).last_move().unwrap();
        assert_eq!(board(&app).get(reply), Some(Stone::White));
        // Back to the human, who can play again.
        assert!(run_until(&mut app, |app| *app
            .world()
            .resource::<State<Turn>>()
            .get()
            == Turn::Human));
        // The reply follows the game's seed, drawn afresh each game: play beside it.
        let next = [Pos::new(6, 6), Pos::new(8, 8)]
            .into_iter()
            .find(|&p| board(&app).get(p).is_none())
            .expect("one of two points free after one reply");
        click(&mut app, next);
        assert_eq!(board(&app).get(next), Some(Stone::Black), "{mode:?}");
    }
}

#[test]
fn masters_moves_keep_their_table_for_the_next_and_the_lower_levels_none() {
    // The Web Worker keeps its own (tests/engine_worker.rs); here the game's own searches.
    for mode in [ThinkMode::Background, ThinkMode::Sliced] {
        for (level, keeps) in [(Level::Master, true), (Level::Hard, false)] {
            let mut app = headless_app();
            app.insert_resource(mode);
            command(&mut app, GameCommand::Start(pvp()));
            // Away from the centre, where the opening book answers at once.
            click(&mut app, Pos::new(2, 2));
            let setup = MatchSetup {
                level,
                ..pvc(Stone::Black)
            };
            command(&mut app, GameCommand::Resume(setup));
            assert!(
                run_until(&mut app, |app| board(app).stone_count() == 2),
                "{mode:?} {level:?}: no reply"
            );
            let kept = app.world().resource::<ComputerTable>().0.holds_table();
            assert_eq!(kept, keeps, "{mode:?} {level:?}");
        }
    }
}

/// A game where Master, white, is in the middle of a search too long to finish within a
/// test's few frames.
fn master_thinking() -> App {
    let mut app = headless_app();
    app.insert_resource(ThinkLimits(Some(Limits::time(Duration::from_secs(30)))));
    command(&mut app, GameCommand::Start(pvp()));
    // Away from the centre, where the opening book answers at once.
    click(&mut app, Pos::new(2, 2));
    // Hand white to the computer: it has a real position to think about.
    let master = MatchSetup {
        level: Level::Master,
        ..pvc(Stone::Black)
    };
    command(&mut app, GameCommand::Resume(master));
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::Computer);
    app
}

#[test]
fn clicks_during_the_computers_turn_are_refused() {
    let mut app = master_thinking();
    click(&mut app, Pos::new(3, 3));
    assert_eq!(board(&app).stone_count(), 1);
    assert_notice(&app, "computer is thinking");
    // Opening the menu abandons the search without blocking.
    command(&mut app, GameCommand::OpenMenu);
    assert_eq!(state(&app), AppState::Menu);
}

#[test]
fn a_computer_move_in_the_frame_a_record_loads_never_lands_on_the_record() {
    let mut app = master_thinking();
    // The computer's move, found for the board as it stands, and a record, in one frame:
    // the record is what is on the board afterwards, exactly.
    let record = [Pos::new(7, 7), Pos::new(8, 8), Pos::new(6, 6)];
    app.world_mut().write_message(PlaceStone {
        pos: Pos::new(3, 3),
        by: Mover::Computer,
    });
    command(
        &mut app,
        GameCommand::LoadRecord(gomoku::notation::to_psq(15, &record, None)),
    );
    assert_eq!(board(&app).moves(), &record);
}

#[test]
fn the_computer_opens_when_it_plays_black() {
    let mut app = started(pvc(Stone::White));
    assert!(run_until(&mut app, |app| board(app).stone_count() == 1));
    assert_eq!(
        board(&app).get(Pos::new(7, 7)),
        Some(Stone::Black),
        "the engine opens in the centre"
    );
}

#[test]
fn new_game_clears_the_stones_and_the_board() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    click(&mut app, Pos::new(7, 8));
    assert_eq!(stone_views(&mut app).len(), 2);
    command(&mut app, GameCommand::NewGame);
    assert_eq!(board(&app).stone_count(), 0);
    assert!(stone_views(&mut app).is_empty());
    assert_eq!(state(&app), AppState::Playing);
}

#[test]
fn switching_to_the_computer_mid_game_hands_it_the_side_to_move() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    command(&mut app, GameCommand::OpenMenu);
    assert_eq!(state(&app), AppState::Menu);
    assert_eq!(board(&app).stone_count(), 1, "the menu keeps the game");
    // Resume as black against the computer: white is to move, so the computer plays.
    command(&mut app, GameCommand::Resume(pvc(Stone::Black)));
    assert_eq!(state(&app), AppState::Playing);
    assert!(run_until(&mut app, |app| board(app).stone_count() == 2));
    // And back to two humans: nobody moves for black.
    command(&mut app, GameCommand::OpenMenu);
    command(&mut app, GameCommand::Resume(pvp()));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(board(&app).stone_count(), 2);
    click(&mut app, Pos::new(0, 0));
    click(&mut app, Pos::new(1, 0));
    assert_eq!(board(&app).get(Pos::new(1, 0)), Some(Stone::White));
}

#[test]
fn a_resized_window_still_maps_clicks_to_the_right_point() {
    let mut app = started(pvp());
    let before = *app.world().resource::<Layout>();
    resize(&mut app, 600.0, 900.0);
    let after = *app.world().resource::<Layout>();
    assert_ne!(before, after);
    assert!(
        after.cell < before.cell,
        "a narrower window gives a smaller board"
    );
    click(&mut app, Pos::new(2, 12));
    assert_eq!(board(&app).get(Pos::new(2, 12)), Some(Stone::Black));
    // The stone entity sits where the new layout draws that point.
    let mut stones = app.world_mut().query::<(&StoneView, &Transform)>();
    let (_, transform) = stones.single(app.world()).unwrap();
    assert_eq!(
        transform.translation.truncate(),
        after.world_of(Pos::new(2, 12))
    );
}

#[test]
fn a_19_by_19_board_from_the_menu() {
    let mut app = started(MatchSetup { size: 19, ..pvp() });
    assert_eq!(board(&app).size(), 19);
    click(&mut app, Pos::new(18, 18));
    assert_eq!(board(&app).get(Pos::new(18, 18)), Some(Stone::Black));
}
