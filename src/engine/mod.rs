//! The computer opponent: no Bevy, no I/O. The game, the Gomocup binary and the arena all
//! drive it through `Search`.
//!
//! API CONTRACT (kept stable for the game and the protocol; internals are free to change):
//! - `Level` names the strengths, weakest first.
//! - `Limits` bounds a search by time, nodes or depth (any that are set).
//! - `Search::new` takes a position and returns a search that is advanced either all at
//!   once (`run`, native: off the frame on a worker thread) or in slices (`step`, the web:
//!   a few milliseconds per frame, so the page never freezes). Both give the same move for
//!   the same position, level, limits and seed when limited by nodes or depth.
//! - `Search::stop` ends a search early with the best move so far (the web build keeps the
//!   time limit itself and stops the search when it is up); `Level::budget` shows the caps
//!   a level adds to `Limits`.
//! - `SearchResult::pv` is the principal variation, legal move by move; a forced win's ends
//!   in its five. `Search::set_multi_pv` asks for the best few root moves with their lines
//!   (`SearchResult::lines`, for analysis) without changing the move played.
//!
//! How it plays: patterns of every empty point are kept per line and updated from each
//! move (`pattern`, `position`); the root first looks for a win by continuous fours, then
//! by fours and threes (`threat`: its searches share a table of the attacks that failed),
//! then runs iterative-deepening PVS with a transposition table (`search`, `tt`: buckets
//! and generations, kept across moves by the Gomocup brain through `Table`), log-table
//! late-move reductions, move-count, futility and reverse futility pruning in the last
//! three plies, aspiration windows from depth 5, history with penalties and (Master)
//! singular extensions: a table move that no other move comes near at half the depth is
//! searched a ply deeper. At its leaves Master runs a quiescence search of the side to
//! move's fours and their forced blocks, after the first four only fours in line with the
//! last (standing pat on the evaluation, results in the table), and scores a leaf by two
//! thirds of its evaluation and a third of its parent's, so odd and even depths agree;
//! Hard looks for a VCF.
//! The evaluation is a small network (one hidden layer of 16) over each side's pattern
//! counts, its points per threat class (a four or an open three split by what else the
//! point makes, double twos, double threes and more) and its strongest combination,
//! fitted to self-play results (`eval`, `features`, `net`, `net_fit`).
//! Levels differ in depth, width, node caps, threat search and noise (`level`); Classic is
//! the old scoring table (`classic`), Beginner the connect-count player (`beginner`).
//! The principal variation comes from the table and is played out to the five for a
//! proven win (`search/pv.rs`); multi-PV searches the further root lines with tables of
//! their own (`search/lines.rs`). `bench::run` is the fixed-depth bench. `swap2` decides the swap2 opening's choice of
//! colour and gives balanced opening stones; `time` shares out a game clock.
//!
//! Threads (`Search::set_threads`, natively): Lazy SMP, helpers sharing the table with the
//! main search, which plays a helper's move when the helper finished a deeper iteration
//! (`smp`, `search/team.rs`); the table's slots are lock-free atomics for that.
//! Renju: black's fours on forbidden points are no threats (`Position::has_open_four_point`).
//! Time: the time limit is hard (the clock is read every 128 nodes, in root threat searches
//! too); `Search::set_soft_time` adds the soft limit of a match clock.
//!
//! For the game on the web: the game sizes each `step` so a slice takes about 6 ms and
//! adapts it frame by frame (`game::engine_job`); a root threat search of at most a few
//! thousand nodes runs whole, so a slice may overrun by that much. The engine never reads
//! the clock on wasm32: a time limit is turned into a node limit there, and the game calls
//! `stop` when its own time is up.

use std::time::Duration;

use crate::rules::{Board, Pos, Rule};

pub mod beginner;
pub mod bench;
pub mod classic;
mod eval;
mod features;
mod level;
mod movegen;
mod net;
#[cfg(feature = "arena")]
pub mod net_fit;
mod pattern;
mod position;
mod request;
mod search;
#[cfg(not(target_arch = "wasm32"))]
mod smp;
pub mod swap2;
mod threat;
pub mod time;
mod tt;
#[cfg(feature = "arena")]
pub mod tune;
mod zobrist;

