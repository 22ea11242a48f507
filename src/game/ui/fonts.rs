//! Chinese glyphs for egui: its default fonts have none, so the game ships subsets of Noto
//! Sans CJK (assets/fonts, made by scripts/subset-font.py) as fallbacks after them. Both
//! faces cover every character of the catalog; the Traditional face goes first for 繁體中文
//! because about a third of its characters have Taiwan-standard shapes that differ from the
//! Simplified face's.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::setup::Preferences;
use crate::i18n::Lang;

const SIMPLIFIED: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJKsc-Subset.otf");
const TRADITIONAL: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJKtc-Subset.otf");

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
    let mut fonts = egui::FontDefinitions::default();
    let faces = [("cjk-sc", SIMPLIFIED), ("cjk-tc", TRADITIONAL)];
    for (name, bytes) in faces {
        fonts.font_data.insert(
            name.to_owned(),
            Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    let order = match lang {
        Lang::ZhHant => ["cjk-tc", "cjk-sc"],
        Lang::En | Lang::ZhHans => ["cjk-sc", "cjk-tc"],
    };
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let list = fonts.families.entry(family).or_default();
        list.extend(order.iter().map(|name| name.to_string()));
    }
    fonts
}
