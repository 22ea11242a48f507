//! The messages: one variant per phrase, its arguments as fields.

use crate::engine::Level;
use crate::notation::{Axis, HeaderProblem, MoveLineProblem, NotationError, PosProblem};
use crate::rules::renju::Forbidden;
use crate::rules::{PlaceError, Rule, Stone};

/// Who plays, as the menu offers it (the game's own `Mode` maps onto this).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    HumanVsHuman,
    HumanVsComputer,
    Demo,
}

/// Who must act in a swap2 opening, as the panel names them: against the computer "you"
/// and "the computer", between two people the first and the second player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    You,
    Computer,
    FirstPlayer,
    SecondPlayer,
}

impl Who {
    pub const ALL: [Who; 4] = [Who::You, Who::Computer, Who::FirstPlayer, Who::SecondPlayer];
}

/// Who stands better, as a hint or the panel's evaluation says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// `side` has a forced win in `moves` of its own moves.
    WinsIn {
        side: Stone,
        moves: u32,
    },
    Balanced,
    SlightlyBetter {
        side: Stone,
    },
    Better {
        side: Stone,
    },
}

/// Every phrase the player reads. `pos` fields are points in international notation ("h8").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    // Names.
    AppTitle,
    StoneName(Stone),
    RuleName(Rule),
    RuleHelp(Rule),
    LevelName(Level),
    LevelHelp(Level),
    ForbiddenName(Forbidden),
    ModeName(Mode),
    // Start menu.
    Tagline,
    MenuBoard,
    MenuRule,
    MenuPlayers,
    MenuYouPlay,
    MenuComputer,
    MenuLanguage,
    /// The board's look in the menu, and its three themes.
    MenuBoardLook,
    /// The panel's option: a second tap on the same point places the stone.
    ConfirmTaps,
    BoardLookWood,
    BoardLookPaper,
    BoardLookSlate,
    BlackMovesFirst,
    StartNewGame,
    ResumeGame,
    // Panel.
    ModeYouVs {
        human: Stone,
        level: Level,
    },
    ModeDemoItself {
        level: Level,
    },
    ComputerSideThinking {
        side: Stone,
    },
    YourMove {
        side: Stone,
    },
    SideToMove {
        side: Stone,
    },
    MovesPlayed {
        count: usize,
    },
    Evaluation(Verdict),
    NewGame,
    Menu,
    Undo,
    Redo,
    Hint,
    UndoShortcut,
    RedoShortcut,
    HintShortcut,
    MoveNumbers,
    Sound,
    // Record section.
    Record,
    NoMovesYet,
    CopyMoves,
    CopyPsq,
    PasteRecord,
    LoadRecord,
    File,
    DownloadPsq,
    OpenFile,
    SavePsq,
    LoadFile,
    // Result overlay.
    GameOverTitle,
    PlayAgain,
    AfterMoves {
        count: usize,
    },
    YouWin {
        stone: Stone,
    },
    ComputerWins {
        stone: Stone,
    },
    SideWins {
        stone: Stone,
    },
    DrawBoardFull,
    GameGoesOn,
    // Notices.
    NewGameBlackFirst,
    GameResumed,
    NewBoardOrRule,
    NothingToTakeBack,
    TookBack {
        count: usize,
    },
    NothingToRedo,
    Replayed {
        count: usize,
    },
    ChooseRecord,
    LoadedGame {
        count: usize,
    },
    CouldNotLoad(NotationError),
    ClickToPlace,
    /// A tap chose a point and waits for a second tap there (the confirming-tap option).
    TapAgainToPlace {
        pos: String,
    },
    PleaseWait,
    GameOverChoose,
    MovePlayed {
        number: usize,
        stone: Stone,
        pos: String,
    },
    CannotPlay {
        pos: String,
        why: PlaceError,
    },
    ForbiddenPoint {
        pos: String,
        why: Forbidden,
    },
    SavedTo {
        name: String,
    },
    CouldNotSave {
        name: String,
        reason: String,
    },
    CouldNotRead {
        name: String,
        reason: String,
    },
    DownloadedAs {
        name: String,
    },
    CouldNotDownload {
        name: String,
        reason: String,
    },
    NoFileChooser {
        reason: String,
    },
    NoHintGameOver,
    LookingForMove,
    HintFor {
        side: Stone,
        pos: String,
        verdict: Verdict,
    },
    ComputerLevelThinking {
        level: Level,
    },
    ComputerNoMove,
    // The web page.
    WebLoading,
    WebLoadFailed {
        reason: String,
    },
    WebStarting,
    WebNoWebGl,
    WebRetry,
    // Opening, clock, resigning and sharing.
    MenuOpening,
    OpeningFree,
    OpeningSwap2,
    OpeningHelp,
    MenuWhoOpens,
    OpenerYou,
    OpenerComputer,
    MenuClock,
    ClockNone,
    ClockPreset {
        minutes: u64,
        increment: u64,
    },
    ClockCustom,
    ClockMinutes,
    ClockIncrement,
    ClockSide {
        stone: Stone,
        time: String,
    },
    Resign,
    ResignConfirm,
    ResignYes,
    Cancel,
    CopyLink,
    LinkCopied,
    TakeBlack,
    StayWhite,
    TakeWhite,
    PlaceTwoMore,
    Swap2PlaceThree {
        who: Who,
        placed: usize,
    },
    Swap2ChooseAfterThree {
        who: Who,
    },
    Swap2PlaceTwo {
        who: Who,
        placed: usize,
    },
    Swap2ChooseAfterFive {
        who: Who,
    },
    Swap2Took {
        who: Who,
        stone: Stone,
    },
    Swap2WillPlaceTwo {
        who: Who,
    },
    Swap2ChoiceNotOpen,
    YouResigned,
    SideResigned {
        loser: Stone,
    },
    YouLostOnTime,
    ComputerLostOnTime,
    SideLostOnTime {
        loser: Stone,
    },
    NoResignNow,
    Review,
    PlayFromHere,
    ReviewKeys,
    ReviewPosition {
        shown: usize,
        total: usize,
    },
    ReviewingClick,
    Analysis,
    AnalysisWaiting,
    AnalysisVerdict {
        verdict: Verdict,
        depth: u32,
    },
    GraphProgress {
        read: usize,
        total: usize,
    },
}

