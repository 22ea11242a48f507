//! One side of an online game: what it may send now, and what a peer's message means for
//! the game, checked against the rules before anything changes. The Bevy glue
//! (`game::online`) owns the connection and the board; this owns the agreement between
//! the two copies of the game (whose colour is whose, who asked what) and never trusts
//! the peer: every message is checked against the `Game` as this side has it, and a
//! refused one changes nothing.

use std::fmt;

use crate::notation::pos_to_text;
use crate::rules::{Game, PlaceError, Pos, Stone};

use super::wire::{Clocks, Message, Role, Terms};

/// Where the game between the two stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The host before the guest's hello; the guest before the host's offer.
    Waiting,
    /// The host has sent its offer; the guest has one to accept or decline.
    Offered,
    Playing,
    Over,
}

/// A question one side put to the other that waits for an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Take the game back to this many moves.
    Takeback {
        to: usize,
    },
    Draw,
}

/// What a peer's message asks this side to do, once checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The peer said hello: first contact on the host's side (send the offer now).
    PeerArrived,
    /// The host's offer, for the guest to accept or decline; `line` the moves the host's
    /// copy of the game already has (a game being resumed on a new device).
    Offered {
        terms: Terms,
        line: Vec<Pos>,
    },
    /// The guest accepted: the game begins.
    Accepted,
    Declined,
    /// Play the peer's stone; `left_ms` its clock after the move.
    Move {
        pos: Pos,
        left_ms: Option<u64>,
    },
    /// Back after a drop: play these moves of the peer's that never arrived (checked one
    /// by one), and set the clocks the peer read.
    CatchUp {
        moves: Vec<Pos>,
        clocks: Option<Clocks>,
    },
    /// Back after a drop: the peer lacks our moves from this index; it reads them in our
    /// hello (as `CatchUp`), so nothing is sent again.
    Resend {
        from: usize,
    },
    /// Back after a drop with nothing missing on either side.
    InStep,
    TakebackAsked {
        to: usize,
    },
    /// Take the game back to `to` moves, agreed.
    TakeBack {
        to: usize,
    },
    TakebackRefused,
    DrawOffered,
    DrawAgreed,
    DrawRefused,
    Resigned,
    /// The peer's clock ran out by its own reading.
    PeerOutOfTime,
    /// The room had two players already.
    RoomBusy,
}

/// Why a peer's message was refused: nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a message this side expects from the peer's role, or not now.
    Unexpected(&'static str),
    /// A move when it is not the peer's turn.
    NotTheirTurn,
    /// A move numbered other than the next.
    WrongNumber { expected: usize, got: usize },
    /// A move the rules refuse (an occupied point, a forbidden point, after the end).
    Illegal { pos: String, why: PlaceError },
    /// The two copies' lines of the game differ beyond a missed message.
    LinesDiffer,
    /// A takeback that does not take back the asker's own last move.
    BadTakeback { to: usize },
    /// A second peer claims this side's own role.
    SameRole,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Unexpected(what) => write!(f, "{what} was not expected now"),
            Refusal::NotTheirTurn => write!(f, "a move out of turn"),
            Refusal::WrongNumber { expected, got } => {
                write!(f, "move number {got} where {expected} was due")
            }
            Refusal::Illegal { pos, why } => write!(f, "an illegal move at {pos} ({why:?})"),
            Refusal::LinesDiffer => write!(f, "a game that differs from this one"),
            Refusal::BadTakeback { to } => write!(f, "a takeback to {to} moves that is not theirs"),
            Refusal::SameRole => write!(f, "a peer with this side's own role"),
        }
    }
}

/// This side's part in an online game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub role: Role,
    pub phase: Phase,
    /// The game's terms: the host's from the start, the guest's from the offer.
    pub terms: Option<Terms>,
    /// A question of ours waiting for the peer's answer, and one of theirs for ours.
    pub asked: Option<Ask>,
    pub their_ask: Option<Ask>,
}

impl Session {
    /// The host of a game on `terms`, waiting for its guest.
    pub fn host(terms: Terms) -> Session {
        Session {
            role: Role::Host,
            phase: Phase::Waiting,
            terms: Some(terms),
            asked: None,
            their_ask: None,
        }
    }

    /// A guest, waiting for the host's offer.
    pub fn guest() -> Session {
        Session {
            role: Role::Guest,
            phase: Phase::Waiting,
            terms: None,
            asked: None,
            their_ask: None,
        }
    }

    /// The colour this side plays, once the terms are known.
    pub fn local(&self) -> Option<Stone> {
        let host = self.terms?.host_plays;
        Some(match self.role {
            Role::Host => host,
            Role::Guest => host.opponent(),
        })
    }

    /// Whether this side's player may place a stone in `game` now.
    pub fn may_move(&self, game: &Game) -> bool {
        self.phase == Phase::Playing && !game.is_over() && self.local() == Some(game.to_move())
    }

    /// The first words on a channel (opened or reopened): who this side is and the line
    /// it has.
    pub fn hello(&self, game: &Game, clocks: Option<Clocks>) -> Message {
        Message::Hello {
            role: self.role,
            moves: self.playing_line(game),
            clocks,
        }
    }

