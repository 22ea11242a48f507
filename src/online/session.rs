//! One side of an online game: what it may send now, and what a peer's message means for
//! the game, checked against the rules before anything changes. The Bevy glue
//! (`game::online`) owns the connection and the board; this owns the agreement between
//! the two copies of the game (whose colour is whose, who asked what) and never trusts
//! the peer: every message is checked against the `Game` as this side has it, and a
//! refused one changes nothing.

use std::fmt;

use crate::notation::pos_to_text;
use crate::rules::swap2::{Pick, Seat, Swap2Opening};
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
    /// The peer's swap2 pick, already in the session's opening: make it on the board's.
    Picked(Pick),
    /// Back after a drop: make the peer's stones and picks that never arrived, in the
    /// order they were made (each checked; the picks already in the session's opening),
    /// and set the clocks the peer read.
    CatchUp {
        steps: Vec<Step>,
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

/// One thing the peer did that this side missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Stone(Pos),
    Pick(Pick),
}

/// Why a peer's message was refused: nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a message this side expects from the peer's role, or not now.
    Unexpected(&'static str),
    /// A move when it is not the peer's turn.
    NotTheirTurn,
    /// A swap2 pick that is not due, not the peer's, or not one of the choices.
    BadPick,
    /// A move numbered other than the next.
    WrongNumber { expected: usize, got: usize },
    /// A move the rules refuse (an occupied point, a forbidden point, after the end).
    Illegal { pos: String, why: PlaceError },
    /// The two copies' lines of the game differ beyond a missed message.
    LinesDiffer,
    /// A takeback that does not take back the asker's own last move, or goes back into
    /// the opening.
    BadTakeback { to: usize },
    /// A second peer claims this side's own role.
    SameRole,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Unexpected(what) => write!(f, "{what} was not expected now"),
            Refusal::NotTheirTurn => write!(f, "a move out of turn"),
            Refusal::BadPick => write!(f, "a swap2 pick that is not theirs to make now"),
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
    /// The swap2 picks both sides agreed (inactive in a free opening): whose colour is
    /// whose, as the game goes on.
    pub opening: Swap2Opening,
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
            opening: Swap2Opening::new(terms.swap2),
        }
    }

    /// A session resumed from a game kept on this device: `picks` are the swap2 picks
    /// made by then (checked against `stones`, the stones of the kept line).
    pub fn resumed(
        role: Role,
        terms: Terms,
        picks: &[(usize, Pick)],
        stones: usize,
    ) -> Option<Session> {
        let mut opening = Swap2Opening::new(terms.swap2);
        for &(at, pick) in picks {
            if at > stones || !opening.pick(at, pick) {
                return None;
            }
        }
        Some(Session {
            role,
            phase: Phase::Playing,
            terms: Some(terms),
            asked: None,
            their_ask: None,
            opening,
        })
    }

    /// A guest, waiting for the host's offer.
    pub fn guest() -> Session {
        Session {
            role: Role::Guest,
            phase: Phase::Waiting,
            terms: None,
            asked: None,
            their_ask: None,
            opening: Swap2Opening::default(),
        }
    }

    /// The seat this side holds, once the terms are known: the opener plays black in a
    /// free opening, and under swap2 places the first three stones.
    pub fn seat(&self) -> Option<Seat> {
        let host_opens = self.terms?.host_plays == Stone::Black;
        Some(if (self.role == Role::Host) == host_opens {
            Seat::Opener
        } else {
            Seat::Second
        })
    }

    /// The colour this side plays with `stones` on the board: under swap2, the one the
    /// picks gave it, or while they are still to make the one it would keep.
    pub fn local(&self, stones: usize) -> Option<Stone> {
        Some(self.opening.colour_of(self.seat()?, stones))
    }

    /// The seat that acts in `game` now: places the next stone or picks.
    pub fn actor(&self, game: &Game) -> Seat {
        self.opening.actor(game.stone_count(), game.to_move())
    }

    /// Whether this side's player may place a stone in `game` now.
    pub fn may_move(&self, game: &Game) -> bool {
        self.phase == Phase::Playing
            && !game.is_over()
            && self.seat() == Some(self.actor(game))
            && !self.opening.pick_due(game.stone_count())
    }

    /// This side's swap2 pick, made with `stones` on the board, if it was this side's to
    /// make and one of the choices: made in the session's opening too, and the message
    /// that tells the peer. (A stone placed where a pick is due picks white first, so the
    /// board may already be a stone further.)
    pub fn picked(&mut self, stones: usize, pick: Pick) -> Option<Message> {
        let ours = self.seat() == Some(self.opening.actor(stones, colour_of_ply(stones)));
        if self.phase != Phase::Playing || !ours {
            return None;
        }
        self.opening
            .pick(stones, pick)
            .then_some(Message::Pick { stones, pick })
    }

    /// Whether the last stone of `game`, just placed, was this side's (under swap2 the
    /// opener places the first three, whatever their colours).
    pub fn placed_here(&self, game: &Game) -> bool {
        let Some(last) = game.stone_count().checked_sub(1) else {
            return false;
        };
        self.seat() == Some(self.opening.actor(last, colour_of_ply(last)))
    }

    /// The first words on a channel (opened or reopened): who this side is and the line
    /// it has.
    pub fn hello(&self, game: &Game, clocks: Option<Clocks>) -> Message {
        let (moves, picks) = match self.phase {
            Phase::Playing | Phase::Over => (game.moves().to_vec(), self.opening.picks().to_vec()),
            Phase::Waiting | Phase::Offered => (Vec::new(), Vec::new()),
        };
        Message::Hello {
            role: self.role,
            moves,
            picks,
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
    /// `None` when this side has no move to take back, the move lies in the swap2 opening
    /// (its picks are not taken back), or a question is pending.
    pub fn ask_takeback(&mut self, game: &Game) -> Option<Message> {
        let n = game.stone_count();
        let local = self.local(n)?;
        if self.phase != Phase::Playing || self.asked.is_some() || game.is_over() {
            return None;
        }
        let to = if game.to_move() == local {
            n.checked_sub(2)?
        } else {
            n.checked_sub(1)?
        };
        if to < self.opening_stones(n) {
            return None;
        }
        self.asked = Some(Ask::Takeback { to });
        Some(Message::TakebackAsk { to })
    }

    /// How many of `stones` belong to the swap2 opening and cannot be taken back: all of
    /// them while colours are unsettled, else those on the board at the last pick.
    fn opening_stones(&self, stones: usize) -> usize {
        if self.opening.pick_due(stones) || !self.opening.is_settled(stones) {
            return stones;
        }
        self.opening.picks().last().map_or(0, |&(at, _)| at)
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
                picks,
                clocks,
            } => self.hello_from(role, moves, picks, clocks, game),
            Message::Busy => Ok(Event::RoomBusy),
            Message::Offer(terms) => {
                if self.role != Role::Guest {
                    return Err(Refusal::Unexpected("an offer"));
                }
                match self.phase {
                    Phase::Waiting => {
                        self.terms = Some(terms);
                        self.opening = Swap2Opening::new(terms.swap2);
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
                self.check_peer_move(game, &self.opening, number, pos)?;
                // A move answers any question about the position before it.
                self.asked = None;
                self.their_ask = None;
                Ok(Event::Move { pos, left_ms })
            }
            Message::Pick { stones, pick } => {
                self.playing("a pick", game)?;
                let mut opening = self.opening.clone();
                self.check_peer_pick(game, &mut opening, stones, pick)?;
                self.opening = opening;
                Ok(Event::Picked(pick))
            }
            Message::TakebackAsk { to } => {
                self.playing("a takeback request", game)?;
                let n = game.stone_count();
                let peer = self
                    .peer(n)
                    .ok_or(Refusal::Unexpected("a takeback request"))?;
                // The asker's own last move: the last one, or the one before the reply,
                // and none of the opening's.
                let own = |k: usize| k < n && colour_of_ply(k) == peer;
                let in_opening = to < self.opening_stones(n);
                if !(to + 2 >= n && own(to)) || in_opening || self.their_ask.is_some() {
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

    /// The colour the peer plays with `stones` on the board.
    fn peer(&self, stones: usize) -> Option<Stone> {
        self.local(stones).map(Stone::opponent)
    }

    fn peer_seat(&self) -> Option<Seat> {
        self.seat().map(Seat::other)
    }

    fn playing(&self, what: &'static str, game: &Game) -> Result<(), Refusal> {
        if self.phase == Phase::Playing && !game.is_over() {
            Ok(())
        } else {
            Err(Refusal::Unexpected(what))
        }
    }

    /// A peer's stone in `game` with the picks of `opening`: theirs to place, numbered
    /// next, and legal.
    fn check_peer_move(
        &self,
        game: &Game,
        opening: &Swap2Opening,
        number: usize,
        pos: Pos,
    ) -> Result<(), Refusal> {
        self.playing("a move", game)?;
        let stones = game.stone_count();
        let actor = opening.actor(stones, game.to_move());
        // A stone where a pick is due comes after the pick's own message ("white").
        if self.peer_seat() != Some(actor) || opening.pick_due(stones) {
            return Err(Refusal::NotTheirTurn);
        }
        let expected = stones + 1;
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

    /// A peer's pick with `stones` on the board, made in `opening` if it is theirs and due.
    fn check_peer_pick(
        &self,
        game: &Game,
        opening: &mut Swap2Opening,
        stones: usize,
        pick: Pick,
    ) -> Result<(), Refusal> {
        let actor = opening.actor(game.stone_count(), game.to_move());
        if stones != game.stone_count() || self.peer_seat() != Some(actor) {
            return Err(Refusal::BadPick);
        }
        if opening.pick(stones, pick) {
            Ok(())
        } else {
            Err(Refusal::BadPick)
        }
    }

    fn hello_from(
        &mut self,
        role: Role,
        moves: Vec<Pos>,
        picks: Vec<(usize, Pick)>,
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
        let my_picks = self.opening.picks();
        let behind_or_level = moves.len() < mine.len()
            || (moves.len() == mine.len() && picks.len() <= my_picks.len());
        if behind_or_level {
            // The peer lacks some of ours (it reads them in our hello) or nothing.
            if !mine.starts_with(&moves) || !my_picks.starts_with(&picks) {
                return Err(Refusal::LinesDiffer);
            }
            return Ok(
                if moves.len() < mine.len() || picks.len() < my_picks.len() {
                    Event::Resend { from: moves.len() }
                } else {
                    Event::InStep
                },
            );
        }
        if !moves.starts_with(mine) || !picks.starts_with(my_picks) {
            return Err(Refusal::LinesDiffer);
        }
        // Only the peer's own moves and picks can be missing here: this side cannot have
        // acted past something it never saw. Each is checked in turn, in the order they
        // were made, on copies of the game and of the opening.
        let mut copy = game.clone();
        let mut opening = self.opening.clone();
        let mut pending = picks[my_picks.len()..].iter().peekable();
        let mut steps = Vec::new();
        for pos in moves[mine.len()..].iter().copied().map(Some).chain([None]) {
            while let Some(&(at, pick)) = pending.next_if(|(at, _)| *at == copy.stone_count()) {
                self.check_peer_pick(&copy, &mut opening, at, pick)?;
                steps.push(Step::Pick(pick));
            }
            let Some(pos) = pos else { break };
            self.check_peer_move(&copy, &opening, copy.stone_count() + 1, pos)?;
            copy.place(pos).map_err(|why| Refusal::Illegal {
                pos: pos_to_text(pos, game.size()),
                why,
            })?;
            steps.push(Step::Stone(pos));
        }
        if pending.next().is_some() {
            return Err(Refusal::LinesDiffer);
        }
        self.opening = opening;
        Ok(Event::CatchUp { steps, clocks })
    }

    /// Called by the host when its guest is back after the host's copy was reloaded: the
    /// session resumes playing (the offer was accepted before).
    pub fn resume_playing(&mut self) {
        if self.terms.is_some() {
            self.phase = Phase::Playing;
        }
    }
}

/// Black plays the even plies (from 0): online games start from the empty board, and
/// swap2's stones alternate colours too.
fn colour_of_ply(ply: usize) -> Stone {
    if ply.is_multiple_of(2) {
        Stone::Black
    } else {
        Stone::White
    }
}
