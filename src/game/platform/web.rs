//! The web side of `platform`: the page's localStorage, downloads and a file picker, the
//! page's own sound player, and searches in the page's Web Worker (web/engine-worker.js).
//!
//! Every JavaScript function the game calls is declared here, in one block: the page
//! (web/index.html) defines the `gomoku*` ones.

use bevy::prelude::*;
use bevy_egui::egui;
use tracing::warn;
use wasm_bindgen::prelude::*;

use std::sync::atomic::{AtomicU32, Ordering};

use super::{ChineseFace, Opened, Polled, RecordFileUi, ThinkMode};
use crate::engine::{SearchRequest, SearchResult, parse_result};
use crate::game::messages::SoundCue;
use crate::game::sets::GameSet;
use crate::i18n::{Lang, Msg};

const SETTINGS_KEY: &str = "gomoku.settings";

#[wasm_bindgen]
unsafe extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = log)]
    fn console_log(line: &str);
    #[wasm_bindgen(js_namespace = console, js_name = warn)]
    fn console_warn(line: &str);
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(line: &str);
    #[wasm_bindgen(js_namespace = localStorage, js_name = getItem, catch)]
    fn local_storage_get(key: &str) -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_namespace = localStorage, js_name = setItem, catch)]
    fn local_storage_set(key: &str, value: &str) -> Result<(), JsValue>;
    // `catch` turns a function the page lacks into an error instead of a crash.
    #[wasm_bindgen(js_name = gomokuDownload, catch)]
    fn download(name: &str, text: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuChooseFile, catch)]
    fn choose_file() -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuTakeChosenFile, catch)]
    fn take_file() -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuPlaySound, catch)]
    fn play_sound(name: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuLangParam, catch)]
    fn lang_param() -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuBrowserLang, catch)]
    fn browser_lang() -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuCoarsePointer, catch)]
    fn coarse_pointer() -> Result<bool, JsValue>;
    #[wasm_bindgen(js_name = gomokuStartLink, catch)]
    fn start_link_js() -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuParam, catch)]
    fn param_js(name: &str) -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuRandom, catch)]
    fn random_js() -> Result<f64, JsValue>;
    #[wasm_bindgen(js_name = gomokuPageAddress, catch)]
    fn page_address_js() -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuAnnounce, catch)]
    fn announce_js(text: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuShowRoom, catch)]
    fn show_room_js(code: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuEngineStart, catch)]
    fn engine_start(id: u32, request: &str, time_ms: Option<f64>) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuEnginePoll, catch)]
    fn engine_poll(id: u32) -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(js_name = gomokuEngineCancel, catch)]
    fn engine_cancel(id: u32) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = gomokuFetchFont, catch)]
    fn fetch_font(file: &str) -> Result<Option<Vec<u8>>, JsValue>;
}

pub const RECORD_FILE_UI: RecordFileUi = RecordFileUi {
    names_editable: false,
    save_label: Msg::DownloadPsq,
    open_label: Msg::OpenFile,
};

/// The page's Web Worker, which runs the engine's own wasm module at full speed.
pub const THINK_MODE: ThinkMode = ThinkMode::Worker;

/// A job in the page's Web Worker (a search, a puzzle move, a review: `worker`'s request
/// lines), known to the page by its id. Dropping it cancels the job (the page terminates
/// that worker), so it never answers.
pub struct RemoteJob {
    id: u32,
}

impl RemoteJob {
    pub fn start(request: &str, time_ms: Option<f64>) -> Result<RemoteJob, String> {
        static NEXT_ID: AtomicU32 = AtomicU32::new(1);
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        engine_start(id, request, time_ms).map_err(|err| format!("{err:?}"))?;
        Ok(RemoteJob { id })
    }

    /// Where the job stands: the page answers nothing at first, then a review's
    /// "progress done/total", then "ok <reply>" or "error <reason>".
    pub fn poll(&mut self) -> Polled {
        let answer = match engine_poll(self.id) {
            Ok(Some(answer)) => answer,
            Ok(None) => return Polled::Waiting,
            Err(err) => return Polled::Failed(format!("{err:?}")),
        };
        match answer.split_once(' ') {
            Some(("ok", reply)) => Polled::Done(reply.to_string()),
            Some(("error", reason)) => Polled::Failed(reason.to_string()),
            Some(("progress", counts)) => {
                let (done, total) = counts.split_once('/').unwrap_or(("0", "0"));
                Polled::Progress {
                    done: done.parse().unwrap_or(0),
                    total: total.parse().unwrap_or(0),
                }
            }
            _ => Polled::Failed(format!("the page answered {answer:?}")),
        }
    }
}

impl Drop for RemoteJob {
    fn drop(&mut self) {
        let _ = engine_cancel(self.id); // The page forgets a finished job by itself.
    }
}

/// A search in the page's Web Worker.
pub struct RemoteSearch(RemoteJob);

impl RemoteSearch {
    pub fn start(request: &SearchRequest) -> Result<RemoteSearch, String> {
        let time_ms = request.limits.time.map(|t| t.as_secs_f64() * 1000.0);
        RemoteJob::start(&request.to_text(), time_ms).map(RemoteSearch)
    }

