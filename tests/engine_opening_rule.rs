//! The computer in renju's opening rules (`engine::opening_rule`): every decision is one
//! the negotiation accepts, whoever made the moves before it, and the decisions that
//! weigh a position weigh it the right way round. Small limits: these run in the debug
//! profile.

use gomoku::engine::opening_rule::{Decision, OpeningPlayer, Reason, SWAP_MARGIN};
use gomoku::engine::{Level, Limits, SearchRequest};
use gomoku::rules::opening_rule::{Action, OpeningRule, Seat, Step};
use gomoku::rules::{NamedOpening, Negotiation, Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn player(level: Level, seed: u64) -> OpeningPlayer {
    OpeningPlayer {
        rule: Rule::Renju,
        level,
        seed,
    }
}

/// The computer's decision as the game makes it: the request (sent as text, as to the
/// web page's worker), a search within `limits`, then the decision from its result.
fn decide(player: &OpeningPlayer, n: &Negotiation, limits: Limits) -> Decision {
    let result = player.request(n).map(|request| {
        let text = request.to_text();
        let mut sent = SearchRequest::parse(&text).expect("the request reads back");
        assert_eq!(sent, request, "{text}");
        sent.limits = limits;
        sent.search().expect("a position of the negotiation").run()
    });
    player
        .decide(n, result.flatten().as_ref())
        .expect("a decision while one is due")
}

/// Plays the computer's decision for the seat due, checking the negotiation takes it.
fn play(player: &OpeningPlayer, n: &mut Negotiation, limits: Limits) -> Decision {
    let seat = n.due().seat().expect("a seat due");
    let decision = decide(player, n, limits);
    if let Err(why) = n.apply(seat, decision.action) {
        panic!("{decision:?} refused at {:?}: {why:?}", n.due());
    }
    decision
}

/// A legal action for the seat due, chosen at random: the other player, who may do
/// anything the rule allows.
fn random_action(rng: &mut Xoshiro256PlusPlus, n: &Negotiation) -> Action {
    let allowed = n.allowed_points();
    let pick = |rng: &mut Xoshiro256PlusPlus| allowed[rng.random_range(0..allowed.len())];
    match n.due() {
        Step::PlaceStone { .. } | Step::PlaceOffer { .. } => Action::Place(pick(rng)),
        Step::ChooseOffer { .. } => Action::Choose(pick(rng)),
        Step::ChooseSwap { .. } if rng.random_bool(0.5) => Action::Swap,
        Step::ChooseSwap { .. } => Action::Keep,
        Step::DeclareOffers { counts, .. } => {
            let counts = counts.counts();
            Action::Declare(counts[rng.random_range(0..counts.len())])
        }
        Step::Settled => unreachable!("nothing is due"),
    }
}

/// The computer plays both seats of every rule to the end, at several levels and seeds:
/// every decision is accepted, and the first player's opening is a named one.
#[test]
fn the_computer_plays_every_seat_of_every_rule_to_the_end() {
    for rule in OpeningRule::ALL {
        for (level, seed) in [(Level::Beginner, 1), (Level::Medium, 2), (Level::Master, 3)] {
            let player = player(level, seed);
            let mut n = Negotiation::new(rule, 15).expect("15x15");
            let mut reasons = Vec::new();
            while !n.is_settled() {
                reasons.push(play(&player, &mut n, Limits::nodes(1_500)).reason);
                assert!(reasons.len() < 40, "{rule:?} never settles: {reasons:?}");
            }
            assert_eq!(n.stones().len(), 5, "{rule:?}: {reasons:?}");
            let [first, second, third, ..] = n.stones()[..] else {
                unreachable!()
            };
            assert!(NamedOpening::recognise(first, second, third).is_some());
            assert!(
                !reasons.contains(&Reason::Fallback),
                "{rule:?} {level:?}: {reasons:?}"
            );
        }
    }
}

/// The computer holds one seat, a player making random legal choices the other: whatever
/// the opening, the declaration or the offers, the computer's decisions are accepted.
#[test]
fn the_computer_answers_any_legal_play() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    for game in 0..12 {
        let rule = OpeningRule::ALL[game % 3];
        let computer = [Seat::TentativeBlack, Seat::TentativeWhite][game / 3 % 2];
        let player = player(Level::Easy, game as u64);
        let mut n = Negotiation::new(rule, 15).expect("15x15");
        while let Some(seat) = n.due().seat() {
            if seat == computer {
                play(&player, &mut n, Limits::nodes(800));
            } else {
                let action = random_action(&mut rng, &n);
                n.apply(seat, action).expect("a legal random action");
            }
        }
    }
}

/// A negotiation after `actions`, each by whoever was due.
fn after(rule: OpeningRule, actions: &[Action]) -> Negotiation {
    Negotiation::replay(rule, 15, actions).expect("legal actions")
}

fn place(x: u8, y: u8) -> Action {
    Action::Place(Pos::new(x, y))
}

