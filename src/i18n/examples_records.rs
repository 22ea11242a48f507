//! One of every message about records and set-ups beyond the plain moves: the set-up's
//! refusals and what a link's or a PSQ file's set-up and opening lines may get wrong.

use super::msg::Msg;
use crate::notation::{NotationError, PosProblem};
use crate::rules::{OpeningError, Pos, SetupError, Stone};

/// The set-up's refusals (alone and inside a record's error) and the record errors of
/// set-ups and opening negotiations, with the examples' odd values (37, 29, 41, q13, 'zz9').
pub(super) fn record_examples() -> Vec<Msg> {
    use Msg::*;
    let mut setup_errors = vec![
        SetupError::BoardSize { size: 37 },
        SetupError::OffBoard {
            pos: Pos::new(3, 5),
            size: 37,
        },
        // q13 on a 19-line board (a size among the odd values would have to show).
        SetupError::Twice {
            pos: Pos::new(16, 6),
            size: 19,
        },
        SetupError::Full,
    ];
    for stone in [Stone::Black, Stone::White] {
        setup_errors.push(SetupError::Five {
            stone,
            line: vec![Pos::new(16, 6), Pos::new(17, 6)],
            size: 19,
        });
    }
    // Counts that fit neither side, and counts that fit the other side.
    for (black, white, to_move) in [
        (37, 29, Stone::Black),
        (37, 29, Stone::White),
        (30, 29, Stone::Black),
        (29, 29, Stone::White),
    ] {
        setup_errors.push(SetupError::Counts {
            black,
            white,
            to_move,
        });
    }
    let mut v: Vec<Msg> = setup_errors.iter().cloned().map(SetupRefused).collect();
    v.extend(
        setup_errors
            .into_iter()
            .map(|why| CouldNotLoad(NotationError::BadSetup(why))),
    );
    let errors = [
        NotationError::LinkBadSide {
            text: "'zz9'".into(),
        },
        NotationError::UnknownOpeningRule {
            text: "'zz9'".into(),
        },
        NotationError::ActionsWithoutOpening,
        NotationError::PsqBadSetupLine {
            line: 41,
            text: "'zz9'".into(),
        },
        NotationError::PsqBadOpeningLine {
            line: 41,
            text: "'zz9'".into(),
        },
        NotationError::PsqSetupTooLong {
            line: 41,
            stones: 37,
            moves: 29,
        },
        NotationError::SetupAndOpening,
        NotationError::OpeningRefused {
            number: 37,
            why: OpeningError::NotAnOpening,
        },
        NotationError::OpeningRefused {
            number: 1,
            why: OpeningError::BoardSize { size: 37 },
        },
        NotationError::OpeningNotTheGame {
            number: 37,
            opening: "q13".into(),
            game: Some("q13".into()),
        },
        NotationError::OpeningNotTheGame {
            number: 37,
            opening: "q13".into(),
            game: None,
        },
        NotationError::MoveBeforeSettled { number: 37 },
    ];
    v.extend(errors.map(CouldNotLoad));
    for stone in [Stone::Black, Stone::White] {
        v.push(CouldNotLoad(NotationError::BadSetupStone {
            stone,
            number: 37,
            text: "'zz9'".into(),
            why: PosProblem::ColumnOffBoard {
                letter: 'q',
                size: 37,
            },
        }));
    }
    v
}
