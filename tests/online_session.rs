//! Two sides of an online game talking through `online::Session`, message by message as
//! the data channel would carry them (encoded and decoded), with each side's own copy of
//! the game: the offer, moves, a takeback refused and accepted, a draw, resigning,
//! resuming after a drop, and a peer whose messages are illegal, which change nothing.

use std::time::Duration;

use gomoku::notation::parse_pos;
use gomoku::online::{Event, Message, Phase, Refusal, Role, Session, Step, Terms};
use gomoku::rules::swap2::Pick;
use gomoku::rules::{Game, PlaceError, Pos, Rule, Stone};

const TERMS: Terms = Terms {
    size: 15,
    rule: Rule::Freestyle,
    clock: None,
    host_plays: Stone::White,
    swap2: false,
};

/// A swap2 game the host opens.
const SWAP2: Terms = Terms {
    host_plays: Stone::Black,
    swap2: true,
    ..TERMS
};

fn at(text: &str) -> Pos {
    parse_pos(text, 15).expect("a point")
}

/// One side: its session and its copy of the game.
struct Side {
    session: Session,
    game: Game,
}

impl Side {
    fn new(session: Session) -> Side {
        Side {
            session,
            game: Game::new(15, Rule::Freestyle),
        }
    }

    /// Reads a message as it would arrive: through its text.
    fn hear(&mut self, message: &Message) -> Result<Event, Refusal> {
        let text = message.encode(self.game.size());
        let read = Message::decode(text.as_bytes(), self.game.size()).expect("well formed");
        self.session.receive(read, &self.game)
    }

    /// Places this side's stone and says so.
    fn play(&mut self, point: &str) -> Message {
        assert!(
            self.session.may_move(&self.game),
            "{point}: not this side's turn"
        );
        self.game.place(at(point)).expect("legal");
        self.session.moved(&self.game, None).expect("a move")
    }

    /// Hears the other side's move and plays it.
    fn hear_move(&mut self, message: &Message) {
        match self.hear(message) {
            Ok(Event::Move { pos, .. }) => {
                self.game.place(pos).expect("checked");
            }
            other => panic!("{message:?}: {other:?}"),
        }
    }
}

/// A host (white) and a guest (black) with the offer accepted.
fn started() -> (Side, Side) {
    let (host, guest) = started_with(TERMS);
    assert_eq!(guest.session.local(0), Some(Stone::Black));
    assert_eq!(host.session.local(0), Some(Stone::White));
    (host, guest)
}

/// A host and a guest with the offer of `terms` accepted.
fn started_with(terms: Terms) -> (Side, Side) {
    let mut host = Side::new(Session::host(terms));
    let mut guest = Side::new(Session::guest());
    let hello = guest.session.hello(&guest.game, None);
    assert_eq!(host.hear(&hello), Ok(Event::PeerArrived));
    let offer = host.session.offer().expect("the host offers");
    assert_eq!(
        guest.hear(&offer),
        Ok(Event::Offered {
            terms,
            line: vec![]
        })
    );
    let accept = guest.session.answer_offer(true).expect("an answer");
    assert_eq!(host.hear(&accept), Ok(Event::Accepted));
    (host, guest)
}

#[test]
fn moves_go_across_in_turn_and_a_declined_offer_ends_it() {
    let (mut host, mut guest) = started();
    assert!(!host.session.may_move(&host.game), "black moves first");
    let m = guest.play("h8");
    host.hear_move(&m);
    let m = host.play("j9");
    guest.hear_move(&m);
    assert_eq!(host.game.moves(), guest.game.moves());

    let mut host = Side::new(Session::host(TERMS));
    let mut guest = Side::new(Session::guest());
    host.hear(&guest.session.hello(&guest.game, None))
        .expect("hello");
    guest
        .hear(&host.session.offer().expect("offer"))
        .expect("offer");
    let no = guest.session.answer_offer(false).expect("an answer");
    assert_eq!(host.hear(&no), Ok(Event::Declined));
    assert_eq!(host.session.phase, Phase::Over);
}

