//! One of every explanation (`coach::explain::Fact`), each way its sentence can go: lists
//! of one, two and three points, a line long enough to be cut, each forbidden kind, each
//! kind of win with and without its count, on a 15 and a 19 board.

use super::msg::Msg;
use crate::coach::explain::Fact;
use crate::engine::Threats;
use crate::rules::renju::Forbidden;
use crate::rules::{Pos, Stone};

pub(super) fn explain_examples() -> Vec<Msg> {
    let p = |x: u8, y: u8| Pos::new(x, y);
    let (a, b, c) = (p(7, 7), p(8, 6), p(9, 5));
    let long: Vec<Pos> = (0..9).map(|k| p(3 + k, 4)).collect();
    let mut facts = Vec::new();
    for side in [Stone::Black, Stone::White] {
        let stones = vec![a, b];
        facts.extend([
            Fact::Five {
                side,
                at: a,
                stones: stones.clone(),
            },
            Fact::DoubleFour {
                side,
                at: a,
                fives: vec![b, c],
                stones: stones.clone(),
            },
            Fact::FourThree {
                side,
                at: a,
                block: b,
                open_fours: vec![c, p(10, 4)],
                stones: stones.clone(),
            },
            Fact::OpenFour {
                side,
                at: a,
                fives: vec![b, c],
                stones: stones.clone(),
            },
            Fact::DoubleThree {
                side,
                at: a,
                open_fours: vec![a, b, c],
                stones: stones.clone(),
            },
            Fact::Four {
                side,
                at: a,
                block: b,
                stones: stones.clone(),
            },
            Fact::OpenThree {
                side,
                at: a,
                defences: vec![b, c, p(10, 4)],
                stones: stones.clone(),
            },
            Fact::Quiet { side, at: a },
            Fact::BlockFour {
                side,
                at: b,
                stones: stones.clone(),
            },
            Fact::CannotBlock {
                side,
                fives: vec![b, c],
                stones: stones.clone(),
            },
            Fact::StopThree {
                side,
                defences: vec![b],
                stones: stones.clone(),
            },
            Fact::StopThree {
                side,
                defences: vec![b, c],
                stones: stones.clone(),
            },
            Fact::CannotStopThrees {
                side,
                open_fours: vec![b, c],
                stones,
            },
            Fact::MissedFive { side, at: c },
            Fact::AllowedFive { side, at: c },
            Fact::DefenderWins {
                side,
                played: a,
                line: long.clone(),
            },
            Fact::NoThreat { side, played: a },
            Fact::Refuted { side, defence: b },
            Fact::TooSlow { side, defence: b },
            Fact::NoForcedWin { side, played: a },
        ]);
        for (threats, moves) in [
            (Threats::Fours, Some(7)),
            (Threats::Fours, None),
            (Threats::FoursAndThrees, Some(5)),
            (Threats::FoursAndThrees, None),
        ] {
            facts.push(Fact::WinsBy {
                side,
                threats,
                moves,
                line: long.clone(),
            });
            facts.push(Fact::MissedWin {
                side,
                played: a,
                win_at: b,
                threats: Some(threats),
                moves,
                line: long.clone(),
            });
        }
        facts.push(Fact::MissedWin {
            side,
            played: a,
            win_at: b,
            threats: None,
            moves: None,
            line: Vec::new(),
        });
        for (win, defences) in [
            (None, vec![b]),
            (None, vec![b, c]),
            (Some((Threats::Fours, long.clone())), Vec::new()),
            (Some((Threats::FoursAndThrees, vec![b, c])), Vec::new()),
            (None, Vec::new()),
        ] {
            facts.push(Fact::LetWin {
                side,
                played: a,
                win,
                defences,
            });
        }
    }
    for why in [
        Forbidden::DoubleThree,
        Forbidden::DoubleFour,
        Forbidden::Overline,
    ] {
        facts.push(Fact::Forbidden { at: a, why });
        facts.push(Fact::BlockForbidden {
            at: b,
            why,
            stones: vec![a],
        });
    }
    facts
        .into_iter()
        .flat_map(|fact| {
            [15, 19].map(|size| Msg::Explain {
                fact: fact.clone(),
                size,
            })
        })
        .collect()
}
