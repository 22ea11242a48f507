//! Fits the evaluation's weights to self-play games: to their results or to a deeper
//! search's scores of their positions (`engine::tune`).

use std::collections::HashMap;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::sync::OnceLock;

use gomoku::engine::tune::{self, Features, Sample};
use gomoku::engine::{Level, Limits, Search, SearchResult, Table};
use gomoku::engine::{net_fit, policy_fit};
use gomoku::rules::{Board, Game, Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const USAGE: &str = "\
usage: tune-eval [--rule R] [--to-move C] games FIRST COUNT NODES > games.txt
       tune-eval scores games.txt NODES PART PARTS > scores.txt
       tune-eval fit games.txt [STEPS] [scores.txt...]
       tune-eval fit-net games.txt [scores.txt...] > crates/engine/src/engine/eval/net_weights.rs
       tune-eval fit-order games.txt EVERY > crates/engine/src/engine/board/order_values/RULE.rs
  --rule R freestyle (the default), standard or renju: the rule the games are played
         and the positions read under; each rule has a network of its own
  --to-move C black or white: the fits read only the positions where C is to move
         (renju's networks are one per colour)
  games  plays COUNT games of Master against itself at NODES nodes a move (15x15), game i from an arena opening and 1-4 random stones (seed i, from FIRST),
         one line each: stones of the opening|moves as x,y|black's score (1, 0.5, 0)
  scores searches those games' positions that the fit reads at NODES nodes each, one
         line each: the position's number and the search's score; only every PARTS-th
         position from number PART, so that several processes share the work
  fit    fits the linear evaluation's weights to those positions (one game in ten held
         out), from their current values, each to its game's result or, given score files, to the
         search's score; prints the losses and the weights as tune.rs's constants.
         STEPS: passes over the data (default 2000).
  fit-net fits the evaluation's network to the same positions and targets; prints the
         losses, and the network as net_weights.rs.
  fit-order fits the move ordering's shape scores to the moves the games chose (every
         EVERY-th game read, one in ten of those held out); prints how well the
         hand-made and the fitted scores order, and the fitted ones as a scores file.";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(name) = take_option(&mut args, "--rule") {
        let Some(rule) = Rule::from_name(&name) else {
            eprintln!("tune-eval: --rule '{name}' is not freestyle, standard or renju");
            return ExitCode::from(2);
        };
        let _ = RULE.set(rule);
    }
    if let Some(name) = take_option(&mut args, "--to-move") {
        let to_move = match name.as_str() {
            "black" => Stone::Black,
            "white" => Stone::White,
            _ => {
                eprintln!("tune-eval: --to-move '{name}' is not black or white");
                return ExitCode::from(2);
            }
        };
        let _ = TO_MOVE.set(to_move);
    }
    let done = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["games", first, count, nodes] => match (first.parse(), count.parse(), nodes.parse()) {
            (Ok(first), Ok(count), Ok(nodes)) => games(first, count, nodes),
            _ => Err("FIRST, COUNT and NODES are whole numbers".into()),
        },
        ["scores", path, nodes, part, parts] => {
            match (nodes.parse(), part.parse(), parts.parse()) {
                (Ok(nodes), Ok(part), Ok(parts)) if part < parts => {
                    scores(path, nodes, part, parts)
                }
                _ => Err("NODES, PART and PARTS are whole numbers, PART below PARTS".into()),
            }
        }
        ["fit", path] => fit(path, 2000, &[]),
        ["fit-net", path, ref scores @ ..] => fit_net(path, scores),
        ["fit-order", path, every] => match every.parse() {
            Ok(every) if every > 0 => fit_order(path, every),
            _ => Err("EVERY is a whole number above 0".into()),
        },
        ["fit", path, steps, ref scores @ ..] => match steps.parse() {
            Ok(steps) => fit(path, steps, scores),
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

/// Takes `flag` and the value after it (empty if none) out of `args`.
fn take_option(args: &mut Vec<String>, flag: &str) -> Option<String> {
    let at = args.iter().position(|a| a == flag)?;
    let value = args.get(at + 1).cloned().unwrap_or_default();
    args.drain(at..(at + 2).min(args.len()));
    Some(value)
}

/// The rule of this run (`--rule`), set once before any game or fit.
static RULE: OnceLock<Rule> = OnceLock::new();

fn rule() -> Rule {
    *RULE.get_or_init(|| Rule::Freestyle)
}

/// The colour whose positions the fits read (`--to-move`), or both.
static TO_MOVE: OnceLock<Stone> = OnceLock::new();

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
    let mut game = Game::new(SIZE, rule());
    for p in gomoku::arena::opening(seed, 0, SIZE, rule()) {
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

/// A self-play game's table: room for a few hundred thousand positions, more than a game
/// at a few thousand nodes a move visits.
const SELF_PLAY_TABLE_BYTES: usize = 4 << 20;

/// Game `seed` played to its end, and how many of its stones were the opening.
fn self_play(seed: u64, nodes: u64) -> Result<(usize, Game), String> {
    let mut game = game_opening(seed);
    let opening = game.moves().len();
    // One table for the game, kept from move to move as the Gomocup brain keeps it: a
    // fresh table of Master's size each move cost more than the search at these budgets.
    let mut table = Some(Table::with_bytes(SELF_PLAY_TABLE_BYTES));
    while !game.is_over() {
        let found = master_search(game.board(), nodes, seed, &mut table);
        let Some(result) = found else { break };
        game.place(result.best)
            .map_err(|e| format!("game {seed}: {e:?}"))?;
    }
    Ok((opening, game))
}

/// Master's search of `board` at `nodes` nodes in `table`, which it hands back there.
fn master_search(
    board: &Board,
    nodes: u64,
    seed: u64,
    table: &mut Option<Table>,
) -> Option<SearchResult> {
    let kept = table
        .take()
        .expect("the table comes back after each search");
    let mut search = Search::with_table(
        board,
        rule(),
        Level::Master,
        Limits::nodes(nodes),
        seed,
        kept,
    );
    let found = loop {
        if let Some(result) = search.step(u64::MAX) {
            break Some(result);
        }
        if search.is_finished() {
            break None;
        }
    };
    *table = search.take_table();
    found
}

/// A position of a game that the fit reads (`tune::features`), numbered from 1 through
/// the whole file.
struct FitPosition<'a> {
    number: u64,
    /// The game's line in the file, from 0.
    game: usize,
    board: &'a Board,
    x: Features,
    /// The side to move's score in its game: 1 won, 0 lost, 0.5 drawn.
    result: f32,
}

/// One line of a games file: the game's number from 0, how many of its stones were the
/// opening, black's score (1, 0.5, 0) and the moves.
struct GameLine {
    game: usize,
    opening: usize,
    black_score: f32,
    moves: Vec<Pos>,
}

/// Calls `visit` with every game of the file at `path`.
fn read_games(
    path: &str,
    mut visit: impl FnMut(GameLine) -> Result<(), String>,
) -> Result<(), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    for (game, line) in io::BufReader::new(file).lines().enumerate() {
        let at = format!("{path}:{}", game + 1);
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
        let moves = moves
            .split(' ')
            .map(|m| {
                m.split_once(',')
                    .and_then(|(x, y)| Some(Pos::new(x.parse().ok()?, y.parse().ok()?)))
                    .ok_or_else(bad)
            })
            .collect::<Result<_, _>>()?;
        visit(GameLine {
            game,
            opening,
            black_score,
            moves,
        })
        .map_err(|e| format!("{at}: {e}"))?;
    }
    Ok(())
}

