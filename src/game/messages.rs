//! The messages the game's systems send one another: intent (a stone to place, a command,
//! a swap2 pick) and news (a game ended, a sound to play). They live here, apart from the
//! systems that read them, so a system that writes one never imports the system that
//! reads it.

use bevy::prelude::*;

use crate::engine::opening_rule::Reason;
use crate::game::play::setup::MatchSetup;
use crate::game::puzzle::collection::Collection;
use crate::game::view::board_theme::BoardTheme;
use crate::i18n::Lang;
use crate::rules::opening_rule::Action;
use crate::rules::{NamedOpening, Pos, Setup};

/// Who asks to place a stone: the turn system accepts a human's only on a human's turn and
/// the computer's only on the computer's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    Human,
    Computer,
}

#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaceStone {
    pub pos: Pos,
    pub by: Mover,
}

#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum GameCommand {
    /// Start a fresh game with this setup.
    Start(MatchSetup),
    /// Start a fresh game with this setup from one of renju's 26 openings, its three stones
    /// placed about the centre (the opening as Free: the stones are the opening).
    StartOpening(MatchSetup, NamedOpening),
    /// Set up a position by hand (`AppState::Editing`), starting from the game's position
    /// or from an empty board.
    EditBoard { from_game: bool },
    /// Start a game from a position set up by hand, with this setup's players and rule
    /// (refused with the reason when no game can go on from it).
    PlayFromSetup(MatchSetup, Setup),
    /// Leave the editor for the game underneath, unchanged.
    CloseEditor,
    /// Solve puzzles from this collection (`PuzzleCommand::Open`), the game kept underneath.
    OpenPuzzles(Collection),
    /// Go back to the game in progress, with a possibly changed mode or level. A setup with
    /// another board size or rule cannot resume and starts a fresh game instead.
    Resume(MatchSetup),
    /// Start again with the current setup.
    NewGame,
    /// Open the start menu, keeping the game.
    OpenMenu,
    /// Take back the last move; against the computer, back to the player's own turn.
    Undo,
    /// Play again what was taken back; against the computer, up to the player's turn.
    Redo,
    /// Ask the engine for a move for the side to move (see `hint`).
    Hint,
    /// Show the engine's reading of every position shown, or stop (see `analysis`).
    SetAnalysis(bool),
    /// Grade every move of the game's whole line in the background (`game::coach`).
    GradeMoves,
    /// Stop the grading under way.
    StopGrading,
    /// Step through the game: the board shows an earlier or later position and nobody
    /// moves until `PlayFromHere` (entering the review if need be).
    Step(ReviewStep),
    /// Leave the review and play on from the position shown; the moves after it stay
    /// ahead (redo) until a different move is played.
    PlayFromHere,
    /// Set up the game from a record: a move string ("h8i9j10"), a PSQ file's text or a
    /// link (`notation::parse_link`). Loaded while the menu is open, it waits there.
    LoadRecord(String),
    /// Set up the game of a shared link and play it at once (the web page's address).
    OpenLink(String),
    /// Save the game as a Piskvork PSQ file (`RecordFile`: a path natively, a download on
    /// the web).
    SavePsqFile,
    /// Load a game from a PSQ file (or a file holding a move string): the `RecordFile` path
    /// natively, a file the player picks on the web.
    OpenRecordFile,
    /// Speak this language from now on (kept in the settings).
    SetLanguage(Lang),
    /// Draw the board in this theme from now on (kept in the settings).
    SetBoardTheme(BoardTheme),
    /// The player gives the game up: against the computer the person, between two people
    /// the side to move (the panel asks for a confirmation first).
    Resign,
}

/// Where a review step goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewStep {
    First,
    Back,
    Forward,
    Last,
    /// To the position after this many moves.
    To(usize),
}

pub use crate::rules::swap2::Pick;

/// A pick asked for by a person (the panel's buttons) or the computer.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MakePick {
    pub pick: Pick,
    pub by: Mover,
}

/// A step of a renju opening rule's negotiation asked for by a person (the panel's
/// buttons) or the computer: a swap, a declaration, a point. A person's clicks on the board
/// come as `PlaceStone` and are read as the point the negotiation waits for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpeningChoice {
    pub action: Action,
    pub by: Mover,
    /// The computer's reason, which the notice gives for a choice that is not a stone.
    pub reason: Option<Reason>,
}

/// Written by the judge once per finished position: the end-of-game sound and the result
/// notice follow it. Coming back to the same finished position (Resume from the menu)
/// enters `GameOver` again but is not a new ending.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameEnded;

#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SoundCue {
    Stone,
    GameEnd,
}

/// What the player asks of the puzzle mode (home's page, the puzzle's panel, its keys).
/// Moves come as `PlaceStone`, as in a game.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// Solve from this collection, at the player's place in it.
    Open(Collection),
    Hint,
    Retry,
    Next,
    /// Back to home; the game in progress underneath is as it was.
    Leave,
}
