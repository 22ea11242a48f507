//! Records as Piskvork PSQ files: on disk natively (a path the player names, relative to the
//! working directory), and in the browser, where a page cannot name files, a download and a
//! file picker whose text arrives a few frames later as `GameCommand::LoadRecord`. The
//! platform does the saving and opening (`platform::save_record`, `open_record`).

use bevy::prelude::*;

use crate::game::messages::GameCommand;
use crate::game::platform;
use crate::game::sets::GameSet;

/// The file the panel's Save/Open buttons and Ctrl+S / Ctrl+O use (on the web, the name
/// of the download).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct RecordFile(pub String);

impl Default for RecordFile {
    fn default() -> Self {
        RecordFile("gomoku.psq".to_string())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RecordFile>()
        .add_systems(Update, deliver_chosen_file.in_set(GameSet::Input));
}

/// A file the player picked on the web arrives here (never natively, where files are
/// read at once).
fn deliver_chosen_file(mut commands: MessageWriter<GameCommand>) {
    if let Some(text) = platform::take_chosen_file() {
        commands.write(GameCommand::LoadRecord(text));
    }
}
