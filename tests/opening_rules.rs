//! Renju's opening rules (Soosõrv-8, Taraguchi-10, RIF (Yamaguchi)): every branch of each
//! rule walked step by step against the rule as written, each action taken back and made
//! again, the actions written as text and read back; every kind of illegal action refused
//! with its reason and nothing changed; and random actions that never panic, never leave
//! the players stuck, and always replay to the same negotiation.

use gomoku::i18n::{Lang, Msg};
use gomoku::notation::{
    NotationError, PosProblem, opening_actions_to_text, parse_opening_actions, parse_pos,
};
use gomoku::rules::opening_rule::{Action, Area, Declaration, MIN_BOARD, Seat, Step};
use gomoku::rules::{MAX_SIZE, Negotiation, OpeningError, OpeningRule, Pos, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use Action::{Choose, Declare, Keep, Place, Swap};
use Seat::{TentativeBlack, TentativeWhite};
use Stone::{Black, White};

const SIZE: usize = 15;

fn p(text: &str) -> Pos {
    parse_pos(text, SIZE).expect("a point")
}

fn swap_or_keep(swap: bool) -> Action {
    if swap { Swap } else { Keep }
}

/// Everything a negotiation shows, apart from the actions kept for redo.
fn view(n: &Negotiation) -> impl PartialEq + std::fmt::Debug {
    (
        n.actions().to_vec(),
        n.due(),
        n.stones().to_vec(),
        n.offers().to_vec(),
        n.declared(),
        n.chosen(),
        n.swaps().to_vec(),
        n.black_seat(),
    )
}

/// Checks that `n` waits for `due`, has `by` make `action`, and that undo takes it back
/// to the negotiation before (asking `due` again) and redo makes it again.
fn step(n: &mut Negotiation, due: Step, by: Seat, action: Action) {
    assert_eq!(n.due(), due, "after {:?}", n.actions());
    assert_eq!(due.seat(), Some(by));
    assert!(
        Msg::due_in(n).is_some_and(|msg| !msg.text(Lang::En).is_empty()),
        "the panel says what is due"
    );
    let before = n.clone();
    n.apply(by, action)
        .unwrap_or_else(|why| panic!("{action:?} by {by:?} after {:?}: {why:?}", n.actions()));
    let after = n.clone();
    assert_eq!(n.undo(), Some(action));
    assert_eq!(view(n), view(&before));
    assert_eq!(n.redo_actions().collect::<Vec<_>>(), [action]);
    assert_eq!(n.redo(), Some(action));
    assert_eq!(*n, after);
}

/// The first point, row by row, that `by` may offer as a 5th move now.
fn first_offer(n: &Negotiation, by: Seat) -> Pos {
    (0..SIZE as u8)
        .flat_map(|y| (0..SIZE as u8).map(move |x| Pos::new(x, y)))
        .find(|&pos| n.check(by, Place(pos)).is_ok())
        .expect("a 5th move to offer")
}

/// Black places the `count` offered 5th moves, each checked as due.
fn offer(n: &mut Negotiation, black: Seat, count: u8) {
    for placed in 0..usize::from(count) {
        let due = Step::PlaceOffer {
            seat: black,
            placed,
            of: usize::from(count),
        };
        let pos = first_offer(n, black);
        step(n, due, black, Place(pos));
    }
}

/// A settled negotiation's text reads back to the same actions and replays to it.
fn assert_text_round_trip(n: &Negotiation) {
    let text = opening_actions_to_text(n.actions(), SIZE);
    let read = parse_opening_actions(&text, SIZE).expect("its own text");
    assert_eq!(read, n.actions(), "{text}");
    let replayed = Negotiation::replay(n.rule(), SIZE, &read).expect("its own actions");
    assert_eq!(&replayed, n, "{text}");
}

/// Soosõrv-8 with the given decisions: the 26th opening's Keigetsu (h8 h9 i10), white's
/// 4th on j7, `count` offers, the one at `pick` taken.
fn soosorv(swap_opening: bool, swap_fourth: bool, count: u8, pick: usize) -> Negotiation {
    let mut n = Negotiation::new(OpeningRule::Soosorv8, SIZE).unwrap();
    let stone = |seat, colour, number, area| Step::PlaceStone {
        seat,
        colour,
        number,
        area,
    };
    // The first player puts one of the 26 openings.
    step(
        &mut n,
        stone(TentativeBlack, Black, 1, Area::Centre),
        TentativeBlack,
        Place(p("h8")),
    );
    step(
        &mut n,
        stone(TentativeBlack, White, 2, Area::Square(3)),
        TentativeBlack,
        Place(p("h9")),
    );
    step(
        &mut n,
        stone(TentativeBlack, Black, 3, Area::Opening),
        TentativeBlack,
        Place(p("i10")),
    );
    // The other player may swap.
    let due = Step::ChooseSwap {
        seat: TentativeWhite,
    };
    step(&mut n, due, TentativeWhite, swap_or_keep(swap_opening));
    let black = if swap_opening {
        TentativeWhite
    } else {
        TentativeBlack
    };
    // White puts the 4th move anywhere and declares 1 to 8 5th moves.
    step(
        &mut n,
        stone(black.other(), White, 4, Area::Anywhere),
        black.other(),
        Place(p("j7")),
    );
    let due = Step::DeclareOffers {
        seat: black.other(),
        counts: Declaration::UpTo(8),
    };
    step(&mut n, due, black.other(), Declare(count));
    // The other player may swap.
    step(
        &mut n,
        Step::ChooseSwap { seat: black },
        black,
        swap_or_keep(swap_fourth),
    );
    let black = if swap_fourth { black.other() } else { black };
    // Black offers that many 5th moves; white takes one (a single one is the 5th).
    offer(&mut n, black, count);
    let offers = n.offers().to_vec();
    if count > 1 {
        let due = Step::ChooseOffer {
            seat: black.other(),
            offers: usize::from(count),
        };
        step(&mut n, due, black.other(), Choose(offers[pick]));
    }
    assert_eq!(n.due(), Step::Settled);
    assert_eq!(
        n.stones(),
        [p("h8"), p("h9"), p("i10"), p("j7"), offers[pick]]
    );
    assert_eq!(n.chosen(), Some(offers[pick]));
    assert_eq!(n.swaps(), [swap_opening, swap_fourth]);
    assert_eq!(n.declared(), Some(count));
    assert_eq!(n.black_seat(), black);
    assert_eq!(n.colour_of(black), Black);
    assert_eq!(n.seat_of(White), black.other());
    n
}

#[test]
fn soosorv8_every_branch() {
    let mut walks = 0;
    for swap_opening in [false, true] {
        for swap_fourth in [false, true] {
            for count in 1..=8 {
                for pick in 0..usize::from(count) {
                    let n = soosorv(swap_opening, swap_fourth, count, pick);
                    assert_text_round_trip(&n);
                    walks += 1;
                }
            }
        }
    }
    assert_eq!(walks, 2 * 2 * 36);
}

/// RIF (Yamaguchi) with the given decisions: Hogetsu (h8 i9 i7), `count` declared, the
/// 4th on g10, the offer at `pick` taken.
fn rif(count: u8, swap: bool, pick: usize) -> Negotiation {
    let mut n = Negotiation::new(OpeningRule::Rif, SIZE).unwrap();
    let stone = |seat, colour, number, area| Step::PlaceStone {
        seat,
        colour,
        number,
        area,
    };
    // The tentative black puts one of the 26 openings and declares the 5th moves.
    step(
        &mut n,
        stone(TentativeBlack, Black, 1, Area::Centre),
        TentativeBlack,
        Place(p("h8")),
    );
    step(
        &mut n,
        stone(TentativeBlack, White, 2, Area::Square(3)),
        TentativeBlack,
        Place(p("i9")),
    );
    step(
        &mut n,
        stone(TentativeBlack, Black, 3, Area::Opening),
        TentativeBlack,
        Place(p("i7")),
    );
    let due = Step::DeclareOffers {
        seat: TentativeBlack,
        counts: Declaration::UpTo(10),
    };
    step(&mut n, due, TentativeBlack, Declare(count));
    // The tentative white may swap.
    let due = Step::ChooseSwap {
        seat: TentativeWhite,
    };
    step(&mut n, due, TentativeWhite, swap_or_keep(swap));
    let black = if swap { TentativeWhite } else { TentativeBlack };
    // White puts the 4th anywhere; black offers; white takes one.
    step(
        &mut n,
        stone(black.other(), White, 4, Area::Anywhere),
        black.other(),
        Place(p("g10")),
    );
    offer(&mut n, black, count);
    let offers = n.offers().to_vec();
    if count > 1 {
        let due = Step::ChooseOffer {
            seat: black.other(),
            offers: usize::from(count),
        };
        step(&mut n, due, black.other(), Choose(offers[pick]));
    }
    assert_eq!(n.due(), Step::Settled);
    assert_eq!(
        n.stones(),
        [p("h8"), p("i9"), p("i7"), p("g10"), offers[pick]]
    );
    assert_eq!(n.swaps(), [swap]);
    assert_eq!(n.black_seat(), black);
    n
}

#[test]
fn rif_every_branch() {
    let mut walks = 0;
    for count in 1..=10 {
        for swap in [false, true] {
            for pick in 0..usize::from(count) {
                let n = rif(count, swap, pick);
                assert_text_round_trip(&n);
                walks += 1;
            }
        }
    }
    assert_eq!(walks, 2 * 55);
}

/// How Taraguchi-10's 5th move goes.
#[derive(Clone, Copy, Debug)]
enum Fifth {
    /// One 5th move within the central 9x9, then white may swap.
    One { swap: bool },
    /// Ten offers, the one at `pick` taken.
    Ten { pick: usize },
}

/// Taraguchi-10 with the four swap decisions after the first four stones (h8, i9, j8,
/// k5) and the 5th move as `fifth` says.
fn taraguchi(swaps: [bool; 4], fifth: Fifth) -> Negotiation {
    let mut n = Negotiation::new(OpeningRule::Taraguchi10, SIZE).unwrap();
    let mut black = TentativeBlack;
    let areas = [
        Area::Centre,
        Area::Square(3),
        Area::Square(5),
        Area::Square(7),
    ];
    for (i, (point, area)) in ["h8", "i9", "j8", "k5"].into_iter().zip(areas).enumerate() {
        // Black places the odd stones, white the even ones; the other player may swap.
        let colour = if i % 2 == 0 { Black } else { White };
        let placer = if colour == Black {
            black
        } else {
            black.other()
        };
        let due = Step::PlaceStone {
            seat: placer,
            colour,
            number: i + 1,
            area,
        };
        step(&mut n, due, placer, Place(p(point)));
        let chooser = placer.other();
        step(
            &mut n,
            Step::ChooseSwap { seat: chooser },
            chooser,
            swap_or_keep(swaps[i]),
        );
        if swaps[i] {
            black = black.other();
        }
    }
    // Black plays one 5th move or offers ten.
    let due = Step::DeclareOffers {
        seat: black,
        counts: Declaration::OneOr(10),
    };
    let fifth_stone = match fifth {
        Fifth::One { swap } => {
            step(&mut n, due, black, Declare(1));
            let due = Step::PlaceStone {
                seat: black,
                colour: Black,
                number: 5,
                area: Area::Square(9),
            };
            step(&mut n, due, black, Place(p("l4")));
            let due = Step::ChooseSwap {
                seat: black.other(),
            };
            step(&mut n, due, black.other(), swap_or_keep(swap));
            if swap {
                black = black.other();
            }
            assert!(n.offers().is_empty());
            assert_eq!(n.chosen(), None);
            p("l4")
        }
        Fifth::Ten { pick } => {
            step(&mut n, due, black, Declare(10));
            offer(&mut n, black, 10);
            let chosen = n.offers()[pick];
            let due = Step::ChooseOffer {
                seat: black.other(),
                offers: 10,
            };
            step(&mut n, due, black.other(), Choose(chosen));
            assert_eq!(n.chosen(), Some(chosen));
            chosen
        }
    };
    assert_eq!(n.due(), Step::Settled);
    assert_eq!(
        n.stones(),
        [p("h8"), p("i9"), p("j8"), p("k5"), fifth_stone]
    );
    assert_eq!(n.black_seat(), black);
    n
}

#[test]
fn taraguchi10_every_branch() {
    let mut walks = 0;
    for decisions in 0..16 {
        let swaps = std::array::from_fn(|i| decisions & (1 << i) != 0);
        let fifths = [false, true]
            .map(|swap| Fifth::One { swap })
            .into_iter()
            .chain((0..10).map(|pick| Fifth::Ten { pick }));
        for fifth in fifths {
            let n = taraguchi(swaps, fifth);
            let swap_count = n.swaps().iter().filter(|&&swap| swap).count();
            let expected_black = if swap_count % 2 == 0 {
                TentativeBlack
            } else {
                TentativeWhite
            };
            assert_eq!(n.black_seat(), expected_black, "{swaps:?} {fifth:?}");
            assert_text_round_trip(&n);
            walks += 1;
        }
    }
    assert_eq!(walks, 16 * 12);
}

/// Undo goes back through every kind of action to the empty negotiation, and redo forward
/// again to the settled one; a different action after undo forgets the rest.
#[test]
fn undo_and_redo_cross_every_choice() {
    let settled = soosorv(true, false, 3, 2);
    let mut n = settled.clone();
    let mut taken_back = Vec::new();
    while let Some(action) = n.undo() {
        taken_back.push(action);
    }
    assert_eq!(
        n.due(),
        Negotiation::new(OpeningRule::Soosorv8, SIZE).unwrap().due()
    );
    assert!(n.stones().is_empty() && !n.can_undo() && n.can_redo());
    taken_back.reverse();
    assert_eq!(taken_back, settled.actions());
    assert_eq!(n.redo_actions().collect::<Vec<_>>(), settled.actions());
    while n.redo().is_some() {}
    assert_eq!(n, settled);

    // Back to the swap decision after the opening, then the other decision: the old
    // continuation is forgotten.
    for _ in 0..settled.actions().len() - 3 {
        n.undo();
    }
    assert_eq!(
        n.due(),
        Step::ChooseSwap {
            seat: TentativeWhite
        }
    );
    n.apply(TentativeWhite, Keep).unwrap();
    assert!(!n.can_redo());
    assert_eq!(n.black_seat(), TentativeBlack);
}

/// Refuses `action` by `by` with `why`, changing nothing.
fn refuse(n: &mut Negotiation, by: Seat, action: Action, why: OpeningError) {
    let before = n.clone();
    assert_eq!(n.apply(by, action), Err(why), "{action:?} by {by:?}");
    assert_eq!(*n, before);
}

#[test]
fn illegal_actions_are_refused_with_their_reason() {
    for size in [MIN_BOARD - 1, MAX_SIZE + 1, 0] {
        assert_eq!(
            Negotiation::new(OpeningRule::Rif, size),
            Err(OpeningError::BoardSize { size })
        );
    }
    let mut n = Negotiation::new(OpeningRule::Soosorv8, SIZE).unwrap();
    refuse(
        &mut n,
        TentativeWhite,
        Place(p("h8")),
        OpeningError::WrongSeat {
            due: TentativeBlack,
        },
    );
    refuse(&mut n, TentativeBlack, Swap, OpeningError::NotDue);
    refuse(&mut n, TentativeBlack, Declare(3), OpeningError::NotDue);
    refuse(
        &mut n,
        TentativeBlack,
        Choose(p("h8")),
        OpeningError::NotDue,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(Pos::new(15, 7)),
        OpeningError::OffBoard,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(Pos::new(200, 255)),
        OpeningError::OffBoard,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("g8")),
        OpeningError::NotCentre,
    );
    n.apply(TentativeBlack, Place(p("h8"))).unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("h8")),
        OpeningError::Occupied,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("h10")),
        OpeningError::OutsideSquare { size: 3 },
    );
    n.apply(TentativeBlack, Place(p("h9"))).unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("h11")),
        OpeningError::NotAnOpening,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("k8")),
        OpeningError::NotAnOpening,
    );
    n.apply(TentativeBlack, Place(p("h10"))).unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Keep,
        OpeningError::WrongSeat {
            due: TentativeWhite,
        },
    );
    refuse(&mut n, TentativeWhite, Place(p("a1")), OpeningError::NotDue);
    n.apply(TentativeWhite, Keep).unwrap();
    // Kansei (h8 h9 h10) and white's h6 are mirror images of themselves across the h line.
    n.apply(TentativeWhite, Place(p("h6"))).unwrap();
    for count in [0, 9, 255] {
        refuse(
            &mut n,
            TentativeWhite,
            Declare(count),
            OpeningError::OfferCountNotAllowed { count },
        );
    }
    n.apply(TentativeWhite, Declare(3)).unwrap();
    n.apply(TentativeBlack, Keep).unwrap();
    n.apply(TentativeBlack, Place(p("g8"))).unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("g8")),
        OpeningError::Occupied,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("h6")),
        OpeningError::Occupied,
    );
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("i8")),
        OpeningError::SymmetricalOffer { twin: p("g8") },
    );
    refuse(
        &mut n,
        TentativeBlack,
        Choose(p("g8")),
        OpeningError::NotDue,
    );
    n.apply(TentativeBlack, Place(p("g7"))).unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("i7")),
        OpeningError::SymmetricalOffer { twin: p("g7") },
    );
    n.apply(TentativeBlack, Place(p("j11"))).unwrap();
    refuse(
        &mut n,
        TentativeWhite,
        Choose(p("i8")),
        OpeningError::NotAnOffer,
    );
    refuse(
        &mut n,
        TentativeWhite,
        Choose(p("h8")),
        OpeningError::NotAnOffer,
    );
    refuse(&mut n, TentativeWhite, Place(p("g7")), OpeningError::NotDue);
    n.apply(TentativeWhite, Choose(p("g7"))).unwrap();
    for by in [TentativeBlack, TentativeWhite] {
        for action in [Place(p("a1")), Swap, Keep, Declare(1), Choose(p("g8"))] {
            refuse(&mut n, by, action, OpeningError::Settled);
        }
    }

    // The areas of Taraguchi-10: the 4th within the central 7x7, the 5th within 9x9; the
    // choice of one 5th move or ten, nothing between; and the RIF rule's 1 to 10.
    let mut n = Negotiation::replay(
        OpeningRule::Taraguchi10,
        SIZE,
        &[
            Place(p("h8")),
            Keep,
            Place(p("i9")),
            Keep,
            Place(p("j8")),
            Keep,
        ],
    )
    .unwrap();
    refuse(
        &mut n,
        TentativeWhite,
        Place(p("h12")),
        OpeningError::OutsideSquare { size: 7 },
    );
    n.apply(TentativeWhite, Place(p("h11"))).unwrap();
    n.apply(TentativeBlack, Keep).unwrap();
    for count in [0, 2, 5, 9, 11] {
        refuse(
            &mut n,
            TentativeBlack,
            Declare(count),
            OpeningError::OfferCountNotAllowed { count },
        );
    }
    n.apply(TentativeBlack, Declare(1)).unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Place(p("c3")),
        OpeningError::OutsideSquare { size: 9 },
    );
    let mut n = Negotiation::replay(
        OpeningRule::Rif,
        SIZE,
        &[Place(p("h8")), Place(p("h9")), Place(p("j6"))],
    )
    .unwrap();
    refuse(
        &mut n,
        TentativeBlack,
        Declare(11),
        OpeningError::OfferCountNotAllowed { count: 11 },
    );
    n.apply(TentativeBlack, Declare(10)).unwrap();

    // A record's actions are refused at the first illegal one, with its index.
    let actions = [Place(p("h8")), Place(p("h9")), Swap];
    assert_eq!(
        Negotiation::replay(OpeningRule::Soosorv8, SIZE, &actions),
        Err((2, OpeningError::NotDue))
    );
}

