//! The Gomocup (piskvork) protocol, so the same engine plays in Piskvork, Yixin-Board or a
//! tournament, and the arena that pits engines against each other to measure strength.
//!
//! - `brain`: the protocol loop over any `BufRead`/`Write` (the `pbrain-gomoku` binary is
//!   this loop over stdin/stdout).
//! - `clock`: turns the manager's `INFO` time keys into a time budget per move.
//! - `arena`: plays matches between in-process levels and external Gomocup engines.
//! - `bench`: the fixed-depth search of fixed positions behind `pbrain-gomoku bench`.

pub mod arena;
pub mod bench;
mod brain;
mod clock;

pub use brain::{Brain, Config, Flow, run};
pub use clock::{Clock, budget_for};

use crate::engine::Level;

/// The level named `name` (`classic`, `easy`, `medium`, `hard`, `master`), any case.
pub fn parse_level(name: &str) -> Option<Level> {
    Level::ALL
        .into_iter()
        .find(|level| level.name().eq_ignore_ascii_case(name.trim()))
}

/// The rule named `name` (`freestyle`, `standard`, `renju`), any case.
pub fn parse_rule(name: &str) -> Option<crate::rules::Rule> {
    crate::rules::Rule::ALL
        .into_iter()
        .find(|rule| rule.name().eq_ignore_ascii_case(name.trim()))
}

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
