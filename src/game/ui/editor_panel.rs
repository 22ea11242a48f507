//! The editor's panel, in the game panel's place while a position is set up: the stone a
//! click puts down, the side to move, whether a game can start from the set-up (or why
//! not), and the ways on: a friend, the computer, the analysis, or back to the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::side_panel::{self, Part};
use super::theme;
use crate::game::messages::GameCommand;
use crate::game::play::editor::{Editor, Tool};
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::setup::{MatchSetup, Mode, Preferences};
use crate::game::view::layout::{Layout, PortraitStrip};
use crate::i18n::{Lang, Msg};
use crate::rules::{Rule, SetupError, Stone};

pub fn editor_panel(
    mut contexts: EguiContexts,
    mut editor: ResMut<Editor>,
    mut reading: Local<Option<(Editor, SetupReading)>>,
    (layout, preferences, setup): (Res<Layout>, Res<Preferences>, Res<MatchSetup>),
    (mut over_ui, mut strip): (ResMut<UiFocus>, ResMut<PortraitStrip>),
    notice: Res<Notice>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Laid out as the game panel is, in its place.
    // The rules' verdict on the set-up, read again only when it changed, not every frame.
    if reading.as_ref().is_none_or(|(read, _)| *read != *editor) {
        *reading = Some((editor.clone(), SetupReading::of(&editor)));
    }
    let read = reading.as_ref().map(|(_, read)| read.clone());
    let read = read.unwrap_or_else(|| SetupReading::of(&editor));
    // Edited on a copy: the editor is marked changed (and redrawn) only when a widget
    // changed it.
    let mut edited = editor.clone();
    let place = (&mut strip, preferences.lang);
    over_ui.pointer = side_panel::show(ctx, &layout, "editor_panel", place, |ui, part| {
        if part != Part::Sheet {
            return;
        }
        let asked = contents(ui, &mut edited, &read, (&setup, &notice), preferences.lang);
        commands.write_batch(asked);
    });
    editor.set_if_neq(edited);
    Ok(())
}

/// What the rules say of a set-up: whether a game can start from it, and how many black
/// stones stand on renju forbidden points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupReading {
    pub verdict: Result<(), SetupError>,
    pub forbidden: usize,
}

impl SetupReading {
    pub fn of(editor: &Editor) -> SetupReading {
        let forbidden = if editor.rule == Rule::Renju {
            editor.setup.forbidden_stones().len()
        } else {
            0
        };
        SetupReading {
            verdict: editor.check(),
            forbidden,
        }
    }
}

/// The panel's widgets; returns the commands they asked for.
pub fn contents(
    ui: &mut egui::Ui,
    editor: &mut Editor,
    read: &SetupReading,
    (setup, notice): (&MatchSetup, &Notice),
    lang: Lang,
) -> Vec<GameCommand> {
    let say = |msg: Msg| msg.text(lang);
    let mut commands = Vec::new();
    ui.heading(say(Msg::EditorTitle));
    ui.label(say(Msg::EditorHelp));
    ui.label(egui::RichText::new(say(Msg::EditorKeys)).small());
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        for (tool, label) in [
            (Tool::Black, Msg::EditorBlackStones),
            (Tool::White, Msg::EditorWhiteStones),
            (Tool::Remove, Msg::EditorRemove),
        ] {
            ui.selectable_value(&mut editor.tool, tool, say(label));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(say(Msg::EditorToMove));
        for stone in [Stone::Black, Stone::White] {
            ui.selectable_value(&mut editor.setup.to_move, stone, say(Msg::StoneName(stone)));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(say(Msg::MenuRule));
        for rule in Rule::ALL {
            ui.selectable_value(&mut editor.rule, rule, say(Msg::RuleName(rule)));
        }
    });
    if ui.button(say(Msg::EditorClear)).clicked() {
        editor.clear();
    }
    ui.separator();
    let verdict = &read.verdict;
    match verdict {
        Ok(()) => {
            let ready = Msg::EditorReady {
                to_move: editor.setup.to_move,
            };
            ui.label(egui::RichText::new(say(ready)).color(theme::LIVE));
        }
        Err(why) => {
            let refused = say(Msg::SetupRefused(why.clone()));
            ui.label(egui::RichText::new(refused).color(theme::WARNING));
        }
    }
    if read.forbidden > 0 {
        ui.label(say(Msg::EditorForbiddenMarked {
            count: read.forbidden,
        }));
    }
    // The last click's news, unless it is the refusal just shown.
    let refusal = verdict
        .as_ref()
        .err()
        .map(|why| Msg::SetupRefused(why.clone()));
    if notice.0.is_some() && notice.0 != refusal {
        ui.label(egui::RichText::new(notice.text(lang)).italics());
    }
    let playable = verdict.is_ok();
    let to_move = editor.setup.to_move;
    let ways = [
        (Msg::EditorPlayFriend, Mode::HumanVsHuman, false),
        (
            Msg::EditorPlayComputer { human: to_move },
            Mode::HumanVsComputer { human: to_move },
            false,
        ),
        (Msg::EditorAnalyse, Mode::HumanVsHuman, true),
    ];
    for (label, mode, analyse) in ways {
        let button = ui.add_enabled(playable, egui::Button::new(say(label)));
        if button.clicked() {
            commands.push(editor.start(setup, mode));
            if analyse {
                commands.push(GameCommand::SetAnalysis(true));
            }
        }
    }
    ui.separator();
    if ui.button(say(Msg::EditorBack)).clicked() {
        commands.push(GameCommand::CloseEditor);
    }
    commands
}
