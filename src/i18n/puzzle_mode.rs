//! The puzzle mode's words (home's card and page, the puzzle's panel), in one file for
//! the three languages: `Msg::Puzzle(PuzzleText)`. Why a move fails is the coach's
//! explanation, not here.

use super::en::cap;
use super::{Lang, Msg};
use crate::coach::puzzles::{self, Band, Kind};
use crate::rules::{Rule, Stone};

/// One phrase of the puzzle mode, with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleText {
    /// Home's card, and the page's title.
    Title,
    /// Home's card line: how many of the shipped puzzles are solved.
    CardLine {
        solved: u32,
        total: usize,
    },
    /// What solving means, on home's page.
    Help,
    /// The bands' heading on home's page.
    Difficulty,
    /// A difficulty band, as a chip, with how many puzzles it holds.
    Band(Band),
    /// The player's own collection, with its size.
    Mine {
        count: usize,
    },
    /// Where the player's own puzzles come from (shown while there are none).
    MineEmpty,
    Stats {
        solved: u32,
        streak: u32,
        best: u32,
    },
    Start,
    /// The panel's heading: which puzzle of the collection (`band` `None`: the player's
    /// own, of every length).
    Heading {
        number: usize,
        total: usize,
        rule: Rule,
        band: Option<Band>,
    },
    /// What to do: the side to play, the threats it wins by, in how many moves.
    Goal {
        attacker: Stone,
        kind: Kind,
        win_in: u32,
    },
    /// The defence is working out its answer.
    Thinking,
    /// The move keeps the win; the defence answered at `reply` (none: it had no move).
    Right {
        defender: Stone,
        reply: Option<String>,
    },
    Solved,
    /// The move lost the win (the coach's explanation follows).
    Wrong,
    Hint {
        pos: String,
    },
    NoHint,
    HintButton,
    Retry,
    Next,
    Back,
    Keys,
    /// Positions of a reviewed game where a win was missed joined the player's puzzles.
    Added {
        count: usize,
    },
    /// The collection chosen has no puzzle.
    Empty,
}

impl PuzzleText {
    /// One of each phrase, for the catalog's checks.
    pub fn examples() -> Vec<PuzzleText> {
        use PuzzleText::*;
        let mut all = vec![
            Title,
            CardLine {
                solved: 12,
                total: 387,
            },
            Help,
            Difficulty,
            Mine { count: 0 },
            Mine { count: 4 },
            MineEmpty,
            Stats {
                solved: 12,
                streak: 3,
                best: 5,
            },
            Start,
            Thinking,
            Right {
                defender: Stone::White,
                reply: Some("j9".into()),
            },
            Right {
                defender: Stone::Black,
                reply: None,
            },
            Solved,
            Wrong,
            Hint { pos: "h8".into() },
            NoHint,
            HintButton,
            Retry,
            Next,
            Back,
            Keys,
            Added { count: 1 },
            Added { count: 3 },
            Empty,
        ];
        all.extend(puzzles::Band::ALL.map(PuzzleText::Band));
        for (rule, band) in [
            (Rule::Freestyle, Some(puzzles::Band::Three)),
            (Rule::Renju, None),
        ] {
            all.push(Heading {
                number: 4,
                total: 80,
                rule,
                band,
            });
        }
        for kind in Kind::ALL {
            all.push(Goal {
                attacker: Stone::Black,
                kind,
                win_in: 3,
            });
        }
        all
    }
}

/// The phrase in `lang`.
pub(super) fn text(phrase: &PuzzleText, lang: Lang) -> String {
    match lang {
        Lang::En => english(phrase),
        Lang::ZhHans => chinese(phrase, &SIMPLIFIED, lang),
        Lang::ZhHant => chinese(phrase, &TRADITIONAL, lang),
    }
}

fn band(b: Band) -> String {
    match b {
        Band::Nine => "Win in 9 or more".into(),
        _ => format!("Win in {}", b.least()),
    }
}