#[test]
fn the_points_allowed_are_the_rule_s_areas() {
    let count = |n: &Negotiation| n.allowed_points().len();
    let mut n = Negotiation::new(OpeningRule::Taraguchi10, SIZE).unwrap();
    assert_eq!(n.allowed_points(), [p("h8")]);
    n.apply(TentativeBlack, Place(p("h8"))).unwrap();
    assert_eq!(
        n.allowed_points(),
        [],
        "a swap decision is due, not a point"
    );
    n.apply(TentativeWhite, Swap).unwrap();
    assert_eq!(count(&n), 8, "white's 2nd stone beside the 1st");
    n.apply(TentativeBlack, Place(p("i9"))).unwrap();
    n.apply(TentativeWhite, Keep).unwrap();
    assert_eq!(count(&n), 25 - 2);
    n.apply(TentativeWhite, Place(p("j7"))).unwrap();
    n.apply(TentativeBlack, Keep).unwrap();
    assert_eq!(count(&n), 49 - 3);
    n.apply(TentativeBlack, Place(p("e11"))).unwrap();
    n.apply(TentativeWhite, Keep).unwrap();
    n.apply(TentativeWhite, Declare(10)).unwrap();
    assert_eq!(count(&n), 225 - 4, "offers go anywhere");
    n.apply(TentativeWhite, Place(p("a1"))).unwrap();
    let allowed = n.allowed_points();
    assert!(!allowed.contains(&p("a1")));
    assert!(
        allowed
            .iter()
            .all(|&pos| n.check(TentativeWhite, Place(pos)).is_ok())
    );
    let stones = n.stones().to_vec();
    let refused: Vec<Pos> = (0..SIZE as u8)
        .flat_map(|y| (0..SIZE as u8).map(move |x| Pos::new(x, y)))
        .filter(|pos| !allowed.contains(pos) && !stones.contains(pos) && *pos != p("a1"))
        .collect();
    assert!(
        refused.iter().all(|&pos| {
            n.check(TentativeWhite, Place(pos))
                == Err(OpeningError::SymmetricalOffer { twin: p("a1") })
        }),
        "every other point refused is a mirror image of a1: {refused:?}"
    );

    let opening = Negotiation::replay(
        OpeningRule::Soosorv8,
        SIZE,
        &[Place(p("h8")), Place(p("i9"))],
    )
    .unwrap();
    assert_eq!(
        opening.allowed_points().len(),
        25 - 2,
        "every 5x5 point makes one of the 26"
    );
}

