//! One of every message, for the tests and the font subset script.

use super::msg::{Msg, Players, Verdict, Who, unit_examples};
use crate::engine::Level;
use crate::notation::{Axis, HeaderProblem, MoveLineProblem, NotationError, PosProblem};
use crate::rules::opening_rule::{Area, Seat};
use crate::rules::renju::Forbidden;
use crate::rules::{NamedOpening, OpeningError, OpeningRule, PlaceError, Pos, Rule, Stone};

/// One of every message (each enum argument in each of its values), for tests and for the
/// font subset script: each variant without arguments once, and the others here by hand.
/// `examples_cover_every_variant` below keeps it complete.
pub fn examples() -> Vec<Msg> {
    use Msg::*;
    let stones = [Stone::Black, Stone::White];
    let forbidden = [
        Forbidden::DoubleThree,
        Forbidden::DoubleFour,
        Forbidden::Overline,
    ];
    let mut v = unit_examples();
    v.extend([
        WebLoadFailed {
            reason: "REASON-x7".into(),
        },
        AnalysisVerdict {
            verdict: Verdict::Balanced,
            depth: 29,
        },
        GraphProgress {
            read: 29,
            total: 37,
        },
        ReviewPosition {
            shown: 29,
            total: 37,
        },
        ClockPreset {
            minutes: 37,
            increment: 0,
        },
        ClockPreset {
            minutes: 37,
            increment: 29,
        },
        MovesPlayed { count: 37 },
        TookBack { count: 1 },
        TookBack { count: 37 },
        Replayed { count: 1 },
        Replayed { count: 37 },
        LoadedGame { count: 37 },
        AfterMoves { count: 1 },
        AfterMoves { count: 37 },
        SavedTo {
            name: "zz-game.psq".into(),
        },
        CouldNotSave {
            name: "zz-game.psq".into(),
            reason: "REASON-x7".into(),
        },
        CouldNotRead {
            name: "zz-game.psq".into(),
            reason: "REASON-x7".into(),
        },
        DownloadedAs {
            name: "zz-game.psq".into(),
        },
        CouldNotDownload {
            name: "zz-game.psq".into(),
            reason: "REASON-x7".into(),
        },
        NoFileChooser {
            reason: "REASON-x7".into(),
        },
    ]);
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
        v.extend([RuleName(rule), RuleHelp(rule)]);
    }
    for level in Level::ALL {
        v.extend([LevelName(level), LevelHelp(level), ModeDemoItself { level }]);
        v.push(ComputerLevelThinking { level });
        for human in stones {
            v.push(ModeYouVs { human, level });
        }
    }
    for mode in [
        Players::HumanVsHuman,
        Players::HumanVsComputer,
        Players::Demo,
    ] {
        v.push(PlayersName(mode));
    }
    let mut verdicts = vec![Verdict::Balanced];
    for side in stones {
        verdicts.extend([
            Verdict::WinsIn { side, moves: 37 },
            Verdict::SlightlyBetter { side },
            Verdict::Better { side },
        ]);
    }
    for stone in stones {
        v.extend([
            StoneName(stone),
            HomeYouPlayAs(stone),
            ComputerSideThinking { side: stone },
            YourMove { side: stone },
            SideToMove { side: stone },
            YouWin { stone },
            ComputerWins { stone },
            SideWins { stone },
            MovePlayed {
                number: 37,
                stone,
                pos: "q13".into(),
            },
        ]);
        for &verdict in &verdicts {
            v.push(HintFor {
                side: stone,
                pos: "q13".into(),
                verdict,
            });
        }
    }
    for &verdict in &verdicts {
        v.push(Evaluation(verdict));
    }
    let mut place_errors = vec![
        PlaceError::OffBoard,
        PlaceError::Occupied,
        PlaceError::GameOver,
    ];
    for why in forbidden {
        v.push(ForbiddenName(why));
        v.push(ForbiddenPoint {
            pos: "q13".into(),
            why,
        });
        place_errors.push(PlaceError::Forbidden(why));
    }
    let problems = [
        PosProblem::Empty,
        PosProblem::NoColumnLetter,
        PosProblem::NoRowNumber { letter: 'q' },
        PosProblem::NotARowNumber,
        PosProblem::ColumnOffBoard {
            letter: 'q',
            size: 37,
        },
        PosProblem::RowOffBoard {
            row: "371".into(),
            size: 37,
        },
    ];
    for why in place_errors {
        v.push(CannotPlay {
            pos: "q13".into(),
            why,
        });
        v.push(TapAgainToPlace { pos: "q13".into() });
        v.push(CouldNotLoad(NotationError::Unplayable {
            number: 37,
            pos: "q13".into(),
            why,
        }));
    }
    for why in problems {
        v.push(CouldNotLoad(NotationError::BadCoordinate {
            text: "'zz9'".into(),
            why: why.clone(),
        }));
        v.push(CouldNotLoad(NotationError::BadCoordinateAtMove {
            text: "'zz9'".into(),
            number: 37,
            why,
        }));
    }
    v.extend([
        CouldNotLoad(NotationError::EmptyRecord),
        CouldNotLoad(NotationError::PsqEmpty),
        CouldNotLoad(NotationError::PsqBadHeader {
            text: "'zz9'".into(),
            why: HeaderProblem::NoSize,
        }),
        CouldNotLoad(NotationError::PsqBadHeader {
            text: "'zz9'".into(),
            why: HeaderProblem::NotSquare {
                width: 37,
                height: 29,
            },
        }),
        CouldNotLoad(NotationError::PsqBadHeader {
            text: "'zz9'".into(),
            why: HeaderProblem::UnsupportedSize { size: 37 },
        }),
        CouldNotLoad(NotationError::LinkBadSize {
            text: "'zz9'".into(),
        }),
        CouldNotLoad(NotationError::LinkBadRule {
            text: "'zz9'".into(),
        }),
        CouldNotLoad(NotationError::PsqTaken {
            line: 41,
            number: 37,
            pos: "q13".into(),
            earlier: 29,
        }),
    ]);
    for who in Who::ALL {
        v.push(Swap2PlaceThree { who, placed: 2 });
        v.push(Swap2ChooseAfterThree { who });
        v.push(Swap2PlaceTwo { who, placed: 1 });
        v.push(Swap2ChooseAfterFive { who });
        v.push(Swap2WillPlaceTwo { who });
        for stone in stones {
            v.push(Swap2Took { who, stone });
        }
    }
    for stone in stones {
        v.push(ClockSide {
            stone,
            time: "37:29".into(),
        });
        v.push(SideResigned { loser: stone });
        v.push(SideLostOnTime { loser: stone });
    }
    for axis in [Axis::Column, Axis::Row] {
        for why in [
            MoveLineProblem::NotANumber {
                axis,
                text: "'zz9'".into(),
            },
            MoveLineProblem::OffBoard {
                axis,
                value: "371".into(),
                size: 37,
            },
        ] {
            v.push(CouldNotLoad(NotationError::PsqBadMove {
                line: 41,
                number: 37,
                text: "'zz9'".into(),
                why,
            }));
        }
    }
    for why in [
        MoveLineProblem::NotXYTime,
        MoveLineProblem::BadTime {
            text: "'zz9'".into(),
        },
    ] {
        v.push(CouldNotLoad(NotationError::PsqBadMove {
            line: 41,
            number: 37,
            text: "'zz9'".into(),
            why,
        }));
    }
    v.extend(NamedOpening::ALL.map(OpeningName));
    v.extend(opening_rule_examples());
    v.extend(super::examples_records::record_examples());
    v.extend(super::examples_puzzles::puzzle_examples());
    v.extend(super::PuzzleText::examples().into_iter().map(Puzzle));
    v.extend(super::OnlineText::examples().into_iter().map(Online));
    v.extend(super::AccessText::examples().into_iter().map(Access));
    v.extend(super::ReviewText::examples().into_iter().map(Coach));
    v.extend(super::examples_explain::explain_examples());
    v
}