fn english(phrase: &PuzzleText) -> String {
    use PuzzleText::*;
    match phrase {
        Title => "Puzzles".into(),
        CardLine { solved, total } => format!("Win by threats · {solved} of {total} solved"),
        Help => "Play the attack and win: fours and threes the defence must answer. The computer defends as well as it can.".into(),
        Difficulty => "Difficulty".into(),
        Band(b) => band(*b),
        Mine { count } => format!("My puzzles ({count})"),
        MineEmpty => "Wins missed in your reviewed games become your own puzzles here.".into(),
        Stats { solved, streak, best } => {
            format!("Solved {solved} · streak {streak} (best {best})")
        }
        Start => "Start".into(),
        Heading {
            number,
            total,
            rule,
            band: b,
        } => {
            let rule = Msg::RuleName(*rule).text(Lang::En);
            match b {
                Some(b) => format!("Puzzle {number} of {total} · {rule} · {}", band(*b)),
                None => format!("My puzzle {number} of {total} · {rule}"),
            }
        }
        Goal {
            attacker,
            kind,
            win_in,
        } => {
            let by = match kind {
                Kind::Vcf => "by fours (VCF)",
                Kind::Vct => "by fours and threes (VCT)",
            };
            format!("{} to play and win {by} in {win_in} moves", cap(*attacker))
        }
        Thinking => "The defence is answering…".into(),
        Right { defender, reply } => match reply {
            Some(pos) => format!("Right. {} answers {pos}.", cap(*defender)),
            None => "Right.".into(),
        },
        Solved => "Solved: five in a row!".into(),
        Wrong => "That move does not win.".into(),
        Hint { pos } => format!("Hint: try {pos}"),
        NoHint => "No hint here".into(),
        HintButton => "Hint".into(),
        Retry => "Try again".into(),
        Next => "Next puzzle".into(),
        Back => "‹ Home".into(),
        Keys => "Keys: H hint, R try again, N next, Esc home".into(),
        Added { count: 1 } => "A win missed in this game joined your puzzles".into(),
        Added { count } => format!("{count} wins missed in this game joined your puzzles"),
        Empty => "No puzzles here yet".into(),
    }
}

