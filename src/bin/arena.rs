//! Plays two engines against each other and prints every game and the score of side A.
//! Each side is `level:<name>` (our engine, in this process) or `cmd:<command line>` (any
//! Gomocup engine, over pipes).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

use gomoku::arena::{GameClock, Openings, Settings, book, parse_player, run_match_in_jobs};
use gomoku::rules::{MAX_SIZE, MIN_SIZE, Pos, Rule};

const USAGE: &str = "usage: arena A B [--games N] [--seed S] [--time-ms T] [--size 15|19] [--rule freestyle|standard|renju] [--openings random|balanced] [--book FILE]
       arena book COUNT [--seed S] [--rule R]
  A, B: level:classic|easy|medium|hard|master, or cmd:<engine command line>
  --games N    games in all (default 10), in pairs: each opening is played twice, colours swapped
  --seed S     seed of the openings (default 1)
  --time-ms T  time per move in ms (default 200); later than T + 10% + 50 ms loses
  --clock B+I  a game clock instead: B ms a side and I ms more after each move (60000+1000);
               a side more than 50 ms past zero loses
  --jobs N     games played at a time (default 1), each by players of their own; more than
               the cores leaves the engines less time than they think they have
  --openings   random: two or three random stones near the centre (default; black wins most
               games between engines of like strength); balanced: the rule's book of
               openings Master scores near even, one per pair, so more games tell the
               engines apart (renju has its own; standard plays freestyle's)
  --book FILE  the openings of FILE instead, one a line as `arena book` prints them: a
               larger book for matches of more than 400 games
  book         prints COUNT balanced openings for the rule's book (src/arena/balanced-15.txt,
               balanced-15-renju.txt), drawn from the seed and checked by Master's search
               (minutes)
example: arena level:classic 'cmd:python3 /work/shared/baseline/classic_ai.py' --games 10";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let (specs, settings, jobs) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(why) => {
            eprintln!("arena: {why}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let specs = match <[String; 2]>::try_from(specs) {
        Ok([first, count]) if first == "book" => return print_book(&count, &settings),
        Ok(specs) => specs,
        Err(specs) => {
            eprintln!("arena: expected two players, got {}\n{USAGE}", specs.len());
            return ExitCode::from(2);
        }
    };
    let start = || Ok((parse_player(&specs[0])?, parse_player(&specs[1])?));
    let mut out = io::stdout().lock();
    match run_match_in_jobs(jobs, &start, &settings, &mut out) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arena: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `arena book COUNT`: balanced openings for the book, one a line as they are found.
fn print_book(count: &str, settings: &Settings) -> ExitCode {
    let Ok(count) = count.parse::<usize>() else {
        eprintln!("arena: book: '{count}' is not a number of openings\n{USAGE}");
        return ExitCode::from(2);
    };
    let mut out = io::stdout().lock();
    let mut failed = None;
    book::find_balanced(count, settings.seed, settings.rule, |line| {
        if failed.is_none() {
            failed = writeln!(out, "{line}").and_then(|()| out.flush()).err();
        }
    });
    match failed {
        None => ExitCode::SUCCESS,
        Some(e) => {
            eprintln!("arena: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The players (or `book` and its count), the settings and the games at a time.
fn parse(args: &[String]) -> Result<(Vec<String>, Settings, usize), String> {
    let mut settings = Settings::default();
    let mut jobs = 1;
    let mut specs = Vec::new();
    let mut book_path = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            specs.push(arg.clone());
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{arg}: '{value}' is not a number"))
        };
        match arg.as_str() {
            "--jobs" => jobs = number()?.clamp(1, 64) as usize,
            "--games" => settings.games = number()?.max(1) as usize,
            "--seed" => settings.seed = number()?,
            "--clock" => settings.clock = Some(parse_clock(value)?),
            "--time-ms" => settings.move_time = Duration::from_millis(number()?),
            "--size" => {
                let size = number()? as usize;
                if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
                    return Err(format!(
                        "--size {size}: {MIN_SIZE} to {MAX_SIZE} are supported"
                    ));
                }
                settings.size = size;
            }
            "--rule" => {
                settings.rule =
                    Rule::from_name(value).ok_or_else(|| format!("unknown rule '{value}'"))?
            }
            "--openings" => {
                settings.openings = match value.as_str() {
                    "random" => Openings::Random,
                    "balanced" => Openings::Balanced,
                    _ => return Err(format!("--openings: '{value}' is not random or balanced")),
                }
            }
            "--book" => book_path = Some(value.clone()),
            _ => return Err(format!("unknown option '{arg}'")),
        }
    }
    if let Some(path) = book_path {
        // Read after every option, so that the rule it is checked under is the match's.
        settings.openings = Openings::Book(read_book(&path, settings.rule)?);
    }
    Ok((specs, settings, jobs))
}

/// `--book FILE`: the file's openings, legal under `rule`, read once for the whole match.
fn read_book(path: &str, rule: Rule) -> Result<&'static [Vec<Pos>], String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("--book {path}: {e}"))?;
    let openings = book::parse_book(&text, rule).map_err(|e| format!("--book {path}: {e}"))?;
    Ok(Vec::leak(openings))
}

/// `--clock B+I`: B ms a side, I ms more after each move (`+I` may be left out).
fn parse_clock(value: &str) -> Result<GameClock, String> {
    let (base, increment) = value.split_once('+').unwrap_or((value, "0"));
    let ms = |text: &str| {
        text.trim()
            .parse::<u64>()
            .map(Duration::from_millis)
            .map_err(|_| format!("--clock: '{value}' is not B+I in milliseconds, as 60000+1000"))
    };
    Ok(GameClock {
        base: ms(base)?,
        increment: ms(increment)?,
    })
}
