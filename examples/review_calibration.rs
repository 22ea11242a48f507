//! How the coach's thresholds (`coach::grade`) were calibrated: seeded self-play games
//! between the engine's levels (Master searching the review's own budget afresh each
//! move, so its moves show how much the review disagrees with the engine it runs: the
//! noise under which no loss means anything), each reviewed at a budget and again at
//! twice it. Prints,
//! by the mover's level, the distribution of the losses of winning chances; the grades;
//! for each candidate threshold how far the deeper review agrees about the moves that
//! lose at least that much (a threshold the deeper search disowns grades noise); the
//! chances the moves into a proven loss started from; and the moves of the games where
//! the verdicts of proofs fell, to take test positions from.
//!
//! ```text
//! cargo run --profile bench-engine --no-default-features --example review_calibration -- [games] [nodes] [first seed]
//! ```

use std::collections::BTreeMap;
use std::time::Instant;

mod self_play;

use gomoku::coach::{BLUNDER, Budget, GameReview, Grade, GradedMove, Review};
use gomoku::engine::{Level, Limits, Search, WIN_MIN};
use gomoku::notation::{moves_to_text, pos_to_text};
use gomoku::rules::{Board, Rule, Stone};
use self_play::self_play;

fn percentile(sorted: &[f32], p: f64) -> f32 {
    if sorted.is_empty() {
        return f32::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// A move graded at the budget and at twice it.
struct Pair {
    game: u64,
    shallow: GradedMove,
    deep: GradedMove,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(18);
    let nodes: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(150_000);
    let first: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0);
    gomoku::engine::init();
    let levels = [Level::Easy, Level::Medium, Level::Hard, Level::Master];
    let mut losses: BTreeMap<&str, Vec<f32>> = BTreeMap::new();
    let mut pairs: Vec<Pair> = Vec::new();
    let mut grades: BTreeMap<&str, usize> = BTreeMap::new();
    let mut accuracies: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
    let (mut missed, mut missed_proven) = (0, 0);
    let mut seconds = Vec::new();
    let mut notable = Vec::new();
    for seed in first..first + games {
        let black = levels[(seed % 4) as usize];
        let white = levels[((seed / 4) % 4) as usize];
        let game = self_play(black, white, seed, nodes);
        let clock = Instant::now();
        let review = Review::new(&game, Budget::Nodes(nodes)).run();
        seconds.push((game.moves().len(), clock.elapsed().as_secs_f64()));
        let deeper: GameReview = Review::new(&game, Budget::Nodes(nodes * 2)).run();
        for (m, d) in review.moves.iter().zip(&deeper.moves) {
            let level = if m.mover() == Stone::Black {
                black
            } else {
                white
            }
            .name();
            losses.entry(level).or_default().push(m.loss());
            *grades.entry(m.grade.name()).or_default() += 1;
            if matches!(
                m.grade,
                Grade::MissedWin | Grade::LosingMove | Grade::OnlyMove
            ) {
                notable.push(format!(
                    "{} at move {} ({} -> {}, deeper {}): {}",
                    m.grade.name(),
                    m.ply + 1,
                    pos_to_text(m.played, 15),
                    pos_to_text(m.best, 15),
                    d.grade.name(),
                    moves_to_text(&game.moves()[..=m.ply], 15)
                ));
            }
            if m.grade == Grade::MissedWin {
                missed += 1;
                let mut board = Board::new(15);
                for &p in &game.moves()[..m.ply] {
                    board.play(p);
                }
                let limits = Limits::nodes(nodes * 2);
                let check = Search::new(&board, Rule::Freestyle, Level::Master, limits, 0)
                    .run()
                    .expect("a move");
                if check.score >= WIN_MIN {
                    missed_proven += 1;
                }
            }
            pairs.push(Pair {
                game: seed,
                shallow: m.clone(),
                deep: d.clone(),
            });
        }
        for (side, level) in [(Stone::Black, black), (Stone::White, white)] {
            if let Some(a) = review.accuracy(side) {
                accuracies.entry(level.name()).or_default().push(a);
            }
        }
        println!(
            "game {seed}: {} v {}, {} moves, over: {}, reviewed in {:.1} s; accuracy {:.0} / {:.0}",
            black.name(),
            white.name(),
            game.moves().len(),
            game.is_over(),
            seconds.last().map_or(0.0, |s| s.1),
            review.accuracy(Stone::Black).unwrap_or(f64::NAN),
            review.accuracy(Stone::White).unwrap_or(f64::NAN),
        );
    }
    println!("\nloss of winning chances by the mover's level (budget {nodes} nodes)");
    println!("level     moves   mean    p50    p75    p90    p95   >=.02  >=.05  >=.10  >=.20");
    for (level, l) in &mut losses {
        l.sort_by(f32::total_cmp);
        let share = |t: f32| l.iter().filter(|&&x| x >= t).count() as f64 / l.len() as f64;
        println!(
            "{level:8} {:6} {:6.3} {:6.3} {:6.3} {:6.3} {:6.3} {:6.2} {:6.2} {:6.2} {:6.2}",
            l.len(),
            l.iter().sum::<f32>() / l.len() as f32,
            percentile(l, 0.5),
            percentile(l, 0.75),
            percentile(l, 0.9),
            percentile(l, 0.95),
            share(0.02),
            share(0.05),
            share(0.10),
            share(0.20),
        );
    }
    let mut master: Vec<f32> = pairs
        .iter()
        .filter(|p| p.shallow.grade != Grade::Forced)
        .filter(|p| {
            let mover = if p.shallow.mover() == Stone::Black {
                p.game % 4
            } else {
                (p.game / 4) % 4
            };
            levels[mover as usize] == Level::Master
        })
        .map(|p| p.shallow.loss())
        .collect();
    master.sort_by(f32::total_cmp);
    println!(
        "\nMaster's own moves (not forced): {}, {} not the review's; loss p90 {:.3} p95 {:.3} p99 {:.3} max {:.3}",
        master.len(),
        master.iter().filter(|&&l| l > 0.0).count(),
        percentile(&master, 0.90),
        percentile(&master, 0.95),
        percentile(&master, 0.99),
        master.last().copied().unwrap_or(0.0)
    );
    println!("\naccuracy by level (mean over sides)");
    for (level, a) in &accuracies {
        let mean = a.iter().sum::<f64>() / a.len() as f64;
        println!("{level:8} {mean:5.1} over {}", a.len());
    }
    println!("\ngrades: {grades:?}");
    println!("\nloss of at least t at the budget and at twice it (moves not forced)");
    println!("    t  shallow   deep   both  precision  recall  deep>=t/2");
    let counted: Vec<&Pair> = pairs
        .iter()
        .filter(|p| p.shallow.grade != Grade::Forced)
        .collect();
    for t in [
        0.02f32, 0.03, 0.05, 0.08, 0.10, 0.12, 0.15, 0.20, 0.25, 0.30,
    ] {
        let shallow = counted.iter().filter(|p| p.shallow.loss() >= t).count();
        let deep = counted.iter().filter(|p| p.deep.loss() >= t).count();
        let both = counted
            .iter()
            .filter(|p| p.shallow.loss() >= t && p.deep.loss() >= t)
            .count();
        let half = counted
            .iter()
            .filter(|p| p.shallow.loss() >= t && p.deep.loss() >= t / 2.0)
            .count();
        let rate = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
        println!(
            "{t:5.2} {shallow:8} {deep:6} {both:6} {:9.1}% {:6.1}% {:9.1}%",
            rate(both, shallow),
            rate(both, deep),
            rate(half, shallow)
        );
    }
    let mut into_loss: Vec<f32> = counted
        .iter()
        .filter(|p| p.shallow.after == 0.0 && p.shallow.before > 0.0)
        .map(|p| p.shallow.before)
        .collect();
    into_loss.sort_by(f32::total_cmp);
    let shown: Vec<String> = into_loss.iter().map(|b| format!("{b:.2}")).collect();
    println!(
        "\nmoves into a proven loss from a position not lost: {}, their chances before: {}",
        into_loss.len(),
        shown.join(" ")
    );
    let severe: Vec<&Pair> = counted
        .iter()
        .copied()
        .filter(|p| matches!(p.shallow.grade, Grade::Blunder | Grade::LosingMove))
        .collect();
    let unconfirmed: Vec<&&Pair> = severe.iter().filter(|p| p.deep.loss() < BLUNDER).collect();
    println!(
        "\nBlunder or LosingMove: {} moves, {} lose at least {BLUNDER} at twice the nodes",
        severe.len(),
        severe.len() - unconfirmed.len()
    );
    for p in unconfirmed {
        println!(
            "  game {} move {}: {} {:.3} -> {:.3}, deeper {} {:.3} -> {:.3}",
            p.game,
            p.shallow.ply + 1,
            p.shallow.grade.name(),
            p.shallow.before,
            p.shallow.after,
            p.deep.grade.name(),
            p.deep.before,
            p.deep.after
        );
    }
    print_blunder_margins(&counted);
    println!("MissedWin: {missed} moves, {missed_proven} a win Master proves at twice the nodes");
    println!("\nnotable moves:");
    for line in &notable {
        println!("  {line}");
    }
    let (moves, time) = seconds
        .iter()
        .fold((0, 0.0), |(m, t), &(gm, gt)| (m + gm, t + gt));
    println!(
        "\nreview time: {:.2} s a move, {:.1} s for 40 moves (budget {nodes} nodes)",
        time / moves.max(1) as f64,
        40.0 * time / moves.max(1) as f64
    );
}

/// How far a search twice as deep bears out a Blunder (a loss of at least `BLUNDER`) when
/// the review states one only from a measured loss of `BLUNDER + margin`: the margin that
/// absorbs the review's noise (`coach::grade::BLUNDER_STATED`).
fn print_blunder_margins(counted: &[&Pair]) {
    println!(
        "\nBlunder stated from a loss of at least m: how many lose {BLUNDER} or more twice as deep"
    );
    println!("    m  stated  confirmed  rate   deep loss of the others");
    for margin in [0.0f32, 0.025, 0.05, 0.075, 0.10, 0.15] {
        let stated: Vec<&&Pair> = counted
            .iter()
            .filter(|p| p.shallow.grade == Grade::Blunder)
            .filter(|p| p.shallow.loss() >= BLUNDER + margin)
            .collect();
        let others: Vec<String> = stated
            .iter()
            .filter(|p| p.deep.loss() < BLUNDER)
            .map(|p| format!("{:.3}", p.deep.loss()))
            .collect();
        let confirmed = stated.len() - others.len();
        println!(
            "{:5.3} {:7} {:10} {:5.1}%  {}",
            BLUNDER + margin,
            stated.len(),
            confirmed,
            100.0 * confirmed as f64 / stated.len().max(1) as f64,
            others.join(" ")
        );
    }
}
