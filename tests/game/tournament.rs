//! What tournament players use first: the swap2 opening against the computer in both
//! roles and between two people, the game clock (with time injected), resigning, shared
//! links and the 20x20 board.

use std::time::Duration;

use crate::common::*;
use bevy::prelude::*;
use gomoku::engine::{Level, Limits};
use gomoku::game::computer::ai::{ThinkLimits, Thinking};
use gomoku::game::messages::{GameCommand, MakePick, Mover, Pick};
use gomoku::game::play::opening::Openings;
use gomoku::game::play::setup::{MatchSetup, Mode, Opening, TimeControl};
use gomoku::game::play::state::{AppState, Turn};
use gomoku::game::play::swap2::{self, Phase, Swap2};
use gomoku::notation::{link_fragment, moves_to_text, parse_moves};
use gomoku::rules::{Outcome, Pos, Rule, Stone};

fn swap2_setup(mode: Mode) -> MatchSetup {
    MatchSetup {
        mode,
        opening: Opening::Swap2,
        ..pvp()
    }
}

fn swap(app: &App) -> &Swap2 {
    app.world().resource::<Swap2>()
}

fn phase(app: &App) -> Phase {
    swap(app).phase(board(app).stone_count())
}

fn turn(app: &App) -> Option<Turn> {
    app.world().get_resource::<State<Turn>>().map(|t| *t.get())
}

fn human_colour(app: &App) -> Option<Stone> {
    let world = app.world();
    swap2::human_colour(
        world.resource::<MatchSetup>(),
        world.resource::<Swap2>(),
        world.resource(),
    )
}

fn pick(app: &mut App, pick: Pick) {
    app.world_mut().write_message(MakePick {
        pick,
        by: Mover::Human,
    });
    for _ in 0..3 {
        app.update();
    }
}

fn at(text: &str) -> Pos {
    parse_moves(text, 15).unwrap()[0]
}

#[test]
fn the_player_opens_and_the_computer_picks_its_colour() {
    let mut app = started(swap2_setup(Mode::HumanVsComputer {
        human: Stone::Black,
    }));
    assert_eq!(phase(&app), Phase::OpenerPlaces);
    assert_notice(&app, "black plays first");
    // The opener places all three stones: black, white, black.
    for (i, point) in ["h8", "j10", "i8"].into_iter().enumerate() {
        assert_eq!(turn(&app), Some(Turn::Human), "stone {i} is the player's");
        click(&mut app, at(point));
    }
    // (The computer may have answered within the click's frames.)
    assert!(board(&app).stone_count() >= 3);
    assert_eq!(board(&app).get(at("j10")), Some(Stone::White));
    // The computer, second, judges the three stones and takes black or plays white's 4th.
    assert!(run_until(&mut app, |app| phase(app) != Phase::SecondChooses));
    let Phase::Settled { opener } = phase(&app) else {
        panic!(
            "the computer must settle the colours, not {:?}",
            phase(&app)
        );
    };
    assert!(run_until(&mut app, |app| turn(app) == Some(Turn::Human)));
    assert_eq!(human_colour(&app), Some(opener));
    match opener {
        // It took black: no stone, and the player (white now) plays the 4th stone.
        Stone::White => {
            assert_eq!(board(&app).stone_count(), 3);
            assert_notice(&app, "The computer takes black");
        }
        // It stayed white and played the 4th stone: black (the player) is to move.
        Stone::Black => {
            assert_eq!(board(&app).stone_count(), 4);
            assert_eq!(board(&app).to_move(), Stone::Black);
        }
    }
}

