//! Solving puzzles through `PuzzleRun`, as the game will: the hints played against the
//! defence that resists longest win in exactly the puzzle's number of moves, every reply
//! is a legal move, wrong moves are refused with their reasons, and retry starts over.

use gomoku::coach::puzzles::{
    Kind, Outcome, Puzzle, PuzzleRun, STARTER, Status, Wrong, parse_puzzles,
};
use gomoku::engine::{Threats, solve_threats, threat_win_within};
use gomoku::rules::{Board, Pos, Rule, Stone, makes_five, renju};

fn starter() -> Vec<Puzzle> {
    parse_puzzles(STARTER).expect("the starter set reads")
}

/// Some puzzles of the starter set: of each rule and kind, the first of each length, up
/// to `n` lengths (the longest first).
fn sample(n: usize) -> Vec<Puzzle> {
    let mut all = starter();
    all.sort_by_key(|p| std::cmp::Reverse(p.win_in));
    let mut picked: Vec<Puzzle> = Vec::new();
    for rule in [Rule::Freestyle, Rule::Renju] {
        for kind in [Kind::Vcf, Kind::Vct] {
            let mut lengths = Vec::new();
            for puzzle in all.iter().filter(|p| p.rule == rule && p.kind == kind) {
                if lengths.len() < n && !lengths.contains(&puzzle.win_in) {
                    lengths.push(puzzle.win_in);
                    picked.push(puzzle.clone());
                }
            }
        }
    }
    picked
}

fn threats(puzzle: &Puzzle) -> Threats {
    match puzzle.kind {
        Kind::Vcf => Threats::Fours,
        Kind::Vct => Threats::FoursAndThrees,
    }
}

fn five_points(board: &Board, stone: Stone, rule: Rule) -> Vec<Pos> {
    board
        .empty_points()
        .filter(|&p| makes_five(board, p, stone, rule))
        .collect()
}

/// Plays the hints to the end; the attacker's moves it took.
fn solve_by_hints(run: &mut PuzzleRun) -> u32 {
    let puzzle = run.puzzle().clone();
    let mut moves = 0;
    loop {
        let hint = run.hint().expect("a hint while the puzzle is unsolved");
        if run.moves().is_empty() {
            assert!(puzzle.first.contains(&hint), "the first hint is an answer");
        } else if !makes_five(run.board(), hint, puzzle.attacker(), puzzle.rule) {
            let left = puzzle.win_in - moves;
            let wins = threat_win_within(
                run.board(),
                puzzle.rule,
                threats(&puzzle),
                Some(hint),
                left,
                50_000,
            );
            assert!(
                wins.win().is_some(),
                "hint {hint:?} wins in no {left} moves"
            );
        }
        let before = run.board().clone();
        moves += 1;
        match run.play(hint) {
            Outcome::Solved => return moves,
            Outcome::Right { reply: Some(reply) } => {
                assert!(
                    before.is_empty_point(reply) && reply != hint,
                    "reply on a stone"
                );
                assert_eq!(run.board().get(reply), Some(puzzle.attacker().opponent()));
                assert_eq!(run.board().to_move(), puzzle.attacker());
            }
            other => panic!("the hint {hint:?} got {other:?}"),
        }
        assert!(
            moves <= puzzle.win_in,
            "no five within {} moves",
            puzzle.win_in
        );
    }
}

#[test]
fn the_hints_win_in_exactly_the_puzzles_moves_against_the_longest_defence() {
    for puzzle in sample(4) {
        let mut run = PuzzleRun::new(puzzle.clone()).expect("a playable puzzle");
        let moves = solve_by_hints(&mut run);
        assert_eq!(moves, puzzle.win_in, "{puzzle:?}");
        assert_eq!(run.status(), &Status::Solved);
        assert!(run.game().is_over(), "the game ends in the five");
        assert_eq!(run.hint(), None);
        assert_eq!(
            run.play(Pos::new(0, 0)),
            Outcome::Refused(gomoku::rules::PlaceError::GameOver)
        );
    }
}

#[test]
fn a_wrong_first_move_is_refused_with_its_reason_and_retry_starts_over() {
    for puzzle in sample(2) {
        let mut run = PuzzleRun::new(puzzle.clone()).expect("a playable puzzle");
        let board = puzzle.board();
        // The first of the attacker's fours that is not an answer: refuted by the block,
        // the block leaving no win.
        let attacker = puzzle.attacker();
        let four = board.empty_points().find(|&p| {
            !puzzle.first.contains(&p) && {
                let mut after = board.clone();
                after.play(p);
                five_points(&after, attacker, puzzle.rule).len() == 1
                    && five_points(&after, attacker.opponent(), puzzle.rule).is_empty()
            }
        });
        if let Some(four) = four {
            // The block holds: no win is left after it, or none in the moves left.
            let (defence, slow) = match run.play(four) {
                Outcome::Wrong(Wrong::Refuted { defence }) => (defence, false),
                Outcome::Wrong(Wrong::TooSlow { defence }) => (defence, true),
                other => panic!("the four {four:?} got {other:?}"),
            };
            let mut after = board.clone();
            after.play(four);
            assert_eq!(five_points(&after, attacker, puzzle.rule), [defence]);
            after.play(defence);
            let (rule, threats) = (puzzle.rule, threats(&puzzle));
            let any = solve_threats(&after, rule, threats, None, 50_000);
            assert_eq!(any.win().is_some(), slow, "a win left after the defence");
            let soon = threat_win_within(&after, rule, threats, None, puzzle.win_in - 1, 50_000);
            assert!(
                soon.win().is_none(),
                "a win in the moves left after the defence"
            );
            assert!(matches!(run.status(), Status::Failed(_)));
            assert_eq!(run.moves(), [four], "the wrong move stays to be shown");
            assert!(matches!(run.play(defence), Outcome::Refused(_)));
            run.retry();
        }
        // A quiet move in the corner threatens nothing; where the defender has a four,
        // it lets the defender make five.
        let corner = board
            .empty_points()
            .find(|&p| !puzzle.first.contains(&p))
            .expect("an empty point");
        match (
            run.play(corner),
            &five_points(&board, attacker.opponent(), puzzle.rule)[..],
        ) {
            (Outcome::Wrong(Wrong::NoThreat | Wrong::DefenderWins { .. }), []) => {}
            (Outcome::Wrong(Wrong::DefenderFive { at }), &[five]) => assert_eq!(at, five),
            (other, _) => panic!("the quiet {corner:?} got {other:?}"),
        }
        run.retry();
        assert_eq!(run.status(), &Status::Playing);
        assert!(run.moves().is_empty());
        assert_eq!(run.board(), &board);
        assert_eq!(solve_by_hints(&mut run), puzzle.win_in);
    }
}

