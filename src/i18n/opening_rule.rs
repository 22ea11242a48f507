//! What the panel says a renju opening rule waits for: the catalog's message for each
//! step of a negotiation (its refusals are `Msg::OpeningRefused`).

use super::Msg;
use crate::rules::Negotiation;
use crate::rules::opening_rule::{Declaration, Step};

impl Msg {
    /// The message for what `negotiation` waits for, naming the acting player by the
    /// colour they hold (offers are always black's and the choice white's, so those say
    /// it without an argument); `None` once it is settled.
    pub fn due_in(negotiation: &Negotiation) -> Option<Msg> {
        let colour = |seat| negotiation.colour_of(seat);
        Some(match negotiation.due() {
            Step::PlaceStone {
                seat,
                colour: stone,
                number,
                area,
            } => Msg::OpeningPlaceStone {
                player: colour(seat),
                stone,
                number,
                area,
            },
            Step::ChooseSwap { seat } => Msg::OpeningChooseSwap {
                stone: colour(seat),
            },
            Step::DeclareOffers {
                seat,
                counts: Declaration::UpTo(max),
            } => Msg::OpeningDeclareOffers {
                stone: colour(seat),
                max,
            },
            Step::DeclareOffers {
                counts: Declaration::OneOr(offers),
                ..
            } => Msg::OpeningOneOrOffers { offers },
            Step::PlaceOffer { placed, of, .. } => Msg::OpeningPlaceOffer { placed, of },
            Step::ChooseOffer { offers, .. } => Msg::OpeningChooseOffer { offers },
            Step::Settled => return None,
        })
    }
}
