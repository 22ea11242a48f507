//! `Search`, the engine's one entry: a search of one position, run whole or in slices,
//! alone or with helper threads, with a table of its own or one kept across moves.

use std::time::Duration;

use crate::rules::{Board, Pos, Rule};

use super::super::book;
use super::super::level::Level;
use super::super::limits::Limits;
use super::super::result::{RootLine, SearchResult};
use super::history::History;
use super::smp;
use super::{Engine, tt};

/// Nodes per millisecond assumed on the web, where the engine cannot read the clock: a
/// time limit becomes a node limit there (the game may also stop the search itself).
#[cfg(target_arch = "wasm32")]
const WEB_NODES_PER_MS: u64 = 150;

/// A transposition table to keep from one search to the next (the Gomocup brain does, and
/// the game's Master through `KeptTable`: what the last move's search learnt about the
/// positions that follow is not lost). Each search that uses it starts a new generation,
/// whose entries outrank older ones.
///
/// It carries the last search's history of quiet moves too (`History::carried_on`): the
/// board has changed by two stones, and the points that cut off then mostly still do.
/// Kept, it scored 53.2% (W192 D42 L166) against a fresh history at every move over 400
/// games in freestyle at 200 ms a move (53.8% on seed 1's openings, 52.8% on seed 2's).
pub struct Table {
    pub(super) tt: tt::Tt,
    pub(super) history: Option<History>,
}

impl Table {
    /// The largest table that fits in `bytes` (a power of two of 48-byte buckets).
    pub fn with_bytes(bytes: usize) -> Table {
        Table {
            tt: tt::Tt::with_bytes(bytes),
            history: None,
        }
    }

    /// A fresh table of the size `level` searches with when given none.
    pub fn for_level(level: Level) -> Table {
        Table {
            tt: tt::Tt::new(level.params().tt_bits),
            history: None,
        }
    }

    pub fn bytes(&self) -> usize {
        self.tt.bytes()
    }
}

/// A search of one position.
pub struct Search {
    inner: Inner,
    /// The table of a finished search, kept for `take_table`.
    table: Option<Table>,
    /// Whether the table came from the caller, to be handed back when the search ends.
    keep_table: bool,
    /// Threads searching beside this one (`set_threads`, `lend_helpers`).
    helpers: smp::Helpers,
}

enum Inner {
    Finished(Option<SearchResult>),
    Engine(Box<Engine>),
}

impl Search {
    /// A search of `board` (the side to move is the board's: black on an even stone count)
    /// under `rule`. `Limits::default()`, no limit at all, means the level's default limits
    /// rather than a search without end.
    pub fn new(board: &Board, rule: Rule, level: Level, limits: Limits, seed: u64) -> Search {
        Search::build(board, rule, level, limits, seed, None, &[])
    }

    /// A move to play: the strong levels (`Params::book`) answer from the opening book when
    /// it holds the position, the seed picking among its good moves, with every kept move
    /// as a line; else `new`, or `with_table` when a table is kept. The Gomocup brain and
    /// the arena play this way; every other search reads the position itself.
    pub fn playing(
        board: &Board,
        rule: Rule,
        level: Level,
        limits: Limits,
        seed: u64,
        table: Option<Table>,
    ) -> Search {
        if level.params().book
            && let Some(result) = book::answer(board, rule, seed)
        {
            // The table is handed back untouched, as it came.
            return Search {
                inner: Inner::Finished(Some(result)),
                table,
                keep_table: false,
                helpers: smp::Helpers::default(),
            };
        }
        match table {
            Some(table) => Search::with_table(board, rule, level, limits, seed, table),
            None => Search::new(board, rule, level, limits, seed),
        }
    }

    /// `new`, playing only one of `only` (empty: any point, as `new`): the renju opening
    /// rules' areas and offers. Every root shortcut (the centre of an empty board, a
    /// five, a forced block) is taken only when its move is allowed, else the allowed
    /// moves are searched; the generated root moves are cut down to the allowed ones, and
    /// when none is allowed the allowed points themselves are searched. `None` only when
    /// no allowed point is empty and legal. Beginner and Classic choose at one look,
    /// blind to a restriction: restricted, they search as Easy (their engine settings).
    pub fn restricted(
        board: &Board,
        rule: Rule,
        level: Level,
        limits: Limits,
        seed: u64,
        only: &[Pos],
    ) -> Search {
        Search::build(board, rule, level, limits, seed, None, only)
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
            let mut search = Search::build(board, rule, level, limits, seed, None, &[]);
            search.table = Some(table);
            return search;
        }
        Search::build(board, rule, level, limits, seed, Some(table), &[])
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
        table: Option<Table>,
        only: &[Pos],
    ) -> Search {
        if let Some(choose) = level.heuristic().filter(|_| only.is_empty()) {
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
        let mut engine = Engine::new(board, rule, level.params(), limits, seed, table);
        if !only.is_empty() {
            engine.restrict_root(only);
        }
        Search {
            inner: Inner::Engine(Box::new(engine)),
            table: None,
            keep_table: keep,
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
    /// for this one), from now until the search ends or is dropped. For a search under a
    /// time limit: the move then depends on the threads' timing. One thread, the default,
    /// is the deterministic search. Where no thread can be started (the web), one.
    pub fn set_threads(&mut self, threads: usize) {
        if let Inner::Engine(engine) = &mut self.inner {
            self.helpers.stop();
            self.helpers = smp::Helpers::start(engine, threads.saturating_sub(1));
        }
    }

    /// `set_threads(1 + count)` with threads the caller starts: `count` helper searches to
    /// run each on a thread of its own (the web's helper workers), from now until this
    /// search ends or is dropped, when they end too. None for a search already finished.
    pub fn lend_helpers(&mut self, count: usize) -> Vec<smp::Helper> {
        match &mut self.inner {
            Inner::Engine(engine) => {
                self.helpers.stop();
                let (helpers, lent) = smp::Helpers::lend(engine, count);
                self.helpers = helpers;
                lent
            }
            Inner::Finished(_) => Vec::new(),
        }
    }

    /// The search has ended with `result`: its helpers stop (their nodes count in the
    /// result's) and a table lent to it is kept for `take_table`.
    fn finished(&mut self, result: Option<SearchResult>) -> Option<SearchResult> {
        let helper_nodes = self.helpers.stop();
        let result = result.map(|result| SearchResult {
            nodes: result.nodes + helper_nodes,
            ..result
        });
        let inner = std::mem::replace(&mut self.inner, Inner::Finished(result.clone()));
        if let Inner::Engine(engine) = inner
            && self.keep_table
        {
            self.table = Some(engine.into_table());
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
