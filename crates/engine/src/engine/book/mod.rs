//! The opening book: the first few moves of the strong levels (`Params::book`) come from
//! the engine's own deeper analysis, made once by `make-book` (`tools::book_make`) and
//! kept in `openings.txt`, instead of a search of a second or two on the board. Each
//! position keeps the moves that scored near the best, and the seed picks one of them, so
//! the computer's openings are strong and differ from game to game. `Search::playing` asks
//! it: the Gomocup brain, the arena, and the game's computer player (a request marked
//! `book=1`); hints, analysis and the coach read the position themselves.
//!
//! A position is filed by its stones' offsets from the centre, the same shape turned any
//! of eight ways under one entry (`frame`). Boards of 15 lines or more share the book:
//! its stones lie near the centre, where the edges are far on either size.

mod frame;

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::rules::{Board, Pos, Rule, Stone, renju};

use super::board::zobrist;
use super::result::{RootLine, SearchResult};
pub use frame::{Key, Offset, key_of};
use frame::{inverse, point};

/// The book as made: one position a line, `rule | key | move score ...` (see `parse_line`).
const OPENINGS: &str = include_str!("openings.txt");

/// Stones lie at most this far from the centre in the book's positions.
pub const REACH: i8 = 4;
/// The smallest board the book is used on.
pub const MIN_SIZE: usize = 15;

/// One position's book moves, best first, in the frame of its key.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub moves: Vec<(Offset, i32)>,
    /// The depth the moves were searched to.
    pub depth: u32,
}

type Book = HashMap<(Rule, Key), Entry>;

fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        OPENINGS
            .lines()
            .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
            .map(|line| parse_line(line).expect("the built-in book parses"))
            .collect()
    })
}

/// The book's answer for `board` under `rule`: a move of those kept for it, picked by the
/// seed, as a search result whose lines are all the kept moves (for analysis). `None`
/// when the book does not hold the position.
pub fn answer(board: &Board, rule: Rule, seed: u64) -> Option<SearchResult> {
    answer_from(book(), board, rule, seed)
}

fn answer_from(book: &Book, board: &Board, rule: Rule, seed: u64) -> Option<SearchResult> {
    if board.size() < MIN_SIZE || board.stone_count() == 0 {
        return None;
    }
    let stones = key_of(board, REACH)?;
    let (key, _) = stones.canonical();
    let entry = book.get(&(rule, key.clone()))?;
    // A symmetric position (the lone centre stone above all) is filed by several turns;
    // the seed picks one too, so its book moves come in every direction.
    let turns = stones.turns_to(&key);
    let turn = turns[(zobrist::mix(seed ^ 0x7E57) % turns.len() as u64) as usize];
    let back = inverse(turn);
    let lines: Vec<RootLine> = entry
        .moves
        .iter()
        .filter_map(|&(offset, score)| {
            let p = point(board.size(), back.apply(offset))?;
            is_legal(board, p, rule).then_some(RootLine {
                best: p,
                score,
                depth: entry.depth,
                pv: vec![p],
            })
        })
        .collect();
    if lines.is_empty() {
        return None;
    }
    let pick = (zobrist::mix(seed ^ 0xB00C) % lines.len() as u64) as usize;
    let chosen = lines[pick].clone();
    let mut lines = lines;
    // The move played leads the lines, as a search's best does.
    lines.swap(0, pick);
    lines[1..].sort_by_key(|line| std::cmp::Reverse(line.score));
    Some(SearchResult {
        best: chosen.best,
        score: chosen.score,
        depth: chosen.depth,
        nodes: 0,
        forced: None,
        pv: chosen.pv,
        lines,
    })
}

/// Whether the side to move may play `p`: empty and, for black in renju, not forbidden.
fn is_legal(board: &Board, p: Pos, rule: Rule) -> bool {
    board.is_empty_point(p)
        && !(rule == Rule::Renju
            && board.to_move() == Stone::Black
            && renju::forbidden(board, p).is_some())
}

/// One line of the book: `freestyle | 0,0 1,1 / 1,0 | d10 | 0,1 25 -1,1 18`: the rule,
/// black's offsets / white's, the search depth, and each kept move with its score.
pub fn parse_line(line: &str) -> Result<((Rule, Key), Entry), String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [rule, stones, depth, moves] = fields[..] else {
        return Err(format!("'{line}': expected rule | stones | depth | moves"));
    };
    let rule = Rule::from_name(rule).ok_or_else(|| format!("unknown rule '{rule}'"))?;
    let (black, white) = stones
        .split_once('/')
        .ok_or_else(|| format!("'{stones}': black's stones / white's"))?;
    let offsets = |text: &str| -> Result<Vec<Offset>, String> {
        let mut list = text
            .split_whitespace()
            .map(parse_offset)
            .collect::<Result<Vec<_>, _>>()?;
        list.sort_unstable();
        Ok(list)
    };
    let key = Key {
        black: offsets(black)?,
        white: offsets(white)?,
    };
    let depth = depth
        .strip_prefix('d')
        .and_then(|d| d.parse().ok())
        .ok_or_else(|| format!("'{depth}': a depth as d10"))?;
    let words: Vec<&str> = moves.split_whitespace().collect();
    let moves = words
        .chunks(2)
        .map(|pair| match pair {
            [offset, score] => Ok((
                parse_offset(offset)?,
                score
                    .parse()
                    .map_err(|_| format!("'{score}' is not a score"))?,
            )),
            _ => Err(format!("'{moves}': each move needs its score")),
        })
        .collect::<Result<Vec<_>, String>>()?;
    if moves.is_empty() {
        return Err(format!("'{line}': no moves"));
    }
    // Filed under its canonical turn, whatever turn the line was written in.
    let (key, turn) = key.canonical();
    let moves = moves
        .into_iter()
        .map(|(offset, score)| (turn.apply(offset), score))
        .collect();
    Ok(((rule, key), Entry { moves, depth }))
}

