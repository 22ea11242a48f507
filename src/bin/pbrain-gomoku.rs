//! The engine as a Gomocup (piskvork) brain on stdin/stdout, for Piskvork, Yixin-Board, a
//! tournament manager or the arena; `pbrain-gomoku bench [depth]` runs the fixed bench.

use std::io::{self, Write};
use std::process::ExitCode;

use gomoku::engine::{Level, Limits};
use gomoku::gomocup::{self, Config, bench};

const USAGE: &str =
    "usage: pbrain-gomoku [--level classic|easy|medium|hard|master] [--seed N] [--nodes N] [--threads N]
       pbrain-gomoku bench [depth] [--depth-in-1s] [--time-to-depth] [--threads N]
Speaks the Gomocup protocol on stdin/stdout. Time per move comes from INFO timeout_turn /
time_left (1 s when none is given); --nodes fixes a node budget per move instead.
--threads (or INFO thread_num) searches with that many threads, at most the cores; 1 by default.
bench --depth-in-1s adds the depth Master completes in 1 s from each bench position,
--time-to-depth the time it takes to complete the bench's depth, both with --threads threads.";

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
        Ok(Mode::Bench(args)) => {
            let mut out = io::stdout().lock();
            let done = bench::run(args.depth, &mut out).and_then(|_| {
                if args.depth_in_1s {
                    bench::depth_line(&mut out, args.threads)?;
                }
                if args.time_to_depth {
                    bench::time_to_depth_line(&mut out, args.depth, args.threads)?;
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
    Bench(BenchArgs),
    Help,
}

/// What `bench` runs: the bench to `depth`, then with `threads` threads the depth reached
/// in a second per position and the time to complete `depth`, where asked.
struct BenchArgs {
    depth: u32,
    depth_in_1s: bool,
    time_to_depth: bool,
    threads: usize,
}

/// `bench`'s arguments: `[depth] [--depth-in-1s] [--time-to-depth] [--threads N]`.
fn parse_bench(args: &[String]) -> Result<Mode, String> {
    let (mut depth, mut depth_in_1s, mut time_to_depth, mut threads) = (None, false, false, 1);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--depth-in-1s" => depth_in_1s = true,
            "--time-to-depth" => time_to_depth = true,
            "--threads" => threads = parse_threads(args.next())?,
            number if depth.is_none() => {
                depth = Some(
                    number
                        .parse()
                        .map_err(|_| format!("bench depth '{number}' is not a number"))?,
                );
            }
            _ => return Err("bench takes at most one number, the depth".into()),
        }
    }
    Ok(Mode::Bench(BenchArgs {
        depth: depth.unwrap_or(bench::DEFAULT_DEPTH),
        depth_in_1s,
        time_to_depth,
        threads,
    }))
}

fn parse_threads(value: Option<&String>) -> Result<usize, String> {
    let threads = value.ok_or("--threads needs a value")?;
    threads
        .parse()
        .map_err(|_| format!("threads '{threads}' is not a number"))
}

fn parse(args: &[String]) -> Result<Mode, String> {
    if args.first().map(String::as_str) == Some("bench") {
        return parse_bench(&args[1..]);
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
            "--threads" => config.threads = parse_threads(args.next())?,
            "-h" | "--help" => return Ok(Mode::Help),
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(Mode::Play(config))
}
