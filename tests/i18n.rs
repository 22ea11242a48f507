//! The message catalog: every message in every language, with its arguments, and with a
//! glyph for every character in the shipped CJK fonts.

use gomoku::i18n::{Lang, Msg, examples, lang_from_env};
use skrifa::{FontRef, MetadataProvider};

/// The text faces, and the languages each must draw whole. Every face also draws the
/// languages' names (the language menu); the Latin one is all an English web page has.
const FONTS: [(&str, &[u8], &[Lang]); 3] = [
    (
        "NotoSansCJKsc-Subset.otf",
        include_bytes!("../assets/fonts/NotoSansCJKsc-Subset.otf"),
        &Lang::ALL,
    ),
    (
        "NotoSansCJKtc-Subset.otf",
        include_bytes!("../assets/fonts/NotoSansCJKtc-Subset.otf"),
        &Lang::ALL,
    ),
    (
        "NotoSansCJKsc-Latin.otf",
        include_bytes!("../assets/fonts/NotoSansCJKsc-Latin.otf"),
        &[Lang::En],
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
    for (name, data, langs) in FONTS {
        let font = FontRef::new(data).unwrap_or_else(|e| panic!("{name} does not load: {e}"));
        let charmap = font.charmap();
        let outlines = font.outline_glyphs();
        let mut missing = Vec::new();
        for msg in examples() {
            for &lang in langs {
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

/// egui's own fonts are not built in: the move lists' monospace face has every ASCII
/// character, and the symbols face the undo and redo buttons' arrows.
#[test]
fn the_companion_fonts_have_their_characters() {
    let mono = FontRef::new(include_bytes!(
        "../assets/fonts/NotoSansMonoCJKsc-Subset.otf"
    ))
    .expect("the monospace subset loads");
    let symbols = FontRef::new(include_bytes!("../assets/fonts/DejaVuSans-Symbols.ttf"))
        .expect("the symbols subset loads");
    for c in (0x21u8..0x7f).map(char::from) {
        assert!(mono.charmap().map(c).is_some(), "monospace lacks {c:?}");
    }
    for c in ['⟲', '⟳'] {
        assert!(symbols.charmap().map(c).is_some(), "symbols lack {c:?}");
    }
}

/// Literals in `src/game` that the player never reads: log lines, the settings file's own
/// format, paths, key names. Anything else with words in it must come from the catalog.
const NOT_SHOWN: [(&str, &str); 19] = [
    ("view/frame_stats.rs", ""), // The `dev` feature's log lines.
    ("play/settings.rs", ""),    // The settings file's format, and problems for the log.
    ("platform/native.rs", "Library/Application Support"), // A path.
    ("platform/native.rs", "no config directory"), // A settings error, logged.
    ("platform/native.rs", "{} is not text"), // A settings error, logged.
    ("platform/web.rs", "localStorage refused"), // A settings error, logged.
    ("platform/native.rs", "no Web Worker"), // Why the search falls back, logged.
    ("platform/web.rs", "the page answered"), // Why the search falls back, logged.
    ("ui/records.rs", "Ctrl+S"), // Key names read the same in every language.
    ("ui/records.rs", "Ctrl+O"),
    ("ui/resign.rs", "Shift+R"),
    ("ui/resign.rs", "Enter"),
    ("ui/resign.rs", "Esc"),
    ("ui/records.rs", "h8i9j10"),                           // Notation.
    ("ui/menu.rs", "{size} x {size}"),                      // Numbers.
    ("platform/mod.rs", "NotoSansCJK"),                     // Font files' names.
    ("play/puzzle_progress.rs", "expected a whole number"), // A settings error, logged.
    ("puzzle/job.rs", "its answer"), // Why a puzzle falls back to the task pool, logged.
    ("online/link.rs", "the connection to the server"), // Why the link ended, logged.
];

/// Whether a string literal reads like words for a person: two words in a row, or a
/// capitalised word.
fn reads_like_words(literal: &str) -> bool {
    let words: Vec<&str> = literal
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .collect();
    let two_in_a_row = literal
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|pair| {
            pair.iter()
                .all(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
        });
    let capitalised = words.iter().any(|w| {
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_ascii_uppercase())
            && chars.all(|c| c.is_ascii_lowercase())
    });
    !words.is_empty() && (two_in_a_row || capitalised)
}

/// The string literals of a line of code (comments and log or panic lines give none).
fn literals(line: &str) -> Vec<String> {
    let code = line.trim_start();
    if code.starts_with("//") || code.starts_with("#[") {
        return Vec::new();
    }
    let logs = [
        "info!(",
        "warn!(",
        "error!(",
        "debug!(",
        "panic!(",
        "expect(",
        "include_bytes!(",
    ];
    if logs.iter().any(|log| code.contains(log)) {
        return Vec::new();
    }
    let mut found = Vec::new();
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => break,
            '\'' => {
                // A char literal ('"') or a lifetime: skip to its end if it closes soon.
                let rest: String = chars.clone().take(3).collect();
                if let Some(end) = rest.find('\'') {
                    for _ in 0..=end {
                        chars.next();
                    }
                }
            }
            '"' => {
                let mut literal = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        c => literal.push(c),
                    }
                }
                found.push(literal);
            }
            _ => {}
        }
    }
    found
}

fn rust_files(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn the_game_takes_every_word_from_the_catalog() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 20, "found only {files:?}");
    let mut offenders = Vec::new();
    for path in files {
        let name = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(&path).unwrap();
        // Unit tests at the end of a file are not shown to anyone.
        let code = text.split("#[cfg(test)]").next().unwrap();
        for (number, line) in code.lines().enumerate() {
            for literal in literals(line) {
                let allowed = NOT_SHOWN
                    .iter()
                    .any(|(file, start)| name == *file && literal.starts_with(start));
                if reads_like_words(&literal) && !allowed {
                    offenders.push(format!("src/game/{name}:{}: {literal:?}", number + 1));
                }
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "text for the player belongs in src/i18n (a Msg):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_scan_finds_words_and_only_words() {
    assert_eq!(
        literals(r#"ui.label("Moves played"); // "a comment""#),
        ["Moves played"]
    );
    assert!(reads_like_words("Moves played"));
    assert!(reads_like_words("Undo"));
    assert!(!reads_like_words("game_panel"));
    assert!(!reads_like_words("h8"));
    assert!(!reads_like_words("root"));
    assert!(literals(r#"warn!("could not save {e}");"#).is_empty());
    assert_eq!(literals(r#"let q = '"'; f("Two words")"#), ["Two words"]);
}

#[test]
fn the_web_page_speaks_like_the_catalog() {
    let page = include_str!("../web/index.html");
    for lang in Lang::ALL {
        let failed = Msg::WebLoadFailed {
            reason: String::new(),
        };
        let texts = [
            Msg::WebLoading,
            failed,
            Msg::WebStarting,
            Msg::WebNoWebGl,
            Msg::WebRetry,
        ]
        .map(|msg| msg.text(lang));
        for text in texts {
            assert!(
                page.contains(&format!("\"{text}\"")),
                "web/index.html lacks the {lang:?} text {text:?}"
            );
        }
        assert!(page.contains(&format!("\"{}\":", lang.code())), "{lang:?}");
    }
}
