//! English.

use super::msg::{Msg, Players, Verdict, Who};
use crate::coach::puzzles::{Field, HEADER, LineProblem, MOST_WIN_IN, PuzzleError, VERSION};
use crate::engine::Level;
use crate::notation::{Axis, HeaderProblem, MoveLineProblem, NotationError, PosProblem};
use crate::notation::{column_letter, pos_to_text};
use crate::rules::opening_rule::{Area, MIN_BOARD};
use crate::rules::renju::Forbidden;
use crate::rules::{
    MAX_SIZE, MIN_SIZE, OpeningError, OpeningRule, PlaceError, Pos, Rule, SetupError, Stone,
    side_fitting,
};

/// "black", "white" (also for the catalog's other English files).
pub(super) fn stone(s: Stone) -> &'static str {
    match s {
        Stone::Black => "black",
        Stone::White => "white",
    }
}

/// "Black", "White".
pub(super) fn cap(s: Stone) -> &'static str {
    match s {
        Stone::Black => "Black",
        Stone::White => "White",
    }
}

/// The level's own name: the engine's names (`Level::name`, which the protocol, the arena
/// and the settings file read back) are the English ones, kept in one place.
fn level(l: Level) -> &'static str {
    l.name()
}

fn forbidden(f: Forbidden) -> &'static str {
    match f {
        Forbidden::DoubleThree => "double three",
        Forbidden::DoubleFour => "double four",
        Forbidden::Overline => "overline",
    }
}

fn moves(n: usize) -> String {
    if n == 1 {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}

fn verdict(v: Verdict) -> String {
    match v {
        Verdict::WinsIn { side, moves } => format!("{} wins in {moves}", cap(side)),
        Verdict::Balanced => "the position is balanced".into(),
        Verdict::SlightlyBetter { side } => format!("{} is slightly better", cap(side)),
        Verdict::Better { side } => format!("{} is better", cap(side)),
    }
}

fn place_error(e: PlaceError) -> String {
    match e {
        PlaceError::OffBoard => "that point is off the board".into(),
        PlaceError::Occupied => "there is already a stone there".into(),
        PlaceError::GameOver => "the game is over".into(),
        PlaceError::Forbidden(f) => format!("forbidden for black: {}", forbidden(f)),
    }
}

/// The letter of a board's last column: 'o' on 15x15.
fn last_column(size: usize) -> char {
    column_letter(size.saturating_sub(1) as u8)
}

fn pos_problem(p: &PosProblem) -> String {
    match p {
        PosProblem::Empty => "it is empty".into(),
        PosProblem::NoColumnLetter => "a point starts with a column letter, like h8".into(),
        PosProblem::NoRowNumber { letter } => format!("column {letter} has no row number after it"),
        PosProblem::NotARowNumber => {
            "a column letter is followed by a row number only, like h8".into()
        }
        PosProblem::ColumnOffBoard { letter, size } => {
            format!(
                "column {letter} is off a {size}x{size} board (a to {})",
                last_column(*size)
            )
        }
        PosProblem::RowOffBoard { row, size } => {
            format!("row {row} is off a {size}x{size} board (1 to {size})")
        }
    }
}

const PSQ_HEADER: &str = "a PSQ file starts with a line like 'Piskvork 15x15, 11:11, 0'";

fn axis(a: Axis) -> &'static str {
    match a {
        Axis::Column => "column",
        Axis::Row => "row",
    }
}

fn header_problem(p: HeaderProblem) -> String {
    match p {
        HeaderProblem::NoSize => "no board size".into(),
        HeaderProblem::NotSquare { width, height } => {
            format!("the board is {width}x{height}, and only square boards are played here")
        }
        HeaderProblem::UnsupportedSize { size } => {
            format!("a {size}x{size} board is not supported ({MIN_SIZE} to {MAX_SIZE})")
        }
    }
}

fn move_line_problem(p: &MoveLineProblem) -> String {
    match p {
        MoveLineProblem::NotXYTime => "a move line is x,y,time".into(),
        MoveLineProblem::NotANumber { axis: a, text } => {
            format!("{} {text} is not a number", axis(*a))
        }
        MoveLineProblem::OffBoard {
            axis: a,
            value,
            size,
        } => {
            format!(
                "{} {value} is off a {size}x{size} board (1 to {size})",
                axis(*a)
            )
        }
        MoveLineProblem::BadTime { text } => {
            format!("time {text} is not a number of milliseconds")
        }
    }
}

