//! What the arena asks of a player, whatever its kind (a level of our engine in this
//! process, `local`; any Gomocup engine in another process, `external`): the settings of
//! each game, a move at a time, and the faults that lose a game.

use std::fmt;
use std::time::Duration;

use crate::rules::{Board, Pos, Rule};

/// What a player is told before each game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSettings {
    pub size: usize,
    pub rule: Rule,
    /// The time allowed per move (the arena adds a grace margin before calling it late).
    pub move_time: Duration,
    /// A game clock instead (`move_time` then means nothing): the player is told its time
    /// left before each move (`Player::time_left`).
    pub clock: Option<super::GameClock>,
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

/// Something that plays moves: the arena asks it for one move at a time. `Send`, so a
/// match can play several games at once (`jobs`).
pub trait Player: Send {
    /// How the player is shown in the report (`level:master`, `cmd:...`).
    fn name(&self) -> String;

    /// Prepares for a new game; an error loses the game.
    fn new_game(&mut self, settings: &GameSettings) -> Result<(), Fault>;

    /// The move for the side to move on `board`. `wait` is how long the arena will wait
    /// at most (players in other processes stop listening after it); the arena measures
    /// the time itself and decides lateness.
    fn think(&mut self, board: &Board, wait: Duration) -> Result<Pos, Fault>;

    /// Under a game clock, the time this player has left, told before each `think`.
    fn time_left(&mut self, left: Duration) {
        let _ = left;
    }
}
