//! The puzzles the game holds: the starter set shipped with it, and the player's own,
//! kept between runs (a text file beside the settings natively, localStorage on the web)
//! in the puzzle file format (`coach::puzzles::text`). A broken file loses nothing: the
//! lines that do not read are kept as comments when the collection is written back, and
//! the player is told.

use bevy::prelude::*;
use tracing::warn;

use super::collection::Collection;
use crate::coach::puzzles::{
    Puzzle, PuzzleError, PuzzleFile, STARTER, parse_puzzles, read_puzzles,
};
use crate::game::platform;
use crate::game::play::notice::Notice;
use crate::i18n::Msg;

/// Where the player's own puzzles are kept (`platform::read_kept`).
const MINE: &str = "puzzles";

#[derive(Resource, Debug, Clone, Default)]
pub struct PuzzleLibrary {
    starter: Vec<Puzzle>,
    mine: PuzzleFile,
}

impl PuzzleLibrary {
    /// The library from the starter set's text and the player's own file (if any), with
    /// what went wrong reading them, for the player.
    pub fn read(starter: &str, mine: Option<&str>) -> (PuzzleLibrary, Vec<Msg>) {
        let mut problems = Vec::new();
        let starter = parse_puzzles(starter).unwrap_or_else(|error| {
            problems.push(Msg::PuzzlesNotLoaded(error));
            Vec::new()
        });
        let mine = match mine.map(read_puzzles) {
            None => PuzzleFile::default(),
            Some(Ok(file)) => {
                if let Some(first) = file.skipped.first() {
                    problems.push(Msg::PuzzleSkipped(first.error.clone()));
                }
                file
            }
            // Not a puzzle file at all: start afresh, but keep what was there as comments
            // the next time the collection is written.
            Some(Err(error)) => {
                problems.push(Msg::PuzzlesNotLoaded(error.clone()));
                PuzzleFile {
                    puzzles: Vec::new(),
                    skipped: unreadable(mine.unwrap_or_default(), error),
                }
            }
        };
        (PuzzleLibrary { starter, mine }, problems)
    }

    /// The puzzles of a collection, in their order.
    pub fn puzzles(&self, collection: Collection) -> Vec<&Puzzle> {
        let starter = self.starter.iter().filter(|p| collection.holds(p, false));
        let mine = self
            .mine
            .puzzles
            .iter()
            .filter(|p| collection.holds(p, true));
        starter.chain(mine).collect()
    }

    /// How many puzzles a collection holds (home asks every frame: nothing is gathered).
    pub fn count(&self, collection: Collection) -> usize {
        let starter = self.starter.iter().filter(|p| collection.holds(p, false));
        let mine = self
            .mine
            .puzzles
            .iter()
            .filter(|p| collection.holds(p, true));
        starter.count() + mine.count()
    }

    pub fn starter_count(&self) -> usize {
        self.starter.len()
    }

    /// Adds the player's own puzzles not already held; returns how many were new.
    pub fn add_mine(&mut self, puzzles: Vec<Puzzle>) -> usize {
        let mut added = 0;
        for puzzle in puzzles {
            let held = self.mine.puzzles.iter().any(|p| {
                p.rule == puzzle.rule && p.size == puzzle.size && p.position == puzzle.position
            });
            if !held {
                self.mine.puzzles.push(puzzle);
                added += 1;
            }
        }
        added
    }

    /// The player's own collection as its file holds it.
    pub fn mine_text(&self) -> String {
        self.mine.to_text()
    }
}

/// A whole file that did not read, line by line, to be written back as comments.
fn unreadable(text: &str, error: PuzzleError) -> Vec<crate::coach::puzzles::Skipped> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| crate::coach::puzzles::Skipped {
            text: line.to_string(),
            error: error.clone(),
        })
        .collect()
}

/// The starter set alone, for the core (headless tests never read the player's file).
pub(super) fn starter_only(app: &mut App) {
    let (library, problems) = PuzzleLibrary::read(STARTER, None);
    for problem in problems {
        warn!("{}", problem.text(crate::i18n::Lang::En));
    }
    app.insert_resource(library);
}

/// The player's own puzzles too, read while the app is built (a few kilobytes), and
/// written back when they change (`KeptPuzzles`).
pub(in crate::game) fn with_mine(app: &mut App) {
    let mine = match platform::read_kept(MINE) {
        Ok(text) => text,
        Err(why) => {
            warn!("could not read your puzzles ({why}); starting without them");
            None
        }
    };
    let (library, problems) = PuzzleLibrary::read(STARTER, mine.as_deref());
    if let Some(first) = problems.into_iter().next() {
        let mut notice = Notice::default();
        notice.say(first);
        app.insert_resource(notice);
    }
    app.insert_resource(library).insert_resource(KeptPuzzles);
}

/// The player's own puzzles are kept between runs (not in headless tests).
#[derive(Resource, Debug)]
pub struct KeptPuzzles;

/// Writes the player's own collection back, where it is kept.
pub fn save_mine(library: &PuzzleLibrary, kept: Option<&KeptPuzzles>) {
    if kept.is_none() {
        return;
    }
    if let Err(why) = platform::write_kept(MINE, &library.mine_text()) {
        warn!("could not save your puzzles: {why}");
    }
}
