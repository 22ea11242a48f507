//! Balanced openings for matches. From the arena's random two or three stones black wins
//! most games between engines of about equal strength (85-90% of them at 200 ms a move),
//! so most pairs of games split one each and say nothing about which engine is stronger.
//! These openings were chosen because Master's search scores them near even for the side to
//! move, so either colour can win and more of the games count.

use std::sync::OnceLock;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::engine::swap2::transform;
use crate::engine::{Level, Limits, Search, WIN_MIN};
use crate::notation::{parse_moves, pos_to_text};
use crate::rules::{Board, Game, Pos, Rule};

/// The board the book is written for; other sizes get its openings moved to their centre.
pub const BOOK_SIZE: usize = 15;

/// One opening a line in the game's notation; after `#`, Master's scores of it at the
/// depths it was checked at. Made by `arena book 200 --seed 1` (see `find_balanced`).
/// Standard plays it too: its colours split about as freestyle's do.
const FREESTYLE_BOOK: &str = include_str!("balanced-15.txt");
/// Renju's own, made by `arena book 200 --seed 1 --rule renju`. Black's forbidden points
/// turn freestyle's balanced openings to white: on them white won 78% of 200 games between
/// Master and the reference, so most pairs split one each. On this book white won
/// 57% of the decisive games between the same two.
const RENJU_BOOK: &str = include_str!("balanced-15-renju.txt");

/// Stones lie within this many lines of the centre.
pub const REACH: i32 = 3;
/// An opening is balanced when the side to move's score stays within this of even at
/// every depth checked (the evaluation's scale is 639 for even odds against 73%).
pub const BAND: i32 = 120;
/// The depths an opening is checked at.
pub const DEPTHS: [u32; 2] = [6, 8];

/// The book of openings for `rule`, parsed once.
pub fn book(rule: Rule) -> &'static [Vec<Pos>] {
    static FREESTYLE: OnceLock<Vec<Vec<Pos>>> = OnceLock::new();
    static RENJU: OnceLock<Vec<Vec<Pos>>> = OnceLock::new();
    let (parsed, text, rule) = match rule {
        Rule::Renju => (&RENJU, RENJU_BOOK, Rule::Renju),
        Rule::Freestyle | Rule::Standard => (&FREESTYLE, FREESTYLE_BOOK, Rule::Freestyle),
    };
    parsed.get_or_init(|| parse_book(text, rule).expect("the built-in book parses"))
}

/// A book of openings as `arena book` writes it: one opening a line in the game's notation
/// on the book's board, anything after `#` a comment. An error names the first line that
/// is not an opening of legal moves under `rule`, or says there is none.
pub fn parse_book(text: &str, rule: Rule) -> Result<Vec<Vec<Pos>>, String> {
    let mut openings = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let moves = line.split('#').next().unwrap_or("").trim();
        if moves.is_empty() {
            continue;
        }
        let opening = parse_moves(moves, BOOK_SIZE)
            .map_err(|e| format!("line {}: '{moves}': {e}", number + 1))?;
        if let Err((i, _)) = Game::from_moves(BOOK_SIZE, rule, &opening) {
            let at = pos_to_text(opening[i], BOOK_SIZE);
            return Err(format!(
                "line {}: '{moves}': {at} is not a legal move there",
                number + 1
            ));
        }
        openings.push(opening);
    }
    if openings.is_empty() {
        return Err("no openings in it".into());
    }
    Ok(openings)
}

/// The opening of pair `pair` on a board of `size` (at least 7) from `rule`'s book:
/// consecutive pairs take consecutive book lines from a place drawn from `seed`, so a
/// match of up to the book's length in pairs plays each opening once.
pub fn balanced_opening(seed: u64, pair: usize, size: usize, rule: Rule) -> Vec<Pos> {
    book_opening(book(rule), seed, pair, size)
}