/// One of every message (each enum argument in each of its values), for tests and for the
/// font subset script. `Msg::examples_cover_every_variant` keeps it complete.
pub fn examples() -> Vec<Msg> {
    use Msg::*;
    let stones = [Stone::Black, Stone::White];
    let forbidden = [
        Forbidden::DoubleThree,
        Forbidden::DoubleFour,
        Forbidden::Overline,
    ];
    let mut v = vec![
        AppTitle,
        Tagline,
        MenuBoard,
        MenuRule,
        MenuPlayers,
        MenuYouPlay,
        MenuComputer,
        MenuLanguage,
        MenuBoardLook,
        ConfirmTaps,
        BoardLookWood,
        BoardLookPaper,
        BoardLookSlate,
        BlackMovesFirst,
        StartNewGame,
        ResumeGame,
        NewGame,
        Menu,
        Undo,
        Redo,
        Hint,
        UndoShortcut,
        RedoShortcut,
        HintShortcut,
        MoveNumbers,
        Sound,
        Record,
        NoMovesYet,
        CopyMoves,
        CopyPsq,
        PasteRecord,
        LoadRecord,
        File,
        DownloadPsq,
        OpenFile,
        SavePsq,
        LoadFile,
        GameOverTitle,
        PlayAgain,
        DrawBoardFull,
        GameGoesOn,
        NewGameBlackFirst,
        GameResumed,
        NewBoardOrRule,
        NothingToTakeBack,
        NothingToRedo,
        ChooseRecord,
        ClickToPlace,
        PleaseWait,
        GameOverChoose,
        NoHintGameOver,
        LookingForMove,
        ComputerNoMove,
        WebLoading,
        WebLoadFailed {
            reason: "REASON-x7".into(),
        },
        WebStarting,
        WebNoWebGl,
        WebRetry,
        MenuOpening,
        OpeningFree,
        OpeningSwap2,
        OpeningHelp,
        MenuWhoOpens,
        OpenerYou,
        OpenerComputer,
        MenuClock,
        ClockNone,
        ClockCustom,
        ClockMinutes,
        ClockIncrement,
        Resign,
        ResignConfirm,
        ResignYes,
        Cancel,
        CopyLink,
        LinkCopied,
        TakeBlack,
        StayWhite,
        TakeWhite,
        PlaceTwoMore,
        Swap2ChoiceNotOpen,
        YouResigned,
        YouLostOnTime,
        ComputerLostOnTime,
        NoResignNow,
        Review,
        PlayFromHere,
        ReviewKeys,
        ReviewingClick,
        Analysis,
        AnalysisWaiting,
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
    ];
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
    for mode in [Mode::HumanVsHuman, Mode::HumanVsComputer, Mode::Demo] {
        v.push(ModeName(mode));
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
    v
}

/// How many variants [`Msg`] has; [`variant_index`] numbers them 0..VARIANTS.
pub const VARIANTS: usize = 138;

/// A number per variant. Exhaustive, so a new variant must be added here, and the test
/// below then fails until [`examples`] shows it.
pub fn variant_index(msg: &Msg) -> usize {
    match msg {
        Msg::AppTitle => 0,
        Msg::StoneName(..) => 1,
        Msg::RuleName(..) => 2,
        Msg::RuleHelp(..) => 3,
        Msg::LevelName(..) => 4,
        Msg::LevelHelp(..) => 5,
        Msg::ForbiddenName(..) => 6,
        Msg::ModeName(..) => 7,
        Msg::Tagline => 8,
        Msg::MenuBoard => 9,
        Msg::MenuRule => 10,
        Msg::MenuPlayers => 11,
        Msg::MenuYouPlay => 12,
        Msg::MenuComputer => 13,
        Msg::MenuLanguage => 14,
        Msg::BlackMovesFirst => 15,
        Msg::StartNewGame => 16,
        Msg::ResumeGame => 17,
        Msg::ModeYouVs { .. } => 18,
        Msg::ModeDemoItself { .. } => 19,
        Msg::ComputerSideThinking { .. } => 20,
        Msg::YourMove { .. } => 21,
        Msg::SideToMove { .. } => 22,
        Msg::MovesPlayed { .. } => 23,
        Msg::Evaluation(..) => 24,
        Msg::NewGame => 25,
        Msg::Menu => 26,
        Msg::Undo => 27,
        Msg::Redo => 28,
        Msg::Hint => 29,
        Msg::UndoShortcut => 30,
        Msg::RedoShortcut => 31,
        Msg::HintShortcut => 32,
        Msg::MoveNumbers => 33,
        Msg::Sound => 34,
        Msg::Record => 35,
        Msg::CopyMoves => 36,
        Msg::CopyPsq => 37,
        Msg::PasteRecord => 38,
        Msg::LoadRecord => 39,
        Msg::File => 40,
        Msg::DownloadPsq => 41,
        Msg::OpenFile => 42,
        Msg::SavePsq => 43,
        Msg::LoadFile => 44,
        Msg::GameOverTitle => 45,
        Msg::PlayAgain => 46,
        Msg::YouWin { .. } => 47,
        Msg::ComputerWins { .. } => 48,
        Msg::SideWins { .. } => 49,
        Msg::DrawBoardFull => 50,
        Msg::GameGoesOn => 51,
        Msg::NewGameBlackFirst => 52,
        Msg::GameResumed => 53,
        Msg::NewBoardOrRule => 54,
        Msg::NothingToTakeBack => 55,
        Msg::TookBack { .. } => 56,
        Msg::NothingToRedo => 57,
        Msg::Replayed { .. } => 58,
        Msg::ChooseRecord => 59,
        Msg::LoadedGame { .. } => 60,
        Msg::CouldNotLoad(..) => 61,
        Msg::ClickToPlace => 62,
        Msg::PleaseWait => 63,
        Msg::GameOverChoose => 64,
        Msg::MovePlayed { .. } => 65,
        Msg::CannotPlay { .. } => 66,
        Msg::ForbiddenPoint { .. } => 67,
        Msg::SavedTo { .. } => 68,
        Msg::CouldNotSave { .. } => 69,
        Msg::CouldNotRead { .. } => 70,
        Msg::DownloadedAs { .. } => 71,
        Msg::CouldNotDownload { .. } => 72,
        Msg::NoFileChooser { .. } => 73,
        Msg::NoHintGameOver => 74,
        Msg::LookingForMove => 75,
        Msg::HintFor { .. } => 76,
        Msg::ComputerLevelThinking { .. } => 77,
        Msg::ComputerNoMove => 78,
        Msg::WebLoading => 79,
        Msg::WebLoadFailed { .. } => 80,
        Msg::NoMovesYet => 81,
        Msg::AfterMoves { .. } => 82,
        Msg::WebStarting => 83,
        Msg::WebNoWebGl => 84,
        Msg::WebRetry => 85,
        Msg::MenuOpening => 86,
        Msg::OpeningFree => 87,
        Msg::OpeningSwap2 => 88,
        Msg::OpeningHelp => 89,
        Msg::MenuWhoOpens => 90,
        Msg::OpenerYou => 91,
        Msg::OpenerComputer => 92,
        Msg::MenuClock => 93,
        Msg::ClockNone => 94,
        Msg::ClockPreset { .. } => 95,
        Msg::ClockCustom => 96,
        Msg::ClockMinutes => 97,
        Msg::ClockIncrement => 98,
        Msg::ClockSide { .. } => 99,
        Msg::Resign => 100,
        Msg::ResignConfirm => 101,
        Msg::ResignYes => 102,
        Msg::Cancel => 103,
        Msg::CopyLink => 104,
        Msg::LinkCopied => 105,
        Msg::TakeBlack => 106,
        Msg::StayWhite => 107,
        Msg::TakeWhite => 108,
        Msg::PlaceTwoMore => 109,
        Msg::Swap2PlaceThree { .. } => 110,
        Msg::Swap2ChooseAfterThree { .. } => 111,
        Msg::Swap2PlaceTwo { .. } => 112,
        Msg::Swap2ChooseAfterFive { .. } => 113,
        Msg::Swap2Took { .. } => 114,
        Msg::Swap2WillPlaceTwo { .. } => 115,
        Msg::Swap2ChoiceNotOpen => 116,
        Msg::YouResigned => 117,
        Msg::SideResigned { .. } => 118,
        Msg::YouLostOnTime => 119,
        Msg::ComputerLostOnTime => 120,
        Msg::SideLostOnTime { .. } => 121,
        Msg::NoResignNow => 122,
        Msg::Review => 123,
        Msg::PlayFromHere => 124,
        Msg::ReviewKeys => 125,
        Msg::ReviewPosition { .. } => 126,
        Msg::ReviewingClick => 127,
        Msg::Analysis => 128,
        Msg::AnalysisWaiting => 129,
        Msg::AnalysisVerdict { .. } => 130,
        Msg::GraphProgress { .. } => 131,
        Msg::MenuBoardLook => 132,
        Msg::BoardLookWood => 133,
        Msg::BoardLookPaper => 134,
        Msg::BoardLookSlate => 135,
        Msg::TapAgainToPlace { .. } => 136,
        Msg::ConfirmTaps => 137,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