#[test]
fn the_computer_opens_and_the_player_places_two_more_then_it_picks() {
    let mut app = started(swap2_setup(Mode::HumanVsComputer {
        human: Stone::White,
    }));
    // A balanced three-stone opening from the engine, one stone a turn.
    assert!(run_until(&mut app, |app| board(app).stone_count() == 3
        && turn(app) == Some(Turn::Human)));
    assert_eq!(phase(&app), Phase::SecondChooses);
    // A stone here would pick white; the player places two more instead.
    pick(&mut app, Pick::PlaceTwo);
    assert_eq!(phase(&app), Phase::SecondPlacesTwo);
    assert_notice(&app, "You place two more stones");
    // Two free points in the top corner, far from the opening.
    let free: Vec<Pos> = board(&app).board().empty_points().take(2).collect();
    for pos in free {
        assert_eq!(turn(&app), Some(Turn::Human));
        click(&mut app, pos);
    }
    // The opener (the computer) picks after five (it may already have).
    assert!(run_until(&mut app, |app| matches!(
        phase(app),
        Phase::Settled { .. }
    ) && turn(app)
        == Some(Turn::Human)));
    let human = human_colour(&app).unwrap();
    let stones = board(&app).stone_count();
    match human {
        // It took black: the player is white and plays the 6th stone.
        Stone::White => assert_eq!(stones, 5),
        // It took white and played the 6th stone: the player is black.
        Stone::Black => assert_eq!(stones, 6),
    }
    assert_eq!(board(&app).to_move(), human);
}

#[test]
fn the_player_takes_black_and_undo_asks_the_choice_again() {
    let mut app = started(swap2_setup(Mode::HumanVsComputer {
        human: Stone::White,
    }));
    assert!(run_until(&mut app, |app| phase(app)
        == Phase::SecondChooses
        && turn(app) == Some(Turn::Human)));
    // The opening's stones are not a choice the player can make yet.
    app.world_mut().write_message(MakePick {
        pick: Pick::Black,
        by: Mover::Computer,
    });
    app.update();
    assert_notice(&app, "That choice is not open now");
    pick(&mut app, Pick::Black);
    assert_eq!(human_colour(&app), Some(Stone::Black));
    // The computer, white now, plays the 4th stone.
    assert!(run_until(&mut app, |app| board(app).stone_count() == 4
        && turn(app) == Some(Turn::Human)));
    assert_eq!(board(&app).to_move(), Stone::Black);
    // Undo takes back the computer's stone and the pick: the choice is open again.
    command(&mut app, GameCommand::Undo);
    assert_eq!(board(&app).stone_count(), 3);
    assert_eq!(phase(&app), Phase::SecondChooses);
    assert_eq!(turn(&app), Some(Turn::Human));
    // Redo brings both back, up to the player's turn.
    command(&mut app, GameCommand::Redo);
    assert_eq!(board(&app).stone_count(), 4);
    assert_eq!(human_colour(&app), Some(Stone::Black));
    assert_eq!(turn(&app), Some(Turn::Human));
}

#[test]
fn two_people_swap_and_the_record_replays_the_same_game() {
    let mut app = started(swap2_setup(Mode::HumanVsHuman));
    for point in ["h8", "h9", "i9"] {
        click(&mut app, at(point));
    }
    let said = |app: &App| {
        let lang = app
            .world()
            .resource::<gomoku::game::play::setup::Preferences>()
            .lang;
        gomoku::game::ui::status::status_line(
            app.world().resource(),
            app.world().resource(),
            Openings {
                swap: swap(app),
                rule: app.world().resource(),
            },
            turn(app).as_ref(),
        )
        .text(lang)
    };
    assert!(said(&app).contains("second player"), "{}", said(&app));
    // A stone where the pick is due stays white: the 4th stone is white's.
    click(&mut app, at("g7"));
    assert_eq!(board(&app).get(at("g7")), Some(Stone::White));
    assert_eq!(
        phase(&app),
        Phase::Settled {
            opener: Stone::Black
        }
    );
    click(&mut app, at("j10"));
    // The move string replays to the same position and colours.
    let moves = moves_to_text(board(&app).moves(), 15);
    let before = board(&app).board().clone();
    command(&mut app, GameCommand::NewGame);
    command(&mut app, GameCommand::LoadRecord(moves));
    assert_eq!(board(&app).board(), &before);
    assert!(matches!(phase(&app), Phase::Settled { .. }));
    assert_eq!(board(&app).to_move(), Stone::White);
}

#[test]
fn swap2_is_not_played_under_renju() {
    let app = started(MatchSetup {
        rule: Rule::Renju,
        ..swap2_setup(Mode::HumanVsHuman)
    });
    assert!(!swap(&app).is_active());
    assert_eq!(
        phase(&app),
        Phase::Settled {
            opener: Stone::Black
        }
    );
}

