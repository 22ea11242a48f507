//! Records in the panel: the game as a move string to copy, a box to paste a move string
//! or a PSQ file into, and PSQ files (on disk natively, download and upload on the web).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::board::Board;
use crate::game::commands::GameCommand;
use crate::game::platform;
use crate::game::record_files::RecordFile;
use crate::notation::{moves_to_text, to_psq};

/// What the player has typed or pasted.
#[derive(Resource, Debug, Clone, Default)]
pub struct RecordDraft {
    pub text: String,
}

pub fn record_section(
    ui: &mut egui::Ui,
    board: &Board,
    draft: &mut RecordDraft,
    file: &mut RecordFile,
    commands: &mut MessageWriter<GameCommand>,
) {
    egui::CollapsingHeader::new("Record")
        .default_open(false)
        .show(ui, |ui| {
            let size = board.size();
            let moves = moves_to_text(board.moves(), size);
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
                    ui.ctx().copy_text(to_psq(size, board.moves()));
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
            psq_files(ui, file, commands);
        });
}

/// Saving and loading PSQ files: by name (relative to the current directory) natively; on
/// the web as a download and a file picker.
fn psq_files(ui: &mut egui::Ui, file: &mut RecordFile, commands: &mut MessageWriter<GameCommand>) {
    let files = platform::RECORD_FILE_UI;
    ui.separator();
    if files.names_editable {
        ui.horizontal(|ui| {
            ui.label("File");
            ui.text_edit_singleline(&mut file.0);
        });
    }
    ui.horizontal(|ui| {
        if ui
            .button(files.save_label)
            .on_hover_text("Ctrl+S")
            .clicked()
        {
            commands.write(GameCommand::SavePsqFile);
        }
        if ui
            .button(files.open_label)
            .on_hover_text("Ctrl+O")
            .clicked()
        {
            commands.write(GameCommand::OpenRecordFile);
        }
    });
}
