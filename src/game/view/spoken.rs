//! What a screen reader hears: everything the game says (each move with the threat it
//! makes, the computer's reply, refusals, hints, the end), the point the board's cursor
//! moves onto, and the board read aloud on request (Shift+L the cursor's row, Shift+C its
//! column, Shift+A the points around it). In the player's language. On the web it goes to
//! the page's ARIA live region (`platform::announce`); natively to an AccessKit live node,
//! which reaches the platforms whose adapter Bevy builds in.

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;

use crate::game::coach::board_news::BoardNews;
use crate::game::platform;
use crate::game::play::board_cursor::BoardCursor;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::keys;
use crate::game::play::notice::Notice;
use crate::game::play::setup::Preferences;
use crate::game::play::state::AppState;
use crate::game::puzzle::session::PuzzleSession;
use crate::game::sets::GameSet;
use crate::i18n::{AccessText, Lang, LineName, Msg};
use crate::notation::{column_letter, pos_to_text, row_number};
use crate::rules::{Board, Pos, Stone};

/// The last announcement, as the live region holds it (for the native node and tests).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Spoken(pub String);

/// The entity AccessKit reads the announcements from.
#[derive(Component)]
struct LiveRegion;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Spoken>()
        .add_systems(Startup, spawn_live_region)
        .add_systems(
            Update,
            read_aloud_keys
                .in_set(GameSet::Input)
                .run_if(not(in_state(AppState::Menu))),
        )
        // After every Update system, the coach's reading of the last move included.
        .add_systems(PostUpdate, speak);
}

fn spawn_live_region(mut commands: Commands) {
    let mut node = accesskit::Node::new(accesskit::Role::Label);
    node.set_live(accesskit::Live::Polite);
    commands.spawn((LiveRegion, AccessibilityNode(node)));
}

/// The board on screen: a puzzle's, or the game's.
fn shown<'a>(state: &AppState, board: &'a CurrentGame, puzzle: &'a PuzzleSession) -> &'a Board {
    match (state, &puzzle.run) {
        (AppState::Puzzle, Some(run)) => run.board(),
        _ => board.position(),
    }
}

/// The stones among `points`, as players write them, black ones first.
fn stones_among(board: &Board, points: impl Iterator<Item = Pos>) -> (Vec<String>, Vec<String>) {
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for pos in points {
        match board.get(pos) {
            Some(Stone::Black) => black.push(pos_to_text(pos, board.size())),
            Some(Stone::White) => white.push(pos_to_text(pos, board.size())),
            None => {}
        }
    }
    (black, white)
}

/// What Shift+L, Shift+C or Shift+A reads at `at`.
pub fn read_out(board: &Board, at: Pos, key: KeyCode) -> Option<AccessText> {
    let size = board.size() as u8;
    let all = 0..size;
    Some(match key {
        KeyCode::KeyL => {
            let (black, white) = stones_among(board, all.map(|x| Pos::new(x, at.y)));
            AccessText::ReadLine {
                line: LineName::Row(row_number(at.y, board.size())),
                black,
                white,
            }
        }
        KeyCode::KeyC => {
            let (black, white) = stones_among(board, all.map(|y| Pos::new(at.x, y)));
            AccessText::ReadLine {
                line: LineName::Column(column_letter(at.x)),
                black,
                white,
            }
        }
        KeyCode::KeyA => {
            let around = (-1i16..=1)
                .flat_map(|dy| (-1i16..=1).map(move |dx| (dx, dy)))
                .filter(|&d| d != (0, 0))
                .map(|(dx, dy)| (at.x as i16 + dx, at.y as i16 + dy))
                .filter(|&(x, y)| (0..size as i16).contains(&x) && (0..size as i16).contains(&y))
                .map(|(x, y)| Pos::new(x as u8, y as u8));
            let (black, white) = stones_among(board, around);
            AccessText::ReadAround {
                pos: pos_to_text(at, board.size()),
                black,
                white,
            }
        }
        _ => return None,
    })
}

