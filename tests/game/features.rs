//! Headless Bevy App tests of the play features: undo and redo (also against the
//! computer), hints, renju's forbidden points, records, move numbers, settings.

use crate::common::*;
use bevy::prelude::*;
use gomoku::engine::Level;
use gomoku::game::computer::hint::Hint;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::record_files::RecordFile;
use gomoku::game::play::settings;
use gomoku::game::play::setup::{MatchSetup, Mode, Opening, Preferences, TimeControl};
use gomoku::game::play::state::{AppState, Turn};
use gomoku::game::view::board_theme::BoardTheme;
use gomoku::game::view::stones::Marker;
use gomoku::i18n::{Lang, Msg, Verdict};
use gomoku::notation::{moves_to_text, to_psq};
use gomoku::rules::{Pos, Rule, Stone};

fn markers(app: &mut App, kind: Marker) -> usize {
    app.world_mut()
        .query::<&Marker>()
        .iter(app.world())
        .filter(|m| **m == kind)
        .count()
}

/// Steps frames until the hint arrives, then returns it.
fn wait_for_hint(app: &mut App) -> gomoku::game::computer::hint::Advice {
    assert!(run_until(app, |app| app
        .world()
        .resource::<Hint>()
        .0
        .is_some()));
    app.world().resource::<Hint>().0.clone().unwrap()
}

fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

#[test]
fn undo_and_redo_between_two_players() {
    let mut app = started(pvp());
    for p in [Pos::new(7, 7), Pos::new(8, 8), Pos::new(6, 6)] {
        click(&mut app, p);
    }
    command(&mut app, GameCommand::Undo);
    assert_eq!(board(&app).moves(), &[Pos::new(7, 7), Pos::new(8, 8)]);
    assert_eq!(
        stone_views(&mut app).len(),
        2,
        "the stone entity went with the move"
    );
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).stone_count(), 3);
    assert_eq!(board(&app).get(Pos::new(6, 6)), Some(Stone::Black));
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).stone_count(), 3);
    assert_notice(&app, "Nothing to redo");
}

#[test]
fn undo_against_the_computer_takes_back_the_reply_too_and_it_plays_on_from_the_new_branch() {
    let mut app = started(pvc(Stone::Black));
    click(&mut app, Pos::new(7, 7));
    assert!(run_until(&mut app, |app| board(app).stone_count() == 2));
    assert!(run_until(&mut app, |app| turn(app) == Turn::Human));
    command(&mut app, GameCommand::Undo);
    assert_eq!(
        board(&app).stone_count(),
        0,
        "your move and its reply are taken back"
    );
    assert_eq!(turn(&app), Turn::Human);
    // A different first move: the computer answers it.
    click(&mut app, Pos::new(3, 3));
    assert!(run_until(&mut app, |app| board(app).stone_count() == 2));
    assert_eq!(board(&app).moves()[0], Pos::new(3, 3));
    assert!(!board(&app).can_redo(), "a new move forgets the old branch");
}

#[test]
fn undo_after_a_win_resumes_play() {
    let mut app = started(pvp());
    for i in 0..4 {
        click(&mut app, Pos::new(i, 0));
        click(&mut app, Pos::new(i, 2));
    }
    click(&mut app, Pos::new(4, 0));
    assert_eq!(state(&app), AppState::GameOver);
    command(&mut app, GameCommand::Undo);
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(markers(&mut app, Marker::WinningStone), 0);
    command(&mut app, GameCommand::Redo);
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!(markers(&mut app, Marker::WinningStone), 5);
}

#[test]
fn keyboard_shortcuts_undo_and_redo() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    click(&mut app, Pos::new(8, 7));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(board(&app).stone_count(), 1);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(board(&app).stone_count(), 0);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    press(
        &mut app,
        &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
    );
    assert_eq!(board(&app).moves(), &[Pos::new(7, 7), Pos::new(8, 7)]);
}