/// The words that differ between the two Chinese scripts.
struct Script {
    title: &'static str,
    card_line: &'static str,
    help: &'static str,
    difficulty: &'static str,
    win_in: &'static str,
    or_more: &'static str,
    mine: &'static str,
    mine_empty: &'static str,
    stats: [&'static str; 3],
    start: &'static str,
    heading: [&'static str; 2],
    my_heading: &'static str,
    to_win: &'static str,
    vcf: &'static str,
    vct: &'static str,
    within: &'static str,
    thinking: &'static str,
    right: &'static str,
    answers: &'static str,
    solved: &'static str,
    wrong: &'static str,
    hint: &'static str,
    no_hint: &'static str,
    hint_button: &'static str,
    retry: &'static str,
    next: &'static str,
    back: &'static str,
    keys: &'static str,
    added: &'static str,
    empty: &'static str,
    black: &'static str,
    white: &'static str,
}

const SIMPLIFIED: Script = Script {
    title: "习题",
    card_line: "以攻取胜 · 已解",
    help: "执攻方取胜：每一步都是防守方必须应对的冲四或活三。电脑尽力防守。",
    difficulty: "难度",
    win_in: "步胜",
    or_more: "九步以上胜",
    mine: "我的习题",
    mine_empty: "复盘中发现的漏胜局面会成为你自己的习题。",
    stats: ["已解", "连对", "最佳"],
    start: "开始",
    heading: ["第", "题，共"],
    my_heading: "我的习题",
    to_win: "先胜",
    vcf: "连续冲四（VCF）",
    vct: "冲四与活三（VCT）",
    within: "步之内",
    thinking: "防守方正在应对…",
    right: "正确。",
    answers: "应在",
    solved: "解出：连成五子！",
    wrong: "这步不能取胜。",
    hint: "提示：试试",
    no_hint: "此处没有提示",
    hint_button: "提示",
    retry: "重来",
    next: "下一题",
    back: "‹ 主页",
    keys: "按键：H 提示，R 重来，N 下一题，Esc 主页",
    added: "个漏胜局面已加入我的习题",
    empty: "这一组还没有习题",
    black: "黑",
    white: "白",
};

const TRADITIONAL: Script = Script {
    title: "習題",
    card_line: "以攻取勝 · 已解",
    help: "執攻方取勝：每一步都是防守方必須應對的衝四或活三。電腦盡力防守。",
    difficulty: "難度",
    win_in: "步勝",
    or_more: "九步以上勝",
    mine: "我的習題",
    mine_empty: "復盤中發現的漏勝局面會成為你自己的習題。",
    stats: ["已解", "連對", "最佳"],
    start: "開始",
    heading: ["第", "題，共"],
    my_heading: "我的習題",
    to_win: "先勝",
    vcf: "連續衝四（VCF）",
    vct: "衝四與活三（VCT）",
    within: "步之內",
    thinking: "防守方正在應對…",
    right: "正確。",
    answers: "應在",
    solved: "解出：連成五子！",
    wrong: "這步不能取勝。",
    hint: "提示：試試",
    no_hint: "此處沒有提示",
    hint_button: "提示",
    retry: "重來",
    next: "下一題",
    back: "‹ 主頁",
    keys: "按鍵：H 提示，R 重來，N 下一題，Esc 主頁",
    added: "個漏勝局面已加入我的習題",
    empty: "這一組還沒有習題",
    black: "黑",
    white: "白",
};

fn chinese(phrase: &PuzzleText, s: &Script, lang: Lang) -> String {
    use PuzzleText::*;
    let side = |stone: Stone| match stone {
        Stone::Black => s.black,
        Stone::White => s.white,
    };
    let band = |b: puzzles::Band| match b {
        puzzles::Band::Nine => s.or_more.to_string(),
        _ => format!("{}{}", b.least(), s.win_in),
    };
    match phrase {
        Title => s.title.into(),
        CardLine { solved, total } => format!("{} {solved} / {total}", s.card_line),
        Help => s.help.into(),
        Difficulty => s.difficulty.into(),
        Band(b) => band(*b),
        Mine { count } => format!("{}（{count}）", s.mine),
        MineEmpty => s.mine_empty.into(),
        Stats {
            solved,
            streak,
            best,
        } => {
            let [a, b, c] = s.stats;
            format!("{a} {solved} · {b} {streak}（{c} {best}）")
        }
        Start => s.start.into(),
        Heading {
            number,
            total,
            rule,
            band: b,
        } => {
            let rule = Msg::RuleName(*rule).text(lang);
            let [first, of] = s.heading;
            match b {
                Some(b) => format!("{first} {number} {of} {total} · {rule} · {}", band(*b)),
                None => format!("{} {number} / {total} · {rule}", s.my_heading),
            }
        }
        Goal {
            attacker,
            kind,
            win_in,
        } => {
            let by = match kind {
                Kind::Vcf => s.vcf,
                Kind::Vct => s.vct,
            };
            format!(
                "{}{}：{by}，{win_in} {}",
                side(*attacker),
                s.to_win,
                s.within
            )
        }
        Thinking => s.thinking.into(),
        Right { defender, reply } => match reply {
            Some(pos) => format!("{}{}{} {pos}。", s.right, side(*defender), s.answers),
            None => s.right.into(),
        },
        Solved => s.solved.into(),
        Wrong => s.wrong.into(),
        Hint { pos } => format!("{} {pos}", s.hint),
        NoHint => s.no_hint.into(),
        HintButton => s.hint_button.into(),
        Retry => s.retry.into(),
        Next => s.next.into(),
        Back => s.back.into(),
        Keys => s.keys.into(),
        Added { count } => format!("{count} {}", s.added),
        Empty => s.empty.into(),
    }
}
