//! Taraguchi-10, Yusui Yamaguchi's advancement of Yuri Tarannikov's rule (hence the name),
//! certified by the RIF with N alternative 5th moves; with N = 10 it is the rule of the
//! European Championships since 2010 and of the correspondence World Championship. Its
//! steps, after Wikipedia's "Taraguchi opening rule" and "Taraguchi-N opening rule"
//! (which cite the RIF's certification):
//! 1. Black plays the 1st stone on the centre point; then the opponent may swap colours.
//! 2. White plays the 2nd stone in the central 3x3; the opponent may swap.
//! 3. Black plays the 3rd stone in the central 5x5; the opponent may swap.
//! 4. White plays the 4th stone in the central 7x7; the opponent may swap.
//! 5. Black then either plays one 5th stone in the central 9x9, which the opponent may
//!    answer with a last swap before white plays the 6th anywhere; or lays down ten
//!    candidate 5th moves anywhere, no two symmetrical, of which white keeps one and plays
//!    the 6th, with no swap.
//!
//! The texts list the swap after the 4th move under the first choice only, which could be
//! read as black giving it up by offering. Ando Meritee's introduction of the rule to the
//! RIF (renju.net blog, 2008) settles it: Taraguchi is the plain five-swap rule plus one
//! extra right, black's to offer the 5th moves "together with cancelling the white's right
//! to swap after that", the swap *after* the 5th move. So the swap after the 4th move is
//! always there, and whoever holds black after it chooses one 5th move or ten (Abstract
//! Play's renju plays it so too).

use super::{Area, Declaration, Stage};
use crate::rules::Stone::{Black, White};

/// How many 5th moves black offers instead of playing one.
pub const OFFERS: u8 = 10;

/// The stages up to black's choice of one 5th move or ten.
const BEFORE_THE_FIFTH: [Stage; 9] = [
    Stage::own(Black, Area::Centre),
    Stage::Swap { by: White },
    Stage::own(White, Area::Square(3)),
    Stage::Swap { by: Black },
    Stage::own(Black, Area::Square(5)),
    Stage::Swap { by: White },
    Stage::own(White, Area::Square(7)),
    Stage::Swap { by: Black },
    Stage::Declare {
        by: Black,
        counts: Declaration::OneOr(OFFERS),
    },
];

/// Black plays one 5th move within the central 9x9; white may swap after it.
const ONE_FIFTH: [Stage; 2] = [
    Stage::own(Black, Area::Square(9)),
    Stage::Swap { by: White },
];

/// Black offers ten 5th moves anywhere; white takes one, with no swap.
const TEN_FIFTHS: [Stage; 2] = [Stage::Offers, Stage::Choose];

/// Stage `index`, once black has chosen one 5th move (`Some(1)`) or ten where it matters;
/// `None` past the last (or past the choice before it is made).
pub(super) fn stage(index: usize, declared: Option<u8>) -> Option<Stage> {
    let after = match declared {
        None => &[][..],
        Some(1) => &ONE_FIFTH[..],
        Some(_) => &TEN_FIFTHS[..],
    };
    BEFORE_THE_FIFTH.iter().chain(after).nth(index).copied()
}
