//! The in-game panel: the match, whose turn, the last message, and the game's buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::home::SettingsOverGame;
use super::key_help::KeyHelpOpen;
use super::resign::{self, ResignAsked};
use super::side_panel::{self, Part};
use super::status::{match_title, status_line};
use super::{
    analysis, coach_section, compact_bar, online_section, opening_choices, records, theme,
};
use crate::game::coach::board_news::BoardNews;
use crate::game::coach::grading::Grading;
use crate::game::computer::analysis::{AnalysisOn, Readings};
use crate::game::computer::graph::EvalGraph;
use crate::game::computer::hint::Hint;
use crate::game::messages::{GameCommand, MakePick, Mover, OpeningChoice, Pick, ReviewStep};
use crate::game::online::{Online, OnlineCommand, OnlineSettings};
use crate::game::play::clock::{GameClock, format_time};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::grades::GradeCache;
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::opening::OpeningState;
use crate::game::play::record_files::RecordFile;
use crate::game::play::setup::{MatchSetup, Mode, Preferences};
use crate::game::play::state::{AppState, Turn};
use crate::game::play::swap2::Phase;
use crate::game::view::layout::{Layout, Panel, PortraitStrip};
use crate::i18n::{AccessText, KeyTopic, Lang, Msg, OnlineText};
use crate::rules::{NamedOpening, Stone};

#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelState<'w> {
    pub(super) board: Res<'w, CurrentGame>,
    pub(super) setup: Res<'w, MatchSetup>,
    pub(super) openings: OpeningState<'w>,
    pub(super) clock: Res<'w, GameClock>,
    pub(super) turn: Option<Res<'w, State<Turn>>>,
    pub(super) app: Res<'w, State<AppState>>,
    pub(super) hint: Res<'w, Hint>,
    pub(super) layout: Res<'w, Layout>,
    pub(super) analysis_on: Res<'w, AnalysisOn>,
    pub(super) readings: Res<'w, Readings>,
    pub(super) graph: Res<'w, EvalGraph>,
    pub(super) preferences: Res<'w, Preferences>,
    pub(super) grades: Res<'w, GradeCache>,
    pub(super) grading: Res<'w, Grading>,
    pub(super) news: Res<'w, BoardNews>,
    pub(super) online: (Option<Res<'w, Online>>, Res<'w, OnlineSettings>),
}

/// What the panel writes: commands, swap2 picks, the notice (a copied link says so), and
/// whether a resignation waits for its confirmation.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelOutput<'w> {
    pub(super) commands: MessageWriter<'w, GameCommand>,
    pub(super) picks: MessageWriter<'w, MakePick>,
    pub(super) opening_choices: MessageWriter<'w, OpeningChoice>,
    pub(super) online: MessageWriter<'w, OnlineCommand>,
    pub(super) notice: ResMut<'w, Notice>,
    pub(super) resign_asked: ResMut<'w, ResignAsked>,
    pub(super) key_help: ResMut<'w, KeyHelpOpen>,
}

pub fn game_panel(
    mut contexts: EguiContexts,
    state: PanelState,
    mut settings: ResMut<SettingsOverGame>,
    mut draft: ResMut<records::RecordDraft>,
    mut file: ResMut<RecordFile>,
    (mut over_ui, mut strip): (ResMut<UiFocus>, ResMut<PortraitStrip>),
    mut output: PanelOutput,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = state.preferences.lang;
    let place = (&mut strip, lang);
    over_ui.pointer =
        side_panel::show(
            ctx,
            &state.layout,
            "game_panel",
            place,
            |ui, part| match part {
                Part::Header => header(ui, &state, &mut output, lang),
                Part::Bar => compact_bar::icons(ui, &state, &mut output, lang),
                Part::Sheet => sheet(
                    ui,
                    &state,
                    (lang, &mut settings.0),
                    (&mut draft, &mut file),
                    &mut output,
                ),
            },
        );
    over_ui.keyboard = keyboard_in_panel(ctx);
    Ok(())
}

