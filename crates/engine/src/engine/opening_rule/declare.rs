//! How many 5th moves to declare. Who declares, and what follows, differs by rule:
//! - the RIF rule: black, with the opening, before white's swap and 4th stone;
//! - Soosõrv-8: white, after its 4th stone, before black's swap;
//! - Taraguchi-10: black, after the 4th stone's swap: one 5th move (which white may swap
//!   away) or ten offers (no swap).
//!
//! After four stones one multi-PV search over one 5th move of each shape weighs every
//! count at once (`offers::value_with_offers`); the RIF's declaration comes too early
//! for that, and goes by the opening's score.

use crate::engine::SearchResult;
use crate::rules::opening_rule::{Action, Declaration, Seat};
use crate::rules::{Negotiation, Stone};

use super::decision::{Decision, DeclareWhy, Reason};
use super::offers::{fifth_moves, value_with_offers};
use super::swap::SWAP_MARGIN;
use super::{Ask, Plan, Then, black_view};

/// The RIF rule's offers for an opening within `SWAP_MARGIN`: two, the number the RIF's
/// rule of 1996 always asked for, which the Yamaguchi rule left to the first player.
pub const RIF_OFFERS: u8 = 2;

/// How far behind white's declaration may leave black (Soosõrv-8): half the swap margin,
/// so that a search of the same position a little deeper or shallower, as black's swap
/// decision is, still finds no reason to swap.
pub const DECLARE_MARGIN: i32 = SWAP_MARGIN / 2;

/// The search a declaration needs. The RIF rule's comes with the opening, before white's
/// 4th stone: the opening is searched as it is. The others come after four stones: one
/// search weighs every count at once.
pub(super) fn plan(negotiation: &Negotiation, counts: Declaration) -> Plan {
    let most = counts.counts().last().copied().unwrap_or(1);
    let (only, lines) = if before_the_fourth(negotiation) {
        (Vec::new(), 1)
    } else {
        (fifth_moves(negotiation), usize::from(most))
    };
    Plan::Search(Ask {
        only,
        lines,
        then: Then::Declare { counts },
    })
}

/// Whether the declaration comes with the opening (the RIF rule's), before the 4th stone.
fn before_the_fourth(negotiation: &Negotiation) -> bool {
    negotiation.stones().len() < 4
}

