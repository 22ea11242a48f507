//! A puzzle run's answers as text and a run rebuilt from its moves, as the web page's
//! worker, which keeps nothing between two moves, needs them: every outcome, reason and
//! hint reads back as written, and a resumed run answers as the run it continues.

use gomoku::coach::puzzles::{
    Outcome, PuzzleRun, STARTER, Status, Wrong, hint_to_text, outcome_to_text, parse_hint,
    parse_outcome, parse_puzzles, parse_wrong, wrong_to_text,
};
use gomoku::rules::renju::Forbidden;
use gomoku::rules::{PlaceError, Pos};

const FORBIDDEN: [Forbidden; 3] = [
    Forbidden::DoubleThree,
    Forbidden::DoubleFour,
    Forbidden::Overline,
];

/// Every reason a move is wrong, each kind of forbidden point included.
fn every_wrong() -> Vec<Wrong> {
    let mut all: Vec<Wrong> = FORBIDDEN.into_iter().map(Wrong::Forbidden).collect();
    all.extend([
        Wrong::MissedFive { at: Pos::new(0, 0) },
        Wrong::DefenderFive {
            at: Pos::new(14, 14),
        },
        Wrong::DefenderWins {
            line: vec![Pos::new(7, 7), Pos::new(8, 7), Pos::new(9, 7)],
        },
        Wrong::DefenderWins {
            line: vec![Pos::new(3, 4)],
        },
        Wrong::NoThreat,
        Wrong::Refuted {
            defence: Pos::new(6, 9),
        },
        Wrong::TooSlow {
            defence: Pos::new(10, 2),
        },
        Wrong::NoForcedWin,
    ]);
    // A new reason fails to compile here until it is in the list above.
    for wrong in &all {
        match wrong {
            Wrong::Forbidden(_)
            | Wrong::MissedFive { .. }
            | Wrong::DefenderFive { .. }
            | Wrong::DefenderWins { .. }
            | Wrong::NoThreat
            | Wrong::Refuted { .. }
            | Wrong::TooSlow { .. }
            | Wrong::NoForcedWin => {}
        }
    }
    all
}

fn every_outcome() -> Vec<Outcome> {
    let mut all = vec![
        Outcome::Right {
            reply: Some(Pos::new(8, 6)),
        },
        Outcome::Right { reply: None },
        Outcome::Solved,
        Outcome::Refused(PlaceError::OffBoard),
        Outcome::Refused(PlaceError::Occupied),
        Outcome::Refused(PlaceError::GameOver),
    ];
    all.extend(
        FORBIDDEN
            .into_iter()
            .map(|f| Outcome::Refused(PlaceError::Forbidden(f))),
    );
    all.extend(every_wrong().into_iter().map(Outcome::Wrong));
    for outcome in &all {
        match outcome {
            Outcome::Right { .. } | Outcome::Solved | Outcome::Wrong(_) | Outcome::Refused(_) => {}
        }
    }
    all
}

#[test]
fn every_outcome_reads_back_as_written() {
    for size in [15, 19] {
        for outcome in every_outcome() {
            let text = outcome_to_text(&outcome, size);
            assert!(!text.contains('\n'), "{text:?}");
            assert_eq!(parse_outcome(&text, size), Ok(outcome), "{text}");
        }
        for wrong in every_wrong() {
            let text = wrong_to_text(&wrong, size);
            assert_eq!(parse_wrong(&text, size), Ok(wrong), "{text}");
        }
        for hint in [None, Some(Pos::new(7, 7)), Some(Pos::new(0, 14))] {
            let text = hint_to_text(hint, size);
            assert_eq!(parse_hint(&text, size), Ok(hint), "{text}");
        }
    }
}

#[test]
fn the_texts_are_as_documented() {
    let h8 = Pos::new(7, 7);
    let texts = [
        (Outcome::Right { reply: Some(h8) }, "right reply=h8"),
        (Outcome::Right { reply: None }, "right reply=-"),
        (Outcome::Solved, "solved"),
        (
            Outcome::Wrong(Wrong::Refuted { defence: h8 }),
            "wrong refuted defence=h8",
        ),
        (
            Outcome::Wrong(Wrong::DefenderWins {
                line: vec![h8, Pos::new(8, 7)],
            }),
            "wrong defender-wins line=h8,i8",
        ),
        (
            Outcome::Wrong(Wrong::Forbidden(Forbidden::DoubleFour)),
            "wrong forbidden=double-four",
        ),
        (
            Outcome::Refused(PlaceError::Forbidden(Forbidden::Overline)),
            "refused forbidden=overline",
        ),
        (Outcome::Refused(PlaceError::Occupied), "refused occupied"),
    ];
    for (outcome, text) in texts {
        assert_eq!(outcome_to_text(&outcome, 15), text);
    }
    assert_eq!(hint_to_text(Some(h8), 15), "hint h8");
    assert_eq!(hint_to_text(None, 15), "hint -");
}

