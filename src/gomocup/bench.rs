//! `pbrain-gomoku bench [depth]`: the engine's bench (fixed positions, fixed depth, Master
//! level, seed 0), printed with the best move of each position, then total nodes, time,
//! nodes per second and the signature of (nodes, best moves), which changes only when the
//! search does. `depth_line` adds the depth Master completes in one second from each
//! position, and `time_to_depth_line` the time it takes to complete the bench's depth
//! with some threads (both machine-dependent, so apart from the signature). The positions
//! and the signature belong to `engine::bench`; this only prints them.

use std::io::{self, Write};
use std::time::Duration;

use crate::engine::bench::{self as engine_bench, BENCH_DEPTH, BenchReport, DepthReached};

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
/// bench position, and the average over those it searched the whole time.
pub fn depth_line<W: Write>(out: &mut W, threads: usize) -> io::Result<f64> {
    let (depths, nodes_per_second) = engine_bench::depth_in(DEPTH_TIME, threads);
    let (list, average) = depth_summary(&depths);
    writeln!(
        out,
        "depth in {} ms{}: {list}, {nodes_per_second} nodes/second",
        DEPTH_TIME.as_millis(),
        with_threads(threads),
    )?;
    Ok(average)
}

/// Each position's depth, with a `*` after those where the search proved a win or a loss
/// and stopped early (four of the nine, within 100 ms here: a depth that says how soon the
/// proof came, not how deep the second would have gone), and the average over the rest.
fn depth_summary(depths: &[DepthReached]) -> (String, f64) {
    let list: Vec<String> = depths
        .iter()
        .map(|d| format!("{}{}", d.depth, if d.proven { "*" } else { "" }))
        .collect();
    let list = list.join(" ");
    let mean = |ds: &[u32]| ds.iter().sum::<u32>() as f64 / ds.len().max(1) as f64;
    let all: Vec<u32> = depths.iter().map(|d| d.depth).collect();
    let searched: Vec<u32> = depths
        .iter()
        .filter(|d| !d.proven)
        .map(|d| d.depth)
        .collect();
    let (of_all, of_searched) = (mean(&all), mean(&searched));
    if searched.len() == all.len() {
        (format!("{list} (average {of_all:.1})"), of_all)
    } else if searched.is_empty() {
        (
            format!("{list} (average {of_all:.1}; * proven sooner: all of them)"),
            of_all,
        )
    } else {
        let summary = format!(
            "{list} (average {of_searched:.1} over the {} searched the whole time, {of_all:.1} \
             over all {}; * proven sooner)",
            searched.len(),
            all.len()
        );
        (summary, of_searched)
    }
}

/// " with N threads" for a line measured with more than one thread; nothing for one.
fn with_threads(threads: usize) -> String {
    match threads {
        1 => String::new(),
        n => format!(" with {n} threads"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reached(depth: u32, proven: bool) -> DepthReached {
        DepthReached { depth, proven }
    }

    #[test]
    fn the_depth_average_leaves_out_the_positions_proven_early() {
        let depths = [
            reached(8, true),
            reached(14, false),
            reached(7, true),
            reached(13, false),
        ];
        let (line, average) = depth_summary(&depths);
        assert_eq!(average, 13.5);
        assert_eq!(
            line,
            "8* 14 7* 13 (average 13.5 over the 2 searched the whole time, 10.5 over all 4; \
             * proven sooner)"
        );
    }

    #[test]
    fn the_depth_average_is_over_all_when_none_or_every_one_is_proven() {
        let (line, average) = depth_summary(&[reached(10, false), reached(13, false)]);
        assert_eq!((line.as_str(), average), ("10 13 (average 11.5)", 11.5));
        let (line, average) = depth_summary(&[reached(6, true), reached(9, true)]);
        assert_eq!(average, 7.5);
        assert_eq!(line, "6* 9* (average 7.5; * proven sooner: all of them)");
    }
}
