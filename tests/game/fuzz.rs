//! Robustness: thousands of random clicks, taps on nothing, menu actions, undos, records and
//! window resizes over many games. Nothing may panic, after every frame the stone entities
//! must agree with the CurrentGame resource, and no frame may show a turn the board does not fit.

use std::collections::BTreeSet;

use crate::common::*;
use bevy::prelude::*;
use gomoku::engine::{Level, Limits};
use gomoku::game::computer::ai::ThinkLimits;
use gomoku::game::messages::{GameCommand, MakePick, Mover, Pick, ReviewStep};
use gomoku::game::play::current_game::CurrentGame;
use gomoku::game::play::setup::{MatchSetup, Mode, Opening, TimeControl};
use gomoku::game::play::state::{AppState, Turn};
use gomoku::game::play::swap2::{self, Phase, Swap2};
use gomoku::game::sets::GameSet;
use gomoku::game::view::layout::Layout;
use gomoku::game::view::stones::StoneView;
use gomoku::rules::{Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const ACTIONS: usize = 3_000;

fn random_setup(rng: &mut Xoshiro256PlusPlus) -> MatchSetup {
    let mode = match rng.random_range(0..4) {
        0 => Mode::HumanVsHuman,
        1 => Mode::HumanVsComputer {
            human: Stone::Black,
        },
        2 => Mode::HumanVsComputer {
            human: Stone::White,
        },
        _ => Mode::Demo,
    };
    MatchSetup {
        mode,
        size: [15, 19, 20][rng.random_range(0..3)],
        rule: Rule::ALL[rng.random_range(0..3)],
        level: Level::ALL[rng.random_range(0..5)],
        opening: Opening::ALL[rng.random_range(0..2)],
        // Short clocks, so some flags fall during the run.
        clock: [
            None,
            Some(TimeControl {
                main: std::time::Duration::from_millis(400),
                increment: std::time::Duration::from_millis(50),
            }),
        ][rng.random_range(0..2)],
    }
}

fn random_record(rng: &mut Xoshiro256PlusPlus) -> String {
    match rng.random_range(0..4) {
        0 => "h8i9j10k11".to_string(),
        1 => "Piskvork 15x15, 0:0, 0\n8,8,0\n9,9,0\n-1\n".to_string(),
        2 if rng.random_range(0..2) == 0 => {
            "https://example.org/gomoku/#size=20&rule=standard&moves=j10k11j12".to_string()
        }
        2 => (0..rng.random_range(0..20))
            .map(|_| rng.random_range(32u8..127) as char)
            .collect(),
        _ => format!(
            "{}{}",
            (b'a' + rng.random_range(0..26)) as char,
            rng.random_range(0..40)
        ),
    }
}

fn drawn_stones(app: &mut App) -> BTreeSet<(Pos, bool)> {
    app.world_mut()
        .query::<&StoneView>()
        .iter(app.world())
        .map(|v| (v.pos, v.stone == Stone::Black))
        .collect()
}

fn board_stones(app: &App) -> BTreeSet<(Pos, bool)> {
    let b = board(app);
    b.moves()
        .iter()
        .map(|&p| (p, b.get(p) == Some(Stone::Black)))
        .collect()
}

/// At the start of every frame's game systems the state must fit the board: a person's
/// turn only when a person has the side to move, the computer's only when it has, game
/// over only on a finished board (`Judging` and the menu fit anything); and a swap2
/// opening's phase must fit the stones (a choice is due only at three or five stones, and
/// colours are settled only once the first choice was made at three).
fn the_turn_fits_the_board(
    board: Res<CurrentGame>,
    setup: Res<MatchSetup>,
    swap: Res<Swap2>,
    state: Res<State<AppState>>,
    turn: Option<Res<State<Turn>>>,
) {
    let computer = swap2::computer_acts(&setup, &swap, &board);
    let turn = turn.map(|t| *t.get());
    let fits = match (*state.get(), turn) {
        (AppState::Playing, Some(Turn::Human)) => !board.is_over() && !computer,
        (AppState::Playing, Some(Turn::Computer)) => !board.is_over() && computer,
        (AppState::GameOver, _) => board.is_over(),
        _ => true,
    };
    let stones = board.stone_count();
    let phase = swap.phase(stones);
    let phase_fits = !swap.is_active()
        || match phase {
            Phase::OpenerPlaces => stones < 3,
            Phase::SecondChooses => stones == 3,
            Phase::SecondPlacesTwo => (3..5).contains(&stones),
            Phase::OpenerChooses => stones == 5,
            Phase::Settled { .. } => stones >= 3,
        };
    assert!(
        phase_fits,
        "swap2 phase {phase:?} with {stones} stones on the board"
    );
    assert!(
        fits,
        "stale state {:?}/{:?} for a board with {} stones, over: {}, computer to move: {computer}",
        state.get(),
        turn,
        board.stone_count(),
        board.is_over()
    );
}

#[test]
fn random_play_never_panics_and_the_view_matches_the_board() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let mut app = headless_app();
    app.insert_resource(ThinkLimits(Some(Limits::nodes(1_500))))
        .add_systems(Update, the_turn_fits_the_board.before(GameSet::Input));
    command(&mut app, GameCommand::Start(random_setup(&mut rng)));
    let mut games_with_moves = 0;
    for step in 0..ACTIONS {
        match rng.random_range(0..100) {
            0..=49 => {
                let layout = *app.world().resource::<Layout>();
                let n = layout.size as u8;
                click(
                    &mut app,
                    Pos::new(rng.random_range(0..n), rng.random_range(0..n)),
                );
            }
            50..=64 => {
                let window = app.world().resource::<Layout>().window;
                let at = Vec2::new(
                    rng.random_range(-50.0..window.x + 50.0),
                    rng.random_range(-50.0..window.y + 50.0),
                );
                click_screen(&mut app, at);
            }
            65..=69 => command(&mut app, GameCommand::Undo),
            70..=72 => command(&mut app, GameCommand::Redo),
            73..=74 => command(&mut app, GameCommand::Hint),
            75..=77 => {
                if board(&app).stone_count() > 0 {
                    games_with_moves += 1;
                }
                command(&mut app, GameCommand::NewGame);
            }
            78..=80 => command(&mut app, GameCommand::OpenMenu),
            81..=84 => {
                let setup = random_setup(&mut rng);
                command(&mut app, GameCommand::Resume(setup));
            }
            85..=86 => {
                let setup = random_setup(&mut rng);
                command(&mut app, GameCommand::Start(setup));
            }
            87..=88 => {
                let record = random_record(&mut rng);
                command(&mut app, GameCommand::LoadRecord(record));
            }
            89 => {
                let pick = [Pick::Black, Pick::White, Pick::PlaceTwo][rng.random_range(0..3)];
                let by = [Mover::Human, Mover::Computer][rng.random_range(0..2)];
                app.world_mut().write_message(MakePick { pick, by });
                app.update();
                app.update();
            }
            95 if rng.random_range(0..3) == 0 => command(&mut app, GameCommand::Resign),
            96 => {
                let step = [
                    ReviewStep::First,
                    ReviewStep::Back,
                    ReviewStep::Forward,
                    ReviewStep::Last,
                    ReviewStep::To(rng.random_range(0..30)),
                ][rng.random_range(0..5)];
                command(&mut app, GameCommand::Step(step));
            }
            97 => command(&mut app, GameCommand::PlayFromHere),
            90..=94 => {
                let (w, h) = match rng.random_range(0..4) {
                    0 => (1.0, 1.0),
                    1 => (
                        rng.random_range(200.0..500.0),
                        rng.random_range(500.0..1000.0),
                    ),
                    _ => (rng.random_range(1.0..3000.0), rng.random_range(1.0..2000.0)),
                };
                resize(&mut app, w, h);
            }
            _ => {
                for _ in 0..rng.random_range(1..10) {
                    app.update();
                }
            }
        }
        assert_eq!(
            drawn_stones(&mut app),
            board_stones(&app),
            "view and board disagree after action {step}"
        );
    }
    assert!(
        games_with_moves >= 20,
        "the fuzz must actually play games (played {games_with_moves})"
    );
}
