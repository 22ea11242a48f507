//! A puzzle's wrong move in words: one fact per reason `puzzles::Wrong` gives.

use crate::coach::puzzles::Wrong;
use crate::rules::{Pos, Stone};

use super::fact::Fact;

/// The fact for `wrong`, the reason the attacker's move `played` was refused or failed.
/// Nothing to compute: the run found the reason.
pub fn explain_wrong(wrong: &Wrong, attacker: Stone, played: Pos) -> Fact {
    let side = attacker;
    match wrong {
        Wrong::Forbidden(why) => Fact::Forbidden {
            at: played,
            why: *why,
        },
        Wrong::MissedFive { at } => Fact::MissedFive { side, at: *at },
        Wrong::DefenderFive { at } => Fact::AllowedFive { side, at: *at },
        Wrong::DefenderWins { line } => Fact::DefenderWins {
            side,
            played,
            line: line.clone(),
        },
        Wrong::NoThreat => Fact::NoThreat { side, played },
        Wrong::Refuted { defence } => Fact::Refuted {
            side,
            defence: *defence,
        },
        Wrong::TooSlow { defence } => Fact::TooSlow {
            side,
            defence: *defence,
        },
        Wrong::NoForcedWin => Fact::NoForcedWin { side, played },
    }
}
