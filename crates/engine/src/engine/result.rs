//! What a search gives back: its move, score, depth and line, and for analysis the best
//! few root moves with theirs.

use crate::rules::Pos;

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
