//! The puzzle mode in the game: a collection opened from home, the player's moves answered
//! by the defence, a wrong move explained and tried again, hints, the record kept, the game
//! underneath untouched; and the puzzle files as the game reads and keeps them.

use crate::common::*;
use bevy::prelude::*;
use gomoku::coach::puzzles::{Band, STARTER, Status, parse_puzzles};
use gomoku::engine::{Threats, shortest_threat_win};
use gomoku::game::messages::{GameCommand, PuzzleCommand};
use gomoku::game::play::puzzle_progress::PuzzleProgress;
use gomoku::game::play::settings;
use gomoku::game::play::setup::Preferences;
use gomoku::game::play::state::AppState;
use gomoku::game::puzzle::collection::Collection;
use gomoku::game::puzzle::library::PuzzleLibrary;
use gomoku::game::puzzle::session::{Feedback, PuzzleSession};
use gomoku::i18n::{Lang, Msg};
use gomoku::notation::parse_pos;
use gomoku::rules::{Pos, Rule};

const SHORT_FREESTYLE: Collection = Collection::Starter {
    rule: Rule::Freestyle,
    band: Band::Three,
};

fn at(text: &str) -> Pos {
    parse_pos(text, 15).unwrap()
}

fn session(app: &App) -> &PuzzleSession {
    app.world().resource::<PuzzleSession>()
}

fn progress(app: &App) -> &PuzzleProgress {
    app.world().resource::<PuzzleProgress>()
}

fn puzzle(app: &mut App, command: PuzzleCommand) {
    app.world_mut().write_message(command);
    for _ in 0..3 {
        app.update();
    }
}

/// Waits for the defence (or the hint) to be worked out.
fn answered(app: &mut App) {
    assert!(
        run_until(app, |app| session(app).feedback != Feedback::Thinking),
        "the defence never answered"
    );
}

fn play(app: &mut App, pos: Pos) {
    click(app, pos);
    answered(app);
}

/// A game in progress with one stone, then the short freestyle puzzles opened from home.
fn puzzles_over_a_game() -> App {
    let mut app = started(pvp());
    click(&mut app, at("a1"));
    command(&mut app, GameCommand::OpenMenu);
    command(&mut app, GameCommand::OpenPuzzles(SHORT_FREESTYLE));
    assert_eq!(state(&app), AppState::Puzzle);
    app
}

/// The next move of a shortest win, found by the solver itself rather than the run.
fn winning_move(app: &App) -> Pos {
    let run = session(app).run.as_ref().expect("a puzzle");
    let (board, rule) = (run.board(), run.puzzle().rule);
    let win = shortest_threat_win(board, rule, Threats::Fours, None, 30, 2_000_000)
        .win()
        .expect("the attacker still wins by fours");
    win.line[0]
}

#[test]
fn a_puzzle_solved_move_by_move_counts_and_the_next_one_follows() {
    let mut app = puzzles_over_a_game();
    let first = session(&app).run.clone().expect("the first puzzle");
    assert_eq!(session(&app).index, 0);
    assert_eq!(session(&app).feedback, Feedback::Goal);
    // The first short freestyle puzzle of the starter set, on the board.
    let starter = parse_puzzles(STARTER).unwrap();
    let expected = starter.iter().find(|p| SHORT_FREESTYLE.holds(p, false));
    assert_eq!(Some(first.puzzle()), expected);
    for _ in 0..first.puzzle().win_in {
        if session(&app).feedback == Feedback::Solved {
            break;
        }
        let pos = winning_move(&app);
        play(&mut app, pos);
        let run = session(&app).run.as_ref().unwrap();
        assert!(
            matches!(
                session(&app).feedback,
                Feedback::Right { .. } | Feedback::Solved
            ),
            "{pos:?} wins, yet: {:?}",
            session(&app).feedback
        );
        // The defence answered on the board: the side to move is the attacker again.
        if *run.status() == Status::Playing {
            assert_eq!(run.board().to_move(), first.puzzle().attacker());
        }
    }
    assert_eq!(session(&app).feedback, Feedback::Solved);
    assert_eq!(progress(&app).solved, 1);
    assert_eq!(progress(&app).streak, 1, "solved at the first try, no hint");
    assert_eq!(progress(&app).places.get("freestyle-3"), Some(&1));
    // The game underneath never saw these moves.
    assert_eq!(board(&app).moves(), &[at("a1")]);
    puzzle(&mut app, PuzzleCommand::Next);
    assert_eq!(session(&app).index, 1);
    assert_ne!(session(&app).run.as_ref().unwrap().puzzle(), first.puzzle());
}

#[test]
fn a_wrong_move_is_explained_and_trying_again_starts_over() {
    let mut app = puzzles_over_a_game();
    progress_streak(&mut app, 4);
    let empty_corner = [at("a15"), at("o1"), at("o15"), at("a1")]
        .into_iter()
        .find(|&p| {
            session(&app)
                .run
                .as_ref()
                .unwrap()
                .board()
                .is_empty_point(p)
        })
        .unwrap();
    play(&mut app, empty_corner);
    let Feedback::Wrong(fact) = session(&app).feedback.clone() else {
        panic!("a corner move wins nothing: {:?}", session(&app).feedback);
    };
    let said = Msg::Explain { fact, size: 15 }.text(Lang::En);
    let corner = gomoku::notation::pos_to_text(empty_corner, 15);
    assert!(said.contains(&corner), "the reason names the move: {said}");
    assert_eq!(progress(&app).streak, 0, "a wrong move ends the streak");
    assert_eq!(progress(&app).best_streak, 4);
    // The run is over until tried again: a click is refused.
    let moves = session(&app).run.as_ref().unwrap().moves().len();
    let first = winning_move_of_start(&app);
    click(&mut app, first);
    assert_eq!(session(&app).run.as_ref().unwrap().moves().len(), moves);
    puzzle(&mut app, PuzzleCommand::Retry);
    assert!(session(&app).run.as_ref().unwrap().moves().is_empty());
    assert_eq!(session(&app).feedback, Feedback::Goal);
}