/// Whether the panel has the keyboard: a text box (the record), or a button reached by Tab
/// (Tab walks the buttons, Enter or Space presses one, Escape gives the keys back to the
/// board). A button focused by a click gives its focus back at once: it would keep the
/// arrows (which then walk between widgets) and Space from the board.
fn keyboard_in_panel(ctx: &egui::Context) -> bool {
    let clicked = ctx.input(|i| i.pointer.any_pressed() || i.pointer.any_released());
    let focused = ctx.memory(|m| m.focused());
    if let Some(id) = focused.filter(|_| clicked && !ctx.text_edit_focused()) {
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
    let Some(focused) = ctx.memory(|m| m.focused()) else {
        return false;
    };
    // egui draws a focused button as a hovered one: a ring says clearly which Enter presses.
    if let Some(widget) = ctx.read_response(focused) {
        let ring = egui::Stroke::new(2.5, theme::LIVE);
        let painter = ctx.layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::new("focus_ring"),
        ));
        painter.rect_stroke(
            widget.rect.expand(2.0),
            4.0,
            ring,
            egui::StrokeKind::Outside,
        );
    }
    true
}

/// What the player must see during play: whose move, the clocks, the last notice, and a
/// choice that is due (a swap2 pick, a step of a renju opening rule, a resignation to
/// confirm). In landscape under the title; in portrait the strip above the board.
fn header(ui: &mut egui::Ui, state: &PanelState, output: &mut PanelOutput, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    let board = &state.board;
    let portrait = matches!(state.layout.panel, Panel::Portrait { .. });
    if !portrait {
        ui.heading(say(Msg::AppTitle));
        match_line(ui, state, lang);
        ui.separator();
    }
    let turn = state.turn.as_deref().map(State::get);
    clocks(ui, state, lang);
    let status = if *state.app.get() == AppState::Review {
        Msg::ReviewPosition {
            shown: board.stone_count(),
            total: board.stone_count() + board.redo_moves().count(),
        }
    } else {
        status_line(board, &state.setup, state.openings.now(), turn)
    };
    // Once, not twice: at the end the latest notice is the result the status line shows.
    // Its line stays (empty), so the portrait strip keeps its measured height.
    let notice = if output.notice.is_latest(&status) {
        String::new()
    } else {
        output.notice.text(lang)
    };
    ui.label(egui::RichText::new(say(status)).strong());
    ui.label(egui::RichText::new(notice).italics());
    swap2_picks(ui, state, &mut output.picks, lang);
    // The computer's reason for its last step of a renju opening, while the opening is fresh.
    let opening = state.openings.now().rule;
    let fresh = |_: &_| board.stone_count() <= 6;
    if let Some(reason) = opening.last_reason.filter(fresh) {
        // Once, not twice: the notice says it too while it is the latest news.
        let reason = Msg::ComputerOpening(reason);
        if !output.notice.is_latest(&reason) {
            ui.label(egui::RichText::new(say(reason)).color(theme::READING));
        }
    }
    opening_choices::buttons(
        ui,
        (&state.openings, board),
        state.turn.as_deref().map(State::get),
        &mut output.opening_choices,
        lang,
    );
    // The bar's flag asks; the question shows here, where the player looks.
    if portrait && output.resign_asked.0 {
        let open = !board.is_over() && state.setup.mode != Mode::Demo;
        resign::buttons(
            ui,
            open,
            &mut output.commands,
            &mut output.resign_asked,
            lang,
        );
    }
}

/// The match, the rule and the board; the renju opening the first stones make.
fn match_line(ui: &mut egui::Ui, state: &PanelState, lang: Lang) {
    let say = |msg: Msg| msg.text(lang);
    let board = &state.board;
    // The rule, with the renju opening rule the game opened under.
    let rule = match state.openings.now().rule.negotiation() {
        Some(negotiation) => format!(
            "{} · {}",
            say(Msg::RuleName(board.rule())),
            say(Msg::OpeningRuleName(negotiation.rule()))
        ),
        None => say(Msg::RuleName(board.rule())),
    };
    let title = match state.online.0 {
        Some(_) => Msg::Online(OnlineText::Section),
        None => match_title(&state.setup, state.openings.now(), board),
    };
    ui.label(format!(
        "{} · {rule} · {}x{}",
        say(title),
        board.size(),
        board.size()
    ));
    // The renju opening the first three stones make, in every rule: players know them by name.
    // A set-up's stones were placed in no order: they make no opening.
    let named = (board.setup_stones() == 0).then(|| NamedOpening::of_moves(board.moves()));
    if let Some(opening) = named.flatten() {
        let name = say(Msg::OpeningName(opening));
        ui.label(egui::RichText::new(name).color(theme::READING));
    }
}

