//! The coach in the game (issue 35): the game's moves graded by the engine in the
//! background (`grading`, through `job`), kept with the game (`play::grades`) and shown in
//! the panel (`ui::coach_section`) and on the board (`view::graded_marks`). The review
//! itself is the Bevy-free `coach`'s. The threats on the board are told in words after
//! every move (`board_news`).

pub mod board_news;
pub mod grading;
mod job;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((grading::plugin, board_news::plugin));
}
