//! The hover preview and touch placement: what the player sees under the pointer before a
//! click, and a stone placed where the finger lifts.

use std::time::Duration;

use bevy::input::touch::{TouchInput, TouchPhase, Touches, touch_screen_input_system};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use gomoku::engine::{Level, Limits};
use gomoku::game::computer::ai::ThinkLimits;
use gomoku::game::play::setup::{MatchSetup, Preferences};
use gomoku::game::view::hover::{Preview, PreviewView};
use gomoku::game::view::layout::Layout;
use gomoku::rules::{Pos, Rule, Stone};

use crate::common::*;
use gomoku::game::messages::GameCommand;

/// Moves the mouse (no button) to `screen` and runs a frame.
fn point_at(app: &mut App, screen: Vec2) {
    with_window(app, |w| w.set_cursor_position(Some(screen)));
    app.update();
}

fn screen_of(app: &App, pos: Pos) -> Vec2 {
    app.world().resource::<Layout>().screen_of(pos)
}

fn hover_over(app: &mut App, pos: Pos) {
    let screen = screen_of(app, pos);
    point_at(app, screen);
}

/// What the preview shows now (its entities: never more than one).
fn shown(app: &mut App) -> Preview {
    let views: Vec<Preview> = app
        .world_mut()
        .query::<&PreviewView>()
        .iter(app.world())
        .map(|v| v.0)
        .collect();
    assert!(views.len() <= 1, "several previews: {views:?}");
    views.first().copied().unwrap_or(Preview::Nothing)
}

#[test]
fn the_preview_shows_the_side_to_move_on_a_free_point_only() {
    let mut app = started(pvp());
    let h8 = Pos::new(7, 7);
    hover_over(&mut app, h8);
    assert_eq!(shown(&mut app), Preview::Stone(h8, Stone::Black));
    click(&mut app, h8);
    // On the stone just played: nothing. Next to it: white's stone now.
    hover_over(&mut app, h8);
    assert_eq!(shown(&mut app), Preview::Nothing);
    let next = Pos::new(8, 7);
    hover_over(&mut app, next);
    assert_eq!(shown(&mut app), Preview::Stone(next, Stone::White));
    // Off the board (the window's far corner) and over the panel: nothing.
    let layout = *app.world().resource::<Layout>();
    let corner = Vec2::new(1279.0, 719.0);
    assert_eq!(layout.point_at_screen(corner), None);
    point_at(&mut app, corner);
    assert_eq!(shown(&mut app), Preview::Nothing);
    point_at(&mut app, Vec2::new(5.0, 300.0));
    assert!(layout.on_panel(Vec2::new(5.0, 300.0)));
    assert_eq!(shown(&mut app), Preview::Nothing);
    // The pointer leaves the window: nothing.
    hover_over(&mut app, next);
    with_window(&mut app, |w| w.set_cursor_position(None));
    app.update();
    assert_eq!(shown(&mut app), Preview::Nothing);
}

#[test]
fn renju_forbidden_points_preview_as_a_cross() {
    let mut app = started(MatchSetup {
        rule: Rule::Renju,
        ..pvp()
    });
    // A double three for black at (7,7), as in features.rs.
    let black = [(6, 7), (8, 7), (7, 6), (7, 8)];
    let white = [(0, 0), (14, 0), (0, 14), (14, 14)];
    for (b, w) in black.into_iter().zip(white) {
        click(&mut app, Pos::new(b.0, b.1));
        click(&mut app, Pos::new(w.0, w.1));
    }
    let point = Pos::new(7, 7);
    hover_over(&mut app, point);
    assert_eq!(shown(&mut app), Preview::Forbidden(point));
    // White may play there: after black plays elsewhere, the preview is a white stone.
    click(&mut app, Pos::new(2, 12));
    hover_over(&mut app, point);
    assert_eq!(shown(&mut app), Preview::Stone(point, Stone::White));
}

