//! Records as Piskvork PSQ files: on disk natively (a path the player names, relative to the
//! working directory), and in the browser, where a page cannot name files, a download and a
//! file picker whose text arrives a few frames later as `GameCommand::LoadRecord`.

use bevy::prelude::*;

/// The file the panel's Save/Open buttons and Ctrl+S / Ctrl+O use (on the web, the name
/// of the download).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct RecordFile(pub String);

impl Default for RecordFile {
    fn default() -> Self {
        RecordFile("gomoku.psq".to_string())
    }
}

/// What opening a record file gave: its text now, or (on the web) a picker whose choice
/// arrives later.
pub enum Opened {
    Text(String),
    Later,
}

pub struct RecordFilesPlugin;

impl Plugin for RecordFilesPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<RecordFile>();
        #[cfg(target_arch = "wasm32")]
        app.add_systems(
            Update,
            browser::deliver_chosen_file.in_set(super::GameSet::Input),
        );
    }
}

pub use platform::{open, save};

#[cfg(not(target_arch = "wasm32"))]
mod platform {
    use super::Opened;

    /// Writes the record; the message tells the player where it went.
    pub fn save(name: &str, text: &str) -> Result<String, String> {
        std::fs::write(name, text)
            .map(|()| format!("Saved the game to {name}"))
            .map_err(|err| format!("Could not save {name}: {err}"))
    }

    pub fn open(name: &str) -> Result<Opened, String> {
        std::fs::read_to_string(name)
            .map(Opened::Text)
            .map_err(|err| format!("Could not read {name}: {err}"))
    }
}

#[cfg(target_arch = "wasm32")]
use browser as platform;

#[cfg(target_arch = "wasm32")]
mod browser {
    use bevy::prelude::*;
    use wasm_bindgen::prelude::*;

    use super::Opened;
    use crate::game::commands::GameCommand;

    // Defined by the page (web/index.html).
    #[wasm_bindgen]
    unsafe extern "C" {
        #[wasm_bindgen(js_name = gomokuDownload, catch)]
        fn download(name: &str, text: &str) -> Result<(), JsValue>;
        #[wasm_bindgen(js_name = gomokuChooseFile, catch)]
        fn choose_file() -> Result<(), JsValue>;
        #[wasm_bindgen(js_name = gomokuTakeChosenFile, catch)]
        fn take_chosen_file() -> Result<Option<String>, JsValue>;
    }

    pub fn save(name: &str, text: &str) -> Result<String, String> {
        download(name, text)
            .map(|()| format!("Downloaded the game as {name}"))
            .map_err(|err| format!("Could not download {name}: {err:?}"))
    }

    pub fn open(_name: &str) -> Result<Opened, String> {
        choose_file()
            .map(|()| Opened::Later)
            .map_err(|err| format!("Could not open a file chooser: {err:?}"))
    }

    /// The page keeps the chosen file's text until the game takes it (one cheap call per
    /// frame; nothing waits on the player's choice).
    pub fn deliver_chosen_file(mut commands: MessageWriter<GameCommand>) {
        if let Ok(Some(text)) = take_chosen_file() {
            commands.write(GameCommand::LoadRecord(text));
        }
    }
}
