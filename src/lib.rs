//! Gomoku: the rules, notation, engine, coach and Gomocup protocol (plain Rust, no Bevy),
//! and the Bevy game behind the `game` feature.

#[cfg(feature = "arena")]
pub mod arena;
pub mod coach;
pub mod gomocup;
pub mod i18n;
pub mod notation;
pub mod online;
pub mod worker;

/// The rules and the engine live in a crate of their own (crates/engine), optimised in the
/// debug build too; here under their old names.
pub use gomoku_engine::{engine, rules};

#[cfg(feature = "game")]
pub mod game;
