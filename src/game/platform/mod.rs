//! Everything that differs between the native game and the web page, behind one interface:
//! where settings are kept, how record files are saved and opened, how sounds play, how
//! the engine's search is run off the frame, and how the app's frame pacing is tuned.
//! `native.rs` and `web.rs` offer the same names; the rest of the game never checks the
//! target itself.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

pub mod logging;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;

use tracing::warn;

/// Where a job in the page's Web Worker stands (`RemoteJob::poll`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Polled {
    Waiting,
    /// A review has read `done` of `total` positions.
    Progress {
        done: u32,
        total: u32,
    },
    /// The reply line.
    Done(String),
    Failed(String),
}
use bevy::prelude::Resource;

use crate::i18n::Lang;

/// The language forced for this run (`GOMOKU_LANG` natively, `?lang=` on the web), which
/// beats the saved one; a code the game does not speak is ignored with a warning.
pub fn forced_lang() -> Option<Lang> {
    let code = forced_lang_code()?;
    let lang = Lang::from_code(&code);
    if lang.is_none() {
        warn!("{FORCED_LANG_SOURCE}={code:?} is not en, zh-Hans or zh-Hant; ignoring it");
    }
    lang
}

/// What opening a record file gave: its text now, or (on the web) a file picker whose
/// choice arrives later through `take_chosen_file`.
pub enum Opened {
    Text(String),
    Later,
}

/// The overlay's two Chinese faces (ui/fonts.rs). The native game has both built in; the
/// web page fetches the one a Chinese player needs (`chinese_font`), so that the game's
/// module, which every player downloads, does not carry 450 KB of CJK glyphs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChineseFace {
    Simplified,
    Traditional,
}

impl ChineseFace {
    /// Its file in assets/fonts (made by scripts/subset-font.py).
    pub const fn file(self) -> &'static str {
        match self {
            ChineseFace::Simplified => "NotoSansCJKsc-Subset.otf",
            ChineseFace::Traditional => "NotoSansCJKtc-Subset.otf",
        }
    }
}

/// How the panel presents record files on this platform.
pub struct RecordFileUi {
    /// Natively the player names the file; a web page cannot name files.
    pub names_editable: bool,
    pub save_label: crate::i18n::Msg,
    pub open_label: crate::i18n::Msg,
}

/// Where searches run: on a thread of the task pool, in slices on the frame's own thread,
/// or in the web page's Web Worker.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThinkMode {
    Background,
    Sliced,
    Worker,
}

impl Default for ThinkMode {
    fn default() -> Self {
        THINK_MODE
    }
}
