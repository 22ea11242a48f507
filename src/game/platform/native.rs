//! The native side of `platform`: files on disk, Bevy's audio, a worker thread for the
//! engine, and a frame rate capped for a board game.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings};
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::{UpdateMode, WINIT_WINDOWS, WinitSettings};
use bevy_egui::egui;
use tracing::warn;

use super::{ChineseFace, Opened, RecordFileUi, ThinkMode};
use crate::engine::{SearchRequest, SearchResult};
use crate::game::messages::SoundCue;
use crate::game::sets::GameSet;
use crate::game::view::look;
use crate::i18n::Msg;
pub use crate::i18n::system_lang;

pub const RECORD_FILE_UI: RecordFileUi = RecordFileUi {
    names_editable: true,
    save_label: Msg::SavePsq,
    open_label: Msg::LoadFile,
};

/// A worker thread of Bevy's AsyncComputeTaskPool.
pub const THINK_MODE: ThinkMode = ThinkMode::Background;

/// The web page's Web Worker has no native counterpart (the task pool is the native
/// worker): a search asked of it falls back to slicing, which is what the game's tests of
/// that fallback rely on.
pub enum RemoteSearch {}

impl RemoteSearch {
    pub fn start(_request: &SearchRequest) -> Result<RemoteSearch, String> {
        Err("no Web Worker outside a browser".to_string())
    }

    pub fn poll(&mut self) -> Option<Result<Option<SearchResult>, String>> {
        match *self {}
    }
}

/// No Web Worker natively: the puzzle's and the review's jobs run on the task pool.
pub enum RemoteJob {}

impl RemoteJob {
    pub fn start(_request: &str, _time_ms: Option<f64>) -> Result<RemoteJob, String> {
        Err("no Web Worker outside a browser".to_string())
    }

    pub fn poll(&mut self) -> super::Polled {
        match *self {}
    }
}

/// Both Chinese faces are built into the native game: always ready.
pub fn chinese_font(face: ChineseFace) -> Result<Option<egui::FontData>, String> {
    let bytes: &'static [u8] = match face {
        ChineseFace::Simplified => include_bytes!("../../../assets/fonts/NotoSansCJKsc-Subset.otf"),
        ChineseFace::Traditional => {
            include_bytes!("../../../assets/fonts/NotoSansCJKtc-Subset.otf")
        }
    };
    Ok(Some(egui::FontData::from_static(bytes)))
}

/// The native game is played with a mouse (a touch screen's taps arrive as clicks, and the
/// window's buttons are sized for a pointer).
/// One line of the game's log (`logging`), to stderr.
pub fn log_line(_level: &str, line: &str) {
    eprintln!("{line}");
}

pub fn touch_screen() -> bool {
    false
}

/// A board game needs no more than 60 frames a second; uncapped, a software renderer (or a
/// laptop's GPU) would spin at full power between moves.
pub fn tune_app(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs_f32(1.0 / 60.0)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs_f32(1.0 / 20.0)),
    })
    .add_systems(Update, set_window_icon);
}

/// Gives the window the game's icon (title bars, task bars, window switchers), once winit
/// has made the window: Bevy has no API for it, so through winit, on the main thread.
fn set_window_icon(
    _main_thread: NonSendMarker,
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    const SIZE: u32 = 64;
    if *done {
        return;
    }
    let Ok(entity) = window.single() else {
        return;
    };
    WINIT_WINDOWS.with_borrow(|windows| {
        let Some(window) = windows.get_window(entity) else {
            return;
        };
        match winit::window::Icon::from_rgba(look::icon_rgba(SIZE), SIZE, SIZE) {
            Ok(icon) => window.set_window_icon(Some(icon)),
            Err(error) => warn!("window icon: {error}"),
        }
        *done = true;
    });
}

/// `$GOMOKU_CONFIG_DIR`, else the platform's config directory (XDG on Linux, Application
/// Support on macOS, %APPDATA% on Windows), with a `gomoku` folder.
fn settings_path() -> Option<PathBuf> {
    kept_path("settings")
}

/// The file a kept text called `name` lives in: `name.txt` in the settings' folder.
fn kept_path(name: &str) -> Option<PathBuf> {
    let file = format!("{name}.txt");
    if let Some(dir) = std::env::var_os("GOMOKU_CONFIG_DIR") {
        return Some(PathBuf::from(dir).join(file));
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
    Some(base?.join("gomoku").join(file))
}

/// The saved settings' text: `Ok(None)` on a first run (no file yet), an error a person
/// reads when the file is there but cannot be used (not readable, a directory, not text).
pub fn read_settings() -> Result<Option<String>, String> {
    match settings_path() {
        Some(path) => read_settings_at(&path),
        None => Ok(None),
    }
}

fn read_settings_at(path: &std::path::Path) -> Result<Option<String>, String> {
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| format!("{} is not text", path.display())),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(err) => Err(format!("{}: {err}", path.display())),
    }
}

pub fn write_settings(text: &str) -> Result<(), String> {
    write_kept("settings", text)
}

