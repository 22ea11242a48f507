//! 简体中文 (Simplified Chinese).

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
        Level::Beginner => "入门",
        Level::Classic => "经典",
        Level::Easy => "简单",
        Level::Medium => "中等",
        Level::Hard => "困难",
        Level::Master => "大师",
    }
}

fn forbidden(f: Forbidden) -> &'static str {
    match f {
        Forbidden::DoubleThree => "三三禁手",
        Forbidden::DoubleFour => "四四禁手",
        Forbidden::Overline => "长连禁手",
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
        Verdict::WinsIn { side, moves } => format!("{}{moves}步胜", cap(side)),
        Verdict::Balanced => "局面均势".into(),
        Verdict::SlightlyBetter { side } => format!("{}稍优", cap(side)),
        Verdict::Better { side } => format!("{}占优", cap(side)),
    }
}

fn place_error(e: PlaceError) -> String {
    match e {
        PlaceError::OffBoard => "该点不在棋盘上".into(),
        PlaceError::Occupied => "该处已有棋子".into(),
        PlaceError::GameOver => "对局已结束".into(),
        PlaceError::Forbidden(f) => format!("黑棋禁手：{}", forbidden(f)),
    }
}

/// The letter of a board's last column: 'o' on 15x15.
fn last_column(size: usize) -> char {
    column_letter(size.saturating_sub(1) as u8)
}

fn pos_problem(p: &PosProblem) -> String {
    match p {
        PosProblem::Empty => "内容为空".into(),
        PosProblem::NoColumnLetter => "坐标以列字母开头，如 h8".into(),
        PosProblem::NoRowNumber { letter } => format!("列 {letter} 后面缺少行号"),
        PosProblem::NotARowNumber => "列字母后只能跟行号，如 h8".into(),
        PosProblem::ColumnOffBoard { letter, size } => {
            format!(
                "列 {letter} 超出 {size}x{size} 棋盘（a 至 {}）",
                last_column(*size)
            )
        }
        PosProblem::RowOffBoard { row, size } => {
            format!("行 {row} 超出 {size}x{size} 棋盘（1 至 {size}）")
        }
    }
}

const PSQ_HEADER: &str = "PSQ 文件的第一行应类似 'Piskvork 15x15, 11:11, 0'";

fn axis(a: Axis) -> &'static str {
    match a {
        Axis::Column => "列",
        Axis::Row => "行",
    }
}

