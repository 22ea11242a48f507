//! The words of play without a pointer or without sight (issue 39): the board's cursor,
//! what is read aloud, the keys' help, and the phone's compact bar. In one file for the
//! three languages: `Msg::Access(AccessText)`. The keys' names are the same everywhere.

use super::{Lang, Msg};
use crate::rules::Stone;

/// An action that has a key, for the keys' help ("?").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyTopic {
    MoveCursor,
    TypePoint,
    Place,
    Undo,
    Redo,
    Hint,
    Resign,
    Editor,
    Review,
    SaveOpen,
    ReadRow,
    ReadColumn,
    ReadAround,
    Panel,
    NewGame,
    Menu,
    Settings,
    Analysis,
    Grade,
    Online,
    Swap2,
    Help,
}

impl KeyTopic {
    pub const ALL: [KeyTopic; 22] = [
        KeyTopic::MoveCursor,
        KeyTopic::TypePoint,
        KeyTopic::Place,
        KeyTopic::Undo,
        KeyTopic::Redo,
        KeyTopic::Hint,
        KeyTopic::Resign,
        KeyTopic::Editor,
        KeyTopic::Review,
        KeyTopic::SaveOpen,
        KeyTopic::ReadRow,
        KeyTopic::ReadColumn,
        KeyTopic::ReadAround,
        KeyTopic::Panel,
        KeyTopic::NewGame,
        KeyTopic::Menu,
        KeyTopic::Settings,
        KeyTopic::Analysis,
        KeyTopic::Grade,
        KeyTopic::Online,
        KeyTopic::Swap2,
        KeyTopic::Help,
    ];

    /// The keys, as printed on them.
    pub fn keys(self) -> &'static str {
        match self {
            KeyTopic::MoveCursor => "← ↑ → ↓",
            KeyTopic::TypePoint => "h 8 Enter",
            KeyTopic::Place => "Enter / Space",
            KeyTopic::Undo => "Ctrl+Z",
            KeyTopic::Redo => "Ctrl+Y",
            KeyTopic::Hint => "Shift+H",
            KeyTopic::Resign => "Shift+R, Enter",
            KeyTopic::Editor => "Shift+E",
            KeyTopic::Review => "Home",
            KeyTopic::SaveOpen => "Ctrl+S / Ctrl+O",
            KeyTopic::ReadRow => "Shift+L",
            KeyTopic::ReadColumn => "Shift+C",
            KeyTopic::ReadAround => "Shift+A",
            KeyTopic::Panel => "Tab / Esc",
            KeyTopic::NewGame => "Shift+G",
            KeyTopic::Menu => "Shift+M",
            KeyTopic::Settings => "Shift+O",
            KeyTopic::Analysis => "Shift+V",
            KeyTopic::Grade => "Shift+Q",
            KeyTopic::Online => "Shift+T / Shift+D, Y / Shift+N",
            KeyTopic::Swap2 => "B / W / 2",
            KeyTopic::Help => "?",
        }
    }
}

/// A line of the board read aloud.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineName {
    /// By its number, as players read it (1 at the bottom).
    Row(usize),
    Column(char),
}

/// One phrase, with its arguments. Points are in international notation ("h8").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccessText {
    /// Enter on typed text that names no point of the board.
    TypedPointUnclear {
        typed: String,
    },
    /// The cursor moved onto a point: what is there.
    CursorOn {
        pos: String,
        stone: Option<Stone>,
    },
    /// A read-out asked for with no cursor on the board.
    NoCursor,
    /// A row or column read aloud: its stones of each colour.
    ReadLine {
        line: LineName,
        black: Vec<String>,
        white: Vec<String>,
    },
    /// The eight points around one, read aloud.
    ReadAround {
        pos: String,
        black: Vec<String>,
        white: Vec<String>,
    },
    /// The keys' help: its title, its button and one line's description.
    KeysTitle,
    KeysButton,
    KeyDoes(KeyTopic),
    /// The phone's compact bar: the sheet with the rest of the panel, shut and open.
    MoreControls,
    FewerControls,
}

impl AccessText {
    pub fn examples() -> Vec<AccessText> {
        use AccessText::*;
        let mut all = vec![
            TypedPointUnclear { typed: "q3".into() },
            CursorOn {
                pos: "h8".into(),
                stone: None,
            },
            CursorOn {
                pos: "h8".into(),
                stone: Some(Stone::Black),
            },
            CursorOn {
                pos: "h8".into(),
                stone: Some(Stone::White),
            },
            NoCursor,
            ReadLine {
                line: LineName::Row(8),
                black: vec!["h8".into(), "k8".into()],
                white: vec!["j8".into()],
            },
            ReadLine {
                line: LineName::Column('h'),
                black: vec![],
                white: vec![],
            },
            ReadAround {
                pos: "h8".into(),
                black: vec!["g9".into()],
                white: vec![],
            },
            KeysTitle,
            KeysButton,
            MoreControls,
            FewerControls,
        ];
        all.extend(KeyTopic::ALL.map(KeyDoes));
        all
    }
}

