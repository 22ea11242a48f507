//! A review's graded move in words: a win missed, a move that let the opponent win, the
//! block the rules forced, and otherwise what the move made.

use crate::coach::{Grade, GradedMove};
use crate::rules::{Board, Rule};

use super::answer::threat_to_answer;
use super::fact::Fact;
use super::made::explain_move;
use super::win::prove;

/// The sentence's fact for `graded`, a move played on `before` under `rule`. Cost: at
/// most two proofs of `explain_win`'s budgets and the cheap readings, a few milliseconds.
pub fn explain_graded(before: &Board, rule: Rule, graded: &GradedMove) -> Fact {
    let side = graded.mover();
    let played = graded.played;
    match graded.grade {
        Grade::MissedWin => {
            let (threats, moves, line) = match prove(before, rule, Some(graded.best)) {
                Some((threats, moves, line)) => (Some(threats), moves, line),
                None => (None, None, graded.line.clone()),
            };
            Fact::MissedWin {
                side,
                played,
                win_at: graded.best,
                threats,
                moves,
                line,
            }
        }
        Grade::LosingMove => {
            let mut after = before.clone();
            after.play(played);
            let win = prove(&after, rule, None).map(|(threats, _, line)| (threats, line));
            // The points that held: those that answered the opponent's threat before the
            // move, the move itself left out.
            let mut defences = match threat_to_answer(before, rule) {
                Some(Fact::BlockFour { at, .. }) => vec![at],
                Some(Fact::StopThree { defences, .. }) => defences,
                _ => Vec::new(),
            };
            defences.retain(|&p| p != played);
            Fact::LetWin {
                side,
                played,
                win,
                defences,
            }
        }
        Grade::Forced => threat_to_answer(before, rule)
            .filter(|fact| matches!(fact, Fact::BlockFour { .. }))
            .unwrap_or_else(|| explain_move(before, rule, played)),
        _ => explain_move(before, rule, played),
    }
}
