//! The view's short animations: a stone settles within 150 ms while the board has it at
//! once; the winning line's rings grow in once; undo and redraws do not replay them.

use std::time::Duration;

use crate::common::*;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use gomoku::game::messages::GameCommand;
use gomoku::game::view::animation::Easing;
use gomoku::game::view::layout::Layout;
use gomoku::game::view::stones::{Marker, StoneView};
use gomoku::rules::{Pos, Stone};

/// A game between two people whose clock advances 20 ms a frame.
fn stepped() -> App {
    let mut app = headless_app();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    command(&mut app, GameCommand::Start(pvp()));
    app
}

/// Scale and whether it is still easing, for the stone on `pos`.
fn stone_scale(app: &mut App, pos: Pos) -> (f32, bool) {
    let mut q = app
        .world_mut()
        .query::<(&StoneView, &Transform, Option<&Easing>)>();
    q.iter(app.world())
        .find(|(view, ..)| view.pos == pos)
        .map(|(_, t, e)| (t.scale.x, e.is_some()))
        .expect("a stone entity on that point")
}

fn easing_rings(app: &mut App) -> (usize, usize) {
    let mut q = app.world_mut().query::<(&Marker, Option<&Easing>)>();
    let rings: Vec<bool> = q
        .iter(app.world())
        .filter(|(m, _)| **m == Marker::WinningStone)
        .map(|(_, e)| e.is_some())
        .collect();
    (rings.len(), rings.iter().filter(|e| **e).count())
}

#[test]
fn a_new_stone_settles_quickly_and_the_board_does_not_wait() {
    let mut app = stepped();
    let at = Pos::new(7, 7);
    let screen = app.world().resource::<Layout>().screen_of(at);
    press_screen(&mut app, screen);
    release_mouse(&mut app);
    // The board has the stone at once; its view is still settling, a little large.
    assert_eq!(board(&app).get(at), Some(Stone::Black));
    let cell = app.world().resource::<Layout>().cell;
    let (scale, easing) = stone_scale(&mut app, at);
    assert!(
        easing && scale > cell * 1.02,
        "scale {scale} for a cell of {cell}"
    );
    // 8 frames of 20 ms: past the 120 ms landing.
    for _ in 0..8 {
        app.update();
    }
    let (scale, easing) = stone_scale(&mut app, at);
    assert!(
        !easing && (scale - cell * 1.02).abs() < 1e-3,
        "scale {scale}"
    );
    // A redraw (a resize) does not land it again; nor does undo land the stone before.
    click(&mut app, Pos::new(8, 8));
    for _ in 0..10 {
        app.update();
    }
    resize(&mut app, 1000.0, 700.0);
    assert!(!stone_scale(&mut app, Pos::new(8, 8)).1);
    command(&mut app, GameCommand::Undo);
    assert!(!stone_scale(&mut app, at).1);
}

#[test]
fn the_winning_line_grows_in_once() {
    let mut app = stepped();
    for x in 0..4 {
        click(&mut app, Pos::new(x, 7));
        click(&mut app, Pos::new(x, 9));
    }
    click(&mut app, Pos::new(4, 7));
    let (rings, easing) = easing_rings(&mut app);
    assert_eq!((rings, easing), (5, 5), "five rings, all growing in");
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(easing_rings(&mut app), (5, 0));
    // A later redraw shows them whole at once.
    resize(&mut app, 900.0, 700.0);
    assert_eq!(easing_rings(&mut app), (5, 0));
}