pub use bench::BenchReport;
pub use eval::{WIN, WIN_MIN};
pub use request::{SearchRequest, parse_result, result_to_text};

/// The strengths the game offers, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Level {
    /// The connect-count player of the tutorial games: its longest line, or a block.
    Beginner,
    /// The scoring-table AI of the classic web versions, with a little randomness.
    Classic,
    Easy,
    #[default]
    Medium,
    Hard,
    Master,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Classic,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The level called `name` (`beginner`, `classic`, `easy`, `medium`, `hard`, `master`),
    /// in any case.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name.trim()))
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Classic => "Classic",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Master => "Master",
        }
    }

    /// The one-look player of the two levels that do not search (Beginner, Classic).
    fn heuristic(self) -> Option<Heuristic> {
        match self {
            Level::Beginner => Some(beginner::choose),
            Level::Classic => Some(classic::choose),
            _ => None,
        }
    }

    /// The budget a level spends on a move in the game: a time (see `default_time`); the
    /// level's own depth and node caps (`budget`) usually end the lower levels sooner.
    pub fn default_limits(self) -> Limits {
        Limits::time(self.default_time())
    }
}

/// A player that picks its move at one look, without searching: the position, the rule
/// and the seed give the move.
type Heuristic = fn(&Board, Rule, u64) -> Option<Pos>;

/// Bounds on one search; the search stops at the first one reached and plays the best move
/// it has. `None` means unbounded in that respect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Limits {
    pub time: Option<Duration>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl Limits {
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: always an empty, legal point of the board (never forbidden).
    pub best: Pos,
    /// From the side to move's view, in centi-stones; `WIN_SCORE - plies` for a forced win.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
    /// Plies to a forced win for the side to move (Some(n)), or to a forced loss (negative).
    pub forced: Option<i32>,
    /// The principal variation, starting with `best`: legal move by move from the
    /// searched position; a forced win's line ends in its five when the engine can show it.
    pub pv: Vec<Pos>,
    /// The root moves with their lines (`Search::set_multi_pv`), never empty: the first is
    /// `best` with `score`, `depth` and `pv`; then the next best moves, each a different
    /// root move, by score. Just the first without multi-PV, and when the position leaves
    /// no choice to weigh (a five to make, a four to block, a single candidate, the first
    /// stone) or a win by threats is found before alpha-beta.
    pub lines: Vec<RootLine>,
}

/// One root move, with its score and its line, for analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootLine {
    pub best: Pos,
    /// The side to move's view, in centi-stones; wins and losses as in `SearchResult`.
    pub score: i32,
    /// The depth it was searched to.
    pub depth: u32,
    /// Its principal variation, starting with `best`.
    pub pv: Vec<Pos>,
}

impl RootLine {
    /// The line of a result's own best move.
    pub fn of(result: &SearchResult) -> RootLine {
        RootLine {
            best: result.best,
            score: result.score,
            depth: result.depth,
            pv: result.pv.clone(),
        }
    }
}

/// Nodes per millisecond assumed on the web, where the engine cannot read the clock: a
/// time limit becomes a node limit there (the game may also stop the search itself).
#[cfg(target_arch = "wasm32")]
const WEB_NODES_PER_MS: u64 = 150;

/// A transposition table to keep from one search to the next (the Gomocup brain does:
/// what the last move's search learnt about the positions that follow is not lost). Each
/// search that uses it starts a new generation, whose entries outrank older ones.
pub struct Table(tt::Tt);

impl Table {
    /// The largest table that fits in `bytes` (a power of two of 48-byte buckets).
    pub fn with_bytes(bytes: usize) -> Table {
        Table(tt::Tt::with_bytes(bytes))
    }

    pub fn bytes(&self) -> usize {
        self.0.bytes()
    }
}