pub(super) fn record_error(e: &NotationError) -> String {
    match e {
        NotationError::BadCoordinate { text, why } => {
            format!("bad coordinate {text}: {}", pos_problem(why))
        }
        NotationError::BadCoordinateAtMove { text, number, why } => {
            format!(
                "bad coordinate {text} at move {number}: {}",
                pos_problem(why)
            )
        }
        NotationError::Unplayable { number, pos, why } => {
            format!(
                "move {number} ({pos}) cannot be played: {}",
                place_error(*why)
            )
        }
        NotationError::EmptyRecord => "the record is empty".into(),
        NotationError::PsqEmpty => format!("the file is empty: {PSQ_HEADER}"),
        NotationError::PsqBadHeader { text, why } => {
            format!("line 1: {}: {PSQ_HEADER}, not {text}", header_problem(*why))
        }
        NotationError::PsqBadMove {
            line,
            number,
            text,
            why,
        } => {
            format!(
                "line {line}: bad move {number} {text}: {}",
                move_line_problem(why)
            )
        }
        NotationError::PsqTaken {
            line,
            number,
            pos,
            earlier,
        } => {
            format!("line {line}: move {number} is on {pos}, already taken by move {earlier}")
        }
        NotationError::LinkBadSize { text } => {
            format!(
                "the link's board size {text} is not one the game plays ({MIN_SIZE} to {MAX_SIZE})"
            )
        }
        NotationError::LinkBadRule { text } => {
            format!("the link's rule {text} is not freestyle, standard or renju")
        }
        NotationError::BadOpeningAction { number, text, why } => match why {
            Some(why) => format!(
                "opening action {number}, {text}, is not a point: {}",
                pos_problem(why)
            ),
            None => format!(
                "opening action {number}, {text}, is none: write a point (h8), s (swap), n (no swap), =5 (five 5th moves) or !h8 (take the 5th move on h8)"
            ),
        },
        NotationError::LinkBadSide { text } => {
            format!("the link's side to move {text} is not black or white")
        }
        NotationError::BadSetupStone {
            stone: s,
            number,
            text,
            why,
        } => format!(
            "{} set-up stone {number}, {text}, is not a point: {}",
            cap(*s),
            pos_problem(why)
        ),
        NotationError::UnknownOpeningRule { text } => {
            format!("the opening rule {text} is not soosorv-8, taraguchi-10 or rif")
        }
        NotationError::ActionsWithoutOpening => "the link gives opening actions but no opening rule (opening=soosorv-8, taraguchi-10 or rif)".into(),
        NotationError::PsqBadSetupLine { line, text } => format!(
            "line {line}: {text} is not a set-up line like 'Setup: stones=4 tomove=black'"
        ),
        NotationError::PsqBadOpeningLine { line, text } => format!(
            "line {line}: {text} is not an opening line like 'Opening: rule=soosorv-8 actions=h8h9h10n'"
        ),
        NotationError::PsqSetupTooLong {
            line,
            stones,
            moves,
        } => format!("line {line}: the set-up has {stones} stones, but the file has only {moves}"),
        NotationError::BadSetup(why) => {
            format!("the set-up cannot be played on: {}", setup_error(why))
        }
        NotationError::SetupAndOpening => "a record cannot have both a set-up and an opening rule: an opening rule starts from an empty board".into(),
        NotationError::OpeningRefused { number, why } => match why {
            OpeningError::BoardSize { .. } => uncap(&opening_error(*why)),
            _ => format!(
                "opening action {number} is refused: {}",
                uncap(&opening_error(*why))
            ),
        },
        NotationError::OpeningNotTheGame {
            number,
            opening,
            game,
        } => match game {
            Some(game) => format!(
                "the opening's stone {number} is on {opening}, but the game's move {number} is on {game}"
            ),
            None => format!(
                "the opening's stone {number} is on {opening}, but the game has no move {number}"
            ),
        },
        NotationError::MoveBeforeSettled { number } => {
            format!("move {number} is played before the opening is settled")
        }
    }
}

