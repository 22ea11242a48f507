//! The collections a player solves from: the starter set by rule and difficulty band, and
//! the player's own puzzles (from the wins a review found missed in their games).

use crate::coach::puzzles::{Band, Puzzle};
use crate::rules::Rule;

/// A collection of puzzles, as home offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Collection {
    Starter { rule: Rule, band: Band },
    Mine,
}

impl Default for Collection {
    fn default() -> Collection {
        Collection::Starter {
            rule: Rule::Freestyle,
            band: Band::Three,
        }
    }
}

impl Collection {
    /// Its name in the settings file: `freestyle-3`, `renju-9`, `mine`.
    pub fn code(self) -> String {
        match self {
            Collection::Starter { rule, band } => {
                format!("{}-{}", rule.name().to_lowercase(), band.least())
            }
            Collection::Mine => "mine".into(),
        }
    }

    pub fn from_code(code: &str) -> Option<Collection> {
        if code == "mine" {
            return Some(Collection::Mine);
        }
        let (rule, least) = code.rsplit_once('-')?;
        let rule = Rule::from_name(rule)?;
        let band = Band::ALL
            .into_iter()
            .find(|band| band.least().to_string() == least)?;
        Some(Collection::Starter { rule, band })
    }

    /// Whether `puzzle` belongs here (the player's own are in `Mine` only).
    pub fn holds(self, puzzle: &Puzzle, own: bool) -> bool {
        match self {
            Collection::Starter { rule, band } => {
                !own && puzzle.rule == rule && puzzle.band() == band
            }
            Collection::Mine => own,
        }
    }

    /// The band named in the panel's heading (`None` for the player's own, of any length).
    pub fn band(self) -> Option<Band> {
        match self {
            Collection::Starter { band, .. } => Some(band),
            Collection::Mine => None,
        }
    }
}