#[allow(clippy::too_many_arguments)]
fn read_aloud_keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    state: Res<State<AppState>>,
    (board, puzzle): (Res<CurrentGame>, Res<PuzzleSession>),
    cursor: Res<BoardCursor>,
    mut notice: ResMut<Notice>,
) {
    let held = keys::held(&keys);
    if focus.keyboard || !held.shift || held.ctrl {
        return;
    }
    let Some(&key) = [KeyCode::KeyL, KeyCode::KeyC, KeyCode::KeyA]
        .iter()
        .find(|&&key| keys.just_pressed(key))
    else {
        return;
    };
    let board = shown(state.get(), &board, &puzzle);
    let said = match cursor.at {
        Some(at) => read_out(board, at, key),
        None => Some(AccessText::NoCursor),
    };
    if let Some(said) = said {
        notice.say(Msg::Access(said));
    }
}

/// Says what was said this frame, and the point the cursor moved onto.
#[allow(clippy::too_many_arguments)]
fn speak(
    mut notice: ResMut<Notice>,
    (board, puzzle, news): (Res<CurrentGame>, Res<PuzzleSession>, Res<BoardNews>),
    state: Option<Res<State<AppState>>>,
    cursor: Res<BoardCursor>,
    preferences: Res<Preferences>,
    mut spoken: ResMut<Spoken>,
    mut region: Query<&mut AccessibilityNode, With<LiveRegion>>,
    mut cursor_was: Local<Option<Pos>>,
) {
    // Every frame: nothing to do, and nothing marked changed, unless something was said or
    // the cursor moved. Taking what was said does not change what the notice shows.
    if !notice.has_unspoken() && cursor.at == *cursor_was {
        return;
    }
    let lang = preferences.lang;
    let mut parts: Vec<String> = notice
        .bypass_change_detection()
        .take_unspoken()
        .iter()
        .map(|msg| said_with_news(msg, &board, &news, lang))
        .collect();
    if cursor.at != *cursor_was {
        *cursor_was = cursor.at;
        if let (Some(at), Some(state)) = (cursor.at, &state) {
            let shown = shown(state.get(), &board, &puzzle);
            let on = AccessText::CursorOn {
                pos: pos_to_text(at, shown.size()),
                stone: shown.get(at),
            };
            parts.push(Msg::Access(on).text(lang));
        }
    }
    if parts.is_empty() {
        return;
    }
    let text = parts.join(". ");
    platform::announce(&text);
    for mut node in &mut region {
        node.set_value(text.clone());
    }
    spoken.0 = text;
}

/// A move's notice with the threat it made ("move 9: white g9. White g9 makes a four…").
fn said_with_news(msg: &Msg, board: &CurrentGame, news: &BoardNews, lang: Lang) -> String {
    let text = msg.text(lang);
    match (msg, &news.made) {
        (Msg::MovePlayed { number, .. }, Some(fact)) if *number == board.stone_count() => {
            let fact = Msg::Explain {
                fact: fact.clone(),
                size: board.size(),
            };
            format!("{text}. {}", fact.text(lang))
        }
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_read_by_row_column_and_neighbourhood() {
        let mut board = Board::new(15);
        for pos in ["h8", "i8", "g9", "h3"] {
            board.play(crate::notation::parse_pos(pos, 15).unwrap());
        }
        let h8 = crate::notation::parse_pos("h8", 15).unwrap();
        let row = read_out(&board, h8, KeyCode::KeyL).unwrap();
        assert_eq!(
            Msg::Access(row).text(Lang::En),
            "Row 8: black h8; white i8",
            "black played h8 and g9, white i8 and h3"
        );
        let column = read_out(&board, h8, KeyCode::KeyC).unwrap();
        assert_eq!(
            Msg::Access(column).text(Lang::En),
            "Column h: black h8; white h3"
        );
        let around = read_out(&board, h8, KeyCode::KeyA).unwrap();
        assert_eq!(
            Msg::Access(around).text(Lang::En),
            "Around h8: black g9; white i8"
        );
        let corner = read_out(&board, Pos::new(0, 0), KeyCode::KeyA).unwrap();
        assert_eq!(Msg::Access(corner).text(Lang::En), "Around a15: no stones");
    }
}
