//! Wins by threats proven for callers outside the search: the coach asks whether a position
//! held a forced win and whether the move played kept it, and its puzzles how long the
//! shortest win is, which first moves keep one and what the defence may answer. It is the
//! solver the search's root runs (`search::threat`), asked once with the caller's node
//! budget, so its answers are repeatable. A proof is sound: every defence of each threat is
//! tried (against a four, its one block; against an open three, every block and every four
//! of the defender's own). A solver that runs out of nodes proves nothing: `threat_win`
//! answers no win, `solve_threats` says it ran out.

use crate::rules::{Board, Pos, Rule};

use super::board::Position;
use super::search::threat::{FailTable, ThreatSearch, three_defences};

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

/// What the solver made of a question within its nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved<W> {
    Win(W),
    /// Every attack was refuted: no win of that kind, within the depth.
    NoWin,
    /// The nodes ran out first: nothing is known.
    OutOfNodes,
}

impl<W> Solved<W> {
    pub fn win(self) -> Option<W> {
        match self {
            Solved::Win(w) => Some(w),
            _ => None,
        }
    }
}

/// As `threat_win` (`first`: `threat_win_with`), telling a refutation from a budget spent.
pub fn solve_threats(
    board: &Board,
    rule: Rule,
    threats: Threats,
    first: Option<Pos>,
    nodes: u64,
) -> Solved<ThreatWin> {
    let mut solver = ThreatSearch::new(threats == Threats::FoursAndThrees, nodes);
    ask(board, rule, threats, first, threats.depth(), &mut solver)
}

/// The shortest win found by `shortest_threat_win`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShortestWin {
    /// The attacker's moves to the five, the five included, against the defence that
    /// resists longest.
    pub moves: u32,
    /// The proof's line (as `ThreatWin::line`).
    pub line: Vec<Pos>,
}

/// The side to move's shortest win by `threats` (beginning with `first`, when given), of
/// at most `most` moves. Every move of the attacker's counts, the blocks of the defender's
/// fours too (`ThreatSearch::counting_blocks`): the win is searched with one more move
/// allowed at a time, each search of at most `nodes`, so the first that wins has the
/// fewest. `NoWin`: none of at most `most` moves.
pub fn shortest_threat_win(
    board: &Board,
    rule: Rule,
    threats: Threats,
    first: Option<Pos>,
    most: u32,
    nodes: u64,
) -> Solved<ShortestWin> {
    // The searches share a table of failed attacks: a position where the attacker failed
    // with some moves left fails with as many in the next search too, which then skips
    // it (two fifths of the time the starter set takes).
    let mut table = Some(FailTable::new(14));
    for moves in 1..=most {
        let mut solver = counting(threats, nodes);
        if let Some(table) = table.take() {
            solver = solver.with_table(table);
        }
        let solved = ask(board, rule, threats, first, moves - 1, &mut solver);
        table = solver.take_table();
        match solved {
            Solved::Win(win) => {
                return Solved::Win(ShortestWin {
                    moves,
                    line: win.line,
                });
            }
            Solved::NoWin => {}
            Solved::OutOfNodes => return Solved::OutOfNodes,
        }
    }
    Solved::NoWin
}

/// A win of the side to move by `threats` (beginning with `first`, when given) in at most
/// `moves` of its own, every one counted as `shortest_threat_win` counts them, found
/// within `nodes`.
pub fn threat_win_within(
    board: &Board,
    rule: Rule,
    threats: Threats,
    first: Option<Pos>,
    moves: u32,
    nodes: u64,
) -> Solved<ThreatWin> {
    // The solver's depth counts the attacker's moves but the five (depth 0: a five to
    // make).
    let Some(depth) = moves.checked_sub(1) else {
        return Solved::NoWin;
    };
    ask(
        board,
        rule,
        threats,
        first,
        depth,
        &mut counting(threats, nodes),
    )
}

/// A solver that counts every move of the attacker's but the five.
fn counting(threats: Threats, nodes: u64) -> ThreatSearch {
    ThreatSearch::new(threats == Threats::FoursAndThrees, nodes).counting_blocks()
}

/// Every point where the side to move begins a win by `threats` in at most `moves` of its
/// own, counted as `shortest_threat_win` counts them, in the board's order, each proven or
/// refuted within `nodes`; `Err` names the first point whose search ran out of nodes.
/// Every empty point is asked (a move that threatens nothing is refuted at once); the
/// searches share a table of failed attacks, as the engine's root's do.
pub fn winning_first_moves(
    board: &Board,
    rule: Rule,
    threats: Threats,
    moves: u32,
    nodes: u64,
) -> Result<Vec<Pos>, Pos> {
    let mut pos = Position::new(board, rule);
    let mut table = Some(FailTable::new(14));
    let mut winning = Vec::new();
    for first in board.empty_points() {
        let cell = pos.cell(first);
        let mut solver = counting(threats, nodes);
        if let Some(table) = table.take() {
            solver = solver.with_table(table);
        }
        let won = solver.wins_with(&mut pos, cell, moves.saturating_sub(1));
        table = solver.take_table();
        if won {
            winning.push(first);
        } else if solver.ran_out() {
            return Err(first);
        }
    }
    Ok(winning)
}

/// The defender's answers the solver weighs, on `board` with the defender to move just
/// after the attacker's move: the block of a four (both blocks of two fours, neither of
/// which saves it), none when the only block is forbidden; against an open three (with
/// `FoursAndThrees`) every block and every four of the defender's own. `None` when the
/// attacker threatens nothing the solver counts, and when the defender has a five to make.
pub fn threat_defences(board: &Board, rule: Rule, threats: Threats) -> Option<Vec<Pos>> {
    let pos = Position::new(board, rule);
    let def = pos.to_move();
    let att = def ^ 1;
    if pos.has_five_point(def) {
        return None;
    }
    let (fives, n) = pos.five_points(att);
    let mut answers = Vec::new();
    if n > 0 {
        answers.extend(fives[..n].iter().filter(|&&c| !pos.is_forbidden(c)));
    } else if threats == Threats::FoursAndThrees && pos.has_open_four_point(att) {
        three_defences(&pos, &mut answers);
    } else {
        return None;
    }
    Some(answers.into_iter().map(|c| pos.pos(c)).collect())
}

fn ask(
    board: &Board,
    rule: Rule,
    threats: Threats,
    first: Option<Pos>,
    depth: u32,
    solver: &mut ThreatSearch,
) -> Solved<ThreatWin> {
    let mut pos = Position::new(board, rule);
    let won = match first {
        Some(first) if !board.is_empty_point(first) => return Solved::NoWin,
        Some(first) => {
            let first = pos.cell(first);
            solver.wins_with(&mut pos, first, depth)
        }
        None => solver.wins(&mut pos, depth),
    };
    match proven(won, solver, &pos, threats) {
        Some(win) => Solved::Win(win),
        None if solver.ran_out() => Solved::OutOfNodes,
        None => Solved::NoWin,
    }
}

fn proven(won: bool, solver: &ThreatSearch, pos: &Position, threats: Threats) -> Option<ThreatWin> {
    won.then(|| ThreatWin {
        threats,
        line: solver.line.iter().map(|&c| pos.pos(c)).collect(),
        nodes: solver.nodes,
    })
}
