//! What the side to move must answer: the opponent's four (its block), fives it cannot
//! block, or an open three (the points that stop its open four).

use crate::engine::{open_four_points, open_four_stops};
use crate::rules::renju::forbidden;
use crate::rules::{Board, Pos, Rule, Stone, makes_five};

use super::fact::Fact;
use super::lines::{five_lines, points, run_through};

/// The opponent's threat the side to move on `board` must answer under `rule`, or `None`
/// when there is none, or when the side to move has a five of its own to make first.
/// Cost: the board scanned twice for fives by the rules, and for an open three one read of
/// the engine's position and at most a few dozen stones tried, under a millisecond.
pub fn threat_to_answer(board: &Board, rule: Rule) -> Option<Fact> {
    let side = board.to_move();
    let them = side.opponent();
    if board
        .empty_points()
        .any(|p| makes_five(board, p, side, rule))
    {
        return None;
    }
    let fives: Vec<Pos> = board
        .empty_points()
        .filter(|&p| makes_five(board, p, them, rule))
        .collect();
    match fives[..] {
        [at] => {
            let stones = four_stones(board, rule, them, &fives);
            if rule == Rule::Renju
                && side == Stone::Black
                && let Some(why) = forbidden(board, at)
            {
                return Some(Fact::BlockForbidden { at, why, stones });
            }
            return Some(Fact::BlockFour { side, at, stones });
        }
        [_, _, ..] => {
            let stones = four_stones(board, rule, them, &fives);
            return Some(Fact::CannotBlock {
                side,
                fives,
                stones,
            });
        }
        [] => {}
    }
    let threats = open_four_points(board, rule, them);
    if threats.is_empty() {
        return None;
    }
    let stones = points(
        threats
            .iter()
            .flat_map(|t| run_through(board, them, t.at, t.dir))
            .collect(),
    );
    let defences = open_four_stops(board, rule, &threats);
    Some(if defences.is_empty() {
        Fact::CannotStopThrees {
            side,
            open_fours: points(threats.iter().map(|t| t.at).collect()),
            stones,
        }
    } else {
        Fact::StopThree {
            side,
            defences,
            stones,
        }
    })
}

/// The stones of the fours whose five points are `fives`.
fn four_stones(board: &Board, rule: Rule, stone: Stone, fives: &[Pos]) -> Vec<Pos> {
    let mut stones = Vec::new();
    for &q in fives {
        for dir in five_lines(board, rule, stone, q) {
            stones.extend(run_through(board, stone, q, dir));
        }
    }
    points(stones)
}
