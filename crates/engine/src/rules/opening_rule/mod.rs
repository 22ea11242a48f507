//! Renju's opening rules: how the two players negotiate the first five stones and who
//! plays black, beside the stones. Three rules of the Renju International Federation
//! (RIF), each a fixed list of stages in its own file:
//! - `soosorv`: Soosõrv-8, the RIF's rule for the World Championship since 2017;
//! - `taraguchi`: Taraguchi-10, the European Championships' and correspondence rule;
//! - `rif`: the RIF (Yamaguchi) rule, the World Championship's rule from 2009 to 2015.
//!
//! Each file gives its rule's steps as the RIF and its sources set them out (in this
//! code's words, with the sources named), and says how this code reads the points the
//! rule texts leave open.
//!
//! The players are named by their *seat*, which never changes: the tentative black begins
//! the negotiation, the tentative white is the other player. Each swap exchanges the
//! colours the seats hold ([`Negotiation::black_seat`]), so "white declares" or "the other
//! player may swap" always name a seat through the colour it holds at that moment.
//!
//! # History: the negotiation is its list of actions
//! A [`Negotiation`] is nothing but the rule, the board size and the actions accepted so
//! far; everything else ([`Negotiation::due`], the stones, the offers, who holds black) is
//! derived from them, and [`Negotiation::replay`] rebuilds the same value from the list.
//! So:
//! - undo takes back the last action, whatever it was (a stone, a swap decision, a
//!   declaration, an offered 5th move, the choice of one), and keeps it for redo, as
//!   `Game` does with moves; stepping back into the opening asks the same question again;
//! - a record or a link writes the actions as text (`notation::opening_actions_to_text`)
//!   and a reader replays them, so a review shows every choice in order, and a record
//!   whose actions are not legal is refused at the first bad one with its reason;
//! - the engine and online play send actions, checked here exactly like local input.
//!
//! The game's board follows [`Negotiation::stones`]: the first four stones, then the
//! chosen 5th move. Offered 5th moves are not stones of the game until one is chosen.
//! Once the negotiation is [`Step::Settled`], white plays the 6th move as in any game.

mod area;
mod negotiation;
mod offers;
mod rif;
mod soosorv;
mod taraguchi;

pub use area::Area;
pub use negotiation::Negotiation;
pub use offers::same_fifth_move;

use super::Stone;
use super::pos::Pos;

/// The smallest board the opening rules are played on: the central 9x9 of Taraguchi-10
/// must fit, and after four stones a 9x9 board still has well over ten 5th moves no two
/// of which are symmetrical (Taraguchi-10 asks for ten), so a negotiation never runs out
/// of legal offers. Renju itself is played on 15x15.
pub const MIN_BOARD: usize = 9;

/// One of the RIF's opening rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpeningRule {
    Soosorv8,
    Taraguchi10,
    Rif,
}

impl Stage {
    /// The player holding `colour` places a stone of their own within `area`.
    const fn own(colour: Stone, area: Area) -> Stage {
        Stage::Stone {
            colour,
            by: colour,
            area,
        }
    }

    /// The first player, holding black, places a stone of the opening within `area`.
    const fn opening(colour: Stone, area: Area) -> Stage {
        Stage::Stone {
            colour,
            by: Stone::Black,
            area,
        }
    }
}

impl OpeningRule {
    pub const ALL: [OpeningRule; 3] = [
        OpeningRule::Soosorv8,
        OpeningRule::Taraguchi10,
        OpeningRule::Rif,
    ];

    /// The rule's name as the RIF writes it (the catalog's `Msg::OpeningRuleName` says
    /// it in each language).
    pub fn name(self) -> &'static str {
        match self {
            OpeningRule::Soosorv8 => "Soosõrv-8",
            OpeningRule::Taraguchi10 => "Taraguchi-10",
            OpeningRule::Rif => "RIF (Yamaguchi)",
        }
    }

    /// The rule's name in settings files and links: ASCII, no spaces.
    pub fn code(self) -> &'static str {
        match self {
            OpeningRule::Soosorv8 => "soosorv-8",
            OpeningRule::Taraguchi10 => "taraguchi-10",
            OpeningRule::Rif => "rif",
        }
    }

    /// The rule whose `code` is `code`, in any case.
    pub fn from_code(code: &str) -> Option<OpeningRule> {
        OpeningRule::ALL
            .into_iter()
            .find(|rule| rule.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The rule's stage `index` (from 0), once `declared` offers are known where the
    /// rest depends on them (Taraguchi-10's one 5th move or ten); `None` after the last.
    /// A declaration only ever decides stages after itself.
    fn stage(self, index: usize, declared: Option<u8>) -> Option<Stage> {
        match self {
            OpeningRule::Soosorv8 => soosorv::STAGES.get(index).copied(),
            OpeningRule::Taraguchi10 => taraguchi::stage(index, declared),
            OpeningRule::Rif => rif::STAGES.get(index).copied(),
        }
    }
}

/// A player, by the part they began the negotiation with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// Begins: places the first stone (or the whole opening), holding black until a swap.
    TentativeBlack,
    /// The other player, holding white until a swap.
    TentativeWhite,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::TentativeBlack => Seat::TentativeWhite,
            Seat::TentativeWhite => Seat::TentativeBlack,
        }
    }
}

