//! A win by threats the solver proves, small enough to run on the game's frame: fours
//! first, counted to the five, then fours and threes.

use crate::engine::{Solved, Threats, shortest_threat_win, threat_win, threat_win_with};
use crate::rules::{Board, Pos, Rule};

use super::fact::Fact;

/// Nodes for each search of the shortest win by fours: wins by fours take under a hundred
/// nodes in real games (`coach::reading`), so this refutes as surely as it proves.
pub const VCF_NODES: u64 = 2_000;
/// The most moves of a win by fours counted: one search per move allowed.
pub const VCF_MOST_MOVES: u32 = 15;
/// Nodes for a win by fours and threes: enough for most of those a game shows (half of
/// those a review proves take under this); one that needs more is not named.
pub const VCT_NODES: u64 = 4_000;

/// The side to move's win by threats on `board`, if the solver proves one within the
/// budgets above: `Fact::WinsBy`.
pub fn explain_win(board: &Board, rule: Rule) -> Option<Fact> {
    let (threats, moves, line) = prove(board, rule, None)?;
    Some(Fact::WinsBy {
        side: board.to_move(),
        threats,
        moves,
        line,
    })
}

/// A win of the side to move (beginning with `first`, when given): its threats, its
/// attacker's moves when counted, and its line.
pub(super) fn prove(
    board: &Board,
    rule: Rule,
    first: Option<Pos>,
) -> Option<(Threats, Option<u32>, Vec<Pos>)> {
    let fours = shortest_threat_win(
        board,
        rule,
        Threats::Fours,
        first,
        VCF_MOST_MOVES,
        VCF_NODES,
    );
    if let Solved::Win(win) = fours {
        return Some((Threats::Fours, Some(win.moves), win.line));
    }
    let threes = match first {
        Some(first) => threat_win_with(board, rule, first, Threats::FoursAndThrees, VCT_NODES),
        None => threat_win(board, rule, Threats::FoursAndThrees, VCT_NODES),
    };
    threes.map(|win| (Threats::FoursAndThrees, None, win.line))
}
