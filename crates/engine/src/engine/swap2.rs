//! The swap2 opening (freestyle and standard rules): the first player places three stones
//! (black, white, black); the second takes black, plays white's fourth stone, or places two
//! more (white, black) and hands the choice back. Every decision is the same question with
//! white to move: keep white and play, or take black? `choose` answers it from a search,
//! and `opening` gives the three stones the first player places.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::rules::{Pos, Symmetry};

use super::result::SearchResult;

/// What a side offered the choice of colour decides, with white to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    TakeBlack,
    PlayWhite(Pos),
}

/// How far below 0 white's score must fall before black is "clearly better". The scores
/// of quiet openings swing by a few hundred from one search depth to the next, so a
/// smaller deficit says nothing sure about which colour is better, and keeping white
/// keeps the move. The network evaluation (`net`) sees black's extra stone as worth more
/// than the linear one did: every three-stone shape near the centre scores below 0 for
/// white, the twelve of `OPENINGS` down to -347 at depths 6, 8 and 10, so the line sits
/// just beyond them (it was -200). A clear edge is far beyond it: two black stones together
/// in the centre against a white one in the corner.
pub const TAKE_BLACK_BELOW: i32 = -400;

/// The decision from a search of the position with white to move (score from white's view,
/// see SearchResult::score): take black when black is clearly better, otherwise play the found move.
pub fn choose(result: &SearchResult) -> Choice {
    if result.score < TAKE_BLACK_BELOW {
        Choice::TakeBlack
    } else {
        Choice::PlayWhite(result.best)
    }
}

/// The balanced openings: the white stone and the second black stone, as (dx, dy) from the
/// first black stone on the centre point. The twelve three-stone shapes within three lines
/// of the centre (black on it, up to rotation and reflection: 297 in all) whose scores for
/// white to move stayed nearest 0 on a 15x15 board, under freestyle and standard alike, at
/// depths 6, 8 and 10 of Master; the comment after each gives them (freestyle / standard).
/// Chosen by `tests::select_openings`:
/// `cargo test --release --no-default-features --lib select_openings -- --ignored --nocapture`
const OPENINGS: [[(i8, i8); 2]; 12] = [
    [(-2, -1), (3, -3)],  // d6 -197/-99, d8 -105/-6, d10 -98/-71
    [(-1, -1), (3, 3)],   // d6 -102/-99, d8 -53/-1, d10 91/206
    [(-2, 0), (2, -3)],   // d6 -218/-119, d8 -130/75, d10 -78/-143
    [(-1, 0), (3, -3)],   // d6 -128/-161, d8 -6/-218, d10 -71/0
    [(-2, 0), (3, -3)],   // d6 -1/-59, d8 162/160, d10 221/69
    [(-1, -1), (2, 3)],   // d6 -237/-119, d8 54/-55, d10 -87/-119
    [(-1, -1), (-3, 3)],  // d6 -136/-226, d8 -53/-136, d10 -82/-264
    [(-2, -1), (-3, -3)], // d6 -270/-72, d8 -130/-9, d10 -96/-178
    [(-2, -1), (3, 2)],   // d6 -223/-103, d8 273/-87, d10 22/133
    [(-1, -1), (-3, -3)], // d6 -291/-176, d8 -155/-39, d10 -36/-91
    [(-2, -1), (-3, 3)],  // d6 -292/-230, d8 -238/-345, d10 -173/-274
    [(-3, -1), (-3, -3)], // d6 -85/-82, d8 -347/-201, d10 -43/-118
];

/// The depth at which `tests` check that every opening is still balanced (Master, white to
/// move, 15x15): the shallowest of the selection's depths, quick in a debug build.
#[cfg(test)]
const BALANCE_DEPTH: u32 = 6;

/// Three stones (black, white, black) of a balanced opening for a board of `size` (10..=22),
/// near the centre, picked and transformed (rotation / reflection) by `seed`: different seeds give varied openings.
pub fn opening(size: usize, seed: u64) -> [Pos; 3] {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let [white, black] = OPENINGS[rng.random_range(0..OPENINGS.len())];
    let symmetry = rng.random_range(0..8);
    let centre = (size / 2) as i32;
    // The clamp only matters on boards under 7 lines, too small for the shapes.
    let place = |offset: (i8, i8)| {
        let (dx, dy) = transform(offset, symmetry);
        let coordinate = |d: i8| (centre + i32::from(d)).clamp(0, size as i32 - 1) as u8;
        Pos::new(coordinate(dx), coordinate(dy))
    };
    [place((0, 0)), place(white), place(black)]
}

