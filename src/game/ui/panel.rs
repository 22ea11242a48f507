//! The in-game panel: the match, whose turn, the last message, and the game's buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{match_title, records, status_line};
use crate::game::board::Board;
use crate::game::commands::GameCommand;
use crate::game::hint::Hint;
use crate::game::input::UiFocus;
use crate::game::layout::{Layout, Panel};
use crate::game::notice::Notice;
use crate::game::record_files::RecordFile;
use crate::game::setup::{MatchSetup, Preferences};
use crate::game::state::Turn;
use crate::i18n::Msg;

#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelState<'w> {
    board: Res<'w, Board>,
    setup: Res<'w, MatchSetup>,
    turn: Option<Res<'w, State<Turn>>>,
    notice: Res<'w, Notice>,
    hint: Res<'w, Hint>,
    layout: Res<'w, Layout>,
}

pub fn game_panel(
    mut contexts: EguiContexts,
    state: PanelState,
    mut preferences: ResMut<Preferences>,
    mut draft: ResMut<records::RecordDraft>,
    mut file: ResMut<RecordFile>,
    mut over_ui: ResMut<UiFocus>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let panel = match state.layout.panel {
        Panel::Left { width } => egui::Panel::left("game_panel").exact_size(width),
        Panel::Top { height } => egui::Panel::top("game_panel").exact_size(height),
    }
    .resizable(false);
    // The checkboxes edit a copy: handing egui the resource itself would mark it changed
    // every frame, and a changed Preferences rewrites the settings file and every stone.
    let mut edited = *preferences;
    let shown = panel.show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            contents(
                ui,
                &state,
                &mut edited,
                (&mut draft, &mut file),
                &mut commands,
            );
        });
    });
    preferences.set_if_neq(edited);
    let pointer_on_panel = ctx
        .pointer_hover_pos()
        .is_some_and(|p| shown.response.rect.contains(p));
    over_ui.pointer = pointer_on_panel || ctx.egui_wants_pointer_input();
    over_ui.keyboard = ctx.egui_wants_keyboard_input();
    Ok(())
}

fn contents(
    ui: &mut egui::Ui,
    state: &PanelState,
    preferences: &mut Preferences,
    (draft, file): (&mut records::RecordDraft, &mut RecordFile),
    commands: &mut MessageWriter<GameCommand>,
) {
    let lang = preferences.lang;
    let say = |msg: Msg| msg.text(lang);
    let board = &state.board;
    ui.heading(say(Msg::AppTitle));
    ui.label(format!(
        "{} · {} · {}x{}",
        say(match_title(&state.setup)),
        say(Msg::RuleName(board.rule())),
        board.size(),
        board.size()
    ));
    ui.separator();
    let turn = state.turn.as_deref().map(State::get);
    ui.label(egui::RichText::new(say(status_line(board, &state.setup, turn))).strong());
    ui.label(say(Msg::MovesPlayed {
        count: board.stone_count(),
    }));
    if let Some(advice) = state.hint.for_board(board) {
        ui.label(
            egui::RichText::new(say(Msg::Evaluation(advice.verdict)))
                .color(egui::Color32::LIGHT_BLUE),
        );
    }
    ui.label(egui::RichText::new(state.notice.text(lang)).italics());
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(Msg::NewGame)).clicked() {
            commands.write(GameCommand::NewGame);
        }
        if ui.button(say(Msg::Menu)).clicked() {
            commands.write(GameCommand::OpenMenu);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let undo = egui::Button::new(format!("⟲ {}", say(Msg::Undo)));
        let undo = ui.add_enabled(board.can_undo(), undo);
        if undo.on_hover_text(say(Msg::UndoShortcut)).clicked() {
            commands.write(GameCommand::Undo);
        }
        let redo = egui::Button::new(format!("{} ⟳", say(Msg::Redo)));
        let redo = ui.add_enabled(board.can_redo(), redo);
        if redo.on_hover_text(say(Msg::RedoShortcut)).clicked() {
            commands.write(GameCommand::Redo);
        }
        let hint = ui.add_enabled(!board.is_over(), egui::Button::new(say(Msg::Hint)));
        if hint.on_hover_text(say(Msg::HintShortcut)).clicked() {
            commands.write(GameCommand::Hint);
        }
    });
    ui.checkbox(&mut preferences.move_numbers, say(Msg::MoveNumbers));
    ui.checkbox(&mut preferences.sound, say(Msg::Sound));
    ui.separator();
    records::record_section(ui, board, draft, file, commands, lang);
}
