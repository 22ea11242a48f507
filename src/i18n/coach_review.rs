//! The coach's review in the game panel (`Msg::Review(ReviewText)`): grading the moves,
//! each side's summary, the moves to look at, and the better move, in one file for the
//! three languages. Why a move was bad is the coach's explanation (`Msg::Explain`).

use super::Lang;
use super::en::cap;
use crate::coach::Grade;
use crate::rules::Stone;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewText {
    /// The button that starts the review.
    GradeMoves,
    /// The review under way: positions read of those to read.
    Grading {
        read: usize,
        total: usize,
    },
    Stop,
    /// One side's summary: its accuracy (0 to 100, `None` with no move graded) and how
    /// many of its moves are worth a look.
    Summary {
        side: Stone,
        accuracy: Option<u32>,
        to_look_at: usize,
    },
    ToLookAt,
    NoErrors,
    Grade(Grade),
    /// A graded move: its number (from 1), who played where, its grade and the winning
    /// chances it gave away (percent; not shown when none, as for a missed win the engine
    /// alone did not see).
    Move {
        number: usize,
        side: Stone,
        pos: String,
        grade: Grade,
        loss: u32,
    },
    /// The engine's better move and the line after it.
    Better {
        pos: String,
        line: String,
    },
    /// The review finished.
    Graded,
}

impl ReviewText {
    pub fn examples() -> Vec<ReviewText> {
        use ReviewText::*;
        let mut all = vec![
            GradeMoves,
            Grading {
                read: 12,
                total: 41,
            },
            Stop,
            ToLookAt,
            NoErrors,
            Better {
                pos: "g9".into(),
                line: "g9 h10 g10".into(),
            },
            Graded,
        ];
        for side in [Stone::Black, Stone::White] {
            for (accuracy, to_look_at) in [(Some(87), 0), (Some(100), 1), (None, 3)] {
                all.push(Summary {
                    side,
                    accuracy,
                    to_look_at,
                });
            }
        }
        for grade in crate::coach::Grade::ALL {
            all.push(Grade(grade));
            all.push(Move {
                number: 12,
                side: Stone::White,
                pos: "j7".into(),
                grade,
                loss: 31,
            });
            all.push(Move {
                number: 7,
                side: Stone::Black,
                pos: "o15".into(),
                grade,
                loss: 0,
            });
        }
        all
    }
}

pub(super) fn text(phrase: &ReviewText, lang: Lang) -> String {
    match lang {
        Lang::En => english(phrase),
        Lang::ZhHans => chinese(phrase, &SIMPLIFIED),
        Lang::ZhHant => chinese(phrase, &TRADITIONAL),
    }
}

fn grade_en(grade: Grade) -> &'static str {
    match grade {
        Grade::Best => "Best",
        Grade::Good => "Good",
        Grade::Inaccuracy => "Inaccuracy",
        Grade::Mistake => "Mistake",
        Grade::Blunder => "Blunder",
        Grade::MissedWin => "Missed win",
        Grade::LosingMove => "Losing move",
        Grade::OnlyMove => "Only move",
        Grade::Forced => "Forced",
    }
}

fn english(phrase: &ReviewText) -> String {
    use ReviewText::*;
    match phrase {
        GradeMoves => "Grade the moves".into(),
        Grading { read, total } => format!("Grading the moves… {read} of {total}"),
        Stop => "Stop".into(),
        Summary {
            side,
            accuracy,
            to_look_at,
        } => {
            let accuracy = match accuracy {
                Some(a) => format!("accuracy {a}"),
                None => "no move graded".into(),
            };
            let look = match to_look_at {
                0 => "nothing to look at".to_string(),
                1 => "1 move to look at".to_string(),
                n => format!("{n} moves to look at"),
            };
            format!("{}: {accuracy}, {look}", cap(*side))
        }
        ToLookAt => "Moves to look at:".into(),
        NoErrors => "No mistakes found".into(),
        Grade(grade) => grade_en(*grade).into(),
        Move {
            number,
            side,
            pos,
            grade,
            loss,
        } => {
            let grade = grade_en(*grade);
            match loss {
                0 => format!("{number}. {} {pos}: {grade}", cap(*side)),
                _ => format!("{number}. {} {pos}: {grade} (-{loss}%)", cap(*side)),
            }
        }
        Better { pos, line } => format!("Better: {pos}, with the line {line}"),
        Graded => "The moves are graded".into(),
    }
}

struct Script {
    grade_moves: &'static str,
    grading: &'static str,
    stop: &'static str,
    accuracy: &'static str,
    none_graded: &'static str,
    nothing: &'static str,
    look: &'static str,
    to_look_at: &'static str,
    no_errors: &'static str,
    grades: [&'static str; 9],
    better: &'static str,
    line: &'static str,
    graded: &'static str,
}

const SIMPLIFIED: Script = Script {
    grade_moves: "逐步评分",
    grading: "正在评分…",
    stop: "停止",
    accuracy: "准确率",
    none_graded: "没有评分的着法",
    nothing: "没有需要细看的着法",
    look: "步值得细看",
    to_look_at: "值得细看的着法：",
    no_errors: "没有发现失误",
    grades: [
        "最佳",
        "好棋",
        "欠佳",
        "失误",
        "大错",
        "漏胜",
        "败着",
        "唯一解",
        "必应",
    ],
    better: "更好：",
    line: "后续",
    graded: "评分完成",
};

const TRADITIONAL: Script = Script {
    grade_moves: "逐步評分",
    grading: "正在評分…",
    stop: "停止",
    accuracy: "準確率",
    none_graded: "沒有評分的著法",
    nothing: "沒有需要細看的著法",
    look: "步值得細看",
    to_look_at: "值得細看的著法：",
    no_errors: "沒有發現失誤",
    grades: [
        "最佳",
        "好棋",
        "欠佳",
        "失誤",
        "大錯",
        "漏勝",
        "敗著",
        "唯一解",
        "必應",
    ],
    better: "更好：",
    line: "後續",
    graded: "評分完成",
};

fn chinese(phrase: &ReviewText, s: &Script) -> String {
    use ReviewText::*;
    let side = |stone: Stone| match stone {
        Stone::Black => "黑",
        Stone::White => "白",
    };
    let grade = |g: crate::coach::Grade| {
        let place = crate::coach::Grade::ALL
            .iter()
            .position(|&x| x == g)
            .unwrap_or(0);
        s.grades[place]
    };
    match phrase {
        GradeMoves => s.grade_moves.into(),
        Grading { read, total } => format!("{} {read}/{total}", s.grading),
        Stop => s.stop.into(),
        Summary {
            side: who,
            accuracy,
            to_look_at,
        } => {
            let accuracy = match accuracy {
                Some(a) => format!("{} {a}", s.accuracy),
                None => s.none_graded.into(),
            };
            let look = match to_look_at {
                0 => s.nothing.to_string(),
                n => format!("{n} {}", s.look),
            };
            format!("{}：{accuracy}，{look}", side(*who))
        }
        ToLookAt => s.to_look_at.into(),
        NoErrors => s.no_errors.into(),
        Grade(g) => grade(*g).into(),
        Move {
            number,
            side: who,
            pos,
            grade: g,
            loss,
        } => match loss {
            0 => format!("{number}. {} {pos}：{}", side(*who), grade(*g)),
            _ => format!("{number}. {} {pos}：{}（-{loss}%）", side(*who), grade(*g)),
        },
        Better { pos, line } => format!("{}{pos}，{}：{line}", s.better, s.line),
        Graded => s.graded.into(),
    }
}