    /// `None` while the worker thinks; then its result, or why it failed.
    pub fn poll(&mut self) -> Option<Result<Option<SearchResult>, String>> {
        match self.0.poll() {
            Polled::Waiting | Polled::Progress { .. } => None,
            Polled::Done(reply) => Some(parse_result(&reply)),
            Polled::Failed(reason) => Some(Err(reason)),
        }
    }
}

/// Browsers pace the frames themselves.
pub fn tune_app(_app: &mut App) {}

/// One line of the game's log (`logging`), to the browser's console at its level.
pub fn log_line(level: &str, line: &str) {
    match level {
        "ERROR" => console_error(line),
        "WARN" => console_warn(line),
        _ => console_log(line),
    }
}

/// Private browsing or blocked storage throws; the game then just starts with defaults.
/// The saved settings' text: `Ok(None)` on a first visit, an error when the page may not
/// read its storage (a browser that blocks it).
pub fn read_settings() -> Result<Option<String>, String> {
    local_storage_get(SETTINGS_KEY).map_err(|e| format!("localStorage refused: {e:?}"))
}

pub fn write_settings(text: &str) -> Result<(), String> {
    local_storage_set(SETTINGS_KEY, text).map_err(|e| format!("localStorage refused: {e:?}"))
}

/// A text kept between visits under `name` (the player's own puzzles), in localStorage
/// beside the settings: `gomoku.<name>`.
pub fn read_kept(name: &str) -> Result<Option<String>, String> {
    local_storage_get(&format!("gomoku.{name}")).map_err(|e| format!("localStorage refused: {e:?}"))
}

pub fn write_kept(name: &str, text: &str) -> Result<(), String> {
    local_storage_set(&format!("gomoku.{name}"), text)
        .map_err(|e| format!("localStorage refused: {e:?}"))
}

pub fn save_record(name: &str, text: &str) -> Result<Msg, Msg> {
    let name = name.to_string();
    match download(&name, text) {
        Ok(()) => Ok(Msg::DownloadedAs { name }),
        Err(err) => Err(Msg::CouldNotDownload {
            name,
            reason: format!("{err:?}"),
        }),
    }
}

pub fn open_record(_name: &str) -> Result<Opened, Msg> {
    choose_file()
        .map(|()| Opened::Later)
        .map_err(|err| Msg::NoFileChooser {
            reason: format!("{err:?}"),
        })
}

/// Where a player forces the language for a visit: `?lang=` in the page's address.
pub const FORCED_LANG_SOURCE: &str = "?lang";

/// The language code forced for this visit, as written.
pub fn forced_lang_code() -> Option<String> {
    lang_param().ok().flatten()
}

/// The browser's language (`navigator.language`), if the game speaks it.
pub fn system_lang() -> Option<Lang> {
    browser_lang()
        .ok()
        .flatten()
        .and_then(|tag| Lang::from_locale(&tag))
}

/// Whether the player points with a finger (the browser's `pointer: coarse`): then the
/// overlay's buttons are sized for one.
pub fn touch_screen() -> bool {
    coarse_pointer().unwrap_or(false)
}

/// The shared position the page was opened with (its address's `#...`), if any.
pub fn start_link() -> Option<String> {
    start_link_js().ok().flatten()
}

/// An online setting for this visit, from the page's address: `?signal=` (the signaling
/// server), `?ice=` (the STUN/TURN list, empty for none), `?room=` (a room to join),
/// `?invite=` (a room to open, black, white or random).
pub fn online_param(name: &str) -> Option<String> {
    param_js(name).ok().flatten()
}

/// Random bits from the browser (a room's code): two draws of 32 bits.
pub fn random_u64() -> u64 {
    let draw = || (random_js().unwrap_or(0.5) * 4_294_967_296.0) as u64;
    (draw() << 32) ^ draw()
}

/// Puts the online game's room in the page's address (`?room=CODE`), so that reloading
/// the page resumes the game kept for it rather than opening another room.
pub fn show_room(code: &str) {
    if let Err(why) = show_room_js(code) {
        warn!("online: the page's address could not show the room ({why:?})");
    }
}

/// Says `text` to a screen reader: the page's ARIA live region.
pub fn announce(text: &str) {
    if let Err(why) = announce_js(text) {
        warn!("the page's live region could not be updated ({why:?})");
    }
}

/// The page's own address, which a copied link puts before its `#`.
pub fn page_address() -> Option<String> {
    page_address_js().ok().flatten()
}

/// A Chinese face's bytes once the page has fetched them (it starts on the first ask, and
/// keeps them until the game takes them; the service worker keeps the file for offline
/// visits). `Ok(None)` while the download runs.
pub fn chinese_font(face: ChineseFace) -> Result<Option<egui::FontData>, String> {
    fetch_font(face.file())
        .map(|bytes| bytes.map(egui::FontData::from_owned))
        .map_err(|err| format!("{err:?}"))
}

/// The page keeps the chosen file's text until the game takes it (one cheap call per
/// frame; nothing waits on the player's choice).
pub fn take_chosen_file() -> Option<String> {
    take_file().ok().flatten()
}

pub fn sound_plugin(app: &mut App) {
    app.add_systems(Update, play_sounds.after(GameSet::View));
}

fn play_sounds(mut cues: MessageReader<SoundCue>) {
    for cue in cues.read() {
        let name = match cue {
            SoundCue::Stone => "stone",
            SoundCue::GameEnd => "end",
        };
        let _ = play_sound(name); // A page without sound is still a playable page.
    }
}