/// Calls `visit` with every position after each game's opening that the fit reads.
fn positions(
    path: &str,
    mut visit: impl FnMut(FitPosition) -> Result<(), String>,
) -> Result<(), String> {
    let mut number = 0;
    read_games(path, |g| {
        let mut board = Board::new(SIZE);
        for (i, &p) in g.moves.iter().enumerate() {
            if i >= g.opening
                && let Some(x) = tune::features(&board, rule())
            {
                number += 1;
                let result = match board.to_move() {
                    Stone::Black => g.black_score,
                    Stone::White => 1.0 - g.black_score,
                };
                visit(FitPosition {
                    number,
                    game: g.game,
                    board: &board,
                    x,
                    result,
                })?;
            }
            if !board.play(p) {
                return Err(format!("move {} is off the board or on a stone", i + 1));
            }
        }
        Ok(())
    })
}

/// A scoring search's table: room for some tens of thousands of positions.
const SCORE_TABLE_BYTES: usize = 1 << 20;

fn scores(path: &str, nodes: u64, part: u64, parts: u64) -> Result<(), String> {
    let mut out = io::stdout().lock();
    positions(path, |p| {
        if p.number % parts != part {
            return Ok(());
        }
        // A fresh table for each position, so that its score depends on it alone (the
        // parts agree with one whole run), and a small one: a table of Master's size
        // costs more to map than a search of a few thousand nodes.
        let mut table = Some(Table::with_bytes(SCORE_TABLE_BYTES));
        match master_search(p.board, nodes, p.number, &mut table) {
            Some(result) => {
                writeln!(out, "{} {}", p.number, result.score).map_err(|e| e.to_string())
            }
            None => Ok(()),
        }
    })
}

