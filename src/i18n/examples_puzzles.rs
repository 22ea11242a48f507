//! One of every message about puzzle files: each way a file or a line of it fails to read,
//! in both messages that carry it, with the examples' odd values (37, 41, q13, 'zz9').

use super::msg::Msg;
use crate::coach::puzzles::{Field, LineProblem, PuzzleError};
use crate::notation::{NotationError, PosProblem};
use crate::rules::PlaceError;
use crate::rules::renju::Forbidden;

pub(super) fn puzzle_examples() -> Vec<Msg> {
    let zz9 = || "'zz9'".to_string();
    let mut problems = vec![
        LineProblem::UnknownRule { text: zz9() },
        LineProblem::BadSize { text: zz9() },
        LineProblem::UnknownKind { text: zz9() },
        LineProblem::BadWinIn { text: zz9() },
        LineProblem::BadPosition(NotationError::BadCoordinateAtMove {
            text: zz9(),
            number: 37,
            why: PosProblem::NoColumnLetter,
        }),
        LineProblem::AlreadyWon,
        LineProblem::BadFirstMove(NotationError::BadCoordinate {
            text: zz9(),
            why: PosProblem::NoColumnLetter,
        }),
        LineProblem::UnknownOrigin { text: zz9() },
        LineProblem::UnknownField { text: zz9() },
    ];
    for field in Field::ALL {
        problems.push(LineProblem::Missing { field });
        problems.push(LineProblem::Repeated { field });
    }
    for why in [
        PlaceError::OffBoard,
        PlaceError::Occupied,
        PlaceError::GameOver,
        PlaceError::Forbidden(Forbidden::DoubleThree),
    ] {
        problems.push(LineProblem::FirstMoveUnplayable {
            pos: "q13".into(),
            why,
        });
    }
    let mut errors = vec![
        PuzzleError::Empty,
        PuzzleError::NotPuzzles {
            line: 41,
            text: zz9(),
        },
        PuzzleError::UnknownVersion {
            line: 41,
            version: zz9(),
        },
    ];
    errors.extend(
        problems
            .into_iter()
            .map(|problem| PuzzleError::BadLine { line: 41, problem }),
    );
    errors
        .into_iter()
        .flat_map(|error| {
            [
                Msg::PuzzlesNotLoaded(error.clone()),
                Msg::PuzzleSkipped(error),
            ]
        })
        .collect()
}
