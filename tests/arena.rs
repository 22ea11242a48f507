//! The arena: faults lose, colours alternate, matches finish, external engines play.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;
use std::time::Duration;

use gomoku::arena::{
    ExternalPlayer, Fault, GameClock, GameSettings, LevelPlayer, MatchSummary, Openings, Player,
    Players, Settings, Side, book, play_game, run_match, run_match_in_jobs,
};
use gomoku::engine::{Level, Limits};
use gomoku::rules::{Board, Pos, Rule, Stone};

/// The reference Python player: `GOMOKU_BASELINE` if set, else
/// `shared/baseline/classic_ai.py` beside the checkout (`../shared`), or beside a folder
/// the checkout sits in (a clone made one level deeper finds the same file).
fn baseline() -> PathBuf {
    if let Some(path) = std::env::var_os("GOMOKU_BASELINE") {
        return PathBuf::from(path);
    }
    let beside = |dir: &Path| dir.join("shared/baseline/classic_ai.py");
    let checkout = Path::new(env!("CARGO_MANIFEST_DIR"));
    checkout
        .ancestors()
        .skip(1)
        .take(3)
        .map(beside)
        .find(|path| path.is_file())
        .unwrap_or_else(|| beside(checkout.parent().unwrap_or(checkout)))
}

fn settings(move_time_ms: u64) -> Settings {
    Settings {
        games: 2,
        seed: 5,
        move_time: Duration::from_millis(move_time_ms),
        size: 15,
        rule: Rule::Freestyle,
        openings: Openings::Random,
        clock: None,
    }
}

/// Quick, repeatable in-process players for the debug build.
fn level(level: Level) -> LevelPlayer {
    LevelPlayer::new(level).with_limits(Limits {
        time: Some(Duration::from_millis(30)),
        nodes: Some(1_500),
        depth: Some(3),
    })
}

/// Plays the first empty point of a fixed list, or one fixed (possibly bad) move.
struct Scripted {
    moves: Vec<Pos>,
    delay: Duration,
}

impl Player for Scripted {
    fn name(&self) -> String {
        "scripted".into()
    }

    fn new_game(&mut self, _settings: &GameSettings) -> Result<(), Fault> {
        Ok(())
    }

    fn think(&mut self, board: &Board, _wait: Duration) -> Result<Pos, Fault> {
        thread::sleep(self.delay);
        let pos = self
            .moves
            .iter()
            .copied()
            .find(|&p| board.is_empty_point(p))
            .unwrap_or(self.moves[0]);
        Ok(pos)
    }
}

fn scripted(moves: &[(u8, u8)]) -> Scripted {
    Scripted {
        moves: moves.iter().map(|&(x, y)| Pos::new(x, y)).collect(),
        delay: Duration::ZERO,
    }
}

fn opening() -> Vec<Pos> {
    vec![Pos::new(7, 7), Pos::new(8, 8)]
}

#[test]
fn an_occupied_point_loses() {
    let mut a = scripted(&[(7, 7)]);
    let mut b = level(Level::Classic);
    let record = play_game(
        [&mut a, &mut b],
        Stone::Black,
        &opening(),
        &settings(100),
        1,
    );
    assert_eq!(record.winner, Some(Side::B), "{}", record.reason);
    assert!(
        record.reason.contains("illegal move 7,7"),
        "{}",
        record.reason
    );
    assert!(record.moves.is_empty());
}

#[test]
fn an_off_board_point_loses_for_either_colour() {
    let mut a = level(Level::Classic);
    let mut b = scripted(&[(20, 3)]);
    let record = play_game(
        [&mut a, &mut b],
        Stone::Black,
        &opening(),
        &settings(100),
        1,
    );
    assert_eq!(record.winner, Some(Side::A), "{}", record.reason);
    assert!(
        record.reason.starts_with("B loses: illegal move 20,3"),
        "{}",
        record.reason
    );
    assert_eq!(
        record.moves.len(),
        1,
        "A moved once, then B's move was refused"
    );
}

