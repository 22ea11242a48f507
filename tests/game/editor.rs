//! The board editor in the game: clicks set up a position, a set-up no game can go on
//! from is refused with its reason and loses nothing, and "Play from here" starts a game
//! whose set-up stones undo never takes back.

use crate::common::*;
use bevy::prelude::*;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::editor::{Editor, Tool};
use gomoku::game::play::setup::{MatchSetup, Mode};
use gomoku::game::play::state::{AppState, Turn};
use gomoku::notation::parse_moves;
use gomoku::rules::{Pos, Rule, SetupError, Stone};

fn at(text: &str) -> Pos {
    parse_moves(text, 15).unwrap()[0]
}

fn editor(app: &App) -> &Editor {
    app.world().resource::<Editor>()
}

fn use_tool(app: &mut App, tool: Tool) {
    app.world_mut().resource_mut::<Editor>().tool = tool;
}

fn put(app: &mut App, tool: Tool, points: &[&str]) {
    use_tool(app, tool);
    for point in points {
        click(app, at(point));
    }
}

fn play_from_here(app: &mut App, mode: Mode) {
    let editor = editor(app).clone();
    let setup = MatchSetup {
        mode,
        rule: editor.rule,
        ..pvp()
    };
    command(app, GameCommand::PlayFromSetup(setup, editor.setup));
}

#[test]
fn a_position_set_up_by_hand_is_played_on_and_undo_keeps_its_stones() {
    let mut app = started(pvp());
    click(&mut app, at("a1"));
    command(&mut app, GameCommand::EditBoard { from_game: false });
    assert_eq!(state(&app), AppState::Editing);
    put(&mut app, Tool::Black, &["h8", "j10", "k11"]);
    put(&mut app, Tool::White, &["g7", "h9"]);
    // A second click with the same colour takes the stone away again.
    put(&mut app, Tool::Black, &["k11"]);
    assert_eq!(editor(&app).setup.black, vec![at("h8"), at("j10")]);
    // Clicks in the editor are not moves: the game underneath is as it was.
    assert_eq!(board(&app).moves(), &[at("a1")]);
    // The side to move follows the counts: two and two, black.
    assert_eq!(editor(&app).setup.to_move, Stone::Black);
    // White to move does not fit two and two: refused with the reason, nothing lost.
    app.world_mut().resource_mut::<Editor>().setup.to_move = Stone::White;
    play_from_here(&mut app, Mode::HumanVsHuman);
    assert_eq!(state(&app), AppState::Editing);
    assert_notice(&app, "No game can start from this set-up");
    assert_eq!(board(&app).moves(), &[at("a1")]);
    app.world_mut().resource_mut::<Editor>().setup.to_move = Stone::Black;
    play_from_here(&mut app, Mode::HumanVsHuman);
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).stone_count(), 4);
    assert_eq!(board(&app).get(at("g7")), Some(Stone::White));
    assert_eq!(board(&app).to_move(), Stone::Black);
    click(&mut app, at("c3"));
    assert_eq!(board(&app).stone_count(), 5);
    command(&mut app, GameCommand::Undo);
    command(&mut app, GameCommand::Undo);
    assert_notice(&app, "Nothing to take back");
    assert_eq!(board(&app).stone_count(), 4);
}

#[test]
fn leaving_the_editor_goes_back_to_the_game_unchanged() {
    let mut app = started(pvp());
    click(&mut app, at("h8"));
    click(&mut app, at("h9"));
    command(&mut app, GameCommand::EditBoard { from_game: true });
    // The editor opens on the game's position.
    assert_eq!(editor(&app).setup.black, vec![at("h8")]);
    assert_eq!(editor(&app).setup.white, vec![at("h9")]);
    put(&mut app, Tool::Remove, &["h8"]);
    command(&mut app, GameCommand::CloseEditor);
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).moves(), &[at("h8"), at("h9")]);
}

#[test]
fn a_five_on_the_board_is_refused_and_a_forbidden_black_stone_is_allowed_under_renju() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::EditBoard { from_game: false });
    put(&mut app, Tool::Black, &["d4", "e4", "f4", "g4", "h4"]);
    put(&mut app, Tool::White, &["d10", "e10", "f10", "g10", "a1"]);
    assert!(matches!(
        editor(&app).check(),
        Err(SetupError::Five {
            stone: Stone::Black,
            ..
        })
    ));
    play_from_here(&mut app, Mode::HumanVsHuman);
    assert_eq!(state(&app), AppState::Editing);

    // Renju: a black stone on the point of a double three (h8 makes two open threes with
    // g8 f8 and h9 h10) is a set-up, not a move, so it may stand there; it is marked.
    command(&mut app, GameCommand::EditBoard { from_game: false });
    app.world_mut().resource_mut::<Editor>().rule = Rule::Renju;
    put(&mut app, Tool::Black, &["f8", "g8", "h9", "h10", "h8"]);
    put(&mut app, Tool::White, &["a1", "a3", "a5", "a7", "a9"]);
    assert_eq!(editor(&app).setup.forbidden_stones().len(), 1);
    assert_eq!(editor(&app).setup.forbidden_stones()[0].0, at("h8"));
    play_from_here(
        &mut app,
        Mode::HumanVsComputer {
            human: Stone::White,
        },
    );
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).get(at("h8")), Some(Stone::Black));
    // Black to move is the computer's, which plays on from the set-up.
    let turn = |app: &App| app.world().get_resource::<State<Turn>>().map(|t| *t.get());
    assert!(run_until(&mut app, |app| board(app).stone_count() == 11
        && turn(app) == Some(Turn::Human)));
}