/// A sentence of the catalog's, to go on after a colon.
fn uncap(sentence: &str) -> String {
    let mut chars = sentence.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// Why no game can start from a set-up (after a colon, like `record_error`).
pub(super) fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::BoardSize { size } => {
            format!("a {size}x{size} board is not supported ({MIN_SIZE} to {MAX_SIZE})")
        }
        SetupError::OffBoard { size, .. } => format!("a stone stands off the {size}x{size} board"),
        SetupError::Twice { pos, size } => {
            format!("two stones stand on {}", pos_to_text(*pos, *size))
        }
        SetupError::Full => "the board is full: there is no move left".into(),
        SetupError::Counts {
            black,
            white,
            to_move,
        } => {
            let fit = match side_fitting(*black, *white) {
                Some(side) if side != *to_move => format!("; these fit {}'s move", stone(side)),
                _ => String::new(),
            };
            format!(
                "with {black} black and {white} white stones it cannot be {}'s move: black's move needs as many black stones as white, white's one black stone more{fit}",
                stone(*to_move)
            )
        }
        SetupError::Five {
            stone: s,
            line,
            size,
        } => {
            let end =
                |pos: Option<&Pos>| pos.map_or_else(String::new, |&pos| pos_to_text(pos, *size));
            format!(
                "{} already has a winning row ({} to {})",
                stone(*s),
                end(line.first()),
                end(line.last())
            )
        }
    }
}

