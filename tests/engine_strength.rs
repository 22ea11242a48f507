//! Slow measurements, run by hand in release builds:
//!   cargo test --release --no-default-features --features arena --test engine_strength -- --ignored --nocapture
//! `GOMOKU_GAMES`, `GOMOKU_MS` (per move), `GOMOKU_NODES` (per move, instead of time: fair
//! on a busy machine, where a time limit gives a capped level the edge), `GOMOKU_PAIRS`
//! ("Master:Classic,Hard:Medium") and `GOMOKU_RULE` (freestyle, standard, renju) choose
//! the matches.

use std::time::Duration;

use gomoku::arena::{LevelPlayer, Settings, run_match};
use gomoku::engine::{Level, Limits, bench};
use gomoku::rules::Rule;

fn env<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|s| s.parse().ok())
}

/// The level ladder and other in-process pairs, played by the arena (paired openings,
/// colours swapped). With `GOMOKU_NODES` both sides search a fixed number of nodes a move
/// and the arena's lateness rule is relaxed to a minute, since nodes, not time, bound them.
#[test]
#[ignore]
fn matches() {
    let games = env("GOMOKU_GAMES").unwrap_or(10);
    let ms = env("GOMOKU_MS").unwrap_or(200);
    let pairs = std::env::var("GOMOKU_PAIRS").unwrap_or_else(|_| "Easy:Classic".into());
    let rule = std::env::var("GOMOKU_RULE")
        .ok()
        .and_then(|name| Rule::from_name(&name))
        .unwrap_or(Rule::Freestyle);
    let nodes: Option<u64> = env("GOMOKU_NODES");
    let settings = Settings {
        games,
        rule,
        move_time: Duration::from_millis(if nodes.is_some() { 60_000 } else { ms }),
        ..Settings::default()
    };
    let player = |name: &str| {
        let level = Level::from_name(name).expect("a level name");
        match nodes {
            Some(nodes) => LevelPlayer::new(level).with_limits(Limits::nodes(nodes)),
            None => LevelPlayer::new(level),
        }
    };
    for pair in pairs.split(',') {
        let (a, b) = pair.split_once(':').expect("A:B");
        let summary = run_match(
            &mut player(a),
            &mut player(b),
            &settings,
            &mut std::io::stderr(),
        )
        .expect("the report is written");
        println!(
            "{a} vs {b} ({rule:?}, {}/move): {} wins, {} draws, {} losses = {:.0}%",
            nodes.map_or(format!("{ms} ms"), |n| format!("{n} nodes")),
            summary.wins,
            summary.draws,
            summary.losses,
            summary.score(),
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
