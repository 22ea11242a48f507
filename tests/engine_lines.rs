//! The lines the engine reports for analysis: the principal variation of a result, and the
//! best few root moves with theirs (multi-PV). Each is checked with the rules alone.

use gomoku::engine::{Level, Limits, RootLine, Search, SearchResult, WIN_MIN, bench};
use gomoku::rules::{Board, Game, Outcome, Pos, Rule, Stone, may_play};

fn board(moves: &[(u8, u8)]) -> Board {
    let mut b = Board::new(15);
    for &(x, y) in moves {
        assert!(b.play(Pos::new(x, y)), "bad test position at {x},{y}");
    }
    b
}

fn search(b: &Board, rule: Rule, level: Level, limits: Limits, lines: usize) -> SearchResult {
    let mut search = Search::new(b, rule, level, limits, 3);
    search.set_multi_pv(lines);
    search.run().expect("a move")
}

/// Plays `line` from `b` by the rules, failing on the first move the side to move may not
/// play (taken, forbidden, or after the game is over); returns the game at its end.
fn replay(b: &Board, rule: Rule, line: &[Pos]) -> Game {
    let mut game = Game::from_moves(b.size(), rule, b.moves()).expect("a legal position");
    for (i, &p) in line.iter().enumerate() {
        game.place(p)
            .unwrap_or_else(|e| panic!("move {i} {p} of {line:?} is illegal: {e}"));
    }
    game
}

/// Black: an open three on row 7, to make an open four.
const OPEN_THREE: &[(u8, u8)] = &[(7, 7), (3, 12), (6, 7), (12, 3), (8, 7), (12, 12)];
/// White has an open four on row 5, black to move.
const THEIR_OPEN_FOUR: &[(u8, u8)] = &[
    (2, 12),
    (5, 5),
    (12, 2),
    (6, 5),
    (12, 12),
    (7, 5),
    (0, 14),
    (8, 5),
];
/// Black to move makes two open threes at once on 8,7.
const DOUBLE_THREE: &[(u8, u8)] = &[
    (6, 7),
    (2, 12),
    (7, 7),
    (12, 2),
    (8, 5),
    (12, 12),
    (8, 6),
    (0, 14),
];

#[test]
fn the_principal_variation_is_legal_and_spans_the_depth() {
    for (i, (b, rule)) in bench::positions().enumerate() {
        let r = search(&b, rule, Level::Master, Limits::depth(5), 1);
        assert_eq!(r.pv.first(), Some(&r.best), "position {i}");
        replay(&b, rule, &r.pv);
        if r.forced.is_none() {
            // A line from the table, not just the move: every ply searched, and more.
            assert!(r.pv.len() >= r.depth as usize, "position {i}: {:?}", r.pv);
        }
    }
}

#[test]
fn a_forced_line_ends_in_its_five_after_the_plies_it_says() {
    let bench_win = bench::positions().nth(2).expect("the third bench position");
    let cases = [
        // Found by the root's search of fours: the open four, its block, the five.
        (
            board(OPEN_THREE),
            Rule::Freestyle,
            Level::Master,
            Limits::depth(5),
        ),
        // Decided without a search: block one end, lose at the other.
        (
            board(THEIR_OPEN_FOUR),
            Rule::Freestyle,
            Level::Master,
            Limits::depth(5),
        ),
        // Found by the root's search of threes, whose line stops at the first defence.
        (
            board(DOUBLE_THREE),
            Rule::Freestyle,
            Level::Master,
            Limits::depth(5),
        ),
        // Found by alpha-beta (Medium has no search of threes): an open four they cannot
        // answer, proven without playing it.
        (
            board(DOUBLE_THREE),
            Rule::Freestyle,
            Level::Medium,
            Limits::depth(4),
        ),
        // Found by alpha-beta a ply past the bench's depth: with the threat classes the
        // evaluation's pruning cuts differently, and depth 7 no longer proves it.
        (bench_win.0, bench_win.1, Level::Master, Limits::depth(8)),
    ];
    for (i, (b, rule, level, limits)) in cases.into_iter().enumerate() {
        let r = search(&b, rule, level, limits, 1);
        let plies = r
            .forced
            .unwrap_or_else(|| panic!("case {i}: no forced result"));
        assert_eq!(
            r.pv.len(),
            plies.unsigned_abs() as usize,
            "case {i}: {:?}",
            r.pv
        );
        let side = b.to_move();
        let winner = if plies > 0 { side } else { side.opponent() };
        let game = replay(&b, rule, &r.pv);
        assert!(
            matches!(game.outcome(), Some(Outcome::Win { winner: w, .. }) if *w == winner),
            "case {i}: {:?} does not end in {winner:?}'s five",
            r.pv
        );
    }
}

#[test]
fn one_line_unless_more_are_asked_for() {
    let (b, rule) = bench::positions().next().expect("a bench position");
    for asked in [0, 1] {
        let r = search(&b, rule, Level::Master, Limits::depth(4), asked);
        assert_eq!(r.lines, vec![RootLine::of(&r)], "asked for {asked}");
    }
}

#[test]
fn lines_are_distinct_legal_root_moves_best_first() {
    for (i, (b, rule)) in bench::positions().enumerate() {
        let r = search(&b, rule, Level::Master, Limits::depth(5), 3);
        assert_eq!(r.lines.len(), 3, "position {i}");
        assert_eq!(r.lines[0], RootLine::of(&r), "position {i}");
        for (k, line) in r.lines.iter().enumerate() {
            assert_eq!(line.pv.first(), Some(&line.best), "position {i} line {k}");
            assert_eq!(line.depth, r.depth, "position {i} line {k}");
            replay(&b, rule, &line.pv);
            let others = &r.lines[k + 1..];
            assert!(
                others.iter().all(|o| o.best != line.best),
                "position {i}: {} twice",
                line.best
            );
            assert!(
                others.iter().all(|o| o.score <= line.score),
                "position {i}: not best first: {:?}",
                r.lines
            );
        }
    }
}

