//! The computer opponent's behaviour through its public API. Small limits: these run in
//! the debug profile.

use gomoku::engine::{Level, Limits, Search, SearchResult, beginner, bench, classic};
use gomoku::rules::{Board, Game, Pos, Rule, Stone, makes_five, renju};

fn board(size: usize, moves: &[(u8, u8)]) -> Board {
    let mut b = Board::new(size);
    for &(x, y) in moves {
        assert!(b.play(Pos::new(x, y)), "bad test position at {x},{y}");
    }
    b
}

fn search(b: &Board, rule: Rule, level: Level, limits: Limits) -> SearchResult {
    Search::new(b, rule, level, limits, 7)
        .run()
        .expect("a move")
}

/// Empty points where `stone` would make a winning line.
fn five_points(b: &Board, stone: Stone, rule: Rule) -> Vec<Pos> {
    b.empty_points()
        .filter(|&p| makes_five(b, p, stone, rule))
        .collect()
}

/// Checks, with the rules alone, that `line` is a win by continuous fours for the side to
/// move: every attacking move but the last makes a four (the defender, who has no five of
/// its own, must block its only five point, or cannot block two) and the line ends in the
/// attacker's five.
fn assert_vcf_wins(b: &Board, rule: Rule, line: &[Pos]) {
    let mut game = Game::from_moves(b.size(), rule, b.moves()).expect("a legal position");
    let attacker = game.to_move();
    let defender = attacker.opponent();
    assert!(
        five_points(game.board(), defender, rule).is_empty(),
        "the defender has a four already"
    );
    for (i, &p) in line.iter().enumerate() {
        let mover = game.to_move();
        if mover == defender {
            // One five point: the reply is forced. Two or more: every reply loses.
            let threats = five_points(game.board(), attacker, rule);
            assert!(
                threats.contains(&p),
                "move {i}: the defender's reply {p:?} is no block"
            );
            assert!(threats.len() >= 2 || threats == vec![p], "move {i}");
        }
        game.place(p)
            .unwrap_or_else(|e| panic!("move {i} {p:?} is illegal: {e}"));
        if mover == attacker && !game.is_over() {
            assert!(
                five_points(game.board(), defender, rule).is_empty(),
                "move {i}: the defender has a five"
            );
            assert!(
                !five_points(game.board(), attacker, rule).is_empty(),
                "move {i} {p:?} is not a four"
            );
        }
    }
    let won = matches!(game.outcome(), Some(gomoku::rules::Outcome::Win { winner, .. }) if *winner == attacker);
    assert!(won, "the line does not end in the attacker's five");
}

#[test]
fn plays_the_centre_of_an_empty_board() {
    for level in Level::ALL {
        assert_eq!(
            search(&Board::new(15), Rule::Freestyle, level, Limits::nodes(500)).best,
            Pos::new(7, 7)
        );
        assert_eq!(
            search(&Board::new(19), Rule::Renju, level, Limits::nodes(500)).best,
            Pos::new(9, 9)
        );
    }
}

#[test]
fn full_board_has_no_move_and_the_last_point_is_found() {
    let mut b = Board::new(5);
    // Columns in pairs so that no line of five forms: xxooxxoo... by rows shifted.
    let mut order: Vec<Pos> = Vec::new();
    for y in 0..5u8 {
        for x in 0..5u8 {
            order.push(Pos::new(x, y));
        }
    }
    for p in &order[..24] {
        b.play(*p);
    }
    for level in Level::ALL {
        let r = Search::new(&b, Rule::Freestyle, level, Limits::nodes(1_000), 1)
            .run()
            .expect("one point left");
        assert_eq!(r.best, Pos::new(4, 4));
    }
    b.play(Pos::new(4, 4));
    for level in Level::ALL {
        let mut s = Search::new(&b, Rule::Freestyle, level, Limits::nodes(1_000), 1);
        assert_eq!(s.step(1_000), None);
        assert!(s.is_finished());
        assert_eq!(s.stop(), None);
        assert_eq!(
            Search::new(&b, Rule::Freestyle, level, Limits::nodes(1_000), 1).run(),
            None
        );
    }
}

