//! The headless harness shared by the Bevy App tests: the game's plugins on MinimalPlugins,
//! no window or GPU. A "click" sets the window's cursor where the layout puts an
//! intersection and presses the mouse button, exactly as winit would.
#![allow(dead_code)] // Each test file uses its own subset.

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::PrimaryWindow;
use gomoku::engine::{Level, Limits};
use gomoku::game;
use gomoku::game::computer::ai::ThinkLimits;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::clock::GameClock;
use gomoku::game::play::current_game::CurrentGame;
use gomoku::game::play::notice::Notice;
use gomoku::game::play::setup::{MatchSetup, Mode, Preferences, TimeControl};
use gomoku::game::play::state::AppState;
use gomoku::game::view::layout::Layout;
use gomoku::game::view::stones::StoneView;
use gomoku::rules::{Pos, Rule, Stone};

pub fn pvp() -> MatchSetup {
    MatchSetup {
        mode: Mode::HumanVsHuman,
        size: 15,
        rule: Rule::Freestyle,
        level: Level::Easy,
        ..MatchSetup::default()
    }
}

pub fn pvc(human: Stone) -> MatchSetup {
    MatchSetup {
        mode: Mode::HumanVsComputer { human },
        ..pvp()
    }
}

pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .init_resource::<ButtonInput<MouseButton>>()
        .add_plugins(game::core_plugin)
        // Small searches keep the tests quick; the game itself uses the level's budget.
        .insert_resource(ThinkLimits(Some(Limits::nodes(3_000))));
    app.world_mut().spawn((
        Window {
            resolution: (1280, 720).into(),
            ..default()
        },
        PrimaryWindow,
    ));
    app.update();
    app
}

pub fn command(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    // Frame 1 applies the command, frame 2 enters the new screen and judges the position,
    // frame 3 enters the judged turn (or game over).
    for _ in 0..3 {
        app.update();
    }
}

pub fn started(setup: MatchSetup) -> App {
    let mut app = headless_app();
    command(&mut app, GameCommand::Start(setup));
    app
}

/// Changes the primary window as winit would (cursor, size).
pub fn with_window(app: &mut App, change: impl FnOnce(&mut Window)) {
    let mut windows = app
        .world_mut()
        .query_filtered::<&mut Window, With<PrimaryWindow>>();
    change(&mut windows.single_mut(app.world_mut()).unwrap());
}

/// Resizes the window and runs a frame so the layout follows.
pub fn resize(app: &mut App, width: f32, height: f32) {
    with_window(app, |w| w.resolution.set(width, height));
    app.update();
}

/// Puts the cursor on `screen` and holds the left button down for one frame.
pub fn press_screen(app: &mut App, screen: Vec2) {
    with_window(app, |w| w.set_cursor_position(Some(screen)));
    app.world_mut()
        .resource_mut::<ButtonInput<MouseButton>>()
        .press(MouseButton::Left);
    app.update();
}

/// Lets the left button go; the next frame sees it up.
pub fn release_mouse(app: &mut App) {
    let mut mouse = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
    mouse.release(MouseButton::Left);
    mouse.clear();
}

pub fn click_screen(app: &mut App, screen: Vec2) {
    press_screen(app, screen);
    release_mouse(app);
    // The judge looks at the new position on this frame's transition; its verdict (the next
    // turn or game over) takes effect on the next.
    app.update();
    app.update();
}

pub fn click(app: &mut App, pos: Pos) {
    let screen = app.world().resource::<Layout>().screen_of(pos);
    click_screen(app, screen);
}

pub fn board(app: &App) -> &CurrentGame {
    app.world().resource::<CurrentGame>()
}

pub fn stone_views(app: &mut App) -> Vec<StoneView> {
    let mut views: Vec<StoneView> = app
        .world_mut()
        .query::<&StoneView>()
        .iter(app.world())
        .copied()
        .collect();
    views.sort_by_key(|v| v.pos);
    views
}

pub fn state(app: &App) -> AppState {
    *app.world().resource::<State<AppState>>().get()
}

/// The panel's notice in the language the game speaks now.
pub fn notice(app: &App) -> String {
    let lang = app.world().resource::<Preferences>().lang;
    app.world().resource::<Notice>().text(lang)
}

/// Steps frames until `done` or a generous deadline; the search runs beside the frames.
pub fn run_until(app: &mut App, done: impl Fn(&App) -> bool) -> bool {
    for _ in 0..4_000 {
        if done(app) {
            return true;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    done(app)
}

/// Holds `keys` down for one frame, then releases them (the keyboard shortcuts).
pub fn press(app: &mut App, keys: &[KeyCode]) {
    app.init_resource::<ButtonInput<KeyCode>>();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &k in keys {
        input.press(k);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
}

/// Fails, showing the whole notice, unless the panel's notice mentions `words`.
#[track_caller]
pub fn assert_notice(app: &App, words: &str) {
    let said = notice(app);
    assert!(
        said.contains(words),
        "expected the notice to mention {words:?}: {said}"
    );
}

/// Each frame advances the game's clock by `step`, whatever the wall clock does.
pub fn timed(setup: MatchSetup, step: Duration) -> App {
    let mut app = headless_app();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
    command(&mut app, GameCommand::Start(setup));
    app
}

/// A game between two people under `control`, each frame a tenth of a second on the clock.
pub fn clocked(control: TimeControl) -> App {
    timed(
        MatchSetup {
            clock: Some(control),
            ..pvp()
        },
        Duration::from_millis(100),
    )
}

/// `stone`'s time left on the game clock (the game must have one).
pub fn left(app: &App, stone: Stone) -> Duration {
    app.world().resource::<GameClock>().left(stone).unwrap()
}

pub fn frames(app: &mut App, count: usize) {
    for _ in 0..count {
        app.update();
    }
}
