//! Wins by threats proven for callers outside the search: the coach asks whether a position
//! held a forced win and whether the move played kept it. It is the solver the search's
//! root runs (`search::threat`), asked once with the caller's node budget, so its answers
//! are repeatable. A proof is sound: every defence of each threat is tried (against a
//! four, its one block; against an open three, every block and every four of the
//! defender's own). A solver that runs out of nodes proves nothing and answers no win.

use crate::rules::{Board, Pos, Rule};

use super::board::Position;
use super::search::threat::ThreatSearch;

/// Which threats a win may be made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Threats {
    /// Fours only (VCF, victory by continuous fours): each answer is forced.
    Fours,
    /// Fours and open threes (VCT).
    FoursAndThrees,
}

impl Threats {
    /// The most moves of the attacker's a proof may take: Master's root searches' depths
    /// (`Level::params`), where they find the wins a game shows.
    fn depth(self) -> u32 {
        match self {
            Threats::Fours => 24,
            Threats::FoursAndThrees => 7,
        }
    }
}

/// A win for the side to move, proven by the solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreatWin {
    pub threats: Threats,
    /// The winning line from the position, attacker's and defender's moves alternating:
    /// to the five for fours; for threes it stops at the defender's first choice.
    pub line: Vec<Pos>,
    /// Nodes the proof took.
    pub nodes: u64,
}

/// A win of the side to move on `board` under `rule` by `threats`, proven in at most
/// `nodes` nodes; `None` when there is none or the budget ran out first.
pub fn threat_win(board: &Board, rule: Rule, threats: Threats, nodes: u64) -> Option<ThreatWin> {
    let mut pos = Position::new(board, rule);
    let mut solver = ThreatSearch::new(threats == Threats::FoursAndThrees, nodes);
    let won = solver.wins(&mut pos, threats.depth());
    proven(won, &solver, &pos, threats)
}

/// As `threat_win`, for a win that begins with the side to move playing `first`: whether
/// that move keeps a win by `threats`. `None` too when `first` may not be played.
pub fn threat_win_with(
    board: &Board,
    rule: Rule,
    first: Pos,
    threats: Threats,
    nodes: u64,
) -> Option<ThreatWin> {
    if !board.is_empty_point(first) {
        return None;
    }
    let mut pos = Position::new(board, rule);
    let mut solver = ThreatSearch::new(threats == Threats::FoursAndThrees, nodes);
    let first = pos.cell(first);
    let won = solver.wins_with(&mut pos, first, threats.depth());
    proven(won, &solver, &pos, threats)
}

fn proven(won: bool, solver: &ThreatSearch, pos: &Position, threats: Threats) -> Option<ThreatWin> {
    won.then(|| ThreatWin {
        threats,
        line: solver.line.iter().map(|&c| pos.pos(c)).collect(),
        nodes: solver.nodes,
    })
}
