//! The play itself: the screens and turns (`state`), the game on the board (`current_game`),
//! what a game is set up with (`setup`), the pointer and keys (`input`, `keys`), the
//! keyboard's cursor on the board (`board_cursor`), placing a stone and
//! judging the position (`turn`), the swap2 opening (`swap2`), renju's opening rules
//! (`opening_rule`), either as the rest of the game asks (`opening`), the clock (`clock`), the
//! commands from the panel and keys (`commands`, with undo, redo and review in `history`),
//! record files (`record_files`), a side played from another copy of the game
//! (`remote_side`), the board editor (`editor`), the coach's grades kept
//! with their games (`grades`), the player's puzzle record
//! (`puzzle_progress`), the settings kept between runs (`settings`) and the
//! panel's notice line (`notice`).

pub mod board_cursor;
pub mod clock;
pub mod commands;
pub mod current_game;
pub mod editor;
pub mod grades;
pub mod history;
pub mod input;
pub mod keys;
pub mod notice;
pub mod opening;
pub mod opening_rule;
pub mod puzzle_progress;
pub mod record_files;
pub mod remote_side;
pub mod settings;
pub mod setup;
pub mod state;
pub mod swap2;
pub mod turn;

use bevy::prelude::*;

/// Everything of the play but the settings file (which headless tests leave alone).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        state::plugin,
        current_game::plugin,
        setup::plugin,
        notice::plugin,
        commands::plugin,
        record_files::plugin,
        input::plugin,
        board_cursor::plugin,
        turn::plugin,
        swap2::plugin,
        opening_rule::plugin,
        editor::plugin,
        grades::plugin,
        clock::plugin,
        remote_side::plugin,
    ));
}