pub(super) fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppTitle => "Gomoku".into(),
        Msg::StoneName(s) => cap(*s).into(),
        Msg::RuleName(r) => match r {
            Rule::Freestyle => "Freestyle",
            Rule::Standard => "Standard",
            Rule::Renju => "Renju",
        }
        .into(),
        Msg::RuleHelp(r) => match r {
            Rule::Freestyle => "Five or more in a row wins.",
            Rule::Standard => "Exactly five wins; six or more does not.",
            Rule::Renju => "Black may not make a double three, double four or overline (marked ×).",
        }
        .into(),
        Msg::LevelName(l) => level(*l).into(),
        Msg::LevelHelp(l) => match l {
            Level::Beginner => "Makes its longest line, or blocks yours",
            Level::Classic => "The classic scoring table, with a little chance",
            Level::Easy => "A short look ahead",
            Level::Medium => "Sees threats a few moves deep",
            Level::Hard => "Searches forced wins",
            Level::Master => "Spends its whole time budget",
        }
        .into(),
        Msg::ForbiddenName(f) => forbidden(*f).into(),
        Msg::PlayersName(m) => match m {
            Players::HumanVsHuman => "Human vs Human",
            Players::HumanVsComputer => "Human vs Computer",
            Players::Demo => "Demo (computer vs computer)",
        }
        .into(),
        Msg::Tagline => "Five in a row wins.".into(),
        Msg::MenuBoard => "Board".into(),
        Msg::MenuRule => "Rule".into(),
        Msg::MenuPlayers => "Players".into(),
        Msg::MenuYouPlay => "You play".into(),
        Msg::MenuComputer => "Computer".into(),
        Msg::MenuLanguage => "Language".into(),
        Msg::MenuBoardLook => "Board look".into(),
        Msg::ConfirmTaps => "Tap twice to place".into(),
        Msg::BoardLookWood => "Wood".into(),
        Msg::BoardLookPaper => "Paper".into(),
        Msg::BoardLookSlate => "Slate".into(),
        Msg::BlackMovesFirst => "Black (moves first)".into(),
        Msg::StartNewGame => "Start new game".into(),
        Msg::ResumeGame => "Resume game".into(),
        Msg::HomePlayComputer => "Play the computer".into(),
        Msg::HomePlayFriend => "Play a friend, here or online".into(),
        Msg::HomeWatch => "Watch the computer play".into(),
        Msg::HomeContinue => "Continue the game".into(),
        Msg::HomeSettings => "Settings".into(),
        Msg::HomeBack => "‹ Back".into(),
        Msg::HomePlay => "Play".into(),
        Msg::HomeLevel => "Level".into(),
        Msg::HomeBoardAndRules => "Board and rules".into(),
        Msg::HomeDone => "Done".into(),
        Msg::HomeYouPlayAs(side) => format!("you play {}", stone(*side)),
        Msg::HomeNamedOpening => "Start from a named opening".into(),
        Msg::HomeNamedOpenings => "The 26 renju openings".into(),
        Msg::HomeDirect => "Direct (white beside the centre)".into(),
        Msg::HomeIndirect => "Indirect (white diagonal to the centre)".into(),
        Msg::ModeYouVs { human, level: l } => format!("You ({}) vs {}", stone(*human), level(*l)),
        Msg::ModeDemoItself { level: l } => format!("Demo: {} vs itself", level(*l)),
        Msg::ComputerSideThinking { side } => format!("Computer ({}) is thinking…", stone(*side)),
        Msg::YourMove { side } => format!("Your move ({})", stone(*side)),
        Msg::SideToMove { side } => format!("{} to move", cap(*side)),
        Msg::MovesPlayed { count } => format!("Moves played: {count}"),
        Msg::Evaluation(v) => format!("Evaluation: {}", verdict(*v)),
        Msg::NewGame => "New game".into(),
        Msg::Menu => "Menu".into(),
        Msg::Undo => "Undo".into(),
        Msg::Redo => "Redo".into(),
        Msg::Hint => "Hint".into(),
        Msg::UndoShortcut => "Ctrl+Z".into(),
        Msg::RedoShortcut => "Ctrl+Y".into(),
        Msg::HintShortcut => "Shift+H: the engine suggests a move".into(),
        Msg::MoveNumbers => "Move numbers".into(),
        Msg::Sound => "Sound".into(),
        Msg::NoMovesYet => "(no moves)".into(),
        Msg::AfterMoves { count } => format!("after {}", moves(*count)),
        Msg::Record => "Record".into(),
        Msg::CopyMoves => "Copy moves".into(),
        Msg::CopyPsq => "Copy PSQ".into(),
        Msg::PasteRecord => "Paste a move string (h8i9j10) or a PSQ file:".into(),
        Msg::LoadRecord => "Load record".into(),
        Msg::File => "File".into(),
        Msg::DownloadPsq => "Download PSQ".into(),
        Msg::OpenFile => "Open file…".into(),
        Msg::SavePsq => "Save PSQ".into(),
        Msg::LoadFile => "Load file".into(),
        Msg::GameOverTitle => "Game over".into(),
        Msg::PlayAgain => "Play again".into(),
        Msg::YouWin { stone: s } => format!("You win with {}!", stone(*s)),
        Msg::ComputerWins { stone: s } => format!("The computer ({}) wins", stone(*s)),
        Msg::SideWins { stone: s } => format!("{} wins!", cap(*s)),
        Msg::DrawBoardFull => "Draw: the board is full".into(),
        Msg::GameGoesOn => "The game goes on".into(),
        Msg::NewGameBlackFirst => "New game: black plays first".into(),
        Msg::GameResumed => "Game resumed".into(),
        Msg::NewBoardOrRule => "New board or rule: a new game has started".into(),
        Msg::NothingToTakeBack => "Nothing to take back".into(),
        Msg::TookBack { count } => format!("Took back {}", moves(*count)),
        Msg::NothingToRedo => "Nothing to redo".into(),
        Msg::Replayed { count } => format!("Replayed {}", moves(*count)),
        Msg::ChooseRecord => "Choose a PSQ file or a move string to load".into(),
        Msg::LoadedGame { count } => format!("Loaded a game of {}", moves(*count)),
        Msg::CouldNotLoad(e) => format!(
            "Could not load that record ({}); the game is unchanged",
            record_error(e)
        ),
        Msg::ClickToPlace => "Click on an intersection of the board to place a stone".into(),
        Msg::TapAgainToPlace { pos } => format!("Tap {pos} again to place the stone there"),
        Msg::PleaseWait => "Please wait: the computer is thinking".into(),
        Msg::GameOverChoose => "The game is over: choose Play again or Menu".into(),
        Msg::MovePlayed {
            number,
            stone: s,
            pos,
        } => format!("move {number}: {} {pos}", stone(*s)),
        Msg::CannotPlay { pos, why } => format!("Cannot play {pos}: {}", place_error(*why)),
        Msg::ForbiddenPoint { pos, why } => {
            format!("{pos} is forbidden for black ({})", forbidden(*why))
        }
        Msg::SavedTo { name } => format!("Saved the game to {name}"),
        Msg::CouldNotSave { name, reason } => format!("Could not save {name}: {reason}"),
        Msg::CouldNotRead { name, reason } => format!("Could not read {name}: {reason}"),
        Msg::DownloadedAs { name } => format!("Downloaded the game as {name}"),
        Msg::CouldNotDownload { name, reason } => format!("Could not download {name}: {reason}"),
        Msg::NoFileChooser { reason } => format!("Could not open a file chooser: {reason}"),
        Msg::NoHintGameOver => "The game is over: no hint to give".into(),
        Msg::LookingForMove => "Looking for a good move…".into(),
        Msg::HintFor {
            side,
            pos,
            verdict: v,
        } => format!("Hint for {}: {pos} ({})", stone(*side), verdict(*v)),
        Msg::ComputerLevelThinking { level: l } => {
            format!("The computer ({}) is thinking", level(*l))
        }
        Msg::ComputerNoMove => "The computer has no move to play".into(),
        Msg::WebLoading => "Loading the game…".into(),
        Msg::WebLoadFailed { reason } => format!("The game could not start: {reason}"),
        Msg::WebStarting => "Starting…".into(),
        Msg::WebNoWebGl => "This browser cannot draw the game: WebGL2 is off or missing.".into(),
        Msg::WebRetry => "Try again".into(),
        Msg::MenuOpening => "Opening".into(),
        Msg::OpeningFree => "Free".into(),
        Msg::OpeningSwap2 => "Swap2".into(),
        Msg::OpeningHelp => "Swap2: one player places three stones (black, white, black); the other takes black, stays white, or places two more and hands the choice of colour back.".into(),
        Msg::MenuWhoOpens => "Who opens".into(),
        Msg::OpenerYou => "You".into(),
        Msg::OpenerComputer => "The computer".into(),
        Msg::MenuClock => "Clock".into(),
        Msg::ClockNone => "None".into(),
        Msg::ClockPreset { minutes, increment } => match increment {
            0 => format!("{minutes} min"),
            inc => format!("{minutes} min + {inc} s"),
        },
        Msg::ClockCustom => "Custom".into(),
        Msg::ClockMinutes => "min".into(),
        Msg::ClockIncrement => "s a move".into(),
        Msg::ClockSide { stone: s, time } => format!("{} {time}", cap(*s)),
        Msg::Resign => "Resign".into(),
        Msg::ResignConfirm => "Resign this game?".into(),
        Msg::ResignYes => "Yes, resign".into(),
        Msg::Cancel => "Cancel".into(),
        Msg::CopyLink => "Copy link".into(),
        Msg::LinkCopied => "Copied a link to this position".into(),
        Msg::TakeBlack => "Take black".into(),
        Msg::StayWhite => "Stay white".into(),
        Msg::TakeWhite => "Take white".into(),
        Msg::PlaceTwoMore => "Place two more stones".into(),
        Msg::Swap2PlaceThree { who, placed } => match who {
            Who::You => format!("Swap2: place three stones: black, white, black ({placed} of 3)"),
            Who::Computer => "Swap2: the computer places three opening stones".into(),
            _ => format!(
                "Swap2: first player, place three stones: black, white, black ({placed} of 3)"
            ),
        },
        Msg::Swap2ChooseAfterThree { who } => match who {
            Who::Computer => "Swap2: the computer is choosing its colour".into(),
            Who::You => "Swap2: take black, stay white and play the 4th stone, or place two more stones".into(),
            _ => "Swap2: second player, take black, stay white and play the 4th stone, or place two more stones".into(),
        },
        Msg::Swap2PlaceTwo { who, placed } => match who {
            Who::You => format!(
                "Swap2: place a white and a black stone ({placed} of 2); then the computer chooses its colour"
            ),
            Who::Computer => "Swap2: the computer places two more stones".into(),
            _ => format!(
                "Swap2: second player, place a white and a black stone ({placed} of 2); then the first player chooses a colour"
            ),
        },
        Msg::Swap2ChooseAfterFive { who } => match who {
            Who::Computer => "Swap2: the computer is choosing its colour".into(),
            Who::You => "Swap2: take black (white moves next), or take white and play the 6th stone".into(),
            _ => "Swap2: first player, take black (white moves next), or take white and play the 6th stone".into(),
        },
        Msg::Swap2Took { who, stone: s } => match who {
            Who::You => format!("You take {}", stone(*s)),
            Who::Computer => format!("The computer takes {}", stone(*s)),
            Who::FirstPlayer => format!("The first player takes {}", stone(*s)),
            Who::SecondPlayer => format!("The second player takes {}", stone(*s)),
        },
        Msg::Swap2WillPlaceTwo { who } => match who {
            Who::You => "You place two more stones".into(),
            Who::Computer => "The computer places two more stones".into(),
            _ => "The second player places two more stones".into(),
        },
        Msg::Swap2ChoiceNotOpen => "That choice is not open now".into(),
        Msg::YouResigned => "You resigned".into(),
        Msg::SideResigned { loser } => {
            format!("{} resigned: {} wins", cap(*loser), stone(loser.opponent()))
        }
        Msg::YouLostOnTime => "You lost on time".into(),
        Msg::ComputerLostOnTime => "The computer lost on time: you win!".into(),
        Msg::SideLostOnTime { loser } => format!("{} loses on time", cap(*loser)),
        Msg::NoResignNow => "There is no game to resign".into(),
        Msg::Review => "Review".into(),
        Msg::PlayFromHere => "Play from here".into(),
        Msg::ReviewKeys => "Home, ←, →, End".into(),
        Msg::ReviewPosition { shown, total } => format!("Review: move {shown} of {total}"),
        Msg::ReviewingClick => "Reviewing the game: press Play from here to play on".into(),
        Msg::Analysis => "Analysis".into(),
        Msg::AnalysisWaiting => "Analysing…".into(),
        Msg::AnalysisVerdict { verdict: v, depth } => format!("Analysis: {} (depth {depth})", verdict(*v)),
        Msg::GraphProgress { read, total } => format!("Graph: {read} of {total} positions read"),
        // The romanised Japanese names, as players everywhere say them (`NamedOpening::name`).
        Msg::OpeningName(o) => o.name().into(),
        Msg::OpeningRuleName(r) => r.name().into(),
        Msg::OpeningRuleHelp(r) => match r {
            OpeningRule::Soosorv8 => "One player places one of the 26 openings; the other may swap. White places the 4th stone and declares how many 5th moves black will offer (1 to 8); the other may swap. Black offers that many 5th moves, no two symmetrical; white takes one and plays the 6th.",
            OpeningRule::Taraguchi10 => "Stones 1 to 4 go on the centre and within the central 3x3, 5x5 and 7x7; after each, the other player may swap. Then black plays one 5th move within the central 9x9 (the other may swap once more), or offers ten 5th moves, no two symmetrical, for white to take one.",
            OpeningRule::Rif => "One player places one of the 26 openings and declares how many 5th moves black will offer (1 to 10); the other may swap. White places the 4th stone anywhere; black offers that many 5th moves, no two symmetrical; white takes one and plays the 6th.",
        }
        .into(),
        Msg::OpeningPlaceStone {
            player,
            stone: s,
            number,
            area: a,
        } => {
            let which = if player == s {
                String::new()
            } else {
                format!(", a {} one,", stone(*s))
            };
            format!(
                "{} must place the {} stone{which} {}",
                cap(*player),
                ordinal(*number),
                area(*a)
            )
        }
        Msg::OpeningChooseSwap { stone: s } => {
            format!("{}: swap colours, or keep {}?", cap(*s), stone(*s))
        }
        Msg::OpeningDeclareOffers { stone: s, max } => {
            format!("{}: how many 5th moves will black offer? (1 to {max})", cap(*s))
        }
        Msg::OpeningOneOrOffers { offers } => format!(
            "Black: play one 5th move (the other player may swap after it), or offer {offers} 5th moves for white to take one?"
        ),
        Msg::OpeningPlaceOffer { placed, of } => format!(
            "Black: offer {of} 5th moves, no two symmetrical ({placed} of {of} placed)"
        ),
        Msg::OpeningChooseOffer { offers } => {
            format!("White: take one of the {offers} offered 5th moves, then play the 6th")
        }
        Msg::OpeningRefused(why) => opening_error(*why),
        Msg::OpeningSwapped { who, stone: s } => match who {
            Who::You => format!("You swap: you now hold {}", stone(*s)),
            Who::Computer => format!("The computer swaps: it now holds {}", stone(*s)),
            Who::FirstPlayer => format!("The first player swaps and now holds {}", stone(*s)),
            Who::SecondPlayer => format!("The second player swaps and now holds {}", stone(*s)),
        },
        Msg::OpeningKept { who, stone: s } => match who {
            Who::You => format!("You keep {}", stone(*s)),
            Who::Computer => format!("The computer keeps {}", stone(*s)),
            Who::FirstPlayer => format!("The first player keeps {}", stone(*s)),
            Who::SecondPlayer => format!("The second player keeps {}", stone(*s)),
        },
        Msg::OpeningDeclared { who, count } => {
            let moves = if *count == 1 { "5th move" } else { "5th moves" };
            match who {
                Who::You => format!("You declare {count} {moves}"),
                Who::Computer => format!("The computer declares {count} {moves}"),
                Who::FirstPlayer => format!("The first player declares {count} {moves}"),
                Who::SecondPlayer => format!("The second player declares {count} {moves}"),
            }
        }
        Msg::OpeningOffered { pos, placed, of } => {
            format!("5th move offered on {pos} ({placed} of {of})")
        }
        Msg::OpeningSwapButton => "Swap colours".into(),
        Msg::OpeningKeepButton { stone: s } => format!("Keep {}", stone(*s)),
        Msg::OpeningPlayOneButton => "Play one 5th move".into(),
        Msg::OpeningOfferButton { count } => format!("Offer {count}"),
        Msg::EditBoard => "Edit board".into(),
        Msg::HomeSetUpPosition => "Set up a position".into(),
        Msg::EditorTitle => "Set up a position".into(),
        Msg::EditorHelp => "Click the board to put the chosen stone down; click a stone of that colour again to take it away.".into(),
        Msg::EditorBlackStones => "Black stones".into(),
        Msg::EditorWhiteStones => "White stones".into(),
        Msg::EditorRemove => "Remove".into(),
        Msg::EditorToMove => "To move:".into(),
        Msg::EditorClear => "Clear the board".into(),
        Msg::EditorReady { to_move } => format!("Ready: {} to move", stone(*to_move)),
        Msg::EditorForbiddenMarked { count } => match count {
            1 => "1 black stone stands on a forbidden point (marked)".into(),
            _ => format!("{count} black stones stand on forbidden points (marked)"),
        },
        Msg::EditorPlayFriend => "Play a friend from here".into(),
        Msg::EditorPlayComputer { human } => {
            format!("Play the computer from here (you: {})", stone(*human))
        }
        Msg::EditorAnalyse => "Analyse".into(),
        Msg::EditorBack => "Back to the game".into(),
        Msg::ComputerOpening(reason) => super::opening_reason::text(reason, super::Lang::En),
        Msg::Explain { fact, size } => super::explain::text(fact, *size, super::Lang::En),
        Msg::EditorKeys => "Keys: B black, W white, R remove, T side to move, Enter play, Esc back".into(),
        Msg::EditorPut { pos, stone: s } => match s {
            Some(s) => format!("{} stone on {pos}", cap(*s)),
            None => format!("{pos} is empty"),
        },
        Msg::PlayingFromSetup { stones } => format!("Playing from the set-up ({stones} stones)"),
        Msg::SetupRefused(why) => {
            format!("No game can start from this set-up: {}", setup_error(why))
        }
        Msg::PuzzlesNotLoaded(why) => format!(
            "Could not load the puzzles ({}); the game goes on without them",
            puzzle_error(why)
        ),
        Msg::PuzzleSkipped(why) => format!(
            "Skipped a puzzle ({}); the others are loaded",
            puzzle_error(why)
        ),
        Msg::Puzzle(phrase) => super::puzzle_mode::text(phrase, super::Lang::En),
        Msg::Online(phrase) => super::online::text(phrase, super::Lang::En),
        Msg::Access(phrase) => super::access::text(phrase, super::Lang::En),
        Msg::Coach(phrase) => super::coach_review::text(phrase, super::Lang::En),
    }
}