fn header_problem(p: HeaderProblem) -> String {
    match p {
        HeaderProblem::NoSize => "没有棋盘大小".into(),
        HeaderProblem::NotSquare { width, height } => {
            format!("棋盘为 {width}x{height}，这里只下正方形棋盘")
        }
        HeaderProblem::UnsupportedSize { size } => {
            format!("不支持 {size}x{size} 的棋盘（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
    }
}

fn move_line_problem(p: &MoveLineProblem) -> String {
    match p {
        MoveLineProblem::NotXYTime => "每手一行，格式为 x,y,时间".into(),
        MoveLineProblem::NotANumber { axis: a, text } => {
            format!("{} {text} 不是数字", axis(*a))
        }
        MoveLineProblem::OffBoard {
            axis: a,
            value,
            size,
        } => {
            format!(
                "{} {value} 超出 {size}x{size} 棋盘（1 至 {size}）",
                axis(*a)
            )
        }
        MoveLineProblem::BadTime { text } => format!("时间 {text} 不是毫秒数"),
    }
}

pub(super) fn record_error(e: &NotationError) -> String {
    match e {
        NotationError::BadCoordinate { text, why } => {
            format!("坐标 {text} 有误：{}", pos_problem(why))
        }
        NotationError::BadCoordinateAtMove { text, number, why } => {
            format!("第 {number} 手的坐标 {text} 有误：{}", pos_problem(why))
        }
        NotationError::Unplayable { number, pos, why } => {
            format!("第 {number} 手（{pos}）无法落子：{}", place_error(*why))
        }
        NotationError::EmptyRecord => "棋谱是空的".into(),
        NotationError::PsqEmpty => format!("文件为空：{PSQ_HEADER}"),
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
                "第 {line} 行：第 {number} 手 {text} 有误：{}",
                move_line_problem(why)
            )
        }
        NotationError::PsqTaken {
            line,
            number,
            pos,
            earlier,
        } => {
            format!("第 {line} 行：第 {number} 手落在 {pos}，该点已被第 {earlier} 手占据")
        }
        NotationError::LinkBadSize { text } => {
            format!("链接中的棋盘大小 {text} 不受支持（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
        NotationError::LinkBadRule { text } => {
            format!("链接中的规则 {text} 不是 freestyle、standard 或 renju")
        }
        NotationError::BadOpeningAction { number, text, why } => match why {
            Some(why) => format!(
                "开局第 {number} 步 {text} 不是有效的点：{}",
                pos_problem(why)
            ),
            None => format!(
                "开局第 {number} 步 {text} 无法识别：请写点（h8）、s（交换）、n（不交换）、=5（打 5 个点）或 !h8（选定 h8 的打点）"
            ),
        },
        NotationError::LinkBadSide { text } => {
            format!("链接中的走棋方 {text} 不是 black 或 white")
        }
        NotationError::BadSetupStone {
            stone: s,
            number,
            text,
            why,
        } => format!(
            "摆棋局面的第 {number} 个{}子 {text} 不是有效的点：{}",
            colour_char(*s),
            pos_problem(why)
        ),
        NotationError::UnknownOpeningRule { text } => {
            format!("开局规则 {text} 不是 soosorv-8、taraguchi-10 或 rif")
        }
        NotationError::ActionsWithoutOpening => {
            "链接有开局步（actions=）而没有开局规则（opening=soosorv-8、taraguchi-10 或 rif）"
                .into()
        }
        NotationError::PsqBadSetupLine { line, text } => {
            format!("第 {line} 行：{text} 不是摆棋行，格式应类似 'Setup: stones=4 tomove=black'")
        }
        NotationError::PsqBadOpeningLine { line, text } => format!(
            "第 {line} 行：{text} 不是开局行，格式应类似 'Opening: rule=soosorv-8 actions=h8h9h10n'"
        ),
        NotationError::PsqSetupTooLong {
            line,
            stones,
            moves,
        } => format!("第 {line} 行：摆棋局面有 {stones} 个棋子，而文件中只有 {moves} 个"),
        NotationError::BadSetup(why) => {
            format!("摆棋局面无法继续对局：{}", setup_error(why))
        }
        NotationError::SetupAndOpening => {
            "棋谱不能同时有摆棋局面和开局规则：开局规则须从空棋盘开始".into()
        }
        NotationError::OpeningRefused { number, why } => match why {
            OpeningError::BoardSize { .. } => opening_error(*why),
            _ => format!("开局第 {number} 步不被接受：{}", opening_error(*why)),
        },
        NotationError::OpeningNotTheGame {
            number,
            opening,
            game,
        } => match game {
            Some(game) => {
                format!("开局的第 {number} 子在 {opening}，而对局的第 {number} 手在 {game}")
            }
            None => format!("开局的第 {number} 子在 {opening}，而对局没有第 {number} 手"),
        },
        NotationError::MoveBeforeSettled { number } => {
            format!("第 {number} 手下在开局确定之前")
        }
    }
}

/// Why no game can start from a set-up (after a colon, like `record_error`).
pub(super) fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::BoardSize { size } => {
            format!("不支持 {size}x{size} 的棋盘（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
        SetupError::OffBoard { size, .. } => format!("有棋子在 {size}x{size} 棋盘之外"),
        SetupError::Twice { pos, size } => {
            format!("{} 上摆了两个棋子", pos_to_text(*pos, *size))
        }
        SetupError::Full => "棋盘已满，无处落子".into(),
        SetupError::Counts {
            black,
            white,
            to_move,
        } => {
            let fit = match side_fitting(*black, *white) {
                Some(side) if side != *to_move => format!("；改为轮到{}即可", stone(side)),
                _ => String::new(),
            };
            format!(
                "黑子 {black} 个、白子 {white} 个，不能轮到{}：轮到黑棋时黑白子数须相等，轮到白棋时黑子须多一个{fit}",
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
                "{}已经连成五子（{} 至 {}）",
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
            Rule::Freestyle => "自由规则（无禁手）",
            Rule::Standard => "标准规则",
            Rule::Renju => "连珠（有禁手）",
        }
        .into(),
        Msg::RuleHelp(r) => match r {
            Rule::Freestyle => "连成五子或更多即胜。",
            Rule::Standard => "恰好连成五子才算胜，六子及以上不算。",
            Rule::Renju => "黑棋不得下三三、四四或长连禁手（以 × 标出）。",
        }
        .into(),
        Msg::LevelName(l) => level(*l).into(),
        Msg::LevelHelp(l) => match l {
            Level::Beginner => "连成自己最长的一条线，或挡住你的",
            Level::Classic => "经典的棋形评分，带一点随机",
            Level::Easy => "只往前看几步",
            Level::Medium => "能看出几步内的威胁",
            Level::Hard => "搜索必胜的连续冲四、活三",
            Level::Master => "用满全部思考时间",
        }
        .into(),
        Msg::ForbiddenName(f) => forbidden(*f).into(),
        Msg::PlayersName(m) => match m {
            Players::HumanVsHuman => "双人对战",
            Players::HumanVsComputer => "人机对战",
            Players::Demo => "演示（电脑对电脑）",
        }
        .into(),
        Msg::Tagline => "先连成五子者胜。".into(),
        Msg::MenuBoard => "棋盘".into(),
        Msg::MenuRule => "规则".into(),
        Msg::MenuPlayers => "对局方式".into(),
        Msg::MenuYouPlay => "你执".into(),
        Msg::MenuComputer => "电脑".into(),
        Msg::MenuLanguage => "语言".into(),
        Msg::MenuBoardLook => "棋盘外观".into(),
        Msg::ConfirmTaps => "点两下落子".into(),
        Msg::BoardLookWood => "木纹".into(),
        Msg::BoardLookPaper => "纸面".into(),
        Msg::BoardLookSlate => "石板".into(),
        Msg::BlackMovesFirst => "黑棋（先手）".into(),
        Msg::StartNewGame => "开始新对局".into(),
        Msg::ResumeGame => "继续对局".into(),
        Msg::HomePlayComputer => "与电脑对弈".into(),
        Msg::HomePlayFriend => "与朋友对弈：同屏或联网".into(),
        Msg::HomeWatch => "观看电脑对弈".into(),
        Msg::HomeContinue => "继续这一局".into(),
        Msg::HomeSettings => "设置".into(),
        Msg::HomeBack => "‹ 返回".into(),
        Msg::HomePlay => "开始".into(),
        Msg::HomeLevel => "难度".into(),
        Msg::HomeBoardAndRules => "棋盘与规则".into(),
        Msg::HomeDone => "完成".into(),
        Msg::HomeYouPlayAs(side) => format!("你执{}", stone(*side)),
        Msg::HomeNamedOpening => "从指定开局开始".into(),
        Msg::HomeNamedOpenings => "连珠的二十六种开局".into(),
        Msg::HomeDirect => "直指（白子紧贴天元）".into(),
        Msg::HomeIndirect => "斜指（白子斜对天元）".into(),
        Msg::ModeYouVs { human, level: l } => format!("你（{}）对 {}", stone(*human), level(*l)),
        Msg::ModeDemoItself { level: l } => format!("演示：{} 自我对弈", level(*l)),
        Msg::ComputerSideThinking { side } => format!("电脑（{}）正在思考…", stone(*side)),
        Msg::YourMove { side } => format!("轮到你了（{}）", stone(*side)),
        Msg::SideToMove { side } => format!("轮到{}", cap(*side)),
        Msg::MovesPlayed { count } => format!("已下手数：{count}"),
        Msg::Evaluation(v) => format!("形势：{}", verdict(*v)),
        Msg::NewGame => "重新开始".into(),
        Msg::Menu => "菜单".into(),
        Msg::Undo => "悔棋".into(),
        Msg::Redo => "还原".into(),
        Msg::Hint => "提示".into(),
        Msg::UndoShortcut => "Ctrl+Z".into(),
        Msg::RedoShortcut => "Ctrl+Y".into(),
        Msg::HintShortcut => "Shift+H：让电脑推荐一步棋".into(),
        Msg::MoveNumbers => "显示手数".into(),
        Msg::Sound => "声音".into(),
        Msg::NoMovesYet => "（尚无着法）".into(),
        Msg::AfterMoves { count } => format!("共 {}", moves(*count)),
        Msg::Record => "棋谱".into(),
        Msg::CopyMoves => "复制着法".into(),
        Msg::CopyPsq => "复制 PSQ".into(),
        Msg::PasteRecord => "粘贴着法串（h8i9j10）或 PSQ 文件：".into(),
        Msg::LoadRecord => "载入棋谱".into(),
        Msg::File => "文件".into(),
        Msg::DownloadPsq => "下载 PSQ".into(),
        Msg::OpenFile => "打开文件…".into(),
        Msg::SavePsq => "保存 PSQ".into(),
        Msg::LoadFile => "载入文件".into(),
        Msg::GameOverTitle => "对局结束".into(),
        Msg::PlayAgain => "再来一局".into(),
        Msg::YouWin { stone: s } => format!("你执{}获胜！", stone(*s)),
        Msg::ComputerWins { stone: s } => format!("电脑（{}）获胜", stone(*s)),
        Msg::SideWins { stone: s } => format!("{}获胜", cap(*s)),
        Msg::DrawBoardFull => "平局：棋盘已下满".into(),
        Msg::GameGoesOn => "对局继续".into(),
        Msg::NewGameBlackFirst => "新对局：黑棋先行".into(),
        Msg::GameResumed => "对局已继续".into(),
        Msg::NewBoardOrRule => "棋盘或规则已更改：已开始新对局".into(),
        Msg::NothingToTakeBack => "没有可悔的棋".into(),
        Msg::TookBack { count } => format!("悔棋 {}", moves(*count)),
        Msg::NothingToRedo => "没有可还原的棋".into(),
        Msg::Replayed { count } => format!("还原 {}", moves(*count)),
        Msg::ChooseRecord => "请选择要载入的 PSQ 文件或着法串".into(),
        Msg::LoadedGame { count } => format!("已载入棋谱，共 {}", moves(*count)),
        Msg::CouldNotLoad(e) => format!("无法载入该棋谱（{}）；对局未改变", record_error(e)),
        Msg::ClickToPlace => "点击棋盘上的交叉点落子".into(),
        Msg::TapAgainToPlace { pos } => format!("再点一下 {pos} 落子"),
        Msg::PleaseWait => "请稍候：电脑正在思考".into(),
        Msg::GameOverChoose => "对局已结束：请选择“再来一局”或“菜单”".into(),
        Msg::MovePlayed {
            number,
            stone: s,
            pos,
        } => format!("第 {number} 手：{} {pos}", stone(*s)),
        Msg::CannotPlay { pos, why } => format!("不能下在 {pos}：{}", place_error(*why)),
        Msg::ForbiddenPoint { pos, why } => format!("{pos} 是黑棋的禁手点（{}）", forbidden(*why)),
        Msg::SavedTo { name } => format!("棋谱已保存到 {name}"),
        Msg::CouldNotSave { name, reason } => format!("无法保存 {name}：{reason}"),
        Msg::CouldNotRead { name, reason } => format!("无法读取 {name}：{reason}"),
        Msg::DownloadedAs { name } => format!("棋谱已下载为 {name}"),
        Msg::CouldNotDownload { name, reason } => format!("无法下载 {name}：{reason}"),
        Msg::NoFileChooser { reason } => format!("无法打开文件选择窗口：{reason}"),
        Msg::NoHintGameOver => "对局已结束：没有提示".into(),
        Msg::LookingForMove => "正在寻找好棋…".into(),
        Msg::HintFor {
            side,
            pos,
            verdict: v,
        } => format!("{}提示：{pos}（{}）", stone(*side), verdict(*v)),
        Msg::ComputerLevelThinking { level: l } => format!("电脑（{}）正在思考", level(*l)),
        Msg::ComputerNoMove => "电脑无棋可下".into(),
        Msg::WebLoading => "正在加载游戏…".into(),
        Msg::WebLoadFailed { reason } => format!("游戏无法启动：{reason}"),
        Msg::WebStarting => "正在启动…".into(),
        Msg::WebNoWebGl => "此浏览器无法显示游戏：WebGL2 未启用或不受支持。".into(),
        Msg::WebRetry => "重试".into(),
        Msg::MenuOpening => "开局".into(),
        Msg::OpeningFree => "自由".into(),
        Msg::OpeningSwap2 => "Swap2".into(),
        Msg::OpeningHelp => {
            "Swap2：一方先摆三子（黑、白、黑）；另一方选择执黑、执白，或再摆两子并把选色权交回。"
                .into()
        }
        Msg::MenuWhoOpens => "谁来摆子".into(),
        Msg::OpenerYou => "你".into(),
        Msg::OpenerComputer => "电脑".into(),
        Msg::MenuClock => "计时".into(),
        Msg::ClockNone => "不计时".into(),
        Msg::ClockPreset { minutes, increment } => match increment {
            0 => format!("{minutes} 分钟"),
            inc => format!("{minutes} 分钟 + 每手 {inc} 秒"),
        },
        Msg::ClockCustom => "自定义".into(),
        Msg::ClockMinutes => "分钟".into(),
        Msg::ClockIncrement => "秒/手".into(),
        Msg::ClockSide { stone: s, time } => format!("{} {time}", cap(*s)),
        Msg::Resign => "认输".into(),
        Msg::ResignConfirm => "确定认输吗？".into(),
        Msg::ResignYes => "认输".into(),
        Msg::Cancel => "取消".into(),
        Msg::CopyLink => "复制链接".into(),
        Msg::LinkCopied => "已复制此局面的链接".into(),
        Msg::TakeBlack => "执黑".into(),
        Msg::StayWhite => "执白".into(),
        Msg::TakeWhite => "执白".into(),
        Msg::PlaceTwoMore => "再摆两子".into(),
        Msg::Swap2PlaceThree { who, placed } => match who {
            Who::You => format!("Swap2：请摆三子：黑、白、黑（已摆 {placed}/3）"),
            Who::Computer => "Swap2：电脑正在摆开局三子".into(),
            _ => format!("Swap2：请先手方摆三子：黑、白、黑（已摆 {placed}/3）"),
        },
        Msg::Swap2ChooseAfterThree { who } => match who {
            Who::Computer => "Swap2：电脑正在选择颜色".into(),
            Who::You => "Swap2：请选择执黑、执白并下第 4 子，或再摆两子".into(),
            _ => "Swap2：请后手方选择执黑、执白并下第 4 子，或再摆两子".into(),
        },
        Msg::Swap2PlaceTwo { who, placed } => match who {
            Who::You => format!("Swap2：请再摆一白一黑（已摆 {placed}/2），之后由电脑选色"),
            Who::Computer => "Swap2：电脑正在再摆两子".into(),
            _ => format!("Swap2：请后手方再摆一白一黑（已摆 {placed}/2），之后由先手方选色"),
        },
        Msg::Swap2ChooseAfterFive { who } => match who {
            Who::Computer => "Swap2：电脑正在选择颜色".into(),
            Who::You => "Swap2：请选择执黑（白方接着下），或执白并下第 6 子".into(),
            _ => "Swap2：请先手方选择执黑（白方接着下），或执白并下第 6 子".into(),
        },
        Msg::Swap2Took { who, stone: s } => match who {
            Who::You => format!("你执{}", stone(*s)),
            Who::Computer => format!("电脑执{}", stone(*s)),
            Who::FirstPlayer => format!("先手方执{}", stone(*s)),
            Who::SecondPlayer => format!("后手方执{}", stone(*s)),
        },
        Msg::Swap2WillPlaceTwo { who } => match who {
            Who::You => "你再摆两子".into(),
            Who::Computer => "电脑再摆两子".into(),
            _ => "后手方再摆两子".into(),
        },
        Msg::Swap2ChoiceNotOpen => "现在不能做这个选择".into(),
        Msg::YouResigned => "你认输了".into(),
        Msg::SideResigned { loser } => format!("{}认输，{}胜", cap(*loser), cap(loser.opponent())),
        Msg::YouLostOnTime => "你超时负".into(),
        Msg::ComputerLostOnTime => "电脑超时负：你赢了！".into(),
        Msg::SideLostOnTime { loser } => format!("{}超时负", cap(*loser)),
        Msg::NoResignNow => "现在没有可以认输的对局".into(),
        Msg::Review => "复盘".into(),
        Msg::PlayFromHere => "从这里继续下".into(),
        Msg::ReviewKeys => "Home、←、→、End".into(),
        Msg::ReviewPosition { shown, total } => format!("复盘：第 {shown} 手，共 {total} 手"),
        Msg::ReviewingClick => "正在复盘：按“从这里继续下”接着下棋".into(),
        Msg::Analysis => "分析".into(),
        Msg::AnalysisWaiting => "正在分析…".into(),
        Msg::AnalysisVerdict { verdict: v, depth } => {
            format!("分析：{}（深度 {depth}）", verdict(*v))
        }
        Msg::GraphProgress { read, total } => format!("形势图：已分析 {read}/{total} 个局面"),
        Msg::OpeningName(o) => match o {
            NamedOpening::Kansei => "寒星",
            NamedOpening::Keigetsu => "溪月",
            NamedOpening::Sosei => "疏星",
            NamedOpening::Kagetsu => "花月",
            NamedOpening::Zangetsu => "残月",
            NamedOpening::Ugetsu => "雨月",
            NamedOpening::Kinsei => "金星",
            NamedOpening::Shogetsu => "松月",
            NamedOpening::Kyugetsu => "丘月",
            NamedOpening::Shingetsu => "新月",
            NamedOpening::Zuisei => "瑞星",
            NamedOpening::Sangetsu => "山月",
            NamedOpening::Yusei => "游星",
            NamedOpening::Chosei => "长星",
            NamedOpening::Kyogetsu => "峡月",
            NamedOpening::Kosei => "恒星",
            NamedOpening::Suigetsu => "水月",
            NamedOpening::Ryusei => "流星",
            NamedOpening::Ungetsu => "云月",
            NamedOpening::Hogetsu => "浦月",
            NamedOpening::Rangetsu => "岚月",
            NamedOpening::Gingetsu => "银月",
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
            OpeningRule::Soosorv8 => "一方摆出 26 种开局之一，另一方可交换。白棋下第 4 手并声明黑棋第 5 手的打点数（1 至 8 个），另一方可交换。黑棋摆出相应数量、互不对称的打点，白棋选定其一后下第 6 手。",
            OpeningRule::Taraguchi10 => "第 1 至 4 手依次下在天元和中心 3×3、5×5、7×7 之内，每手之后另一方可交换。随后黑棋或在中心 9×9 之内下一手第 5 手（另一方可再交换一次），或摆出 10 个互不对称的打点由白棋选择其一。",
            OpeningRule::Rif => "一方摆出 26 种开局之一，并声明黑棋第 5 手的打点数（1 至 10 个），另一方可交换。白棋在任意位置下第 4 手，黑棋摆出相应数量、互不对称的打点，白棋选定其一后下第 6 手。",
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
                format!("{player}摆第 {number} 手{s}子：{a}")
            }
        }
        Msg::OpeningChooseSwap { stone: s } => format!("{}：交换黑白，还是继续执{}？", cap(*s), colour_char(*s)),
        Msg::OpeningDeclareOffers { stone: s, max } => format!("{}：黑棋第 5 手要打几个点？（1 至 {max} 个）", cap(*s)),
        Msg::OpeningOneOrOffers { offers } => format!("黑棋：下一手第 5 手（之后对方可交换），还是摆出 {offers} 个第 5 手打点由白棋选择？"),
        Msg::OpeningPlaceOffer { placed, of } => format!("黑棋：摆出 {of} 个互不对称的第 5 手打点（已摆 {placed}/{of}）"),
        Msg::OpeningChooseOffer { offers } => format!("白棋：从 {offers} 个打点中选定第 5 手，然后下第 6 手"),
        Msg::OpeningRefused(why) => opening_error(*why),
        Msg::OpeningSwapped { who, stone: s } => match who {
            Who::You => format!("你交换，现在执{}", colour_char(*s)),
            Who::Computer => format!("电脑交换，现在执{}", colour_char(*s)),
            Who::FirstPlayer => format!("先手方交换，现在执{}", colour_char(*s)),
            Who::SecondPlayer => format!("后手方交换，现在执{}", colour_char(*s)),
        },
        Msg::OpeningKept { who, stone: s } => match who {
            Who::You => format!("你继续执{}", colour_char(*s)),
            Who::Computer => format!("电脑继续执{}", colour_char(*s)),
            Who::FirstPlayer => format!("先手方继续执{}", colour_char(*s)),
            Who::SecondPlayer => format!("后手方继续执{}", colour_char(*s)),
        },
        Msg::OpeningDeclared { who, count } => match who {
            Who::You => format!("你声明打 {count} 个点"),
            Who::Computer => format!("电脑声明打 {count} 个点"),
            Who::FirstPlayer => format!("先手方声明打 {count} 个点"),
            Who::SecondPlayer => format!("后手方声明打 {count} 个点"),
        },
        Msg::OpeningOffered { pos, placed, of } => format!("第 5 手打点：{pos}（{placed}/{of}）"),
        Msg::OpeningSwapButton => "交换".into(),
        Msg::OpeningKeepButton { stone: s } => format!("继续执{}", colour_char(*s)),
        Msg::OpeningPlayOneButton => "下一手第 5 手".into(),
        Msg::OpeningOfferButton { count } => format!("打 {count} 个点"),
        Msg::EditBoard => "编辑棋盘".into(),
        Msg::HomeSetUpPosition => "摆棋".into(),
        Msg::EditorTitle => "摆棋".into(),
        Msg::EditorHelp => "点击棋盘放下所选棋子；再次点击同色棋子可将其拿走。".into(),
        Msg::EditorBlackStones => "黑子".into(),
        Msg::EditorWhiteStones => "白子".into(),
        Msg::EditorRemove => "移除".into(),
        Msg::EditorToMove => "轮到：".into(),
        Msg::EditorClear => "清空棋盘".into(),
        Msg::EditorReady { to_move } => format!("可以开始：轮到{}", stone(*to_move)),
        Msg::EditorForbiddenMarked { count } => format!("{count} 个黑子位于禁手点（已标出）"),
        Msg::EditorPlayFriend => "从此处与朋友对局".into(),
        Msg::EditorPlayComputer { human } => format!("从此处与电脑对局（你执{}）", colour_char(*human)),
        Msg::EditorAnalyse => "分析".into(),
        Msg::EditorBack => "返回对局".into(),
        Msg::ComputerOpening(reason) => super::opening_reason::text(reason, super::Lang::ZhHans),
        Msg::Explain { fact, size } => super::explain::text(fact, *size, super::Lang::ZhHans),
        Msg::EditorKeys => "按键：B 黑子，W 白子，R 移除，T 换轮到的一方，Enter 开始，Esc 返回".into(),
        Msg::EditorPut { pos, stone: s } => match s {
            Some(s) => format!("{pos} 放{}", stone(*s)),
            None => format!("{pos} 已清空"),
        },
        Msg::PlayingFromSetup { stones } => format!("从摆棋局面开始（{stones} 子）"),
        Msg::SetupRefused(why) => format!("此摆棋局面无法开始对局：{}", setup_error(why)),
        Msg::PuzzlesNotLoaded(why) => {
            format!("无法载入残局（{}）；游戏继续", puzzle_error(why))
        }
        Msg::PuzzleSkipped(why) => format!("一个残局无法载入（{}）；另外的残局已载入", puzzle_error(why)),
        Msg::Puzzle(phrase) => super::puzzle_mode::text(phrase, super::Lang::ZhHans),
        Msg::Online(phrase) => super::online::text(phrase, super::Lang::ZhHans),
        Msg::Access(phrase) => super::access::text(phrase, super::Lang::ZhHans),
        Msg::Coach(phrase) => super::coach_review::text(phrase, super::Lang::ZhHans),
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
        Area::Centre => "须下在天元".into(),
        Area::Square(n) => format!("须在中心 {n}×{n} 之内"),
        Area::Opening => "须与前两手组成 26 种开局之一".into(),
        Area::Anywhere => "可下在棋盘任意位置".into(),
    }
}

fn opening_error(e: OpeningError) -> String {
    match e {
        OpeningError::BoardSize { size } => {
            format!("连珠开局规则用于 {MIN_BOARD} 至 {MAX_SIZE} 路的棋盘，不能用于 {size} 路")
        }
        OpeningError::Settled => "开局已定，对局继续".into(),
        OpeningError::WrongSeat { .. } => "现在轮到对方".into(),
        OpeningError::NotDue => "开局现在不需要这一步".into(),
        OpeningError::OffBoard => "该点不在棋盘上".into(),
        OpeningError::Occupied => "该处已有棋子或打点".into(),
        OpeningError::NotCentre => "第 1 手须下在天元".into(),
        OpeningError::OutsideSquare { size } => format!("该点不在中心 {size}×{size} 之内"),
        OpeningError::NotAnOpening => "前三手须组成 26 种开局之一".into(),
        OpeningError::OfferCountNotAllowed { count } => format!("此处规则不允许打 {count} 个点"),
        OpeningError::SymmetricalOffer { .. } => "该打点与已摆的打点对称".into(),
        OpeningError::NotAnOffer => "请从打点中选定第 5 手".into(),
    }
}

fn puzzle_field(field: Field) -> &'static str {
    match field {
        Field::Rule => "规则（freestyle、standard 或 renju）",
        Field::Size => "棋盘大小",
        Field::Kind => "种类（vcf 或 vct）",
        Field::WinIn => "取胜步数",
        Field::Position => "局面（其着法，如 h8i9j10）",
        Field::First => "第一手（first=h8,j10）",
        Field::Origin => "出处（from=starter 或 from=game）",
    }
}

fn puzzle_line_problem(p: &LineProblem) -> String {
    match p {
        LineProblem::Missing { field } => format!("缺少{}", puzzle_field(*field)),
        LineProblem::Repeated { field } => format!("{}出现了两次", puzzle_field(*field)),
        LineProblem::UnknownRule { text } => {
            format!("{text} 不是规则：应为 freestyle、standard 或 renju")
        }
        LineProblem::BadSize { text } => {
            format!("{text} 不是支持的棋盘大小（{MIN_SIZE} 至 {MAX_SIZE}）")
        }
        LineProblem::UnknownKind { text } => format!("{text} 不是残局的种类：应为 vcf 或 vct"),
        LineProblem::BadWinIn { text } => {
            format!("取胜步数 {text} 应为 2 至 {MOST_WIN_IN} 的数")
        }
        LineProblem::BadPosition(e) => format!("局面无法读取：{}", record_error(e)),
        LineProblem::AlreadyWon => "局面中已有五连：已经分出胜负".into(),
        LineProblem::BadFirstMove(e) => format!("第一手无法读取：{}", record_error(e)),
        LineProblem::FirstMoveUnplayable { pos, why } => {
            format!("第一手 {pos} 无法落子：{}", place_error(*why))
        }
        LineProblem::UnknownOrigin { text } => {
            format!("{text} 不是出处：应为 from=starter 或 from=game")
        }
        LineProblem::UnknownField { text } => format!("{text} 不是残局的一部分"),
    }
}

/// Why a puzzle file, or a line of it, does not read (as `record_error`).
pub(super) fn puzzle_error(e: &PuzzleError) -> String {
    match e {
        PuzzleError::Empty => format!("残局文件是空的：第一行应为 '{HEADER} {VERSION}'"),
        PuzzleError::NotPuzzles { line, text } => {
            format!("第 {line} 行：{text} 不是残局文件的第一行 '{HEADER} {VERSION}'")
        }
        PuzzleError::UnknownVersion { line, version } => format!(
            "第 {line} 行：残局文件的格式编号为 {version}，这个游戏只能读取格式编号 {VERSION}"
        ),
        PuzzleError::BadLine { line, problem } => {
            format!("第 {line} 行：{}", puzzle_line_problem(problem))
        }
    }
}
