//! What the computer decides in a negotiation, and why, as facts the game puts into words.

use crate::rules::opening_rule::Action;
use crate::rules::{NamedOpening, Stone};

/// One decision: the action for the negotiation (always one it accepts now) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub action: Action,
    pub reason: Reason,
}

/// Why the computer decided as it did. Scores are in centi-stones (`SearchResult::score`),
/// from the view the variant names; `SWAP_MARGIN` is the line they are weighed against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Stone `number` (1 to 3) of `opening`, one of the openings the engine finds nearest
    /// balance under renju, so that the swap after it is a fair question: the computer
    /// lays the whole opening down (Soosõrv-8, RIF) or completes it with the third stone
    /// (Taraguchi-10).
    OpeningStone {
        opening: NamedOpening,
        number: usize,
    },
    /// The first stone, on the centre, the only point the rule allows.
    Centre,
    /// A stone of `colour` on the search's best allowed point, worth `score` to `colour`.
    BestPoint { colour: Stone, score: i32 },
    /// A stone of `colour` before the other player may swap: the best point that leaves
    /// `colour` (`score`, its view) no further ahead than `SWAP_MARGIN`, so that taking it
    /// is no bargain; or, when every good point is further ahead, the least of them.
    StoneBeforeSwap { colour: Stone, score: i32 },
    /// Swapped, to take `colour_taken`, which the search finds `advantage` ahead: more
    /// than `SWAP_MARGIN`.
    Swap { colour_taken: Stone, advantage: i32 },
    /// Kept `colour_kept`, whose score is `advantage` (below 0 when behind, but not by
    /// more than `SWAP_MARGIN`).
    Keep { colour_kept: Stone, advantage: i32 },
    /// Declared `count` 5th moves for black to offer, for the reason `why` says, with
    /// black's outlook `black_score` (black's view; see `DeclareWhy` for what it is of).
    Declare {
        count: u8,
        black_score: i32,
        why: DeclareWhy,
    },
    /// Offered 5th move `number` of `of`: the best point left that is not the twin of an
    /// earlier offer, worth `black_score` to black.
    Offer {
        number: usize,
        of: usize,
        black_score: i32,
    },
    /// Took, of `offers` offered 5th moves, the one after which black is weakest:
    /// `black_score` to black; `None` for an offer the search did not even weigh (too far
    /// from the stones to be one of its moves, or passed over once another proved a win).
    ChooseOffer {
        offers: usize,
        black_score: Option<i32>,
    },
    /// No search result to go by (none came, or it did not fit the position): the first
    /// choice the rule allows, nearest the centre, the fewest offers, or keeping colours.
    Fallback,
}

/// Why a number of 5th moves was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclareWhy {
    /// The RIF rule: declared with the opening, before white's swap and 4th stone, from
    /// the opening's score (`black_score`): two offers for an opening within
    /// `SWAP_MARGIN`, the most the rule allows when black is further ahead, one when
    /// white is.
    ForTheOpening,
    /// Soosõrv-8, white declaring before black may swap: the most offers after which
    /// black, left the weakest of them, still scores `black_score`, not far enough behind
    /// to swap. Fewer would leave white less; more would hand black a reason to swap.
    MostBlackKeeps,
    /// Soosõrv-8: even one offer leaves black (`black_score`) so far behind that black
    /// will swap, and the declarer, then holding black, wants the fewest.
    BlackWillSwap,
    /// Taraguchi-10: ten offers, since even the tenth best 5th move (`black_score`) puts
    /// black beyond `SWAP_MARGIN`: any one 5th move black could play would be swapped
    /// away, while of ten white must take one and no swap follows.
    TenOffers,
    /// Taraguchi-10: one 5th move, the best of the lines short of white's reason to swap
    /// (`black_score`).
    OneFifth,
}