#[test]
fn a_hint_finds_the_only_defence() {
    let mut app = started(pvp());
    // Black makes a four closed at (2,7) by white: white must block at (7,7).
    let moves = [(3, 7), (2, 7), (4, 7), (0, 14), (5, 7), (14, 0), (6, 7)];
    for (x, y) in moves {
        click(&mut app, Pos::new(x, y));
    }
    // Now white must block; ask the hint for white.
    command(&mut app, GameCommand::Hint);
    let advice = wait_for_hint(&mut app);
    assert!(
        advice.best == Pos::new(7, 7),
        "white must block the four, hint was {:?}",
        advice.best
    );
    assert_eq!(markers(&mut app, Marker::Hint), 1);
    // Playing elsewhere makes the hint moot: its ring goes.
    click(&mut app, Pos::new(10, 1));
    assert_eq!(board(&app).last_move(), Some(Pos::new(10, 1)));
    assert_eq!(markers(&mut app, Marker::Hint), 0);
}

#[test]
fn a_hint_announces_a_forced_win() {
    let mut app = started(pvp());
    // Black: an open four on row 7 after these moves; black to move wins in 1.
    for i in 0..4 {
        click(&mut app, Pos::new(4 + i, 7));
        click(&mut app, Pos::new(i, 13 - i));
    }
    command(&mut app, GameCommand::Hint);
    let advice = wait_for_hint(&mut app);
    assert!(
        [Pos::new(3, 7), Pos::new(8, 7)].contains(&advice.best),
        "hint {:?}",
        advice.best
    );
    assert_eq!(
        advice.verdict,
        Verdict::WinsIn {
            side: Stone::Black,
            moves: 1
        }
    );
    assert_eq!(
        Msg::Evaluation(advice.verdict).text(Lang::En),
        "Evaluation: Black wins in 1"
    );
}

#[test]
fn renju_marks_black_forbidden_points_and_refuses_them_with_the_reason() {
    let mut app = started(MatchSetup {
        rule: Rule::Renju,
        ..pvp()
    });
    // Black stones at (6,7), (7,6) with spare stones so (7,7)... build a double three at (7,7):
    // horizontal .B?B. and vertical .B?B. around (7,7).
    let black = [
        Pos::new(6, 7),
        Pos::new(8, 7),
        Pos::new(7, 6),
        Pos::new(7, 8),
    ];
    let white = [
        Pos::new(0, 0),
        Pos::new(14, 0),
        Pos::new(0, 14),
        Pos::new(14, 14),
    ];
    for i in 0..4 {
        click(&mut app, black[i]);
        click(&mut app, white[i]);
    }
    assert!(
        markers(&mut app, Marker::Forbidden) >= 1,
        "forbidden points are marked for black"
    );
    click(&mut app, Pos::new(7, 7));
    assert_eq!(board(&app).get(Pos::new(7, 7)), None);
    assert_notice(&app, "forbidden");
    assert_notice(&app, "double three");
    // White is not bound by them: after black plays elsewhere, white may take the point.
    click(&mut app, Pos::new(2, 12));
    assert_eq!(
        markers(&mut app, Marker::Forbidden),
        0,
        "no marks on white's turn"
    );
    click(&mut app, Pos::new(7, 7));
    assert_eq!(board(&app).get(Pos::new(7, 7)), Some(Stone::White));
}

#[test]
fn a_move_string_loads_and_a_malformed_one_keeps_the_game() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(0, 0));
    command(&mut app, GameCommand::LoadRecord("h8 i9 j10".to_string()));
    assert_eq!(moves_to_text(board(&app).moves(), 15), "h8i9j10");
    assert_eq!(stone_views(&mut app).len(), 3);
    let before = board(&app).position().clone();
    command(&mut app, GameCommand::LoadRecord("h8 h8".to_string()));
    assert_eq!(
        board(&app).position(),
        &before,
        "an illegal record leaves the game alone"
    );
    assert_notice(&app, "Could not load");
    command(&mut app, GameCommand::LoadRecord("z99".to_string()));
    assert_eq!(board(&app).position(), &before);
    assert_notice(&app, "z99");
}

