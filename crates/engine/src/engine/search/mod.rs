//! The search: what the engine does with its time.
//!
//! The root first decides what needs no search (no move, a forced block, a five), then
//! looks for a win by continuous fours, then by fours and threes (`threat`: its searches
//! share a table of the attacks that failed), then runs iterative-deepening PVS (`root`)
//! with a transposition table (`tt`: buckets and generations, kept across moves by the
//! Gomocup brain through `Table`, which carries the history of quiet moves along too).
//!
//! The tree (`tree`) is walked with an explicit stack instead of recursion, so a search can
//! stop after any number of nodes and carry on later exactly where it was: the web build
//! advances it a slice per frame, and slicing never changes the result of a node- or
//! depth-limited search. At each node (`node`): log-table late-move reductions,
//! move-count and futility pruning in the last three plies, reverse futility pruning at
//! any depth (it reads the table's bound where that lies beyond the static evaluation,
//! as the fail-high reduction does), aspiration windows from depth 5, moves ordered by
//! the table move, killers and a history with penalties (`picker`, `history`), and (Master)
//! singular extensions: a table move that no other move comes near at half the depth is
//! searched a ply deeper. Nodes under threat (an open three to answer, or for Master in
//! freestyle a double threat the other side could make next move) are neither reduced
//! nor pruned. At its leaves Master runs a quiescence search of the side to move's fours
//! and their forced blocks, after the first four only fours in line with the
//! last (standing pat on the evaluation, results in the table), and scores a leaf by two
//! thirds of its evaluation and a third of its parent's, so odd and even depths agree;
//! Hard looks for a VCF. Every tuned constant stands in `params` with its evidence; what
//! each level may do is `level`'s.
//!
//! A search may be restricted to some root moves (`only`: the renju opening rules' areas
//! and offers); without a restriction it is exactly the search described here.
//!
//! The principal variation comes from the table and is played out to the five for a
//! proven win (`pv`); multi-PV searches the further root lines with tables of their own
//! (`lines`).
//!
//! Threads (`Search::set_threads`, natively): Lazy SMP, helpers sharing the table with the
//! main search, which plays a helper's move when the helper finished a deeper iteration
//! (`smp`, `team`); the table's slots are lock-free atomics for that.
//!
//! Time: the time limit is hard (the clock is read every 128 nodes, in root threat searches
//! too); `Search::set_soft_time` adds the soft limit of a match clock. For the game on the
//! web: the game sizes each `step` so a slice takes about 6 ms and adapts it frame by
//! frame; a root threat search of at most a few thousand nodes runs whole, so a slice may
//! overrun by that much. The engine never reads the clock on wasm32: a time limit is
//! turned into a node limit there, and the game calls `stop` when its own time is up.

use std::time::Duration;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

use crate::rules::{Board, Rule};

use super::board::{Cell, Position, zobrist};
use super::eval::INF;
use super::level::Params;
use super::limits::Limits;
use super::result::SearchResult;

mod handle;
mod history;
mod lines;
mod node;
mod only;
mod params;
mod picker;
mod pv;
mod root;
pub mod smp;
mod team;
pub mod threat;
mod tree;
pub mod tt;

use history::History;
use params::CLOCK_INTERVAL;
use threat::{FailTable, ThreatSearch};
use tt::Tt;

pub use handle::{Search, Table, best_move};

use team::Role;
pub use team::Team;

/// One node of the tree being searched; its moves live in the shared `moves` buffer.
#[derive(Clone, Copy)]
struct Frame {
    depth: i32,
    alpha: i32,
    beta: i32,
    orig_alpha: i32,
    best: i32,
    best_move: Cell,
    start: usize,
    end: usize,
    next: usize,
    /// The moves from `start` up to here are in their order; those after it are put in
    /// place as the node comes to them (`picker::settle`). `usize::MAX` where the node put
    /// them all in order at once (the root, quiescence, a forced block).
    settled: usize,
    entered: bool,
    /// A single forced reply (blocking a four): searched without using up depth.
    forced: bool,
    /// Under threat: answering an open three (the node's moves are its defences), or, for
    /// Master outside renju, facing a double threat the other side could make next move
    /// while this side has no four. Such a node is searched whole: no reductions, no
    /// pruning.
    under_threat: bool,
    /// The move now being searched below this node and how.
    child: Cell,
    null_window: bool,
    reduced: bool,
    /// Singular extension: while `singular` holds a bound, the node searches its other
    /// moves at half depth against it; if none reaches it, the table move is searched a
    /// ply deeper (`extend_first`).
    singular: Option<i32>,
    extend_first: bool,
    /// ProbCut: while it holds a bound, the node's first moves are searched shallow
    /// against it; one that reaches it ends the node.
    probcut: Option<i32>,
    /// The static evaluation is so far above beta that the node will most likely fail
    /// high: its moves other than fours are searched a ply shallower.
    likely_fail_high: bool,
    /// Expected to fail high (a cut node): the node of a reduced move, or one searched with a
    /// null window at full depth whose parent was not expected to fail high. Its late moves
    /// are reduced a ply more (`CUT_NODE_REDUCTION`).
    cut: bool,
    /// The static evaluation (the side to move's view, not averaged), for futility pruning
    /// and for the two-ply mean at the leaves below.
    eval: i32,
}

