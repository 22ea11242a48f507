//! Records in the panel: the game as a move string to copy, a box to paste a move string
//! or a PSQ file into, and (natively) PSQ files on disk.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::board::Board;
use crate::game::commands::GameCommand;
use crate::notation::{moves_to_text, to_psq};

/// What the player has typed or pasted, and the file name for PSQ files.
#[derive(Resource, Debug, Clone)]
pub struct RecordDraft {
    pub text: String,
    /// The PSQ file name (native builds only: the web has no files to name).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub file: String,
}

impl Default for RecordDraft {
    fn default() -> Self {
        RecordDraft {
            text: String::new(),
            file: "gomoku.psq".to_string(),
        }
    }
}

pub fn record_section(
    ui: &mut egui::Ui,
    board: &Board,
    draft: &mut RecordDraft,
    commands: &mut MessageWriter<GameCommand>,
) {
    egui::CollapsingHeader::new("Record")
        .default_open(false)
        .show(ui, |ui| {
            let size = board.board().size();
            let moves = moves_to_text(board.board().moves(), size);
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    egui::RichText::new(if moves.is_empty() {
                        "(no moves)"
                    } else {
                        &moves
                    })
                    .monospace(),
                );
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button("Copy moves").clicked() {
                    ui.ctx().copy_text(moves.clone());
                }
                if ui.button("Copy PSQ").clicked() {
                    ui.ctx().copy_text(to_psq(size, board.board().moves()));
                }
            });
            ui.label("Paste a move string (h8i9j10) or a PSQ file:");
            ui.add(
                egui::TextEdit::multiline(&mut draft.text)
                    .desired_rows(2)
                    .hint_text("h8i9j10"),
            );
            if ui.button("Load record").clicked() {
                commands.write(GameCommand::LoadRecord(draft.text.clone()));
            }
            #[cfg(not(target_arch = "wasm32"))]
            psq_files(ui, draft, commands);
        });
}

/// Saving and loading PSQ files by name (relative to the current directory).
#[cfg(not(target_arch = "wasm32"))]
fn psq_files(
    ui: &mut egui::Ui,
    draft: &mut RecordDraft,
    commands: &mut MessageWriter<GameCommand>,
) {
    ui.separator();
    ui.horizontal(|ui| {
        ui.label("File");
        ui.text_edit_singleline(&mut draft.file);
    });
    ui.horizontal(|ui| {
        if ui.button("Save PSQ").clicked() {
            commands.write(GameCommand::SavePsqFile(draft.file.clone()));
        }
        if ui.button("Load file").clicked() {
            commands.write(GameCommand::LoadRecordFile(draft.file.clone()));
        }
    });
}
