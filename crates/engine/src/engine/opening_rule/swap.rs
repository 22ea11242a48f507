//! Swap or keep: the chooser takes the colour the search finds better, when it is
//! clearly better.

use crate::rules::opening_rule::{Action, Seat};
use crate::rules::{Negotiation, Stone};

use super::decision::{Decision, Reason};
use super::offers::{fifth_moves, value_with_offers};
use super::{Ask, Plan, Then, black_view};
use crate::engine::SearchResult;

/// How far ahead the other colour must be before the chooser swaps to take it. Under
/// renju the engine finds black ahead after most openings: the 26 score 335 to -579 for
/// white to move at depths 6, 8 and 10 (`openings::tests::select_openings`, with renju's
/// networks per colour), and a quiet position's score swings by a couple of hundred from
/// one depth to the next. A chooser keeps white against the five openings nearest balance
/// (`OPENINGS`, none below -272) and 19 more, and takes black against the two beyond the
/// line (Kosei at -563, Hogetsu at -579). It is swap2's `TAKE_BLACK_BELOW` (-400) on
/// renju's wider scale, and the same either way round: black's holder swaps when white is
/// that far ahead.
pub const SWAP_MARGIN: i32 = 550;

/// The search a swap decision needs: the position as it stands; where black is about to
/// offer `declared` 5th moves (Soosõrv-8's swap after white's declaration) black's
/// outlook is the weakest of the best `declared` 5th moves, which white will leave black.
pub(super) fn plan(negotiation: &Negotiation, seat: Seat) -> Plan {
    let colour = negotiation.colour_of(seat);
    let offers = match negotiation.declared() {
        Some(count) if negotiation.stones().len() == 4 && negotiation.offers().is_empty() => {
            usize::from(count).max(1)
        }
        _ => 1,
    };
    let only = if offers > 1 {
        fifth_moves(negotiation)
    } else {
        Vec::new()
    };
    Plan::Search(Ask {
        only,
        lines: offers,
        then: Then::Swap { colour, offers },
    })
}

/// Swap or keep, for the player holding `colour`, from the search `plan` asked for.
pub(super) fn read(
    negotiation: &Negotiation,
    colour: Stone,
    offers: usize,
    result: &SearchResult,
) -> Decision {
    let black = black_view(negotiation, value_with_offers(result, offers));
    choose(colour, black)
}

/// The decision of the player holding `colour` when black's outlook is `black_score`.
pub(super) fn choose(colour: Stone, black_score: i32) -> Decision {
    let mine = match colour {
        Stone::Black => black_score,
        Stone::White => -black_score,
    };
    if mine < -SWAP_MARGIN {
        Decision {
            action: Action::Swap,
            reason: Reason::Swap {
                colour_taken: colour.opponent(),
                advantage: -mine,
            },
        }
    } else {
        Decision {
            action: Action::Keep,
            reason: Reason::Keep {
                colour_kept: colour,
                advantage: mine,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::WIN;

    /// The margin itself, from both seats: a little behind keeps, clearly behind or lost
    /// swaps, ahead keeps.
    #[test]
    fn the_chooser_swaps_only_beyond_the_margin() {
        let swaps = |colour, black| choose(colour, black).action == Action::Swap;
        for (colour, sign) in [(Stone::Black, 1), (Stone::White, -1)] {
            assert!(!swaps(colour, 0));
            assert!(!swaps(colour, sign * -SWAP_MARGIN));
            assert!(swaps(colour, sign * (-SWAP_MARGIN - 1)));
            assert!(swaps(colour, sign * (-WIN + 9)));
            assert!(!swaps(colour, sign * (WIN - 9)));
        }
        assert_eq!(
            choose(Stone::White, 700).reason,
            Reason::Swap {
                colour_taken: Stone::Black,
                advantage: 700
            }
        );
        assert_eq!(
            choose(Stone::White, 300).reason,
            Reason::Keep {
                colour_kept: Stone::White,
                advantage: -300
            }
        );
    }
}