    /// The host's offer, sent when the guest arrives (and again when it comes back, so a
    /// guest on a new device learns the game).
    pub fn offer(&mut self) -> Option<Message> {
        let terms = self.terms.filter(|_| self.role == Role::Host)?;
        if self.phase == Phase::Waiting {
            self.phase = Phase::Offered;
        }
        Some(Message::Offer(terms))
    }

    /// The guest's answer to the offer.
    pub fn answer_offer(&mut self, yes: bool) -> Option<Message> {
        if self.role != Role::Guest || self.phase != Phase::Offered {
            return None;
        }
        if yes {
            self.phase = Phase::Playing;
            Some(Message::Accept)
        } else {
            self.phase = Phase::Over;
            Some(Message::Decline)
        }
    }

    /// The message for this side's stone just placed, the `game`'s last move.
    pub fn moved(&self, game: &Game, left_ms: Option<u64>) -> Option<Message> {
        let pos = game.last_move()?;
        Some(Message::Move {
            number: game.stone_count(),
            pos,
            left_ms,
        })
    }

    /// Asks to take back this side's last move (and the peer's reply to it, if made):
    /// `None` when this side has no move to take back or a question is pending.
    pub fn ask_takeback(&mut self, game: &Game) -> Option<Message> {
        let local = self.local()?;
        if self.phase != Phase::Playing || self.asked.is_some() || game.is_over() {
            return None;
        }
        let n = game.stone_count();
        let to = if game.to_move() == local {
            n.checked_sub(2)?
        } else {
            n.checked_sub(1)?
        };
        self.asked = Some(Ask::Takeback { to });
        Some(Message::TakebackAsk { to })
    }

    /// This side's answer to the peer's pending takeback; `Some(to)` in the result when
    /// the board is to go back to `to` moves.
    pub fn answer_takeback(&mut self, yes: bool) -> Option<(Message, Option<usize>)> {
        let Some(Ask::Takeback { to }) = self.their_ask.take() else {
            return None;
        };
        Some((Message::TakebackAnswer { to, yes }, yes.then_some(to)))
    }

    pub fn offer_draw(&mut self, game: &Game) -> Option<Message> {
        if self.phase != Phase::Playing || self.asked.is_some() || game.is_over() {
            return None;
        }
        self.asked = Some(Ask::Draw);
        Some(Message::DrawOffer)
    }

    /// This side's answer to the peer's draw offer; ends the session when agreed.
    pub fn answer_draw(&mut self, yes: bool) -> Option<Message> {
        if self.their_ask.take() != Some(Ask::Draw) {
            return None;
        }
        if yes {
            self.phase = Phase::Over;
        }
        Some(Message::DrawAnswer { yes })
    }

    /// The game ended on the board or by this side (resign, the clock): nothing more is
    /// asked or answered.
    pub fn end(&mut self) {
        self.phase = Phase::Over;
        self.asked = None;
        self.their_ask = None;
    }

    /// What the peer's `message` means for `game`, or why it is refused (then nothing
    /// changed, here or in the game).
    pub fn receive(&mut self, message: Message, game: &Game) -> Result<Event, Refusal> {
        match message {
            Message::Hello {
                role,
                moves,
                clocks,
            } => self.hello_from(role, moves, clocks, game),
            Message::Busy => Ok(Event::RoomBusy),
            Message::Offer(terms) => {
                if self.role != Role::Guest {
                    return Err(Refusal::Unexpected("an offer"));
                }
                match self.phase {
                    Phase::Waiting => {
                        self.terms = Some(terms);
                        self.phase = Phase::Offered;
                        Ok(Event::Offered {
                            terms,
                            line: Vec::new(),
                        })
                    }
                    // Sent again on a reconnection: the game goes on as agreed.
                    _ if self.terms == Some(terms) => Ok(Event::InStep),
                    _ => Err(Refusal::Unexpected("a different offer")),
                }
            }
            Message::Accept | Message::Decline => {
                if self.role != Role::Host || self.phase != Phase::Offered {
                    return Err(Refusal::Unexpected("an answer to an offer"));
                }
                if message == Message::Accept {
                    self.phase = Phase::Playing;
                    Ok(Event::Accepted)
                } else {
                    self.phase = Phase::Over;
                    Ok(Event::Declined)
                }
            }
            Message::Move {
                number,
                pos,
                left_ms,
            } => {
                self.check_peer_move(game, number, pos)?;
                // A move answers any question about the position before it.
                self.asked = None;
                self.their_ask = None;
                Ok(Event::Move { pos, left_ms })
            }
            Message::TakebackAsk { to } => {
                self.playing("a takeback request", game)?;
                let n = game.stone_count();
                let peer = self
                    .peer()
                    .ok_or(Refusal::Unexpected("a takeback request"))?;
                // The asker's own last move: the last one, or the one before the reply.
                let own = |k: usize| k < n && colour_of_ply(k) == peer;
                if !(to + 2 >= n && own(to)) || self.their_ask.is_some() {
                    return Err(Refusal::BadTakeback { to });
                }
                self.their_ask = Some(Ask::Takeback { to });
                Ok(Event::TakebackAsked { to })
            }
            Message::TakebackAnswer { to, yes } => {
                if self.asked != Some(Ask::Takeback { to }) {
                    return Err(Refusal::Unexpected("a takeback answer"));
                }
                self.asked = None;
                if yes && to <= game.stone_count() {
                    Ok(Event::TakeBack { to })
                } else {
                    Ok(Event::TakebackRefused)
                }
            }
            Message::DrawOffer => {
                self.playing("a draw offer", game)?;
                if self.their_ask.is_some() {
                    return Err(Refusal::Unexpected("a second question"));
                }
                self.their_ask = Some(Ask::Draw);
                Ok(Event::DrawOffered)
            }
            Message::DrawAnswer { yes } => {
                if self.asked != Some(Ask::Draw) {
                    return Err(Refusal::Unexpected("a draw answer"));
                }
                self.asked = None;
                if yes {
                    self.end();
                    Ok(Event::DrawAgreed)
                } else {
                    Ok(Event::DrawRefused)
                }
            }
            Message::Resign => {
                self.playing("a resignation", game)?;
                self.end();
                Ok(Event::Resigned)
            }
            Message::OutOfTime => {
                self.playing("a fallen flag", game)?;
                if self.terms.and_then(|t| t.clock).is_none() {
                    return Err(Refusal::Unexpected("a fallen flag without a clock"));
                }
                self.end();
                Ok(Event::PeerOutOfTime)
            }
        }
    }

