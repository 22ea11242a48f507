//! The named openings the computer lays down when it is the first player: those the
//! engine finds nearest balance under renju, so that the other player's swap after them
//! is a real question. Each is placed turned by a symmetry the seed picks.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;

use crate::rules::{NamedOpening, Pos, Symmetry};

/// The balanced openings: of the 26, the five whose score for white to move (black's
/// first stone on the centre of a 15x15 board, Master, renju) stayed nearest 0 at depths
/// 6, 8 and 10, all well within `SWAP_MARGIN` (23 of the 26 stay within it; Sangetsu next,
/// at -250; the strongest, Hogetsu, at -579). Two direct openings, three indirect. The
/// comment after each gives its scores. Chosen by `tests::select_openings`:
/// `cargo test --release --no-default-features --lib opening_rule::openings -- --ignored --nocapture`
pub(super) const OPENINGS: [NamedOpening; 5] = [
    NamedOpening::Shingetsu, // d6 -53, d8 -38, d10 46
    NamedOpening::Suisei,    // d6 110, d8 14, d10 177
    NamedOpening::Yusei,     // d6 37, d8 41, d10 177
    NamedOpening::Meigetsu,  // d6 -143, d8 -88, d10 -181
    NamedOpening::Chosei,    // d6 -209, d8 -185, d10 -69
];

/// An opening of `OPENINGS`, turned, laid down on a board of `size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Laid {
    pub opening: NamedOpening,
    pub stones: [Pos; 3],
}

/// Every opening of `OPENINGS` in each of its eight turns, in an order the seed decides
/// (a different opening and turn first for different seeds), on a board of `size`.
pub(super) fn in_seed_order(seed: u64, size: usize) -> Vec<Laid> {
    let mut all: Vec<Laid> = OPENINGS
        .iter()
        .flat_map(|&opening| {
            Symmetry::ALL.into_iter().filter_map(move |symmetry| {
                let stones = opening.stones(symmetry, size)?;
                Some(Laid { opening, stones })
            })
        })
        .collect();
    all.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(seed));
    all
}

/// The first opening in the seed's order whose stones begin with `placed` and whose next
/// stone `may_place` allows: the stone to place, and the opening it belongs to.
pub(super) fn next_stone(
    seed: u64,
    size: usize,
    placed: &[Pos],
    may_place: impl Fn(Pos) -> bool,
) -> Option<(NamedOpening, Pos)> {
    in_seed_order(seed, size).into_iter().find_map(|laid| {
        let next = *laid.stones.get(placed.len())?;
        (laid.stones.starts_with(placed) && may_place(next)).then_some((laid.opening, next))
    })
}

#[cfg(test)]
mod tests {
    use super::super::SWAP_MARGIN;
    use super::*;
    use crate::engine::{Level, Limits, Search};
    use crate::rules::{Board, Rule};

    /// The depth at which `the_built_in_openings_are_balanced` checks them: the
    /// shallowest of the selection's, quick in a debug build.
    const BALANCE_DEPTH: u32 = 6;

    /// White to move after `opening` about the centre of a 15x15 board, under renju.
    fn score(opening: NamedOpening, depth: u32) -> i32 {
        let mut board = Board::new(15);
        for stone in opening.stones(Symmetry::IDENTITY, 15).expect("fits") {
            board.play(stone);
        }
        Search::new(&board, Rule::Renju, Level::Master, Limits::depth(depth), 0)
            .run()
            .expect("a move")
            .score
    }

    /// Ranks the 26 openings by how far from 0 white's score gets at the worst of
    /// `BALANCE_DEPTH`, 8 and 10 plies and prints them all: `OPENINGS` are those within
    /// `SWAP_MARGIN`. Rerun after changing the search or the evaluation:
    /// `cargo test --release --no-default-features --lib opening_rule::openings -- --ignored --nocapture`
    /// (about ten seconds).
    #[test]
    #[ignore = "seconds in release: rerun to choose OPENINGS"]
    fn select_openings() {
        let depths = [BALANCE_DEPTH, 8, 10];
        let mut ranked: Vec<_> = NamedOpening::ALL
            .into_iter()
            .map(|opening| {
                let scores = depths.map(|depth| score(opening, depth));
                let worst = scores.iter().map(|s| s.abs()).max().unwrap_or(0);
                (worst, opening.name(), scores)
            })
            .collect();
        ranked.sort();
        println!("worst |score|, opening, white's score at depths {depths:?}");
        for (worst, name, scores) in ranked {
            let mark = if worst <= SWAP_MARGIN { "*" } else { " " };
            println!("{mark} {worst:5} {name:10} {scores:?}");
        }
    }

    #[test]
    fn the_built_in_openings_are_balanced() {
        for opening in OPENINGS {
            let score = score(opening, BALANCE_DEPTH);
            assert!(
                score.abs() <= SWAP_MARGIN,
                "{}: {score} at depth {BALANCE_DEPTH}; rerun select_openings",
                opening.name()
            );
        }
    }

    /// Every seed lays down one of the openings, whole, about the centre; seeds vary the
    /// opening and its turn.
    #[test]
    fn seeds_vary_the_opening_and_its_turn() {
        let mut seen = Vec::new();
        for seed in 0..64 {
            let order = in_seed_order(seed, 15);
            assert_eq!(order.len(), OPENINGS.len() * 8);
            let first = order[0];
            assert_eq!(first.stones[0], Pos::new(7, 7));
            assert_eq!(
                NamedOpening::recognise(first.stones[0], first.stones[1], first.stones[2]),
                Some(first.opening)
            );
            seen.push(first.stones);
        }
        seen.sort();
        seen.dedup();
        assert!(
            seen.len() >= 16,
            "only {} openings over 64 seeds",
            seen.len()
        );
        assert_eq!(
            in_seed_order(9, 15),
            in_seed_order(9, 15),
            "the seed decides"
        );
    }

    /// Given any first two stones of an opening (black on the centre, white beside it in
    /// any of the eight directions), a balanced opening completes them.
    #[test]
    fn every_second_stone_has_a_balanced_third() {
        let centre = Pos::new(7, 7);
        for (dx, dy) in [
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
        ] {
            let white = centre.offset((dx, dy), 1, 15).expect("on the board");
            for seed in 0..8 {
                let (opening, third) =
                    next_stone(seed, 15, &[centre, white], |_| true).expect("a third stone");
                assert!(OPENINGS.contains(&opening));
                assert_eq!(NamedOpening::recognise(centre, white, third), Some(opening));
            }
        }
    }
}