#[test]
fn the_clock_runs_for_the_side_to_move_adds_increments_and_undo_gives_time_back() {
    let control = TimeControl {
        main: Duration::from_secs(10),
        increment: Duration::from_secs(2),
    };
    let mut app = clocked(control);
    frames(&mut app, 10);
    let black_before = left(&app, Stone::Black);
    assert!(black_before < control.main, "black's clock runs");
    assert_eq!(left(&app, Stone::White), control.main, "white's does not");
    click(&mut app, Pos::new(7, 7));
    // Black's move earned the increment; now white's clock runs.
    let black_after = left(&app, Stone::Black);
    assert!(
        black_after > black_before,
        "{black_after:?} vs {black_before:?}"
    );
    frames(&mut app, 5);
    assert_eq!(left(&app, Stone::Black), black_after);
    assert!(left(&app, Stone::White) < control.main);
    click(&mut app, Pos::new(8, 8));
    let white_after = left(&app, Stone::White);
    // The menu stops both clocks (from the frame it opens).
    command(&mut app, GameCommand::OpenMenu);
    let paused = left(&app, Stone::Black);
    frames(&mut app, 20);
    assert_eq!(left(&app, Stone::Black), paused);
    let setup = *app.world().resource::<MatchSetup>();
    command(&mut app, GameCommand::Resume(setup));
    frames(&mut app, 10);
    // Undo of white's move gives both sides their times after black's move.
    command(&mut app, GameCommand::Undo);
    assert_eq!(board(&app).stone_count(), 1);
    assert_eq!(left(&app, Stone::Black), black_after);
    // White's is back to its full time, less the frames it has run since (white to move).
    let white = left(&app, Stone::White);
    assert!(white <= control.main && white >= control.main - Duration::from_millis(300));
    assert!(
        white_after > control.main,
        "white's move earned its increment"
    );
}

#[test]
fn a_flag_falls_and_the_side_loses_on_time() {
    let control = TimeControl {
        main: Duration::from_secs(1),
        increment: Duration::ZERO,
    };
    let mut app = clocked(control);
    click(&mut app, Pos::new(7, 7));
    assert!(run_until(&mut app, |app| state(app) == AppState::GameOver));
    assert_eq!(
        board(&app).outcome(),
        Some(&Outcome::OutOfTime {
            loser: Stone::White
        })
    );
    assert_notice(&app, "White loses on time");
    assert_eq!(left(&app, Stone::White), Duration::ZERO);
    // A click now is refused; undo takes back the loss and black's move with its time.
    click(&mut app, Pos::new(3, 3));
    assert_eq!(board(&app).stone_count(), 1);
    command(&mut app, GameCommand::Undo);
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).stone_count(), 0);
    assert_eq!(left(&app, Stone::White), control.main);
}

#[test]
fn the_computer_thinks_on_its_own_clock() {
    let control = TimeControl {
        main: Duration::from_secs(60),
        increment: Duration::ZERO,
    };
    let mut app = timed(
        MatchSetup {
            clock: Some(control),
            level: Level::Medium,
            ..pvc(Stone::Black)
        },
        Duration::from_millis(50),
    );
    click(&mut app, Pos::new(7, 7));
    assert_eq!(turn(&app), Some(Turn::Computer));
    assert!(run_until(&mut app, |app| board(app).stone_count() == 2));
    assert!(left(&app, Stone::White) < control.main, "its clock ran");
    assert_eq!(state(&app), AppState::Playing);
}

