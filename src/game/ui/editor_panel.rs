//! The editor's panel, in the game panel's place while a position is set up: the stone a
//! click puts down, the side to move, whether a game can start from the set-up (or why
//! not), and the ways on: a friend, the computer, the analysis, or back to the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::theme;
use crate::game::messages::GameCommand;
use crate::game::play::editor::{Editor, Tool};
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::setup::{MatchSetup, Mode, Preferences};
use crate::game::view::layout::{Layout, PANEL_WIDTH, Panel};
use crate::i18n::{Lang, Msg};
use crate::rules::{Rule, Stone};

pub fn editor_panel(
    mut contexts: EguiContexts,
    mut editor: ResMut<Editor>,
    (layout, preferences, setup): (Res<Layout>, Res<Preferences>, Res<MatchSetup>),
    mut over_ui: ResMut<UiFocus>,
    notice: Res<Notice>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Laid out as the game panel is, in its place.
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let panel = match layout.panel {
        Panel::Left { width } => egui::Panel::left("editor_panel").exact_size(width),
        Panel::Top { height } => egui::Panel::top("editor_panel").exact_size(height),
        Panel::Hidden => egui::Panel::left("editor_panel").exact_size(PANEL_WIDTH),
    }
    .resizable(false);
    let shown = panel.show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            let asked = contents(ui, &mut editor, (&setup, &notice), preferences.lang);
            commands.write_batch(asked);
        });
    });
    let on_panel = ctx
        .pointer_hover_pos()
        .is_some_and(|p| shown.response.rect.contains(p));
    over_ui.pointer = on_panel || ctx.egui_wants_pointer_input();
    Ok(())
}

/// The panel's widgets; returns the commands they asked for.
pub fn contents(
    ui: &mut egui::Ui,
    editor: &mut Editor,
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
    let verdict = editor.check();
    match &verdict {
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
    let forbidden = if editor.rule == Rule::Renju {
        editor.setup.forbidden_stones().len()
    } else {
        0
    };
    if forbidden > 0 {
        ui.label(say(Msg::EditorForbiddenMarked { count: forbidden }));
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
