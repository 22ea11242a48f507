//! 繁體中文 (Traditional Chinese, Taiwan and Hong Kong usage).

use super::msg::{Msg, Players, Verdict, Who};
use crate::coach::puzzles::{Field, HEADER, LineProblem, MOST_WIN_IN, PuzzleError, VERSION};
use crate::engine::Level;
use crate::notation::{Axis, HeaderProblem, MoveLineProblem, NotationError, PosProblem};
use crate::notation::{column_letter, pos_to_text};
use crate::rules::opening_rule::{Area, MIN_BOARD};
use crate::rules::renju::Forbidden;
use crate::rules::{
    MAX_SIZE, MIN_SIZE, NamedOpening, OpeningError, OpeningRule, PlaceError, Pos, Rule, SetupError,
    Stone, side_fitting,
};

fn stone(s: Stone) -> &'static str {
    match s {
        Stone::Black => "黑棋",
        Stone::White => "白棋",
    }
}

fn cap(s: Stone) -> &'static str {
    match s {
        Stone::Black => "黑棋",
        Stone::White => "白棋",
    }
}

fn level(l: Level) -> &'static str {
    match l {
        Level::Beginner => "入門",
        Level::Classic => "經典",
        Level::Easy => "簡單",
        Level::Medium => "中等",
        Level::Hard => "困難",
        Level::Master => "大師",
    }
}

fn forbidden(f: Forbidden) -> &'static str {
    match f {
        Forbidden::DoubleThree => "三三禁手",
        Forbidden::DoubleFour => "四四禁手",
        Forbidden::Overline => "長連禁手",
    }
}

fn moves(n: usize) -> String {
    if n == 1 {
        "1 手".into()
    } else {
        format!("{n} 手")
    }
}

fn verdict(v: Verdict) -> String {
    match v {
        Verdict::WinsIn { side, moves } => format!("{}{moves}步勝", cap(side)),
        Verdict::Balanced => "局勢均衡".into(),
        Verdict::SlightlyBetter { side } => format!("{}稍優", cap(side)),
        Verdict::Better { side } => format!("{}佔優", cap(side)),
    }
}

fn place_error(e: PlaceError) -> String {
    match e {
        PlaceError::OffBoard => "該點不在棋盤上".into(),
        PlaceError::Occupied => "該處已有棋子".into(),
        PlaceError::GameOver => "對局已結束".into(),
        PlaceError::Forbidden(f) => format!("黑棋禁手：{}", forbidden(f)),
    }
}

/// The letter of a board's last column: 'o' on 15x15.
fn last_column(size: usize) -> char {
    column_letter(size.saturating_sub(1) as u8)
}

fn pos_problem(p: &PosProblem) -> String {
    match p {
        PosProblem::Empty => "內容為空".into(),
        PosProblem::NoColumnLetter => "座標以欄字母開頭，如 h8".into(),
        PosProblem::NoRowNumber { letter } => format!("欄 {letter} 後面缺少列號"),
        PosProblem::NotARowNumber => "欄字母後只能接列號，如 h8".into(),
        PosProblem::ColumnOffBoard { letter, size } => {
            format!(
                "欄 {letter} 超出 {size}x{size} 棋盤（a 至 {}）",
                last_column(*size)
            )
        }
        PosProblem::RowOffBoard { row, size } => {
            format!("列 {row} 超出 {size}x{size} 棋盤（1 至 {size}）")
        }
    }
}

const PSQ_HEADER: &str = "PSQ 檔案的第一行應類似 'Piskvork 15x15, 11:11, 0'";

fn axis(a: Axis) -> &'static str {
    match a {
        Axis::Column => "欄",
        Axis::Row => "列",
    }
}