/// A search of one position.
pub struct Search {
    inner: Inner,
    /// The table of a finished search, kept for `take_table`.
    table: Option<Table>,
    /// Whether the table came from the caller, to be handed back when the search ends.
    keep_table: bool,
    /// Threads searching beside this one (`set_threads`).
    #[cfg(not(target_arch = "wasm32"))]
    helpers: smp::Helpers,
}

enum Inner {
    Finished(Option<SearchResult>),
    Engine(Box<search::Engine>),
}

impl Search {
    /// A search of `board` (the side to move is the board's: black on an even stone count)
    /// under `rule`. `Limits::default()`, no limit at all, means the level's default limits
    /// rather than a search without end.
    pub fn new(board: &Board, rule: Rule, level: Level, limits: Limits, seed: u64) -> Search {
        Search::build(board, rule, level, limits, seed, None)
    }

    /// `new`, searching with `table` (kept from earlier searches) instead of a fresh table
    /// of the level's size. Get it back with `take_table` once the search has finished.
    /// A search is then repeatable only from the same table.
    pub fn with_table(
        board: &Board,
        rule: Rule,
        level: Level,
        limits: Limits,
        seed: u64,
        table: Table,
    ) -> Search {
        if level.heuristic().is_some() {
            // Beginner and Classic search no table; it is handed back untouched.
            let mut search = Search::build(board, rule, level, limits, seed, None);
            search.table = Some(table);
            return search;
        }
        Search::build(board, rule, level, limits, seed, Some(table.0))
    }

    /// The table of a finished search made `with_table` (`None` before it finishes).
    pub fn take_table(&mut self) -> Option<Table> {
        self.table.take()
    }

    fn build(
        board: &Board,
        rule: Rule,
        level: Level,
        limits: Limits,
        seed: u64,
        table: Option<tt::Tt>,
    ) -> Search {
        if let Some(choose) = level.heuristic() {
            let best = choose(board, rule, seed);
            let result = best.map(|best| {
                let mut result = SearchResult {
                    best,
                    score: 0,
                    depth: 0,
                    nodes: board.size() as u64 * board.size() as u64,
                    forced: None,
                    pv: vec![best],
                    lines: Vec::new(),
                };
                result.lines.push(RootLine::of(&result));
                result
            });
            return Search {
                inner: Inner::Finished(result),
                table: None,
                keep_table: false,
                #[cfg(not(target_arch = "wasm32"))]
                helpers: smp::Helpers::default(),
            };
        }
        let limits = if limits == Limits::default() {
            level.default_limits()
        } else {
            limits
        };
        #[allow(unused_mut)]
        let mut limits = level.budget(limits);
        #[cfg(target_arch = "wasm32")]
        if let Some(time) = limits.time.take() {
            let by_time = (time.as_millis() as u64).max(1) * WEB_NODES_PER_MS;
            limits.nodes = Some(limits.nodes.map_or(by_time, |n| n.min(by_time)));
        }
        let keep = table.is_some();
        Search {
            inner: Inner::Engine(Box::new(search::Engine::new(
                board,
                rule,
                level.params(),
                limits,
                seed,
                table,
            ))),
            table: None,
            keep_table: keep,
            #[cfg(not(target_arch = "wasm32"))]
            helpers: smp::Helpers::default(),
        }
    }

    /// Advances the search by about `nodes` nodes (a threat search in progress may run a few
    /// thousand over). Returns the result once the search has reached one of its limits;
    /// `None` while it is still thinking. On a full board it finishes with no move: use
    /// `run` or `stop` to tell the two apart.
    pub fn step(&mut self, nodes: u64) -> Option<SearchResult> {
        match &mut self.inner {
            Inner::Finished(result) => result.clone(),
            Inner::Engine(engine) => {
                let done = engine.step(nodes)?;
                self.finished(done)
            }
        }
    }

