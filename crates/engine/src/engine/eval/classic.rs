//! The classic scoring-table player of the old web versions (the project's baseline,
//! shared/baseline/classic_ai.py), ported weight for weight and tie-break for tie-break.
//!
//! Every empty point is scored over the five-point windows through it: a window holding
//! only the opponent's stones adds 200/400/2000/10000 for 1..4 of them to the "threat"
//! score, one holding only ours 220/420/2200/20000 to the "chance" score. The point with the
//! highest of either wins, ties going to the other score, scanning row by row. What the
//! original left to scan order we leave to a seeded choice among exactly equal points.

use rand::RngExt;
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::rules::{Board, Pos, Rule, Stone, may_play};

const OPPONENT: [u32; 5] = [0, 200, 400, 2_000, 10_000];
const OWN: [u32; 5] = [0, 220, 420, 2_200, 20_000];

/// The first move of both simple players: the centre of an empty board, when the side to
/// move may play it.
pub(super) fn opening_centre(board: &Board, rule: Rule) -> Option<Pos> {
    let n = board.size() as u8;
    let centre = Pos::new(n / 2, n / 2);
    (board.stone_count() == 0 && may_play(board, rule, centre)).then_some(centre)
}

/// The classic player's move for the side to move; `None` on a full board (or when every
/// empty point is forbidden).
pub fn choose(board: &Board, rule: Rule, seed: u64) -> Option<Pos> {
    let n = board.size();
    let me = board.to_move();
    let legal = |p: Pos| may_play(board, rule, p);
    if let Some(centre) = opening_centre(board, rule) {
        return Some(centre);
    }
    let scores = score_points(board, me);
    // The scan of the original, skipping points the rules forbid.
    let mut chosen: Option<(Pos, u32, u32)> = None;
    let mut best = 0;
    for y in 0..n {
        for x in 0..n {
            let p = Pos::new(x as u8, y as u8);
            if !board.is_empty_point(p) {
                continue;
            }
            let (hs, cs) = scores[y * n + x];
            let Some((_, mut bh, bc)) = chosen else {
                if legal(p) {
                    best = hs.max(cs);
                    chosen = Some((p, hs, cs));
                }
                continue;
            };
            if (hs > best || (hs == best && cs > bc)) && legal(p) {
                best = hs;
                chosen = Some((p, hs, cs));
                bh = hs;
            }
            if (cs > best || (cs == best && hs > bh)) && legal(p) {
                best = cs;
                chosen = Some((p, hs, cs));
            }
        }
    }
    let (pick, bh, bc) = chosen?;
    let equal: Vec<Pos> = board
        .points()
        .filter(|&p| board.is_empty_point(p) && scores[p.index(n)] == (bh, bc) && legal(p))
        .collect();
    if equal.len() <= 1 {
        return Some(pick);
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(
        seed ^ (board.stone_count() as u64).wrapping_mul(0x9E37_79B9),
    );
    Some(equal[rng.random_range(0..equal.len())])
}

/// (threat, chance) for every point, row-major: the opponent's and our window sums.
fn score_points(board: &Board, me: Stone) -> Vec<(u32, u32)> {
    let n = board.size() as i32;
    let mut scores = vec![(0u32, 0u32); (n * n) as usize];
    for y in 0..n {
        for x in 0..n {
            for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let cells: Vec<(i32, i32)> = (0..5).map(|k| (x + k * dx, y + k * dy)).collect();
                if !cells
                    .iter()
                    .all(|&(a, b)| (0..n).contains(&a) && (0..n).contains(&b))
                {
                    continue;
                }
                let (mut own, mut opp) = (0, 0);
                for &(a, b) in &cells {
                    match board.get(Pos::new(a as u8, b as u8)) {
                        Some(s) if s == me => own += 1,
                        Some(_) => opp += 1,
                        None => {}
                    }
                }
                for &(a, b) in &cells {
                    let s = &mut scores[(b * n + a) as usize];
                    if own == 0 && opp > 0 {
                        s.0 += OPPONENT.get(opp).copied().unwrap_or(0);
                    }
                    if opp == 0 && own > 0 {
                        s.1 += OWN.get(own).copied().unwrap_or(0);
                    }
                }
            }
        }
    }
    scores
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(moves: &[(u8, u8)]) -> Board {
        let mut b = Board::new(15);
        for &(x, y) in moves {
            b.play(Pos::new(x, y));
        }
        b
    }

    #[test]
    fn opens_in_the_centre() {
        assert_eq!(
            choose(&Board::new(15), Rule::Freestyle, 1),
            Some(Pos::new(7, 7))
        );
    }

    #[test]
    fn completes_its_four() {
        // Black (to move) has four on row 7; white has three stones elsewhere.
        let b = board(&[
            (3, 7),
            (3, 0),
            (4, 7),
            (5, 0),
            (5, 7),
            (7, 0),
            (6, 7),
            (9, 0),
        ]);
        let p = choose(&b, Rule::Freestyle, 1).unwrap();
        assert!(p == Pos::new(2, 7) || p == Pos::new(7, 7), "{p:?}");
    }

    #[test]
    fn blocks_a_four() {
        // White to move; black has an open four after his fourth stone (white blocked one end).
        let b = board(&[(3, 7), (2, 7), (4, 7), (5, 0), (5, 7), (9, 0), (6, 7)]);
        assert_eq!(choose(&b, Rule::Freestyle, 5), Some(Pos::new(7, 7)));
    }

    #[test]
    fn same_seed_same_move() {
        let b = board(&[(7, 7)]);
        let a = choose(&b, Rule::Freestyle, 42);
        assert_eq!(a, choose(&b, Rule::Freestyle, 42));
        let seen: std::collections::HashSet<_> =
            (0..40).map(|s| choose(&b, Rule::Freestyle, s)).collect();
        assert!(
            seen.len() > 1,
            "equal points should be chosen among at random"
        );
    }
}
