//! The computer's decisions in renju's opening rules (`rules::opening_rule`): the stones
//! it places, whether it swaps, how many 5th moves it declares, which it offers and
//! which it takes.
//!
//! The game runs searches off the frame (a task natively, a Web Worker on the web that
//! receives one request line), so each decision is at most one search and then a pure
//! function of its result: `OpeningPlayer::request` gives the search the due decision
//! needs (`None` when it needs none), and `OpeningPlayer::decide` the decision from its
//! result. Every decision is one the negotiation accepts: without a usable result it
//! falls back to the first choice the rule allows.
//!
//! The policies, each in its file with its evidence:
//! - `stones`: the first player's opening is one the engine finds balanced (`openings`);
//!   other stones go on the best allowed point, short of a bargain when a swap follows;
//! - `swap`: take the other colour when it is more than `SWAP_MARGIN` ahead;
//! - `declare`: declare as many 5th moves as the position bears;
//! - `offers`: offer the best 5th moves left, and take the offer after which black is
//!   weakest.

mod decision;
mod declare;
mod offers;
mod openings;
mod stones;
mod swap;

pub use decision::{Decision, DeclareWhy, Reason};
pub use declare::{DECLARE_MARGIN, RIF_OFFERS};
pub use swap::SWAP_MARGIN;

use crate::rules::opening_rule::{Action, Declaration, Step};
use crate::rules::{Board, Negotiation, Pos, Rule, Stone};

use super::level::Level;
use super::request::SearchRequest;
use super::result::SearchResult;

/// The computer in a negotiation: the game's rule (renju in practice), its level and the
/// game's seed. The same inputs always give the same request and, from the same result,
/// the same decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpeningPlayer {
    pub rule: Rule,
    pub level: Level,
    pub seed: u64,
}

impl OpeningPlayer {
    /// The search the due decision needs, on the board of the negotiation's stones (the
    /// side to move by their count), restricted to the allowed points where a point is
    /// chosen, with the level's own limits (a caller may shorten `limits`). `None` when
    /// the decision needs no search, or nothing is due.
    pub fn request(&self, negotiation: &Negotiation) -> Option<SearchRequest> {
        let Some(Plan::Search(ask)) = plan(negotiation, self.seed) else {
            return None;
        };
        let mut board = Board::new(negotiation.size());
        for &stone in negotiation.stones() {
            board.play(stone);
        }
        // Beginner and Classic pick a move at one look, with no score to weigh a colour
        // or an offer by: in the opening they search as Easy, the weakest level that does.
        let level = if self.level.heuristic().is_some() {
            Level::Easy
        } else {
            self.level
        };
        let seed = self.seed ^ negotiation.actions().len() as u64;
        let request = SearchRequest::new(&board, self.rule, level, level.default_limits(), seed);
        Some(request.with_only(ask.only).with_multi_pv(ask.lines))
    }

    /// The due decision, from the result of `request`'s search (`None` when it needed
    /// none, or none came). `None` only when nothing is due (the negotiation is settled).
    pub fn decide(
        &self,
        negotiation: &Negotiation,
        result: Option<&SearchResult>,
    ) -> Option<Decision> {
        let seat = negotiation.due().seat()?;
        let decision = match plan(negotiation, self.seed)? {
            Plan::Now(decision) => Some(decision),
            Plan::Search(ask) => result
                .filter(|result| fits(negotiation, &ask, result))
                .and_then(|result| ask.then.read(negotiation, result)),
        };
        decision
            .filter(|decision| negotiation.check(seat, decision.action).is_ok())
            .or_else(|| fallback(negotiation))
    }
}

/// What a decision needs: nothing more, or a search.
enum Plan {
    Now(Decision),
    Search(Ask),
}

/// A search of the negotiation's stones, and how its result decides.
struct Ask {
    /// The points the move must be one of (empty: any).
    only: Vec<Pos>,
    /// Root lines wanted (multi-PV).
    lines: usize,
    then: Then,
}

/// How a search's result becomes the decision.
enum Then {
    Stone { colour: Stone },
    StoneBeforeSwap { colour: Stone },
    Swap { colour: Stone, offers: usize },
    Declare { counts: Declaration },
    Offer { number: usize, of: usize },
    Choose,
}

impl Then {
    fn read(&self, negotiation: &Negotiation, result: &SearchResult) -> Option<Decision> {
        let seat = negotiation.due().seat()?;
        Some(match *self {
            Then::Stone { colour } => stones::read(colour, false, result),
            Then::StoneBeforeSwap { colour } => stones::read(colour, true, result),
            Then::Swap { colour, offers } => swap::read(negotiation, colour, offers, result),
            Then::Declare { counts } => declare::read(negotiation, seat, counts, result)?,
            Then::Offer { number, of } => offers::read_offer(negotiation, number, of, result),
            Then::Choose => offers::read_choice(negotiation, result)?,
        })
    }
}

fn plan(negotiation: &Negotiation, seed: u64) -> Option<Plan> {
    Some(match negotiation.due() {
        Step::Settled => return None,
        Step::PlaceStone {
            seat,
            colour,
            number,
            area,
        } => stones::plan(negotiation, seed, seat, colour, number, area),
        Step::ChooseSwap { seat } => swap::plan(negotiation, seat),
        Step::DeclareOffers { counts, .. } => declare::plan(negotiation, counts),
        Step::PlaceOffer { placed, of, .. } => offers::plan_offer(negotiation, placed + 1, of),
        Step::ChooseOffer { .. } => offers::plan_choice(negotiation),
    })
}

/// Whether `result` can be a search of what `ask` asked: its move one of the allowed
/// points, its lines too. A result of another position is not used.
fn fits(negotiation: &Negotiation, ask: &Ask, result: &SearchResult) -> bool {
    let allowed = |p: Pos| {
        let free = !negotiation.stones().contains(&p);
        free && (ask.only.is_empty() || ask.only.contains(&p))
    };
    allowed(result.best) && result.lines.iter().all(|line| allowed(line.best))
}

/// Black's view of a score from the side to move's, on the negotiation's stones.
fn black_view(negotiation: &Negotiation, score: i32) -> i32 {
    // Black moves first, so black is to move after an even number of stones.
    if negotiation.stones().len().is_multiple_of(2) {
        score
    } else {
        -score
    }
}

/// The first choice the rule allows: the allowed point nearest the centre, keeping the
/// colours, the fewest offers.
fn fallback(negotiation: &Negotiation) -> Option<Decision> {
    let centre = (negotiation.size() / 2) as i32;
    let distance = |p: &Pos| {
        let (dx, dy) = (i32::from(p.x) - centre, i32::from(p.y) - centre);
        (dx.abs().max(dy.abs()), dx.abs() + dy.abs())
    };
    let nearest = || {
        negotiation
            .allowed_points()
            .into_iter()
            .min_by_key(distance)
    };
    let action = match negotiation.due() {
        Step::Settled => return None,
        Step::PlaceStone { .. } | Step::PlaceOffer { .. } => Action::Place(nearest()?),
        Step::ChooseOffer { .. } => Action::Choose(nearest()?),
        Step::ChooseSwap { .. } => Action::Keep,
        Step::DeclareOffers { counts, .. } => Action::Declare(*counts.counts().first()?),
    };
    Some(Decision {
        action,
        reason: Reason::Fallback,
    })
}
