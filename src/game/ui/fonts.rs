//! The overlay's fonts, all shipped subsets (assets/fonts, made by
//! scripts/subset-font.py): egui's own fonts are not built in (1.4 MB of Latin, emoji and
//! icon faces, a fifth of the web download's data). Noto Sans CJK carries every language,
//! Latin included; both faces cover every character of the catalog, and the Traditional
//! face goes first for 繁體中文 because about a third of its characters have
//! Taiwan-standard shapes that differ from the Simplified face's. Move lists and scores
//! are set in Noto Sans Mono CJK's ASCII; the undo and redo arrows come from DejaVu Sans.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::setup::Preferences;
use crate::i18n::Lang;

const SIMPLIFIED: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJKsc-Subset.otf");
const TRADITIONAL: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJKtc-Subset.otf");
const MONO: &[u8] = include_bytes!("../../../assets/fonts/NotoSansMonoCJKsc-Subset.otf");
const SYMBOLS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Symbols.ttf");

/// Gives egui the fonts for the player's language, once at start and again when it changes.
pub fn fonts_for_language(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    mut applied: Local<Option<Lang>>,
) -> Result {
    if *applied == Some(preferences.lang) {
        return Ok(());
    }
    contexts
        .ctx_mut()?
        .set_fonts(font_definitions(preferences.lang));
    *applied = Some(preferences.lang);
    Ok(())
}

fn font_definitions(lang: Lang) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    let faces = [
        ("cjk-sc", SIMPLIFIED),
        ("cjk-tc", TRADITIONAL),
        ("mono", MONO),
        ("symbols", SYMBOLS),
    ];
    for (name, bytes) in faces {
        fonts.font_data.insert(
            name.to_owned(),
            Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    let text = match lang {
        Lang::ZhHant => ["cjk-tc", "cjk-sc"],
        Lang::En | Lang::ZhHans => ["cjk-sc", "cjk-tc"],
    };
    let family = |first: Option<&str>| {
        first
            .into_iter()
            .chain(text)
            .chain(["symbols"])
            .map(str::to_string)
            .collect()
    };
    fonts
        .families
        .insert(egui::FontFamily::Proportional, family(None));
    fonts
        .families
        .insert(egui::FontFamily::Monospace, family(Some("mono")));
    fonts
}