#[test]
fn no_preview_on_the_computers_turn_or_after_the_game() {
    let mut app = headless_app();
    // A search too long to end within the test: the computer's turn lasts.
    app.insert_resource(ThinkLimits(Some(Limits::time(Duration::from_secs(30)))));
    command(
        &mut app,
        GameCommand::Start(MatchSetup {
            level: Level::Master,
            ..pvc(Stone::White)
        }),
    );
    hover_over(&mut app, Pos::new(3, 3));
    assert_eq!(
        shown(&mut app),
        Preview::Nothing,
        "computer (black) to move"
    );

    let mut app = started(pvp());
    for i in 0..4 {
        click(&mut app, Pos::new(i, 0));
        click(&mut app, Pos::new(i, 1));
    }
    click(&mut app, Pos::new(4, 0));
    hover_over(&mut app, Pos::new(9, 9));
    assert_eq!(shown(&mut app), Preview::Nothing, "the game is over");
}

/// A touch screen as winit feeds it: touch messages become the `Touches` resource.
fn with_touch(mut app: App) -> App {
    app.add_message::<TouchInput>()
        .init_resource::<Touches>()
        .add_systems(PreUpdate, touch_screen_input_system);
    app
}

fn touch(app: &mut App, phase: TouchPhase, screen: Vec2) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    app.world_mut().write_message(TouchInput {
        phase,
        position: screen,
        window,
        force: None,
        id: 1,
    });
    app.update();
}

fn touch_point(app: &mut App, phase: TouchPhase, pos: Pos) {
    let screen = screen_of(app, pos);
    touch(app, phase, screen);
}

#[test]
fn a_finger_places_its_stone_where_it_lifts() {
    let mut app = with_touch(started(pvp()));
    let (first, slid_to) = (Pos::new(7, 7), Pos::new(8, 8));
    touch_point(&mut app, TouchPhase::Started, first);
    assert_eq!(board(&app).stone_count(), 0, "nothing placed on the press");
    assert_eq!(shown(&mut app), Preview::Stone(first, Stone::Black));
    // The finger slides to the point the player means; the preview follows.
    touch_point(&mut app, TouchPhase::Moved, slid_to);
    assert_eq!(shown(&mut app), Preview::Stone(slid_to, Stone::Black));
    assert_eq!(board(&app).stone_count(), 0);
    touch_point(&mut app, TouchPhase::Ended, slid_to);
    app.update();
    assert_eq!(board(&app).moves(), &[slid_to]);
    assert_eq!(shown(&mut app), Preview::Nothing, "the finger is gone");
    // A finger slid off the board and lifted there places nothing and says how to play.
    touch_point(&mut app, TouchPhase::Started, first);
    touch(&mut app, TouchPhase::Moved, Vec2::new(1279.0, 719.0));
    assert_eq!(shown(&mut app), Preview::Nothing);
    touch(&mut app, TouchPhase::Ended, Vec2::new(1279.0, 719.0));
    app.update();
    assert_eq!(board(&app).stone_count(), 1);
    assert_notice(&app, "intersection");
}

#[test]
fn with_confirming_taps_a_second_tap_on_the_chosen_point_places_the_stone() {
    let mut app = with_touch(started(pvp()));
    app.world_mut().resource_mut::<Preferences>().confirm_taps = true;
    let tap = |app: &mut App, pos: Pos| {
        touch_point(app, TouchPhase::Started, pos);
        touch_point(app, TouchPhase::Ended, pos);
        app.update();
    };
    let (first, second) = (Pos::new(7, 7), Pos::new(8, 8));
    tap(&mut app, first);
    assert_eq!(board(&app).stone_count(), 0, "the first tap only chooses");
    assert_notice(&app, "again");
    assert_eq!(shown(&mut app), Preview::Stone(first, Stone::Black));
    // A tap on another point chooses that one instead.
    tap(&mut app, second);
    assert_eq!(board(&app).stone_count(), 0);
    assert_eq!(shown(&mut app), Preview::Stone(second, Stone::Black));
    tap(&mut app, second);
    assert_eq!(board(&app).moves(), &[second]);
    // After the move nothing is chosen: white's first tap chooses again.
    assert_eq!(shown(&mut app), Preview::Nothing);
    tap(&mut app, first);
    assert_eq!(board(&app).stone_count(), 1);
    assert_eq!(shown(&mut app), Preview::Stone(first, Stone::White));
    // Undo forgets the chosen point too.
    command(&mut app, GameCommand::Undo);
    assert_eq!(board(&app).stone_count(), 0);
    assert_eq!(shown(&mut app), Preview::Nothing);
    // The mouse is not a finger: one click places, whatever the option.
    click(&mut app, first);
    assert_eq!(board(&app).moves(), &[first]);
}
