//! Online play in the game: the connection (`link`), the agreement between the two copies
//! of the game (`crate::online::Session`), and the systems that carry moves, questions and
//! endings between them and the board (`referee`). The rest of the game sees only
//! `RemoteSide`: which colour is played here, and whether the other player is connected.

mod kept;
pub mod link;
mod referee;

use bevy::prelude::*;

use crate::game::play::setup::{MatchSetup, Mode, Opening};
use crate::i18n::ColourChoice;
use crate::online::{RoomCode, Session, Terms};
use crate::rules::Stone;
use link::PeerLink;

/// What the player asks of online play (the friend page, the online section).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum OnlineCommand {
    /// Create a room for a game on this setup and wait for a friend with the link.
    Invite {
        setup: MatchSetup,
        colour: ColourChoice,
    },
    /// Pair with the next player waiting; the one of the two who hosts offers its setup.
    QuickMatch {
        setup: MatchSetup,
        colour: ColourChoice,
    },
    /// Join a friend's room.
    Join(RoomCode),
    /// The guest's answer to the host's offer.
    AnswerOffer(bool),
    AskTakeback,
    AnswerTakeback(bool),
    OfferDraw,
    AnswerDraw(bool),
    /// Leave the online game (the game stays on the board, to review or save).
    Leave,
}

/// Where the signaling server and the STUN/TURN servers are, for this run.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct OnlineSettings {
    pub server: String,
    pub ice: Vec<String>,
}

/// The online game under way.
#[derive(Resource)]
pub struct Online {
    /// `None` while a quick match waits for its pair.
    pub session: Option<Session>,
    /// The room (a quick match moves to one named after the pair, for reconnecting).
    pub room: Option<RoomCode>,
    /// The host's choice of colours, kept for a quick match until the pair is known.
    colour: ColourChoice,
    setup: MatchSetup,
    link: PeerLink,
    pub connected: bool,
    /// The host's offer, for the guest's player to answer.
    pub offer: Option<Terms>,
    /// The game's moves the other copy has (sent or received).
    known: usize,
    /// The clock reading that came with the other player's last move, to set after the
    /// clock followed the board.
    pending_clock: Option<(Stone, std::time::Duration)>,
    /// The ending this side caused has been told.
    ending_told: bool,
    /// A game start this module asked for itself (not the player leaving for another).
    starting: bool,
    /// The moves kept on this device for resuming (`kept`), when last written.
    kept: Option<usize>,
}

impl Online {
    /// Online play just begun on `link`: not connected yet, nothing sent or kept.
    fn new(
        session: Option<Session>,
        room: Option<RoomCode>,
        link: PeerLink,
        setup: MatchSetup,
        colour: ColourChoice,
    ) -> Online {
        Online {
            session,
            room,
            colour,
            setup,
            link,
            connected: false,
            offer: None,
            known: 0,
            pending_clock: None,
            ending_told: false,
            starting: false,
            kept: None,
        }
    }

    pub fn colour_here(&self) -> Option<Stone> {
        self.session.as_ref().and_then(Session::local)
    }
}

/// The setup an online game is played on: two people, a free opening.
pub fn online_setup(terms: &Terms, base: MatchSetup) -> MatchSetup {
    MatchSetup {
        mode: Mode::HumanVsHuman,
        size: terms.size,
        rule: terms.rule,
        opening: Opening::Free,
        clock: terms
            .clock
            .map(|(main, increment)| crate::game::play::setup::TimeControl { main, increment }),
        ..base
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OnlineCommand>()
        .insert_resource(referee::settings_for_this_run());
    referee::plugin(app);
}
