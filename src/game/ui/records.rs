//! Records in the panel: the game as a move string to copy, a box to paste a move string
//! or a PSQ file into, and PSQ files (on disk natively, download and upload on the web).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::messages::GameCommand;
use crate::game::platform;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::grades::GradeCache;
use crate::game::play::notice::Notice;
use crate::game::play::record_files::RecordFile;
use crate::i18n::{Lang, Msg};
use crate::notation::{moves_to_text, record_link_fragment};
use crate::rules::Negotiation;

/// Notation and key names, the same in every language.
const EXAMPLE_MOVES: &str = "h8i9j10";
const SAVE_KEY: &str = "Ctrl+S";
const OPEN_KEY: &str = "Ctrl+O";

/// What the player has typed or pasted.
#[derive(Resource, Debug, Clone, Default)]
pub struct RecordDraft {
    pub text: String,
}

pub fn record_section(
    ui: &mut egui::Ui,
    (board, opening, grades): (&CurrentGame, Option<&Negotiation>, &GradeCache),
    (draft, file): (&mut RecordDraft, &mut RecordFile),
    (commands, notice): (&mut MessageWriter<GameCommand>, &mut Notice),
    lang: Lang,
) {
    let say = |msg: Msg| msg.text(lang);
    egui::CollapsingHeader::new(say(Msg::Record))
        .id_salt("record")
        .default_open(false)
        .show(ui, |ui| {
            let size = board.size();
            let moves = moves_to_text(board.moves(), size);
            ui.horizontal_wrapped(|ui| {
                if moves.is_empty() {
                    ui.label(say(Msg::NoMovesYet));
                } else {
                    ui.label(egui::RichText::new(&moves).monospace());
                }
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(say(Msg::CopyMoves)).clicked() {
                    ui.ctx().copy_text(moves.clone());
                }
                if ui.button(say(Msg::CopyPsq)).clicked() {
                    ui.ctx()
                        .copy_text(grades.psq(board, &board.record(opening)));
                }
                if ui.button(say(Msg::CopyLink)).clicked() {
                    ui.ctx().copy_text(share_link(board, opening));
                    notice.say(Msg::LinkCopied);
                }
            });
            ui.label(say(Msg::PasteRecord));
            ui.add(
                egui::TextEdit::multiline(&mut draft.text)
                    .desired_rows(2)
                    .hint_text(EXAMPLE_MOVES),
            );
            if ui.button(say(Msg::LoadRecord)).clicked() {
                commands.write(GameCommand::LoadRecord(draft.text.clone()));
            }
            psq_files(ui, file, commands, lang);
        });
}

/// The page's address with the game in its fragment (natively the fragment alone): its
/// moves, its set-up or its opening negotiation.
fn share_link(board: &CurrentGame, opening: Option<&Negotiation>) -> String {
    let fragment = record_link_fragment(&board.record(opening));
    format!(
        "{}#{fragment}",
        platform::page_address().unwrap_or_default()
    )
}

/// Saving and loading PSQ files: by name (relative to the current directory) natively; on
/// the web as a download and a file picker.
fn psq_files(
    ui: &mut egui::Ui,
    file: &mut RecordFile,
    commands: &mut MessageWriter<GameCommand>,
    lang: Lang,
) {
    let files = platform::RECORD_FILE_UI;
    ui.separator();
    if files.names_editable {
        ui.horizontal(|ui| {
            ui.label(Msg::File.text(lang));
            ui.text_edit_singleline(&mut file.0);
        });
    }
    ui.horizontal(|ui| {
        if ui
            .button(files.save_label.text(lang))
            .on_hover_text(SAVE_KEY)
            .clicked()
        {
            commands.write(GameCommand::SavePsqFile);
        }
        if ui
            .button(files.open_label.text(lang))
            .on_hover_text(OPEN_KEY)
            .clicked()
        {
            commands.write(GameCommand::OpenRecordFile);
        }
    });
}
