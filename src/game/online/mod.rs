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
    /// The swap2 picks the other copy has (sent or received).
    known_picks: usize,
    /// The clock reading that came with the other player's last move, to set after the
    /// clock followed the board.
    pending_clock: Option<(Stone, std::time::Duration)>,
    /// The ending this side caused has been told.
    ending_told: bool,
    /// A game start this module asked for itself (not the player leaving for another).
    starting: bool,
    /// The link is the quick match's waiting room, not the pair's own (`room`), where a
    /// dropped pair meets again.
    on_quick_link: bool,
    /// When to try the signaling server again after it failed (the game's real time).
    reopen_at: Option<std::time::Duration>,
    /// The moves and swap2 picks kept on this device for resuming (`kept`), when last
    /// written.
    kept: Option<(usize, usize)>,
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
            known_picks: 0,
            pending_clock: None,
            ending_told: false,
            starting: false,
            on_quick_link: false,
            reopen_at: None,
            kept: None,
        }
    }

    /// The colour played here with `stones` on the board.
    pub fn colour_here(&self, stones: usize) -> Option<Stone> {
        self.session.as_ref().and_then(|s| s.local(stones))
    }
}

/// The setup a player offers online from `setup`: two people, and its opening when online
/// play has it (swap2; a renju opening rule's negotiation is not played online yet, so
/// those games open freely).
pub fn offered_setup(setup: &MatchSetup) -> MatchSetup {
    MatchSetup {
        mode: Mode::HumanVsHuman,
        opening: online_opening(setup.opening() == Opening::Swap2),
        ..*setup
    }
}

/// The openings online play has: swap2, or free.
fn online_opening(swap2: bool) -> Opening {
    if swap2 { Opening::Swap2 } else { Opening::Free }
}

/// The setup an online game is played on: two people, a free opening or swap2.
pub fn online_setup(terms: &Terms, base: MatchSetup) -> MatchSetup {
    MatchSetup {
        mode: Mode::HumanVsHuman,
        size: terms.size,
        rule: terms.rule,
        opening: online_opening(terms.swap2),
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
