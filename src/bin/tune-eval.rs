//! Fits the evaluation's weights to the results of self-play games (`engine::tune`).

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use gomoku::engine::tune::{self, Sample};
use gomoku::engine::{Level, Limits, Search};
use gomoku::rules::{Board, Game, Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const USAGE: &str = "\
usage: tune-eval games FIRST COUNT NODES > games.txt
       tune-eval fit games.txt [STEPS]
  games  plays COUNT games of Master against itself at NODES nodes a move (freestyle,
         15x15), game i from an arena opening and 1-4 random stones (seed i, from FIRST),
         one line each: stones of the opening|moves as x,y|black's score (1, 0.5, 0)
  fit    fits the weights to those games' quiet positions (one game in ten held out),
         from the engine's own weights; prints the losses and the weights as eval.rs's
         constants. STEPS: passes over the data (default 2000).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let done = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["games", first, count, nodes] => match (first.parse(), count.parse(), nodes.parse()) {
            (Ok(first), Ok(count), Ok(nodes)) => games(first, count, nodes),
            _ => Err("FIRST, COUNT and NODES are whole numbers".into()),
        },
        ["fit", path] => fit(path, 2000),
        ["fit", path, steps] => match steps.parse() {
            Ok(steps) => fit(path, steps),
            Err(_) => Err("STEPS is a whole number".into()),
        },
        _ => Err(USAGE.into()),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("tune-eval: {why}");
            ExitCode::FAILURE
        }
    }
}

const RULE: Rule = Rule::Freestyle;
const SIZE: usize = 15;

fn games(first: u64, count: u64, nodes: u64) -> Result<(), String> {
    let mut out = io::stdout().lock();
    for seed in first..first.saturating_add(count) {
        let (opening, game) = self_play(seed, nodes)?;
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|p| format!("{},{}", p.x, p.y))
            .collect();
        let score = match game.outcome().and_then(|o| o.winner()) {
            Some(Stone::Black) => "1",
            Some(Stone::White) => "0",
            None => "0.5",
        };
        writeln!(out, "{opening}|{}|{score}", moves.join(" ")).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Game `seed` at its start: an arena opening and a few random stones near the centre, so
/// that games differ and some start lopsided (a fit needs both results).
fn game_opening(seed: u64) -> Game {
    let mut game = Game::new(SIZE, RULE);
    for p in gomoku::arena::opening(seed, 0, SIZE, RULE) {
        let _ = game.place(p);
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let extra = rng.random_range(1..=4);
    let centre = (SIZE / 2) as i32;
    let mut placed = 0;
    while placed < extra {
        let x = centre + rng.random_range(-3..=3i32);
        let y = centre + rng.random_range(-3..=3i32);
        if game.place(Pos::new(x as u8, y as u8)).is_ok() {
            placed += 1;
        }
    }
    game
}

/// Game `seed` played to its end, and how many of its stones were the opening.
fn self_play(seed: u64, nodes: u64) -> Result<(usize, Game), String> {
    let mut game = game_opening(seed);
    let opening = game.moves().len();
    while !game.is_over() {
        let search = Search::new(
            game.board(),
            RULE,
            Level::Master,
            Limits::nodes(nodes),
            seed,
        );
        let Some(result) = search.run() else { break };
        game.place(result.best)
            .map_err(|e| format!("game {seed}: {e:?}"))?;
    }
    Ok((opening, game))
}

/// The quiet positions of every game after its opening, split into training and test
/// games (one in ten).
fn load(path: &str) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (number, line) in io::BufReader::new(file).lines().enumerate() {
        let at = format!("{path}:{}", number + 1);
        let line = line.map_err(|e| format!("{at}: {e}"))?;
        let bad = || format!("{at}: not opening|moves|score (score 1, 0.5 or 0)");
        let [opening, moves, score] = line.split('|').collect::<Vec<_>>()[..] else {
            return Err(bad());
        };
        let black_score = match score {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            _ => return Err(bad()),
        };
        let Ok(opening) = opening.parse::<usize>() else {
            return Err(bad());
        };
        let mut board = Board::new(SIZE);
        for (i, m) in moves.split(' ').enumerate() {
            let p = m
                .split_once(',')
                .and_then(|(x, y)| Some(Pos::new(x.parse().ok()?, y.parse().ok()?)))
                .ok_or_else(bad)?;
            if i >= opening
                && let Some(x) = tune::features(&board, RULE)
            {
                let black = board.to_move() == Stone::Black;
                let result = if black {
                    black_score
                } else {
                    1.0 - black_score
                };
                let sample = Sample { x, result };
                if number % 10 == 0 {
                    test.push(sample);
                } else {
                    train.push(sample);
                }
            }
            if !board.play(p) {
                return Err(format!("{at}: move {m} is off the board or on a stone"));
            }
        }
    }
    Ok((train, test))
}

fn fit(path: &str, steps: u32) -> Result<(), String> {
    let (train, test) = load(path)?;
    if train.is_empty() || test.is_empty() {
        return Err(format!(
            "{path}: {} quiet positions to fit and {} to test: play more games",
            train.len(),
            test.len()
        ));
    }
    eprintln!("{} positions to fit, {} to test", train.len(), test.len());
    let start = tune::weights();
    // The evaluation's own scale: fitted weights keep it, and with it the meaning of the
    // search's margins (futility, aspiration, instability).
    let scale = tune::best_scale(&start, &train);
    eprintln!(
        "scale {scale:.0}; the engine's weights: loss {:.5} (test {:.5})",
        tune::loss(&start, scale, &train),
        tune::loss(&start, scale, &test)
    );
    let (w, test_loss) = tune::fit(start, scale, &train, &test, steps);
    eprintln!(
        "fitted: loss {:.5} (test {test_loss:.5})",
        tune::loss(&w, scale, &train)
    );
    print!("{}", tune::constants(&w));
    Ok(())
}