/// The renju opening rules' names, steps and refusals, and the unreadable action text.
fn opening_rule_examples() -> Vec<Msg> {
    use Msg::*;
    let mut v = Vec::new();
    for rule in OpeningRule::ALL {
        v.extend([OpeningRuleName(rule), OpeningRuleHelp(rule)]);
    }
    for stone in [Stone::Black, Stone::White] {
        for area in [Area::Centre, Area::Square(7), Area::Opening, Area::Anywhere] {
            for player in [Stone::Black, Stone::White] {
                v.push(OpeningPlaceStone {
                    player,
                    stone,
                    number: 4,
                    area,
                });
            }
        }
        v.push(OpeningChooseSwap { stone });
        v.push(OpeningDeclareOffers { stone, max: 29 });
    }
    v.extend([
        OpeningPlaceStone {
            player: Stone::Black,
            stone: Stone::White,
            number: 37,
            area: Area::Square(29),
        },
        OpeningOneOrOffers { offers: 37 },
        OpeningPlaceOffer { placed: 29, of: 37 },
        OpeningChooseOffer { offers: 37 },
        OpeningOffered {
            pos: "t19".into(),
            placed: 29,
            of: 37,
        },
        OpeningSwapButton,
        OpeningPlayOneButton,
        OpeningOfferButton { count: 37 },
    ]);
    for who in Who::ALL {
        for stone in [Stone::Black, Stone::White] {
            v.push(OpeningSwapped { who, stone });
            v.push(OpeningKept { who, stone });
        }
        v.push(OpeningDeclared { who, count: 1 });
        v.push(OpeningDeclared { who, count: 29 });
    }
    for stone in [Stone::Black, Stone::White] {
        v.push(OpeningKeepButton { stone });
        v.push(EditorReady { to_move: stone });
        v.push(EditorPlayComputer { human: stone });
    }
    for count in [1, 29] {
        v.push(EditorForbiddenMarked { count });
    }
    v.push(PlayingFromSetup { stones: 361 });
    v.extend(opening_reasons().into_iter().map(ComputerOpening));
    for stone in [None, Some(Stone::Black), Some(Stone::White)] {
        v.push(EditorPut {
            pos: "t19".into(),
            stone,
        });
    }
    let errors = [
        OpeningError::BoardSize { size: 37 },
        OpeningError::Settled,
        OpeningError::WrongSeat {
            due: Seat::TentativeBlack,
        },
        OpeningError::WrongSeat {
            due: Seat::TentativeWhite,
        },
        OpeningError::NotDue,
        OpeningError::OffBoard,
        OpeningError::Occupied,
        OpeningError::NotCentre,
        OpeningError::OutsideSquare { size: 37 },
        OpeningError::NotAnOpening,
        OpeningError::OfferCountNotAllowed { count: 29 },
        OpeningError::SymmetricalOffer {
            twin: Pos::new(3, 5),
        },
        OpeningError::NotAnOffer,
    ];
    v.extend(errors.map(OpeningRefused));
    for why in [
        None,
        Some(PosProblem::NotARowNumber),
        Some(PosProblem::ColumnOffBoard {
            letter: 'q',
            size: 37,
        }),
    ] {
        v.push(CouldNotLoad(NotationError::BadOpeningAction {
            number: 37,
            text: "'zz9'".into(),
            why,
        }));
    }
    v
}