/// The search scores of `scores` files, by position number.
fn read_scores(paths: &[&str]) -> Result<HashMap<u64, i32>, String> {
    let mut scores = HashMap::new();
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for (i, line) in text.lines().enumerate() {
            let parsed = line
                .split_once(' ')
                .and_then(|(n, s)| Some((n.parse().ok()?, s.parse().ok()?)));
            let Some((number, score)) = parsed else {
                return Err(format!(
                    "{path}:{}: not a position number and a score",
                    i + 1
                ));
            };
            scores.insert(number, score);
        }
    }
    Ok(scores)
}

/// The positions with their targets, split into training and test games (one in ten):
/// each position's search score when `scores` has one (positions without are left out),
/// else its game's result.
fn load(path: &str, scores: &HashMap<u64, i32>) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let (mut train, mut test) = (Vec::new(), Vec::new());
    positions(path, |p| {
        if TO_MOVE.get().is_some_and(|&c| c != p.board.to_move()) {
            return Ok(());
        }
        let target = if scores.is_empty() {
            p.result
        } else if let Some(&score) = scores.get(&p.number) {
            tune::target_of_score(score)
        } else {
            return Ok(());
        };
        let sample = Sample { x: p.x, target };
        if p.game % 10 == 0 {
            test.push(sample);
        } else {
            train.push(sample);
        }
        Ok(())
    })?;
    Ok((train, test))
}

fn fit(path: &str, steps: u32, scores: &[&str]) -> Result<(), String> {
    let (train, test) = load_to_fit(path, scores)?;
    let start = tune::weights();
    // The evaluation's own scale, so fitted weights keep the meaning of the search's
    // margins; the scale that would suit the current weights best is shown beside it.
    let scale = tune::SCALE;
    eprintln!(
        "scale {scale:.0} (the current linear weights would suit {:.0}); \
         their loss {:.5} (test {:.5})",
        tune::best_scale(&start, &train),
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

/// The positions of `path` with their targets (`load`), at least one to fit and one to
/// test.
fn load_to_fit(path: &str, scores: &[&str]) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let scores = read_scores(scores)?;
    let (train, test) = load(path, &scores)?;
    if !scores.is_empty() && train.is_empty() && test.is_empty() {
        return Err(format!(
            "{path}: none of its positions has a score in the score files (scored from \
             another games file?)"
        ));
    }
    if train.is_empty() || test.is_empty() {
        return Err(format!(
            "{path}: {} positions to fit and {} to test: play more games",
            train.len(),
            test.len()
        ));
    }
    eprintln!("{} positions to fit, {} to test", train.len(), test.len());
    Ok((train, test))
}

fn fit_net(path: &str, scores: &[&str]) -> Result<(), String> {
    let (train, test) = load_to_fit(path, scores)?;
    let fitted = net_fit::fit(&train, &test, 1);
    eprintln!(
        "network: loss {:.5} (test {:.5}), pass {}",
        fitted.train_loss, fitted.test_loss, fitted.epoch
    );
    let to_move = TO_MOVE.get().map_or(String::new(), |stone| {
        format!(" --to-move {}", stone.name().to_lowercase())
    });
    let how = format!(
        "tune-eval --rule {}{to_move} fit-net {}",
        rule().name().to_lowercase(),
        [&[path], scores].concat().join(" ")
    );
    print!("{}", net_fit::source(&fitted.net, &how));
    Ok(())
}

fn fit_order(path: &str, every: usize) -> Result<(), String> {
    let (mut train, mut test) = (Vec::new(), Vec::new());
    read_games(path, |g| {
        if !g.game.is_multiple_of(every) {
            return Ok(());
        }
        let mut board = Board::new(SIZE);
        for (i, &p) in g.moves.iter().enumerate() {
            if i >= g.opening
                && let Some(sample) = policy_fit::sample(&board, rule(), p)
            {
                if (g.game / every).is_multiple_of(10) {
                    test.push(sample);
                } else {
                    train.push(sample);
                }
            }
            if !board.play(p) {
                return Err(format!("move {} is off the board or on a stone", i + 1));
            }
        }
        Ok(())
    })?;
    eprintln!("{} positions to fit, {} to test", train.len(), test.len());
    let fitted = policy_fit::fit(&mut train, &test, 1);
    eprintln!(
        "hand-made: nll {:.4}, first {:.3}; fitted: nll {:.4}, first {:.3} (pass {})",
        fitted.hand.0, fitted.hand.1, fitted.fitted.0, fitted.fitted.1, fitted.epoch
    );
    let how = format!(
        "tune-eval --rule {} fit-order {path} {every}",
        rule().name().to_lowercase()
    );
    print!("{}", policy_fit::source(&fitted.scores, &how));
    Ok(())
}
