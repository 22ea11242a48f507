//! Slow measurements, run by hand in release builds:
//!   cargo test --release --no-default-features --test engine_strength -- --ignored --nocapture
//! `GOMOKU_GAMES`, `GOMOKU_MS` (per move), `GOMOKU_NODES` (per move, instead of time: fair
//! on a busy machine, where a time limit gives a capped level the edge), `GOMOKU_PAIRS`
//! ("Master:Classic,Hard:Medium") and `GOMOKU_RULE` (freestyle, standard, renju) choose
//! the matches.

use std::time::{Duration, Instant};

use gomoku::engine::{Level, Limits, Search, bench};
use gomoku::rules::{Game, Outcome, Pos, Rule, Stone};

fn level(name: &str) -> Level {
    Level::ALL
        .into_iter()
        .find(|l| l.name().eq_ignore_ascii_case(name))
        .expect("a level name")
}

/// Plays one game; returns the winner's colour (None: draw) and the slowest move.
fn play(
    black: Level,
    white: Level,
    rule: Rule,
    limits: Limits,
    opening: &[Pos],
    seed: u64,
) -> (Option<Stone>, Duration) {
    let mut game = Game::new(15, rule);
    for &p in opening {
        game.place(p).expect("a legal opening");
    }
    let mut slowest = Duration::ZERO;
    while !game.is_over() {
        let lv = if game.to_move() == Stone::Black {
            black
        } else {
            white
        };
        let t = Instant::now();
        let result = Search::new(
            game.board(),
            rule,
            lv,
            limits,
            seed + game.board().stone_count() as u64,
        )
        .run();
        slowest = slowest.max(t.elapsed());
        let Some(r) = result else { break };
        game.place(r.best)
            .unwrap_or_else(|e| panic!("{lv:?} played an illegal move {:?}: {e}", r.best));
    }
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) => (Some(*winner), slowest),
        _ => (None, slowest),
    }
}

/// Openings: two stones near the centre, varied by the game number.
fn opening(i: usize) -> Vec<Pos> {
    let offsets = [
        (0, 1),
        (1, 1),
        (1, 0),
        (2, 1),
        (2, 0),
        (1, 2),
        (2, 2),
        (0, 2),
        (-1, 1),
        (-1, 2),
    ];
    let (dx, dy) = offsets[(i / 2) % offsets.len()];
    let second = [(1, -1), (-1, 0), (0, -1), (1, 0), (2, -1)][(i / 20) % 5];
    vec![
        Pos::new(7, 7),
        Pos::new((7 + dx) as u8, (7 + dy) as u8),
        Pos::new((7 + second.0) as u8, (7 + second.1) as u8),
    ]
    .into_iter()
    .take(if i % 4 < 2 { 2 } else { 3 })
    .collect()
}

#[test]
#[ignore]
fn matches() {
    let games: usize = std::env::var("GOMOKU_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let ms: u64 = std::env::var("GOMOKU_MS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let pairs = std::env::var("GOMOKU_PAIRS").unwrap_or_else(|_| "Easy:Classic".into());
    let rule = match std::env::var("GOMOKU_RULE").unwrap_or_default().as_str() {
        "standard" => Rule::Standard,
        "renju" => Rule::Renju,
        _ => Rule::Freestyle,
    };
    let nodes: Option<u64> = std::env::var("GOMOKU_NODES")
        .ok()
        .and_then(|s| s.parse().ok());
    let limits = nodes.map_or(Limits::time(Duration::from_millis(ms)), Limits::nodes);
    for pair in pairs.split(',') {
        let (a, b) = pair.split_once(':').expect("A:B");
        let (a, b) = (level(a), level(b));
        let (mut score, mut slowest) = (0.0, Duration::ZERO);
        for i in 0..games {
            let open = opening(i);
            // Colours alternate; the opening's stones are not the engines'.
            let a_black = i.is_multiple_of(2) == open.len().is_multiple_of(2);
            let (black, white) = if a_black { (a, b) } else { (b, a) };
            let (winner, slow) = play(black, white, rule, limits, &open, i as u64 * 7919);
            slowest = slowest.max(slow);
            score += match winner {
                None => 0.5,
                Some(Stone::Black) if a_black => 1.0,
                Some(Stone::White) if !a_black => 1.0,
                _ => 0.0,
            };
            eprintln!(
                "game {i}: {a:?} {} -> {winner:?}",
                if a_black { "black" } else { "white" }
            );
        }
        println!(
            "{a:?} vs {b:?} ({rule:?}, {limits:?}/move): {score}/{games} = {:.0}%, slowest move {} ms",
            100.0 * score / games as f64,
            slowest.as_millis()
        );
    }
}

#[test]
#[ignore]
fn bench_report() {
    let depth = std::env::var("GOMOKU_DEPTH")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(bench::BENCH_DEPTH);
    let report = bench::run_to_depth(depth);
    println!("{report}");
    println!("moves: {:?}", report.moves);
}