/// The phrase in `lang`.
pub(super) fn text(phrase: &AccessText, lang: Lang) -> String {
    use AccessText::*;
    let pick = |en: &str, hans: &str, hant: &str| lang.pick(en, hans, hant);
    let stone = |s: Stone| Msg::StoneName(s).text(lang);
    match phrase {
        TypedPointUnclear { typed } => match lang {
            Lang::En => {
                format!("\"{typed}\" is no point of this board: type a letter and a number, as h8")
            }
            Lang::ZhHans => format!("“{typed}”不是棋盘上的点：请输入字母和数字，如 h8"),
            Lang::ZhHant => format!("「{typed}」不是棋盤上的點：請輸入字母和數字，如 h8"),
        },
        CursorOn { pos, stone: None } => match lang {
            Lang::En => format!("{pos}, empty"),
            Lang::ZhHans => format!("{pos}，空"),
            Lang::ZhHant => format!("{pos}，空"),
        },
        CursorOn {
            pos,
            stone: Some(s),
        } => match lang {
            Lang::En => format!("{pos}, {}", stone(*s).to_lowercase()),
            _ => format!("{pos}，{}", stone(*s)),
        },
        NoCursor => pick(
            "No cursor on the board: an arrow key or a typed point (h8) brings it",
            "棋盘上没有光标：按方向键或输入一个点（如 h8）即可显示",
            "棋盤上沒有游標：按方向鍵或輸入一個點（如 h8）即可顯示",
        ),
        ReadLine { line, black, white } => {
            let name = match (line, lang) {
                (LineName::Row(n), Lang::En) => format!("Row {n}"),
                (LineName::Row(n), _) => format!("第 {n} 行"),
                (LineName::Column(c), Lang::En) => format!("Column {c}"),
                (LineName::Column(c), _) => format!("{c} 列"),
            };
            format!("{name}: {}", stones_read(black, white, lang))
        }
        ReadAround { pos, black, white } => {
            let around = match lang {
                Lang::En => format!("Around {pos}"),
                Lang::ZhHans => format!("{pos} 周围"),
                Lang::ZhHant => format!("{pos} 周圍"),
            };
            format!("{around}: {}", stones_read(black, white, lang))
        }
        KeysTitle => pick("Keys", "快捷键", "快速鍵"),
        KeysButton => pick("Keys (?)", "快捷键 (?)", "快速鍵 (?)"),
        KeyDoes(topic) => key_does(*topic, lang),
        MoreControls => pick("▲ More", "▲ 更多", "▲ 更多"),
        FewerControls => pick("▼ Less", "▼ 收起", "▼ 收起"),
    }
}

/// "black h8, k8; white j8", or that the line is empty.
fn stones_read(black: &[String], white: &[String], lang: Lang) -> String {
    let join = |points: &[String]| match lang {
        Lang::En => points.join(", "),
        _ => points.join("、"),
    };
    let mut parts = Vec::new();
    for (points, s) in [(black, Stone::Black), (white, Stone::White)] {
        if points.is_empty() {
            continue;
        }
        let name = match lang {
            Lang::En => Msg::StoneName(s).text(lang).to_lowercase(),
            _ => Msg::StoneName(s).text(lang),
        };
        parts.push(format!("{name} {}", join(points)));
    }
    match (parts.is_empty(), lang) {
        (true, Lang::En) => "no stones".into(),
        (true, Lang::ZhHans) => "没有棋子".into(),
        (true, Lang::ZhHant) => "沒有棋子".into(),
        (false, Lang::En) => parts.join("; "),
        (false, _) => parts.join("；"),
    }
}

fn key_does(topic: KeyTopic, lang: Lang) -> String {
    use KeyTopic::*;
    let (en, hans, hant) = match topic {
        MoveCursor => ("Move the board's cursor", "移动棋盘光标", "移動棋盤游標"),
        TypePoint => (
            "Type a point, then Enter to play it",
            "输入一个点，按 Enter 落子",
            "輸入一個點，按 Enter 落子",
        ),
        Place => ("Play at the cursor", "在光标处落子", "在游標處落子"),
        Undo => ("Take back a move", "悔棋", "悔棋"),
        Redo => ("Play it again", "恢复悔掉的棋", "恢復悔掉的棋"),
        Hint => ("A hint", "提示", "提示"),
        Resign => (
            "Resign (Enter confirms, Esc cancels)",
            "认输（Enter 确认，Esc 取消）",
            "認輸（Enter 確認，Esc 取消）",
        ),
        Editor => ("Set up this position", "摆设这个局面", "擺設這個局面"),
        Review => (
            "Review the game: arrows, Home and End step",
            "复盘：方向键、Home 和 End 逐步查看",
            "復盤：方向鍵、Home 和 End 逐步查看",
        ),
        SaveOpen => (
            "Save the game, open one",
            "保存棋谱，打开棋谱",
            "儲存棋譜，開啟棋譜",
        ),
        ReadRow => (
            "Read the cursor's row aloud",
            "朗读光标所在的行",
            "朗讀游標所在的行",
        ),
        ReadColumn => (
            "Read the cursor's column aloud",
            "朗读光标所在的列",
            "朗讀游標所在的列",
        ),
        ReadAround => (
            "Read the points around the cursor",
            "朗读光标周围的点",
            "朗讀游標周圍的點",
        ),
        Panel => (
            "Into the panel's buttons, and back to the board",
            "进入面板按钮，返回棋盘",
            "進入面板按鈕，返回棋盤",
        ),
        NewGame => ("A new game", "重新开始", "重新開始"),
        Menu => (
            "Home (the game is kept)",
            "主页（保留当前对局）",
            "主頁（保留目前對局）",
        ),
        Settings => ("Settings", "设置", "設定"),
        Analysis => ("Analysis on or off", "开启或关闭分析", "開啟或關閉分析"),
        Grade => ("Grade the moves", "逐步评分", "逐步評分"),
        Online => (
            "Online: ask to take back, offer a draw; answer yes or no",
            "联网：请求悔棋、提和；回答同意或拒绝",
            "聯網：請求悔棋、提和；回答同意或拒絕",
        ),
        Swap2 => (
            "Swap2: take black, take white, place two more",
            "Swap2：执黑、执白、再下两子",
            "Swap2：執黑、執白、再下兩子",
        ),
        Help => (
            "Show or hide these keys",
            "显示或隐藏快捷键",
            "顯示或隱藏快速鍵",
        ),
    };
    lang.pick(en, hans, hant)
}
