//! The coach's facts in Chinese (see `explain`). The sentences are written once, in
//! Simplified characters; the Traditional ones differ from them here only character for
//! character (双/雙, 挡/擋, 连/連 ...), so they are the Simplified ones read through
//! `TRADITIONAL`. The coordinates are ASCII, which the table leaves alone.

use super::explain::Names;
use crate::coach::explain::Fact;
use crate::engine::Threats;
use crate::rules::Stone;
use crate::rules::renju::Forbidden;

/// Every Simplified character these sentences use that Traditional writes otherwise.
const TRADITIONAL: [(char, char); 29] = [
    ('续', '續'),
    ('双', '雙'),
    ('挡', '擋'),
    ('须', '須'),
    ('无', '無'),
    ('时', '時'),
    ('应', '應'),
    ('对', '對'),
    ('胁', '脅'),
    ('连', '連'),
    ('胜', '勝'),
    ('错', '錯'),
    ('过', '過'),
    ('机', '機'),
    ('后', '後'),
    ('题', '題'),
    ('规', '規'),
    ('则', '則'),
    ('让', '讓'),
    ('获', '獲'),
    ('点', '點'),
    ('没', '沒'),
    ('两', '兩'),
    ('冲', '衝'),
    ('数', '數'),
    ('长', '長'),
    ('将', '將'),
    ('这', '這'),
    ('个', '個'),
];

fn traditional(text: &str) -> String {
    text.chars()
        .map(|c| {
            TRADITIONAL
                .iter()
                .find(|&&(s, _)| s == c)
                .map_or(c, |&(_, t)| t)
        })
        .collect()
}

fn qi(s: Stone) -> &'static str {
    match s {
        Stone::Black => "黑棋",
        Stone::White => "白棋",
    }
}

fn forbidden(f: Forbidden) -> &'static str {
    match f {
        Forbidden::DoubleThree => "三三禁手",
        Forbidden::DoubleFour => "四四禁手",
        Forbidden::Overline => "长连禁手",
    }
}

/// "连续冲四 7 手胜（VCF）", "以冲四和活三取胜（VCT）".
fn by(threats: Threats, moves: Option<u32>) -> String {
    let (how, short) = match threats {
        Threats::Fours => ("连续冲四", "VCF"),
        Threats::FoursAndThrees => ("以冲四和活三", "VCT"),
    };
    match moves {
        Some(n) => format!("{how} {n} 手胜（{short}）"),
        None => format!("{how}取胜（{short}）"),
    }
}

pub(super) fn sentence(fact: &Fact, n: &Names, traditional_script: bool) -> String {
    let text = simplified(fact, n);
    if traditional_script {
        traditional(&text)
    } else {
        text
    }
}

