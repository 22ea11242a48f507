//! The bench: fixed positions searched to a fixed depth, like Stockfish's. Total nodes and
//! the moves found make a signature that changes only when the search does; nodes per
//! second measure the machine.

use std::fmt;
use std::time::Duration;

use crate::rules::{Board, Pos, Rule};

use crate::engine::board::{pattern, zobrist};
use crate::engine::level::Level;
use crate::engine::limits::Limits;
use crate::engine::search::Search;

/// How deep each bench position is searched.
pub const BENCH_DEPTH: u32 = 7;

/// A bench position: board size, rule and moves (x, y from the top left).
pub type BenchPosition = (usize, Rule, &'static [(u8, u8)]);

pub const POSITIONS: &[BenchPosition] = &[
    (
        15,
        Rule::Freestyle,
        &[
            (7, 7),
            (8, 8),
            (7, 8),
            (7, 9),
            (8, 7),
            (6, 7),
            (9, 6),
            (10, 5),
            (8, 9),
            (9, 10),
            (6, 8),
            (5, 9),
        ],
    ),
    (
        15,
        Rule::Freestyle,
        &[
            (7, 7),
            (8, 6),
            (6, 8),
            (8, 8),
            (8, 7),
            (6, 7),
            (9, 8),
            (10, 9),
            (7, 6),
        ],
    ),
    (
        15,
        Rule::Freestyle,
        &[
            (7, 7),
            (7, 6),
            (8, 8),
            (6, 6),
            (9, 9),
            (10, 10),
            (8, 6),
            (9, 6),
        ],
    ),
    (
        19,
        Rule::Freestyle,
        &[
            (9, 9),
            (10, 10),
            (9, 10),
            (9, 11),
            (10, 9),
            (8, 9),
            (11, 8),
            (12, 7),
            (10, 11),
            (11, 12),
        ],
    ),
    (
        19,
        Rule::Freestyle,
        &[(9, 9), (10, 8), (8, 10), (10, 10), (10, 9), (11, 9)],
    ),
    (
        15,
        Rule::Standard,
        &[
            (7, 7),
            (6, 6),
            (8, 6),
            (6, 8),
            (6, 7),
            (8, 8),
            (7, 6),
            (7, 5),
            (9, 5),
        ],
    ),
    (
        15,
        Rule::Standard,
        &[
            (7, 7),
            (8, 7),
            (7, 8),
            (8, 8),
            (7, 9),
            (7, 6),
            (8, 9),
            (6, 9),
        ],
    ),
    (
        15,
        Rule::Renju,
        &[
            (7, 7),
            (8, 7),
            (7, 8),
            (8, 8),
            (8, 6),
            (6, 8),
            (9, 7),
            (6, 6),
        ],
    ),
    (
        15,
        Rule::Renju,
        &[(7, 7), (7, 8), (8, 8), (6, 6), (8, 6), (9, 7), (6, 8)],
    ),
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchReport {
    pub positions: usize,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub nodes_per_second: u64,
    /// Depends only on the nodes and moves of each search: equal signatures, same search.
    pub signature: u64,
    pub moves: Vec<Pos>,
}

impl fmt::Display for BenchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "positions: {} (depth {})", self.positions, self.depth)?;
        writeln!(f, "nodes: {}", self.nodes)?;
        writeln!(f, "time: {} ms", self.elapsed.as_millis())?;
        writeln!(f, "nodes/second: {}", self.nodes_per_second)?;
        write!(f, "signature: {:016x}", self.signature)
    }
}

pub fn positions() -> impl Iterator<Item = (Board, Rule)> {
    POSITIONS.iter().map(|&(size, rule, moves)| {
        let mut board = Board::new(size);
        for &(x, y) in moves {
            board.play(Pos::new(x, y));
        }
        (board, rule)
    })
}

/// Searches every bench position to `BENCH_DEPTH` at Master strength.
pub fn run() -> BenchReport {
    run_to_depth(BENCH_DEPTH)
}

pub fn run_to_depth(depth: u32) -> BenchReport {
    pattern::init();
    let clock = Clock::start();
    let mut nodes = 0;
    let mut signature: u64 = 0xB3AC_4000_0000_0001;
    let mut moves = Vec::new();
    let mut positions_searched = 0;
    for (board, rule) in positions() {
        let result = Search::new(&board, rule, Level::Master, Limits::depth(depth), 0).run();
        positions_searched += 1;
        let (best, n) = result.map_or((Pos::new(255, 255), 0), |r| (r.best, r.nodes));
        nodes += n;
        moves.push(best);
        for v in [n, best.x as u64, best.y as u64] {
            signature = zobrist::mix(signature ^ v);
        }
    }
    let elapsed = clock.elapsed();
    let nodes_per_second = (nodes as f64 / elapsed.as_secs_f64().max(1e-9)) as u64;
    BenchReport {
        positions: positions_searched,
        depth,
        nodes,
        elapsed,
        nodes_per_second,
        signature,
        moves,
    }
}

/// How deep one search went in its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthReached {
    /// The deepest iteration completed.
    pub depth: u32,
    /// The search proved a win or a loss and ended there, before its time was up: its
    /// depth tells how soon the proof came, not how deep the time would have let it go.
    pub proven: bool,
}

/// The depth Master completes in `time` with `threads` threads from each bench position
/// (how deep the search sees at a real time control), and the nodes a second of all its
/// threads together. Both depend on the machine, so they are no part of the signature.
pub fn depth_in(time: Duration, threads: usize) -> (Vec<DepthReached>, u64) {
    pattern::init();
    let clock = Clock::start();
    let mut nodes = 0;
    let depths = positions()
        .map(|(board, rule)| {
            let mut search = Search::new(&board, rule, Level::Master, Limits::time(time), 0);
            search.set_threads(threads);
            let result = search.run();
            nodes += result.as_ref().map_or(0, |r| r.nodes);
            DepthReached {
                depth: result.as_ref().map_or(0, |r| r.depth),
                proven: result.is_some_and(|r| r.forced.is_some()),
            }
        })
        .collect();
    let per_second = (nodes as f64 / clock.elapsed().as_secs_f64().max(1e-9)) as u64;
    (depths, per_second)
}

/// The time Master takes to complete `depth` from each bench position with `threads`
/// threads: how much sooner more threads see as deep (Lazy SMP's time to depth). With
/// one thread the searches are the bench's own; with more, the nodes and moves depend on
/// the threads' timing, so only the times are told.
pub fn time_to_depth(depth: u32, threads: usize) -> Vec<Duration> {
    pattern::init();
    positions()
        .map(|(board, rule)| {
            let clock = Clock::start();
            let mut search = Search::new(&board, rule, Level::Master, Limits::depth(depth), 0);
            search.set_threads(threads);
            search.run();
            clock.elapsed()
        })
        .collect()
}

/// Wall time natively; nothing on the web, where `Instant::now` panics.
struct Clock {
    #[cfg(not(target_arch = "wasm32"))]
    start: std::time::Instant,
}

impl Clock {
    fn start() -> Clock {
        Clock {
            #[cfg(not(target_arch = "wasm32"))]
            start: std::time::Instant::now(),
        }
    }

    fn elapsed(&self) -> Duration {
        #[cfg(not(target_arch = "wasm32"))]
        return self.start.elapsed();
        #[cfg(target_arch = "wasm32")]
        return Duration::ZERO;
    }
}