#[test]
fn every_first_move_the_puzzle_accepts_is_right() {
    for puzzle in sample(3) {
        for &first in &puzzle.first {
            let mut run = PuzzleRun::new(puzzle.clone()).expect("a playable puzzle");
            assert!(
                matches!(
                    run.play(first),
                    Outcome::Right { reply: Some(_) } | Outcome::Solved
                ),
                "{first:?} in {puzzle:?}"
            );
        }
    }
}

#[test]
fn ignoring_the_defenders_four_lets_it_make_five() {
    // Play the hints; where the defence has answered with a four of its own, a move
    // elsewhere lets it make five there.
    let mut seen = 0;
    for puzzle in sample(6) {
        let mut run = PuzzleRun::new(puzzle.clone()).expect("a playable puzzle");
        while run.status() == &Status::Playing {
            let defender = puzzle.attacker().opponent();
            let theirs = five_points(run.board(), defender, puzzle.rule);
            if let [at] = theirs[..]
                && five_points(run.board(), puzzle.attacker(), puzzle.rule).is_empty()
            {
                let mut elsewhere = run.clone();
                let away = run
                    .board()
                    .empty_points()
                    .find(|&p| p != at && run.game().check(p).is_ok())
                    .expect("a free point");
                assert_eq!(
                    elsewhere.play(away),
                    Outcome::Wrong(Wrong::DefenderFive { at })
                );
                seen += 1;
            }
            let hint = run.hint().expect("a hint");
            run.play(hint);
        }
        assert_eq!(run.status(), &Status::Solved);
    }
    assert!(seen > 0, "no defence in the sample answered with a four");
}

#[test]
fn a_forbidden_point_is_a_wrong_move_in_renju() {
    let found = starter().into_iter().find_map(|puzzle| {
        let board = puzzle.board();
        (puzzle.rule == Rule::Renju && puzzle.attacker() == Stone::Black)
            .then(|| renju::forbidden_points(&board).into_iter().next())
            .flatten()
            .map(|(pos, why)| (puzzle, pos, why))
    });
    let (puzzle, pos, why) = found.expect("a renju puzzle for black with a forbidden point");
    let mut run = PuzzleRun::new(puzzle).expect("a playable puzzle");
    assert_eq!(run.play(pos), Outcome::Wrong(Wrong::Forbidden(why)));
    assert!(run.moves().is_empty(), "a forbidden stone is not placed");
    assert_eq!(run.status(), &Status::Failed(Wrong::Forbidden(why)));
}

#[test]
fn the_same_moves_get_the_same_answers() {
    let puzzle = sample(1).pop().expect("a puzzle");
    let play = || {
        let mut run = PuzzleRun::new(puzzle.clone()).expect("a playable puzzle");
        solve_by_hints(&mut run);
        run.moves().to_vec()
    };
    assert_eq!(play(), play());
}

/// What the web page's worker answers is applied to the game's copy of the run: the copy
/// ends where playing the move itself would have left it, right or wrong.
#[test]
fn an_answer_worked_out_elsewhere_applies_as_playing_it_would() {
    let puzzles = gomoku::coach::puzzles::parse_puzzles(gomoku::coach::puzzles::STARTER).unwrap();
    for puzzle in puzzles.iter().step_by(40) {
        let fresh = gomoku::coach::puzzles::PuzzleRun::new(puzzle.clone()).unwrap();
        let wrong = fresh
            .board()
            .empty_points()
            .find(|p| !puzzle.first.contains(p))
            .unwrap();
        for pos in [puzzle.first[0], wrong] {
            let mut played = fresh.clone();
            let outcome = played.play(pos);
            let mut applied = fresh.clone();
            assert!(applied.apply(pos, &outcome), "{outcome:?} fits");
            assert_eq!(applied.game().moves(), played.game().moves());
            assert_eq!(applied.status(), played.status());
        }
        // An answer that does not fit (a reply on a stone) changes nothing.
        let mut applied = fresh.clone();
        let on_a_stone = gomoku::coach::puzzles::Outcome::Right {
            reply: Some(puzzle.position[0]),
        };
        assert!(!applied.apply(puzzle.first[0], &on_a_stone));
        assert_eq!(applied.game().moves(), fresh.game().moves());
    }
}
