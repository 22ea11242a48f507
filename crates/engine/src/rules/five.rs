use super::pos::DIRECTIONS;
use super::{Board, Pos, Rule, Stone};

/// How many stones of `stone` stand in an unbroken line through `pos` along `dir`,
/// counting `pos` itself as that colour whether or not it is on the board yet.
pub fn line_length(board: &Board, pos: Pos, dir: (i32, i32), stone: Stone) -> usize {
    let run = |sign: i32| {
        (1..)
            .map_while(|k| pos.offset(dir, sign * k, board.size()))
            .take_while(|&p| board.get(p) == Some(stone))
            .count()
    };
    1 + run(1) + run(-1)
}

/// Whether `stone` on `pos` makes a winning line under `rule`.
pub fn makes_five(board: &Board, pos: Pos, stone: Stone, rule: Rule) -> bool {
    DIRECTIONS
        .iter()
        .any(|&dir| rule.wins_with(stone, line_length(board, pos, dir, stone)))
}

/// The stones of the winning line through `pos` (which must hold `stone`), in order along
/// the line, or `None` if there is none. Overlines are returned whole where they win.
pub fn five_line(board: &Board, pos: Pos, stone: Stone, rule: Rule) -> Option<Vec<Pos>> {
    DIRECTIONS.iter().find_map(|&dir| {
        if !rule.wins_with(stone, line_length(board, pos, dir, stone)) {
            return None;
        }
        let back = (1..)
            .map_while(|k| pos.offset(dir, -k, board.size()))
            .take_while(|&p| board.get(p) == Some(stone))
            .count() as i32;
        let line = (-back..)
            .map_while(|k| pos.offset(dir, k, board.size()))
            .take_while(|&p| board.get(p) == Some(stone))
            .collect();
        Some(line)
    })
}
