//! The player's language: its codes, and picking it from the system's locale.

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// Simplified Chinese (mainland China, Singapore).
    ZhHans,
    /// Traditional Chinese (Taiwan, Hong Kong, Macau).
    ZhHant,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHans, Lang::ZhHant];

    /// Of a phrase written side by side in the three languages, this language's.
    pub fn pick(self, en: &str, hans: &str, hant: &str) -> String {
        match self {
            Lang::En => en,
            Lang::ZhHans => hans,
            Lang::ZhHant => hant,
        }
        .to_string()
    }

    /// The BCP-47 tag, as stored in the settings and accepted by `GOMOKU_LANG`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language's name in its own script, for the language choice.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHans => "简体中文",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// The language a code names: "en", "zh-Hans", "zh-Hant" in any case, and region
    /// tags such as "zh-CN" or "zh_TW" too. `None` for anything else.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        if code.is_empty() {
            return None;
        }
        Lang::from_locale(code)
    }

    /// The language of a POSIX locale (`zh_CN.UTF-8`, `en_US`) or a BCP-47 tag
    /// (`zh-Hant-TW`, `en-GB`): Chinese in Taiwan, Hong Kong and Macau, or tagged
    /// `Hant`, is Traditional; other Chinese is Simplified. `C`, `POSIX` and languages
    /// the game does not speak give `None` (the caller falls back to English).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        // Drop the encoding and modifier: "zh_TW.UTF-8@euro" -> "zh_TW".
        let base = locale.trim().split(['.', '@']).next().unwrap_or("");
        let lower = base.to_ascii_lowercase().replace('_', "-");
        let mut parts = lower.split('-').filter(|p| !p.is_empty());
        match parts.next()? {
            "en" => Some(Lang::En),
            "zh" => {
                for part in parts {
                    match part {
                        "hant" | "tw" | "hk" | "mo" => return Some(Lang::ZhHant),
                        "hans" | "cn" | "sg" | "my" => return Some(Lang::ZhHans),
                        _ => {}
                    }
                }
                Some(Lang::ZhHans)
            }
            _ => None,
        }
    }
}

/// The language the environment asks for: `gomoku_lang` (`GOMOKU_LANG`) if it names one,
/// else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and non-empty (as POSIX
/// does), if the game speaks it. `None` means: ask the platform, then use English.
/// Pure, so tests give the values; [`system_lang`] reads the real environment.
pub fn lang_from_env(
    gomoku_lang: Option<&str>,
    lc_all: Option<&str>,
    lc_messages: Option<&str>,
    lang: Option<&str>,
) -> Option<Lang> {
    if let Some(forced) = gomoku_lang.and_then(Lang::from_code) {
        return Some(forced);
    }
    let locale = [lc_all, lc_messages, lang]
        .into_iter()
        .flatten()
        .find(|value| !value.trim().is_empty())?;
    Lang::from_locale(locale)
}

/// The language of this process's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`; see
/// [`lang_from_env`]), if the game speaks it. `GOMOKU_LANG` is not read here: the game
/// weighs that override against the saved language itself (`game::settings`).
pub fn system_lang() -> Option<Lang> {
    let var = |name: &str| std::env::var(name).ok();
    lang_from_env(
        None,
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
            assert_eq!(Lang::from_code(&lang.code().to_uppercase()), Some(lang));
        }
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::from_code("fr"), None);
    }
}