/// The opening of pair `pair` from `book`, as `balanced_opening` takes them from the
/// built-in books.
pub fn book_opening(book: &[Vec<Pos>], seed: u64, pair: usize, size: usize) -> Vec<Pos> {
    let first = Xoshiro256PlusPlus::seed_from_u64(seed).random_range(0..book.len());
    let shift = size as i32 / 2 - BOOK_SIZE as i32 / 2;
    let moved = |c: u8| (i32::from(c) + shift).clamp(0, size as i32 - 1) as u8;
    book[(first + pair) % book.len()]
        .iter()
        .map(|p| Pos::new(moved(p.x), moved(p.y)))
        .collect()
}

/// Looks for `count` balanced openings on the book's board, drawn from `seed`, and hands
/// each to `found` as a book line. Candidates are three or four stones (black first) within
/// `REACH` of the centre; a candidate counts when the side to move's score from Master's
/// search stays within `BAND` at every one of `DEPTHS` and no rotation or reflection of it
/// was found before.
pub fn find_balanced(count: usize, seed: u64, rule: Rule, mut found: impl FnMut(&str)) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut seen = Vec::new();
    let mut kept = 0;
    while kept < count {
        let stones = candidate(&mut rng, rule);
        let shape = canonical(&stones);
        if seen.contains(&shape) {
            continue;
        }
        seen.push(shape);
        let mut board = Board::new(BOOK_SIZE);
        for &p in &stones {
            board.play(p);
        }
        let scores: Vec<i32> = DEPTHS
            .iter()
            .map(|&depth| {
                Search::new(&board, rule, Level::Master, Limits::depth(depth), 0)
                    .run()
                    .map_or(WIN_MIN, |result| result.score)
            })
            .collect();
        if scores.iter().all(|score| score.abs() <= BAND) {
            let moves: Vec<String> = stones.iter().map(|&p| pos_to_text(p, BOOK_SIZE)).collect();
            let checked: Vec<String> = DEPTHS
                .iter()
                .zip(&scores)
                .map(|(depth, score)| format!("depth {depth}: {score}"))
                .collect();
            found(&format!("{} # {}", moves.join(" "), checked.join(", ")));
            kept += 1;
        }
    }
}

/// Three or four legal stones, black first, within `REACH` of the centre.
fn candidate(rng: &mut Xoshiro256PlusPlus, rule: Rule) -> Vec<Pos> {
    let stones = rng.random_range(3..=4usize);
    let centre = (BOOK_SIZE / 2) as i32;
    let mut game = Game::new(BOOK_SIZE, rule);
    let mut placed = Vec::with_capacity(stones);
    while placed.len() < stones {
        let x = centre + rng.random_range(-REACH..=REACH);
        let y = centre + rng.random_range(-REACH..=REACH);
        let pos = Pos::new(x as u8, y as u8);
        if game.place(pos).is_ok() {
            placed.push(pos);
        }
    }
    placed
}