#[test]
fn illegal_and_untimely_messages_change_nothing() {
    let (mut host, mut guest) = started();
    let before = host.session.clone();
    let refused = |side: &mut Side, message: Message| {
        let game = side.game.clone();
        let session = side.session.clone();
        let why = side.hear(&message).expect_err("refused");
        assert_eq!(side.game, game, "{message:?} changed the game");
        assert_eq!(side.session, session, "{message:?} changed the session");
        why
    };
    // White's move while black is to move; a move numbered wrongly.
    let early = Message::Move {
        number: 1,
        pos: at("h8"),
        left_ms: None,
    };
    assert_eq!(refused(&mut guest, early), Refusal::NotTheirTurn);
    let m = guest.play("h8");
    let skipped = Message::Move {
        number: 2,
        pos: at("i9"),
        left_ms: None,
    };
    assert_eq!(
        refused(&mut host, skipped),
        Refusal::WrongNumber {
            expected: 1,
            got: 2
        }
    );
    assert_eq!(host.session, before);
    host.hear_move(&m);
    // On the stone already there.
    let onto = Message::Move {
        number: 2,
        pos: at("h8"),
        left_ms: None,
    };
    assert!(matches!(
        refused(&mut guest, onto),
        Refusal::Illegal {
            why: PlaceError::Occupied,
            ..
        }
    ));
    // The guest's role claimed by the host; an offer sent to the host; answers to
    // questions never asked.
    assert_eq!(
        refused(
            &mut guest,
            Message::Hello {
                role: Role::Guest,
                moves: vec![],
                picks: vec![],
                clocks: None
            }
        ),
        Refusal::SameRole
    );
    assert!(matches!(
        refused(&mut host, Message::Offer(TERMS)),
        Refusal::Unexpected(_)
    ));
    assert!(matches!(
        refused(&mut host, Message::TakebackAnswer { to: 0, yes: true }),
        Refusal::Unexpected(_)
    ));
    assert!(matches!(
        refused(&mut host, Message::DrawAnswer { yes: true }),
        Refusal::Unexpected(_)
    ));
    assert!(matches!(
        refused(&mut host, Message::OutOfTime),
        Refusal::Unexpected(_)
    ));
    // A takeback of the host's own move, asked by the guest.
    let m = host.play("i9");
    guest.hear_move(&m);
    assert_eq!(
        refused(&mut host, Message::TakebackAsk { to: 1 }),
        Refusal::BadTakeback { to: 1 }
    );
    assert_eq!(
        refused(&mut host, Message::TakebackAsk { to: 3 }),
        Refusal::BadTakeback { to: 3 },
        "beyond the game"
    );
}

#[test]
fn a_takeback_is_asked_then_refused_or_agreed() {
    let (mut host, mut guest) = started();
    let m = guest.play("h8");
    host.hear_move(&m);
    // Black asks before white replied: back to 0 moves. White refuses.
    let ask = guest
        .session
        .ask_takeback(&guest.game)
        .expect("black has a move");
    assert_eq!(ask, Message::TakebackAsk { to: 0 });
    assert!(
        guest.session.ask_takeback(&guest.game).is_none(),
        "one question at a time"
    );
    assert_eq!(host.hear(&ask), Ok(Event::TakebackAsked { to: 0 }));
    let (no, back) = host.session.answer_takeback(false).expect("an answer");
    assert_eq!(back, None);
    assert_eq!(guest.hear(&no), Ok(Event::TakebackRefused));
    // White replies; black asks again: back to 0, its move and white's. White agrees.
    let m = host.play("i9");
    guest.hear_move(&m);
    let ask = guest.session.ask_takeback(&guest.game).expect("again");
    assert_eq!(ask, Message::TakebackAsk { to: 0 });
    assert_eq!(host.hear(&ask), Ok(Event::TakebackAsked { to: 0 }));
    let (yes, back) = host.session.answer_takeback(true).expect("an answer");
    assert_eq!(back, Some(0));
    assert_eq!(guest.hear(&yes), Ok(Event::TakeBack { to: 0 }));
}

