//! The starter set shipped with the game passes its own verification, whole; the
//! generator that made it makes verified puzzles from a couple of small games; a reviewed
//! game's missed wins become the player's puzzles; and `verify` refuses a puzzle that
//! claims what the solver does not prove.

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use gomoku::coach::puzzles::{
    Band, Gathered, Kind, LEAST_WIN_IN, MOST_FIRST_MOVES, Origin, Plan, Puzzle, PuzzleFault,
    STARTER, gather, parse_puzzles, puzzles_from_review, puzzles_to_text, shape, verify,
};
use gomoku::coach::{Budget, Grade, Review};
use gomoku::notation::{parse_game, parse_pos};
use gomoku::rules::{Game, Pos, Rule, Stone};

fn point(text: &str) -> Pos {
    parse_pos(text, 15).expect("a point")
}

fn check_starter_puzzle(puzzle: &Puzzle) {
    assert_eq!(puzzle.origin, Origin::Starter);
    assert_eq!(puzzle.size, 15);
    assert!(puzzle.win_in >= LEAST_WIN_IN, "{puzzle:?}");
    assert!(!puzzle.first.is_empty() && puzzle.first.len() <= MOST_FIRST_MOVES);
}

/// The whole shipped set, each puzzle proven again by the solver. Prints the time it
/// took (run with `--nocapture` to see it) and the counts per rule and band.
#[test]
fn every_shipped_puzzle_verifies() {
    let puzzles = parse_puzzles(STARTER).expect("the starter set reads");
    let started = Instant::now();
    for (i, puzzle) in puzzles.iter().enumerate() {
        if let Err(fault) = verify(puzzle) {
            panic!("starter puzzle {} ({puzzle:?}): {fault}", i + 1);
        }
        check_starter_puzzle(puzzle);
    }
    let took = started.elapsed();
    let mut counts: BTreeMap<(&str, Band), usize> = BTreeMap::new();
    for puzzle in &puzzles {
        *counts
            .entry((puzzle.rule.name(), puzzle.band()))
            .or_default() += 1;
    }
    println!(
        "{} starter puzzles verified in {:.2} s; per rule and band: {counts:?}",
        puzzles.len(),
        took.as_secs_f64()
    );
    assert!(puzzles.len() >= 300, "only {} puzzles", puzzles.len());
    for rule in ["Freestyle", "Renju"] {
        for band in [Band::Three, Band::Five] {
            let n = counts.get(&(rule, band)).copied().unwrap_or(0);
            assert!(n >= 30, "{rule} band {}: {n} puzzles", band.least());
        }
    }
    let shapes: HashSet<_> = puzzles.iter().map(shape).collect();
    assert_eq!(shapes.len(), puzzles.len(), "two puzzles of the same shape");
    let kinds: HashSet<Kind> = puzzles.iter().map(|p| p.kind).collect();
    assert_eq!(kinds.len(), 2, "both kinds");
}

#[test]
fn the_shipped_set_round_trips() {
    let puzzles = parse_puzzles(STARTER).expect("the starter set reads");
    let text = puzzles_to_text(&puzzles);
    assert_eq!(parse_puzzles(&text).expect("its own text reads"), puzzles);
    // The shipped file is the writer's text under its header comments.
    let lines: Vec<&str> = STARTER.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.join("\n") + "\n", text);
}

#[test]
fn the_generator_makes_verified_puzzles_from_a_couple_of_small_games() {
    let mut gathered = Gathered::default();
    let mut games = Vec::new();
    for rule in [Rule::Freestyle, Rule::Renju] {
        let plan = Plan {
            rule,
            games: 1,
            nodes: 1_000,
            seed: 11,
        };
        gather(&plan, &mut gathered, |_, game: &Game, _| {
            games.push(game.clone())
        });
    }
    assert_eq!(games.len(), 2);
    let rules: HashSet<Rule> = gathered.puzzles.iter().map(|p| p.rule).collect();
    assert_eq!(
        rules.len(),
        2,
        "puzzles of both rules: {:?}",
        gathered.puzzles
    );
    for puzzle in &gathered.puzzles {
        verify(puzzle).unwrap_or_else(|fault| panic!("{puzzle:?}: {fault}"));
        check_starter_puzzle(puzzle);
        let game = games
            .iter()
            .find(|g| g.rule() == puzzle.rule)
            .expect("its game");
        assert!(
            game.moves().starts_with(&puzzle.position),
            "a position of the game"
        );
    }
    // The same shape again, turned a quarter, is no new puzzle.
    let mut turned = gathered.puzzles[0].clone();
    let last = (turned.size - 1) as u8;
    for p in turned.position.iter_mut().chain(turned.first.iter_mut()) {
        *p = Pos::new(last - p.y, p.x);
    }
    assert_ne!(turned.position, gathered.puzzles[0].position);
    assert!(!gathered.add(turned));
}

#[test]
fn a_missed_win_in_a_reviewed_game_becomes_the_players_puzzle() {
    // Black makes an open three (h8 i8 j8) while white plays on the edge, then plays in
    // the far corner instead of its open four (g8 or k8), and white blocks.
    let game = parse_game("h8a15i8a13j8a11o1k8", 15, Rule::Freestyle).expect("a game");
    let review = Review::new(&game, Budget::Nodes(20_000)).run();
    assert_eq!(review.moves[6].grade, Grade::MissedWin);
    let puzzles = puzzles_from_review(&review, Some(Stone::Black));
    assert_eq!(
        puzzles,
        [Puzzle {
            rule: Rule::Freestyle,
            size: 15,
            position: game.moves()[..6].to_vec(),
            kind: Kind::Vcf,
            win_in: 2,
            first: vec![point("g8"), point("k8")],
            origin: Origin::OwnGame,
        }]
    );
    assert_eq!(verify(&puzzles[0]), Ok(()));
    assert_eq!(puzzles_from_review(&review, None), puzzles);
    assert!(puzzles_from_review(&review, Some(Stone::White)).is_empty());
}

#[test]
fn verify_refuses_a_puzzle_that_claims_too_much() {
    let puzzles = parse_puzzles(STARTER).expect("the starter set reads");
    let vcf = puzzles
        .iter()
        .find(|p| p.kind == Kind::Vcf && p.first.len() == 1)
        .expect("a VCF puzzle with one answer");
    let longer = Puzzle {
        win_in: vcf.win_in + 1,
        ..vcf.clone()
    };
    assert_eq!(
        verify(&longer),
        Err(PuzzleFault::Length {
            claimed: vcf.win_in + 1,
            proven: vcf.win_in
        })
    );
    // An answer that is none, added to the real one.
    let board = vcf.board();
    let wrong = board
        .empty_points()
        .find(|p| !vcf.first.contains(p))
        .expect("an empty point");
    let mut more = vcf.clone();
    more.first.push(wrong);
    assert!(matches!(verify(&more), Err(PuzzleFault::FirstMoves { .. })));
    // Fours win it: no VCT.
    let as_vct = Puzzle {
        kind: Kind::Vct,
        ..vcf.clone()
    };
    assert_eq!(verify(&as_vct), Err(PuzzleFault::FoursWin));
    // The other side to move has no such win.
    let mut passed = vcf.clone();
    passed.position.push(wrong);
    assert!(matches!(
        verify(&passed),
        Err(PuzzleFault::NoWin | PuzzleFault::FoursWin | PuzzleFault::Length { .. })
    ));
    // A stone on a stone.
    let mut illegal = vcf.clone();
    illegal.position.push(vcf.position[0]);
    assert!(matches!(verify(&illegal), Err(PuzzleFault::Illegal { .. })));
}