fn header_problem(p: HeaderProblem) -> String {
    match p {
        HeaderProblem::NoSize => "沒有棋盤大小".into(),
        HeaderProblem::NotSquare { width, height } => {
            format!("棋盤為 {width}x{height}，這裡只下正方形棋盤")
        }
        HeaderProblem::UnsupportedSize { size } => {
            format!("不支援 {size}x{size} 的棋盤（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
    }
}

fn move_line_problem(p: &MoveLineProblem) -> String {
    match p {
        MoveLineProblem::NotXYTime => "每手一行，格式為 x,y,時間".into(),
        MoveLineProblem::NotANumber { axis: a, text } => {
            format!("{} {text} 不是數字", axis(*a))
        }
        MoveLineProblem::OffBoard {
            axis: a,
            value,
            size,
        } => {
            format!(
                "{} {value} 超出 {size}x{size} 棋盤（1 至 {size}）",
                axis(*a)
            )
        }
        MoveLineProblem::BadTime { text } => format!("時間 {text} 不是毫秒數"),
    }
}

pub(super) fn record_error(e: &NotationError) -> String {
    match e {
        NotationError::BadCoordinate { text, why } => {
            format!("座標 {text} 有誤：{}", pos_problem(why))
        }
        NotationError::BadCoordinateAtMove { text, number, why } => {
            format!("第 {number} 手的座標 {text} 有誤：{}", pos_problem(why))
        }
        NotationError::Unplayable { number, pos, why } => {
            format!("第 {number} 手（{pos}）無法落子：{}", place_error(*why))
        }
        NotationError::EmptyRecord => "棋譜是空的".into(),
        NotationError::PsqEmpty => format!("檔案是空的：{PSQ_HEADER}"),
        NotationError::PsqBadHeader { text, why } => {
            format!(
                "第 1 行：{}；{PSQ_HEADER}，而不是 {text}",
                header_problem(*why)
            )
        }
        NotationError::PsqBadMove {
            line,
            number,
            text,
            why,
        } => {
            format!(
                "第 {line} 行：第 {number} 手 {text} 有誤：{}",
                move_line_problem(why)
            )
        }
        NotationError::PsqTaken {
            line,
            number,
            pos,
            earlier,
        } => {
            format!("第 {line} 行：第 {number} 手落在 {pos}，該點已被第 {earlier} 手佔據")
        }
        NotationError::LinkBadSize { text } => {
            format!("連結中的棋盤大小 {text} 不受支援（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
        NotationError::LinkBadRule { text } => {
            format!("連結中的規則 {text} 不是 freestyle、standard 或 renju")
        }
        NotationError::BadOpeningAction { number, text, why } => match why {
            Some(why) => format!(
                "開局第 {number} 步 {text} 不是有效的點：{}",
                pos_problem(why)
            ),
            None => format!(
                "開局第 {number} 步 {text} 無法識別：請寫點（h8）、s（交換）、n（不交換）、=5（打 5 個點）或 !h8（選定 h8 的打點）"
            ),
        },
        NotationError::LinkBadSide { text } => {
            format!("連結中的走棋方 {text} 不是 black 或 white")
        }
        NotationError::BadSetupStone {
            stone: s,
            number,
            text,
            why,
        } => format!(
            "擺棋局面的第 {number} 個{}子 {text} 不是有效的點：{}",
            colour_char(*s),
            pos_problem(why)
        ),
        NotationError::UnknownOpeningRule { text } => {
            format!("開局規則 {text} 不是 soosorv-8、taraguchi-10 或 rif")
        }
        NotationError::ActionsWithoutOpening => {
            "連結有開局步（actions=）而沒有開局規則（opening=soosorv-8、taraguchi-10 或 rif）"
                .into()
        }
        NotationError::PsqBadSetupLine { line, text } => {
            format!("第 {line} 行：{text} 不是擺棋行，格式應類似 'Setup: stones=4 tomove=black'")
        }
        NotationError::PsqBadOpeningLine { line, text } => format!(
            "第 {line} 行：{text} 不是開局行，格式應類似 'Opening: rule=soosorv-8 actions=h8h9h10n'"
        ),
        NotationError::PsqSetupTooLong {
            line,
            stones,
            moves,
        } => format!("第 {line} 行：擺棋局面有 {stones} 個棋子，而檔案中只有 {moves} 個"),
        NotationError::BadSetup(why) => {
            format!("擺棋局面無法繼續對局：{}", setup_error(why))
        }
        NotationError::SetupAndOpening => {
            "棋譜不能同時有擺棋局面和開局規則：開局規則須從空棋盤開始".into()
        }
        NotationError::OpeningRefused { number, why } => match why {
            OpeningError::BoardSize { .. } => opening_error(*why),
            _ => format!("開局第 {number} 步不被接受：{}", opening_error(*why)),
        },
        NotationError::OpeningNotTheGame {
            number,
            opening,
            game,
        } => match game {
            Some(game) => {
                format!("開局的第 {number} 子在 {opening}，而對局的第 {number} 手在 {game}")
            }
            None => format!("開局的第 {number} 子在 {opening}，而對局沒有第 {number} 手"),
        },
        NotationError::MoveBeforeSettled { number } => {
            format!("第 {number} 手下在開局確定之前")
        }
    }
}

/// Why no game can start from a set-up (after a colon, like `record_error`).
pub(super) fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::BoardSize { size } => {
            format!("不支援 {size}x{size} 的棋盤（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
        SetupError::OffBoard { size, .. } => format!("有棋子在 {size}x{size} 棋盤之外"),
        SetupError::Twice { pos, size } => {
            format!("{} 上擺了兩個棋子", pos_to_text(*pos, *size))
        }
        SetupError::Full => "棋盤已滿，無處落子".into(),
        SetupError::Counts {
            black,
            white,
            to_move,
        } => {
            let fit = match side_fitting(*black, *white) {
                Some(side) if side != *to_move => format!("；改為輪到{}即可", stone(side)),
                _ => String::new(),
            };
            format!(
                "黑子 {black} 個、白子 {white} 個，不能輪到{}：輪到黑棋時黑白子數須相等，輪到白棋時黑子須多一個{fit}",
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
                "{}已經連成五子（{} 至 {}）",
                cap(*s),
                end(line.first()),
                end(line.last())
            )
        }
    }
}

pub(super) fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppTitle => "五子棋".into(),
        Msg::StoneName(s) => cap(*s).into(),
        Msg::RuleName(r) => match r {
            Rule::Freestyle => "無禁手（自由規則）",
            Rule::Standard => "標準規則",
            Rule::Renju => "連珠（有禁手）",
        }
        .into(),
        Msg::RuleHelp(r) => match r {
            Rule::Freestyle => "連成五子或更多即獲勝。",
            Rule::Standard => "剛好連成五子才算勝，六子以上不算。",
            Rule::Renju => "黑棋不得走三三、四四或長連禁手（以 × 標示）。",
        }
        .into(),
        Msg::LevelName(l) => level(*l).into(),
        Msg::LevelHelp(l) => match l {
            Level::Beginner => "連成自己最長的一條線，或擋住你的",
            Level::Classic => "經典的棋形計分，帶一點隨機",
            Level::Easy => "只往前看幾步",
            Level::Medium => "能看出幾步內的威脅",
            Level::Hard => "搜尋必勝的連續沖四、活三",
            Level::Master => "用盡全部思考時間",
        }
        .into(),
        Msg::ForbiddenName(f) => forbidden(*f).into(),
        Msg::PlayersName(m) => match m {
            Players::HumanVsHuman => "雙人對戰",
            Players::HumanVsComputer => "人機對戰",
            Players::Demo => "示範（電腦對電腦）",
        }
        .into(),
        Msg::Tagline => "先連成五子者勝。".into(),
        Msg::MenuBoard => "棋盤".into(),
        Msg::MenuRule => "規則".into(),
        Msg::MenuPlayers => "對局方式".into(),
        Msg::MenuYouPlay => "你執".into(),
        Msg::MenuComputer => "電腦".into(),
        Msg::MenuLanguage => "語言".into(),
        Msg::MenuBoardLook => "棋盤外觀".into(),
        Msg::ConfirmTaps => "點兩下落子".into(),
        Msg::BoardLookWood => "木紋".into(),
        Msg::BoardLookPaper => "紙面".into(),
        Msg::BoardLookSlate => "石板".into(),
        Msg::BlackMovesFirst => "黑棋（先手）".into(),
        Msg::StartNewGame => "開始新對局".into(),
        Msg::ResumeGame => "繼續對局".into(),
        Msg::HomePlayComputer => "與電腦對弈".into(),
        Msg::HomePlayFriend => "與朋友對弈：同螢幕或聯網".into(),
        Msg::HomeWatch => "觀看電腦對弈".into(),
        Msg::HomeContinue => "繼續這一局".into(),
        Msg::HomeSettings => "設定".into(),
        Msg::HomeBack => "‹ 返回".into(),
        Msg::HomePlay => "開始".into(),
        Msg::HomeLevel => "難度".into(),
        Msg::HomeBoardAndRules => "棋盤與規則".into(),
        Msg::HomeDone => "完成".into(),
        Msg::HomeYouPlayAs(side) => format!("你執{}", stone(*side)),
        Msg::HomeNamedOpening => "從指定開局開始".into(),
        Msg::HomeNamedOpenings => "連珠的二十六種開局".into(),
        Msg::HomeDirect => "直指（白子緊貼天元）".into(),
        Msg::HomeIndirect => "斜指（白子斜對天元）".into(),
        Msg::ModeYouVs { human, level: l } => format!("你（{}）對 {}", stone(*human), level(*l)),
        Msg::ModeDemoItself { level: l } => format!("示範：{} 自我對弈", level(*l)),
        Msg::ComputerSideThinking { side } => format!("電腦（{}）思考中…", stone(*side)),
        Msg::YourMove { side } => format!("輪到你了（{}）", stone(*side)),
        Msg::SideToMove { side } => format!("輪到{}", cap(*side)),
        Msg::MovesPlayed { count } => format!("已下手數：{count}"),
        Msg::Evaluation(v) => format!("形勢：{}", verdict(*v)),
        Msg::NewGame => "重新開始".into(),
        Msg::Menu => "選單".into(),
        Msg::Undo => "悔棋".into(),
        Msg::Redo => "復原".into(),
        Msg::Hint => "提示".into(),
        Msg::UndoShortcut => "Ctrl+Z".into(),
        Msg::RedoShortcut => "Ctrl+Y".into(),
        Msg::HintShortcut => "Shift+H：讓電腦建議一步棋".into(),
        Msg::MoveNumbers => "顯示手數".into(),
        Msg::Sound => "音效".into(),
        Msg::NoMovesYet => "（尚無著法）".into(),
        Msg::AfterMoves { count } => format!("共 {}", moves(*count)),
        Msg::Record => "棋譜".into(),
        Msg::CopyMoves => "複製棋步".into(),
        Msg::CopyPsq => "複製 PSQ".into(),
        Msg::PasteRecord => "貼上棋步字串（h8i9j10）或 PSQ 檔案：".into(),
        Msg::LoadRecord => "載入棋譜".into(),
        Msg::File => "檔案".into(),
        Msg::DownloadPsq => "下載 PSQ".into(),
        Msg::OpenFile => "開啟檔案…".into(),
        Msg::SavePsq => "儲存 PSQ".into(),
        Msg::LoadFile => "載入檔案".into(),
        Msg::GameOverTitle => "對局結束".into(),
        Msg::PlayAgain => "再下一局".into(),
        Msg::YouWin { stone: s } => format!("你執{}獲勝！", stone(*s)),
        Msg::ComputerWins { stone: s } => format!("電腦（{}）獲勝", stone(*s)),
        Msg::SideWins { stone: s } => format!("{}獲勝", cap(*s)),
        Msg::DrawBoardFull => "和棋：棋盤已下滿".into(),
        Msg::GameGoesOn => "對局繼續".into(),
        Msg::NewGameBlackFirst => "新對局：黑棋先下".into(),
        Msg::GameResumed => "已繼續對局".into(),
        Msg::NewBoardOrRule => "棋盤或規則已變更：已開始新對局".into(),
        Msg::NothingToTakeBack => "沒有可悔的棋".into(),
        Msg::TookBack { count } => format!("悔棋 {}", moves(*count)),
        Msg::NothingToRedo => "沒有可復原的棋".into(),
        Msg::Replayed { count } => format!("復原 {}", moves(*count)),
        Msg::ChooseRecord => "請選擇要載入的 PSQ 檔案或棋步字串".into(),
        Msg::LoadedGame { count } => format!("已載入棋譜，共 {}", moves(*count)),
        Msg::CouldNotLoad(e) => format!("無法載入這份棋譜（{}）；對局不變", record_error(e)),
        Msg::ClickToPlace => "點擊棋盤上的交叉點落子".into(),
        Msg::TapAgainToPlace { pos } => format!("再點一下 {pos} 落子"),
        Msg::PleaseWait => "請稍候：電腦思考中".into(),
        Msg::GameOverChoose => "對局已結束：請選擇「再下一局」或「選單」".into(),
        Msg::MovePlayed {
            number,
            stone: s,
            pos,
        } => format!("第 {number} 手：{} {pos}", stone(*s)),
        Msg::CannotPlay { pos, why } => format!("不能下在 {pos}：{}", place_error(*why)),
        Msg::ForbiddenPoint { pos, why } => format!("{pos} 是黑棋的禁手點（{}）", forbidden(*why)),
        Msg::SavedTo { name } => format!("棋譜已儲存至 {name}"),
        Msg::CouldNotSave { name, reason } => format!("無法儲存 {name}：{reason}"),
        Msg::CouldNotRead { name, reason } => format!("無法讀取 {name}：{reason}"),
        Msg::DownloadedAs { name } => format!("棋譜已下載為 {name}"),
        Msg::CouldNotDownload { name, reason } => format!("無法下載 {name}：{reason}"),
        Msg::NoFileChooser { reason } => format!("無法開啟檔案選擇視窗：{reason}"),
        Msg::NoHintGameOver => "對局已結束：無提示可給".into(),
        Msg::LookingForMove => "正在尋找好棋…".into(),
        Msg::HintFor {
            side,
            pos,
            verdict: v,
        } => format!("{}提示：{pos}（{}）", stone(*side), verdict(*v)),
        Msg::ComputerLevelThinking { level: l } => format!("電腦（{}）思考中", level(*l)),
        Msg::ComputerNoMove => "電腦無棋可下".into(),
        Msg::WebLoading => "遊戲載入中…".into(),
        Msg::WebLoadFailed { reason } => format!("遊戲無法啟動：{reason}"),
        Msg::WebStarting => "正在啟動…".into(),
        Msg::WebNoWebGl => "此瀏覽器無法顯示遊戲：WebGL2 未啟用或不受支援。".into(),
        Msg::WebRetry => "重試".into(),
        Msg::MenuOpening => "開局".into(),
        Msg::OpeningFree => "自由".into(),
        Msg::OpeningSwap2 => "Swap2".into(),
        Msg::OpeningHelp => {
            "Swap2：一方先擺三子（黑、白、黑）；另一方選擇執黑、執白，或再擺兩子並把選色權交回。"
                .into()
        }
        Msg::MenuWhoOpens => "誰來擺子".into(),
        Msg::OpenerYou => "你".into(),
        Msg::OpenerComputer => "電腦".into(),
        Msg::MenuClock => "計時".into(),
        Msg::ClockNone => "不計時".into(),
        Msg::ClockPreset { minutes, increment } => match increment {
            0 => format!("{minutes} 分鐘"),
            inc => format!("{minutes} 分鐘 + 每手 {inc} 秒"),
        },
        Msg::ClockCustom => "自定義".into(),
        Msg::ClockMinutes => "分鐘".into(),
        Msg::ClockIncrement => "秒/手".into(),
        Msg::ClockSide { stone: s, time } => format!("{} {time}", cap(*s)),
        Msg::Resign => "認輸".into(),
        Msg::ResignConfirm => "確定認輸嗎？".into(),
        Msg::ResignYes => "認輸".into(),
        Msg::Cancel => "取消".into(),
        Msg::CopyLink => "複製連結".into(),
        Msg::LinkCopied => "已複製此局面的連結".into(),
        Msg::TakeBlack => "執黑".into(),
        Msg::StayWhite => "執白".into(),
        Msg::TakeWhite => "執白".into(),
        Msg::PlaceTwoMore => "再擺兩子".into(),
        Msg::Swap2PlaceThree { who, placed } => match who {
            Who::You => format!("Swap2：請擺三子：黑、白、黑（已擺 {placed}/3）"),
            Who::Computer => "Swap2：電腦正在擺開局三子".into(),
            _ => format!("Swap2：請先手方擺三子：黑、白、黑（已擺 {placed}/3）"),
        },
        Msg::Swap2ChooseAfterThree { who } => match who {
            Who::Computer => "Swap2：電腦正在選擇顏色".into(),
            Who::You => "Swap2：請選擇執黑、執白並下第 4 子，或再擺兩子".into(),
            _ => "Swap2：請後手方選擇執黑、執白並下第 4 子，或再擺兩子".into(),
        },
        Msg::Swap2PlaceTwo { who, placed } => match who {
            Who::You => format!("Swap2：請再擺一白一黑（已擺 {placed}/2），之後由電腦選色"),
            Who::Computer => "Swap2：電腦正在再擺兩子".into(),
            _ => format!("Swap2：請後手方再擺一白一黑（已擺 {placed}/2），之後由先手方選色"),
        },
        Msg::Swap2ChooseAfterFive { who } => match who {
            Who::Computer => "Swap2：電腦正在選擇顏色".into(),
            Who::You => "Swap2：請選擇執黑（白方接著下），或執白並下第 6 子".into(),
            _ => "Swap2：請先手方選擇執黑（白方接著下），或執白並下第 6 子".into(),
        },
        Msg::Swap2Took { who, stone: s } => match who {
            Who::You => format!("你執{}", stone(*s)),
            Who::Computer => format!("電腦執{}", stone(*s)),
            Who::FirstPlayer => format!("先手方執{}", stone(*s)),
            Who::SecondPlayer => format!("後手方執{}", stone(*s)),
        },
        Msg::Swap2WillPlaceTwo { who } => match who {
            Who::You => "你再擺兩子".into(),
            Who::Computer => "電腦再擺兩子".into(),
            _ => "後手方再擺兩子".into(),
        },
        Msg::Swap2ChoiceNotOpen => "現在不能做這個選擇".into(),
        Msg::YouResigned => "你認輸了".into(),
        Msg::SideResigned { loser } => format!("{}認輸，{}勝", cap(*loser), cap(loser.opponent())),
        Msg::YouLostOnTime => "你超時負".into(),
        Msg::ComputerLostOnTime => "電腦超時負：你贏了！".into(),
        Msg::SideLostOnTime { loser } => format!("{}超時負", cap(*loser)),
        Msg::NoResignNow => "現在沒有可以認輸的對局".into(),
        Msg::Review => "復盤".into(),
        Msg::PlayFromHere => "從這裡繼續下".into(),
        Msg::ReviewKeys => "Home、←、→、End".into(),
        Msg::ReviewPosition { shown, total } => format!("復盤：第 {shown} 手，共 {total} 手"),
        Msg::ReviewingClick => "正在復盤：按「從這裡繼續下」接著下棋".into(),
        Msg::Analysis => "分析".into(),
        Msg::AnalysisWaiting => "正在分析…".into(),
        Msg::AnalysisVerdict { verdict: v, depth } => {
            format!("分析：{}（深度 {depth}）", verdict(*v))
        }
        Msg::GraphProgress { read, total } => format!("形勢圖：已分析 {read}/{total} 個局面"),
        Msg::OpeningName(o) => match o {
            // Taiwan's forms: 遊星 (游 is another word in this script), 恆星 (not 恒).
            NamedOpening::Kansei => "寒星",
            NamedOpening::Keigetsu => "溪月",
            NamedOpening::Sosei => "疏星",
            NamedOpening::Kagetsu => "花月",
            NamedOpening::Zangetsu => "殘月",
            NamedOpening::Ugetsu => "雨月",
            NamedOpening::Kinsei => "金星",
            NamedOpening::Shogetsu => "松月",
            NamedOpening::Kyugetsu => "丘月",
            NamedOpening::Shingetsu => "新月",
            NamedOpening::Zuisei => "瑞星",
            NamedOpening::Sangetsu => "山月",
            NamedOpening::Yusei => "遊星",
            NamedOpening::Chosei => "長星",
            NamedOpening::Kyogetsu => "峽月",
            NamedOpening::Kosei => "恆星",
            NamedOpening::Suigetsu => "水月",
            NamedOpening::Ryusei => "流星",
            NamedOpening::Ungetsu => "雲月",
            NamedOpening::Hogetsu => "浦月",
            NamedOpening::Rangetsu => "嵐月",
            NamedOpening::Gingetsu => "銀月",
            NamedOpening::Myojo => "明星",
            NamedOpening::Shagetsu => "斜月",
            NamedOpening::Meigetsu => "名月",
            NamedOpening::Suisei => "彗星",
        }
        .into(),
        Msg::OpeningRuleName(r) => match r {
            OpeningRule::Soosorv8 => "索索夫-8",
            OpeningRule::Taraguchi10 => "塔拉口-10",
            OpeningRule::Rif => "RIF（山口）",
        }
        .into(),
        Msg::OpeningRuleHelp(r) => match r {
            OpeningRule::Soosorv8 => "一方擺出 26 種開局之一，另一方可交換。白棋下第 4 手並聲明黑棋第 5 手的打點數（1 至 8 個），另一方可交換。黑棋擺出相應數量、互不對稱的打點，白棋選定其一後下第 6 手。",
            OpeningRule::Taraguchi10 => "第 1 至 4 手依次下在天元和中心 3×3、5×5、7×7 之內，每手之後另一方可交換。隨後黑棋或在中心 9×9 之內下一手第 5 手（另一方可再交換一次），或擺出 10 個互不對稱的打點由白棋選擇其一。",
            OpeningRule::Rif => "一方擺出 26 種開局之一，並聲明黑棋第 5 手的打點數（1 至 10 個），另一方可交換。白棋在任意位置下第 4 手，黑棋擺出相應數量、互不對稱的打點，白棋選定其一後下第 6 手。",
        }
        .into(),
        Msg::OpeningPlaceStone {
            player,
            stone: s,
            number,
            area: a,
        } => {
            if player == s {
                format!("{}下第 {number} 手：{}", cap(*player), area(*a))
            } else {
                let (player, s, a) = (cap(*player), colour_char(*s), area(*a));
                format!("{player}擺第 {number} 手{s}子：{a}")
            }
        }
        Msg::OpeningChooseSwap { stone: s } => format!("{}：交換黑白，還是繼續執{}？", cap(*s), colour_char(*s)),
        Msg::OpeningDeclareOffers { stone: s, max } => format!("{}：黑棋第 5 手要打幾個點？（1 至 {max} 個）", cap(*s)),
        Msg::OpeningOneOrOffers { offers } => format!("黑棋：下一手第 5 手（之後對方可交換），還是擺出 {offers} 個第 5 手打點由白棋選擇？"),
        Msg::OpeningPlaceOffer { placed, of } => format!("黑棋：擺出 {of} 個互不對稱的第 5 手打點（已擺 {placed}/{of}）"),
        Msg::OpeningChooseOffer { offers } => format!("白棋：從 {offers} 個打點中選定第 5 手，然後下第 6 手"),
        Msg::OpeningRefused(why) => opening_error(*why),
        Msg::OpeningSwapped { who, stone: s } => match who {
            Who::You => format!("你交換，現在執{}", colour_char(*s)),
            Who::Computer => format!("電腦交換，現在執{}", colour_char(*s)),
            Who::FirstPlayer => format!("先手方交換，現在執{}", colour_char(*s)),
            Who::SecondPlayer => format!("後手方交換，現在執{}", colour_char(*s)),
        },
        Msg::OpeningKept { who, stone: s } => match who {
            Who::You => format!("你繼續執{}", colour_char(*s)),
            Who::Computer => format!("電腦繼續執{}", colour_char(*s)),
            Who::FirstPlayer => format!("先手方繼續執{}", colour_char(*s)),
            Who::SecondPlayer => format!("後手方繼續執{}", colour_char(*s)),
        },
        Msg::OpeningDeclared { who, count } => match who {
            Who::You => format!("你聲明打 {count} 個點"),
            Who::Computer => format!("電腦聲明打 {count} 個點"),
            Who::FirstPlayer => format!("先手方聲明打 {count} 個點"),
            Who::SecondPlayer => format!("後手方聲明打 {count} 個點"),
        },
        Msg::OpeningOffered { pos, placed, of } => format!("第 5 手打點：{pos}（{placed}/{of}）"),
        Msg::OpeningSwapButton => "交換".into(),
        Msg::OpeningKeepButton { stone: s } => format!("繼續執{}", colour_char(*s)),
        Msg::OpeningPlayOneButton => "下一手第 5 手".into(),
        Msg::OpeningOfferButton { count } => format!("打 {count} 個點"),
        Msg::EditBoard => "編輯棋盤".into(),
        Msg::HomeSetUpPosition => "擺棋".into(),
        Msg::EditorTitle => "擺棋".into(),
        Msg::EditorHelp => "點擊棋盤放下所選棋子；再次點擊同色棋子可將其拿走。".into(),
        Msg::EditorBlackStones => "黑子".into(),
        Msg::EditorWhiteStones => "白子".into(),
        Msg::EditorRemove => "移除".into(),
        Msg::EditorToMove => "輪到：".into(),
        Msg::EditorClear => "清空棋盤".into(),
        Msg::EditorReady { to_move } => format!("可以開始：輪到{}", stone(*to_move)),
        Msg::EditorForbiddenMarked { count } => format!("{count} 個黑子位於禁手點（已標出）"),
        Msg::EditorPlayFriend => "從此處與朋友對局".into(),
        Msg::EditorPlayComputer { human } => format!("從此處與電腦對局（你執{}）", colour_char(*human)),
        Msg::EditorAnalyse => "分析".into(),
        Msg::EditorBack => "返回對局".into(),
        Msg::ComputerOpening(reason) => super::opening_reason::text(reason, super::Lang::ZhHant),
        Msg::Explain { fact, size } => super::explain::text(fact, *size, super::Lang::ZhHant),
        Msg::EditorKeys => "按鍵：B 黑子，W 白子，R 移除，T 換輪到的一方，Enter 開始，Esc 返回".into(),
        Msg::EditorPut { pos, stone: s } => match s {
            Some(s) => format!("{pos} 放{}", stone(*s)),
            None => format!("{pos} 已清空"),
        },
        Msg::PlayingFromSetup { stones } => format!("從擺棋局面開始（{stones} 子）"),
        Msg::SetupRefused(why) => format!("此擺棋局面無法開始對局：{}", setup_error(why)),
        Msg::PuzzlesNotLoaded(why) => {
            format!("無法載入殘局（{}）；遊戲繼續", puzzle_error(why))
        }
        Msg::PuzzleSkipped(why) => format!("一個殘局無法載入（{}）；另外的殘局已載入", puzzle_error(why)),
        Msg::Puzzle(phrase) => super::puzzle_mode::text(phrase, super::Lang::ZhHant),
        Msg::Online(phrase) => super::online::text(phrase, super::Lang::ZhHant),
        Msg::Access(phrase) => super::access::text(phrase, super::Lang::ZhHant),
        Msg::Coach(phrase) => super::coach_review::text(phrase, super::Lang::ZhHant),
    }
}

/// 黑 or 白, as in 执黑 (holding black).
fn colour_char(s: Stone) -> &'static str {
    match s {
        Stone::Black => "黑",
        Stone::White => "白",
    }
}

fn area(a: Area) -> String {
    match a {
        Area::Centre => "須下在天元".into(),
        Area::Square(n) => format!("須在中心 {n}×{n} 之內"),
        Area::Opening => "須與前兩手組成 26 種開局之一".into(),
        Area::Anywhere => "可下在棋盤任意位置".into(),
    }
}

fn opening_error(e: OpeningError) -> String {
    match e {
        OpeningError::BoardSize { size } => {
            format!("連珠開局規則用於 {MIN_BOARD} 至 {MAX_SIZE} 路的棋盤，不能用於 {size} 路")
        }
        OpeningError::Settled => "開局已定，對局繼續".into(),
        OpeningError::WrongSeat { .. } => "現在輪到對方".into(),
        OpeningError::NotDue => "開局現在不需要這一步".into(),
        OpeningError::OffBoard => "該點不在棋盤上".into(),
        OpeningError::Occupied => "該處已有棋子或打點".into(),
        OpeningError::NotCentre => "第 1 手須下在天元".into(),
        OpeningError::OutsideSquare { size } => format!("該點不在中心 {size}×{size} 之內"),
        OpeningError::NotAnOpening => "前三手須組成 26 種開局之一".into(),
        OpeningError::OfferCountNotAllowed { count } => format!("此處規則不允許打 {count} 個點"),
        OpeningError::SymmetricalOffer { .. } => "該打點與已擺的打點對稱".into(),
        OpeningError::NotAnOffer => "請從打點中選定第 5 手".into(),
    }
}

fn puzzle_field(field: Field) -> &'static str {
    match field {
        Field::Rule => "規則（freestyle、standard 或 renju）",
        Field::Size => "棋盤大小",
        Field::Kind => "種類（vcf 或 vct）",
        Field::WinIn => "取勝步數",
        Field::Position => "局面（其著法，如 h8i9j10）",
        Field::First => "第一手（first=h8,j10）",
        Field::Origin => "出處（from=starter 或 from=game）",
    }
}

