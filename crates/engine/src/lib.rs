//! The rules of gomoku and the computer player, in plain Rust: no Bevy, no I/O. A crate of
//! its own so that the game's debug build (`./play`, `./test`) can optimise it fully
//! (`[profile.dev.package.gomoku-engine]` in the workspace's Cargo.toml) while the game's
//! own code builds quickly: built with the rest at the debug profile's level, Master
//! searched about a third as many nodes a second. The game's crate re-exports both
//! modules, so `gomoku::engine` and `gomoku::rules` are these.

pub mod engine;
pub mod rules;
