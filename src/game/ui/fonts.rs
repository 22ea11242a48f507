//! The overlay's fonts, all shipped subsets (assets/fonts, made by
//! scripts/subset-font.py): egui's own fonts are not built in (1.4 MB of Latin, emoji and
//! icon faces, a fifth of the web download's data).
//!
//! Every player gets a Latin subset of Noto Sans CJK SC: English, and the languages' names
//! in the language menu. A Chinese player also gets a Chinese face, first in line: the
//! Simplified one, or for 繁體中文 the Traditional one, because about a third of its
//! characters have Taiwan-standard shapes that differ from the Simplified face's. The
//! native game has both built in; the web page fetches the one it needs (`platform`), and
//! until it arrives the Latin face draws what it can. Move lists and scores are set in
//! Noto Sans Mono CJK's ASCII; the undo and redo arrows come from DejaVu Sans.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use tracing::warn;

use crate::game::platform::{self, ChineseFace};
use crate::game::play::setup::Preferences;
use crate::i18n::Lang;

const LATIN: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJKsc-Latin.otf");
const MONO: &[u8] = include_bytes!("../../../assets/fonts/NotoSansMonoCJKsc-Subset.otf");
const SYMBOLS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Symbols.ttf");

/// Where each Chinese face stands: not here yet, here, or its fetch failed (not asked
/// again). Indexed by `ChineseFace as usize`.
#[derive(Default)]
pub struct ChineseFaces([FaceState; 2]);

#[derive(Default)]
enum FaceState {
    #[default]
    Missing,
    Ready(Arc<egui::FontData>),
    Failed,
}

impl ChineseFaces {
    /// The face `face`, asking the platform for it while it is missing (each frame while a
    /// download runs).
    fn get(&mut self, face: ChineseFace) -> Option<&Arc<egui::FontData>> {
        let state = &mut self.0[face as usize];
        if let FaceState::Missing = state {
            match platform::chinese_font(face) {
                Ok(Some(data)) => *state = FaceState::Ready(Arc::new(data)),
                Ok(None) => {}
                Err(reason) => {
                    warn!("no {} ({reason}); Chinese text falls back", face.file());
                    *state = FaceState::Failed;
                }
            }
        }
        match state {
            FaceState::Ready(data) => Some(data),
            _ => None,
        }
    }
}

/// The Chinese face a language reads in, if any.
fn chinese_face(lang: Lang) -> Option<ChineseFace> {
    match lang {
        Lang::En => None,
        Lang::ZhHans => Some(ChineseFace::Simplified),
        Lang::ZhHant => Some(ChineseFace::Traditional),
    }
}

/// Gives egui the fonts for the player's language: at start, when the language changes,
/// and when its Chinese face arrives.
pub fn fonts_for_language(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    mut faces: Local<ChineseFaces>,
    mut applied: Local<Option<(Lang, bool)>>,
) -> Result {
    let lang = preferences.lang;
    let chinese = chinese_face(lang).and_then(|face| faces.get(face).map(|data| (face, data)));
    let wanted = (lang, chinese.is_some());
    if *applied == Some(wanted) {
        return Ok(());
    }
    contexts.ctx_mut()?.set_fonts(font_definitions(chinese));
    *applied = Some(wanted);
    Ok(())
}

/// The fonts an English page reads in, for tests that lay the overlay out without the game.
pub fn latin_fonts() -> egui::FontDefinitions {
    font_definitions(None)
}

/// The faces in egui's order of preference. A Chinese face is shared, not copied: on the
/// web it is the page's 230 KB download.
fn font_definitions(chinese: Option<(ChineseFace, &Arc<egui::FontData>)>) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    let mut insert = |name: &str, data: Arc<egui::FontData>| {
        fonts.font_data.insert(name.to_owned(), data);
    };
    insert("latin", Arc::new(egui::FontData::from_static(LATIN)));
    insert("mono", Arc::new(egui::FontData::from_static(MONO)));
    insert("symbols", Arc::new(egui::FontData::from_static(SYMBOLS)));
    if let Some((face, data)) = chinese {
        insert(face.file(), Arc::clone(data));
    }
    let family = |first: &[&str]| {
        first
            .iter()
            .copied()
            .chain(chinese.map(|(face, _)| face.file()))
            .chain(["latin", "symbols"])
            .map(str::to_string)
            .collect()
    };
    fonts
        .families
        .insert(egui::FontFamily::Proportional, family(&[]));
    fonts
        .families
        .insert(egui::FontFamily::Monospace, family(&["mono"]));
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn family(fonts: &egui::FontDefinitions, family: egui::FontFamily) -> Vec<&str> {
        fonts.families[&family].iter().map(String::as_str).collect()
    }

    #[test]
    fn a_chinese_face_goes_before_the_latin_one() {
        let face = Arc::new(egui::FontData::from_static(LATIN));
        let fonts = font_definitions(Some((ChineseFace::Traditional, &face)));
        let traditional = ChineseFace::Traditional.file();
        assert!(fonts.font_data.contains_key(traditional));
        assert_eq!(
            family(&fonts, egui::FontFamily::Proportional),
            [traditional, "latin", "symbols"]
        );
        assert_eq!(
            family(&fonts, egui::FontFamily::Monospace),
            ["mono", traditional, "latin", "symbols"]
        );
    }

    #[test]
    fn english_needs_no_chinese_face() {
        assert_eq!(chinese_face(Lang::En), None);
        let fonts = font_definitions(None);
        assert_eq!(fonts.font_data.len(), 3);
        assert_eq!(
            family(&fonts, egui::FontFamily::Proportional),
            ["latin", "symbols"]
        );
    }
}