#[test]
fn draws_and_resignations_end_the_game_for_both() {
    let (mut host, mut guest) = started();
    let m = guest.play("h8");
    host.hear_move(&m);
    let offer = host.session.offer_draw(&host.game).expect("an offer");
    assert_eq!(guest.hear(&offer), Ok(Event::DrawOffered));
    let no = guest.session.answer_draw(false).expect("an answer");
    assert_eq!(host.hear(&no), Ok(Event::DrawRefused));
    let offer = host.session.offer_draw(&host.game).expect("again");
    guest.hear(&offer).expect("offered");
    let yes = guest.session.answer_draw(true).expect("an answer");
    assert_eq!(host.hear(&yes), Ok(Event::DrawAgreed));
    assert_eq!(
        (host.session.phase, guest.session.phase),
        (Phase::Over, Phase::Over)
    );
    assert!(
        guest.hear(&Message::Resign).is_err(),
        "nothing after the end"
    );

    let (mut host, mut guest) = started();
    guest.session.end();
    assert_eq!(host.hear(&Message::Resign), Ok(Event::Resigned));
    let _ = &mut guest;
}

#[test]
fn back_after_a_drop_the_missing_move_is_played_or_sent_again() {
    let (mut host, mut guest) = started();
    let m = guest.play("h8");
    host.hear_move(&m);
    // White plays j9, and the message is lost with the connection.
    let _lost = host.play("j9");
    // On the new channel each says hello with its line.
    let from_guest = guest.session.hello(&guest.game, None);
    let from_host = host.session.hello(&host.game, None);
    assert_eq!(host.hear(&from_guest), Ok(Event::Resend { from: 1 }));
    assert_eq!(
        guest.hear(&from_host),
        Ok(Event::CatchUp {
            steps: vec![Step::Stone(at("j9"))],
            clocks: None
        })
    );
    // A line that is not this game's, or that has the guest's own move added, is refused.
    let forged = Message::Hello {
        role: Role::Host,
        moves: vec![at("a1")],
        picks: vec![],
        clocks: None,
    };
    assert_eq!(guest.hear(&forged), Err(Refusal::LinesDiffer));
    let two = Message::Hello {
        role: Role::Host,
        moves: vec![at("h8"), at("j9"), at("k10")],
        picks: vec![],
        clocks: None,
    };
    assert_eq!(guest.hear(&two), Err(Refusal::NotTheirTurn));
    // In step: nothing to do.
    guest.game.place(at("j9")).expect("caught up");
    assert_eq!(
        host.hear(&guest.session.hello(&guest.game, None)),
        Ok(Event::InStep)
    );
}