#[test]
fn a_late_move_loses() {
    let s = settings(20);
    let mut slow = scripted(&[(0, 0), (0, 1), (0, 2)]);
    slow.delay = s.late_after() + Duration::from_millis(40);
    let mut b = level(Level::Classic);
    let record = play_game([&mut b, &mut slow], Stone::White, &opening(), &s, 1);
    assert_eq!(record.winner, Some(Side::A), "{}", record.reason);
    assert!(
        record.reason.starts_with("B loses: late move 0,0"),
        "{}",
        record.reason
    );
    assert!(record.longest[1] > s.late_after());
}

/// On a game clock the time is the game's, not the move's: moves of 60 ms fit a clock of
/// 100 ms while the increment of 50 ms a move keeps it topped up, then the same pace runs
/// out once the increment is gone. The first ran over nothing, the second over the clock.
#[test]
fn a_game_clock_loses_only_when_it_runs_out() {
    let clock = |increment: u64| Settings {
        clock: Some(GameClock {
            base: Duration::from_millis(100),
            increment: Duration::from_millis(increment),
        }),
        ..settings(20)
    };
    let steady = |ms: u64| {
        let mut player = scripted(&[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]);
        player.delay = Duration::from_millis(ms);
        player
    };
    let mut filler = scripted(&[(14, 14), (14, 13), (14, 12), (14, 11), (13, 14)]);
    // Five moves of 60 ms, each more than a fixed 20 ms a move would allow.
    let record = play_game(
        [&mut steady(60), &mut filler],
        Stone::Black,
        &opening(),
        &clock(50),
        1,
    );
    assert_eq!(record.winner, Some(Side::A), "{}", record.reason);
    assert!(
        record.reason.starts_with("five in a row"),
        "{}",
        record.reason
    );
    let record = play_game(
        [&mut steady(60), &mut filler],
        Stone::Black,
        &opening(),
        &clock(0),
        1,
    );
    assert_eq!(record.winner, Some(Side::B), "{}", record.reason);
    assert!(
        record.reason.starts_with("A loses: out of time"),
        "{}",
        record.reason
    );
    // 100 ms at 60 a move: A's clock is past its grace on its third move, not before
    // (two moves each were played).
    assert_eq!(record.moves.len(), 4, "{}", record.reason);
}

#[test]
fn a_move_within_the_grace_margin_counts() {
    let s = settings(20);
    let mut slowish = scripted(&[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]);
    slowish.delay = s.move_time + Duration::from_millis(5);
    let mut filler = scripted(&[(14, 14), (14, 13), (14, 12), (14, 11), (13, 14)]);
    // A (black, to move after the opening) makes five along the top row.
    let record = play_game([&mut slowish, &mut filler], Stone::Black, &opening(), &s, 1);
    assert_eq!(record.winner, Some(Side::A), "{}", record.reason);
    assert!(
        record.reason.starts_with("five in a row"),
        "{}",
        record.reason
    );
}

/// Four quick games of Classic against Easy from `openings`, with the match's report; each
/// pair shares its opening and the two pairs' openings differ.
fn two_pairs(openings: Openings) -> (MatchSummary, String) {
    let mut a = level(Level::Classic);
    let mut b = level(Level::Easy);
    let s = Settings {
        games: 4,
        openings,
        ..settings(100)
    };
    let mut report = Vec::new();
    let summary = run_match(&mut a, &mut b, &s, &mut report).unwrap();
    assert_eq!(summary.games[0].opening, summary.games[1].opening);
    assert_eq!(summary.games[2].opening, summary.games[3].opening);
    assert_ne!(summary.games[0].opening, summary.games[2].opening);
    (summary, String::from_utf8_lossy(&report).into_owned())
}