/// The smallest of an opening's eight rotations and reflections about the centre, its black
/// and white stones each as a sorted set: the same for openings that are one position.
pub fn canonical(stones: &[Pos]) -> Vec<(i8, i8, bool)> {
    let centre = (BOOK_SIZE / 2) as i8;
    (0..8)
        .map(|symmetry| {
            let mut turned: Vec<(i8, i8, bool)> = stones
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let offset = (p.x as i8 - centre, p.y as i8 - centre);
                    let (dx, dy) = transform(offset, symmetry);
                    (dx, dy, i % 2 == 0)
                })
                .collect();
            turned.sort_unstable();
            turned
        })
        .min()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_book_holds_distinct_legal_openings_near_the_centre() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let book = book(rule);
            assert!(book.len() >= 100, "{rule:?}: {} openings", book.len());
            let centre = (BOOK_SIZE / 2) as i32;
            let mut shapes = Vec::new();
            for opening in book {
                assert!((3..=4).contains(&opening.len()), "{opening:?}");
                let mut game = Game::new(BOOK_SIZE, rule);
                for &p in opening {
                    assert!(game.place(p).is_ok(), "{rule:?}: {opening:?}");
                    assert!((i32::from(p.x) - centre).abs() <= REACH, "{opening:?}");
                    assert!((i32::from(p.y) - centre).abs() <= REACH, "{opening:?}");
                }
                let shape = canonical(opening);
                assert!(!shapes.contains(&shape), "{rule:?}: {opening:?} twice");
                shapes.push(shape);
            }
        }
    }

    #[test]
    fn renju_and_standard_read_their_books() {
        assert_eq!(book(Rule::Standard), book(Rule::Freestyle));
        assert_ne!(book(Rule::Renju)[..10], book(Rule::Freestyle)[..10]);
        assert!(book(Rule::Renju).contains(&balanced_opening(5, 0, BOOK_SIZE, Rule::Renju)));
    }

    #[test]
    fn a_match_takes_consecutive_openings_moved_to_its_board() {
        let book = book(Rule::Freestyle);
        let opening = |seed, pair, size| balanced_opening(seed, pair, size, Rule::Freestyle);
        let firsts: Vec<Vec<Pos>> = (0..book.len())
            .map(|pair| opening(5, pair, BOOK_SIZE))
            .collect();
        for opening in &firsts {
            assert!(book.contains(opening));
        }
        for (i, opening) in firsts.iter().enumerate() {
            assert!(
                !firsts[..i].contains(opening),
                "pair {i} repeats an opening"
            );
        }
        assert_eq!(opening(5, 3, BOOK_SIZE), firsts[3]);
        assert_ne!(opening(6, 0, BOOK_SIZE), firsts[0]);
        // On 19x19 the same stones, two lines further from the corner.
        let wide = opening(5, 0, 19);
        let moved: Vec<Pos> = firsts[0]
            .iter()
            .map(|p| Pos::new(p.x + 2, p.y + 2))
            .collect();
        assert_eq!(wide, moved);
    }

    #[test]
    fn a_book_file_reads_its_openings_and_names_the_line_it_cannot_read() {
        let text = "# made by hand\nh8 i9 j8 # depth 6: 10\n\n  g7 h8 h9 g8  \n";
        let openings = parse_book(text, Rule::Freestyle).expect("a book");
        let at = |x: u8, y: u8| Pos::new(x, y);
        assert_eq!(
            openings,
            [
                vec![at(7, 7), at(8, 6), at(9, 7)],
                vec![at(6, 8), at(7, 7), at(7, 6), at(6, 7)],
            ]
        );
        let bad = parse_book("h8 i9 j8\nh8 z99\n", Rule::Freestyle).unwrap_err();
        assert!(bad.starts_with("line 2: 'h8 z99'"), "{bad}");
        let taken = parse_book("h8 i9 h8", Rule::Freestyle).unwrap_err();
        assert!(taken.contains("h8 is not a legal move"), "{taken}");
        for empty in ["", "# nothing\n\n"] {
            assert_eq!(
                parse_book(empty, Rule::Freestyle),
                Err("no openings in it".into())
            );
        }
        // The built-in books are read the same way.
        assert_eq!(
            parse_book(FREESTYLE_BOOK, Rule::Freestyle).as_deref(),
            Ok(book(Rule::Freestyle))
        );
    }

    #[test]
    fn canonical_shapes_are_the_same_under_rotation_only() {
        let at = |x: u8, y: u8| Pos::new(x, y);
        let opening = [at(7, 7), at(8, 7), at(9, 8)];
        // A quarter turn about the centre: (dx, dy) -> (-dy, dx).
        let turned = [at(7, 7), at(7, 8), at(6, 9)];
        assert_eq!(canonical(&opening), canonical(&turned));
        // The same points with the colours swapped is another position.
        let swapped = [at(8, 7), at(7, 7), at(9, 8)];
        assert_ne!(canonical(&opening), canonical(&swapped));
    }

    /// The first few openings are still near even for today's search (at the shallower
    /// depth, within twice the band: the search moves on after the book was made).
    #[test]
    fn the_first_openings_are_still_balanced() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            for opening in &book(rule)[..4] {
                let mut board = Board::new(BOOK_SIZE);
                for &p in opening {
                    board.play(p);
                }
                let score = Search::new(&board, rule, Level::Master, Limits::depth(DEPTHS[0]), 0)
                    .run()
                    .expect("a move")
                    .score;
                assert!(score.abs() <= 2 * BAND, "{rule:?} {opening:?}: {score}");
            }
        }
    }
}