/// The line `parse_line` reads.
pub fn format_line(rule: Rule, key: &Key, entry: &Entry) -> String {
    let offsets = |list: &[Offset]| {
        list.iter()
            .map(|(x, y)| format!("{x},{y}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let moves: Vec<String> = entry
        .moves
        .iter()
        .map(|((x, y), score)| format!("{x},{y} {score}"))
        .collect();
    format!(
        "{} | {} / {} | d{} | {}",
        rule.name().to_ascii_lowercase(),
        offsets(&key.black),
        offsets(&key.white),
        entry.depth,
        moves.join(" ")
    )
}

fn parse_offset(text: &str) -> Result<Offset, String> {
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| format!("'{text}' is not an offset as 1,-2"))?;
    let number = |v: &str| {
        v.parse::<i8>()
            .ok()
            .filter(|v| v.abs() <= REACH + 1)
            .ok_or_else(|| format!("'{text}' is not an offset near the centre"))
    };
    Ok((number(x)?, number(y)?))
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::rules::Symmetry;

    /// Black's centre stone and white's diagonal answer, with two book moves for black.
    const LINE: &str = "freestyle | 0,0 / 1,1 | d8 | -1,1 40 1,-1 35";

    fn test_book() -> Book {
        [parse_line(LINE).unwrap()].into_iter().collect()
    }

    fn board_of(stones: &[Offset], size: usize) -> Board {
        let mut board = Board::new(size);
        for &offset in stones {
            assert!(board.play(point(size, offset).unwrap()));
        }
        board
    }

    #[test]
    fn a_line_reads_back_as_written() {
        let ((rule, key), entry) = parse_line(LINE).unwrap();
        let again = format_line(rule, &key, &entry);
        assert_eq!(parse_line(&again), Ok(((rule, key), entry)));
        for bad in [
            "freestyle | 0,0 / 1,1 | d8",
            "chess | 0,0 / 1,1 | d8 | 1,0 5",
            "freestyle | 0,0 1,1 | d8 | 1,0 5",
            "freestyle | 0,0 / 1,1 | 8 | 1,0 5",
            "freestyle | 0,0 / 1,1 | d8 | 1,0",
            "freestyle | 0,0 / 1,1 | d8 | 1,90 5",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }

    /// The same shape turned any of eight ways, on either board size, gets a book move
    /// turned the same way: one of the two kept, on an empty point.
    #[test]
    fn a_turned_position_gets_the_move_turned_alike() {
        let book = test_book();
        for symmetry in Symmetry::ALL {
            for size in [15, 19] {
                let board = board_of(&[(0, 0), symmetry.apply((1, 1))], size);
                let found = answer_from(&book, &board, Rule::Freestyle, 3).expect("in the book");
                let kept: Vec<Pos> = [(-1, 1), (1, -1)]
                    .map(|o| point(size, symmetry.apply(o)).unwrap())
                    .to_vec();
                assert!(
                    kept.contains(&found.best),
                    "{symmetry:?} on {size}: {:?}",
                    found.best
                );
                assert_eq!(found.lines.len(), 2);
                assert_eq!(found.lines[0].best, found.best);
            }
        }
    }

    #[test]
    fn seeds_pick_each_kept_move_and_other_rules_and_boards_are_not_answered() {
        let book = test_book();
        let board = board_of(&[(0, 0), (1, 1)], 15);
        let picked: HashSet<Pos> = (0..32)
            .filter_map(|seed| answer_from(&book, &board, Rule::Freestyle, seed))
            .map(|found| found.best)
            .collect();
        assert_eq!(picked.len(), 2, "{picked:?}");
        assert_eq!(answer_from(&book, &board, Rule::Renju, 3), None);
        assert_eq!(
            answer_from(&book, &board_of(&[(0, 0), (1, 1)], 13), Rule::Freestyle, 3),
            None
        );
        assert_eq!(
            answer_from(&book, &board_of(&[(0, 0), (1, 0)], 15), Rule::Freestyle, 3),
            None
        );
    }

    /// The lone centre stone is the same shape turned all eight ways: one kept move, the
    /// stone beside it, comes out on all four sides.
    #[test]
    fn a_symmetric_position_plays_its_move_in_every_direction() {
        let book: Book = [parse_line("freestyle | 0,0 /  | d8 | 1,0 -800").unwrap()]
            .into_iter()
            .collect();
        let board = board_of(&[(0, 0)], 15);
        let picked: HashSet<Pos> = (0..64)
            .filter_map(|seed| answer_from(&book, &board, Rule::Freestyle, seed))
            .map(|found| found.best)
            .collect();
        let sides: HashSet<Pos> = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .map(|o| point(15, o).unwrap())
            .into();
        assert_eq!(picked, sides);
    }

    /// Every line of the built-in book reads, and each of its moves is an empty point of its
    /// own position.
    #[test]
    fn the_built_in_book_reads_and_its_moves_are_empty_points() {
        for ((rule, key), entry) in book() {
            let mut board = Board::new(15);
            let mut white = key.white.iter();
            // Black and white in turn, as played (the order does not change the position).
            for &b in &key.black {
                board.play(point(15, b).unwrap());
                if let Some(&w) = white.next() {
                    board.play(point(15, w).unwrap());
                }
            }
            for &(offset, _) in &entry.moves {
                let p = point(15, offset).unwrap();
                assert!(is_legal(&board, p, *rule), "{rule:?} {key:?}: {offset:?}");
            }
        }
    }
}