    /// The colour the peer plays.
    fn peer(&self) -> Option<Stone> {
        self.local().map(Stone::opponent)
    }

    fn playing(&self, what: &'static str, game: &Game) -> Result<(), Refusal> {
        if self.phase == Phase::Playing && !game.is_over() {
            Ok(())
        } else {
            Err(Refusal::Unexpected(what))
        }
    }

    /// The line this side vouches for: none before the game began.
    fn playing_line(&self, game: &Game) -> Vec<Pos> {
        match self.phase {
            Phase::Playing | Phase::Over => game.moves().to_vec(),
            Phase::Waiting | Phase::Offered => Vec::new(),
        }
    }

    fn check_peer_move(&self, game: &Game, number: usize, pos: Pos) -> Result<(), Refusal> {
        self.playing("a move", game)?;
        if self.peer() != Some(game.to_move()) {
            return Err(Refusal::NotTheirTurn);
        }
        let expected = game.stone_count() + 1;
        if number != expected {
            return Err(Refusal::WrongNumber {
                expected,
                got: number,
            });
        }
        game.check(pos).map_err(|why| Refusal::Illegal {
            pos: pos_to_text(pos, game.size()),
            why,
        })
    }

    fn hello_from(
        &mut self,
        role: Role,
        moves: Vec<Pos>,
        clocks: Option<Clocks>,
        game: &Game,
    ) -> Result<Event, Refusal> {
        if role == self.role {
            return Err(Refusal::SameRole);
        }
        match (self.role, self.phase) {
            // First contact (or the guest back before it answered): offer the game.
            (Role::Host, Phase::Waiting | Phase::Offered) => return Ok(Event::PeerArrived),
            // The host's line, kept until its offer is read.
            (Role::Guest, Phase::Waiting | Phase::Offered) => {
                return if moves.is_empty() {
                    Ok(Event::InStep)
                } else {
                    Err(Refusal::Unexpected("a game before its offer"))
                };
            }
            _ => {}
        }
        let mine = game.moves();
        if moves.len() <= mine.len() {
            if mine[..moves.len()] != moves[..] {
                return Err(Refusal::LinesDiffer);
            }
            return Ok(if moves.len() < mine.len() {
                Event::Resend { from: moves.len() }
            } else {
                Event::InStep
            });
        }
        if moves[..mine.len()] != *mine {
            return Err(Refusal::LinesDiffer);
        }
        // Only the peer's own moves can be missing here: this side cannot have moved
        // past a move it never saw. Each is checked in turn on a copy of the game.
        let mut copy = game.clone();
        let missing = moves[mine.len()..].to_vec();
        for &pos in &missing {
            self.check_peer_move(&copy, copy.stone_count() + 1, pos)?;
            copy.place(pos).map_err(|why| Refusal::Illegal {
                pos: pos_to_text(pos, game.size()),
                why,
            })?;
        }
        Ok(Event::CatchUp {
            moves: missing,
            clocks,
        })
    }

    /// Called by the host when its guest is back after the host's copy was reloaded: the
    /// session resumes playing (the offer was accepted before).
    pub fn resume_playing(&mut self) {
        if self.terms.is_some() {
            self.phase = Phase::Playing;
        }
    }
}

/// Black plays the even plies (from 0): online games start from the empty board with a
/// free opening.
fn colour_of_ply(ply: usize) -> Stone {
    if ply.is_multiple_of(2) {
        Stone::Black
    } else {
        Stone::White
    }
}