fn simplified(fact: &Fact, n: &Names) -> String {
    let or = |points: &[_]| n.list(points, "、", " 或 ");
    let and = |points: &[_]| n.list(points, "、", " 和 ");
    match fact {
        Fact::Five { side, at, .. } => format!("{} {} 成五", qi(*side), n.at(*at)),
        Fact::DoubleFour {
            side, at, fives, ..
        } => format!(
            "{} {} 形成双四：{} 的成五点无法全部挡住",
            qi(*side),
            n.at(*at),
            and(fives)
        ),
        Fact::FourThree {
            side,
            at,
            block,
            open_fours,
            ..
        } => format!(
            "{} {} 形成四三：{} 挡住冲四之后，{} 成活四",
            qi(*side),
            n.at(*at),
            n.at(*block),
            or(open_fours)
        ),
        Fact::OpenFour {
            side, at, fives, ..
        } => format!(
            "{} {} 形成活四：{} 两个成五点无法同时挡住",
            qi(*side),
            n.at(*at),
            and(fives)
        ),
        Fact::DoubleThree {
            side,
            at,
            open_fours,
            ..
        } => format!(
            "{} {} 形成双三：一手棋挡不住两个活三（活四点 {}）",
            qi(*side),
            n.at(*at),
            or(open_fours)
        ),
        Fact::Four {
            side, at, block, ..
        } => format!(
            "{} {} 冲四：{}必须挡在 {}",
            qi(*side),
            n.at(*at),
            qi(side.opponent()),
            n.at(*block)
        ),
        Fact::OpenThree {
            side, at, defences, ..
        } => format!(
            "{} {} 形成活三：{}须在 {} 防守",
            qi(*side),
            n.at(*at),
            qi(side.opponent()),
            or(defences)
        ),
        Fact::Quiet { side, at } => {
            format!("{} {} 没有必须应对的威胁", qi(*side), n.at(*at))
        }
        Fact::BlockFour { side, at, .. } => format!(
            "{}必须挡在 {}：{}已成冲四",
            qi(*side),
            n.at(*at),
            qi(side.opponent())
        ),
        Fact::CannotBlock { side, fives, .. } => format!(
            "{}无法同时挡住{}在 {} 的成五点",
            qi(*side),
            qi(side.opponent()),
            and(fives)
        ),
        Fact::BlockForbidden { at, why, .. } => format!(
            "黑棋不能挡在 {}：那是{}，白棋将成五",
            n.at(*at),
            forbidden(*why)
        ),
        Fact::StopThree { side, defences, .. } => format!(
            "{}必须挡在 {}：{}威胁形成活四",
            qi(*side),
            or(defences),
            qi(side.opponent())
        ),
        Fact::CannotStopThrees {
            side, open_fours, ..
        } => format!(
            "{}一手挡不住{}在 {} 的活四点",
            qi(*side),
            qi(side.opponent()),
            and(open_fours)
        ),
        Fact::WinsBy {
            side,
            threats,
            moves,
            line,
        } => format!("{}{}：{}", qi(*side), by(*threats, *moves), n.line(line)),
        Fact::Forbidden { at, why } => format!(
            "按连珠规则，黑棋不能下 {}：那是{}",
            n.at(*at),
            forbidden(*why)
        ),
        Fact::LetWin {
            side,
            played,
            win,
            defences,
        } => {
            let (me, them) = (qi(*side), qi(side.opponent()));
            let played = n.at(*played);
            match (&defences[..], win) {
                ([only], _) => {
                    format!("{me} {played} 让{them}获胜：唯一的防守点是 {}", n.at(*only))
                }
                ([_, _, ..], _) => {
                    format!("{me} {played} 让{them}获胜：防守点是 {}", or(defences))
                }
                ([], Some((threats, line))) => format!(
                    "{me} {played} 让{them}{}：{}",
                    by(*threats, None),
                    n.line(line)
                ),
                ([], None) => format!("{me} {played} 让{them}必胜"),
            }
        }
        Fact::MissedWin {
            side,
            win_at,
            threats,
            moves,
            ..
        } => match threats {
            Some(threats) => format!(
                "{}错过了胜机：{} {}",
                qi(*side),
                n.at(*win_at),
                by(*threats, *moves)
            ),
            None => format!("{}错过了 {} 的胜机", qi(*side), n.at(*win_at)),
        },
        Fact::MissedFive { side, at } => format!("{}本可在 {} 成五", qi(*side), n.at(*at)),
        Fact::AllowedFive { side, at } => format!(
            "{}在 {} 成五：这一手没有挡住冲四",
            qi(side.opponent()),
            n.at(*at)
        ),
        Fact::DefenderWins { side, played, line } => format!(
            "{} {} 没有威胁，{}连续冲四获胜：{}",
            qi(*side),
            n.at(*played),
            qi(side.opponent()),
            n.line(line)
        ),
        Fact::NoThreat { side, played } => format!(
            "{} {} 没有威胁：{}可以自由落子",
            qi(*side),
            n.at(*played),
            qi(side.opponent())
        ),
        Fact::Refuted { side, defence } => format!(
            "{}应在 {}，之后再无必胜",
            qi(side.opponent()),
            n.at(*defence)
        ),
        Fact::TooSlow { side, defence } => format!(
            "{}应在 {} 之后仍有胜法，但步数超出题目限制",
            qi(side.opponent()),
            n.at(*defence)
        ),
        Fact::NoForcedWin { side, played } => {
            format!("{} {} 之后再无必胜", qi(*side), n.at(*played))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pair really differs, and no Simplified character is also a Traditional one
    /// (which a second pass would turn again).
    #[test]
    fn the_table_maps_each_character_once() {
        for (s, t) in TRADITIONAL {
            assert_ne!(s, t);
            assert!(TRADITIONAL.iter().all(|&(s2, _)| s2 != t), "{t}");
        }
        assert_eq!(traditional("连续冲四 h8"), "連續衝四 h8");
    }
}