#[test]
fn colours_alternate_and_pairs_share_their_opening() {
    let (summary, _) = two_pairs(Openings::Random);
    let colours: Vec<Stone> = summary.games.iter().map(|g| g.a_colour).collect();
    assert_eq!(
        colours,
        [Stone::Black, Stone::White, Stone::Black, Stone::White]
    );
}

#[test]
fn a_short_match_between_levels_completes() {
    let mut a = level(Level::Medium);
    let mut b = level(Level::Classic);
    let mut report = Vec::new();
    let summary = run_match(&mut a, &mut b, &settings(100), &mut report).unwrap();
    assert_eq!(summary.wins + summary.draws + summary.losses, 2);
    for game in &summary.games {
        // In-process levels with legal engines never lose by a fault.
        assert!(!game.reason.contains("loses"), "{}", game.reason);
    }
    let text = String::from_utf8(report).unwrap();
    assert!(text.contains("score A: "), "{text}");
    assert!(text.contains("longest think: A "), "{text}");
    assert!(text.contains("game 2/2"), "{text}");
}

/// Jobs play the same games as one job: every game once, each pair from its own opening
/// with the colours swapped, whatever order they end in.
#[test]
fn a_match_in_jobs_plays_every_game_once() {
    let s = Settings {
        games: 6,
        ..settings(100)
    };
    let start = || -> Result<Players, String> {
        Ok((
            Box::new(level(Level::Classic)),
            Box::new(level(Level::Easy)),
        ))
    };
    let mut report = Vec::new();
    let summary = run_match_in_jobs(2, &start, &s, &mut report).unwrap();
    assert_eq!(summary.wins + summary.draws + summary.losses, 6);
    let text = String::from_utf8(report).unwrap();
    for number in 1..=6 {
        assert_eq!(
            text.matches(&format!("game {number}/6:")).count(),
            1,
            "{text}"
        );
    }
    for pair in 0..3 {
        let opening = arena_opening(&s, pair);
        let games: Vec<_> = summary
            .games
            .iter()
            .filter(|g| g.opening == opening)
            .collect();
        let colours: Vec<Stone> = games.iter().map(|g| g.a_colour).collect();
        assert!(
            colours.contains(&Stone::Black) && colours.contains(&Stone::White),
            "pair {pair}: {colours:?}"
        );
    }
    assert!(text.contains("2 games at a time"), "{text}");
}

fn arena_opening(s: &Settings, pair: usize) -> Vec<Pos> {
    gomoku::arena::opening(s.seed, pair, s.size, s.rule)
}

#[test]
fn a_balanced_match_plays_each_pair_from_the_book() {
    let (summary, report) = two_pairs(Openings::Balanced);
    for game in &summary.games {
        let opening = &game.opening;
        assert!(book::book(Rule::Freestyle).contains(opening), "{opening:?}");
    }
    assert!(report.contains("balanced openings"), "{report}");
}

#[test]
fn a_match_on_a_book_file_plays_its_openings_in_turn() {
    let openings = book::parse_book("h8 i9 j8 # one\n\ng7 h8 h9 g8\n", Rule::Freestyle).unwrap();
    let (summary, report) = two_pairs(Openings::Book(Vec::leak(openings.clone())));
    let played: Vec<&Vec<Pos>> = summary.games.iter().map(|game| &game.opening).collect();
    // Two pairs, one opening each, both games of a pair from the same one.
    assert_eq!(played[0], played[1]);
    assert_eq!(played[2], played[3]);
    assert_ne!(played[0], played[2]);
    assert!(
        played.iter().all(|opening| openings.contains(opening)),
        "{played:?}"
    );
    assert!(report.contains("2 openings from a book file"), "{report}");
}