#[test]
fn resigning_ends_the_game_for_the_player_and_undo_takes_it_back() {
    // Against the computer the person resigns, even on the computer's turn.
    let mut app = started(pvc(Stone::White));
    assert!(run_until(&mut app, |app| board(app).stone_count() == 1));
    command(&mut app, GameCommand::Resign);
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!(
        board(&app).outcome(),
        Some(&Outcome::Resigned {
            loser: Stone::White
        })
    );
    assert_notice(&app, "You resigned");
    command(&mut app, GameCommand::Resign);
    assert_notice(&app, "There is no game to resign");
    // Between two people the side to move resigns.
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    command(&mut app, GameCommand::Resign);
    assert_notice(&app, "White resigned: black wins");
    command(&mut app, GameCommand::Undo);
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).stone_count(), 0);
    // A demo has nobody to resign (a long think keeps its moves from hiding the notice).
    let mut app = headless_app();
    app.insert_resource(ThinkLimits(Some(Limits::time(Duration::from_secs(30)))));
    let demo = MatchSetup {
        mode: Mode::Demo,
        level: Level::Master,
        ..pvp()
    };
    command(&mut app, GameCommand::Start(demo));
    // (The first stones come from the opening book at once; the first long think, past
    // the book, is the quiet time.)
    assert!(run_until(&mut app, |app| {
        app.world()
            .get_resource::<Thinking>()
            .is_some_and(|thinking| thinking.elapsed() > Duration::from_millis(300))
    }));
    command(&mut app, GameCommand::Resign);
    assert_notice(&app, "There is no game to resign");
    assert!(!board(&app).is_over());
}

#[test]
fn a_link_sets_up_its_game_and_a_bad_one_changes_nothing() {
    let moves = parse_moves("j10k11j12", 20).unwrap();
    let link = format!(
        "https://example.org/gomoku/#{}",
        link_fragment(20, Rule::Standard, &moves)
    );
    let mut app = started(pvp());
    command(&mut app, GameCommand::OpenMenu);
    // Opened from the menu (the web page's address): the game is set up and played.
    command(&mut app, GameCommand::OpenLink(link));
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).size(), 20);
    assert_eq!(board(&app).rule(), Rule::Standard);
    assert_eq!(board(&app).moves(), &moves[..]);
    assert_eq!(app.world().resource::<MatchSetup>().size, 20);
    // Pasted into the record box, a fragment alone loads too.
    command(&mut app, GameCommand::LoadRecord("#h8i9".into()));
    assert_eq!(board(&app).size(), 15);
    assert_eq!(board(&app).stone_count(), 2);
    command(
        &mut app,
        GameCommand::LoadRecord("#size=99&moves=h8".into()),
    );
    assert_notice(&app, "board size '99'");
    assert_eq!(board(&app).stone_count(), 2);
}

#[test]
fn a_20x20_game_against_master() {
    let mut app = started(MatchSetup {
        size: 20,
        level: Level::Master,
        ..pvc(Stone::Black)
    });
    for (x, y) in [(9, 9), (10, 12), (3, 17)] {
        let before = board(&app).stone_count();
        let pos = Pos::new(x, y);
        if board(&app).get(pos).is_some() {
            continue;
        }
        click(&mut app, pos);
        assert!(run_until(&mut app, |app| board(app).stone_count()
            == before + 2
            || board(app).is_over()));
    }
    assert!(board(&app).stone_count() >= 4);
    assert!(
        board(&app)
            .moves()
            .iter()
            .all(|p| (p.x as usize) < 20 && (p.y as usize) < 20)
    );
}

#[test]
fn a_record_keeps_the_resignation() {
    let mut app = started(pvp());
    click(&mut app, Pos::new(7, 7));
    command(&mut app, GameCommand::Resign);
    let text = gomoku::notation::to_psq(15, board(&app).moves(), board(&app).outcome());
    assert!(text.contains("Result: white resigned"), "{text}");
    command(&mut app, GameCommand::NewGame);
    command(&mut app, GameCommand::LoadRecord(text));
    assert_eq!(state(&app), AppState::GameOver);
    assert_eq!(
        board(&app).outcome(),
        Some(&Outcome::Resigned {
            loser: Stone::White
        })
    );
}

#[test]
fn the_clock_keeps_wall_time_when_frames_are_slow() {
    // One-second frames, as on a page drawn in software: the game's own time would count
    // a quarter second for each.
    let control = TimeControl::minutes_plus(1, 0);
    let mut app = timed(
        MatchSetup {
            clock: Some(control),
            ..pvp()
        },
        Duration::from_secs(1),
    );
    let before = left(&app, Stone::Black);
    frames(&mut app, 5);
    assert_eq!(before - left(&app, Stone::Black), Duration::from_secs(5));
}
