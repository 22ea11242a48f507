//! A level of our engine as an arena player, searched in this process on a thread of its
//! own.

use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread;
use std::time::Duration;

use crate::engine::{Level, Limits, Search};
use crate::gomocup::Clock;
use crate::rules::{Board, Pos};

use super::player::{Fault, GameSettings, Player};

/// A level of our engine, searched in this process.
pub struct LevelPlayer {
    level: Level,
    /// Fixed limits instead of the arena's time per move (fast, repeatable tests).
    limits: Option<Limits>,
    settings: Option<GameSettings>,
    /// Under a game clock, the time left for the next move.
    left: Option<Duration>,
}

impl LevelPlayer {
    pub fn new(level: Level) -> LevelPlayer {
        LevelPlayer {
            level,
            limits: None,
            settings: None,
            left: None,
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
        // The protocol brain's budget and margin, so in-process and piped levels match.
        let clock = match (settings.clock, self.left.take()) {
            (Some(game), Some(left)) => Clock {
                timeout_turn: Some(game.base.as_millis() as u64),
                timeout_match: Some(game.base.as_millis() as u64),
                time_left: Some(left.as_millis() as u64),
                increment: Some(game.increment.as_millis() as u64),
            },
            _ => Clock {
                timeout_turn: Some(settings.move_time.as_millis() as u64),
                timeout_match: Some(0),
                ..Clock::default()
            },
        };
        let limits = self.limits.unwrap_or_else(|| Limits::time(clock.budget()));
        let soft = clock.soft_budget().filter(|_| self.limits.is_none());
        let seed = settings.seed ^ (board.stone_count() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let (level, board) = (self.level, board.clone());
        // On its own thread, so a search that ignores its limits shows up as a missing
        // move instead of hanging the match, and a panic as a crash.
        let (sender, receiver) = channel();
        thread::spawn(move || {
            let mut search = Search::playing(&board, settings.rule, level, limits, seed, None);
            if let Some(soft) = soft {
                search.set_soft_time(soft);
            }
            let found = search.run();
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

    fn time_left(&mut self, left: Duration) {
        self.left = Some(left);
    }
}