#[test]
fn a_balanced_renju_match_plays_renju_s_book() {
    let mut a = level(Level::Classic);
    let mut b = level(Level::Easy);
    let s = Settings {
        games: 2,
        openings: Openings::Balanced,
        rule: Rule::Renju,
        ..settings(100)
    };
    let summary = run_match(&mut a, &mut b, &s, &mut Vec::new()).unwrap();
    let opening = &summary.games[0].opening;
    assert!(book::book(Rule::Renju).contains(opening), "{opening:?}");
    assert!(
        !book::book(Rule::Freestyle).contains(opening),
        "{opening:?}"
    );
}

#[test]
fn an_odd_number_of_games_is_rounded_up_to_pairs() {
    let s = Settings {
        games: 3,
        ..settings(100)
    };
    assert_eq!(s.pairs(), 2);
}

fn python3() -> bool {
    Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn plays_the_python_baseline() {
    assert!(
        python3(),
        "python3 is needed to play the reference baseline: install it, or run the other tests \
         with --skip plays_the_python_baseline"
    );
    let path = baseline();
    let path = path.canonicalize().unwrap_or_else(|why| {
        panic!(
            "the reference baseline {} is missing ({why}): it lives in the shared folder beside \
             the checkout, or set GOMOKU_BASELINE to its path",
            path.display()
        )
    });
    let command = format!("python3 {}", path.display());
    let mut ours = level(Level::Classic);
    let mut baseline = ExternalPlayer::spawn(&command).unwrap();
    assert_eq!(baseline.name(), format!("cmd:{command}"));
    let s = settings(1000);
    for a_colour in [Stone::Black, Stone::White] {
        let record = play_game([&mut ours, &mut baseline], a_colour, &opening(), &s, 1);
        assert!(
            record.reason.starts_with("five in a row") || record.reason == "board full",
            "{}",
            record.reason
        );
        assert!(record.moves.len() >= 3, "{:?}", record.moves);
    }
}

#[test]
fn plays_our_own_brain_over_pipes() {
    let brain = format!(
        "{} --level classic --nodes 2000",
        env!("CARGO_BIN_EXE_pbrain-gomoku")
    );
    let mut piped = ExternalPlayer::spawn(&brain).unwrap();
    let mut ours = level(Level::Classic);
    let s = Settings {
        games: 2,
        ..settings(1000)
    };
    let mut report = Vec::new();
    let summary = run_match(&mut piped, &mut ours, &s, &mut report).unwrap();
    for game in &summary.games {
        assert!(!game.reason.contains("loses"), "{}", game.reason);
    }
}

#[test]
fn a_dead_engine_loses_and_a_bad_command_is_refused() {
    assert!(ExternalPlayer::spawn("/nonexistent/engine").is_err());
    assert!(ExternalPlayer::spawn("   ").is_err());
    // `true` exits at once: START gets no OK.
    let mut dead = ExternalPlayer::spawn("true").unwrap();
    let mut ours = level(Level::Classic);
    let record = play_game(
        [&mut dead, &mut ours],
        Stone::Black,
        &opening(),
        &settings(100),
        1,
    );
    assert_eq!(record.winner, Some(Side::B), "{}", record.reason);
    assert!(
        record.reason.contains("could not start"),
        "{}",
        record.reason
    );
}

#[test]
fn the_slowest_move_of_each_side_is_found() {
    let s = settings(100);
    let mut slow = scripted(&[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]);
    slow.delay = Duration::from_millis(15);
    let mut fast = scripted(&[(14, 14), (14, 12), (14, 10), (12, 14), (10, 14)]);
    // B is black and moves first after the two-stone opening; A (white) is slow.
    let record = play_game([&mut slow, &mut fast], Stone::White, &opening(), &s, 1);
    assert_eq!(record.winner, Some(Side::A), "{}", record.reason);
    assert_eq!(record.times.len(), record.moves.len());
    let (i, took) = record.slowest(Side::A).unwrap();
    assert_eq!(i % 2, 1, "A's moves are the odd ones");
    assert!(took >= Duration::from_millis(15));
    let (j, _) = record.slowest(Side::B).unwrap();
    assert_eq!(j % 2, 0);
}
