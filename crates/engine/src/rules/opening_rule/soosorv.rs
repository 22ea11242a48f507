//! Soosõrv-8, proposed by Ants Soosõrv, certified by the RIF in 2011 as Soosõrv-N and
//! chosen in 2015 as the World Championship's opening rule from 2017 on. Its steps, after
//! Wikipedia's "Soosõrv opening rule" (which cites the RIF; the rule with N = 4 was the
//! 2008 European Championship's):
//! 1. The first player lays down one of the 26 openings (three stones).
//! 2. The second player may swap colours.
//! 3. Whoever now holds white plays the 4th stone, on any point, and says how many 5th
//!    moves black must offer: from 1 to N (8 here; Soosõrv-8 is the version under which
//!    all 26 openings are playable).
//! 4. The player holding black may swap colours.
//! 5. Whoever then holds black lays down that many candidate 5th moves, no two of them
//!    symmetrical, and the white player keeps one of them as the 5th and plays the 6th.
//!
//! It is white who declares, together with the 4th move, and the swap after it is black's
//! (the player who did not declare); the renju programs that play the rule read it so too
//! (Abstract Play's renju writes the count with the 4th stone). The 26 openings are the
//! RIF's: black's first stone on the centre, white's beside it, black's second in the
//! central 5x5. Declaring one 5th move leaves white nothing to choose: that move is the
//! 5th.

use super::{Area, Declaration, Stage};
use crate::rules::Stone::{Black, White};

/// The most 5th moves white may ask for.
pub const MAX_OFFERS: u8 = 8;

pub(super) const STAGES: &[Stage] = &[
    Stage::opening(Black, Area::Centre),
    Stage::opening(White, Area::Square(3)),
    Stage::opening(Black, Area::Opening),
    Stage::Swap { by: White },
    Stage::own(White, Area::Anywhere),
    Stage::Declare {
        by: White,
        counts: Declaration::UpTo(MAX_OFFERS),
    },
    Stage::Swap { by: Black },
    Stage::Offers,
    Stage::Choose,
];