#[test]
fn wins_in_one() {
    // Black to move with four on row 7 (white blocked the left end) and white's stones loose.
    let b = board(
        15,
        &[
            (3, 7),
            (2, 7),
            (4, 7),
            (10, 2),
            (5, 7),
            (12, 3),
            (6, 7),
            (2, 12),
        ],
    );
    for level in Level::ALL {
        let r = search(&b, Rule::Freestyle, level, Limits::nodes(2_000));
        assert_eq!(r.best, Pos::new(7, 7), "{level:?}");
    }
    let r = search(&b, Rule::Freestyle, Level::Master, Limits::nodes(2_000));
    assert_eq!(r.forced, Some(1));
}

#[test]
fn blocks_a_four() {
    // White to move; black's four on row 7 has one open end.
    let b = board(
        15,
        &[(3, 7), (2, 7), (4, 7), (10, 2), (5, 7), (12, 3), (6, 7)],
    );
    for level in Level::ALL {
        assert_eq!(
            search(&b, Rule::Freestyle, level, Limits::nodes(2_000)).best,
            Pos::new(7, 7),
            "{level:?}"
        );
    }
}

#[test]
fn stops_an_open_three() {
    // White to move; black has an open three on row 7 and white nothing better to do.
    let b = board(15, &[(5, 7), (1, 1), (6, 7), (13, 1), (7, 7)]);
    for level in [Level::Medium, Level::Hard, Level::Master] {
        let p = search(&b, Rule::Freestyle, level, Limits::nodes(20_000)).best;
        assert!(
            [
                Pos::new(4, 7),
                Pos::new(8, 7),
                Pos::new(3, 7),
                Pos::new(9, 7)
            ]
            .contains(&p),
            "{level:?} played {p:?}"
        );
    }
}

/// Positions (freestyle 15x15) where the side to move wins by continuous fours.
const VCF_POSITIONS: [&[(u8, u8)]; 3] = [
    &[
        (7, 7),
        (9, 5),
        (7, 4),
        (9, 4),
        (9, 7),
        (10, 5),
        (7, 5),
        (7, 6),
        (8, 8),
        (10, 6),
        (6, 6),
        (9, 9),
        (10, 8),
        (6, 4),
        (11, 9),
        (8, 6),
        (12, 10),
        (13, 11),
        (8, 3),
        (10, 3),
        (5, 5),
        (4, 4),
        (10, 7),
        (10, 2),
        (10, 4),
    ],
    &[
        (7, 7),
        (5, 9),
        (8, 8),
        (6, 6),
        (9, 7),
        (5, 7),
        (7, 5),
        (7, 9),
        (10, 7),
        (8, 7),
        (10, 8),
        (6, 4),
        (9, 8),
        (7, 8),
        (11, 8),
        (12, 8),
        (9, 6),
        (9, 9),
    ],
    &[
        (7, 7),
        (5, 9),
        (5, 5),
        (8, 8),
        (5, 4),
        (5, 7),
        (4, 5),
        (7, 9),
        (4, 6),
        (6, 10),
        (9, 7),
        (6, 9),
        (4, 9),
        (5, 10),
        (4, 8),
        (4, 7),
        (5, 8),
        (8, 10),
        (9, 10),
        (6, 8),
        (9, 11),
    ],
];

#[test]
fn finds_wins_by_continuous_fours() {
    for (i, moves) in VCF_POSITIONS.iter().enumerate() {
        let b = board(15, moves);
        for level in [Level::Medium, Level::Hard, Level::Master] {
            let r = search(&b, Rule::Freestyle, level, Limits::nodes(50_000));
            let plies = r
                .forced
                .unwrap_or_else(|| panic!("position {i}, {level:?}: no forced win found"));
            assert!(plies >= 5, "position {i}: {plies}");
            assert_eq!(r.pv[0], r.best);
            assert_vcf_wins(&b, Rule::Freestyle, &r.pv);
        }
    }
}