/// "1st", "2nd", "3rd", "4th", ...
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn area(a: Area) -> String {
    match a {
        Area::Centre => "on the centre point".into(),
        Area::Square(n) => format!("within the central {n}x{n}"),
        Area::Opening => "so that the first three make one of the 26 openings".into(),
        Area::Anywhere => "anywhere on the board".into(),
    }
}

fn opening_error(e: OpeningError) -> String {
    match e {
        OpeningError::BoardSize { size } => format!(
            "Renju's opening rules are played on boards of {MIN_BOARD} to {MAX_SIZE} lines, not {size}"
        ),
        OpeningError::Settled => "The opening is settled: the game goes on".into(),
        OpeningError::WrongSeat { .. } => "It is the other player's turn in the opening".into(),
        OpeningError::NotDue => "The opening does not ask for that now".into(),
        OpeningError::OffBoard => "That point is off the board".into(),
        OpeningError::Occupied => "There is already a stone or an offered 5th move there".into(),
        OpeningError::NotCentre => "The 1st stone goes on the centre point".into(),
        OpeningError::OutsideSquare { size } => {
            format!("That point is outside the central {size}x{size}")
        }
        OpeningError::NotAnOpening => {
            "The first three stones must make one of the 26 openings".into()
        }
        OpeningError::OfferCountNotAllowed { count } => {
            format!("The rule does not allow {count} 5th moves here")
        }
        OpeningError::SymmetricalOffer { .. } => {
            "That 5th move is symmetrical to one already offered".into()
        }
        OpeningError::NotAnOffer => "Take one of the offered 5th moves".into(),
    }
}

