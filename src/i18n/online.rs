//! Online play's words (the friend page's online choices, the offer, the panel's online
//! section, the notices), in one file for the three languages: `Msg::Online(OnlineText)`.

use super::{Lang, Msg};
use crate::rules::{Rule, Stone};

/// Which colour the host plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ColourChoice {
    Black,
    White,
    #[default]
    Random,
}

/// One phrase of online play, with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineText {
    /// The friend page's section heading.
    Section,
    Invite,
    QuickMatch,
    /// The code field's label and hint, and its button.
    JoinLabel,
    CodeHint,
    Join,
    BadCode,
    /// "I play", and the three choices.
    IPlay,
    Colour(ColourChoice),
    /// Under a renju opening rule: online games open freely.
    OpensFreely,
    Server {
        address: String,
    },
    Room {
        code: String,
    },
    CopyLink,
    Connecting,
    WaitingFriend,
    WaitingMatch,
    /// The host's offer as the guest sees it.
    /// The host's offer; under swap2 `you` black means the guest opens.
    Offer {
        rule: Rule,
        size: usize,
        clock: Option<(u64, u64)>,
        you: Stone,
        swap2: bool,
    },
    Accept,
    Decline,
    Declined,
    Began {
        you: Stone,
    },
    /// The panel's line: the colour played and the friend's connection.
    Status {
        you: Stone,
        connected: bool,
    },
    Away,
    Back,
    TheirTurn,
    NotStarted,
    AskTakeback,
    OfferDraw,
    TakebackAsked,
    DrawOffered,
    Agree,
    Refuse,
    WaitingAnswer,
    TakebackRefused,
    TakenBack,
    DrawRefused,
    DrawAgreed,
    /// A message from the other copy of the game was refused (the log has why).
    BadMessage,
    ServerFailed {
        address: String,
    },
    RoomBusy,
    UndoOnline,
    /// The computer's help (hint, analysis, grades) waits until an online game ends.
    NoHelp,
    Leave,
    Left,
}

impl OnlineText {
    /// One of each phrase, for the catalog's checks.
    pub fn examples() -> Vec<OnlineText> {
        use OnlineText::*;
        let mut all = vec![
            Section,
            Invite,
            QuickMatch,
            JoinLabel,
            CodeHint,
            Join,
            BadCode,
            IPlay,
            OpensFreely,
            Server {
                address: "ws://127.0.0.1:3536".into(),
            },
            Room {
                code: "ABC234".into(),
            },
            CopyLink,
            Connecting,
            WaitingFriend,
            WaitingMatch,
            Offer {
                rule: Rule::Renju,
                size: 15,
                clock: Some((5, 3)),
                you: Stone::Black,
                swap2: false,
            },
            Offer {
                rule: Rule::Freestyle,
                size: 19,
                clock: None,
                you: Stone::White,
                swap2: false,
            },
            Offer {
                rule: Rule::Standard,
                size: 15,
                clock: None,
                you: Stone::Black,
                swap2: true,
            },
            Offer {
                rule: Rule::Freestyle,
                size: 15,
                clock: None,
                you: Stone::White,
                swap2: true,
            },
            Accept,
            Decline,
            Declined,
            Began { you: Stone::White },
            Status {
                you: Stone::Black,
                connected: true,
            },
            Status {
                you: Stone::White,
                connected: false,
            },
            Away,
            Back,
            TheirTurn,
            NotStarted,
            AskTakeback,
            OfferDraw,
            TakebackAsked,
            DrawOffered,
            Agree,
            Refuse,
            WaitingAnswer,
            TakebackRefused,
            TakenBack,
            DrawRefused,
            DrawAgreed,
            BadMessage,
            ServerFailed {
                address: "ws://127.0.0.1:3536".into(),
            },
            RoomBusy,
            UndoOnline,
            NoHelp,
            Leave,
            Left,
        ];
        all.extend(
            [
                ColourChoice::Black,
                ColourChoice::White,
                ColourChoice::Random,
            ]
            .map(Colour),
        );
        all
    }
}

