//! The 26 named renju openings: each recognised in every rotation and reflection and
//! anywhere on the board, nothing else recognised, and placed on a board without panics.

use std::collections::HashMap;

use gomoku::i18n::{Lang, Msg};
use gomoku::notation::parse_moves;
use gomoku::rules::{MAX_SIZE, MIN_SIZE, NamedOpening, Pos, Symmetry};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// The RIF's diagrams of the direct and indirect openings (renju.net), read off again as
/// moves on a 15x15 board, independently of the offsets in `crates/engine/src/rules/openings.rs`.
const DIAGRAMS: [(NamedOpening, &str); 26] = {
    use NamedOpening::*;
    [
        (Kansei, "h8h9h10"),
        (Keigetsu, "h8h9i10"),
        (Sosei, "h8h9j10"),
        (Kagetsu, "h8h9i9"),
        (Zangetsu, "h8h9j9"),
        (Ugetsu, "h8h9i8"),
        (Kinsei, "h8h9j8"),
        (Shogetsu, "h8h9h7"),
        (Kyugetsu, "h8h9i7"),
        (Shingetsu, "h8h9j7"),
        (Zuisei, "h8h9h6"),
        (Sangetsu, "h8h9i6"),
        (Yusei, "h8h9j6"),
        (Chosei, "h8i9j10"),
        (Kyogetsu, "h8i9j9"),
        (Kosei, "h8i9j8"),
        (Suigetsu, "h8i9j7"),
        (Ryusei, "h8i9j6"),
        (Ungetsu, "h8i9i8"),
        (Hogetsu, "h8i9i7"),
        (Rangetsu, "h8i9i6"),
        (Gingetsu, "h8i9h7"),
        (Myojo, "h8i9h6"),
        (Shagetsu, "h8i9g7"),
        (Meigetsu, "h8i9g6"),
        (Suisei, "h8i9f6"),
    ]
};

fn three(text: &str) -> [Pos; 3] {
    let moves = parse_moves(text, 15).expect("a move string");
    moves.try_into().expect("three moves")
}

fn recognise([first, second, third]: [Pos; 3]) -> Option<NamedOpening> {
    NamedOpening::recognise(first, second, third)
}

type Offset = (i32, i32);

fn offset(from: Pos, to: Pos) -> Offset {
    (
        i32::from(to.x) - i32::from(from.x),
        i32::from(to.y) - i32::from(from.y),
    )
}

/// Every opening's every turned and mirrored shape (white's offset, black's second
/// stone's offset from black's first), with its name. Panics if two openings share one.
fn every_shape() -> HashMap<(Offset, Offset), NamedOpening> {
    let mut shapes = HashMap::new();
    for opening in NamedOpening::ALL {
        let shape = opening.shape();
        for symmetry in Symmetry::ALL {
            let key = (symmetry.apply(shape.white), symmetry.apply(shape.black));
            if let Some(other) = shapes.insert(key, opening) {
                assert_eq!(other, opening, "{other:?} and {opening:?} share {key:?}");
            }
        }
    }
    shapes
}

/// The diagrams and the table agree, and the diagrams' way up is the identity.
#[test]
fn the_table_draws_the_diagrams() {
    for (opening, text) in DIAGRAMS {
        assert_eq!(recognise(three(text)), Some(opening), "{text}");
        assert_eq!(
            opening.stones(Symmetry::IDENTITY, 15),
            Some(three(text)),
            "{opening:?}"
        );
        let white = offset(three(text)[0], three(text)[1]);
        assert_eq!(opening.is_direct(), white.0 == 0 || white.1 == 0);
    }
    let listed: Vec<NamedOpening> = DIAGRAMS.iter().map(|&(o, _)| o).collect();
    assert_eq!(listed, NamedOpening::ALL);
}

/// The 26 shapes, turned and mirrored, are exactly the ways to begin under renju's opening
/// restrictions (white beside black's first stone, black's second in the central 5x5), and
/// no two openings share one.
#[test]
fn the_openings_are_every_beginning_once() {
    let shapes = every_shape();
    let mut beginnings = 0;
    for white in (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (dx, dy))) {
        for black in (-2..=2).flat_map(|dx| (-2..=2).map(move |dy| (dx, dy))) {
            if white == (0, 0) || black == (0, 0) || black == white {
                continue;
            }
            beginnings += 1;
            assert!(shapes.contains_key(&(white, black)), "{white:?} {black:?}");
        }
    }
    assert_eq!(beginnings, 8 * 23);
    assert_eq!(shapes.len(), beginnings);
}