/// A text kept between runs under `name` (the player's own puzzles): `Ok(None)` before
/// the first write.
pub fn read_kept(name: &str) -> Result<Option<String>, String> {
    match kept_path(name) {
        Some(path) => read_settings_at(&path),
        None => Ok(None),
    }
}

pub fn write_kept(name: &str, text: &str) -> Result<(), String> {
    let path = kept_path(name).ok_or("no config directory (HOME is not set)")?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes the record to `name` (relative to the working directory); the message tells the
/// player where it went.
pub fn save_record(name: &str, text: &str) -> Result<Msg, Msg> {
    let name = name.to_string();
    match std::fs::write(&name, text) {
        Ok(()) => Ok(Msg::SavedTo { name }),
        Err(err) => Err(Msg::CouldNotSave {
            name,
            reason: err.to_string(),
        }),
    }
}

pub fn open_record(name: &str) -> Result<Opened, Msg> {
    std::fs::read_to_string(name)
        .map(Opened::Text)
        .map_err(|err| Msg::CouldNotRead {
            name: name.to_string(),
            reason: err.to_string(),
        })
}

/// Where a player forces the language for a run: `GOMOKU_LANG`.
pub const FORCED_LANG_SOURCE: &str = "GOMOKU_LANG";

/// The language code forced for this run, as written.
pub fn forced_lang_code() -> Option<String> {
    std::env::var(FORCED_LANG_SOURCE).ok()
}

/// A shared position given on the command line (`gomoku '#size=15&moves=h8i9j10'`).
pub fn start_link() -> Option<String> {
    std::env::args()
        .skip(1)
        .find(|arg| crate::notation::looks_like_link(arg))
}

/// Natively there is no page: a copied link is its fragment alone, which the record box
/// (and the web page's address bar after the page's address) reads.
pub fn page_address() -> Option<String> {
    None
}

/// An online setting for this run: the signaling server (`GOMOKU_SIGNAL`), the STUN/TURN
/// list (`GOMOKU_ICE`), a room to join (`gomoku --join CODE`), or a room to open
/// (`gomoku --invite black|white|random`), or a quick match to wait for (`gomoku --quick
/// black|white|random`).
pub fn online_param(name: &str) -> Option<String> {
    match name {
        "signal" => std::env::var("GOMOKU_SIGNAL").ok(),
        "ice" => std::env::var("GOMOKU_ICE").ok(),
        "room" | "invite" | "quick" => {
            let flag = match name {
                "room" => "--join".to_string(),
                _ => format!("--{name}"),
            };
            let args: Vec<String> = std::env::args().collect();
            let at = args.iter().position(|a| *a == flag)?;
            Some(args.get(at + 1).cloned().unwrap_or_default())
        }
        _ => None,
    }
}

/// Natively there is no address to show the room in: the panel shows the
/// `gomoku --join CODE` line that comes back to it.
pub fn show_room(_code: &str) {}

/// Random bits from the system (a room's code).
pub fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    // std seeds each RandomState from the operating system's randomness.
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}

/// Natively a file is read at once (`open_record`); nothing arrives later.
pub fn take_chosen_file() -> Option<String> {
    None
}

pub fn sound_plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds)
        .add_systems(Update, play_sounds.after(GameSet::View));
}

#[derive(Resource)]
struct Sounds {
    stone: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: Arc::from(bytes),
        })
    };
    commands.insert_resource(Sounds {
        stone: add(include_bytes!("../../../assets/sounds/stone.wav")),
        end: add(include_bytes!("../../../assets/sounds/end.wav")),
    });
}

fn play_sounds(mut commands: Commands, mut cues: MessageReader<SoundCue>, sounds: Res<Sounds>) {
    for cue in cues.read() {
        let sound = match cue {
            SoundCue::Stone => sounds.stone.clone(),
            SoundCue::GameEnd => sounds.end.clone(),
        };
        commands.spawn((AudioPlayer(sound), PlaybackSettings::DESPAWN));
    }
}

/// Natively the announcements go to the AccessKit node `view::spoken` keeps; the log has
/// them already (as the notices they are).
pub fn announce(_text: &str) {}

#[cfg(test)]
mod tests {
    use super::read_settings_at;

    #[test]
    fn a_settings_file_that_cannot_be_read_is_reported_and_a_missing_one_is_not() {
        let dir = std::env::temp_dir().join(format!("gomoku-settings-{}", std::process::id()));
        let path = dir.join("settings.txt");
        std::fs::create_dir_all(&path).unwrap(); // a directory where the file should be
        let err = read_settings_at(&path).unwrap_err();
        assert!(err.contains("settings.txt"), "{err}");
        std::fs::remove_dir(&path).unwrap();
        assert_eq!(read_settings_at(&path), Ok(None));
        std::fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert!(read_settings_at(&path).unwrap_err().contains("not text"));
        std::fs::write(&path, "size=19\n").unwrap();
        assert_eq!(read_settings_at(&path), Ok(Some("size=19\n".to_string())));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
