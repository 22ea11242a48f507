//! Where a stone of the opening may go: the centre, a central square, the point that
//! completes one of the 26 openings, or anywhere.

use super::OpeningError;
use crate::rules::{NamedOpening, Pos};

/// The points a stone of the negotiation may take (beyond being empty and on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Area {
    /// The centre point: on a board of `size` lines, column and row `size / 2` (the
    /// middle, as `NamedOpening::stones` places openings).
    Centre,
    /// The central square of `n` x `n` points around the centre (`n` odd).
    Square(u8),
    /// A point that makes the first three stones one of the 26 named openings.
    Opening,
    Anywhere,
}

impl Area {
    /// Whether `pos` lies in this area, with `stones` already placed (black first) on a
    /// board of `size` lines; `Err` says why not.
    pub fn check(self, pos: Pos, stones: &[Pos], size: usize) -> Result<(), OpeningError> {
        let centre = (size / 2) as i32;
        let distance = (i32::from(pos.x) - centre)
            .abs()
            .max((i32::from(pos.y) - centre).abs());
        match self {
            Area::Centre if distance != 0 => Err(OpeningError::NotCentre),
            Area::Square(n) if distance > i32::from(n / 2) => {
                Err(OpeningError::OutsideSquare { size: n })
            }
            // With black's first stone on the centre and white's beside it, every point
            // of the central 5x5 completes an opening; asking the list of openings keeps
            // "one of the 26" in one place.
            Area::Opening => match stones {
                [first, second] if NamedOpening::recognise(*first, *second, pos).is_some() => {
                    Ok(())
                }
                _ => Err(OpeningError::NotAnOpening),
            },
            _ => Ok(()),
        }
    }
}