    /// Under a match clock: no new iteration starts once `soft` has gone by (half as much
    /// again while the best move is unstable), nor one that would likely not finish within
    /// the time limit, which stays the hard stop. Without it the search spends its whole
    /// time limit, the best use of a fixed time per move. No effect on the web, where the
    /// engine never reads the clock, nor without a time limit.
    pub fn set_soft_time(&mut self, soft: Duration) {
        if let Inner::Engine(engine) = &mut self.inner {
            engine.set_soft_time(soft);
        }
    }

    /// Asks for the best `lines` root moves, each with its score and line, in
    /// `SearchResult::lines` (analysis); 1 is the plain search. The first line is exactly
    /// the search with one line (same move, score and line; the node count adds the other
    /// lines'), so the move played never depends on it. Each further line is a search of
    /// the root moves left, at every depth: about twice the nodes for three lines. Call it
    /// before the first `step`; Beginner and Classic give one line whatever is asked.
    pub fn set_multi_pv(&mut self, lines: usize) {
        if let Inner::Engine(engine) = &mut self.inner {
            engine.set_multi_pv(lines);
        }
    }

    /// Searches with `threads` threads in all (Lazy SMP: the others fill the shared table
    /// for this one), from now until the search ends or is dropped. Natively, for a search
    /// under a time limit: the move then depends on the threads' timing. One thread, the
    /// default, is the deterministic search; the web has one whatever is asked.
    pub fn set_threads(&mut self, threads: usize) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Inner::Engine(engine) = &mut self.inner {
            self.helpers.stop();
            self.helpers = smp::Helpers::start(engine, threads.saturating_sub(1));
        }
        #[cfg(target_arch = "wasm32")]
        let _ = threads;
    }

    /// The search has ended with `result`: its helpers stop (their nodes count in the
    /// result's) and a table lent to it is kept for `take_table`.
    fn finished(&mut self, result: Option<SearchResult>) -> Option<SearchResult> {
        #[cfg(not(target_arch = "wasm32"))]
        let result = {
            let helper_nodes = self.helpers.stop();
            result.map(|result| SearchResult {
                nodes: result.nodes + helper_nodes,
                ..result
            })
        };
        let inner = std::mem::replace(&mut self.inner, Inner::Finished(result.clone()));
        if let Inner::Engine(engine) = inner
            && self.keep_table
        {
            self.table = Some(Table(engine.into_table()));
        }
        result
    }

    /// Whether the search has finished (then `step` and `stop` return its result at once).
    pub fn is_finished(&self) -> bool {
        matches!(self.inner, Inner::Finished(_))
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        match &self.inner {
            Inner::Finished(result) => result.as_ref().map_or(0, |r| r.nodes),
            Inner::Engine(engine) => engine.nodes(),
        }
    }

    /// Ends the search now and returns the best move found so far (the game's own time
    /// limit on the web). `None` only when there is no legal move.
    pub fn stop(&mut self) -> Option<SearchResult> {
        match &mut self.inner {
            Inner::Finished(result) => result.clone(),
            Inner::Engine(engine) => {
                let done = engine.stop();
                self.finished(done)
            }
        }
    }

    /// Searches to the end of its limits. `None` only when the board has no legal move.
    pub fn run(mut self) -> Option<SearchResult> {
        loop {
            if let Some(result) = self.step(u64::MAX) {
                return Some(result);
            }
            if self.is_finished() {
                return None;
            }
        }
    }
}

/// The threads this machine runs at once: its cores, as the system reports them (one on
/// the web, where a search has one thread).
pub fn cores() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    return std::thread::available_parallelism().map_or(1, |n| n.get());
    #[cfg(target_arch = "wasm32")]
    return 1;
}

/// Builds the engine's shared tables (a few milliseconds, once per process). Searches do
/// it on first use; a game can call it at start-up so the first move does not pay for it.
pub fn init() {
    pattern::init();
    zobrist::keys();
}

/// The move a level would play, searched to the end of its limits.
pub fn best_move(
    board: &Board,
    rule: Rule,
    level: Level,
    limits: Limits,
    seed: u64,
) -> Option<Pos> {
    Search::new(board, rule, level, limits, seed)
        .run()
        .map(|r| r.best)
}
