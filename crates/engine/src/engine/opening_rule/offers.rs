//! The offered 5th moves: which to offer, which to take, and what they are worth.
//!
//! One model runs through them (and through the declarations and the swap that count
//! them): after four stones, with `n` 5th moves offered, white takes the one that leaves
//! black weakest, so black, offering the best `n` that differ, is left the `n`-th best
//! (`value_with_offers`). A multi-PV search over one 5th move of each shape
//! (`fifth_moves`) gives those values for every `n` at once.

use crate::engine::SearchResult;
use crate::rules::opening_rule::{Action, same_fifth_move};
use crate::rules::{Negotiation, Pos};

use super::decision::{Decision, Reason};
use super::{Ask, Plan, Then, black_view};

/// How black fares with `offers` 5th moves to offer, from a multi-PV search over
/// `fifth_moves` (black to move): the `offers`-th best line, or the weakest there is when
/// the search gave fewer (a win found before the lines were weighed, or few moves).
pub(super) fn value_with_offers(result: &SearchResult, offers: usize) -> i32 {
    let lines = &result.lines;
    lines
        .get(offers.saturating_sub(1))
        .or(lines.last())
        .map_or(result.score, |line| line.score)
}

/// One 5th move of each shape: the empty points within two lines of a stone (where the
/// engine looks for moves; farther ones are weaker still), no two making the same
/// position turned or mirrored, so `n` lines of a search over them are `n` moves black
/// may offer together.
pub(super) fn fifth_moves(negotiation: &Negotiation) -> Vec<Pos> {
    let stones = negotiation.stones();
    let size = negotiation.size() as u8;
    let near = |p: Pos| {
        stones
            .iter()
            .any(|s| s.x.abs_diff(p.x) <= 2 && s.y.abs_diff(p.y) <= 2)
    };
    let mut kept: Vec<Pos> = Vec::new();
    for p in (0..size).flat_map(|y| (0..size).map(move |x| Pos::new(x, y))) {
        let free = !stones.contains(&p) && !negotiation.offers().contains(&p);
        if free && near(p) && kept.iter().all(|&k| !same_fifth_move(stones, k, p)) {
            kept.push(p);
        }
    }
    kept
}

/// The offer due: the best allowed point (not a stone, an offer or an offer's twin).
pub(super) fn plan_offer(negotiation: &Negotiation, number: usize, of: usize) -> Plan {
    Plan::Search(Ask {
        only: negotiation.allowed_points(),
        lines: 1,
        then: Then::Offer { number, of },
    })
}

pub(super) fn read_offer(
    negotiation: &Negotiation,
    number: usize,
    of: usize,
    result: &SearchResult,
) -> Decision {
    Decision {
        action: Action::Place(result.best),
        reason: Reason::Offer {
            number,
            of,
            black_score: black_view(negotiation, result.score),
        },
    }
}

/// The choice among the offers: a line for each, black to move.
pub(super) fn plan_choice(negotiation: &Negotiation) -> Plan {
    let offers = negotiation.offers().to_vec();
    Plan::Search(Ask {
        lines: offers.len(),
        only: offers,
        then: Then::Choose,
    })
}

/// The offer after which black is weakest. An offer without a line was not weighed at
/// all: too far from the stones to be one of the engine's moves (then it is black's
/// weakest by far), or passed over once another proved a win for black (then it is at
/// least no win the search has seen); either way it comes first.
pub(super) fn read_choice(negotiation: &Negotiation, result: &SearchResult) -> Option<Decision> {
    let offers = negotiation.offers();
    let scored = |p: Pos| result.lines.iter().find(|line| line.best == p);
    let (pos, black_score) = match offers.iter().find(|&&p| scored(p).is_none()) {
        Some(&unweighed) => (unweighed, None),
        None => {
            let weakest = result.lines.iter().min_by_key(|line| line.score)?;
            (weakest.best, Some(black_view(negotiation, weakest.score)))
        }
    };
    Some(Decision {
        action: Action::Choose(pos),
        reason: Reason::ChooseOffer {
            offers: offers.len(),
            black_score,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::OpeningRule;

    fn place(x: u8, y: u8) -> Action {
        Action::Place(Pos::new(x, y))
    }

    /// One 5th move of each shape: a position with a mirror line (black h8 and h10, white
    /// h9 and h6, all on one line) has its near points in mirror pairs, one of each kept.
    #[test]
    fn fifth_moves_are_one_of_each_shape() {
        let actions = [
            place(7, 7),
            place(7, 6),
            place(7, 5),
            Action::Keep,
            place(7, 9),
        ];
        let n = Negotiation::replay(OpeningRule::Soosorv8, 15, &actions).expect("legal");
        let moves = fifth_moves(&n);
        let stones = n.stones();
        for (i, &a) in moves.iter().enumerate() {
            assert!(!stones.contains(&a));
            for &b in &moves[i + 1..] {
                assert!(!same_fifth_move(stones, a, b), "{a} and {b}");
            }
        }
        // 5 columns by 9 rows near the stones less the 4 stones; the column of the
        // stones is its own mirror, the other 4 columns make 2 pairs.
        assert_eq!(moves.len(), (9 - 4) + 2 * 9);
        assert!(moves.contains(&Pos::new(6, 7)) != moves.contains(&Pos::new(8, 7)));
    }
}
