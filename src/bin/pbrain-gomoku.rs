//! The engine as a Gomocup (piskvork) brain on stdin/stdout, for Piskvork, Yixin-Board, a
//! tournament manager or the arena; `pbrain-gomoku bench [depth]` runs the fixed bench.

use std::io::{self, Write};
use std::process::ExitCode;

use gomoku::engine::{Level, Limits};
use gomoku::gomocup::{self, Config, bench};

const USAGE: &str =
    "usage: pbrain-gomoku [--level classic|easy|medium|hard|master] [--seed N] [--nodes N]
       pbrain-gomoku bench [depth] [--depth-in-1s]
Speaks the Gomocup protocol on stdin/stdout. Time per move comes from INFO timeout_turn /
time_left (1 s when none is given); --nodes fixes a node budget per move instead.
bench --depth-in-1s adds the depth Master completes in 1 s from each bench position.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(Mode::Play(config)) => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            match gomocup::run(stdin, stdout, config) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("pbrain-gomoku: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Ok(Mode::Bench(depth, with_depth)) => {
            let mut out = io::stdout().lock();
            let done = bench::run(depth, &mut out).and_then(|_| {
                if with_depth {
                    bench::depth_line(&mut out)?;
                }
                out.flush()
            });
            match done {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("pbrain-gomoku: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Ok(Mode::Help) => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("pbrain-gomoku: {why}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

enum Mode {
    Play(Config),
    /// The depth, and whether to add the depth reached in a second per position.
    Bench(u32, bool),
    Help,
}

fn parse(args: &[String]) -> Result<Mode, String> {
    if args.first().map(String::as_str) == Some("bench") {
        let rest: Vec<&String> = args[1..].iter().filter(|a| *a != "--depth-in-1s").collect();
        let with_depth = rest.len() < args.len() - 1;
        let depth = match rest.first() {
            Some(depth) => depth
                .parse()
                .map_err(|_| format!("bench depth '{depth}' is not a number"))?,
            None => bench::DEFAULT_DEPTH,
        };
        if rest.len() > 1 {
            return Err("bench takes at most one number, the depth".into());
        }
        return Ok(Mode::Bench(depth, with_depth));
    }
    let mut config = Config::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--level" => {
                let name = value("--level")?;
                config.level =
                    Level::from_name(&name).ok_or_else(|| format!("unknown level '{name}'"))?;
            }
            "--seed" => {
                let seed = value("--seed")?;
                config.seed = seed
                    .parse()
                    .map_err(|_| format!("seed '{seed}' is not a number"))?;
            }
            "--nodes" => {
                let nodes = value("--nodes")?;
                let nodes = nodes
                    .parse()
                    .map_err(|_| format!("nodes '{nodes}' is not a number"))?;
                config.limits = Some(Limits::nodes(nodes));
            }
            "-h" | "--help" => return Ok(Mode::Help),
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(Mode::Play(config))
}