fn puzzle_field(field: Field) -> &'static str {
    match field {
        Field::Rule => "rule (freestyle, standard or renju)",
        Field::Size => "board size",
        Field::Kind => "kind (vcf or vct)",
        Field::WinIn => "number of moves to win",
        Field::Position => "position (its moves, like h8i9j10)",
        Field::First => "first moves (first=h8,j10)",
        Field::Origin => "origin (from=starter or from=game)",
    }
}

fn puzzle_line_problem(p: &LineProblem) -> String {
    match p {
        LineProblem::Missing { field } => format!("the {} is missing", puzzle_field(*field)),
        LineProblem::Repeated { field } => format!("the {} is given twice", puzzle_field(*field)),
        LineProblem::UnknownRule { text } => {
            format!("{text} is not a rule: freestyle, standard or renju")
        }
        LineProblem::BadSize { text } => {
            format!("{text} is not a board size the game plays ({MIN_SIZE} to {MAX_SIZE})")
        }
        LineProblem::UnknownKind { text } => format!("{text} is not a kind of puzzle: vcf or vct"),
        LineProblem::BadWinIn { text } => {
            format!("the moves to win, {text}, should be a number from 2 to {MOST_WIN_IN}")
        }
        LineProblem::BadPosition(e) => format!("the position does not read: {}", record_error(e)),
        LineProblem::AlreadyWon => {
            "the position has a five already: nothing is left to solve".into()
        }
        LineProblem::BadFirstMove(e) => format!("a first move does not read: {}", record_error(e)),
        LineProblem::FirstMoveUnplayable { pos, why } => {
            format!(
                "the first move {pos} cannot be played: {}",
                place_error(*why)
            )
        }
        LineProblem::UnknownOrigin { text } => {
            format!("{text} is not an origin: from=starter or from=game")
        }
        LineProblem::UnknownField { text } => format!("{text} is no part of a puzzle"),
    }
}

/// Why a puzzle file, or a line of it, does not read (after a parenthesis, like
/// `record_error`).
pub(super) fn puzzle_error(e: &PuzzleError) -> String {
    match e {
        PuzzleError::Empty => {
            format!("the puzzle file is empty: it begins with '{HEADER} {VERSION}'")
        }
        PuzzleError::NotPuzzles { line, text } => {
            format!("line {line}: {text} is not a puzzle file's first line, '{HEADER} {VERSION}'")
        }
        PuzzleError::UnknownVersion { line, version } => format!(
            "line {line}: the puzzles are written in version {version} of their format, and this game reads version {VERSION}"
        ),
        PuzzleError::BadLine { line, problem } => {
            format!("line {line}: {}", puzzle_line_problem(problem))
        }
    }
}