fn puzzle_line_problem(p: &LineProblem) -> String {
    match p {
        LineProblem::Missing { field } => format!("缺少{}", puzzle_field(*field)),
        LineProblem::Repeated { field } => format!("{}出現了兩次", puzzle_field(*field)),
        LineProblem::UnknownRule { text } => {
            format!("{text} 不是規則：應為 freestyle、standard 或 renju")
        }
        LineProblem::BadSize { text } => {
            format!("{text} 不是支援的棋盤大小（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
        LineProblem::UnknownKind { text } => format!("{text} 不是殘局的種類：應為 vcf 或 vct"),
        LineProblem::BadWinIn { text } => {
            format!("取勝步數 {text} 應為 2 至 {MOST_WIN_IN} 的數")
        }
        LineProblem::BadPosition(e) => format!("局面無法讀取：{}", record_error(e)),
        LineProblem::AlreadyWon => "局面中已有五連：已經分出勝負".into(),
        LineProblem::BadFirstMove(e) => format!("第一手無法讀取：{}", record_error(e)),
        LineProblem::FirstMoveUnplayable { pos, why } => {
            format!("第一手 {pos} 無法落子：{}", place_error(*why))
        }
        LineProblem::UnknownOrigin { text } => {
            format!("{text} 不是出處：應為 from=starter 或 from=game")
        }
        LineProblem::UnknownField { text } => format!("{text} 不是殘局的一部分"),
    }
}

/// Why a puzzle file, or a line of it, does not read (as `record_error`).
pub(super) fn puzzle_error(e: &PuzzleError) -> String {
    match e {
        PuzzleError::Empty => format!("殘局檔案是空的：第一行應為 '{HEADER} {VERSION}'"),
        PuzzleError::NotPuzzles { line, text } => {
            format!("第 {line} 行：{text} 不是殘局檔案的第一行 '{HEADER} {VERSION}'")
        }
        PuzzleError::UnknownVersion { line, version } => format!(
            "第 {line} 行：殘局檔案的格式編號為 {version}，這個遊戲只能讀取格式編號 {VERSION}"
        ),
        PuzzleError::BadLine { line, problem } => {
            format!("第 {line} 行：{}", puzzle_line_problem(problem))
        }
    }
}