#[test]
fn the_panel_says_what_is_due() {
    let mut n = Negotiation::new(OpeningRule::Soosorv8, SIZE).unwrap();
    let said = |n: &Negotiation| Msg::due_in(n).map(|msg| msg.text(Lang::En));
    assert_eq!(
        said(&n).unwrap(),
        "Black must place the 1st stone on the centre point"
    );
    for action in [Place(p("h8")), Place(p("h9")), Place(p("i10"))] {
        n.apply(TentativeBlack, action).unwrap();
    }
    assert_eq!(said(&n).unwrap(), "White: swap colours, or keep white?");
    n.apply(TentativeWhite, Swap).unwrap();
    assert_eq!(
        said(&n).unwrap(),
        "White must place the 4th stone anywhere on the board"
    );
    n.apply(TentativeBlack, Place(p("j7"))).unwrap();
    assert_eq!(
        said(&n).unwrap(),
        "White: how many 5th moves will black offer? (1 to 8)"
    );
    assert_eq!(
        Msg::due_in(&n).unwrap().text(Lang::ZhHans),
        "白棋：黑棋第 5 手要打几个点？（1 至 8 个）"
    );
    n.apply(TentativeBlack, Declare(2)).unwrap();
    assert_eq!(said(&n).unwrap(), "Black: swap colours, or keep black?");
    n.apply(TentativeWhite, Keep).unwrap();
    assert_eq!(
        said(&n).unwrap(),
        "Black: offer 2 5th moves, no two symmetrical (0 of 2 placed)"
    );
    n.apply(TentativeWhite, Place(p("a1"))).unwrap();
    n.apply(TentativeWhite, Place(p("b1"))).unwrap();
    assert_eq!(
        said(&n).unwrap(),
        "White: take one of the 2 offered 5th moves, then play the 6th"
    );
    n.apply(TentativeBlack, Choose(p("b1"))).unwrap();
    assert_eq!(said(&n), None);
    assert_eq!(
        Msg::OpeningRefused(OpeningError::SymmetricalOffer { twin: p("a1") }).text(Lang::En),
        "That 5th move is symmetrical to one already offered"
    );
}