#[test]
fn a_search_stopped_midway_still_gives_the_lines_asked_for() {
    // Stopped by its node budget at many points of many depths: some stop after the
    // first line of a depth has changed the best move and before that depth's other lines
    // are searched, where the last depth's lines must fill in (the last depth's best
    // among them).
    for (i, (b, rule)) in bench::positions().enumerate() {
        for nodes in (2_000..=30_000).step_by(2_000) {
            let r = search(&b, rule, Level::Master, Limits::nodes(nodes), 3);
            let bests: Vec<Pos> = r.lines.iter().map(|l| l.best).collect();
            assert_eq!(bests.len(), 3, "position {i}, {nodes} nodes: {bests:?}");
        }
    }
}

#[test]
fn the_first_line_is_the_search_of_one_line() {
    // Further lines are searched apart: what the engine plays does not depend on them.
    for (i, (b, rule)) in bench::positions().enumerate() {
        let one = search(&b, rule, Level::Master, Limits::depth(5), 1);
        let three = search(&b, rule, Level::Master, Limits::depth(5), 3);
        assert_eq!(
            (
                three.best,
                three.score,
                three.depth,
                &three.pv,
                three.forced
            ),
            (one.best, one.score, one.depth, &one.pv, one.forced),
            "position {i}"
        );
        assert_eq!(three.lines[0], one.lines[0], "position {i}");
        assert!(
            three.nodes > one.nodes,
            "position {i}: the other lines cost nothing?"
        );
    }
}

#[test]
fn lines_in_slices_are_the_lines_of_one_run() {
    let (b, rule) = bench::positions().nth(5).expect("a bench position");
    let whole = search(&b, rule, Level::Master, Limits::depth(5), 3);
    let mut sliced = Search::new(&b, rule, Level::Master, Limits::depth(5), 3);
    sliced.set_multi_pv(3);
    let result = loop {
        if let Some(result) = sliced.step(700) {
            break result;
        }
    };
    assert_eq!(result, whole);
}

#[test]
fn a_winning_move_is_the_first_line() {
    // Medium finds the double three's win in alpha-beta, where the other lines are
    // searched too.
    let b = board(DOUBLE_THREE);
    let r = search(&b, Rule::Freestyle, Level::Medium, Limits::depth(4), 3);
    assert_eq!(r.lines.len(), 3);
    assert_eq!(r.lines[0].best, Pos::new(8, 7));
    assert!(r.lines[0].score >= WIN_MIN);
    // A five to make leaves no choice worth weighing: it is the only line.
    let mut five = board(OPEN_THREE);
    five.play(Pos::new(5, 7));
    five.play(Pos::new(1, 1));
    let r = search(&five, Rule::Freestyle, Level::Master, Limits::depth(4), 3);
    assert_eq!(r.lines.len(), 1);
    assert!(makes_five(&five, r.lines[0].best));
}

fn makes_five(b: &Board, p: Pos) -> bool {
    gomoku::rules::makes_five(b, p, b.to_move(), Rule::Freestyle)
}

/// The full board of the engine tests (no five anywhere) but for `holes`.
fn full_but(holes: &[Pos]) -> Board {
    let mut b = Board::new(15);
    for y in 0..15u8 {
        for x in 0..15u8 {
            let p = Pos::new(x, y);
            if !holes.contains(&p) {
                let black = (x / 2 + y) % 2 == 0;
                b.set(p, Some(if black { Stone::Black } else { Stone::White }));
            }
        }
    }
    b
}

#[test]
fn more_lines_than_moves_gives_a_line_per_move() {
    let holes = [Pos::new(3, 3), Pos::new(7, 7), Pos::new(11, 11)];
    let b = full_but(&holes);
    let mut legal: Vec<Pos> = b
        .empty_points()
        .filter(|&p| may_play(&b, Rule::Freestyle, p))
        .collect();
    legal.sort_by_key(|p| (p.y, p.x));
    assert!(legal.len() >= 2, "the test wants a choice");
    let r = search(&b, Rule::Freestyle, Level::Master, Limits::depth(4), 10);
    let mut shown: Vec<Pos> = r.lines.iter().map(|l| l.best).collect();
    shown.sort_by_key(|p| (p.y, p.x));
    assert_eq!(shown, legal);
}

#[test]
fn a_double_three_they_can_make_loses_unless_answered() {
    // Black makes two open threes at once on 8,7 (`DOUBLE_THREE` before white's last
    // move); white, to move, has no four to gain a tempo with.
    let b = board(&DOUBLE_THREE[..DOUBLE_THREE.len() - 1]);
    // The point, or a block of either three next to black's stones.
    let answers = [(8, 7), (5, 7), (9, 7), (8, 4), (8, 8)].map(|(x, y)| Pos::new(x, y));
    // One ply: every white move is judged by the node after it, where black's double
    // threat is a win without searching it out.
    let r = search(&b, Rule::Freestyle, Level::Master, Limits::depth(1), 12);
    assert!(answers.contains(&r.best), "plays {}", r.best);
    assert!(r.score > -WIN_MIN, "scores {}", r.score);
    let lost: Vec<&RootLine> = r.lines.iter().filter(|l| l.score <= -WIN_MIN).collect();
    assert!(!lost.is_empty(), "no line loses: {:?}", r.lines);
    for line in lost {
        assert!(
            !answers.contains(&line.best),
            "{} loses: {:?}",
            line.best,
            r.lines
        );
    }
}