fn progress_streak(app: &mut App, streak: u32) {
    let mut progress = app.world_mut().resource_mut::<PuzzleProgress>();
    progress.streak = streak;
    progress.best_streak = streak;
}

fn winning_move_of_start(app: &App) -> Pos {
    session(app).run.as_ref().unwrap().puzzle().first[0]
}

#[test]
fn a_hint_rings_a_winning_move_and_costs_the_streak() {
    let mut app = puzzles_over_a_game();
    progress_streak(&mut app, 2);
    puzzle(&mut app, PuzzleCommand::Hint);
    answered(&mut app);
    let feedback = &session(&app).feedback;
    let hint = session(&app)
        .hint()
        .unwrap_or_else(|| panic!("a hint: {feedback:?}"));
    assert!(
        session(&app)
            .run
            .as_ref()
            .unwrap()
            .puzzle()
            .first
            .contains(&hint),
        "the hint is one of the puzzle's answers"
    );
    assert_eq!(progress(&app).streak, 0);
    play(&mut app, hint);
    assert!(matches!(
        session(&app).feedback,
        Feedback::Right { .. } | Feedback::Solved
    ));
}

#[test]
fn a_click_on_a_stone_is_refused_and_changes_nothing() {
    let mut app = puzzles_over_a_game();
    let run = session(&app).run.clone().unwrap();
    let stone = run.puzzle().position[0];
    click(&mut app, stone);
    assert_notice(&app, "Cannot play");
    assert_eq!(
        session(&app).run.as_ref().unwrap().game().moves(),
        run.game().moves()
    );
    assert_eq!(session(&app).feedback, Feedback::Goal);
}

#[test]
fn leaving_goes_home_with_the_game_underneath_as_it_was() {
    let mut app = puzzles_over_a_game();
    let first = winning_move_of_start(&app);
    click(&mut app, first);
    answered(&mut app);
    puzzle(&mut app, PuzzleCommand::Leave);
    assert_eq!(state(&app), AppState::Menu);
    assert_eq!(board(&app).moves(), &[at("a1")]);
    command(&mut app, GameCommand::Resume(pvp()));
    assert_eq!(state(&app), AppState::Playing);
    assert_eq!(board(&app).moves(), &[at("a1")]);
}

#[test]
fn the_players_place_and_record_are_kept_with_the_settings() {
    let mut progress = PuzzleProgress::default();
    progress.record_solved(true);
    progress.record_solved(true);
    progress.record_solved(false);
    progress.places.insert("renju-5".into(), 7);
    assert_eq!(
        (progress.solved, progress.streak, progress.best_streak),
        (3, 0, 2)
    );
    let text = settings::format(&pvp(), &Preferences::default()) + &progress.lines();
    let read = settings::parse(&text);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.puzzles, progress);
    let broken = settings::parse("puzzles_solved = many\npuzzle_streak = 2\n");
    assert_eq!(broken.problems.len(), 1, "{:?}", broken.problems);
    assert_eq!(broken.puzzles.solved, 0);
    assert_eq!(broken.puzzles.streak, 2);
}

#[test]
fn a_broken_puzzle_file_is_reported_and_loses_nothing() {
    // Not a puzzle file at all: reported, no puzzles, the text kept as comments.
    let (library, problems) = PuzzleLibrary::read(STARTER, Some("my notes\nh8 h9"));
    assert!(matches!(problems.as_slice(), [Msg::PuzzlesNotLoaded(_)]));
    assert_eq!(library.count(Collection::Mine), 0);
    assert!(
        library.count(SHORT_FREESTYLE) > 0,
        "the starter set is there"
    );
    assert!(library.mine_text().contains("# unread: my notes"));
    // One bad line among good ones: that line is skipped and reported, the others load.
    let starter = parse_puzzles(STARTER).unwrap();
    let mut good = gomoku::coach::puzzles::puzzles_to_text(&starter[..2]);
    good.push_str("freestyle 15 vcf 3 zz99 first=h8 from=game\n");
    let (library, problems) = PuzzleLibrary::read(STARTER, Some(&good));
    assert!(matches!(problems.as_slice(), [Msg::PuzzleSkipped(_)]));
    assert_eq!(library.count(Collection::Mine), 2);
    assert!(
        library
            .mine_text()
            .contains("# unread: freestyle 15 vcf 3 zz99")
    );
    // A broken starter set: reported, the game goes on without it.
    let (library, problems) = PuzzleLibrary::read("gomoku-puzzles 9\n", None);
    assert!(matches!(problems.as_slice(), [Msg::PuzzlesNotLoaded(_)]));
    assert_eq!(library.starter_count(), 0);
}

#[test]
fn the_players_own_puzzles_are_added_once() {
    let (mut library, _) = PuzzleLibrary::read(STARTER, None);
    let starter = parse_puzzles(STARTER).unwrap();
    assert_eq!(library.add_mine(starter[..3].to_vec()), 3);
    assert_eq!(library.add_mine(starter[1..4].to_vec()), 1);
    assert_eq!(library.count(Collection::Mine), 4);
    let (read, problems) = PuzzleLibrary::read(STARTER, Some(&library.mine_text()));
    assert!(problems.is_empty());
    assert_eq!(read.count(Collection::Mine), 4);
}
