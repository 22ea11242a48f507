//! Reviewing a game: stepping through it with the keys, the buttons' commands and the move
//! list, nobody moving meanwhile, and playing on from any position.

use crate::common::*;
use bevy::prelude::*;
use gomoku::game::messages::{GameCommand, ReviewStep};
use gomoku::game::play::state::{AppState, Turn};
use gomoku::rules::{Pos, Stone};

fn step(app: &mut App, step: ReviewStep) {
    command(app, GameCommand::Step(step));
}

fn turn(app: &App) -> Option<Turn> {
    app.world().get_resource::<State<Turn>>().map(|t| *t.get())
}

#[test]
fn stepping_through_a_game_against_the_computer_never_lets_it_move() {
    let mut app = started(pvc(Stone::Black));
    for pos in [Pos::new(7, 7), Pos::new(3, 3), Pos::new(11, 3)] {
        if board(&app).get(pos).is_none() {
            click(&mut app, pos);
        }
        assert!(run_until(&mut app, |app| turn(app) == Some(Turn::Human)));
    }
    let played = board(&app).moves().to_vec();
    assert_eq!(played.len(), 6);
    // Home starts the review at the empty board; the arrows and End step.
    press(&mut app, &[KeyCode::Home]);
    assert_eq!(state(&app), AppState::Review);
    assert_eq!(board(&app).stone_count(), 0);
    assert_notice(&app, "Review: move 0 of 6");
    press(&mut app, &[KeyCode::ArrowRight]);
    press(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!(board(&app).moves(), &played[..2]);
    press(&mut app, &[KeyCode::End]);
    assert_eq!(board(&app).moves(), &played[..]);
    press(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(board(&app).stone_count(), 5);
    // Undo and redo step too, staying in the review.
    command(&mut app, GameCommand::Undo);
    command(&mut app, GameCommand::Redo);
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).stone_count(), 6);
    assert_eq!(state(&app), AppState::Review);
    // The move list: straight to move 3, where the computer (white) is to move.
    step(&mut app, ReviewStep::To(3));
    assert_eq!(board(&app).moves(), &played[..3]);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(board(&app).stone_count(), 3, "nobody moves in a review");
    click(&mut app, Pos::new(0, 0));
    assert_eq!(board(&app).stone_count(), 3);
    assert_notice(&app, "Reviewing the game");
    // Play from here: the computer replies, and the game goes on from move 3.
    command(&mut app, GameCommand::PlayFromHere);
    assert!(run_until(&mut app, |app| board(app).stone_count() == 4));
    assert_eq!(&board(&app).moves()[..3], &played[..3]);
    assert_ne!(state(&app), AppState::Review);
}

#[test]
fn playing_on_keeps_the_old_continuation_until_a_different_move() {
    let mut app = started(pvp());
    let moves = [
        Pos::new(7, 7),
        Pos::new(8, 8),
        Pos::new(6, 6),
        Pos::new(9, 9),
    ];
    for pos in moves {
        click(&mut app, pos);
    }
    step(&mut app, ReviewStep::To(1));
    command(&mut app, GameCommand::PlayFromHere);
    assert_eq!(state(&app), AppState::Playing);
    // The same second move keeps the rest ahead...
    click(&mut app, moves[1]);
    assert!(board(&app).can_redo());
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).moves(), &moves[..3]);
    // ...a different one drops it.
    command(&mut app, GameCommand::Undo);
    click(&mut app, Pos::new(0, 0));
    assert!(!board(&app).can_redo());
}

#[test]
fn a_finished_game_can_be_reviewed_from_the_result() {
    let mut app = started(pvp());
    for x in 0..4 {
        click(&mut app, Pos::new(x, 7));
        click(&mut app, Pos::new(x, 9));
    }
    click(&mut app, Pos::new(4, 7));
    assert_eq!(state(&app), AppState::GameOver);
    step(&mut app, ReviewStep::Last);
    assert_eq!(state(&app), AppState::Review);
    step(&mut app, ReviewStep::First);
    step(&mut app, ReviewStep::Last);
    assert!(board(&app).is_over());
    // Back at the end, playing on means the result again (announced once before).
    command(&mut app, GameCommand::PlayFromHere);
    assert_eq!(state(&app), AppState::GameOver);
}

#[test]
fn a_loaded_record_is_reviewed_with_the_move_list_and_the_keys() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::LoadRecord("h8i9j10k11g9".into()));
    assert_eq!(board(&app).stone_count(), 5);
    step(&mut app, ReviewStep::To(2));
    assert_eq!(state(&app), AppState::Review);
    assert_eq!(board(&app).stone_count(), 2);
    press(&mut app, &[KeyCode::End]);
    assert_eq!(board(&app).stone_count(), 5);
    press(&mut app, &[KeyCode::Home]);
    assert_eq!(board(&app).stone_count(), 0);
    step(&mut app, ReviewStep::Forward);
    assert_eq!(board(&app).moves(), [Pos::new(7, 7)]);
}