#[test]
fn actions_as_text() {
    let text = "h8h9h10nh11=2ni7j7!j7";
    let actions = parse_opening_actions(text, SIZE).unwrap();
    assert_eq!(
        actions,
        [
            Place(p("h8")),
            Place(p("h9")),
            Place(p("h10")),
            Keep,
            Place(p("h11")),
            Declare(2),
            Keep,
            Place(p("i7")),
            Place(p("j7")),
            Choose(p("j7")),
        ]
    );
    assert_eq!(opening_actions_to_text(&actions, SIZE), text);
    let n = Negotiation::replay(OpeningRule::Soosorv8, SIZE, &actions).unwrap();
    assert!(n.is_settled());
    assert_eq!(
        parse_opening_actions(" H8 h9  H10 S\tn =10 !O15 s19", 19).unwrap(),
        [
            Place(Pos::new(7, 11)),
            Place(Pos::new(7, 10)),
            Place(Pos::new(7, 9)),
            Swap,
            Keep,
            Declare(10),
            Choose(Pos::new(14, 4)),
            Place(Pos::new(18, 0)),
        ]
    );
    assert_eq!(parse_opening_actions("   ", SIZE).unwrap(), []);

    let bad = |text: &str| parse_opening_actions(text, SIZE).unwrap_err();
    let at =
        |number: usize, token: &str, why: Option<PosProblem>| NotationError::BadOpeningAction {
            number,
            text: format!("'{token}'"),
            why,
        };
    assert_eq!(
        bad("h8x"),
        at(2, "x", Some(PosProblem::NoRowNumber { letter: 'x' }))
    );
    assert_eq!(bad("h8 ?"), at(2, "?", None));
    assert_eq!(bad("="), at(1, "=", None));
    assert_eq!(bad("h8=300"), at(2, "=300", None));
    assert_eq!(bad("h8 =x"), at(2, "=", None));
    assert_eq!(bad("!5"), at(1, "!5", Some(PosProblem::NoColumnLetter)));
    assert_eq!(bad("!"), at(1, "!", Some(PosProblem::Empty)));
    assert_eq!(bad("5"), at(1, "5", None));
    assert_eq!(
        bad("h8 z9"),
        at(
            2,
            "z9",
            Some(PosProblem::ColumnOffBoard {
                letter: 'z',
                size: SIZE
            })
        )
    );
    assert_eq!(
        bad("h8h99"),
        at(
            2,
            "h99",
            Some(PosProblem::RowOffBoard {
                row: "99".into(),
                size: SIZE
            })
        )
    );
    assert_eq!(bad("h8 é"), at(2, "é", None));
    assert!(bad("h8 ?").to_string().contains("opening action 2, '?'"));
}

