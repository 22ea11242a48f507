//! Play by the keys alone (issue 39): the board's cursor, points typed by name, the Shift
//! commands, and what the screen reader is told.

use crate::common::*;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use gomoku::game::play::board_cursor::BoardCursor;
use gomoku::game::play::keys::{DIGITS, LETTERS};
use gomoku::game::view::spoken::Spoken;
use gomoku::rules::Pos;

/// One key as the keyboard sends it: its code and what it types.
fn key(app: &mut App, code: KeyCode, typed: Option<&str>) {
    let logical_key = match typed {
        Some(text) => Key::Character(text.into()),
        None => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    };
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key,
        state: ButtonState::Pressed,
        text: typed.map(Into::into),
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    press(app, &[code]);
}

/// Types `text` ("h8") and Enter.
fn type_point(app: &mut App, text: &str) {
    for c in text.chars() {
        let code = match c {
            'a'..='z' => LETTERS[(c as u8 - b'a') as usize],
            '0'..='9' => DIGITS[(c as u8 - b'0') as usize],
            _ => unreachable!("a point is letters and digits"),
        };
        key(app, code, Some(&c.to_string()));
    }
    key(app, KeyCode::Enter, None);
    app.update();
}

#[test]
fn the_cursor_and_typed_points_play_and_the_arrows_no_longer_undo() {
    let mut app = started(pvp());
    // The first arrow brings the cursor to the centre; Enter plays there.
    key(&mut app, KeyCode::ArrowRight, None);
    assert_eq!(
        app.world().resource::<BoardCursor>().at,
        Some(Pos::new(7, 7))
    );
    key(&mut app, KeyCode::Enter, None);
    app.update();
    assert_eq!(board(&app).moves(), &[Pos::new(7, 7)]);
    // A typed point plays there; the cursor follows it.
    type_point(&mut app, "a1");
    assert_eq!(board(&app).moves(), &[Pos::new(7, 7), Pos::new(0, 14)]);
    // The left arrow moves the cursor and takes nothing back.
    key(&mut app, KeyCode::ArrowRight, None);
    key(&mut app, KeyCode::ArrowLeft, None);
    assert_eq!(board(&app).stone_count(), 2);
    key(&mut app, KeyCode::ArrowUp, None);
    key(&mut app, KeyCode::Space, None);
    app.update();
    assert_eq!(
        board(&app).moves()[2],
        Pos::new(0, 13),
        "a2, one up from a1"
    );
    // A point typed onto a stone is refused, with the reason; so is text that names none.
    type_point(&mut app, "h8");
    assert_notice(&app, "Cannot play h8");
    type_point(&mut app, "c");
    assert_notice(&app, "\"c\" is no point of this board");
    assert_eq!(board(&app).stone_count(), 3);
}

#[test]
fn plain_letters_type_and_shift_letters_command() {
    let mut app = started(pvp());
    type_point(&mut app, "h8");
    // A plain H begins a point (h...), it asks for no hint; Shift+H does.
    key(&mut app, KeyCode::KeyH, Some("h"));
    assert_eq!(app.world().resource::<BoardCursor>().typed, "h");
    press(&mut app, &[KeyCode::ShiftLeft, KeyCode::KeyH]);
    // The hint is under way, or (the engine being quick) already given.
    let said = notice(&app);
    assert!(
        said.contains("Looking for a good move") || said.contains("Hint for white"),
        "Shift+H asks for a hint: {said}"
    );
}

#[test]
fn each_move_is_told_to_the_screen_reader_with_the_row_read_on_request() {
    let mut app = started(pvp());
    type_point(&mut app, "h8");
    let spoken = app.world().resource::<Spoken>().0.clone();
    assert!(spoken.contains("move 1: black h8"), "{spoken}");
    type_point(&mut app, "j8");
    press(&mut app, &[KeyCode::ShiftLeft, KeyCode::KeyL]);
    let spoken = app.world().resource::<Spoken>().0.clone();
    assert_eq!(spoken, "Row 8: black h8; white j8");
}
