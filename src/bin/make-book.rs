//! Makes the opening book (`crates/engine/src/engine/book/openings.txt`) from the engine's own searches;
//! see `engine::book_make`.

use std::io::{self, Write};
use std::process::ExitCode;

use gomoku::engine::book_make::{Plan, make};
use gomoku::rules::Rule;

const USAGE: &str =
    "usage: make-book STONES DEPTH [--keep K] [--margin M] [--rule R]... > openings.txt
  STONES     the most stones of a position the book answers (the centre stone counts)
  DEPTH      the depth each position is searched to by Master
  --keep K   moves kept per position at most (default 3)
  --margin M how far below the best a kept move may score, in centi-stones (default 30)
  --rule R   freestyle, standard or renju; several make one book (default all three)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(plans) => {
            let mut out = io::stdout().lock();
            let _ = writeln!(out, "# Made by make-book {}", args.join(" "));
            for plan in plans {
                make(&plan, |line| {
                    let _ = writeln!(out, "{line}");
                    let _ = out.flush();
                });
            }
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("make-book: {why}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn parse(args: &[String]) -> Result<Vec<Plan>, String> {
    let mut numbers = Vec::new();
    let (mut keep, mut margin, mut rules) = (3, 30, Vec::new());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--keep" => keep = value()?.parse().map_err(|_| "--keep: a number")?,
            "--margin" => margin = value()?.parse().map_err(|_| "--margin: a number")?,
            "--rule" => {
                let name = value()?;
                rules.push(Rule::from_name(name).ok_or_else(|| format!("unknown rule '{name}'"))?);
            }
            number => numbers.push(
                number
                    .parse::<u32>()
                    .map_err(|_| format!("'{number}' is not a number"))?,
            ),
        }
    }
    let [stones, depth] = numbers[..] else {
        return Err("expected STONES and DEPTH".into());
    };
    if rules.is_empty() {
        rules = vec![Rule::Freestyle, Rule::Standard, Rule::Renju];
    }
    Ok(rules
        .into_iter()
        .map(|rule| Plan {
            rule,
            stones: stones as usize,
            depth,
            keep: keep.max(1),
            margin,
        })
        .collect())
}
