//! Puzzle files: the format read and written back, and every way a file or a line can be
//! wrong, with the message a player reads (the game goes on without the file, or without
//! the line).

use gomoku::coach::puzzles::{
    Field, Kind, LineProblem, Origin, Puzzle, PuzzleError, parse_puzzles, puzzle_line,
    puzzles_to_text, read_puzzles,
};
use gomoku::i18n::{Lang, Msg, puzzle_error_text};
use gomoku::notation::{NotationError, parse_pos};
use gomoku::rules::renju::Forbidden;
use gomoku::rules::{PlaceError, Rule};

const GOOD: &str = "freestyle 15 vcf 2 h8a15i8a13j8a11 first=k8,g8 from=game";

fn point(text: &str) -> gomoku::rules::Pos {
    parse_pos(text, 15).expect("a point")
}

fn bad_line(line: &str) -> LineProblem {
    let text = format!("gomoku-puzzles 1\n{line}\n");
    match parse_puzzles(&text) {
        Err(PuzzleError::BadLine { line: 2, problem }) => problem,
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn a_file_reads_with_its_comments_and_blank_lines() {
    let text =
        format!("# my puzzles\n\n  GOMOKU-PUZZLES 1  # the header\n{GOOD} # missed\n\n# end\n");
    let puzzles = parse_puzzles(&text).expect("a good file");
    assert_eq!(
        puzzles,
        [Puzzle {
            rule: Rule::Freestyle,
            size: 15,
            position: ["h8", "a15", "i8", "a13", "j8", "a11"].map(point).to_vec(),
            kind: Kind::Vcf,
            win_in: 2,
            // In the board's order, whatever the line's.
            first: vec![point("g8"), point("k8")],
            origin: Origin::OwnGame,
        }]
    );
    assert_eq!(
        puzzle_line(&puzzles[0]),
        "freestyle 15 vcf 2 h8a15i8a13j8a11 first=g8,k8 from=game"
    );
}

#[test]
fn the_text_round_trips() {
    let text = format!(
        "gomoku-puzzles 1\n{GOOD}\nrenju 15 vct 7 h8h9i8 first=j8,g8,f8 from=starter\n\
         standard 19 vcf 12 k10 first=k11 from=starter\n"
    );
    let puzzles = parse_puzzles(&text).expect("a good file");
    assert_eq!(puzzles.len(), 3);
    assert_eq!(puzzles[2].size, 19);
    assert_eq!(puzzles[2].rule, Rule::Standard);
    let written = puzzles_to_text(&puzzles);
    assert!(written.starts_with("gomoku-puzzles 1\n"));
    assert_eq!(written.lines().count(), puzzles.len() + 1);
    assert_eq!(
        parse_puzzles(&written).expect("its own text reads"),
        puzzles
    );
    assert_eq!(
        puzzles_to_text(&parse_puzzles(&written).expect("again")),
        written
    );
}

#[test]
fn a_file_that_is_not_puzzles_is_refused_whole() {
    assert_eq!(parse_puzzles(""), Err(PuzzleError::Empty));
    assert_eq!(parse_puzzles("# nothing\n\n"), Err(PuzzleError::Empty));
    assert_eq!(
        parse_puzzles("\n[Game]\nh8"),
        Err(PuzzleError::NotPuzzles {
            line: 2,
            text: "'[Game]'".into()
        })
    );
    // A newer game's file: its puzzles are not guessed at.
    let newer = format!("# from the future\ngomoku-puzzles 2\n{GOOD}\n");
    let error = read_puzzles(&newer).expect_err("a newer version");
    assert_eq!(
        error,
        PuzzleError::UnknownVersion {
            line: 2,
            version: "'2'".into()
        }
    );
    assert_eq!(
        error.to_string(),
        "line 2: the puzzles are written in version '2' of their format, and this game reads version 1"
    );
    assert_eq!(
        Msg::PuzzlesNotLoaded(error.clone()).text(Lang::En),
        "Could not load the puzzles (line 2: the puzzles are written in version '2' of their format, and this game reads version 1); the game goes on without them"
    );
    let chinese = Msg::PuzzlesNotLoaded(error).text(Lang::ZhHans);
    assert!(
        chinese.contains("第 2 行") && chinese.contains("'2'"),
        "{chinese}"
    );
}

#[test]
fn each_bad_field_is_named() {
    let cases: [(&str, LineProblem); 12] = [
        ("freestyle", LineProblem::Missing { field: Field::Size }),
        (
            "gomoku 15 vcf 2 h8 first=h9 from=game",
            LineProblem::UnknownRule {
                text: "'gomoku'".into(),
            },
        ),
        (
            "renju 99 vcf 2 h8 first=h9 from=game",
            LineProblem::BadSize {
                text: "'99'".into(),
            },
        ),
        (
            "renju 15 vc 2 h8 first=h9 from=game",
            LineProblem::UnknownKind {
                text: "'vc'".into(),
            },
        ),
        (
            "renju 15 vct 1 h8 first=h9 from=game",
            LineProblem::BadWinIn { text: "'1'".into() },
        ),
        (
            "renju 15 vcf 2 h8z9 first=h9 from=game",
            LineProblem::BadPosition(NotationError::BadCoordinateAtMove {
                text: "'z9'".into(),
                number: 2,
                why: gomoku::notation::PosProblem::ColumnOffBoard {
                    letter: 'z',
                    size: 15,
                },
            }),
        ),
        (
            "renju 15 vcf 2 h8h8 first=h9 from=game",
            LineProblem::BadPosition(NotationError::Unplayable {
                number: 2,
                pos: "h8".into(),
                why: PlaceError::Occupied,
            }),
        ),
        (
            "freestyle 15 vcf 2 a1b1a2b2a3b3a4b4a5 first=h9 from=game",
            LineProblem::AlreadyWon,
        ),
        (
            "freestyle 15 vcf 2 h8 first=h8 from=game",
            LineProblem::FirstMoveUnplayable {
                pos: "h8".into(),
                why: PlaceError::Occupied,
            },
        ),
        (
            "freestyle 15 vcf 2 h8 first=h9 from=book",
            LineProblem::UnknownOrigin {
                text: "'book'".into(),
            },
        ),
        (
            "freestyle 15 vcf 2 h8 first=h9 first=h10 from=game",
            LineProblem::Repeated {
                field: Field::First,
            },
        ),
        (
            "freestyle 15 vcf 2 h8 first=h9 from=game note=hard",
            LineProblem::UnknownField {
                text: "'note=hard'".into(),
            },
        ),
    ];
    for (line, problem) in cases {
        assert_eq!(bad_line(line), problem, "{line}");
    }
    assert_eq!(
        bad_line("freestyle 15 vcf 2 h8 first=h9"),
        LineProblem::Missing {
            field: Field::Origin
        }
    );
    assert!(matches!(
        bad_line("freestyle 15 vcf 2 h8 first= from=game"),
        LineProblem::BadFirstMove(NotationError::BadCoordinate { .. })
    ));
    // Black's h9 h10 and i8 j8 meet at h8: two open threes, forbidden to black in renju.
    let double_three = "renju 15 vcf 2 h9a1h10a3i8a5j8a7 first=h8 from=game";
    assert_eq!(
        bad_line(double_three),
        LineProblem::FirstMoveUnplayable {
            pos: "h8".into(),
            why: PlaceError::Forbidden(Forbidden::DoubleThree),
        }
    );
}

#[test]
fn a_bad_line_is_skipped_and_the_rest_kept() {
    let text = format!("gomoku-puzzles 1\n{GOOD}\nrenju 15 vcf 2 h8 first=h8 from=game\n{GOOD}\n");
    let strict = parse_puzzles(&text).expect_err("a bad line");
    let message = strict.to_string();
    assert_eq!(
        message,
        "line 3: the first move h8 cannot be played: there is already a stone there"
    );
    let file = read_puzzles(&text).expect("the file reads");
    assert_eq!(file.puzzles.len(), 2);
    assert_eq!(file.skipped.len(), 1);
    assert_eq!(file.skipped[0].error, strict);
    assert_eq!(file.skipped[0].text, "renju 15 vcf 2 h8 first=h8 from=game");
    // Written back, the unread line stays as a comment for a person to mend.
    let written = file.to_text();
    assert!(written.contains("# unread: renju 15 vcf 2 h8 first=h8 from=game\n"));
    let again = read_puzzles(&written).expect("it reads");
    assert_eq!(again.puzzles, file.puzzles);
    assert!(again.skipped.is_empty());
    for lang in [Lang::En, Lang::ZhHans, Lang::ZhHant] {
        let text = puzzle_error_text(&strict, lang);
        assert!(
            text.contains('3') && text.contains("h8"),
            "{lang:?}: {text}"
        );
        assert!(
            Msg::PuzzleSkipped(strict.clone())
                .text(lang)
                .contains(&text)
        );
    }
}