/// A random action for `n`: mostly one of the kind due, by the seat due, often on a point
/// it allows, so that negotiations go deep; sometimes anything at all.
fn random_action(rng: &mut Xoshiro256PlusPlus, n: &Negotiation) -> (Seat, Action) {
    let size = n.size() as i32;
    let point = |rng: &mut Xoshiro256PlusPlus| {
        if rng.random_bool(0.1) {
            Pos::new(rng.random_range(0..=255), rng.random_range(0..=255))
        } else {
            let near = |rng: &mut Xoshiro256PlusPlus| {
                (size / 2 + rng.random_range(-5..=5)).clamp(0, size + 1) as u8
            };
            Pos::new(near(rng), near(rng))
        }
    };
    let due = n.due();
    let by = match due.seat() {
        Some(seat) if rng.random_bool(0.95) => seat,
        _ if rng.random_bool(0.5) => TentativeBlack,
        _ => TentativeWhite,
    };
    let offered = |rng: &mut Xoshiro256PlusPlus| match n.offers() {
        [] => point(rng),
        offers => offers[rng.random_range(0..offers.len())],
    };
    let allowed = match due {
        Step::PlaceStone { .. } | Step::PlaceOffer { .. } if rng.random_bool(0.6) => {
            n.allowed_points()
        }
        _ => Vec::new(),
    };
    let action = if !allowed.is_empty() {
        Place(allowed[rng.random_range(0..allowed.len())])
    } else if rng.random_bool(0.8) {
        match due {
            Step::PlaceStone { .. } | Step::PlaceOffer { .. } | Step::Settled => Place(point(rng)),
            Step::ChooseSwap { .. } => swap_or_keep(rng.random_bool(0.5)),
            Step::DeclareOffers { counts, .. } if rng.random_bool(0.8) => {
                let counts = counts.counts();
                Declare(counts[rng.random_range(0..counts.len())])
            }
            Step::DeclareOffers { .. } => Declare(rng.random_range(0..=255)),
            Step::ChooseOffer { .. } => Choose(offered(rng)),
        }
    } else {
        match rng.random_range(0..5) {
            0 => Place(point(rng)),
            1 => Swap,
            2 => Keep,
            3 => Declare(rng.random_range(0..=12)),
            _ => Choose(offered(rng)),
        }
    };
    (by, action)
}