impl Frame {
    /// The depth this node's moves are searched to before any reduction: a ply less, but
    /// the whole depth where the move is a forced block.
    fn child_depth(&self) -> i32 {
        if self.forced {
            self.depth
        } else {
            self.depth - 1
        }
    }

    fn new(depth: i32, alpha: i32, beta: i32, start: usize) -> Frame {
        Frame {
            depth,
            alpha,
            beta,
            orig_alpha: alpha,
            best: -INF,
            best_move: 0,
            start,
            end: start,
            next: start,
            settled: usize::MAX,
            entered: false,
            forced: false,
            under_threat: false,
            child: 0,
            null_window: false,
            reduced: false,
            singular: None,
            extend_first: false,
            probcut: None,
            likely_fail_high: false,
            cut: false,
            eval: 0,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    Start,
    Vcf,
    Vct,
    Iterate,
    Done,
}

enum Slice {
    Paused,
    Stopped,
    Finished,
}

pub struct Engine {
    pos: Position,
    params: Params,
    limits: Limits,
    noise_key: u64,
    tt: Tt,
    nodes: u64,
    #[cfg(not(target_arch = "wasm32"))]
    started: Instant,
    /// The node count at which the clock and the team's stop are next looked at.
    next_clock: u64,
    /// A helper's nodes told to its team so far (`tell_team_nodes`).
    nodes_told: u64,
    /// The soft time limit (see `Search::set_soft_time`), and when the running iteration
    /// started, since the search began.
    soft: Option<Duration>,
    iter_started: Duration,
    phase: Phase,
    stack: Vec<Frame>,
    moves: Vec<(Cell, i32)>,
    ret: Option<i32>,
    /// Killers and history: what cut off, for move order.
    history: History,
    root_moves: Vec<Cell>,
    /// The only points the root may play (`only`); `None`: any legal point.
    only: Option<Vec<Cell>>,
    /// The root's (alpha, beta) in the running iteration: an aspiration window around
    /// the last score from `ASPIRATION_DEPTH` on, else the full window.
    window: (i32, i32),
    threats: Vec<Cell>,
    threat_index: usize,
    /// The leaves' VCF, kept between leaves so that its buffers are not made again.
    leaf_threats: ThreatSearch,
    /// Nodes the current root threat phase may still spend.
    threat_left: u64,
    /// The root threat searches' failed attacks, shared from one first move to the next
    /// (made by the first of them).
    threat_table: Option<FailTable>,
    /// The best move of the deepest finished iteration, and of the running one so far.
    best: Option<(Cell, i32)>,
    iter_best: Option<(Cell, i32)>,
    depth: u32,
    completed: u32,
    result: Option<Option<SearchResult>>,
    /// Table moves searched a ply deeper as singular, this search.
    singular_extensions: u64,
    /// Nodes ended by their ProbCut searches, this search.
    probcut_cuts: u64,
    /// Multi-PV's state; `None` for one line, the plain search.
    lines: Option<Box<lines::Lines>>,
    /// Alone, or one of the threads of a search (Lazy SMP, `engine::smp`).
    role: Role,
}

impl Engine {
    pub fn new(
        board: &Board,
        rule: Rule,
        params: Params,
        limits: Limits,
        seed: u64,
        table: Option<Table>,
    ) -> Engine {
        let (tt, history) = match table {
            Some(Table { mut tt, history }) => {
                tt.new_search();
                (tt, history.map(History::carried_on))
            }
            None => (Tt::new(params.tt_bits), None),
        };
        let noise_key = zobrist::mix(seed ^ 0x6E6F_6973_6500);
        let mut engine = Engine::fresh(Position::new(board, rule), params, limits, noise_key, tt);
        if let Some(history) = history {
            engine.history = history;
        }
        engine
    }

    /// A search of `pos` that has not begun.
    pub(super) fn fresh(
        pos: Position,
        params: Params,
        limits: Limits,
        noise_key: u64,
        tt: Tt,
    ) -> Engine {
        Engine {
            pos,
            params,
            limits,
            noise_key,
            tt,
            nodes: 0,
            #[cfg(not(target_arch = "wasm32"))]
            started: Instant::now(),
            next_clock: 0,
            nodes_told: 0,
            soft: None,
            iter_started: Duration::ZERO,
            phase: Phase::Start,
            stack: Vec::with_capacity(128),
            moves: Vec::with_capacity(4096),
            ret: None,
            history: History::new(),
            root_moves: Vec::new(),
            only: None,
            window: (-INF, INF),
            threats: Vec::new(),
            threat_index: 0,
            leaf_threats: ThreatSearch::new(false, 0),
            threat_left: 0,
            threat_table: None,
            best: None,
            iter_best: None,
            depth: 1,
            completed: 0,
            result: None,
            singular_extensions: 0,
            probcut_cuts: 0,
            lines: None,
            role: Role::Alone,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The table and history to hand to the next move's search.
    pub fn into_table(self) -> Table {
        Table {
            tt: self.tt,
            history: Some(self.history),
        }
    }

    pub fn set_soft_time(&mut self, soft: Duration) {
        self.soft = Some(soft);
    }

    fn elapsed(&self) -> Duration {
        #[cfg(not(target_arch = "wasm32"))]
        return self.started.elapsed();
        #[cfg(target_arch = "wasm32")]
        return Duration::ZERO;
    }

    /// Whether to stop deepening after an iteration (only with a soft limit): past the
    /// soft limit, stretched by half when the best move changed or the score fell; or when
    /// the next iteration, which costs at least twice the last, would end past the hard one.
    fn soft_stop(&mut self, unstable: bool) -> bool {
        let (Some(soft), Some(hard)) = (self.soft, self.limits.time) else {
            return false;
        };
        if cfg!(target_arch = "wasm32") {
            return false;
        }
        let now = self.elapsed();
        let took = now.saturating_sub(self.iter_started);
        self.iter_started = now;
        let soft = if unstable { soft * 3 / 2 } else { soft };
        now >= soft.min(hard) || now + took * 2 > hard
    }

    /// Advances by about `budget` nodes; the result once the search has finished.
    pub fn step(&mut self, budget: u64) -> Option<Option<SearchResult>> {
        let slice_end = self.nodes.saturating_add(budget.max(1));
        loop {
            if let Some(result) = &self.result {
                return Some(result.clone());
            }
            match self.phase {
                Phase::Start => self.start(),
                Phase::Vcf | Phase::Vct => {
                    if self.out_of_budget() {
                        self.finish();
                    } else if self.nodes >= slice_end {
                        return None;
                    } else {
                        self.threat_step();
                    }
                }
                Phase::Iterate => match self.search(slice_end) {
                    Slice::Paused => return None,
                    Slice::Stopped => {
                        self.unwind();
                        self.finish();
                    }
                    Slice::Finished => self.root_search_done(),
                },
                Phase::Done => self.finish(),
            }
        }
    }

    /// Ends the search now with the best move found so far.
    pub fn stop(&mut self) -> Option<SearchResult> {
        if self.result.is_none() {
            match self.phase {
                Phase::Start => {
                    self.start();
                    if self.result.is_none() {
                        self.finish();
                    }
                }
                _ => {
                    self.unwind();
                    self.finish();
                }
            }
        }
        self.result.clone().flatten()
    }

    fn out_of_budget(&mut self) -> bool {
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            return true;
        }
        if self.nodes >= self.next_clock {
            self.next_clock = self.nodes + CLOCK_INTERVAL;
            let stopped = match &self.role {
                Role::Helper { team, .. } => team.stopped(),
                _ => false,
            };
            // The web's engine never reads the clock: its caller keeps the time.
            #[cfg(not(target_arch = "wasm32"))]
            let out_of_time = self
                .limits
                .time
                .is_some_and(|t| self.started.elapsed() >= t);
            #[cfg(target_arch = "wasm32")]
            let out_of_time = false;
            self.tell_team_nodes();
            if stopped || out_of_time {
                // Stay stopped: later checks between clock reads must agree.
                self.limits.nodes = Some(self.nodes);
                return true;
            }
        }
        false
    }

    /// Returns the moves of an interrupted iteration to the position.
    fn unwind(&mut self) {
        if self.phase == Phase::Iterate {
            while self.stack.len() > 1 {
                self.stack.pop();
                self.pos.undo();
            }
            self.stack.clear();
            self.moves.clear();
            self.ret = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;
    use crate::engine::eval::WIN_MIN;

    /// The score of each depth from 1 to `deepest` on the bench positions.
    fn scores_by_depth(params: Params, deepest: u32) -> Vec<Vec<i32>> {
        crate::engine::bench::positions()
            .map(|(board, rule)| {
                (1..=deepest)
                    .map(|depth| {
                        let mut engine =
                            Engine::new(&board, rule, params, Limits::depth(depth), 0, None);
                        let result = engine.step(u64::MAX).flatten().expect("a move");
                        result.score
                    })
                    .collect()
            })
            .collect()
    }

    /// The mean of |score(d + 1) - score(d)| over positions and depths, leaving out
    /// proven wins and losses.
    fn mean_swing(scores: &[Vec<i32>]) -> f64 {
        let swings: Vec<i32> = scores
            .iter()
            .flat_map(|s| s.windows(2))
            .filter(|w| w.iter().all(|v| v.abs() < WIN_MIN))
            .map(|w| (w[1] - w[0]).abs())
            .collect();
        swings.iter().sum::<i32>() as f64 / swings.len().max(1) as f64
    }

    /// A search of each bench position at `depth`: its nodes, singular extensions and
    /// result, run whole or in slices of `slice` nodes.
    fn bench_searches(params: Params, depth: u32, slice: u64) -> Vec<(u64, u64, SearchResult)> {
        crate::engine::bench::positions()
            .map(|(board, rule)| {
                let mut engine = Engine::new(&board, rule, params, Limits::depth(depth), 0, None);
                let result = loop {
                    if let Some(found) = engine.step(slice) {
                        break found.expect("a move");
                    }
                };
                (engine.nodes(), engine.singular_extensions, result)
            })
            .collect()
    }

    #[test]
    fn probcut_ends_nodes_in_the_bench_searches() {
        let master = Level::Master.params();
        let cuts: u64 = crate::engine::bench::positions()
            .map(|(board, rule)| {
                let mut engine = Engine::new(&board, rule, master, Limits::depth(8), 0, None);
                while engine.step(u64::MAX).is_none() {}
                engine.probcut_cuts
            })
            .sum();
        assert!(cuts > 0, "no ProbCut search ended a node at depth 8");
    }

    #[test]
    fn singular_table_moves_are_extended_and_slicing_keeps_the_tree() {
        let master = Level::Master.params();
        assert!(master.singular);
        let whole = bench_searches(master, 8, u64::MAX);
        assert!(
            whole.iter().map(|w| w.1).sum::<u64>() > 0,
            "no table move was singular at depth 8 in any bench position"
        );
        // The verification searches and the extension change the tree.
        let plain = bench_searches(
            Params {
                singular: false,
                ..master
            },
            8,
            u64::MAX,
        );
        assert!(plain.iter().all(|p| p.1 == 0));
        assert_ne!(
            whole.iter().map(|w| w.0).collect::<Vec<_>>(),
            plain.iter().map(|p| p.0).collect::<Vec<_>>()
        );
        // A node halfway through its singular search resumes exactly where it paused.
        assert_eq!(bench_searches(master, 8, 97), whole);
    }

    #[test]
    fn two_ply_leaves_see_saw_less_from_depth_to_depth() {
        let two_ply = Level::Master.params();
        assert!(two_ply.two_ply_eval);
        let one_ply = Params {
            two_ply_eval: false,
            ..two_ply
        };
        let (smooth, rough) = (
            mean_swing(&scores_by_depth(two_ply, 5)),
            mean_swing(&scores_by_depth(one_ply, 5)),
        );
        // About 260 against 530 when this was written (150 with an even mean).
        assert!(
            smooth < 0.75 * rough,
            "two-ply {smooth:.0}, one-ply {rough:.0}"
        );
    }
}
