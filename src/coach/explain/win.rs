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
/// budgets above: `Fact::WinsBy`. Cost: without a win, one search of at most `VCF_NODES`
/// and one of `VCT_NODES`; a win by fours is counted by a few more searches of at most
/// `VCF_NODES` each, which real wins pass in a few hundred nodes. Under half a
/// millisecond natively on the tests' positions (`tests/explain.rs`, `costs`).
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
    // One search decides whether there is a win by fours at all (most positions have
    // none, and this is all they pay for); only a win is counted, one search per move
    // allowed, which a real win by fours passes in a few hundred nodes.
    let fours = match first {
        Some(first) => threat_win_with(board, rule, first, Threats::Fours, VCF_NODES),
        None => threat_win(board, rule, Threats::Fours, VCF_NODES),
    };
    if let Some(win) = fours {
        let shortest = shortest_threat_win(
            board,
            rule,
            Threats::Fours,
            first,
            VCF_MOST_MOVES,
            VCF_NODES,
        );
        return Some(match shortest {
            Solved::Win(short) => (Threats::Fours, Some(short.moves), short.line),
            _ => (Threats::Fours, None, win.line),
        });
    }
    let threes = match first {
        Some(first) => threat_win_with(board, rule, first, Threats::FoursAndThrees, VCT_NODES),
        None => threat_win(board, rule, Threats::FoursAndThrees, VCT_NODES),
    };
    threes.map(|win| (Threats::FoursAndThrees, None, win.line))
}
