//! `pbrain-gomoku bench [depth]`: the engine's bench (fixed positions, fixed depth, Master
//! level, seed 0), printed with the best move of each position, then total nodes, time,
//! nodes per second and the signature of (nodes, best moves), which changes only when the
//! search does. `depth_line` adds the depth Master completes in one second from each
//! position, and `time_to_depth_line` the time it takes to complete the bench's depth
//! with some threads (both machine-dependent, so apart from the signature). The positions
//! and the signature belong to `engine::bench`; this only prints them.

use std::io::{self, Write};
use std::time::Duration;

use crate::engine::bench::{self as engine_bench, BENCH_DEPTH, BenchReport};

/// The depth `bench` searches to when none is given.
pub const DEFAULT_DEPTH: u32 = BENCH_DEPTH;

/// Runs the engine's bench to `depth` and writes the report.
pub fn run<W: Write>(depth: u32, out: &mut W) -> io::Result<BenchReport> {
    let report = engine_bench::run_to_depth(depth);
    for (i, ((board, rule), best)) in engine_bench::positions().zip(&report.moves).enumerate() {
        writeln!(
            out,
            "position {:>2}: {}x{} {:<9} {:>3} stones, best {}",
            i + 1,
            board.size(),
            board.size(),
            rule.name(),
            board.stone_count(),
            best
        )?;
    }
    writeln!(out, "{report}")?;
    Ok(report)
}

/// Writes the time Master takes to complete `depth` with `threads` threads from each bench
/// position, and their sum: with more threads, how much sooner the search sees as deep.
pub fn time_to_depth_line<W: Write>(
    out: &mut W,
    depth: u32,
    threads: usize,
) -> io::Result<Duration> {
    let times = engine_bench::time_to_depth(depth, threads);
    let total: Duration = times.iter().sum();
    let list: Vec<String> = times.iter().map(|t| t.as_millis().to_string()).collect();
    writeln!(
        out,
        "time to depth {depth}{}: {} ms (total {} ms)",
        with_threads(threads),
        list.join(" "),
        total.as_millis()
    )?;
    Ok(total)
}

/// The time `depth_line` gives each position.
pub const DEPTH_TIME: Duration = Duration::from_secs(1);

/// Writes the depth Master completes in `DEPTH_TIME` with `threads` threads from each
/// bench position, and the average.
pub fn depth_line<W: Write>(out: &mut W, threads: usize) -> io::Result<f64> {
    let (depths, nodes_per_second) = engine_bench::depth_in(DEPTH_TIME, threads);
    let average = depths.iter().sum::<u32>() as f64 / depths.len().max(1) as f64;
    let list: Vec<String> = depths.iter().map(u32::to_string).collect();
    writeln!(
        out,
        "depth in {} ms{}: {} (average {average:.1}), {nodes_per_second} nodes/second",
        DEPTH_TIME.as_millis(),
        with_threads(threads),
        list.join(" ")
    )?;
    Ok(average)
}

/// " with N threads" for a line measured with more than one thread; nothing for one.
fn with_threads(threads: usize) -> String {
    match threads {
        1 => String::new(),
        n => format!(" with {n} threads"),
    }
}
