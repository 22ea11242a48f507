//! Every word the player reads, in English, Simplified Chinese and Traditional Chinese.
//!
//! A typed Rust catalog rather than Fluent: each phrase is a [`Msg`] variant whose fields
//! are its arguments, and each language is one exhaustive `match` (`en.rs`, `zh_hans.rs`,
//! `zh_hant.rs`). So the compiler checks that every message exists in every language with
//! the same arguments (a missing or misspelt one does not build), nothing is parsed at run
//! time, and the wasm build carries only the strings, no message-format runtime.
//! Coordinates and move strings stay in the international notation (h8) in every language.

mod access;
mod coach_review;
mod en;
mod examples;
mod examples_explain;
mod examples_puzzles;
mod examples_records;
mod explain;
mod explain_en;
mod explain_zh;
mod locale;
mod msg;
mod online;
mod opening_reason;
mod opening_rule;
mod puzzle_mode;
mod zh_hans;
mod zh_hant;

pub use access::{AccessText, KeyTopic, LineName};
pub use coach_review::ReviewText;
pub use examples::examples;
pub use locale::{Lang, lang_from_env, system_lang};
pub use msg::{Msg, Players, VARIANTS, Verdict, Who, variant_index};
pub use online::{ColourChoice, OnlineText};
pub use puzzle_mode::PuzzleText;

use std::fmt;

use crate::coach::puzzles::PuzzleError;
use crate::notation::NotationError;
use crate::rules::SetupError;

impl Msg {
    /// This message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match lang {
            Lang::En => en::text(self),
            Lang::ZhHans => zh_hans::text(self),
            Lang::ZhHant => zh_hant::text(self),
        }
    }
}

/// The English sentence, from the catalog: the notation layer below holds no text of its
/// own, so its errors read the same in a log as in the game.
impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&notation_error_text(self, Lang::En))
    }
}

/// Why a record could not be read, in `lang` (the part inside `Msg::CouldNotLoad`).
pub fn notation_error_text(error: &NotationError, lang: Lang) -> String {
    match lang {
        Lang::En => en::record_error(error),
        Lang::ZhHans => zh_hans::record_error(error),
        Lang::ZhHant => zh_hant::record_error(error),
    }
}

/// Why no game can start from a set-up, in `lang`: the reason alone, as `record_error`
/// gives it (the editor's full sentence is `Msg::SetupRefused`).
pub fn setup_error_text(error: &SetupError, lang: Lang) -> String {
    match lang {
        Lang::En => en::setup_error(error),
        Lang::ZhHans => zh_hans::setup_error(error),
        Lang::ZhHant => zh_hant::setup_error(error),
    }
}

/// Why a puzzle file, or a line of it, could not be read, in `lang` (the part inside
/// `Msg::PuzzlesNotLoaded` and `Msg::PuzzleSkipped`).
pub fn puzzle_error_text(error: &PuzzleError, lang: Lang) -> String {
    match lang {
        Lang::En => en::puzzle_error(error),
        Lang::ZhHans => zh_hans::puzzle_error(error),
        Lang::ZhHant => zh_hant::puzzle_error(error),
    }
}

/// The English reason, from the catalog (as for `NotationError`).
impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&puzzle_error_text(self, Lang::En))
    }
}
