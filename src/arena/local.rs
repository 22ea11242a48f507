//! A level of our engine as an arena player, searched in this process on a thread of its
//! own.

use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread;
use std::time::Duration;

use crate::engine::{Level, Limits, Search};
use crate::gomocup::budget_for;
use crate::rules::{Board, Pos};

use super::player::{Fault, GameSettings, Player};

/// A level of our engine, searched in this process.
pub struct LevelPlayer {
    level: Level,
    /// Fixed limits instead of the arena's time per move (fast, repeatable tests).
    limits: Option<Limits>,
    settings: Option<GameSettings>,
}

impl LevelPlayer {
    pub fn new(level: Level) -> LevelPlayer {
        LevelPlayer {
            level,
            limits: None,
            settings: None,
        }
    }

    /// Searches every move with `limits` instead of the time per move.
    pub fn with_limits(mut self, limits: Limits) -> LevelPlayer {
        self.limits = Some(limits);
        self
    }
}

impl Player for LevelPlayer {
    fn name(&self) -> String {
        format!("level:{}", self.level.name().to_ascii_lowercase())
    }

    fn new_game(&mut self, settings: &GameSettings) -> Result<(), Fault> {
        self.settings = Some(*settings);
        Ok(())
    }

    fn think(&mut self, board: &Board, wait: Duration) -> Result<Pos, Fault> {
        let settings = self
            .settings
            .ok_or_else(|| Fault::Failed("no game started".into()))?;
        // Same margin as the protocol brain keeps, so in-process and piped levels match.
        let limits = self
            .limits
            .unwrap_or_else(|| Limits::time(budget_for(settings.move_time)));
        let seed = settings.seed ^ (board.stone_count() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let (level, board) = (self.level, board.clone());
        // On its own thread, so a search that ignores its limits shows up as a missing
        // move instead of hanging the match, and a panic as a crash.
        let (sender, receiver) = channel();
        thread::spawn(move || {
            let found = Search::new(&board, settings.rule, level, limits, seed).run();
            let _ = sender.send(found);
        });
        match receiver.recv_timeout(wait) {
            Ok(Some(found)) => Ok(found.best),
            Ok(None) => Err(Fault::Failed("the engine found no move".into())),
            Err(RecvTimeoutError::Timeout) => Err(Fault::NoReply),
            Err(RecvTimeoutError::Disconnected) => {
                Err(Fault::Crashed("the engine panicked".into()))
            }
        }
    }
}
