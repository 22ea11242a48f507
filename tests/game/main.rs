//! Headless Bevy App tests: the game's plugins on MinimalPlugins, no window or GPU. One
//! test binary with a module per theme, so the test build links Bevy once, not once a file.
#![cfg(feature = "game")]

mod analysis;
mod coach;
mod common;
mod editor;
mod features;
mod flow;
mod fuzz;
mod home;
mod hover;
mod keyboard;
mod language;
mod motion;
mod play;
mod puzzles;
mod renju_openings;
mod result_box;
mod review;
mod themes;
mod tournament;
mod where_features_meet;
