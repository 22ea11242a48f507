//! The 26 named renju openings: the shapes of the first three stones (black, white, black)
//! that renju players and the RIF's opening rules know by name.
//!
//! Black's first stone stands on the centre, white's beside it (straight beside it in the
//! 13 direct openings, diagonally in the 13 indirect ones), and black's second stone in the
//! central 5x5. Up to rotation and reflection those are all the ways to begin, 13 of each.
//!
//! The shapes and their numbers (1D to 13D, 1I to 13I) are those of the RIF's diagrams of
//! the direct and indirect openings (renju.net; Wikipedia's "Renju opening pattern" shows
//! the same two), where white's stone is h9 (direct) or i9 (indirect) beside black's h8.
//! The names are the Japanese ones players use everywhere, in Hepburn romanisation without
//! long-vowel marks, as Wikipedia's list writes them (Myojo, not Myōjō). Several published
//! tables of the 26 (h8 h9 h10 for Kansei, h8 i9 i7 for Hogetsu, ...) agree with them.

use super::{Pos, Symmetry};

/// One of the 26 canonical renju openings, direct ones first, each list in the RIF's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedOpening {
    // Direct: white's stone straight beside black's first.
    /// 1D, 寒星.
    Kansei,
    /// 2D, 渓月 (溪月 in Chinese).
    Keigetsu,
    /// 3D, 疎星 (疏星 in Chinese).
    Sosei,
    /// 4D, 花月.
    Kagetsu,
    /// 5D, 残月.
    Zangetsu,
    /// 6D, 雨月.
    Ugetsu,
    /// 7D, 金星.
    Kinsei,
    /// 8D, 松月.
    Shogetsu,
    /// 9D, 丘月.
    Kyugetsu,
    /// 10D, 新月.
    Shingetsu,
    /// 11D, 瑞星.
    Zuisei,
    /// 12D, 山月.
    Sangetsu,
    /// 13D, 遊星.
    Yusei,
    // Indirect: white's stone diagonally beside black's first.
    /// 1I, 長星.
    Chosei,
    /// 2I, 峡月.
    Kyogetsu,
    /// 3I, 恒星.
    Kosei,
    /// 4I, 水月.
    Suigetsu,
    /// 5I, 流星.
    Ryusei,
    /// 6I, 雲月.
    Ungetsu,
    /// 7I, 浦月.
    Hogetsu,
    /// 8I, 嵐月.
    Rangetsu,
    /// 9I, 銀月.
    Gingetsu,
    /// 10I, 明星.
    Myojo,
    /// 11I, 斜月.
    Shagetsu,
    /// 12I, 名月.
    Meigetsu,
    /// 13I, 彗星.
    Suisei,
}

/// Where white's stone and black's second stone stand, as offsets `(dx, dy)` from black's
/// first stone (`dy` counts rows down the board, as `Pos::y` does).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpeningShape {
    pub white: (i32, i32),
    pub black: (i32, i32),
}

/// White's stone in the diagrams: straight above black's first (h9 over h8) in the direct
/// openings, above and to the right (i9) in the indirect ones.
const DIRECT_WHITE: (i32, i32) = (0, -1);
const INDIRECT_WHITE: (i32, i32) = (1, -1);

impl NamedOpening {
    pub const ALL: [NamedOpening; 26] = {
        use NamedOpening::*;
        [
            Kansei, Keigetsu, Sosei, Kagetsu, Zangetsu, Ugetsu, Kinsei, Shogetsu, Kyugetsu,
            Shingetsu, Zuisei, Sangetsu, Yusei, Chosei, Kyogetsu, Kosei, Suigetsu, Ryusei, Ungetsu,
            Hogetsu, Rangetsu, Gingetsu, Myojo, Shagetsu, Meigetsu, Suisei,
        ]
    };

