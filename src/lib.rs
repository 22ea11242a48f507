//! Gomoku: the rules, notation, engine, coach and Gomocup protocol (plain Rust, no Bevy),
//! and the Bevy game behind the `game` feature.

#[cfg(feature = "arena")]
pub mod arena;
pub mod coach;
pub mod engine;
pub mod gomocup;
pub mod i18n;
pub mod notation;
pub mod online;
pub mod rules;
pub mod worker;

#[cfg(feature = "game")]
pub mod game;
