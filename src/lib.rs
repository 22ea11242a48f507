//! Gomoku: the rules, notation, engine and Gomocup protocol (plain Rust, no Bevy), and the
//! Bevy game behind the `game` feature.

#[cfg(feature = "arena")]
pub mod arena;
pub mod engine;
pub mod gomocup;
pub mod i18n;
pub mod notation;
pub mod rules;
pub mod worker;

#[cfg(feature = "game")]
pub mod game;
