//! The computer's decisions in a renju opening rule (`engine::opening_rule::Reason`), in
//! one line each: what it did and the engine's reason, the score it weighed (in the
//! engine's units, as the analysis shows them).

use super::{Lang, Msg};
use crate::engine::opening_rule::{DeclareWhy, Reason};
use crate::rules::Stone;

/// The line for `reason` in `lang`.
pub(super) fn text(reason: &Reason, lang: Lang) -> String {
    let opening = &|| match reason {
        Reason::OpeningStone { opening, .. } => Msg::OpeningName(*opening).text(lang),
        _ => String::new(),
    };
    match lang {
        Lang::En => english(reason, opening),
        Lang::ZhHans => chinese(reason, opening, &SIMPLIFIED),
        Lang::ZhHant => chinese(reason, opening, &TRADITIONAL),
    }
}

fn colour(stone: Stone) -> &'static str {
    match stone {
        Stone::Black => "black",
        Stone::White => "white",
    }
}

fn english(reason: &Reason, opening: &dyn Fn() -> String) -> String {
    match *reason {
        Reason::OpeningStone { number, .. } => format!(
            "The computer lays out {}, a balanced opening (stone {number} of 3)",
            opening()
        ),
        Reason::Centre => "The computer opens on the centre".into(),
        Reason::BestPoint { colour: c, score } => {
            format!(
                "The computer plays its best {} stone (score {score:+})",
                colour(c)
            )
        }
        Reason::StoneBeforeSwap { colour: c, score } => format!(
            "The computer plays a {} stone that gives no reason to swap (score {score:+})",
            colour(c)
        ),
        Reason::Swap {
            colour_taken,
            advantage,
        } => format!(
            "The computer swaps: {} stands better, by {advantage}",
            colour(colour_taken)
        ),
        Reason::Keep {
            colour_kept,
            advantage,
        } => format!(
            "The computer keeps {}: it scores {advantage:+}, no reason to swap",
            colour(colour_kept)
        ),
        Reason::Declare {
            count,
            black_score: s,
            why,
        } => match why {
            DeclareWhy::ForTheOpening => {
                format!("The computer declares {count} 5th moves: black's opening scores {s:+}")
            }
            DeclareWhy::MostBlackKeeps => format!(
                "The computer asks for {count} 5th moves, the most that leave black no reason to swap (black {s:+})"
            ),
            DeclareWhy::BlackWillSwap => format!(
                "The computer asks for {count} 5th move: black is behind ({s:+}) and will swap"
            ),
            DeclareWhy::TenOffers => format!(
                "The computer offers {count} 5th moves: even the tenth best scores {s:+} for black"
            ),
            DeclareWhy::OneFifth => format!("The computer plays one 5th move (black {s:+})"),
        },
        Reason::Offer {
            number,
            of,
            black_score,
        } => format!("The computer offers 5th move {number} of {of} (black {black_score:+})"),
        Reason::ChooseOffer {
            offers,
            black_score: Some(s),
        } => format!("The computer takes the offer weakest for black of {offers} ({s:+})"),
        Reason::ChooseOffer {
            offers,
            black_score: None,
        } => format!("The computer takes the offer weakest for black of {offers}"),
        Reason::Fallback => "The computer takes the first choice the rule allows".into(),
    }
}

/// The words that differ between the two Chinese scripts.
struct Words {
    computer: &'static str,
    lays: &'static str,
    centre: &'static str,
    best: &'static str,
    no_swap: &'static str,
    swaps: &'static str,
    keeps: &'static str,
    declares: &'static str,
    black_swaps: &'static str,
    tenth: &'static str,
    one: &'static str,
    offers: &'static str,
    takes: &'static str,
    first: &'static str,
    ahead: &'static str,
    points: &'static str,
    of: &'static str,
}

const SIMPLIFIED: Words = Words {
    computer: "电脑",
    lays: "摆出均衡开局",
    centre: "在天元开局",
    best: "下出最佳的",
    no_swap: "下一手不给对方交换理由的",
    swaps: "交换：",
    keeps: "继续执",
    declares: "声明打",
    black_swaps: "黑棋落后，将会交换",
    tenth: "连第十好的打点黑棋也有",
    one: "下一手第 5 手",
    offers: "打出第 5 手点",
    takes: "选定对黑棋最不利的打点",
    first: "按规则取第一个可行的选择",
    ahead: "领先",
    points: "个点",
    of: "从",
};

const TRADITIONAL: Words = Words {
    computer: "電腦",
    lays: "擺出均衡開局",
    centre: "在天元開局",
    best: "下出最佳的",
    no_swap: "下一手不給對方交換理由的",
    swaps: "交換：",
    keeps: "繼續執",
    declares: "聲明打",
    black_swaps: "黑棋落後，將會交換",
    tenth: "連第十好的打點黑棋也有",
    one: "下一手第 5 手",
    offers: "打出第 5 手點",
    takes: "選定對黑棋最不利的打點",
    first: "按規則取第一個可行的選擇",
    ahead: "領先",
    points: "個點",
    of: "從",
};

fn zi(stone: Stone) -> &'static str {
    match stone {
        Stone::Black => "黑",
        Stone::White => "白",
    }
}

fn chinese(reason: &Reason, opening: &dyn Fn() -> String, w: &Words) -> String {
    let c = w.computer;
    match *reason {
        Reason::OpeningStone { number, .. } => {
            format!("{c}{}「{}」（第 {number}/3 子）", w.lays, opening())
        }
        Reason::Centre => format!("{c}{}", w.centre),
        Reason::BestPoint { colour, score } => {
            format!("{c}{}{}子（{score:+}）", w.best, zi(colour))
        }
        Reason::StoneBeforeSwap { colour, score } => {
            format!("{c}{}{}子（{score:+}）", w.no_swap, zi(colour))
        }
        Reason::Swap {
            colour_taken,
            advantage,
        } => format!(
            "{c}{}{}棋{} {advantage}",
            w.swaps,
            zi(colour_taken),
            w.ahead
        ),
        Reason::Keep {
            colour_kept,
            advantage,
        } => format!("{c}{}{}（{advantage:+}）", w.keeps, zi(colour_kept)),
        Reason::Declare {
            count,
            black_score: s,
            why,
        } => {
            let declared = format!("{c}{} {count} {}", w.declares, w.points);
            match why {
                DeclareWhy::BlackWillSwap => format!("{declared}：{}（{s:+}）", w.black_swaps),
                DeclareWhy::TenOffers => format!("{declared}：{} {s:+}", w.tenth),
                DeclareWhy::OneFifth => format!("{c}{}（黑 {s:+}）", w.one),
                _ => format!("{declared}（黑 {s:+}）"),
            }
        }
        Reason::Offer {
            number,
            of,
            black_score,
        } => format!("{c}{} {number}/{of}（黑 {black_score:+}）", w.offers),
        Reason::ChooseOffer {
            offers,
            black_score,
        } => {
            let took = format!("{c}{} {offers} {}中{}", w.of, w.points, w.takes);
            match black_score {
                Some(s) => format!("{took}（{s:+}）"),
                None => took,
            }
        }
        Reason::Fallback => format!("{c}{}", w.first),
    }
}
