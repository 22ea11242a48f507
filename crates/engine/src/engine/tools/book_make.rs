//! Making the opening book (`make-book`, the arena build): from the centre stone, each
//! position is searched with several lines, the moves scoring near the best are kept, and
//! each kept move's position is searched in turn, up to a number of stones. Positions
//! that are the same shape turned are searched once. Depth-limited searches, so the same
//! command makes the same book.

use std::collections::HashSet;

use crate::engine::book::{Entry, Key, format_line, key_of};
use crate::engine::{Level, Limits, Search, WIN_MIN};
use crate::rules::{Board, Pos, Rule};

/// What to make.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub rule: Rule,
    /// The most stones of a position the book answers (the centre stone is the first).
    pub stones: usize,
    pub depth: u32,
    /// Moves kept per position at most, and how far below the best a kept move may score.
    pub keep: usize,
    pub margin: i32,
}

/// The board the book is made on.
const SIZE: usize = 15;

/// Searches the book's positions breadth first, handing each finished line to `line`.
pub fn make(plan: &Plan, mut line: impl FnMut(String)) {
    let mut board = Board::new(SIZE);
    let centre = (SIZE / 2) as u8;
    board.play(Pos::new(centre, centre));
    let mut seen: HashSet<Key> = HashSet::new();
    let mut level = vec![board];
    while let Some(first) = level.first() {
        if first.stone_count() > plan.stones {
            break;
        }
        let mut next = Vec::new();
        for board in &level {
            let Some(key) = key_of(board, crate::engine::book::REACH) else {
                continue;
            };
            let (key, turn) = key.canonical();
            if !seen.insert(key.clone()) {
                continue;
            }
            let kept = good_moves(board, plan);
            if kept.is_empty() {
                continue;
            }
            let c = (SIZE / 2) as i8;
            let moves = kept
                .iter()
                .map(|&(p, score)| (turn.apply((p.x as i8 - c, p.y as i8 - c)), score))
                .collect();
            let entry = Entry {
                moves,
                depth: plan.depth,
            };
            line(format_line(plan.rule, &key, &entry));
            for &(p, _) in &kept {
                let mut child = board.clone();
                child.play(p);
                next.push(child);
            }
        }
        level = next;
    }
}

/// The moves of `board` scoring within the margin of the best, best first; only the best
/// when it is a forced win or loss (no other move then is as good).
fn good_moves(board: &Board, plan: &Plan) -> Vec<(Pos, i32)> {
    let mut search = Search::new(
        board,
        plan.rule,
        Level::Master,
        Limits::depth(plan.depth),
        0,
    );
    search.set_multi_pv(plan.keep);
    let Some(result) = search.run() else {
        return Vec::new();
    };
    if result.score.abs() >= WIN_MIN {
        return vec![(result.best, result.score)];
    }
    result
        .lines
        .iter()
        .filter(|line| line.score >= result.score - plan.margin)
        .take(plan.keep)
        .map(|line| (line.best, line.score))
        .collect()
}
