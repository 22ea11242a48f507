//! The coach's facts in English (see `explain`).

use super::en::{cap, stone as low};
use super::explain::Names;
use crate::coach::explain::Fact;
use crate::engine::Threats;
use crate::rules::renju::Forbidden;

/// "a double three", "an overline".
fn forbidden(f: Forbidden) -> &'static str {
    match f {
        Forbidden::DoubleThree => "a double three",
        Forbidden::DoubleFour => "a double four",
        Forbidden::Overline => "an overline",
    }
}

/// "by continuous fours in 7 (VCF)", "by fours and threes (VCT)".
fn by(threats: Threats, moves: Option<u32>) -> String {
    let (how, short) = match threats {
        Threats::Fours => ("by continuous fours", "VCF"),
        Threats::FoursAndThrees => ("by fours and threes", "VCT"),
    };
    match moves {
        Some(n) => format!("{how} in {n} ({short})"),
        None => format!("{how} ({short})"),
    }
}

pub(super) fn sentence(fact: &Fact, n: &Names) -> String {
    let or = |points: &[_]| n.list(points, ", ", " or ");
    let and = |points: &[_]| n.list(points, ", ", " and ");
    match fact {
        Fact::Five { side, at, .. } => format!("{} {} makes five", cap(*side), n.at(*at)),
        Fact::DoubleFour {
            side, at, fives, ..
        } => format!(
            "{} {} makes a double four: fives at {} cannot all be blocked",
            cap(*side),
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
            "{} {} makes a four-three: after the block at {}, {} makes an open four",
            cap(*side),
            n.at(*at),
            n.at(*block),
            or(open_fours)
        ),
        Fact::OpenFour {
            side, at, fives, ..
        } => format!(
            "{} {} makes an open four: fives at {} cannot both be blocked",
            cap(*side),
            n.at(*at),
            and(fives)
        ),
        Fact::DoubleThree {
            side,
            at,
            open_fours,
            ..
        } => format!(
            "{} {} makes a double three: one stone cannot stop both (open fours at {})",
            cap(*side),
            n.at(*at),
            or(open_fours)
        ),
        Fact::Four {
            side, at, block, ..
        } => format!(
            "{} {} makes a four: {} must block at {}",
            cap(*side),
            n.at(*at),
            low(side.opponent()),
            n.at(*block)
        ),
        Fact::OpenThree {
            side, at, defences, ..
        } => format!(
            "{} {} makes an open three: {} must defend at {}",
            cap(*side),
            n.at(*at),
            low(side.opponent()),
            or(defences)
        ),
        Fact::Quiet { side, at } => format!(
            "{} {} threatens nothing that must be answered",
            cap(*side),
            n.at(*at)
        ),
        Fact::BlockFour { side, at, .. } => format!(
            "{} must block at {}: {} has a four",
            cap(*side),
            n.at(*at),
            low(side.opponent())
        ),
        Fact::CannotBlock { side, fives, .. } => format!(
            "{} cannot block {}'s fives at both {}",
            cap(*side),
            low(side.opponent()),
            and(fives)
        ),
        Fact::BlockForbidden { at, why, .. } => format!(
            "Black cannot block at {}: it would be {}, and white makes five",
            n.at(*at),
            forbidden(*why)
        ),
        Fact::StopThree { side, defences, .. } => format!(
            "{} must block at {}: {} threatens an open four",
            cap(*side),
            or(defences),
            low(side.opponent())
        ),
        Fact::CannotStopThrees {
            side, open_fours, ..
        } => format!(
            "{} cannot stop {}'s open fours at {} with one stone",
            cap(*side),
            low(side.opponent()),
            and(open_fours)
        ),
        Fact::WinsBy {
            side,
            threats,
            moves,
            line,
        } => format!(
            "{} wins {}: {}",
            cap(*side),
            by(*threats, *moves),
            n.line(line)
        ),
        Fact::Forbidden { at, why } => format!(
            "In renju, black cannot play {}: it would be {}",
            n.at(*at),
            forbidden(*why)
        ),
        Fact::LetWin {
            side,
            played,
            win,
            defences,
        } => {
            let lost = format!(
                "{}'s {} let {} win",
                cap(*side),
                n.at(*played),
                low(side.opponent())
            );
            match (&defences[..], win) {
                ([only], _) => format!("{lost}: the only defence was {}", n.at(*only)),
                ([_, _, ..], _) => format!("{lost}: the defences were {}", or(defences)),
                ([], Some((threats, line))) => {
                    format!("{lost} {}: {}", by(*threats, None), n.line(line))
                }
                ([], None) => format!("{lost} by force"),
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
                "{} missed a win: {} wins {}",
                cap(*side),
                n.at(*win_at),
                by(*threats, *moves)
            ),
            None => format!("{} missed a win at {}", cap(*side), n.at(*win_at)),
        },
        Fact::MissedFive { side, at } => {
            format!("{} had five to make at {}", cap(*side), n.at(*at))
        }
        Fact::AllowedFive { side, at } => format!(
            "{} makes five at {}: the move did not block the four",
            cap(side.opponent()),
            n.at(*at)
        ),
        Fact::DefenderWins { side, played, line } => format!(
            "{}'s {} threatens nothing, and {} wins by continuous fours: {}",
            cap(*side),
            n.at(*played),
            low(side.opponent()),
            n.line(line)
        ),
        Fact::NoThreat { side, played } => format!(
            "{}'s {} threatens nothing: {} is free to play",
            cap(*side),
            n.at(*played),
            low(side.opponent())
        ),
        Fact::Refuted { side, defence } => format!(
            "{} answers at {}, and no forced win is left",
            cap(side.opponent()),
            n.at(*defence)
        ),
        Fact::TooSlow { side, defence } => format!(
            "After {}'s {} a win is left, but it takes more moves than the puzzle allows",
            low(side.opponent()),
            n.at(*defence)
        ),
        Fact::NoForcedWin { side, played } => format!(
            "No forced win is left after {}'s {}",
            low(*side),
            n.at(*played)
        ),
    }
}
