//! The computer opponent: no Bevy, no I/O. The game, the Gomocup binary, the arena and the
//! web page's worker all drive it through `Search`.
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
//! THE MAP, in layers, each importing only those below it:
//! - `board/`: patterns, threat classes, the incremental position, Zobrist keys, move
//!   generation. Read its module doc first: everything above reads the board's counts.
//! - `eval/`: the evaluation (a small network over the board's counts), and the two
//!   players that do not search (Classic, Beginner).
//! - `limits`, `result`, `level`: what a search is asked and gives back, and what each
//!   level may do.
//! - `search/`: `Search` (the entry), the root's threat searches, alpha-beta, the
//!   transposition table, multi-PV, threads. How the engine plays is told there.
//! - `book`: the opening book Hard and Master play their first moves from (made by
//!   `tools::book_make`), consulted by `Search::playing` (the brain, the arena, the
//!   game's computer player) before any search.
//! - `request` (a search as one line of text, for the web worker), `swap2` (the swap2
//!   opening's choices), `opening_rule` (the computer's choices in renju's opening rules:
//!   Soosõrv-8, Taraguchi-10, RIF), `time` (a game clock shared out per move), `proof` (the threat
//!   solver asked directly: a win by fours or threes proven for the coach), `shapes` (the
//!   board's patterns read for the coach's explanations: a stone's shapes, open fours and
//!   what stops them).
//! - `tools/`: the bench (`bench::run`), and the evaluation's fits (arena build).

mod board;
pub mod book;
mod eval;
mod level;
mod limits;
pub mod opening_rule;
mod proof;
mod request;
mod result;
mod search;
mod shapes;
pub mod swap2;
pub mod time;
mod tools;

pub use eval::{SCALE as EVAL_SCALE, WIN, WIN_MIN, beginner, classic};
pub use level::Level;
pub use limits::Limits;
pub use proof::{
    ShortestWin, Solved, ThreatWin, Threats, shortest_threat_win, solve_threats, threat_defences,
    threat_win, threat_win_with, threat_win_within, winning_first_moves,
};
pub use request::{KeptTable, SearchRequest, parse_result, result_to_text};
pub use result::{RootLine, SearchResult};
pub use search::{Search, Table, best_move, smp::Helper};
pub use shapes::{LineShape, OpenFourPoint, line_shapes, open_four_points, open_four_stops};
pub use tools::bench::{self, BenchReport};
#[cfg(feature = "arena")]
pub use tools::{book_make, net_fit, policy_fit, tune};

/// The threads this machine runs at once: its cores, as the system reports them (one on
/// the web, where the page counts the cores and its worker runs the helpers:
/// `Search::lend_helpers`).
pub fn cores() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    return std::thread::available_parallelism().map_or(1, |n| n.get());
    #[cfg(target_arch = "wasm32")]
    return 1;
}

/// Builds the engine's shared tables (a few milliseconds, once per process). Searches do
/// it on first use; a game can call it at start-up so the first move does not pay for it.
pub fn init() {
    board::pattern::init();
    board::zobrist::keys();
    eval::quant::init();
}
