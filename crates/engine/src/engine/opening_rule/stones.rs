//! Where the computer puts a stone of the opening.
//! - In Soosõrv-8 and the RIF rule the first player lays down the whole opening (three
//!   stones, white's among them): one of the balanced openings (`openings`), chosen and
//!   turned by the seed, with no search. In Taraguchi-10 each player places their own,
//!   but the third stone still completes an opening, a balanced one where it can.
//! - The centre, where the rule allows nothing else, needs no search either.
//! - A stone the other player may answer by swapping (Taraguchi-10's) is the best point
//!   short of handing them a bargain: the best lines of a multi-PV search, the best
//!   among them within `SWAP_MARGIN`.
//! - Any other stone (white's 4th in Soosõrv-8 and the RIF rule) is the search's best
//!   allowed point.

use crate::engine::SearchResult;
use crate::rules::opening_rule::{Action, Area, OpeningRule, Seat, Step};
use crate::rules::{Negotiation, Pos, Stone};

use super::decision::{Decision, Reason};
use super::openings;
use super::swap::SWAP_MARGIN;
use super::{Ask, Plan, Then};

/// Lines weighed for a stone before a swap: enough that one of them usually stops short
/// of the margin when the best do not.
const BEFORE_SWAP_LINES: usize = 8;

/// What placing stone `number` of `colour` in `area` needs, for `seat`.
pub(super) fn plan(
    negotiation: &Negotiation,
    seed: u64,
    seat: Seat,
    colour: Stone,
    number: usize,
    area: Area,
) -> Plan {
    let allowed = negotiation.allowed_points();
    let lays_opening = number == 3 || (number < 3 && lays_whole_opening(negotiation.rule()));
    if lays_opening {
        let may_place = |p: Pos| allowed.contains(&p);
        let size = negotiation.size();
        if let Some((opening, pos)) =
            openings::next_stone(seed, size, negotiation.stones(), may_place)
        {
            return Plan::Now(Decision {
                action: Action::Place(pos),
                reason: Reason::OpeningStone { opening, number },
            });
        }
    }
    if area == Area::Centre
        && let [centre] = allowed[..]
    {
        return Plan::Now(Decision {
            action: Action::Place(centre),
            reason: Reason::Centre,
        });
    }
    let before_swap = allowed
        .first()
        .is_some_and(|&p| swap_follows(negotiation, seat, Action::Place(p)));
    let (lines, then) = if before_swap {
        (BEFORE_SWAP_LINES, Then::StoneBeforeSwap { colour })
    } else {
        (1, Then::Stone { colour })
    };
    Plan::Search(Ask {
        only: allowed,
        lines,
        then,
    })
}

/// Whether the rule has the first player lay down all three stones of the opening.
fn lays_whole_opening(rule: OpeningRule) -> bool {
    match rule {
        OpeningRule::Soosorv8 | OpeningRule::Rif => true,
        OpeningRule::Taraguchi10 => false,
    }
}

/// Whether, once `seat` has made `action`, the other player may swap.
fn swap_follows(negotiation: &Negotiation, seat: Seat, action: Action) -> bool {
    let mut after = negotiation.clone();
    after.apply(seat, action).is_ok() && after.due() == Step::ChooseSwap { seat: seat.other() }
}

/// The stone from the search `plan` asked for. The side to move is the stone's colour,
/// so scores are `colour`'s view.
pub(super) fn read(colour: Stone, before_swap: bool, result: &SearchResult) -> Decision {
    let (pos, score) = if before_swap {
        short_of_the_margin(result)
    } else {
        (result.best, result.score)
    };
    let reason = if before_swap {
        Reason::StoneBeforeSwap { colour, score }
    } else {
        Reason::BestPoint { colour, score }
    };
    Decision {
        action: Action::Place(pos),
        reason,
    }
}

/// The best line within `SWAP_MARGIN` (the lines come best first; of equal scores, the
/// one the search put first); if none is, the weakest line (the other player will swap
/// whatever: the less they take, the better).
fn short_of_the_margin(result: &SearchResult) -> (Pos, i32) {
    let short = result.lines.iter().find(|line| line.score <= SWAP_MARGIN);
    let weakest = result.lines.last();
    short
        .or(weakest)
        .map_or((result.best, result.score), |line| (line.best, line.score))
}