/// The numbers of 5th moves a declaration may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declaration {
    /// Any number of offers from 1 to `max`.
    UpTo(u8),
    /// 1: black plays a single 5th move as a stone (the rule says where, and a swap may
    /// follow); or exactly `offers` offered 5th moves for white to choose from.
    OneOr(u8),
}

impl Declaration {
    pub fn allows(self, count: u8) -> bool {
        match self {
            Declaration::UpTo(max) => (1..=max).contains(&count),
            Declaration::OneOr(offers) => count == 1 || count == offers,
        }
    }

    /// Every count it allows, smallest first.
    pub fn counts(self) -> Vec<u8> {
        match self {
            Declaration::UpTo(max) => (1..=max).collect(),
            Declaration::OneOr(offers) => vec![1, offers],
        }
    }
}

/// What the negotiation waits for, and from whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `seat` places stone `number` (1 to 5), of `colour`, within `area`. Usually the
    /// seat holds that colour; the first player places the opening's white stone too.
    PlaceStone {
        seat: Seat,
        colour: Stone,
        number: usize,
        area: Area,
    },
    /// `seat` swaps colours with the other player, or keeps them.
    ChooseSwap { seat: Seat },
    /// `seat` declares how many 5th moves black offers.
    DeclareOffers { seat: Seat, counts: Declaration },
    /// `seat` (black) places offered 5th moves: `placed` of `of` so far.
    PlaceOffer {
        seat: Seat,
        placed: usize,
        of: usize,
    },
    /// `seat` (white) takes one of the `offers` offered 5th moves as the 5th move.
    ChooseOffer { seat: Seat, offers: usize },
    /// Colours and the first five stones are settled: white plays the 6th move.
    Settled,
}

impl Step {
    /// The seat that must act, unless the negotiation is over.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Step::PlaceStone { seat, .. }
            | Step::ChooseSwap { seat }
            | Step::DeclareOffers { seat, .. }
            | Step::PlaceOffer { seat, .. }
            | Step::ChooseOffer { seat, .. } => Some(seat),
            Step::Settled => None,
        }
    }
}

/// One thing a player does in the negotiation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A stone on a point, or an offered 5th move, whichever is due.
    Place(Pos),
    /// Swap colours with the other player.
    Swap,
    /// Keep the colours as they are.
    Keep,
    /// The number of 5th moves black offers.
    Declare(u8),
    /// White takes the offered 5th move on this point.
    Choose(Pos),
}

/// Why an action was refused. Nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpeningError {
    /// The opening rules are not played on a board of `size` lines (`MIN_BOARD` to
    /// `MAX_SIZE`).
    BoardSize {
        size: usize,
    },
    /// The negotiation is over; the game goes on with white's 6th move.
    Settled,
    /// It is `due`'s turn to act.
    WrongSeat {
        due: Seat,
    },
    /// The action is not of the kind due now (a stone while a swap decision is due, ...).
    NotDue,
    OffBoard,
    /// A stone or an offered 5th move is already there.
    Occupied,
    /// The first stone goes on the centre point.
    NotCentre,
    /// Outside the central square of `size` x `size` points.
    OutsideSquare {
        size: u8,
    },
    /// The first three stones would not make one of the 26 named openings.
    NotAnOpening,
    /// The rule allows no declaration of `count` 5th moves here.
    OfferCountNotAllowed {
        count: u8,
    },
    /// The 5th move gives the same position as the one already offered on `twin`,
    /// turned or mirrored.
    SymmetricalOffer {
        twin: Pos,
    },
    /// The chosen point is not one of the offered 5th moves.
    NotAnOffer,
}

/// One stage of a rule: what is asked next, and of the player holding which colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The player holding `by` places the next stone, of `colour`, within `area` (the
    /// first player places the white stone of the opening too).
    Stone {
        colour: Stone,
        by: Stone,
        area: Area,
    },
    /// The player holding `by` may swap colours.
    Swap { by: Stone },
    /// The player holding `by` declares how many 5th moves black offers.
    Declare { by: Stone, counts: Declaration },
    /// Black places the declared number of 5th moves, no two symmetrical.
    Offers,
    /// White takes one of the offered 5th moves as the 5th stone. A single offer is
    /// taken without asking: there is nothing to choose.
    Choose,
}
