//! The Beginner level: the connect-count player of the 19x19 tutorial game, the gentlest
//! classic heuristic (shared/baseline/connect_ai.py is the reference).
//!
//! For every empty point it counts the longest line of stones in a row each side would
//! make by playing there. When the opponent's longest is longer than its own, it blocks
//! there; otherwise it extends its own. No look-ahead at all, so it blocks a four but not
//! an open three it could have stopped earlier. Equal points go to a seeded choice.
//! `Level::Beginner`, the first in the menu.

use crate::rules::{Board, DIRECTIONS, Pos, Rule, Stone, line_length, may_play};

use crate::engine::board::zobrist;

/// The connect-count player's move for the side to move; `None` on a full board (or when
/// every empty point is forbidden).
pub fn choose(board: &Board, rule: Rule, seed: u64) -> Option<Pos> {
    let me = board.to_move();
    let legal = |p: Pos| may_play(board, rule, p);
    if let Some(centre) = super::classic::opening_centre(board, rule) {
        return Some(centre);
    }
    let key = zobrist::mix(seed ^ 0xBE61_77E5);
    // Per side: the longest line, and the seeded best point that makes it.
    let mut best: [(usize, u64, Option<Pos>); 2] = [(0, 0, None); 2];
    for p in board.empty_points() {
        if !legal(p) {
            continue;
        }
        let tie = zobrist::mix(key ^ ((p.x as u64) << 8 | p.y as u64));
        for (side, stone) in [me, me.opponent()].into_iter().enumerate() {
            let length = longest_line(board, p, stone);
            let (len, rank, _) = best[side];
            if length > len || (length == len && tie > rank) {
                best[side] = (length, tie, Some(p));
            }
        }
    }
    let [(ours, _, extend), (theirs, _, block)] = best;
    if theirs > ours { block } else { extend }
}

/// The stones in a row `stone` would have through the empty point `p`, in its best line.
fn longest_line(board: &Board, p: Pos, stone: Stone) -> usize {
    DIRECTIONS
        .iter()
        .map(|&dir| line_length(board, p, dir, stone))
        .max()
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(moves: &[(u8, u8)]) -> Board {
        let mut b = Board::new(15);
        for &(x, y) in moves {
            assert!(b.play(Pos::new(x, y)));
        }
        b
    }

    #[test]
    fn extends_its_own_line_unless_theirs_is_longer() {
        // Black three across row 7; white two down column 0. Black to move extends.
        let b = board(&[(5, 7), (0, 0), (6, 7), (0, 1), (7, 7)]);
        // White to move: black's four-in-waiting (4) beats white's three (3): block.
        let mv = choose(&b, Rule::Freestyle, 1).unwrap();
        assert!(mv == Pos::new(4, 7) || mv == Pos::new(8, 7), "{mv:?}");
        let b = board(&[(5, 7), (0, 0), (6, 7), (0, 1), (7, 7), (0, 2), (3, 3)]);
        // White to move with three of its own: lines of 4 each, so it extends its own.
        let mv = choose(&b, Rule::Freestyle, 1).unwrap();
        assert_eq!(mv.x, 0, "{mv:?}");
    }

    #[test]
    fn seeds_break_ties_and_repeat() {
        let b = board(&[(7, 7)]);
        let a = choose(&b, Rule::Freestyle, 1);
        assert_eq!(a, choose(&b, Rule::Freestyle, 1));
        let all: std::collections::HashSet<_> =
            (0..20).map(|s| choose(&b, Rule::Freestyle, s)).collect();
        assert!(all.len() > 1);
    }
}