#[test]
fn an_offer_carries_the_clock() {
    let terms = Terms {
        clock: Some((Duration::from_secs(300), Duration::from_secs(2))),
        ..TERMS
    };
    let mut host = Side::new(Session::host(terms));
    let mut guest = Side::new(Session::guest());
    host.hear(&guest.session.hello(&guest.game, None))
        .expect("hello");
    let offer = host.session.offer().expect("offer");
    assert_eq!(
        guest.hear(&offer),
        Ok(Event::Offered {
            terms,
            line: vec![]
        })
    );
    let yes = guest.session.answer_offer(true).expect("yes");
    guest.game.place(at("h8")).expect("legal");
    let m = guest
        .session
        .moved(&guest.game, Some(298_500))
        .expect("a move");
    // Before the host has read the acceptance, a move is not yet part of any game.
    assert_eq!(host.hear(&m), Err(Refusal::Unexpected("a move")));
    host.hear(&yes).expect("accepted");
    match host.hear(&m) {
        Ok(Event::Move { left_ms, .. }) => assert_eq!(left_ms, Some(298_500)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn swap2_picks_cross_and_each_is_checked() {
    let (mut host, mut guest) = started_with(SWAP2);
    assert_eq!(host.session.local(0), Some(Stone::Black), "the host opens");
    // The opener places all three first stones: black, white, black.
    for point in ["h8", "j9", "h10"] {
        assert!(
            !guest.session.may_move(&guest.game),
            "{point}: the opener's"
        );
        let m = host.play(point);
        guest.hear_move(&m);
    }
    // The second player's pick is due: no stone, and not the opener's pick.
    assert!(!host.session.may_move(&host.game) && !guest.session.may_move(&guest.game));
    assert_eq!(host.session.picked(3, Pick::Black), None);
    let forged = Message::Pick {
        stones: 3,
        pick: Pick::Black,
    };
    assert_eq!(guest.hear(&forged), Err(Refusal::BadPick));
    let early_stone = Message::Move {
        number: 4,
        pos: at("a1"),
        left_ms: None,
    };
    assert_eq!(host.hear(&early_stone), Err(Refusal::NotTheirTurn));
    let m = guest
        .session
        .picked(3, Pick::PlaceTwo)
        .expect("the second's pick");
    assert_eq!(host.hear(&m), Ok(Event::Picked(Pick::PlaceTwo)));
    assert_eq!(host.hear(&m), Err(Refusal::BadPick), "made once");
    // The second player places a white and a black stone.
    for point in ["k11", "g7"] {
        let m = guest.play(point);
        host.hear_move(&m);
    }
    assert_eq!(
        guest.session.picked(5, Pick::White),
        None,
        "the opener's pick"
    );
    assert_eq!(
        host.session.picked(5, Pick::PlaceTwo),
        None,
        "not after five"
    );
    // The opener takes white; the message is lost, and so is its sixth stone.
    let _lost_pick = host
        .session
        .picked(5, Pick::White)
        .expect("the opener's pick");
    assert_eq!(host.session.local(5), Some(Stone::White));
    let _lost_move = host.play("a1");
    // Back on a new channel, the guest catches up on both, in the order they were made.
    assert_eq!(
        guest.hear(&host.session.hello(&host.game, None)),
        Ok(Event::CatchUp {
            steps: vec![Step::Pick(Pick::White), Step::Stone(at("a1"))],
            clocks: None
        })
    );
    guest.game.place(at("a1")).expect("caught up");
    assert_eq!(guest.session.local(6), Some(Stone::Black));
    assert!(guest.session.may_move(&guest.game), "black's seventh");
    // Takebacks stop at the opening: the five stones and their picks stand.
    let m = guest.play("b2");
    host.hear_move(&m);
    let into_opening = Message::TakebackAsk { to: 4 };
    assert_eq!(
        host.hear(&into_opening),
        Err(Refusal::BadTakeback { to: 4 })
    );
    let ask = host.session.ask_takeback(&host.game).expect("its sixth");
    assert_eq!(ask, Message::TakebackAsk { to: 5 });
    assert_eq!(guest.hear(&ask), Ok(Event::TakebackAsked { to: 5 }));
}

#[test]
fn a_peer_may_not_invent_picks_on_resuming() {
    let (mut host, mut guest) = started_with(SWAP2);
    for point in ["h8", "j9", "h10"] {
        let m = host.play(point);
        guest.hear_move(&m);
    }
    // The opener claims, on resuming, a pick that was the second player's to make.
    let forged = Message::Hello {
        role: Role::Host,
        moves: vec![at("h8"), at("j9"), at("h10"), at("a1")],
        picks: vec![(3, Pick::White)],
        clocks: None,
    };
    assert_eq!(guest.hear(&forged), Err(Refusal::BadPick));
    assert!(guest.session.opening.picks().is_empty(), "nothing changed");
}