/// One of the eight rotations and reflections of the square, by `Symmetry`'s number (0 keeps
/// the offset).
pub fn transform(offset: (i8, i8), symmetry: u32) -> (i8, i8) {
    Symmetry::ALL[symmetry as usize % 8].apply(offset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Level, Limits, Search, WIN};
    use crate::rules::{Board, Rule};

    /// Whether a score of white to move says neither colour is clearly better: `choose`
    /// keeps white, white is not clearly better either, and no side has a forced win.
    fn is_balanced(score: i32) -> bool {
        (TAKE_BLACK_BELOW..=-TAKE_BLACK_BELOW).contains(&score)
    }

    /// White to move after the three stones of `shape` on the centre of a 15x15 board.
    fn board_of(shape: [(i8, i8); 2]) -> Board {
        let mut board = Board::new(15);
        let c = 7i8;
        for (dx, dy) in [(0, 0), shape[0], shape[1]] {
            board.play(Pos::new((c + dx) as u8, (c + dy) as u8));
        }
        board
    }

    fn score(board: &Board, rule: Rule, depth: u32) -> i32 {
        Search::new(board, rule, Level::Master, Limits::depth(depth), 0)
            .run()
            .expect("a move")
            .score
    }

    /// Every three-stone shape within three lines of the centre, black on it, once per
    /// rotation and reflection.
    fn shapes_near_the_centre() -> Vec<[(i8, i8); 2]> {
        let window = || -3i8..=3;
        let points = || window().flat_map(|x| window().map(move |y| (x, y)));
        let mut shapes = Vec::new();
        for white in points().filter(|&p| p != (0, 0)) {
            for black in points().filter(|&p| p != (0, 0) && p != white) {
                let shape = [white, black];
                let canonical = (0..8)
                    .map(|s| [transform(white, s), transform(black, s)])
                    .min();
                if canonical == Some(shape) {
                    shapes.push(shape);
                }
            }
        }
        shapes
    }

    /// Ranks the shapes near the centre by how far from 0 white's score gets at the worst
    /// of `BALANCE_DEPTH`, 8 and 10 plies, freestyle and standard, and prints the best 30:
    /// `OPENINGS` are the first twelve. Rerun after changing the search or the evaluation:
    /// `cargo test --release --no-default-features --lib select_openings -- --ignored --nocapture`
    /// (about three minutes).
    #[test]
    #[ignore = "minutes in release: rerun to choose OPENINGS"]
    fn select_openings() {
        let depths = [BALANCE_DEPTH, 8, 10];
        let mut ranked: Vec<_> = shapes_near_the_centre()
            .into_iter()
            .map(|shape| {
                let board = board_of(shape);
                let scores: Vec<_> = depths
                    .iter()
                    .map(|&d| {
                        let free = score(&board, Rule::Freestyle, d);
                        (free, score(&board, Rule::Standard, d))
                    })
                    .collect();
                let worst = scores.iter().map(|s| s.0.abs().max(s.1.abs())).max();
                (worst, shape, scores)
            })
            .collect();
        ranked.sort();
        println!("worst |score|, shape, (freestyle, standard) at depths {depths:?}");
        for (worst, shape, scores) in ranked.iter().take(30) {
            println!("{:5} {shape:?} {scores:?}", worst.unwrap_or(0));
        }
    }

    #[test]
    fn the_built_in_openings_are_balanced() {
        for shape in OPENINGS {
            let board = board_of(shape);
            for rule in [Rule::Freestyle, Rule::Standard] {
                let score = score(&board, rule, BALANCE_DEPTH);
                assert!(
                    is_balanced(score),
                    "{shape:?} under {}: {score} at depth {BALANCE_DEPTH}; rerun select_openings",
                    rule.name()
                );
            }
        }
    }

    /// Each built-in opening is a different shape of the selection's window (three
    /// distinct points within three lines of the centre), none a turn of another.
    #[test]
    fn the_built_in_openings_are_distinct_shapes_near_the_centre() {
        let candidates = shapes_near_the_centre();
        let mut found: Vec<_> = OPENINGS
            .iter()
            .map(|&o| {
                let turned = |s| [transform(o[0], s), transform(o[1], s)];
                let canonical = (0..8).map(turned).min().unwrap();
                assert!(candidates.contains(&canonical), "{o:?}");
                canonical
            })
            .collect();
        found.sort();
        found.dedup();
        assert_eq!(found.len(), OPENINGS.len(), "an opening is listed twice");
    }

    #[test]
    fn openings_are_three_empty_points_near_the_centre() {
        for size in [10, 15, 19, 20, 22] {
            let centre = (size / 2) as u8;
            let mut seen = Vec::new();
            for seed in 0..40 {
                let stones = opening(size, seed);
                let mut board = Board::new(size);
                for p in stones {
                    assert!(board.play(p), "{p} is off the board or taken: {stones:?}");
                    assert!(
                        p.x.abs_diff(centre) <= 3 && p.y.abs_diff(centre) <= 3,
                        "{p} is far from the centre of {size}x{size}"
                    );
                }
                assert_eq!(stones[0], Pos::new(centre, centre));
                seen.push(stones);
            }
            seen.sort();
            seen.dedup();
            assert!(seen.len() > 10, "{size}: only {} openings", seen.len());
        }
        assert_eq!(opening(15, 7), opening(15, 7), "the seed decides");
    }

    /// Every opening a seed gives is one of the built-in shapes, turned or mirrored, so it
    /// is as balanced as they are.
    #[test]
    fn openings_are_transformed_built_in_shapes() {
        for seed in 0..200 {
            let [centre, white, black] = opening(15, seed);
            let offset = |p: Pos| (p.x as i8 - centre.x as i8, p.y as i8 - centre.y as i8);
            let shape = [offset(white), offset(black)];
            let found = OPENINGS
                .iter()
                .any(|&o| (0..8).any(|s| [transform(o[0], s), transform(o[1], s)] == shape));
            assert!(found, "seed {seed}: {shape:?}");
        }
    }

    /// Board with `black` and `white` stones set, the side to move by the count.
    fn position(black: &[(u8, u8)], white: &[(u8, u8)]) -> Board {
        let mut board = Board::new(15);
        for &(x, y) in black {
            board.set(Pos::new(x, y), Some(crate::rules::Stone::Black));
        }
        for &(x, y) in white {
            board.set(Pos::new(x, y), Some(crate::rules::Stone::White));
        }
        board
    }

    fn choice_on(board: &Board, rule: Rule) -> Choice {
        assert_eq!(board.to_move(), crate::rules::Stone::White);
        let result = Search::new(board, rule, Level::Master, Limits::depth(4), 0)
            .run()
            .expect("a move");
        choose(&result)
    }

    #[test]
    fn black_with_an_open_four_is_taken() {
        let board = position(
            &[(5, 7), (6, 7), (7, 7), (8, 7)],
            &[(0, 0), (14, 0), (0, 14)],
        );
        for rule in [Rule::Freestyle, Rule::Standard] {
            assert_eq!(choice_on(&board, rule), Choice::TakeBlack);
        }
    }

    #[test]
    fn black_with_an_open_three_is_taken() {
        // White to move can block the three, but black keeps the better game.
        let board = position(&[(6, 7), (7, 7), (8, 7)], &[(0, 0), (14, 14)]);
        assert_eq!(choice_on(&board, Rule::Freestyle), Choice::TakeBlack);
    }

    #[test]
    fn white_with_a_four_plays_the_five() {
        let board = position(
            &[(0, 0), (14, 0), (0, 14), (14, 14), (2, 12)],
            &[(5, 7), (6, 7), (7, 7), (8, 7)],
        );
        let choice = choice_on(&board, Rule::Standard);
        assert!(
            matches!(choice, Choice::PlayWhite(p) if p == Pos::new(4, 7) || p == Pos::new(9, 7)),
            "{choice:?}"
        );
    }

    #[test]
    fn white_clearly_better_keeps_white() {
        let board = position(&[(0, 0), (14, 0), (0, 14)], &[(7, 7), (8, 8)]);
        let Choice::PlayWhite(p) = choice_on(&board, Rule::Freestyle) else {
            panic!("took black with white better");
        };
        assert!(board.is_empty_point(p));
    }

    /// The threshold itself: a little worse keeps white, clearly worse or lost takes black.
    #[test]
    fn choose_takes_black_only_below_the_threshold() {
        let result = |score| SearchResult {
            best: Pos::new(7, 7),
            score,
            depth: 8,
            nodes: 1,
            forced: None,
            pv: vec![Pos::new(7, 7)],
            lines: Vec::new(),
        };
        let play = Choice::PlayWhite(Pos::new(7, 7));
        assert_eq!(choose(&result(0)), play);
        assert_eq!(choose(&result(TAKE_BLACK_BELOW)), play);
        assert_eq!(choose(&result(TAKE_BLACK_BELOW - 1)), Choice::TakeBlack);
        assert_eq!(choose(&result(-WIN + 9)), Choice::TakeBlack);
        assert_eq!(choose(&result(WIN - 9)), play);
        assert!(!is_balanced(WIN - 9) && !is_balanced(-WIN + 9) && is_balanced(0));
    }
}