#[test]
fn random_actions_never_panic_and_always_replay() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(38);
    let mut settled = 0;
    for game in 0..400 {
        let rule = OpeningRule::ALL[game % 3];
        let size = [MIN_BOARD, 15, 19, MAX_SIZE][rng.random_range(0..4)];
        let mut n = Negotiation::new(rule, size).unwrap();
        for _ in 0..rng.random_range(1..80) {
            if rng.random_bool(0.08) {
                n.undo();
                continue;
            }
            if rng.random_bool(0.04) {
                n.redo();
                continue;
            }
            let (by, action) = random_action(&mut rng, &n);
            let before = n.clone();
            match n.apply(by, action) {
                Ok(()) => assert_eq!(n.actions().last(), Some(&action)),
                Err(why) => {
                    assert_eq!(n, before, "{why:?} changed the negotiation");
                    assert!(n.check(by, action).is_err());
                }
            }
            // Whatever is due can be done: a point is always left to play or to choose.
            let point_due = matches!(
                n.due(),
                Step::PlaceStone { .. } | Step::PlaceOffer { .. } | Step::ChooseOffer { .. }
            );
            if point_due && rng.random_bool(0.2) {
                assert!(!n.allowed_points().is_empty(), "{:?} is stuck", n.actions());
            }
        }
        let replayed = Negotiation::replay(rule, size, n.actions())
            .unwrap_or_else(|e| panic!("{:?} does not replay: {e:?}", n.actions()));
        assert_eq!(view(&replayed), view(&n));
        let text = opening_actions_to_text(n.actions(), size);
        assert_eq!(
            parse_opening_actions(&text, size).unwrap(),
            n.actions(),
            "{text}"
        );
        // Every prefix replays to the negotiation undo leads back to.
        let mut back = n.clone();
        while back.can_undo() {
            back.undo();
            let prefix = Negotiation::replay(rule, size, back.actions()).unwrap();
            assert_eq!(view(&prefix), view(&back));
        }
        if n.is_settled() {
            settled += 1;
            let stones = n.stones();
            assert_eq!(stones.len(), 5, "{:?}", n.actions());
            assert!((1..5).all(|i| !stones[..i].contains(&stones[i])));
            assert!(n.offers().is_empty() || n.chosen() == Some(stones[4]));
        }
    }
    assert!(
        settled > 200,
        "only {settled} of 400 random negotiations were settled"
    );
}
