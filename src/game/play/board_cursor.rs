//! Playing without a pointer: a cursor on the board that the arrow keys move and Enter or
//! Space places at, and points typed by name ("h8" then Enter). Placements go out as the
//! pointer's do (`PlaceStone` from a person), so the turn system refuses or plays them the
//! same way. A click puts the cursor away; the next arrow brings it back.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::game::messages::{Mover, PlaceStone};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::keys;
use crate::game::play::notice::Notice;
use crate::game::play::state::AppState;
use crate::game::sets::GameSet;
use crate::game::view::layout::Layout;
use crate::i18n::{AccessText, Msg};
use crate::notation::parse_pos;
use crate::rules::Pos;

/// Where the keyboard's cursor is (nothing until a key brings it), and the point being
/// typed ("h" on the way to "h8").
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct BoardCursor {
    pub at: Option<Pos>,
    pub typed: String,
}

/// Set while a resignation waits for Enter to confirm it: that Enter is not a placement.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EnterTaken(pub bool);

/// One key, as the cursor reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CursorKey {
    /// Columns right, rows down.
    Arrow(i8, i8),
    Letter(char),
    Digit(char),
    Backspace,
    Place,
    Escape,
}

/// What a key did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CursorStep {
    Nothing,
    Moved,
    Place(Pos),
    /// Enter on a typed text that names no point.
    Unclear(String),
}