/// The phrase in `lang`.
pub(super) fn text(phrase: &OnlineText, lang: Lang) -> String {
    use OnlineText::*;
    // English, Simplified and Traditional Chinese side by side, phrase by phrase.
    let pick = |en: &str, hans: &str, hant: &str| lang.pick(en, hans, hant);
    let stone = |s: Stone| Msg::StoneName(s).text(lang);
    match phrase {
        Section => pick("Online", "联网对弈", "聯網對弈"),
        Invite => pick(
            "Invite a friend by link",
            "用链接邀请朋友",
            "用連結邀請朋友",
        ),
        QuickMatch => pick("Quick match", "快速匹配", "快速配對"),
        JoinLabel => pick("Have a code?", "有房间码？", "有房間碼？"),
        CodeHint => pick("Room code", "房间码", "房間碼"),
        OpensFreely => pick(
            "Online, renju games open freely: renju's opening rules are played on one screen",
            "联网时连珠自由开局：开局规则仅限同屏对弈",
            "聯網時連珠自由開局：開局規則僅限同螢幕對弈",
        ),
        Join => pick("Join", "加入", "加入"),
        BadCode => pick(
            "A room code is 6 letters and digits, as ABC234",
            "房间码为 6 个字母或数字，如 ABC234",
            "房間碼為 6 個字母或數字，如 ABC234",
        ),
        IPlay => pick("I play", "我执", "我執"),
        Colour(ColourChoice::Black) => stone(Stone::Black),
        Colour(ColourChoice::White) => stone(Stone::White),
        Colour(ColourChoice::Random) => pick("Random", "随机", "隨機"),
        Server { address } => pick("Server: ", "服务器：", "伺服器：") + address,
        Room { code } => pick("Room ", "房间 ", "房間 ") + code,
        CopyLink => pick("Copy the link", "复制链接", "複製連結"),
        Connecting => pick("Connecting…", "正在连接…", "正在連線…"),
        WaitingFriend => pick(
            "Waiting for your friend to open the link…",
            "等待朋友打开链接…",
            "等待朋友打開連結…",
        ),
        WaitingMatch => pick("Looking for an opponent…", "正在寻找对手…", "正在尋找對手…"),
        Offer {
            rule,
            size,
            clock,
            you,
            swap2: true,
        } => {
            let (rule, clock) = offered_terms(*rule, *clock, lang);
            let opens = *you == Stone::Black;
            match (lang, opens) {
                (Lang::En, true) => {
                    format!(
                        "Your friend offers: {rule} · {size}×{size} · {clock} · Swap2, you open"
                    )
                }
                (Lang::En, false) => format!(
                    "Your friend offers: {rule} · {size}×{size} · {clock} · Swap2, your friend opens"
                ),
                (Lang::ZhHans, true) => {
                    format!("朋友邀你对弈：{rule} · {size}×{size} · {clock} · Swap2，你先摆")
                }
                (Lang::ZhHans, false) => {
                    format!("朋友邀你对弈：{rule} · {size}×{size} · {clock} · Swap2，朋友先摆")
                }
                (Lang::ZhHant, true) => {
                    format!("朋友邀你對弈：{rule} · {size}×{size} · {clock} · Swap2，你先擺")
                }
                (Lang::ZhHant, false) => {
                    format!("朋友邀你對弈：{rule} · {size}×{size} · {clock} · Swap2，朋友先擺")
                }
            }
        }
        Offer {
            rule,
            size,
            clock,
            you,
            swap2: false,
        } => {
            let (rule, clock) = offered_terms(*rule, *clock, lang);
            let you = stone(*you);
            match lang {
                Lang::En => {
                    format!("Your friend offers: {rule} · {size}×{size} · {clock} · you play {you}")
                }
                Lang::ZhHans => {
                    format!("朋友邀你对弈：{rule} · {size}×{size} · {clock} · 你执{you}")
                }
                Lang::ZhHant => {
                    format!("朋友邀你對弈：{rule} · {size}×{size} · {clock} · 你執{you}")
                }
            }
        }
        Accept => pick("Accept", "接受", "接受"),
        Decline => pick("Decline", "谢绝", "謝絕"),
        Declined => pick(
            "Your friend declined the game",
            "朋友谢绝了对局",
            "朋友謝絕了對局",
        ),
        Began { you } => {
            let you = stone(*you);
            match lang {
                Lang::En => format!("The game begins: you play {you}"),
                Lang::ZhHans => format!("对局开始：你执{you}"),
                Lang::ZhHant => format!("對局開始：你執{you}"),
            }
        }
        Status { you, connected } => {
            let you = stone(*you);
            let (en, hans, hant) = if *connected {
                ("friend connected", "朋友在线", "朋友在線")
            } else {
                ("friend away", "朋友离线", "朋友離線")
            };
            match lang {
                Lang::En => format!("Online · you play {you} · {en}"),
                Lang::ZhHans => format!("联网 · 你执{you} · {hans}"),
                Lang::ZhHant => format!("聯網 · 你執{you} · {hant}"),
            }
        }
        Away => pick(
            "Your friend's connection dropped: the game waits for them",
            "朋友的连接中断：对局等待其回来",
            "朋友的連線中斷：對局等待其回來",
        ),
        Back => pick("Your friend is back", "朋友回来了", "朋友回來了"),
        TheirTurn => pick("It is your friend's move", "轮到朋友落子", "輪到朋友落子"),
        NotStarted => pick("The game has not begun yet", "对局尚未开始", "對局尚未開始"),
        AskTakeback => pick("Ask to take back", "请求悔棋", "請求悔棋"),
        OfferDraw => pick("Offer a draw", "提议和棋", "提議和棋"),
        TakebackAsked => pick(
            "Your friend asks to take back a move",
            "朋友请求悔棋",
            "朋友請求悔棋",
        ),
        DrawOffered => pick("Your friend offers a draw", "朋友提议和棋", "朋友提議和棋"),
        Agree => pick("Agree", "同意", "同意"),
        Refuse => pick("Refuse", "拒绝", "拒絕"),
        WaitingAnswer => pick(
            "Waiting for your friend's answer…",
            "等待朋友答复…",
            "等待朋友答覆…",
        ),
        TakebackRefused => pick(
            "Your friend refused the takeback",
            "朋友拒绝悔棋",
            "朋友拒絕悔棋",
        ),
        TakenBack => pick("The move was taken back", "已悔棋", "已悔棋"),
        DrawRefused => pick(
            "Your friend refused the draw",
            "朋友拒绝和棋",
            "朋友拒絕和棋",
        ),
        DrawAgreed => pick("Draw agreed", "双方同意和棋", "雙方同意和棋"),
        BadMessage => pick(
            "Ignored an invalid message from the other side",
            "已忽略对方发来的无效消息",
            "已忽略對方發來的無效訊息",
        ),
        ServerFailed { address } => {
            pick(
                "Could not reach the server ",
                "无法连接服务器 ",
                "無法連線伺服器 ",
            ) + address
        }
        RoomBusy => pick(
            "That room already has two players",
            "该房间已满",
            "該房間已滿",
        ),
        UndoOnline => pick(
            "In an online game, ask your friend to take back a move",
            "联网对局中，请向朋友请求悔棋",
            "聯網對局中，請向朋友請求悔棋",
        ),
        NoHelp => pick(
            "The computer's help waits until the online game ends",
            "联网对局结束前不能使用电脑的帮助",
            "聯網對局結束前不能使用電腦的幫助",
        ),
        Leave => pick("Leave", "离开", "離開"),
        Left => pick(
            "You left the online game",
            "你已离开联网对局",
            "你已離開聯網對局",
        ),
    }
}

/// An offer's rule and clock as the player reads them.
fn offered_terms(rule: Rule, clock: Option<(u64, u64)>, lang: Lang) -> (String, String) {
    let clock = match clock {
        Some((minutes, increment)) => Msg::ClockPreset { minutes, increment }.text(lang),
        None => Msg::ClockNone.text(lang),
    };
    (Msg::RuleName(rule).text(lang), clock)
}