    /// The name players use in every language but Chinese: the Japanese one, romanised
    /// (English text takes it from here; Chinese writes the characters).
    pub fn name(self) -> &'static str {
        use NamedOpening::*;
        match self {
            Kansei => "Kansei",
            Keigetsu => "Keigetsu",
            Sosei => "Sosei",
            Kagetsu => "Kagetsu",
            Zangetsu => "Zangetsu",
            Ugetsu => "Ugetsu",
            Kinsei => "Kinsei",
            Shogetsu => "Shogetsu",
            Kyugetsu => "Kyugetsu",
            Shingetsu => "Shingetsu",
            Zuisei => "Zuisei",
            Sangetsu => "Sangetsu",
            Yusei => "Yusei",
            Chosei => "Chosei",
            Kyogetsu => "Kyogetsu",
            Kosei => "Kosei",
            Suigetsu => "Suigetsu",
            Ryusei => "Ryusei",
            Ungetsu => "Ungetsu",
            Hogetsu => "Hogetsu",
            Rangetsu => "Rangetsu",
            Gingetsu => "Gingetsu",
            Myojo => "Myojo",
            Shagetsu => "Shagetsu",
            Meigetsu => "Meigetsu",
            Suisei => "Suisei",
        }
    }

    /// Whether white's stone stands straight beside black's first (not diagonally).
    pub fn is_direct(self) -> bool {
        self.shape().white == DIRECT_WHITE
    }

    /// The opening's number in its list, 1 to 13 (the 4 of "4D" for Kagetsu).
    pub fn number(self) -> usize {
        let place = self as usize;
        if self.is_direct() {
            place + 1
        } else {
            place - 12
        }
    }

    /// The opening as the RIF's diagrams draw it (see the module's documentation).
    pub fn shape(self) -> OpeningShape {
        use NamedOpening::*;
        let (white, black) = match self {
            // The diagrams' h10, i10, j10; i9, j9; i8, j8; h7, i7, j7; h6, i6, j6.
            Kansei => (DIRECT_WHITE, (0, -2)),
            Keigetsu => (DIRECT_WHITE, (1, -2)),
            Sosei => (DIRECT_WHITE, (2, -2)),
            Kagetsu => (DIRECT_WHITE, (1, -1)),
            Zangetsu => (DIRECT_WHITE, (2, -1)),
            Ugetsu => (DIRECT_WHITE, (1, 0)),
            Kinsei => (DIRECT_WHITE, (2, 0)),
            Shogetsu => (DIRECT_WHITE, (0, 1)),
            Kyugetsu => (DIRECT_WHITE, (1, 1)),
            Shingetsu => (DIRECT_WHITE, (2, 1)),
            Zuisei => (DIRECT_WHITE, (0, 2)),
            Sangetsu => (DIRECT_WHITE, (1, 2)),
            Yusei => (DIRECT_WHITE, (2, 2)),
            // The diagrams' j10, j9, j8, j7, j6; i8, i7, i6; h7, h6; g7, g6; f6.
            Chosei => (INDIRECT_WHITE, (2, -2)),
            Kyogetsu => (INDIRECT_WHITE, (2, -1)),
            Kosei => (INDIRECT_WHITE, (2, 0)),
            Suigetsu => (INDIRECT_WHITE, (2, 1)),
            Ryusei => (INDIRECT_WHITE, (2, 2)),
            Ungetsu => (INDIRECT_WHITE, (1, 0)),
            Hogetsu => (INDIRECT_WHITE, (1, 1)),
            Rangetsu => (INDIRECT_WHITE, (1, 2)),
            Gingetsu => (INDIRECT_WHITE, (0, 1)),
            Myojo => (INDIRECT_WHITE, (0, 2)),
            Shagetsu => (INDIRECT_WHITE, (-1, 1)),
            Meigetsu => (INDIRECT_WHITE, (-1, 2)),
            Suisei => (INDIRECT_WHITE, (-2, 2)),
        };
        OpeningShape { white, black }
    }

    /// The opening that black's `first` stone, white's `second` and black's `third` make,
    /// turned and mirrored in any of the eight ways, wherever on the board they stand. The
    /// order counts: the same three points in another order are another shape, or none.
    pub fn recognise(first: Pos, second: Pos, third: Pos) -> Option<NamedOpening> {
        let from_first = |p: Pos| {
            (
                i32::from(p.x) - i32::from(first.x),
                i32::from(p.y) - i32::from(first.y),
            )
        };
        let seen = OpeningShape {
            white: from_first(second),
            black: from_first(third),
        };
        NamedOpening::ALL.into_iter().find(|opening| {
            let shape = opening.shape();
            Symmetry::ALL.into_iter().any(|symmetry| {
                symmetry.apply(shape.white) == seen.white
                    && symmetry.apply(shape.black) == seen.black
            })
        })
    }

    /// The opening a game's first three moves make (see `recognise`); `None` before the
    /// third move.
    pub fn of_moves(moves: &[Pos]) -> Option<NamedOpening> {
        match moves {
            [first, second, third, ..] => NamedOpening::recognise(*first, *second, *third),
            _ => None,
        }
    }

    /// The three stones (black, white, black) of this opening with black's first on `first`,
    /// turned by `symmetry`, on a board of `size`; `None` if a stone would be off the board.
    pub fn stones_at(self, first: Pos, symmetry: Symmetry, size: usize) -> Option<[Pos; 3]> {
        let on_board = (first.x as usize) < size && (first.y as usize) < size;
        let shape = self.shape();
        let place = |offset| first.offset(symmetry.apply(offset), 1, size);
        Some([
            on_board.then_some(first)?,
            place(shape.white)?,
            place(shape.black)?,
        ])
    }

    /// The three stones of this opening as a renju game begins it, black's first on the
    /// centre of a board of `size` (the middle point, or on an even board the one below and
    /// right of the middle); `None` only on a board too small for the shape.
    pub fn stones(self, symmetry: Symmetry, size: usize) -> Option<[Pos; 3]> {
        let centre = u8::try_from(size / 2).ok()?;
        self.stones_at(Pos::new(centre, centre), symmetry, size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirteen_of_each_numbered_in_order() {
        let (direct, indirect): (Vec<_>, Vec<_>) =
            NamedOpening::ALL.into_iter().partition(|o| o.is_direct());
        let numbers = |list: &[NamedOpening]| list.iter().map(|o| o.number()).collect::<Vec<_>>();
        assert_eq!(numbers(&direct), (1..=13).collect::<Vec<_>>());
        assert_eq!(numbers(&indirect), (1..=13).collect::<Vec<_>>());
        assert_eq!(NamedOpening::Kagetsu.number(), 4);
        assert_eq!(NamedOpening::Hogetsu.number(), 7);
        assert!(!NamedOpening::Hogetsu.is_direct());
    }
}
