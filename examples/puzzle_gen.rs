//! Writes the starter set of puzzles, `assets/puzzles/starter.txt`: the engine plays itself
//! from the arena's balanced openings (freestyle and renju, 15x15), every position where
//! the side to move has a forced win the solver proves is a candidate, and up to a number
//! per rule and band are kept (`coach::puzzles::generate`), each verified again before it
//! is written. Prints the counts per rule and band, and the time taken.
//!
//! An example rather than a binary: a tool for whoever regenerates the set, which the game
//! and the engine's binaries never need (`cargo build` does not build it).
//!
//! ```text
//! cargo run --release --no-default-features --example puzzle_gen -- [games] [nodes,...] [most per band] [file] [candidates file]
//! cargo run --release --no-default-features --example puzzle_gen -- pick [candidates file] [most per band] [file]
//! ```
//!
//! Each rule plays `games` games at each of the node budgets given (default: 300 games at
//! 1,000 nodes a move). A first run played 175 games a rule at 1,000 and at 20,000 nodes:
//! the games at 20,000 took twice the time and gave no more puzzles, nor more of the long
//! wins (7 moves or more: 41 from the games at 1,000 nodes, 36 from those at 20,000).
//!
//! The candidates file, when named, gets every puzzle the games gave, before the picking:
//! `pick` proves each again and picks from them without playing the games, to try another
//! number per band or a changed solver.

use std::collections::BTreeMap;
use std::time::Instant;

use gomoku::coach::puzzles::{
    Band, Gathered, Kind, Plan, Puzzle, gather, parse_puzzles, pick, puzzles_to_text, reprove,
    verify,
};
use gomoku::rules::Rule;

const RULES: [Rule; 2] = [Rule::Freestyle, Rule::Renju];
const STARTER: &str = "assets/puzzles/starter.txt";
const USAGE: &str = "usage: puzzle_gen [games] [nodes,...] [most per band] [file] [candidates file]\n       puzzle_gen pick [candidates file] [most per band] [file]";

/// What to do, from the command line.
enum Mode {
    Generate {
        games: usize,
        budgets: Vec<u64>,
        candidates: Option<String>,
    },
    Pick {
        candidates: String,
    },
}

fn number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("'{text}' is not a number"))
}

