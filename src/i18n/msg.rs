//! The messages: one variant per phrase, its arguments as fields, declared once (`messages!`).

use super::access::AccessText;
use super::coach_review::ReviewText;
use super::online::OnlineText;
use super::puzzle_mode::PuzzleText;
use crate::coach::explain::Fact;
use crate::coach::puzzles::PuzzleError;
use crate::engine::Level;
use crate::engine::opening_rule::Reason;
use crate::notation::NotationError;
use crate::rules::opening_rule::Area;
use crate::rules::renju::Forbidden;
use crate::rules::{NamedOpening, OpeningError, OpeningRule, PlaceError, Rule, SetupError, Stone};

/// Who plays, as the menu names it (the game's `setup::Mode` maps onto this; that one
/// also holds the player's colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Players {
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

/// Declares the message enum once and derives from it what must list every variant:
/// `VARIANTS`, `variant_index` (each variant's place in the declaration) and
/// `unit_examples` (every variant without arguments, which has one example only).
macro_rules! messages {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $( ( $($tty:ty),* $(,)? ) )? $( { $($field:ident : $fty:ty),* $(,)? } )?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        pub enum $name {
            $(
                $(#[$vmeta])*
                $variant $( ( $($tty),* ) )? $( { $($field : $fty),* } )?
            ),*
        }

        /// How many variants [`Msg`] has; [`variant_index`] numbers them 0..VARIANTS.
        pub const VARIANTS: usize = [$(stringify!($variant)),*].len();

        /// A number per variant, its place in the declaration.
        pub fn variant_index(msg: &$name) -> usize {
            #[allow(non_camel_case_types, clippy::enum_variant_names)]
            enum Place {
                $($variant),*
            }
            match msg {
                $($name::$variant { .. } => Place::$variant as usize),*
            }
        }

        /// The variants without arguments, in declaration order.
        pub(super) fn unit_examples() -> Vec<$name> {
            [$(unit_example!($name::$variant $( ( $($tty),* ) )? $( { $($field : $fty),* } )?)),*]
                .into_iter()
                .flatten()
                .collect()
        }
    };
}

/// `Some(variant)` for a variant without arguments, `None` for one with them.
macro_rules! unit_example {
    ($name:ident :: $variant:ident) => {
        Some($name::$variant)
    };
    ($name:ident :: $variant:ident $($arguments:tt)+) => {
        None
    };
}

messages! {
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
        PlayersName(Players),
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
        // Home screen.
        HomePlayComputer,
        HomePlayFriend,
        HomeWatch,
        HomeContinue,
        HomeSettings,
        HomeBack,
        HomePlay,
        HomeLevel,
        HomeBoardAndRules,
        HomeDone,
        /// The computer's card: which colour the player takes.
        HomeYouPlayAs(Stone),
        HomeNamedOpening,
        HomeNamedOpenings,
        HomeDirect,
        HomeIndirect,
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
        /// One of renju's 26 named openings (black, white, black near the centre).
        OpeningName(NamedOpening),
        /// A renju opening rule's name, and what it asks of the players.
        OpeningRuleName(OpeningRule),
        OpeningRuleHelp(OpeningRule),
        // What a renju opening rule waits for (`Msg::due_in`), naming the acting player by
        // the colour they hold: the seats change colours at each swap.
        /// `player` places stone `number`, of colour `stone` (the first player places the
        /// opening's white stone too).
        OpeningPlaceStone {
            player: Stone,
            stone: Stone,
            number: usize,
            area: Area,
        },
        OpeningChooseSwap {
            stone: Stone,
        },
        OpeningDeclareOffers {
            stone: Stone,
            max: u8,
        },
        /// Black chooses between one 5th move and `offers` offered (Taraguchi-10).
        OpeningOneOrOffers {
            offers: u8,
        },
        OpeningPlaceOffer {
            placed: usize,
            of: usize,
        },
        OpeningChooseOffer {
            offers: usize,
        },
        /// Why the opening rule refused an action.
        OpeningRefused(OpeningError),
        // What a step of the negotiation did, as the notice says it.
        OpeningSwapped {
            who: Who,
            stone: Stone,
        },
        OpeningKept {
            who: Who,
            stone: Stone,
        },
        OpeningDeclared {
            who: Who,
            count: u8,
        },
        OpeningOffered {
            pos: String,
            placed: usize,
            of: usize,
        },
        // The panel's buttons for the choices that are not points.
        OpeningSwapButton,
        OpeningKeepButton {
            stone: Stone,
        },
        OpeningPlayOneButton,
        OpeningOfferButton {
            count: u8,
        },
        /// Why no game can start from the set-up on the board (the editor says it).
        SetupRefused(SetupError),
        // The board editor.
        EditBoard,
        HomeSetUpPosition,
        EditorTitle,
        EditorHelp,
        EditorBlackStones,
        EditorWhiteStones,
        EditorRemove,
        EditorToMove,
        EditorClear,
        /// A game can start from the set-up, `to_move` to play.
        EditorReady {
            to_move: Stone,
        },
        /// Black stones stand on renju forbidden points, marked on the board.
        EditorForbiddenMarked {
            count: usize,
        },
        EditorPlayFriend,
        /// Play the computer from the set-up, the person playing `human`.
        EditorPlayComputer {
            human: Stone,
        },
        EditorAnalyse,
        EditorBack,
        EditorKeys,
        /// What the computer decided in a renju opening rule, and why.
        ComputerOpening(Reason),
        /// A click in the editor: what the point holds now.
        EditorPut {
            pos: String,
            stone: Option<Stone>,
        },
        /// A game started from a set-up of `stones` stones.
        PlayingFromSetup {
            stones: usize,
        },
        /// A puzzle file could not be read at all (empty, another kind of file, a newer
        /// version): the game goes on without its puzzles.
        PuzzlesNotLoaded(PuzzleError),
        /// A line of a puzzle file is no puzzle: skipped, the others loaded.
        PuzzleSkipped(PuzzleError),
        /// The puzzle mode's words.
        Puzzle(PuzzleText),
        /// Online play's words (`i18n/online.rs`).
        Online(OnlineText),
        /// Play by keys and read aloud (`i18n/access.rs`).
        Access(AccessText),
        /// The coach's review in the panel.
        Coach(ReviewText),
        /// A threat, a win or a mistake explained in one sentence, on a board of `size`.
        Explain {
            fact: Fact,
            size: usize,
        },
    }
}
