//! The modifier keys, read the same way by every system that has keys: a modifier released
//! in the same frame as its key still counts (when frames are slow, on software rendering or
//! a busy phone, a quick Shift+H can begin and end between two frames). And the rule for
//! the game's letter commands: plain letters type a point ("h8", see `board_cursor`), so a
//! command on a letter that names a column of the board takes Shift.

use bevy::prelude::*;

/// The modifiers held for this frame's keys.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Held {
    pub ctrl: bool,
    pub shift: bool,
}

pub fn held(keys: &ButtonInput<KeyCode>) -> Held {
    let down = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_released(pair);
    Held {
        ctrl: down([KeyCode::ControlLeft, KeyCode::ControlRight])
            || down([KeyCode::SuperLeft, KeyCode::SuperRight]),
        shift: down([KeyCode::ShiftLeft, KeyCode::ShiftRight]),
    }
}

/// The letter keys, a to z.
pub const LETTERS: [KeyCode; 26] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::KeyG,
    KeyCode::KeyH,
    KeyCode::KeyI,
    KeyCode::KeyJ,
    KeyCode::KeyK,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyN,
    KeyCode::KeyO,
    KeyCode::KeyP,
    KeyCode::KeyQ,
    KeyCode::KeyR,
    KeyCode::KeyS,
    KeyCode::KeyT,
    KeyCode::KeyU,
    KeyCode::KeyV,
    KeyCode::KeyW,
    KeyCode::KeyX,
    KeyCode::KeyY,
    KeyCode::KeyZ,
];

/// The digit keys above the letters, 0 to 9.
pub const DIGITS: [KeyCode; 10] = [
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// The letter's place in the alphabet (a = 0) of a letter key.
pub fn letter_index(key: KeyCode) -> Option<u8> {
    LETTERS.iter().position(|&k| k == key).map(|i| i as u8)
}

/// Whether the letter command on `key` was given this frame, on a board of `size` lines:
/// Shift and the letter; the letter alone only where no column bears it (typing "d4" must
/// not offer a draw). Never with Ctrl, whose letters are other commands.
pub fn command_letter(keys: &ButtonInput<KeyCode>, key: KeyCode, size: usize) -> bool {
    let held = held(keys);
    let names_a_column = letter_index(key).is_some_and(|i| (i as usize) < size);
    keys.just_pressed(key) && !held.ctrl && (held.shift || !names_a_column)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pressed(keys: &[KeyCode]) -> ButtonInput<KeyCode> {
        let mut input = ButtonInput::default();
        for &key in keys {
            input.press(key);
        }
        input
    }

    #[test]
    fn a_letter_naming_a_column_is_a_command_only_with_shift() {
        // d is a column of both boards; s is one of the 19-line board only.
        assert!(!command_letter(
            &pressed(&[KeyCode::KeyD]),
            KeyCode::KeyD,
            15
        ));
        assert!(command_letter(
            &pressed(&[KeyCode::ShiftLeft, KeyCode::KeyD]),
            KeyCode::KeyD,
            15
        ));
        assert!(command_letter(
            &pressed(&[KeyCode::KeyS]),
            KeyCode::KeyS,
            15
        ));
        assert!(!command_letter(
            &pressed(&[KeyCode::KeyS]),
            KeyCode::KeyS,
            19
        ));
        // Ctrl+D is not the command D.
        assert!(!command_letter(
            &pressed(&[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyD]),
            KeyCode::KeyD,
            15
        ));
    }

    #[test]
    fn a_shift_released_in_the_frame_of_its_letter_still_counts() {
        let mut input = pressed(&[KeyCode::ShiftLeft]);
        input.clear();
        input.release(KeyCode::ShiftLeft);
        input.press(KeyCode::KeyH);
        assert!(held(&input).shift);
        assert!(command_letter(&input, KeyCode::KeyH, 15));
    }
}