#[test]
fn a_set_up_game_shared_as_a_link_opens_on_the_same_position() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::EditBoard { from_game: false });
    put(&mut app, Tool::Black, &["h8", "i9", "c3"]);
    put(&mut app, Tool::White, &["g7", "k2"]);
    play_from_here(&mut app, Mode::HumanVsHuman);
    click(&mut app, at("n14"));
    let record = board(&app).record(None);
    let link = format!("#{}", gomoku::notation::record_link_fragment(&record));
    assert!(link.contains("black="), "{link}");
    let before = board(&app).board().clone();
    command(&mut app, GameCommand::NewGame);
    command(&mut app, GameCommand::OpenLink(link));
    assert_eq!(board(&app).board(), &before);
    assert_eq!(board(&app).setup_stones(), 5);
    command(&mut app, GameCommand::Undo);
    command(&mut app, GameCommand::Undo);
    assert_eq!(board(&app).stone_count(), 5);
}

/// The editor's panel, pressed through egui by the names a screen reader hears.
mod panel {
    use bevy_egui::egui;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use gomoku::game::messages::GameCommand;
    use gomoku::game::play::editor::{Editor, Tool};
    use gomoku::game::play::notice::Notice;
    use gomoku::game::play::setup::{MatchSetup, Mode};
    use gomoku::game::ui::{editor_panel, fonts};
    use gomoku::i18n::Lang;
    use gomoku::rules::Stone;

    use super::at;

    struct Panel {
        editor: Editor,
        asked: Vec<GameCommand>,
        fonts_ready: bool,
    }

    fn panel(editor: Editor) -> Harness<'static, Panel> {
        let state = Panel {
            editor,
            asked: Vec::new(),
            fonts_ready: false,
        };
        let mut harness = Harness::builder()
            .with_size(egui::vec2(300.0, 700.0))
            .build_ui_state(
                |ui, panel: &mut Panel| {
                    if !panel.fonts_ready {
                        ui.ctx().set_fonts(fonts::latin_fonts());
                        panel.fonts_ready = true;
                        return;
                    }
                    let setup = MatchSetup::default();
                    let notice = Notice::default();
                    let read = editor_panel::SetupReading::of(&panel.editor);
                    let asked = editor_panel::contents(
                        ui,
                        &mut panel.editor,
                        &read,
                        (&setup, &notice),
                        Lang::En,
                    );
                    panel.asked.extend(asked);
                },
                state,
            );
        harness.run();
        harness
    }

    fn press(harness: &mut Harness<Panel>, label: &str) {
        harness.get_by_label(label).click();
        harness.run();
    }

    #[test]
    fn the_panel_picks_the_stone_the_side_and_starts_only_a_playable_set_up() {
        let mut harness = panel(Editor::default());
        press(&mut harness, "White stones");
        assert_eq!(harness.state().editor.tool, Tool::White);
        // Two white stones and no black one fit no side: the ways on stay shut.
        harness.state_mut().editor.click(at("h8"));
        harness.state_mut().editor.click(at("h9"));
        harness.run();
        press(&mut harness, "Play a friend from here");
        assert!(harness.state().asked.is_empty());
        harness.get_by_label_contains("No game can start from this set-up");
        press(&mut harness, "Clear the board");
        assert_eq!(harness.state().editor.setup.stone_count(), 0);
        // An empty board, black to move: playable; against the computer the person takes
        // the side to move.
        press(&mut harness, "Play the computer from here (you: black)");
        match harness.state().asked.as_slice() {
            [GameCommand::PlayFromSetup(setup, position)] => {
                assert_eq!(
                    setup.mode,
                    Mode::HumanVsComputer {
                        human: Stone::Black
                    }
                );
                assert_eq!(position.stone_count(), 0);
            }
            other => panic!("asked {other:?}"),
        }
        press(&mut harness, "Back to the game");
        assert_eq!(
            harness.state().asked.last(),
            Some(&GameCommand::CloseEditor)
        );
    }
}
