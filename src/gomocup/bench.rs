//! `pbrain-gomoku bench [depth]`: the engine's bench (fixed positions, fixed depth, Master
//! level, seed 0), printed with the best move of each position, then total nodes, time,
//! nodes per second and the signature of (nodes, best moves), which changes only when the
//! search does. The positions and the signature belong to `engine::bench`; this only
//! prints them.

use std::io::{self, Write};

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
