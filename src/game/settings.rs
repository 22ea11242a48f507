//! Settings kept between runs: the match setup (mode, board, rule, level) and the player's
//! preferences. Natively a small text file in the platform's config directory; on the web
//! the page's localStorage. A file that cannot be read is ignored with a warning, never a
//! crash, and the defaults are used.

use bevy::prelude::*;

use super::board::{Board, MatchSetup, Mode, Preferences};
use crate::engine::Level;
use crate::rules::{Game, Rule, Stone};

pub struct SettingsPlugin;

impl Plugin for SettingsPlugin {
    fn build(&self, app: &mut App) {
        // Read while the app is built: the start menu copies the setup on entering its state,
        // which happens before any startup system could load it.
        if let Some((setup, preferences)) = load_settings() {
            app.insert_resource(setup)
                .insert_resource(preferences)
                .insert_resource(Board(Game::new(setup.size, setup.rule)));
        }
        app.add_systems(
            Last,
            save_settings
                .run_if(resource_changed::<MatchSetup>.or_else(resource_changed::<Preferences>)),
        );
    }
}

fn load_settings() -> Option<(MatchSetup, Preferences)> {
    let text = storage::read()?;
    parse(&text)
        .inspect_err(|message| warn!("ignoring the saved settings ({message}); using the defaults"))
        .ok()
}

fn save_settings(setup: Res<MatchSetup>, preferences: Res<Preferences>) {
    if setup.is_added() && preferences.is_added() {
        return; // Nothing chosen yet: no need to write the defaults.
    }
    if let Err(message) = storage::write(&format(&setup, &preferences)) {
        warn!("could not save the settings: {message}");
    }
}

/// The settings as `key = value` lines.
pub fn format(setup: &MatchSetup, preferences: &Preferences) -> String {
    let mode = match setup.mode {
        Mode::HumanVsHuman => "human-vs-human",
        Mode::HumanVsComputer {
            human: Stone::Black,
        } => "human-black-vs-computer",
        Mode::HumanVsComputer {
            human: Stone::White,
        } => "human-white-vs-computer",
        Mode::Demo => "demo",
    };
    format!(
        "# gomoku settings\nmode = {mode}\nsize = {}\nrule = {}\nlevel = {}\nmove_numbers = {}\nsound = {}\n",
        setup.size,
        setup.rule.name().to_lowercase(),
        setup.level.name().to_lowercase(),
        preferences.move_numbers,
        preferences.sound,
    )
}

/// Reads what `format` wrote. Keys may be missing (their defaults stay); an unknown key or
/// a bad value makes the whole text invalid, with a message naming the line.
pub fn parse(text: &str) -> Result<(MatchSetup, Preferences), String> {
    let mut setup = MatchSetup::default();
    let mut preferences = Preferences::default();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |what: &str| format!("line {}: {what}: '{line}'", number + 1);
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| bad("expected key = value"))?;
        let value = value.trim().to_lowercase();
        match key.trim() {
            "mode" => {
                setup.mode = match value.as_str() {
                    "human-vs-human" => Mode::HumanVsHuman,
                    "human-black-vs-computer" => Mode::HumanVsComputer {
                        human: Stone::Black,
                    },
                    "human-white-vs-computer" => Mode::HumanVsComputer {
                        human: Stone::White,
                    },
                    "demo" => Mode::Demo,
                    _ => return Err(bad("unknown mode")),
                }
            }
            "size" => {
                setup.size = match value.as_str() {
                    "15" => 15,
                    "19" => 19,
                    _ => return Err(bad("the board is 15 or 19")),
                }
            }
            "rule" => {
                setup.rule = Rule::ALL
                    .into_iter()
                    .find(|r| r.name().eq_ignore_ascii_case(&value))
                    .ok_or_else(|| bad("unknown rule"))?
            }
            "level" => {
                setup.level = Level::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(&value))
                    .ok_or_else(|| bad("unknown level"))?
            }
            "move_numbers" => {
                preferences.move_numbers =
                    value.parse().map_err(|_| bad("expected true or false"))?
            }
            "sound" => {
                preferences.sound = value.parse().map_err(|_| bad("expected true or false"))?
            }
            _ => return Err(bad("unknown setting")),
        }
    }
    Ok((setup, preferences))
}

#[cfg(not(target_arch = "wasm32"))]
mod storage {
    use std::path::PathBuf;

    /// `$GOMOKU_CONFIG_DIR`, else the platform's config directory (XDG on Linux,
    /// Application Support on macOS, %APPDATA% on Windows), with a `gomoku` folder.
    pub fn path() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("GOMOKU_CONFIG_DIR") {
            return Some(PathBuf::from(dir).join("settings.txt"));
        }
        let home = || std::env::var_os("HOME").map(PathBuf::from);
        let base = if cfg!(target_os = "windows") {
            std::env::var_os("APPDATA").map(PathBuf::from)
        } else if cfg!(target_os = "macos") {
            home().map(|h| h.join("Library/Application Support"))
        } else {
            std::env::var_os("XDG_CONFIG_HOME")
                .map(PathBuf::from)
                .or_else(|| home().map(|h| h.join(".config")))
        };
        Some(base?.join("gomoku").join("settings.txt"))
    }

    pub fn read() -> Option<String> {
        let path = path()?;
        match std::fs::read(&path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => Some(text),
                Err(_) => {
                    bevy::log::warn!("ignoring {}: it is not text", path.display());
                    None
                }
            },
            Err(_) => None, // First run: no file yet.
        }
    }

    pub fn write(text: &str) -> Result<(), String> {
        let path = path().ok_or("no config directory (HOME is not set)")?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    }
}

#[cfg(target_arch = "wasm32")]
mod storage {
    use wasm_bindgen::prelude::*;

    const KEY: &str = "gomoku.settings";

    #[wasm_bindgen]
    unsafe extern "C" {
        #[wasm_bindgen(js_namespace = localStorage, js_name = getItem, catch)]
        fn get_item(key: &str) -> Result<Option<String>, JsValue>;
        #[wasm_bindgen(js_namespace = localStorage, js_name = setItem, catch)]
        fn set_item(key: &str, value: &str) -> Result<(), JsValue>;
    }

    /// Private browsing or blocked storage throws; the game then just starts with defaults.
    pub fn read() -> Option<String> {
        get_item(KEY).ok().flatten()
    }

    pub fn write(text: &str) -> Result<(), String> {
        set_item(KEY, text).map_err(|e| format!("localStorage refused: {e:?}"))
    }
}