/// The count, from the search `plan` asked for.
pub(super) fn read(
    negotiation: &Negotiation,
    seat: Seat,
    counts: Declaration,
    result: &SearchResult,
) -> Option<Decision> {
    let allowed = counts.counts();
    let fewest = *allowed.first()?;
    let most = *allowed.last()?;
    let declare = |count, black_score, why| Decision {
        action: Action::Declare(count),
        reason: Reason::Declare {
            count,
            black_score,
            why,
        },
    };
    if before_the_fourth(negotiation) {
        let black = black_view(negotiation, result.score);
        let count = if black > SWAP_MARGIN {
            most
        } else if black < -SWAP_MARGIN || !counts.allows(RIF_OFFERS) {
            fewest
        } else {
            RIF_OFFERS
        };
        return Some(declare(count, black, DeclareWhy::ForTheOpening));
    }
    let value = |count: u8| black_view(negotiation, value_with_offers(result, count.into()));
    if negotiation.colour_of(seat) == Stone::White {
        // Black may swap next: as many offers as leave black no reason to.
        let keeps = allowed
            .iter()
            .rev()
            .find(|&&count| value(count) >= -DECLARE_MARGIN);
        let count = keeps.copied().unwrap_or(fewest);
        let why = if value(count) < -SWAP_MARGIN {
            DeclareWhy::BlackWillSwap
        } else {
            DeclareWhy::MostBlackKeeps
        };
        return Some(declare(count, value(count), why));
    }
    // Black declares (Taraguchi-10): one 5th move, which white may swap away, or many
    // with no swap. One short of the swap margin is black's best, if one of the lines is;
    // when even the weakest is beyond it, one good enough to keep would be swapped away,
    // and the many keep black ahead by the weakest line.
    let weakest = value(most);
    if weakest > SWAP_MARGIN && most > 1 {
        return Some(declare(most, weakest, DeclareWhy::TenOffers));
    }
    let short = result
        .lines
        .iter()
        .map(|line| black_view(negotiation, line.score))
        .filter(|&score| score <= SWAP_MARGIN)
        .max()
        .unwrap_or(weakest);
    Some(declare(fewest, short, DeclareWhy::OneFifth))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RootLine;
    use crate::rules::{OpeningRule, Pos};

    fn place(x: u8, y: u8) -> Action {
        Action::Place(Pos::new(x, y))
    }

    /// A result whose lines (black to move) score `scores`, best first.
    fn lines(scores: &[i32]) -> SearchResult {
        let line = |i: usize, &score: &i32| RootLine {
            best: Pos::new(i as u8, 0),
            score,
            depth: 6,
            pv: vec![Pos::new(i as u8, 0)],
        };
        let lines: Vec<RootLine> = scores.iter().enumerate().map(|(i, s)| line(i, s)).collect();
        SearchResult {
            best: lines[0].best,
            score: lines[0].score,
            depth: 6,
            nodes: 1,
            forced: None,
            pv: lines[0].pv.clone(),
            lines,
        }
    }

    /// The declaration due after `actions`, from a result of `scores`.
    fn declared(rule: OpeningRule, actions: &[Action], scores: &[i32]) -> (u8, DeclareWhy) {
        let n = Negotiation::replay(rule, 15, actions).expect("legal actions");
        let (seat, counts) = match n.due() {
            crate::rules::opening_rule::Step::DeclareOffers { seat, counts } => (seat, counts),
            due => panic!("{due:?} is due"),
        };
        let decision = read(&n, seat, counts, &lines(scores)).expect("a count");
        match decision.reason {
            Reason::Declare { count, why, .. } => (count, why),
            reason => panic!("{reason:?}"),
        }
    }

    /// Soosõrv-8, white to declare after the 4th stone: the most offers whose weakest
    /// leaves black within `DECLARE_MARGIN`, or one when even one leaves black so far
    /// behind that black will swap.
    #[test]
    fn white_asks_for_the_most_offers_black_keeps() {
        let actions = [
            place(7, 7),
            place(7, 6),
            place(9, 7),
            Action::Keep,
            place(6, 8),
        ];
        let declare = |scores: &[i32]| declared(OpeningRule::Soosorv8, &actions, scores);
        let falling = [600, 500, 300, 100, -100, -200, -300, -400];
        assert_eq!(declare(&falling), (6, DeclareWhy::MostBlackKeeps));
        assert_eq!(declare(&[900; 8]), (8, DeclareWhy::MostBlackKeeps));
        assert_eq!(declare(&[-600; 8]), (1, DeclareWhy::BlackWillSwap));
        // Behind by less than the swap margin with one: one, and black keeps.
        assert_eq!(declare(&[-400; 8]), (1, DeclareWhy::MostBlackKeeps));
        // Fewer lines than offers (a win found first): the weakest there is counts.
        assert_eq!(declare(&[500, 400]), (8, DeclareWhy::MostBlackKeeps));
    }

    /// Taraguchi-10, black to choose one 5th move or ten after the 4th stone's swap.
    #[test]
    fn black_offers_ten_only_when_even_the_tenth_is_beyond_the_margin() {
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
        ];
        let declare = |scores: &[i32]| declared(OpeningRule::Taraguchi10, &actions, scores);
        let beyond = [SWAP_MARGIN + 1; 10];
        assert_eq!(declare(&beyond), (10, DeclareWhy::TenOffers));
        let mut one_short = beyond;
        one_short[9] = SWAP_MARGIN;
        assert_eq!(declare(&one_short), (1, DeclareWhy::OneFifth));
        assert_eq!(declare(&[100; 10]), (1, DeclareWhy::OneFifth));
    }

    /// The RIF rule, black declaring with the opening (white to move in the result).
    #[test]
    fn black_declares_for_the_opening() {
        let actions = [place(7, 7), place(7, 6), place(9, 7)];
        let declare = |white: i32| declared(OpeningRule::Rif, &actions, &[white]).0;
        assert_eq!(declare(-300), RIF_OFFERS);
        assert_eq!(declare(-SWAP_MARGIN - 1), 10);
        assert_eq!(declare(SWAP_MARGIN + 1), 1);
    }
}