#[test]
fn malformed_answers_say_what_is_wrong() {
    let outcomes = [
        ("", "is not a puzzle move's outcome"),
        ("lost", "'lost' is not a puzzle move's outcome"),
        ("right", "is not 1 key=value"),
        ("right reply=z99", "'z99' is not a point of a 15x15 board"),
        ("right reply=h8 reply=h9", "is not 1 key=value"),
        ("right at=h8", "reply= is missing"),
        ("solved h8", "is not a puzzle move's outcome"),
        ("wrong", "is not why a move is wrong"),
        ("wrong refuted", "is not 1 key=value"),
        ("wrong refuted defence=h", "defence='h' is not a point"),
        (
            "wrong forbidden=triple-three",
            "'triple-three' is not a forbidden",
        ),
        ("wrong defender-wins line=h8,,h9", "line='' is not a point"),
        ("wrong no-threat at=h8", "is not why a move is wrong"),
        ("refused", "is not why a move is refused"),
        ("refused taken", "'taken' is not why a move is refused"),
    ];
    for (text, expected) in outcomes {
        let err = parse_outcome(text, 15).expect_err(text);
        assert!(err.contains(expected), "{text:?}: {err:?}");
    }
    for text in ["", "hint", "hint h8 h9", "tip h8", "hint p1"] {
        assert!(parse_hint(text, 15).is_err(), "{text:?}");
    }
}

#[test]
fn a_resumed_run_answers_as_the_run_it_continues() {
    let puzzles = parse_puzzles(STARTER).unwrap();
    // A long win, so that two of the attacker's moves still leave it unsolved.
    let puzzle = puzzles.iter().find(|p| p.win_in >= 5).unwrap().clone();
    let mut run = PuzzleRun::new(puzzle.clone()).unwrap();
    for _ in 0..2 {
        let hint = run.hint().unwrap();
        let outcome = run.play(hint);
        assert!(
            matches!(outcome, Outcome::Right { reply: Some(_) }),
            "{outcome:?}"
        );
        let resumed = PuzzleRun::resume(puzzle.clone(), run.moves()).expect("resumes");
        assert_eq!(resumed.moves(), run.moves());
        assert_eq!(resumed.board(), run.board());
        assert_eq!(resumed.status(), &Status::Playing);
        assert_eq!(resumed.hint(), run.hint());
        // The next move gets the same answer from both, right or wrong.
        let (mut a, mut b) = (run.clone(), resumed.clone());
        let next = run.hint().unwrap();
        assert_eq!(a.play(next), b.play(next));
        let wrong = run.board().empty_points().find(|&p| p != next).unwrap();
        let (mut a, mut b) = (run.clone(), resumed);
        assert_eq!(a.play(wrong), b.play(wrong));
    }
    assert!(PuzzleRun::resume(puzzle.clone(), &[]).is_some());
}

#[test]
fn a_run_resumes_only_from_moves_the_rules_allow() {
    let puzzle = parse_puzzles(STARTER).unwrap()[0].clone();
    let run = PuzzleRun::new(puzzle.clone()).unwrap();
    let free: Vec<Pos> = run.board().empty_points().take(3).collect();
    let taken = puzzle.position[0];
    // Odd: the last attacker's move has no answer yet.
    assert!(PuzzleRun::resume(puzzle.clone(), &free[..1]).is_none());
    assert!(PuzzleRun::resume(puzzle.clone(), &[free[0], taken]).is_none());
    assert!(PuzzleRun::resume(puzzle.clone(), &[free[0], free[0]]).is_none());
    assert!(PuzzleRun::resume(puzzle.clone(), &[free[0], Pos::new(20, 20)]).is_none());
    assert!(PuzzleRun::resume(puzzle, &free[..2]).is_some());
}
