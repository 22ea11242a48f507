//! The time a puzzle move takes in the worker's puzzle job (`worker::PuzzleRequest`), over
//! the starter set: for each puzzle the first right move, a wrong move and a hint, each a
//! request the worker answers at once, from its text to its reply, as the web page's
//! worker runs it (the game natively runs the same `PuzzleRun` on a task).
//!
//! The wrong move is the empty point nearest the first answer (rings around it, row by
//! row) that the puzzle does not accept: a move a player might well try.
//!
//! ```text
//! cargo run --profile bench-engine --no-default-features --example puzzle_job_bench -- [requests.txt]
//! ```
//!
//! With a file name, the requests are also written there, one a line, for
//! `tests/web/worker-jobs.mjs` to time the same requests in the wasm module.
//!
//! Measured on the 2-core development machine, 387 puzzles, ms per request:
//!
//! ```text
//!                 native (bench-engine)        wasm (web-engine, node 20)
//!   right move    median 0.15  worst 106       median 0.26  worst 115
//!   wrong move    median 0.08  worst 188       median 0.12  worst 236
//!   hint          median 0.35  worst  63       median 0.51  worst  73
//! ```

use std::time::Instant;

use gomoku::coach::puzzles::{Puzzle, STARTER, parse_puzzles};
use gomoku::rules::{Game, Pos};
use gomoku::worker::{EngineWorker, Progress, PuzzleAction, PuzzleRequest};

fn main() {
    let out = std::env::args().nth(1);
    let puzzles = parse_puzzles(STARTER).expect("the starter set reads");
    gomoku::engine::init();
    let mut worker = EngineWorker::default();
    let kinds = ["right", "wrong", "hint"];
    let mut times: [Vec<f64>; 3] = Default::default();
    let mut lines = Vec::new();
    for puzzle in &puzzles {
        let requests = [
            PuzzleAction::Play(puzzle.first[0]),
            PuzzleAction::Play(wrong_move(puzzle)),
            PuzzleAction::Hint,
        ];
        for (i, action) in requests.into_iter().enumerate() {
            let text = PuzzleRequest {
                puzzle: puzzle.clone(),
                moves: Vec::new(),
                action,
            }
            .to_text();
            let started = Instant::now();
            let progress = worker.run(&text, u64::MAX);
            times[i].push(started.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(progress, Progress::Done, "{text}: {}", worker.reply());
            lines.push(text);
        }
    }
    println!("{} puzzles, ms per request (native):", puzzles.len());
    for (kind, times) in kinds.iter().zip(&mut times) {
        report(kind, times);
    }
    if let Some(path) = out {
        std::fs::write(&path, lines.join("\n") + "\n").expect("the requests' file");
        println!("requests written to {path}");
    }
}

fn report(kind: &str, times: &mut [f64]) {
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    let total: f64 = times.iter().sum();
    println!("  {kind:5}  median {median:8.2}  worst {worst:8.2}  total {total:9.1}");
}

/// The empty point nearest the puzzle's first answer that is no answer and may be played.
fn wrong_move(puzzle: &Puzzle) -> Pos {
    let game = Game::from_moves(puzzle.size, puzzle.rule, &puzzle.position).expect("plays");
    let at = puzzle.first[0];
    let size = puzzle.size as i32;
    for ring in 1..size {
        for dy in -ring..=ring {
            for dx in -ring..=ring {
                if dx.abs().max(dy.abs()) != ring {
                    continue;
                }
                let (x, y) = (at.x as i32 + dx, at.y as i32 + dy);
                if !(0..size).contains(&x) || !(0..size).contains(&y) {
                    continue;
                }
                let pos = Pos::new(x as u8, y as u8);
                if !puzzle.first.contains(&pos) && game.check(pos).is_ok() {
                    return pos;
                }
            }
        }
    }
    unreachable!("a puzzle's board has an empty point besides its answers")
}
