//! The two kinds of arena player: a level of our engine in this process, and any Gomocup
//! engine in another process (`external`).

use std::fmt;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread;
use std::time::Duration;

use crate::engine::{Level, Limits, Search};
use crate::gomocup::budget_for;
use crate::rules::{Board, Pos, Rule};

use super::external::ExternalPlayer;

/// What a player is told before each game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSettings {
    pub size: usize,
    pub rule: Rule,
    /// The time allowed per move (the arena adds a grace margin before calling it late).
    pub move_time: Duration,
    /// Differs from game to game of a match, so in-process levels do not repeat themselves.
    pub seed: u64,
}

/// Why a player gave no move; each loses the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Nothing came back in time.
    NoReply,
    /// The engine's process ended or its pipe broke (or the in-process engine panicked).
    Crashed(String),
    /// A line that is not a move.
    Garbage(String),
    /// The engine refused the game (`START` answered with an error) or had no move.
    Failed(String),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::NoReply => f.write_str("no reply"),
            Fault::Crashed(why) => write!(f, "crashed ({why})"),
            Fault::Garbage(line) => write!(f, "answered '{line}' instead of a move"),
            Fault::Failed(why) => write!(f, "failed: {why}"),
        }
    }
}

/// Something that plays moves: the arena asks it for one move at a time.
pub trait Player {
    /// How the player is shown in the report (`level:master`, `cmd:...`).
    fn name(&self) -> String;

    /// Prepares for a new game; an error loses the game.
    fn new_game(&mut self, settings: &GameSettings) -> Result<(), Fault>;

    /// The move for the side to move on `board`. `wait` is how long the arena will wait
    /// at most (players in other processes stop listening after it); the arena measures
    /// the time itself and decides lateness.
    fn think(&mut self, board: &Board, wait: Duration) -> Result<Pos, Fault>;
}

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

/// A player from its command-line description: `level:<name>` or `cmd:<command line>`.
pub fn parse_player(spec: &str) -> Result<Box<dyn Player>, String> {
    if let Some(name) = spec.strip_prefix("level:") {
        let level = Level::from_name(name).ok_or_else(|| {
            format!("unknown level '{name}': classic, easy, medium, hard or master")
        })?;
        Ok(Box::new(LevelPlayer::new(level)))
    } else if let Some(command) = spec.strip_prefix("cmd:") {
        Ok(Box::new(ExternalPlayer::spawn(command)?))
    } else {
        Err(format!(
            "player '{spec}' must be level:<name> or cmd:<command>"
        ))
    }
}