#[test]
fn a_psq_record_sets_the_board_size_and_a_won_game_shows_its_result() {
    let mut app = started(pvp());
    let moves: Vec<Pos> = (0..4)
        .flat_map(|i| [Pos::new(i, 0), Pos::new(i, 5)])
        .chain([Pos::new(4, 0)])
        .collect();
    command(&mut app, GameCommand::LoadRecord(to_psq(19, &moves, None)));
    assert_eq!(board(&app).size(), 19);
    assert_eq!(board(&app).stone_count(), 9);
    assert_eq!(state(&app), AppState::GameOver);
}

#[test]
fn psq_files_save_and_load() {
    let dir = std::env::temp_dir().join(format!("gomoku-psq-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.psq").display().to_string();
    let mut app = started(pvp());
    for p in [Pos::new(7, 7), Pos::new(8, 8), Pos::new(9, 7)] {
        click(&mut app, p);
    }
    app.insert_resource(RecordFile(file.clone()));
    command(&mut app, GameCommand::SavePsqFile);
    let saved = board(&app).moves().to_vec();
    assert_notice(&app, "Saved the game");
    command(&mut app, GameCommand::NewGame);
    command(&mut app, GameCommand::OpenRecordFile);
    assert_eq!(board(&app).moves(), saved.as_slice());
    // The keyboard does the same: Ctrl+S over a changed game, Ctrl+O after a new one.
    click(&mut app, Pos::new(0, 0));
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyS]);
    command(&mut app, GameCommand::NewGame);
    // Pressed and released between two frames, as on a slow one.
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.press(KeyCode::ControlRight);
    input.press(KeyCode::KeyO);
    input.release(KeyCode::KeyO);
    input.release(KeyCode::ControlRight);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .clear();
    let saved: Vec<Pos> = saved.into_iter().chain([Pos::new(0, 0)]).collect();
    assert_eq!(board(&app).moves(), saved.as_slice());
    // A file that cannot be read leaves the game as it was.
    app.insert_resource(RecordFile(dir.join("missing.psq").display().to_string()));
    command(&mut app, GameCommand::OpenRecordFile);
    assert_notice(&app, "Could not read");
    assert_eq!(board(&app).moves(), saved.as_slice());
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn move_numbers_follow_the_preference() {
    let mut app = started(pvp());
    for p in [Pos::new(7, 7), Pos::new(8, 8)] {
        click(&mut app, p);
    }
    assert_eq!(markers(&mut app, Marker::MoveNumber), 0);
    app.world_mut().resource_mut::<Preferences>().move_numbers = true;
    app.update();
    assert_eq!(markers(&mut app, Marker::MoveNumber), 2);
}

#[test]
fn demo_mode_plays_both_sides() {
    let mut app = started(MatchSetup {
        mode: Mode::Demo,
        level: Level::Easy,
        ..pvp()
    });
    assert!(run_until(&mut app, |app| board(app).stone_count() >= 4));
}

