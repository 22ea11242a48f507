//! The ordered system sets: the one place that says in what order each frame's systems
//! run (wired in `game::core_plugin`).

use bevy::prelude::*;

/// Each frame: read the pointer, apply placements and commands to the `CurrentGame`, fit the
/// layout to the window, then redraw. (Whose turn it is changes on state transitions, which
/// Bevy runs before `Update`.) Ordering them once here keeps a click and its stone in the
/// same frame and keeps view systems from ever reading a half-applied move.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Apply,
    Layout,
    View,
}

/// The system that applies placements, for others to order themselves against.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PlacementSet;