#[test]
fn overlines_do_not_win_under_standard() {
    // Black to move: o x x x x _ x on row 7 (other white stones far away): the gap makes six.
    let b = board(
        15,
        &[
            (2, 7),
            (1, 7),
            (3, 7),
            (12, 2),
            (4, 7),
            (2, 12),
            (5, 7),
            (12, 12),
            (7, 7),
            (0, 14),
        ],
    );
    let free = search(&b, Rule::Freestyle, Level::Master, Limits::nodes(3_000));
    assert_eq!((free.best, free.forced), (Pos::new(6, 7), Some(1)));
    for rule in [Rule::Standard, Rule::Renju] {
        let r = search(&b, rule, Level::Master, Limits::nodes(3_000));
        assert_ne!(r.forced, Some(1), "{rule:?}");
        assert_ne!(r.best, Pos::new(6, 7), "{rule:?}");
    }
}

/// Random legal positions that are not over: some stones near the centre.
fn random_positions(rule: Rule, count: usize) -> Vec<Board> {
    let mut state: u64 = 0x1234_5678;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Game::new(15, rule);
        let stones = 1 + (next() % 40) as usize;
        for _ in 0..stones {
            let p = Pos::new((3 + next() % 9) as u8, (3 + next() % 9) as u8);
            if game.check(p).is_ok() {
                game.place(p).unwrap();
                if game.is_over() {
                    game.undo();
                }
            }
        }
        out.push(game.board().clone());
    }
    out
}

#[test]
fn always_plays_an_empty_point_on_the_board() {
    for rule in Rule::ALL {
        for (i, b) in random_positions(rule, 12).iter().enumerate() {
            for level in Level::ALL {
                let r = Search::new(b, rule, level, Limits::nodes(1_500), i as u64)
                    .run()
                    .expect("a move");
                assert!(
                    b.is_empty_point(r.best),
                    "{rule:?} {level:?} position {i}: {:?}",
                    r.best
                );
            }
        }
    }
}

#[test]
fn never_plays_a_forbidden_point_in_renju() {
    // Black to move: the crossing point (7,7) of two open twos would be a double three,
    // the most tempting point on the board.
    let b = board(
        15,
        &[
            (5, 7),
            (0, 0),
            (6, 7),
            (14, 0),
            (7, 5),
            (0, 14),
            (7, 6),
            (14, 14),
        ],
    );
    assert_eq!(b.to_move(), Stone::Black);
    assert_eq!(
        renju::forbidden(&b, Pos::new(7, 7)),
        Some(renju::Forbidden::DoubleThree)
    );
    let mut positions = random_positions(Rule::Renju, 16);
    positions.push(b);
    for (i, b) in positions.iter().enumerate() {
        if b.to_move() != Stone::Black {
            continue;
        }
        for level in Level::ALL {
            let r = Search::new(b, Rule::Renju, level, Limits::nodes(1_500), i as u64)
                .run()
                .expect("a move");
            assert_eq!(
                renju::forbidden(b, r.best),
                None,
                "{level:?} position {i} played {:?}",
                r.best
            );
        }
    }
}

#[test]
fn same_seed_same_move() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6)]);
    for level in Level::ALL {
        let a = Search::new(&b, Rule::Freestyle, level, Limits::nodes(4_000), 99).run();
        let again = Search::new(&b, Rule::Freestyle, level, Limits::nodes(4_000), 99).run();
        assert_eq!(a, again, "{level:?}");
    }
    assert_eq!(
        classic::choose(&b, Rule::Freestyle, 3),
        classic::choose(&b, Rule::Freestyle, 3)
    );
}

#[test]
fn slices_give_the_same_result_as_one_run() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6), (9, 7), (7, 9)]);
    for (level, limits) in [
        (Level::Master, Limits::nodes(30_000)),
        (Level::Hard, Limits::depth(3)),
        (Level::Medium, Limits::nodes(8_000)),
        (Level::Easy, Limits::nodes(3_000)),
    ] {
        let whole = Search::new(&b, Rule::Freestyle, level, limits, 5)
            .run()
            .expect("a move");
        for slice in [1, 97, 2_000] {
            let mut s = Search::new(&b, Rule::Freestyle, level, limits, 5);
            let mut calls = 0;
            let sliced = loop {
                calls += 1;
                if let Some(r) = s.step(slice) {
                    break r;
                }
            };
            assert_eq!(sliced, whole, "{level:?} {limits:?} in slices of {slice}");
            // A root threat search runs whole, a few thousand nodes at most.
            if slice == 97 {
                assert!(
                    calls > whole.nodes / 5_000,
                    "{level:?}: {calls} calls for {} nodes",
                    whole.nodes
                );
            }
        }
    }
}

