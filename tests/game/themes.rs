//! CurrentGame themes: chosen in the menu, shown at once (surface, lines, star points and
//! coordinates) without rebuilding the stones, and kept in the settings.

use crate::common::*;
use bevy::prelude::*;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::settings;
use gomoku::game::play::setup::{MatchSetup, Preferences};
use gomoku::game::view::board_text::BoardText;
use gomoku::game::view::board_theme::BoardTheme;
use gomoku::game::view::board_view::BoardPiece;
use gomoku::game::view::look::Look;
use gomoku::rules::Pos;

/// The surface's texture, the ink's colour and the coordinates' colours as shown.
fn shown(app: &mut App) -> (Handle<Image>, Color, Vec<Color>) {
    let look = app.world().resource::<Look>().clone();
    let materials = app.world().resource::<Assets<ColorMaterial>>();
    let surface = materials.get(&look.surface).expect("surface material");
    let ink = materials.get(&look.ink).expect("ink material").color;
    let texture = surface.texture.clone().expect("the surface is painted");
    let mut labels = app
        .world_mut()
        .query_filtered::<&BoardText, With<BoardPiece>>();
    let colours = labels.iter(app.world()).map(|label| label.color).collect();
    (texture, ink, colours)
}

#[test]
fn a_chosen_theme_shows_at_once_and_keeps_the_stones() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    let stones_before = stone_views(&mut app);
    let (wood, wood_ink, labels) = shown(&mut app);
    assert_eq!(wood_ink, BoardTheme::Wood.ink());
    assert!(!labels.is_empty() && labels.iter().all(|&c| c == BoardTheme::Wood.ink()));

    command(&mut app, GameCommand::SetBoardTheme(BoardTheme::Slate));
    let (slate, slate_ink, labels) = shown(&mut app);
    assert_ne!(slate, wood, "a new surface");
    assert_eq!(slate_ink, BoardTheme::Slate.ink());
    assert!(
        labels.iter().all(|&c| c == BoardTheme::Slate.ink()),
        "{labels:?}"
    );
    let image = app.world().resource::<Assets<Image>>().get(&slate).unwrap();
    assert_eq!(image.width(), BoardTheme::Slate.texels());
    // The game is untouched.
    assert_eq!(stone_views(&mut app), stones_before);
    assert_eq!(board(&app).stone_count(), 1);

    // Back to wood: the surface painted the first time is used again, not painted twice.
    let images = app.world().resource::<Assets<Image>>().len();
    command(&mut app, GameCommand::SetBoardTheme(BoardTheme::Wood));
    assert_eq!(shown(&mut app).0, wood);
    assert_eq!(app.world().resource::<Assets<Image>>().len(), images);
}

#[test]
fn the_theme_is_kept_in_the_settings() {
    let mut app = headless_app();
    command(&mut app, GameCommand::SetBoardTheme(BoardTheme::Paper));
    let preferences = *app.world().resource::<Preferences>();
    assert_eq!(preferences.board_theme, BoardTheme::Paper);
    let text = settings::format(app.world().resource::<MatchSetup>(), &preferences);
    assert!(text.contains("theme = paper"), "{text}");
    assert_eq!(
        settings::parse(&text).preferences.board_theme,
        BoardTheme::Paper
    );
}