/// Every opening in each of the eight symmetries, with black's first stone at the centre,
/// near each corner and in the middle of each side of boards from the smallest to the
/// largest: recognised wherever it fits, and never placed off the board.
#[test]
fn every_opening_in_every_symmetry_anywhere() {
    for size in [MIN_SIZE, 15, 19, MAX_SIZE] {
        let (low, middle, high) = (0u8, (size / 2) as u8, (size - 1) as u8);
        let places: Vec<Pos> = [low, 1, 2, middle, high - 2, high - 1, high]
            .into_iter()
            .flat_map(|y| [low, 2, middle, high - 2, high].map(|x| Pos::new(x, y)))
            .collect();
        for opening in NamedOpening::ALL {
            for symmetry in Symmetry::ALL {
                let shape = opening.shape();
                for &first in &places {
                    let fits = [(0, 0), shape.white, shape.black].iter().all(|&o| {
                        let (dx, dy) = symmetry.apply(o);
                        let inside = |v: i32| (0..size as i32).contains(&v);
                        inside(i32::from(first.x) + dx) && inside(i32::from(first.y) + dy)
                    });
                    let stones = opening.stones_at(first, symmetry, size);
                    assert_eq!(stones.is_some(), fits, "{opening:?} {symmetry:?} {first}");
                    if let Some(stones) = stones {
                        assert_eq!(stones[0], first);
                        assert_eq!(recognise(stones), Some(opening), "{stones:?}");
                    }
                }
                let centred = opening.stones(symmetry, size).expect("fits any board");
                assert_eq!(recognise(centred), Some(opening));
            }
        }
    }
    // Off the board, or on a board too small for the shape: no stones, and no panic.
    let kagetsu = NamedOpening::Kagetsu;
    assert_eq!(
        kagetsu.stones_at(Pos::new(15, 7), Symmetry::IDENTITY, 15),
        None
    );
    assert_eq!(
        kagetsu.stones_at(Pos::new(255, 255), Symmetry::ALL[7], 15),
        None
    );
    assert_eq!(kagetsu.stones(Symmetry::IDENTITY, 1), None);
    assert_eq!(kagetsu.stones(Symmetry::IDENTITY, 0), None);
    assert_eq!(kagetsu.stones(Symmetry::IDENTITY, 1000), None);
}

/// Random three-stone sequences, most of them close together (within the reach of an
/// opening, or just beyond it), some far apart, some with two stones on one point: a name
/// exactly when the shape is one of the 26, turned or mirrored.
#[test]
fn random_stones_are_named_exactly_when_they_make_an_opening() {
    let shapes = every_shape();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(26);
    let (mut named, mut unnamed) = (0, 0);
    for _ in 0..10_000 {
        let size = rng.random_range(MIN_SIZE..=MAX_SIZE) as u8;
        let anywhere = |rng: &mut Xoshiro256PlusPlus| {
            Pos::new(rng.random_range(0..size), rng.random_range(0..size))
        };
        let first = anywhere(&mut rng);
        // A point up to `reach` lines from the first stone (one time in ten anywhere).
        let near = |rng: &mut Xoshiro256PlusPlus, reach: i32| {
            if rng.random_bool(0.1) {
                return anywhere(rng);
            }
            let mut step = |v: u8| {
                let moved = i32::from(v) + rng.random_range(-reach..=reach);
                moved.clamp(0, i32::from(size) - 1) as u8
            };
            Pos::new(step(first.x), step(first.y))
        };
        let second_reach = if rng.random_bool(0.75) { 1 } else { 2 };
        let second = near(&mut rng, second_reach);
        let third_reach = if rng.random_bool(0.75) { 2 } else { 3 };
        let third = near(&mut rng, third_reach);
        let expected = shapes.get(&(offset(first, second), offset(first, third)));
        let found = NamedOpening::recognise(first, second, third);
        assert_eq!(found.as_ref(), expected, "{first} {second} {third}");
        if found.is_some() {
            named += 1;
        } else {
            unnamed += 1;
        }
    }
    // The sample tries both answers often.
    assert!(
        named > 2000 && unnamed > 2000,
        "{named} named, {unnamed} not"
    );
}

/// The first stone is black's, the second white's, the third black's again: the same points
/// in another order are another opening, or none.
#[test]
fn the_order_of_the_stones_counts() {
    let [h8, h9, h10] = three("h8h9h10");
    assert_eq!(recognise([h8, h9, h10]), Some(NamedOpening::Kansei));
    // Black h9, white h8: black's h10 now stands on the far side, below white.
    assert_eq!(recognise([h9, h8, h10]), Some(NamedOpening::Shogetsu));
    // White's stone must be beside black's first.
    assert_eq!(recognise([h8, h10, h9]), None);
    let [h8, h9, i9] = three("h8h9i9");
    assert_eq!(recognise([h8, h9, i9]), Some(NamedOpening::Kagetsu));
    assert_eq!(recognise([h8, i9, h9]), Some(NamedOpening::Ungetsu));
    assert_eq!(recognise([h8, h8, i9]), None);

    let game = parse_moves("h8h9i9j10g7", 15).unwrap();
    assert_eq!(NamedOpening::of_moves(&game), Some(NamedOpening::Kagetsu));
    assert_eq!(NamedOpening::of_moves(&game[..2]), None);
    assert_eq!(NamedOpening::of_moves(&[]), None);
}

/// Each opening has a name of its own in every language, in the script of that language.
#[test]
fn every_opening_has_its_own_name_in_every_language() {
    for lang in Lang::ALL {
        let mut names: Vec<String> = NamedOpening::ALL
            .map(|o| Msg::OpeningName(o).text(lang))
            .to_vec();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 26, "{lang:?}");
    }
    let name = |o, lang| Msg::OpeningName(o).text(lang);
    use NamedOpening::*;
    assert_eq!(name(Kagetsu, Lang::En), "Kagetsu");
    assert_eq!(name(Kagetsu, Lang::ZhHans), "花月");
    assert_eq!(name(Zangetsu, Lang::ZhHans), "残月");
    assert_eq!(name(Zangetsu, Lang::ZhHant), "殘月");
    assert_eq!(name(Yusei, Lang::ZhHans), "游星");
    assert_eq!(name(Yusei, Lang::ZhHant), "遊星");
    assert_eq!(name(Myojo, Lang::En), "Myojo");
}
