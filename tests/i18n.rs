//! The message catalog: every message in every language, with its arguments, and with a
//! glyph for every character in the shipped CJK fonts.

use gomoku::i18n::{Lang, Msg, examples, lang_from_env};
use skrifa::{FontRef, MetadataProvider};

const FONTS: [(&str, &[u8]); 2] = [
    (
        "NotoSansCJKsc-Subset.otf",
        include_bytes!("../assets/fonts/NotoSansCJKsc-Subset.otf"),
    ),
    (
        "NotoSansCJKtc-Subset.otf",
        include_bytes!("../assets/fonts/NotoSansCJKtc-Subset.otf"),
    ),
];

#[test]
fn every_message_renders_in_every_language() {
    for msg in examples() {
        for lang in Lang::ALL {
            let text = msg.text(lang);
            assert!(!text.trim().is_empty(), "{msg:?} is empty in {lang:?}");
            assert!(
                !text.contains('{'),
                "{msg:?} in {lang:?} has a stray brace: {text}"
            );
        }
    }
}

#[test]
fn chinese_texts_are_chinese_and_differ_by_script() {
    let en = Msg::Undo.text(Lang::En);
    assert_eq!(en, "Undo");
    assert_eq!(Msg::Undo.text(Lang::ZhHans), "悔棋");
    assert_eq!(Msg::NewGame.text(Lang::ZhHant), "重新開始");
    assert_eq!(Msg::File.text(Lang::ZhHant), "檔案");
    assert_eq!(Msg::MenuComputer.text(Lang::ZhHans), "电脑");
    assert_eq!(Msg::MenuComputer.text(Lang::ZhHant), "電腦");
    for msg in examples() {
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            let text = msg.text(lang);
            let ascii_only = text.chars().all(|c| c.is_ascii() || "←→".contains(c));
            // Shortcuts and file formats may stay Latin; anything longer is translated.
            assert!(
                !ascii_only || matches!(msg, Msg::AppTitle | Msg::CopyPsq) || text.len() < 12,
                "{msg:?} in {lang:?} looks untranslated: {text}"
            );
        }
    }
}

/// Every value given as an argument shows in every language: the examples use values
/// that appear nowhere else (37, 41, 29, q13, zz-game.psq, REASON-x7, 'zz9', 371).
#[test]
fn every_argument_appears_in_every_language() {
    let values = [
        "37",
        "41",
        "29",
        "q13",
        "zz-game.psq",
        "REASON-x7",
        "'zz9'",
        "371",
    ];
    for msg in examples() {
        let debug = format!("{msg:?}");
        let expected: Vec<&str> = values
            .iter()
            .copied()
            .filter(|v| debug.contains(v.trim_matches('\'')))
            .collect();
        for lang in Lang::ALL {
            let text = msg.text(lang);
            for value in &expected {
                // 371 holds 37; q13's letter is the example PosProblem letter 'q' too.
                assert!(
                    text.contains(value),
                    "{msg:?} in {lang:?} lacks its argument {value}: {text}"
                );
            }
        }
    }
}

#[test]
fn counts_agree_in_english() {
    assert_eq!(
        Msg::TookBack { count: 1 }.text(Lang::En),
        "Took back 1 move"
    );
    assert_eq!(
        Msg::Replayed { count: 3 }.text(Lang::En),
        "Replayed 3 moves"
    );
    assert_eq!(Msg::TookBack { count: 3 }.text(Lang::ZhHans), "悔棋 3 手");
}

#[test]
fn languages_by_code() {
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
    let names: Vec<&str> = Lang::ALL.iter().map(|l| l.native_name()).collect();
    assert_eq!(names, ["English", "简体中文", "繁體中文"]);
    assert_eq!(Lang::from_code("ZH-hans"), Some(Lang::ZhHans));
    assert_eq!(Lang::from_code("zh-CN"), Some(Lang::ZhHans));
    assert_eq!(Lang::from_code("zh_TW"), Some(Lang::ZhHant));
    assert_eq!(Lang::from_code("EN"), Some(Lang::En));
    assert_eq!(Lang::from_code("klingon"), None);
    assert_eq!(Lang::from_code(""), None);
}

#[test]
fn languages_by_locale() {
    let cases = [
        ("zh_CN.UTF-8", Some(Lang::ZhHans)),
        ("zh_SG", Some(Lang::ZhHans)),
        ("zh-Hans", Some(Lang::ZhHans)),
        ("zh-Hans-CN", Some(Lang::ZhHans)),
        ("zh", Some(Lang::ZhHans)),
        ("zh_TW", Some(Lang::ZhHant)),
        ("zh_TW.UTF-8", Some(Lang::ZhHant)),
        ("zh_HK.Big5-HKSCS", Some(Lang::ZhHant)),
        ("zh_MO", Some(Lang::ZhHant)),
        ("zh-Hant", Some(Lang::ZhHant)),
        ("zh-Hant-HK", Some(Lang::ZhHant)),
        ("en", Some(Lang::En)),
        ("en_US.UTF-8", Some(Lang::En)),
        ("en-GB", Some(Lang::En)),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("fr_FR.UTF-8", None),
        ("", None),
    ];
    for (locale, lang) in cases {
        assert_eq!(Lang::from_locale(locale), lang, "locale {locale:?}");
    }
}

#[test]
fn language_from_environment() {
    // GOMOKU_LANG overrides; then LC_ALL, LC_MESSAGES, LANG in that order.
    assert_eq!(
        lang_from_env(Some("zh-Hant"), Some("en_US"), None, None),
        Some(Lang::ZhHant)
    );
    assert_eq!(
        lang_from_env(Some("nonsense"), None, None, Some("zh_CN.UTF-8")),
        Some(Lang::ZhHans)
    );
    assert_eq!(
        lang_from_env(None, Some("zh_TW.UTF-8"), Some("en_US"), Some("zh_CN")),
        Some(Lang::ZhHant)
    );
    assert_eq!(
        lang_from_env(None, Some(""), Some("zh_HK"), Some("en_US")),
        Some(Lang::ZhHant)
    );
    assert_eq!(
        lang_from_env(None, None, None, Some("zh_SG")),
        Some(Lang::ZhHans)
    );
    // The first set variable decides, even when it names a language we lack.
    assert_eq!(lang_from_env(None, Some("C"), None, Some("zh_CN")), None);
    assert_eq!(lang_from_env(None, None, None, None), None);
}

#[test]
fn shipped_fonts_have_every_character() {
    for (name, data) in FONTS {
        let font = FontRef::new(data).unwrap_or_else(|e| panic!("{name} does not load: {e}"));
        let charmap = font.charmap();
        let outlines = font.outline_glyphs();
        let mut missing = Vec::new();
        for msg in examples() {
            for lang in Lang::ALL {
                let text = msg.text(lang);
                for c in text.chars().filter(|c| !c.is_whitespace()) {
                    match charmap.map(c) {
                        Some(glyph) if outlines.get(glyph).is_some() => {}
                        _ => {
                            missing.push(format!("{c:?} (U+{:04X}) in {lang:?} {msg:?}", c as u32))
                        }
                    }
                }
            }
        }
        for lang in Lang::ALL {
            for c in lang.native_name().chars() {
                if charmap.map(c).is_none() {
                    missing.push(format!("{c:?} in the language name {}", lang.native_name()));
                }
            }
        }
        missing.dedup();
        assert!(
            missing.is_empty(),
            "{name} lacks glyphs (run scripts/subset-font.py):\n{}",
            missing.join("\n")
        );
    }
}
