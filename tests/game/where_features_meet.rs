//! Bugs a player could hit where two features meet (review and endings, undo and the
//! clock, undo and swap2, hints and board sizes, records and links): each test failed
//! before its fix.

use std::time::Duration;

use crate::common::*;
use bevy::prelude::*;
use gomoku::game::computer::hint::Hint;
use gomoku::game::messages::{GameCommand, GameEnded, MakePick, Mover, Pick, ReviewStep};
use gomoku::game::play::setup::{MatchSetup, Opening, TimeControl};
use gomoku::game::play::state::AppState;
use gomoku::game::play::swap2::{Phase, Swap2};
use gomoku::notation::{parse_moves, to_psq};
use gomoku::rules::{Outcome, Pos, Stone};

fn at(text: &str) -> Pos {
    parse_moves(text, 15).unwrap()[0]
}

fn phase(app: &App) -> Phase {
    app.world()
        .resource::<Swap2>()
        .phase(board(app).stone_count())
}

#[test]
fn a_review_to_the_end_finds_the_resignation_where_it_was() {
    let mut app = started(pvp());
    for point in ["h8", "i9", "h9"] {
        click(&mut app, at(point));
    }
    command(&mut app, GameCommand::Resign);
    let resigned = Outcome::Resigned {
        loser: Stone::White,
    };
    assert_eq!(board(&app).outcome(), Some(&resigned));
    command(&mut app, GameCommand::Step(ReviewStep::Back));
    assert_eq!(board(&app).stone_count(), 2);
    assert_eq!(board(&app).outcome(), None);
    command(&mut app, GameCommand::Step(ReviewStep::Last));
    assert_eq!(board(&app).stone_count(), 3);
    assert_eq!(board(&app).outcome(), Some(&resigned));
    // Playing on from the end is playing a finished game: it stays over.
    command(&mut app, GameCommand::PlayFromHere);
    assert_eq!(state(&app), AppState::GameOver);
    click(&mut app, at("a1"));
    assert_eq!(board(&app).stone_count(), 3);
    let text = to_psq(15, board(&app).moves(), board(&app).outcome());
    assert!(text.contains("Result: white resigned"), "{text}");
}

#[test]
fn undo_and_redo_give_no_time_back_and_a_loaded_record_earns_no_increments() {
    let control = TimeControl {
        main: Duration::from_secs(10),
        increment: Duration::from_secs(1),
    };
    let mut app = clocked(control);
    frames(&mut app, 20);
    click(&mut app, at("h8"));
    let black_after = left(&app, Stone::Black);
    assert!(black_after < control.main, "{black_after:?}");
    for _ in 0..3 {
        command(&mut app, GameCommand::Undo);
        command(&mut app, GameCommand::Redo);
        assert_eq!(board(&app).stone_count(), 1);
        assert_eq!(
            left(&app, Stone::Black),
            black_after,
            "redo refunds nothing"
        );
    }
    command(
        &mut app,
        GameCommand::LoadRecord("h8i9h9i10h10i11".to_string()),
    );
    assert_eq!(board(&app).stone_count(), 6);
    // Full time each, less the frames black's clock has run since (black to move).
    assert_eq!(left(&app, Stone::White), control.main);
    let black = left(&app, Stone::Black);
    assert!(black <= control.main && black >= control.main - Duration::from_millis(500));
}

#[test]
fn the_same_stone_played_again_after_undo_keeps_the_swap2_choice_for_redo() {
    let mut app = timed(
        MatchSetup {
            opening: Opening::Swap2,
            clock: Some(TimeControl::minutes_plus(5, 0)),
            ..pvp()
        },
        Duration::from_millis(100),
    );
    for point in ["h8", "h9", "i9"] {
        click(&mut app, at(point));
    }
    assert_eq!(phase(&app), Phase::SecondChooses);
    app.world_mut().write_message(MakePick {
        pick: Pick::Black,
        by: Mover::Human,
    });
    frames(&mut app, 3);
    click(&mut app, at("g7"));
    assert_eq!(board(&app).stone_count(), 4);
    for _ in 0..3 {
        command(&mut app, GameCommand::Undo);
    }
    assert_eq!(board(&app).stone_count(), 2);
    click(&mut app, at("i9"));
    // Redo brings back the choice, then the 4th stone.
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).stone_count(), 3);
    assert_eq!(
        phase(&app),
        Phase::Settled {
            opener: Stone::White
        }
    );
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).stone_count(), 4);
    // Colours are settled, so the clock of the side to move runs again.
    let before = left(&app, Stone::Black);
    frames(&mut app, 5);
    assert!(left(&app, Stone::Black) < before);
}

#[test]
fn a_hint_for_an_empty_board_is_not_shown_on_an_empty_board_of_another_size() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::Hint);
    assert!(run_until(&mut app, |app| app
        .world()
        .resource::<Hint>()
        .0
        .is_some()));
    let hint = |app: &App| {
        app.world()
            .resource::<Hint>()
            .for_board(board(app))
            .is_some()
    };
    assert!(hint(&app));
    command(
        &mut app,
        GameCommand::Start(MatchSetup { size: 19, ..pvp() }),
    );
    assert_eq!(board(&app).size(), 19);
    assert!(!hint(&app), "the 15x15 hint shows on the 19x19 board");
}

#[derive(Resource, Default)]
struct Endings(usize);

fn count_endings(mut ended: MessageReader<GameEnded>, mut endings: ResMut<Endings>) {
    endings.0 += ended.read().count();
}

#[test]
fn undo_after_a_flag_falls_on_an_empty_board_does_not_end_the_game_again() {
    let control = TimeControl {
        main: Duration::from_secs(1),
        increment: Duration::ZERO,
    };
    let mut app = clocked(control);
    app.init_resource::<Endings>()
        .add_systems(Update, count_endings);
    assert!(run_until(&mut app, |app| state(app) == AppState::GameOver));
    assert_eq!(
        board(&app).outcome(),
        Some(&Outcome::OutOfTime {
            loser: Stone::Black
        })
    );
    command(&mut app, GameCommand::Undo);
    assert_eq!(state(&app), AppState::Playing);
    frames(&mut app, 3);
    assert_eq!(state(&app), AppState::Playing, "the flag fell again");
    assert_eq!(app.world().resource::<Endings>().0, 1);
    assert!(left(&app, Stone::Black) > Duration::from_millis(500));
}

#[test]
fn a_psq_file_with_a_byte_order_mark_or_a_hash_in_it_loads_as_psq() {
    let mut app = started(pvp());
    command(
        &mut app,
        GameCommand::LoadRecord("\u{feff}Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n".to_string()),
    );
    assert_eq!(board(&app).stone_count(), 2, "{}", notice(&app));
    command(
        &mut app,
        GameCommand::LoadRecord(
            "Piskvork 15x15, 11:11, 0\n8,8,0\n-1\nbrain #1 vs brain #2\n".to_string(),
        ),
    );
    assert_eq!(board(&app).stone_count(), 1, "{}", notice(&app));
}