#[test]
fn settings_survive_a_round_trip_and_a_bad_line_loses_only_itself() {
    let setup = MatchSetup {
        mode: Mode::HumanVsComputer {
            human: Stone::White,
        },
        size: 19,
        rule: Rule::Standard,
        level: Level::Master,
        opening: Opening::Swap2,
        clock: Some(TimeControl::minutes_plus(10, 5)),
    };
    let preferences = Preferences {
        move_numbers: true,
        sound: false,
        lang: Lang::ZhHant,
        board_theme: BoardTheme::Slate,
        confirm_taps: true,
    };
    let text = settings::format(&setup, &preferences);
    let back = settings::parse(&text);
    assert_eq!((back.setup, back.preferences), (setup, preferences));
    assert_eq!(back.lang, Some(Lang::ZhHant));
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    for corrupt in [
        "size = 99",
        "size = 3",
        "mode = robots",
        "level",
        "sound = loud",
        "colour = red",
        "lang = klingon",
        "lang = ",
        "opening = swap3",
        "clock = 0+5",
        "clock = 10+999",
        "clock = fast",
        "theme = marble",
        "confirm_taps = maybe",
        "\u{0}\u{1}garbage",
    ] {
        let back = settings::parse(&format!("level = hard\n{corrupt}\nrule = renju"));
        assert_eq!(back.problems.len(), 1, "{corrupt}: {:?}", back.problems);
        assert!(
            back.problems[0].contains("line 2"),
            "{corrupt}: {:?}",
            back.problems
        );
        // The lines around the bad one are kept.
        assert_eq!(back.setup.level, Level::Hard, "{corrupt}");
        assert_eq!(back.setup.rule, Rule::Renju, "{corrupt}");
    }
    // Missing keys keep their defaults.
    let partial = settings::parse("rule = standard\n");
    assert_eq!(partial.lang, None);
    assert_eq!(partial.setup.rule, Rule::Standard);
    assert_eq!(partial.setup.size, MatchSetup::default().size);
}

#[test]
fn a_20x20_record_is_kept_in_the_settings_with_everything_else() {
    let mut app = started(MatchSetup {
        level: Level::Hard,
        ..pvc(Stone::White)
    });
    let moves = [Pos::new(9, 9), Pos::new(10, 10), Pos::new(19, 0)];
    command(
        &mut app,
        GameCommand::LoadRecord(gomoku::notation::to_psq(20, &moves, None)),
    );
    assert_notice(&app, "Loaded a game of 3 moves");
    let setup = *app.world().resource::<MatchSetup>();
    assert_eq!(setup.size, 20);
    let preferences = *app.world().resource::<Preferences>();
    // What the next start reads back: the 20x20 board and every other choice.
    let next_start = settings::parse(&settings::format(&setup, &preferences));
    assert!(next_start.problems.is_empty(), "{:?}", next_start.problems);
    assert_eq!(next_start.setup, setup);
    assert_eq!(next_start.setup.level, Level::Hard);
}

#[derive(Resource, Default)]
struct HeardCues(Vec<gomoku::game::messages::SoundCue>);

fn record_cues(
    mut cues: MessageReader<gomoku::game::messages::SoundCue>,
    mut heard: ResMut<HeardCues>,
) {
    heard.0.extend(cues.read().copied());
}

#[test]
fn stones_click_games_chime_and_mute_silences_both() {
    use gomoku::game::messages::SoundCue;
    let mut app = started(pvp());
    app.init_resource::<HeardCues>()
        .add_systems(Last, record_cues);
    click(&mut app, Pos::new(0, 0));
    click(&mut app, Pos::new(0, 1));
    assert_eq!(
        app.world().resource::<HeardCues>().0,
        vec![SoundCue::Stone, SoundCue::Stone]
    );
    command(&mut app, GameCommand::Undo);
    assert_eq!(
        app.world().resource::<HeardCues>().0.len(),
        2,
        "undo is silent"
    );
    app.world_mut().resource_mut::<Preferences>().sound = false;
    click(&mut app, Pos::new(0, 1));
    assert_eq!(app.world().resource::<HeardCues>().0.len(), 2, "muted");
    app.world_mut().resource_mut::<Preferences>().sound = true;
    for i in 1..4 {
        click(&mut app, Pos::new(i, 0));
        click(&mut app, Pos::new(i, 1));
    }
    click(&mut app, Pos::new(4, 0));
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!(
        app.world().resource::<HeardCues>().0.last(),
        Some(&SoundCue::GameEnd)
    );
}