/// Every kind of the computer's opening decisions, with the widest numbers.
fn opening_reasons() -> Vec<crate::engine::opening_rule::Reason> {
    use crate::engine::opening_rule::{DeclareWhy, Reason};
    let mut reasons = vec![Reason::Centre, Reason::Fallback];
    for opening in NamedOpening::ALL {
        reasons.push(Reason::OpeningStone { opening, number: 3 });
    }
    for colour in [Stone::Black, Stone::White] {
        reasons.extend([
            Reason::BestPoint {
                colour,
                score: -29999,
            },
            Reason::StoneBeforeSwap { colour, score: 550 },
            Reason::Swap {
                colour_taken: colour,
                advantage: 29999,
            },
            Reason::Keep {
                colour_kept: colour,
                advantage: -549,
            },
        ]);
    }
    for why in [
        DeclareWhy::ForTheOpening,
        DeclareWhy::MostBlackKeeps,
        DeclareWhy::BlackWillSwap,
        DeclareWhy::TenOffers,
        DeclareWhy::OneFifth,
    ] {
        reasons.push(Reason::Declare {
            count: 10,
            black_score: -29999,
            why,
        });
    }
    reasons.extend([
        Reason::Offer {
            number: 10,
            of: 10,
            black_score: 29999,
        },
        Reason::ChooseOffer {
            offers: 10,
            black_score: Some(-29999),
        },
        Reason::ChooseOffer {
            offers: 10,
            black_score: None,
        },
    ]);
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::msg::{VARIANTS, variant_index};

    #[test]
    fn examples_cover_every_variant() {
        let mut seen = [false; VARIANTS];
        for msg in examples() {
            seen[variant_index(&msg)] = true;
        }
        let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
        assert!(
            missing.is_empty(),
            "examples() lacks the variants numbered {missing:?}"
        );
    }
}
