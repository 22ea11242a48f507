//! The RIF (Yamaguchi) rule, developed by Yusui Yamaguchi, adopted by the RIF's General
//! Assembly of 2008 for the World Championships of 2009 to 2015. Its steps, after the
//! RIF's rule page (renju.net, "Yamaguchi rule"; Wikipedia's "Yamaguchi opening rule"
//! names the seats):
//! 1. The tentative black lays down one of the 26 openings and announces how many 5th
//!    moves black will offer later in the game.
//! 2. The tentative white may swap colours.
//! 3. Whoever now holds white plays the 4th stone on any point.
//! 4. Whoever holds black lays down the announced number of candidate 5th moves, no two
//!    of them symmetrical; the white player keeps one as the 5th and plays the 6th.
//!
//! It is the old RIF rule of 1996 (always two 5th moves) with the number left to the
//! first player. The text sets no largest number; this program allows 1 to 10, ten being
//! the most any RIF rule asks for (Taraguchi-10), and above the seven 5th moves Yuriy
//! Tarannikov cites for the strongest openings (renju.net forum, "The extended Yusui
//! rules", 2009). Declaring one 5th move leaves white nothing to choose: that move is the
//! 5th.

use super::{Area, Declaration, Stage};
use crate::rules::Stone::{Black, White};

/// The most 5th moves the first player may declare (see the module's documentation).
pub const MAX_OFFERS: u8 = 10;

pub(super) const STAGES: &[Stage] = &[
    Stage::opening(Black, Area::Centre),
    Stage::opening(White, Area::Square(3)),
    Stage::opening(Black, Area::Opening),
    Stage::Declare {
        by: Black,
        counts: Declaration::UpTo(MAX_OFFERS),
    },
    Stage::Swap { by: White },
    Stage::own(White, Area::Anywhere),
    Stage::Offers,
    Stage::Choose,
];