/// The rest: online play, the position in words, analysis and the coach, the buttons and
/// the record.
fn sheet(
    ui: &mut egui::Ui,
    state: &PanelState,
    (lang, open_settings): (Lang, &mut bool),
    (draft, file): (&mut records::RecordDraft, &mut RecordFile),
    output: &mut PanelOutput,
) {
    let say = |msg: Msg| msg.text(lang);
    let board = &state.board;
    let portrait = matches!(state.layout.panel, Panel::Portrait { .. });
    if portrait {
        match_line(ui, state, lang);
    }
    if let (Some(online), settings) = (&state.online.0, &state.online.1)
        && let Some(command) =
            online_section::show(ui, online, board.stone_count(), &settings.server, lang)
    {
        output.online.write(command);
    }
    ui.label(say(Msg::MovesPlayed {
        count: board.stone_count(),
    }));
    // The threats on the board, in words.
    let size = board.size();
    // An online game in progress is the two players' own: no engine's words, readings or
    // grades, and the line moves only by their agreement (`RemoteSide`).
    let shared = state.online.0.is_some() && !board.is_over();
    let news = &state.news;
    let facts = [&news.made, &news.answer, &news.hint].into_iter().flatten();
    for fact in facts.filter(|_| !shared) {
        let words = Msg::Explain {
            fact: fact.clone(),
            size,
        };
        ui.label(egui::RichText::new(say(words)).color(theme::READING));
    }
    if let Some(advice) = state.hint.for_board(board) {
        ui.label(egui::RichText::new(say(Msg::Evaluation(advice.verdict))).color(theme::READING));
    }
    if !shared {
        analysis::analysis_section(
            ui,
            (&state.analysis_on, &state.readings, &state.graph, board),
            &state.grades,
            portrait,
            &mut output.commands,
            lang,
        );
        coach_section::coach_section(
            ui,
            (board, &state.grades, &state.grading, &state.news),
            &mut output.commands,
            lang,
        );
    }
    ui.separator();
    let (commands, resign_asked) = (&mut output.commands, &mut *output.resign_asked);
    let key_help = &mut *output.key_help;
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(Msg::NewGame)).clicked() {
            commands.write(GameCommand::NewGame);
        }
        if ui.button(say(Msg::Menu)).clicked() {
            commands.write(GameCommand::OpenMenu);
        }
        if ui.button(say(Msg::HomeSettings)).clicked() {
            *open_settings = true;
        }
        let edit = ui.add_enabled(!shared, egui::Button::new(say(Msg::EditBoard)));
        if edit.on_hover_text(KeyTopic::Editor.keys()).clicked() {
            commands.write(GameCommand::EditBoard { from_game: true });
        }
        if ui
            .button(Msg::Access(AccessText::KeysButton).text(lang))
            .clicked()
        {
            key_help.0 = !key_help.0;
        }
    });
    ui.horizontal_wrapped(|ui| {
        let undo = egui::Button::new(format!("⟲ {}", say(Msg::Undo)));
        let undo = ui.add_enabled(!shared && (board.can_undo() || board.is_over()), undo);
        if undo.on_hover_text(say(Msg::UndoShortcut)).clicked() {
            commands.write(GameCommand::Undo);
        }
        let redo = egui::Button::new(format!("{} ⟳", say(Msg::Redo)));
        let redo = ui.add_enabled(!shared && board.can_redo(), redo);
        if redo.on_hover_text(say(Msg::RedoShortcut)).clicked() {
            commands.write(GameCommand::Redo);
        }
        let hint = ui.add_enabled(
            !shared && !board.is_over(),
            egui::Button::new(say(Msg::Hint)),
        );
        if hint.on_hover_text(say(Msg::HintShortcut)).clicked() {
            commands.write(GameCommand::Hint);
        }
    });
    if *state.app.get() == AppState::Review {
        review(ui, board, commands, lang);
    } else {
        // One row: a phone's panel has little height to spare.
        ui.horizontal_wrapped(|ui| {
            let reviewable = !shared && (board.stone_count() > 0 || board.can_redo());
            let button = ui.add_enabled(reviewable, egui::Button::new(say(Msg::Review)));
            if button.on_hover_text(say(Msg::ReviewKeys)).clicked() {
                commands.write(GameCommand::Step(ReviewStep::Last));
            }
            let open = !board.is_over() && state.setup.mode != Mode::Demo;
            resign::buttons(ui, open, commands, resign_asked, lang);
        });
    }
    ui.separator();
    records::record_section(
        ui,
        (
            board,
            state.openings.now().rule.negotiation(),
            &state.grades,
        ),
        (draft, file),
        (&mut output.commands, &mut output.notice),
        lang,
    );
}