/// Taraguchi-10 up to white's swap after black's one 5th move, `fifth`: black's first
/// stone on the centre, its second (7, 8) beside it, white's stones (6, 6) and (10, 4).
fn taraguchi_fifth(fifth: Action) -> Negotiation {
    use Action::Keep;
    let actions = [
        place(7, 7),
        Keep,
        place(6, 6),
        Keep,
        place(8, 7),
        Keep,
        place(10, 4),
        Keep,
        Action::Declare(1),
        fifth,
    ];
    let n = after(OpeningRule::Taraguchi10, &actions);
    assert_eq!(
        n.due(),
        Step::ChooseSwap {
            seat: Seat::TentativeWhite
        }
    );
    n
}

/// With an open three of black's (the 5th on (9, 7) makes three in a row, both ends
/// free), white takes black; with a 5th move on the edge of the 9x9, white keeps.
#[test]
fn a_swap_takes_the_colour_clearly_ahead_only() {
    let player = player(Level::Master, 0);
    let three = taraguchi_fifth(place(9, 7));
    let decision = decide(&player, &three, Limits::depth(4));
    assert_eq!(decision.action, Action::Swap, "{decision:?}");
    assert!(
        matches!(decision.reason, Reason::Swap { colour_taken: Stone::Black, advantage }
        if advantage > SWAP_MARGIN)
    );

    let idle = taraguchi_fifth(place(3, 11));
    let decision = decide(&player, &idle, Limits::depth(4));
    assert_eq!(decision.action, Action::Keep, "{decision:?}");
}

/// After a balanced opening (Suisei), the player who may swap keeps white.
#[test]
fn a_balanced_opening_is_not_swapped() {
    let [first, second, third] = NamedOpening::Suisei
        .stones(gomoku::rules::Symmetry::IDENTITY, 15)
        .expect("fits");
    let n = after(
        OpeningRule::Soosorv8,
        &[
            Action::Place(first),
            Action::Place(second),
            Action::Place(third),
        ],
    );
    let decision = decide(&player(Level::Master, 0), &n, Limits::depth(4));
    assert!(
        matches!(decision.reason, Reason::Keep { colour_kept: Stone::White, advantage }
            if advantage >= -SWAP_MARGIN),
        "{decision:?}"
    );
}

/// RIF rule, Kinsei (black (7, 7) and (9, 7), white (7, 6)), two 5th moves declared,
/// white's 4th idle in a corner, then black's offers `a` and `b`.
fn kinsei_offers(a: (u8, u8), b: (u8, u8)) -> Negotiation {
    let actions = [
        place(7, 7),
        place(7, 6),
        place(9, 7),
        Action::Declare(2),
        Action::Keep,
        place(1, 13),
        place(a.0, a.1),
        place(b.0, b.1),
    ];
    let n = after(OpeningRule::Rif, &actions);
    assert!(matches!(n.due(), Step::ChooseOffer { offers: 2, .. }));
    n
}

/// Of an offer that makes black's open three and one wasted in the corner beside white's
/// idle stone, white takes the wasted one, whichever was offered first. An offer far
/// from every stone, which the search does not even weigh, is taken too.
#[test]
fn the_offer_taken_is_the_one_bad_for_black() {
    let player = player(Level::Master, 0);
    for (a, b) in [((8, 7), (0, 14)), ((0, 14), (8, 7))] {
        let decision = decide(&player, &kinsei_offers(a, b), Limits::depth(4));
        assert_eq!(
            decision.action,
            Action::Choose(Pos::new(0, 14)),
            "{decision:?}"
        );
        assert!(matches!(
            decision.reason,
            Reason::ChooseOffer { offers: 2, black_score: Some(score) } if score < SWAP_MARGIN
        ));
    }
    let far = kinsei_offers((8, 7), (14, 0));
    let decision = decide(&player, &far, Limits::depth(4));
    assert_eq!(
        decision.action,
        Action::Choose(Pos::new(14, 0)),
        "{decision:?}"
    );
    assert!(matches!(
        decision.reason,
        Reason::ChooseOffer {
            black_score: None,
            ..
        }
    ));
}

/// Without a search result, or with one of another position, the decision is still
/// legal: the fallback.
#[test]
fn without_a_usable_result_the_decision_is_still_legal() {
    let player = player(Level::Medium, 0);
    let n = kinsei_offers((8, 7), (6, 5));
    let decision = player.decide(&n, None).expect("a decision");
    assert_eq!(decision.reason, Reason::Fallback);
    assert!(n.check(Seat::TentativeWhite, decision.action).is_ok());

    let fifth = taraguchi_fifth(place(9, 7));
    let stale = gomoku::engine::Search::new(
        &gomoku::rules::Board::new(15),
        Rule::Renju,
        Level::Easy,
        Limits::depth(1),
        0,
    )
    .run();
    // The empty board's move is the centre, a stone of this position.
    let decision = player.decide(&fifth, stale.as_ref()).expect("a decision");
    assert_eq!(
        decision,
        Decision {
            action: Action::Keep,
            reason: Reason::Fallback
        }
    );
    assert!(player.decide(&after(OpeningRule::Rif, &[]), None).is_some());
}
