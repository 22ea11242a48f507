//! The Gomocup (piskvork) protocol, so the same engine plays in Piskvork, Yixin-Board or a
//! tournament (the arena that pits engines against each other is `crate::arena`).
//!
//! - `brain`: the protocol loop over any `BufRead`/`Write` (the `pbrain-gomoku` binary is
//!   this loop over stdin/stdout); `brain/swap2.rs` answers the swap2 opening's
//!   `SWAP2BOARD`.
//! - `clock`: turns the manager's `INFO` time keys into a time budget per move.
//! - `bench`: the fixed-depth search of fixed positions behind `pbrain-gomoku bench`.

pub mod bench;
mod brain;
mod clock;

pub use brain::{Brain, Config, Flow, run};
pub use clock::{Clock, budget_for};

/// The Gomocup `INFO rule` bitmask: 1 exactly five, 2 continuous game, 4 renju, 8 caro.
/// Caro (five not blocked at both ends) is not supported; it falls back to exactly five,
/// its nearest relative. Continuous games change nothing for the search.
pub fn rule_from_bits(bits: u32) -> crate::rules::Rule {
    use crate::rules::Rule;
    if bits & 4 != 0 {
        Rule::Renju
    } else if bits & (1 | 8) != 0 {
        Rule::Standard
    } else {
        Rule::Freestyle
    }
}

/// The bitmask the arena sends for `rule` (the inverse of `rule_from_bits`).
pub fn rule_bits(rule: crate::rules::Rule) -> u32 {
    use crate::rules::Rule;
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 1,
        Rule::Renju => 4,
    }
}