#[test]
fn respects_node_and_depth_limits() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6), (9, 7), (7, 9)]);
    let r = search(&b, Rule::Freestyle, Level::Master, Limits::nodes(10_000));
    // A leaf's threat search may finish past the limit, by little.
    assert!(r.nodes >= 10_000 && r.nodes < 10_000 + 1_000, "{}", r.nodes);
    let r = search(&b, Rule::Freestyle, Level::Master, Limits::depth(2));
    assert!(r.depth <= 2);
}

#[test]
fn answers_within_its_time() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6), (9, 7), (7, 9)]);
    let budget = std::time::Duration::from_millis(150);
    let t = std::time::Instant::now();
    let r = Search::new(&b, Rule::Freestyle, Level::Master, Limits::time(budget), 1)
        .run()
        .expect("a move");
    // Generous: the debug build on a busy machine.
    assert!(t.elapsed() < budget * 2, "{:?}", t.elapsed());
    // On a loaded machine the root threat search may use the whole budget: still a move.
    assert!(b.is_empty_point(r.best));
}

/// Lazy SMP: helper threads search beside the main one, their nodes count in the result,
/// and the move is still the main search's, legal and in time.
#[test]
fn helper_threads_search_beside_the_main_one() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6), (9, 7), (7, 9)]);
    let limit = 20_000;
    let alone = search(&b, Rule::Freestyle, Level::Master, Limits::nodes(limit));
    let mut s = Search::new(&b, Rule::Freestyle, Level::Master, Limits::nodes(limit), 7);
    s.set_threads(3);
    let helped = s.run().expect("a move");
    assert!(b.is_empty_point(helped.best));
    // The main search alone stops within a thousand nodes of its limit; the helpers
    // searched while it did.
    assert!(alone.nodes < limit + 1_000, "{}", alone.nodes);
    assert!(helped.nodes > alone.nodes + 1_000, "{}", helped.nodes);

    let budget = std::time::Duration::from_millis(150);
    let t = std::time::Instant::now();
    let mut s = Search::new(&b, Rule::Freestyle, Level::Master, Limits::time(budget), 1);
    s.set_threads(2);
    let r = s.run().expect("a move");
    assert!(t.elapsed() < budget * 2, "{:?}", t.elapsed());
    assert!(b.is_empty_point(r.best));
}

/// One thread is the single-threaded search, move for move and node for node.
#[test]
fn one_thread_is_the_repeatable_search() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6), (9, 7), (7, 9)]);
    let mut s = Search::new(&b, Rule::Freestyle, Level::Master, Limits::nodes(8_000), 7);
    s.set_threads(1);
    let one = s.run().expect("a move");
    assert_eq!(
        one,
        search(&b, Rule::Freestyle, Level::Master, Limits::nodes(8_000))
    );
}

/// A search dropped before its end (undo, new game) stops its helpers at once rather than
/// leaving them to search to its time limit.
#[test]
fn a_dropped_search_takes_its_helpers_with_it() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6)]);
    let hour = std::time::Duration::from_secs(3600);
    let mut s = Search::new(&b, Rule::Freestyle, Level::Master, Limits::time(hour), 1);
    s.set_threads(2);
    assert_eq!(s.step(2_000), None);
    let t = std::time::Instant::now();
    drop(s);
    assert!(
        t.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        t.elapsed()
    );
}

#[test]
fn stop_returns_the_best_so_far() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6)]);
    let mut s = Search::new(&b, Rule::Freestyle, Level::Master, Limits::default(), 1);
    assert_eq!(s.step(5_000), None);
    let r = s.stop().expect("a move");
    assert!(b.is_empty_point(r.best));
    assert_eq!(s.step(1), Some(r));
}