impl BoardCursor {
    /// Applies `key` on a board of `size` lines; a cursor that was away comes back at
    /// `start` (the last move, or the centre).
    pub fn step(&mut self, key: CursorKey, size: usize, start: Pos) -> CursorStep {
        let last = size.saturating_sub(1) as i32;
        match key {
            CursorKey::Arrow(dx, dy) => {
                self.typed.clear();
                let to = match self.at {
                    None => start,
                    Some(at) => Pos::new(
                        (at.x as i32 + dx as i32).clamp(0, last) as u8,
                        (at.y as i32 + dy as i32).clamp(0, last) as u8,
                    ),
                };
                self.at = Some(to);
                CursorStep::Moved
            }
            CursorKey::Letter(letter) => {
                // Even a letter past the board's columns: Enter then says why it is no
                // point, instead of playing at the cursor.
                self.typed = letter.to_ascii_lowercase().to_string();
                CursorStep::Nothing
            }
            CursorKey::Digit(digit) => {
                // A row number has two digits at most; a digit alone is some other key's.
                if self.typed.is_empty() || self.typed.len() >= 3 {
                    return CursorStep::Nothing;
                }
                self.typed.push(digit);
                match parse_pos(&self.typed, size) {
                    Ok(pos) => {
                        self.at = Some(pos);
                        CursorStep::Moved
                    }
                    Err(_) => CursorStep::Nothing,
                }
            }
            CursorKey::Backspace => {
                self.typed.pop();
                CursorStep::Nothing
            }
            CursorKey::Place => {
                if !self.typed.is_empty() {
                    let typed = std::mem::take(&mut self.typed);
                    return match parse_pos(&typed, size) {
                        Ok(pos) => {
                            self.at = Some(pos);
                            CursorStep::Place(pos)
                        }
                        Err(_) => CursorStep::Unclear(typed),
                    };
                }
                match self.at {
                    Some(pos) => CursorStep::Place(pos),
                    None => {
                        self.at = Some(start);
                        CursorStep::Moved
                    }
                }
            }
            CursorKey::Escape => {
                if !self.typed.is_empty() {
                    self.typed.clear();
                } else {
                    self.at = None;
                }
                CursorStep::Nothing
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // Bevy's input plugin adds both; a headless app (the tests) may not have it.
    app.add_message::<KeyboardInput>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<BoardCursor>()
        .init_resource::<EnterTaken>()
        .add_systems(
            Update,
            (keys_to_cursor, put_away_on_click)
                .in_set(GameSet::Input)
                .run_if(not(
                    in_state(AppState::Menu).or_else(in_state(AppState::Review))
                )),
        );
}

/// The cursor's reading of a key press (repeats included, so a held arrow keeps moving).
fn cursor_key(input: &KeyboardInput, typing: bool, enter_places: bool) -> Option<CursorKey> {
    let arrow = match input.key_code {
        KeyCode::ArrowLeft => Some((-1, 0)),
        KeyCode::ArrowRight => Some((1, 0)),
        KeyCode::ArrowUp => Some((0, -1)),
        KeyCode::ArrowDown => Some((0, 1)),
        _ => None,
    };
    if let Some((dx, dy)) = arrow {
        return Some(CursorKey::Arrow(dx, dy));
    }
    match input.key_code {
        KeyCode::Space => return Some(CursorKey::Place),
        KeyCode::Enter | KeyCode::NumpadEnter if enter_places => return Some(CursorKey::Place),
        KeyCode::Backspace if typing => return Some(CursorKey::Backspace),
        KeyCode::Escape => return Some(CursorKey::Escape),
        _ => {}
    }
    // Letters and digits as the keyboard's layout names them.
    let Key::Character(text) = &input.logical_key else {
        return None;
    };
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if typing && c.is_ascii_alphabetic() => Some(CursorKey::Letter(c)),
        (Some(c), None) if typing && c.is_ascii_digit() => Some(CursorKey::Digit(c)),
        _ => None,
    }
}

#[allow(clippy::too_many_arguments)]
fn keys_to_cursor(
    mut presses: MessageReader<KeyboardInput>,
    keys: Res<ButtonInput<KeyCode>>,
    (focus, enter_taken): (Res<UiFocus>, Res<EnterTaken>),
    state: Res<State<AppState>>,
    board: Res<CurrentGame>,
    layout: Res<Layout>,
    mut cursor: ResMut<BoardCursor>,
    mut placements: MessageWriter<PlaceStone>,
    mut notice: ResMut<Notice>,
) {
    if focus.keyboard {
        presses.clear();
        return;
    }
    let held = keys::held(&keys);
    // Points are typed in a game; a puzzle's and the editor's letters are their commands.
    // Enter starts the editor's game and confirms a resignation, so it places elsewhere.
    let typing = matches!(state.get(), AppState::Playing | AppState::GameOver) && !held.ctrl;
    let enter_places = *state.get() != AppState::Editing && !enter_taken.0;
    let size = layout.size;
    let centre = Pos::new((size / 2) as u8, (size / 2) as u8);
    let start = match state.get() {
        AppState::Playing | AppState::GameOver => board.last_move().unwrap_or(centre),
        _ => cursor.at.unwrap_or(centre),
    };
    for press in presses.read() {
        if press.state != ButtonState::Pressed {
            continue;
        }
        // Shifted letters are commands (`keys::command_letter`), not a point's name.
        let typing = typing && !(held.shift && keys::letter_index(press.key_code).is_some());
        let Some(key) = cursor_key(press, typing, enter_places) else {
            continue;
        };
        match cursor.step(key, size, start) {
            CursorStep::Place(pos) => {
                placements.write(PlaceStone {
                    pos,
                    by: Mover::Human,
                });
            }
            CursorStep::Unclear(typed) => {
                notice.say(Msg::Access(AccessText::TypedPointUnclear { typed }));
            }
            CursorStep::Moved | CursorStep::Nothing => {}
        }
    }
    // A cursor left off a smaller board comes back onto it.
    if let Some(at) = cursor
        .at
        .filter(|at| at.x as usize >= size || at.y as usize >= size)
    {
        cursor.at = Some(Pos::new(at.x.min(size as u8 - 1), at.y.min(size as u8 - 1)));
    }
}

/// A click or a tap: the player went back to the pointer, and the cursor goes away.
fn put_away_on_click(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<bevy::input::touch::Touches>>,
    mut cursor: ResMut<BoardCursor>,
) {
    let clicked = mouse.is_some_and(|m| m.get_just_pressed().next().is_some())
        || touches.is_some_and(|t| t.any_just_pressed());
    if clicked && cursor.at.is_some() {
        *cursor = BoardCursor::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CENTRE: Pos = Pos::new(7, 7);

    #[test]
    fn arrows_bring_the_cursor_then_move_it_within_the_board() {
        let mut cursor = BoardCursor::default();
        assert_eq!(
            cursor.step(CursorKey::Arrow(1, 0), 15, CENTRE),
            CursorStep::Moved
        );
        assert_eq!(
            cursor.at,
            Some(CENTRE),
            "the first arrow shows the cursor where it starts"
        );
        cursor.step(CursorKey::Arrow(1, 0), 15, CENTRE);
        cursor.step(CursorKey::Arrow(0, -1), 15, CENTRE);
        assert_eq!(cursor.at, Some(Pos::new(8, 6)));
        for _ in 0..20 {
            cursor.step(CursorKey::Arrow(1, 1), 15, CENTRE);
        }
        assert_eq!(
            cursor.at,
            Some(Pos::new(14, 14)),
            "the board's corner stops it"
        );
        assert_eq!(
            cursor.step(CursorKey::Place, 15, CENTRE),
            CursorStep::Place(Pos::new(14, 14))
        );
    }

    #[test]
    fn a_typed_point_moves_the_cursor_and_enter_places_there() {
        let mut cursor = BoardCursor::default();
        cursor.step(CursorKey::Letter('H'), 15, CENTRE);
        assert_eq!(cursor.typed, "h");
        cursor.step(CursorKey::Digit('1'), 15, CENTRE);
        assert_eq!(cursor.at, Some(Pos::new(7, 14)), "h1 is on the bottom row");
        cursor.step(CursorKey::Digit('2'), 15, CENTRE);
        assert_eq!(cursor.at, Some(Pos::new(7, 3)), "then h12");
        assert_eq!(
            cursor.step(CursorKey::Place, 15, CENTRE),
            CursorStep::Place(Pos::new(7, 3))
        );
        assert!(cursor.typed.is_empty());
    }

    #[test]
    fn what_names_no_point_is_refused_with_what_was_typed() {
        let mut cursor = BoardCursor::default();
        // Beyond the 15-line board's columns.
        cursor.step(CursorKey::Arrow(0, 0), 15, CENTRE);
        cursor.step(CursorKey::Letter('q'), 15, CENTRE);
        cursor.step(CursorKey::Digit('3'), 15, CENTRE);
        assert_eq!(
            cursor.step(CursorKey::Place, 15, CENTRE),
            CursorStep::Unclear("q3".into()),
            "not a stone at the cursor"
        );
        cursor.step(CursorKey::Letter('c'), 15, CENTRE);
        assert_eq!(
            cursor.step(CursorKey::Place, 15, CENTRE),
            CursorStep::Unclear("c".into())
        );
        cursor.step(CursorKey::Letter('c'), 15, CENTRE);
        cursor.step(CursorKey::Digit('1'), 15, CENTRE);
        cursor.step(CursorKey::Digit('9'), 15, CENTRE);
        assert_eq!(
            cursor.step(CursorKey::Place, 15, CENTRE),
            CursorStep::Unclear("c19".into())
        );
        // A digit with no letter before it is not the cursor's (it may be a swap2 pick).
        assert_eq!(
            cursor.step(CursorKey::Digit('2'), 15, CENTRE),
            CursorStep::Nothing
        );
        assert!(cursor.typed.is_empty());
    }

    #[test]
    fn escape_forgets_the_typing_first_then_the_cursor() {
        let mut cursor = BoardCursor::default();
        cursor.step(CursorKey::Arrow(0, 1), 15, CENTRE);
        cursor.step(CursorKey::Letter('a'), 15, CENTRE);
        cursor.step(CursorKey::Escape, 15, CENTRE);
        assert!(cursor.typed.is_empty());
        assert!(cursor.at.is_some());
        cursor.step(CursorKey::Escape, 15, CENTRE);
        assert_eq!(cursor.at, None);
    }
}
