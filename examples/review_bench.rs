//! The time a game review takes: a 40-move game (Hard against Hard, unfinished) reviewed at
//! the game's budget (`coach::Budget::GAME`) on one core, as the game will run it. The
//! goal is 20 s or less natively.
//!
//! ```text
//! cargo run --profile bench-engine --no-default-features --example review_bench -- [nodes] [runs]
//! ```

use std::time::Instant;

use gomoku::coach::{Budget, Grade, Review};
use gomoku::notation::{parse_game, pos_to_text};
use gomoku::rules::{Rule, Stone};

/// Hard against Hard from the empty board (seeded), stopped after 40 moves.
const GAME: &str = "h8g9h10i8i9j10g11f12h11h9g10f9g12f11f13i10e9j11e14d15\
                    g8j8j9d8f10g14d10e10k12i13i12j12j13k14c11f8l10d13f6e5";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let budget = match args.get(1).and_then(|a| a.parse().ok()) {
        Some(nodes) => Budget::Nodes(nodes),
        None => Budget::GAME,
    };
    let runs: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let game = parse_game(GAME, 15, Rule::Freestyle).expect("the bench game");
    gomoku::engine::init();
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs {
        let clock = Instant::now();
        let mut review = Review::new(&game, budget);
        while !review.is_finished() {
            review.step();
        }
        let nodes = review.nodes();
        times.push(clock.elapsed().as_secs_f64());
        last = Some((review.finish().expect("a whole review"), nodes));
    }
    let (review, nodes) = last.expect("at least one run");
    for m in review.moves.iter().filter(|m| m.grade != Grade::Best) {
        println!(
            "{:3} {:5} {:5} {:12} {:.2} -> {:.2}, better {}",
            m.ply + 1,
            m.mover().name(),
            pos_to_text(m.played, 15),
            m.grade.name(),
            m.before,
            m.after,
            pos_to_text(m.best, 15),
        );
    }
    let best = times.iter().copied().fold(f64::INFINITY, f64::min);
    println!(
        "accuracy: black {:.1}, white {:.1}",
        review.accuracy(Stone::Black).unwrap_or(f64::NAN),
        review.accuracy(Stone::White).unwrap_or(f64::NAN)
    );
    println!("budget: {budget:?} a position");
    println!(
        "review of {} moves: {best:.2} s (best of {runs}), {nodes} nodes, {:.0} nodes/s",
        game.moves().len(),
        nodes as f64 / best
    );
}