#[test]
fn bench_signature_is_repeatable() {
    let a = bench::run_to_depth(2);
    let b = bench::run_to_depth(2);
    assert_eq!(a.signature, b.signature);
    assert_eq!(a.nodes, b.nodes);
    assert!(a.positions >= 6 && a.nodes > 0);
    assert!(a.moves.iter().all(|p| p.x < 19 && p.y < 19));
}

/// A 15x15 board with every point taken but `(x, y)`, and no five anywhere: colours in
/// pairs along each row, shifted by one each row.
fn full_but(hole: Option<Pos>) -> Board {
    let mut b = Board::new(15);
    for y in 0..15u8 {
        for x in 0..15u8 {
            let p = Pos::new(x, y);
            if Some(p) == hole {
                continue;
            }
            let black = (x / 2 + y) % 2 == 0;
            b.set(p, Some(if black { Stone::Black } else { Stone::White }));
        }
    }
    b
}

#[test]
fn answers_without_searching_on_empty_full_and_one_point_boards() {
    let hole = Pos::new(3, 11);
    assert!(renju::forbidden(&full_but(Some(hole)), hole).is_none());
    // None of them needs a search: each answers at once, before a first iteration. (Told
    // by the depth, not timed: a clock in a test fails on a busy machine, as this one once
    // did at five times its 100 ms budget.)
    let answer = |b: &Board, rule, level| {
        let limits = Limits::time(std::time::Duration::from_millis(100));
        let r = Search::new(b, rule, level, limits, 1).run();
        if let Some(r) = &r {
            assert_eq!(r.depth, 0, "{level:?} {rule:?} searched");
        }
        r.map(|r| r.best)
    };
    for rule in [Rule::Freestyle, Rule::Renju] {
        for level in Level::ALL {
            assert_eq!(answer(&Board::new(15), rule, level), Some(Pos::new(7, 7)));
            assert_eq!(answer(&full_but(Some(hole)), rule, level), Some(hole));
            assert_eq!(answer(&full_but(None), rule, level), None);
        }
    }
}

#[test]
fn a_soft_limit_stops_deepening_early() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6)]);
    let hard = std::time::Duration::from_secs(5);
    let t = std::time::Instant::now();
    let mut s = Search::new(&b, Rule::Freestyle, Level::Master, Limits::time(hard), 1);
    s.set_soft_time(std::time::Duration::from_millis(50));
    let r = s.run().expect("a move");
    assert!(b.is_empty_point(r.best));
    assert!(r.depth >= 1);
    // No iteration starts past the soft limit (75 ms when the best move is unstable), and
    // the last one started before it ends within a few times that: about 120 ms here in
    // the test build. A second allows for a loaded machine and is still a fifth of the hard
    // limit, which a search without the soft limit spends whole.
    assert!(
        t.elapsed() < std::time::Duration::from_secs(1),
        "{:?}",
        t.elapsed()
    );
}

#[test]
fn the_two_levels_that_do_not_search_play_their_heuristic() {
    let b = board(15, &[(7, 7), (8, 8), (7, 8), (6, 6), (7, 9)]);
    for seed in 0..8 {
        let run = |level| {
            Search::new(&b, Rule::Freestyle, level, Limits::nodes(1), seed)
                .run()
                .map(|r| r.best)
        };
        assert_eq!(
            run(Level::Beginner),
            beginner::choose(&b, Rule::Freestyle, seed)
        );
        assert_eq!(
            run(Level::Classic),
            classic::choose(&b, Rule::Freestyle, seed)
        );
    }
    // White must block black's open three at (7, 6) or (7, 10): Beginner sees a line of
    // four for black there and blocks it.
    let mv = beginner::choose(&b, Rule::Freestyle, 3).unwrap();
    assert!(mv == Pos::new(7, 6) || mv == Pos::new(7, 10), "{mv:?}");
    assert_eq!(Level::from_name("BEGINNER"), Some(Level::Beginner));
}