/// Both clocks, the running one highlighted, when the game has a clock.
fn clocks(ui: &mut egui::Ui, state: &PanelState, lang: Lang) {
    if state.clock.control().is_none() {
        return;
    }
    // As `clock::run_clock` runs them: not while an opening is negotiated.
    let settled = !state.openings.now().negotiating(&state.board);
    let running = (settled
        && matches!(
            state.turn.as_deref().map(State::get),
            Some(Turn::Human | Turn::Computer)
        ))
    .then(|| state.board.to_move());
    ui.horizontal(|ui| {
        for stone in [Stone::Black, Stone::White] {
            let left = state.clock.left(stone).unwrap_or_default();
            let text = Msg::ClockSide {
                stone,
                time: format_time(left),
            }
            .text(lang);
            // Sized so both fit the 230 px landscape panel side by side.
            let mut reading = egui::RichText::new(text).monospace().size(15.0);
            if running == Some(stone) {
                reading = reading.strong().color(theme::LIVE);
            }
            ui.label(reading);
            ui.add_space(6.0);
        }
    });
}

/// The buttons of a swap2 pick that is the person's to make.
fn swap2_picks(
    ui: &mut egui::Ui,
    state: &PanelState,
    picks: &mut MessageWriter<MakePick>,
    lang: Lang,
) {
    let board = &state.board;
    let stones = board.stone_count();
    let persons_turn = state.turn.as_deref().map(State::get) == Some(&Turn::Human);
    let swap = state.openings.now().swap;
    if !persons_turn || board.is_over() || !swap.pick_due(stones) {
        return;
    }
    let choices: &[(Pick, Msg)] = match swap.phase(stones) {
        Phase::SecondChooses => &[
            (Pick::Black, Msg::TakeBlack),
            (Pick::White, Msg::StayWhite),
            (Pick::PlaceTwo, Msg::PlaceTwoMore),
        ],
        _ => &[(Pick::Black, Msg::TakeBlack), (Pick::White, Msg::TakeWhite)],
    };
    // Each choice has a key too (B, W, 2).
    ui.horizontal_wrapped(|ui| {
        for (pick, label) in choices {
            let (key, name) = match pick {
                Pick::Black => (egui::Key::B, "B"),
                Pick::White => (egui::Key::W, "W"),
                Pick::PlaceTwo => (egui::Key::Num2, "2"),
            };
            let pressed = key_pressed(ui.ctx(), key);
            if ui.button(label.text(lang)).on_hover_text(name).clicked() || pressed {
                picks.write(MakePick {
                    pick: *pick,
                    by: Mover::Human,
                });
            }
        }
    });
}

/// Whether `key` was pressed (with no modifier) while no text box has the keyboard;
/// taken, so that nothing else acts on it.
fn key_pressed(ctx: &egui::Context, key: egui::Key) -> bool {
    !ctx.egui_wants_keyboard_input() && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key))
}

/// Stepping through the game: to the start, one move back, one forward, to the end, and
/// "Play from here"; then the moves, each a button to its position.
fn review(
    ui: &mut egui::Ui,
    board: &CurrentGame,
    commands: &mut MessageWriter<GameCommand>,
    lang: Lang,
) {
    let say = |msg: Msg| msg.text(lang);
    let shown = board.stone_count();
    let ahead: Vec<_> = board.redo_moves().collect();
    ui.horizontal_wrapped(|ui| {
        // Glyphs every font has; the keys say the same on hover.
        for (label, step, enabled) in [
            ("«", ReviewStep::First, shown > 0),
            ("‹", ReviewStep::Back, shown > 0),
            ("›", ReviewStep::Forward, !ahead.is_empty()),
            ("»", ReviewStep::Last, !ahead.is_empty()),
        ] {
            let button = ui.add_enabled(
                enabled,
                egui::Button::new(label).min_size(egui::vec2(28.0, 0.0)),
            );
            if button.on_hover_text(say(Msg::ReviewKeys)).clicked() {
                commands.write(GameCommand::Step(step));
            }
        }
        if ui.button(say(Msg::PlayFromHere)).clicked() {
            commands.write(GameCommand::PlayFromHere);
        }
    });
    let size = board.size();
    let moves = board.moves().iter().copied().chain(ahead.iter().copied());
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for (i, pos) in moves.enumerate() {
            let number = i + 1;
            let text = format!("{number}.{}", crate::notation::pos_to_text(pos, size));
            let label = egui::RichText::new(text).monospace().small();
            if ui.selectable_label(number == shown, label).clicked() {
                commands.write(GameCommand::Step(ReviewStep::To(number)));
            }
        }
    });
}
