//! How the player does at puzzles, kept with the settings: puzzles solved, the streak of
//! puzzles solved at the first try without a hint (and the best one), and where the player
//! is in each collection, so the next run starts at the next puzzle.

use std::collections::BTreeMap;

use bevy::prelude::*;

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    pub solved: u32,
    pub streak: u32,
    pub best_streak: u32,
    /// The next puzzle's place in each collection, by the collection's code.
    pub places: BTreeMap<String, usize>,
}

/// The key prefix of a collection's place in the settings file: `puzzle_place.freestyle-3`.
const PLACE: &str = "puzzle_place.";

impl PuzzleProgress {
    /// A puzzle solved: at the first try without a hint it lengthens the streak.
    pub fn record_solved(&mut self, clean: bool) {
        self.solved = self.solved.saturating_add(1);
        if clean {
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// A wrong move or a hint ends the streak.
    pub fn break_streak(&mut self) {
        self.streak = 0;
    }

    /// The settings file's lines for it (none while nothing was solved or visited).
    pub fn lines(&self) -> String {
        if *self == PuzzleProgress::default() {
            return String::new();
        }
        let mut text = format!(
            "puzzles_solved = {}\npuzzle_streak = {}\npuzzle_best_streak = {}\n",
            self.solved, self.streak, self.best_streak
        );
        for (code, place) in &self.places {
            text.push_str(&format!("{PLACE}{code} = {place}\n"));
        }
        text
    }

    /// Reads one of its lines; `None` when the key is not one of its own.
    pub fn apply(&mut self, key: &str, value: &str) -> Option<Result<(), &'static str>> {
        let number = || value.parse::<u32>().map_err(|_| "expected a whole number");
        let read = match key {
            "puzzles_solved" => number().map(|n| self.solved = n),
            "puzzle_streak" => number().map(|n| self.streak = n),
            "puzzle_best_streak" => number().map(|n| self.best_streak = n),
            _ => {
                let code = key.strip_prefix(PLACE)?;
                number().map(|n| {
                    self.places.insert(code.to_string(), n as usize);
                })
            }
        };
        Some(read)
    }
}
