//! The puzzle mode (issue 35): positions where the side to move wins by threats, for the
//! player to solve against the computer's best defence. The puzzles themselves, their
//! checks and the run of one are the coach's (`coach::puzzles`, Bevy-free); this room
//! holds them in the game:
//! - `collection`: the starter set by rule and band, and the player's own;
//! - `library`: the puzzles loaded, the player's own kept between runs;
//! - `session`: the puzzle being solved, the player's clicks and the panel's commands;
//! - `job`: the defence's answers and the hints, worked out off the frame.
//!
//! The board shows the puzzle (`view::puzzle_view`) and the panel its goal and progress
//! (`ui::puzzle_panel`); the game in progress stays underneath, untouched.

pub mod collection;
pub mod job;
pub mod library;
pub mod session;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    library::starter_only(app);
    app.add_plugins(session::plugin);
}