/// The mode, the most puzzles per band and the file to write.
fn read_args(args: &[String]) -> Result<(Mode, usize, String), String> {
    let path = |i: usize| args.get(i).cloned().unwrap_or_else(|| STARTER.into());
    let most = |i: usize| {
        args.get(i)
            .map_or(Ok(80), |a| number(a))
            .map(|n| n as usize)
    };
    if args.first().map(String::as_str) == Some("pick") {
        let candidates = args.get(1).ok_or("pick needs a candidates file")?.clone();
        return Ok((Mode::Pick { candidates }, most(2)?, path(3)));
    }
    let budgets = match args.get(1) {
        Some(list) => list.split(',').map(number).collect::<Result<_, _>>()?,
        None => vec![1_000],
    };
    let mode = Mode::Generate {
        games: args.first().map_or(Ok(300), |a| number(a))? as usize,
        budgets,
        candidates: args.get(4).cloned(),
    };
    Ok((mode, most(2)?, path(3)))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mode, most, path) = read_args(&args).unwrap_or_else(|why| {
        eprintln!("{why}\n{USAGE}");
        std::process::exit(2);
    });
    let started = Instant::now();
    let (candidates, origin) = match mode {
        Mode::Generate {
            games,
            budgets,
            candidates,
        } => {
            let budget_list: Vec<String> = budgets.iter().map(u64::to_string).collect();
            let budget_list = budget_list.join(",");
            let origin = format!(
                "self-play games, {games} per rule at each of {budget_list} nodes a move.\n\
                 # Made by: cargo run --release --no-default-features --example puzzle_gen -- {games} {budget_list} {most}"
            );
            let puzzles = generate(games, &budgets, &started);
            if let Some(file) = candidates {
                let text =
                    format!("# Every candidate from {origin}\n") + &puzzles_to_text(&puzzles);
                write(&file, &text);
            }
            (puzzles, origin)
        }
        Mode::Pick { candidates } => {
            let text = std::fs::read_to_string(&candidates).unwrap_or_else(|why| {
                eprintln!("cannot read {candidates}: {why}");
                std::process::exit(1);
            });
            let puzzles = parse_puzzles(&text).unwrap_or_else(|why| {
                eprintln!("{candidates}: {why}");
                std::process::exit(1);
            });
            // Proven again: the file may come from an older solver.
            let puzzles: Vec<Puzzle> = puzzles.iter().filter_map(reprove).collect();
            let made = text.lines().take(2).collect::<Vec<_>>().join("\n");
            let origin = format!(
                "the candidates of {candidates}:\n{made}\n\
                 # Picked by: cargo run --release --no-default-features --example puzzle_gen -- pick {candidates} {most}"
            );
            (puzzles, origin)
        }
    };
    let generated = started.elapsed();

    let verifying = Instant::now();
    let picked: Vec<Puzzle> = pick(&candidates, most)
        .into_iter()
        .filter(|puzzle| match verify(puzzle) {
            Ok(()) => true,
            Err(fault) => {
                eprintln!("dropped, it does not verify: {fault}");
                false
            }
        })
        .collect();
    let verified = verifying.elapsed();
    let summary = summary(&picked);
    let unique = picked.iter().filter(|p| p.first.len() == 1).count();
    let header = format!(
        "# The starter set of puzzles, {} in all ({unique} with a single first move), from {origin}\n\
         # Format: src/coach/puzzles/text.rs. Each puzzle passes coach::puzzles::verify.\n\
         # Per rule and band (the attacker's moves to the five: 3-4, 5-6, 7-8, 9 and more):\n{summary}",
        picked.len()
    );
    write(&path, &(header + &puzzles_to_text(&picked)));
    eprint!("{summary}");
    eprintln!(
        "{} puzzles ({unique} with one first move) written to {path}; {} candidates; games played in {:.0} s, picked puzzles verified in {:.1} s",
        picked.len(),
        candidates.len(),
        generated.as_secs_f64(),
        verified.as_secs_f64()
    );
}

/// The candidates of every rule's games at every budget, without repeats.
fn generate(games: usize, budgets: &[u64], started: &Instant) -> Vec<Puzzle> {
    let mut gathered = Gathered::default();
    let mut count = 0;
    let plans = RULES
        .into_iter()
        .flat_map(|rule| budgets.iter().map(move |&nodes| (rule, nodes)));
    for (i, (rule, nodes)) in plans.enumerate() {
        let plan = Plan {
            rule,
            games,
            nodes,
            seed: 1 + (i * games) as u64,
        };
        gather(&plan, &mut gathered, |g, game, added| {
            count += added;
            if added > 0 || (g + 1) % 25 == 0 {
                eprintln!(
                    "{} at {nodes} nodes, game {}: {} moves, {added} puzzles ({count} in all, {:.0} s)",
                    rule.name(),
                    g + 1,
                    game.moves().len(),
                    started.elapsed().as_secs_f64()
                );
            }
        });
    }
    gathered.puzzles
}

/// A comment line per rule and band: how many puzzles, of each kind.
fn summary(puzzles: &[Puzzle]) -> String {
    let mut counts: BTreeMap<(usize, Band, Kind), usize> = BTreeMap::new();
    for puzzle in puzzles {
        let rule = RULES.iter().position(|&r| r == puzzle.rule).unwrap_or(0);
        *counts
            .entry((rule, puzzle.band(), puzzle.kind))
            .or_default() += 1;
    }
    let mut summary = String::new();
    for (i, rule) in RULES.into_iter().enumerate() {
        for band in Band::ALL {
            let of = |kind| counts.get(&(i, band, kind)).copied().unwrap_or(0);
            summary.push_str(&format!(
                "# {:<9} band {}: {:>3} ({} vcf, {} vct)\n",
                rule.name().to_ascii_lowercase(),
                band.least(),
                of(Kind::Vcf) + of(Kind::Vct),
                of(Kind::Vcf),
                of(Kind::Vct)
            ));
        }
    }
    summary
}

fn write(path: &str, text: &str) {
    if let Err(why) = std::fs::write(path, text) {
        eprintln!("cannot write {path}: {why}");
        std::process::exit(1);
    }
}
