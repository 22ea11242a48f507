//! What the position tells of threats, read off the patterns and counts it keeps: fives
//! to make or to block, fours, open fours (none on a renju black's forbidden point),
//! double threats that win, and renju's forbidden points themselves.

use crate::rules::{Rule, renju};

use super::super::cell::{BLACK, Cell, Side};
use super::super::class::{DOUBLE_THREE, first_class};
use super::super::pattern::{B4, EMPTY, F3, F4, FIVE, HALF, OVERLINE};
use super::Position;

impl Position {
    pub fn has_five_point(&self, side: Side) -> bool {
        self.count[side][FIVE as usize] > 0
    }

    /// Whether `side` has a move that makes a four or better (open four, five).
    pub fn has_four_move(&self, side: Side) -> bool {
        let c = &self.count[side];
        c[B4 as usize] + c[F4 as usize] + c[FIVE as usize] > 0
    }

    /// Whether `side` has a point it may play that makes an open four (or two fours on one
    /// line). The pattern counts alone over-report black's in renju: such a point may also
    /// make a double four, a four-four on one line or an overline, and is then forbidden,
    /// so it threatens nothing. Only then are the points scanned and judged.
    pub fn has_open_four_point(&self, side: Side) -> bool {
        if self.count(side, F4) == 0 {
            return false;
        }
        if side != BLACK || self.rule != Rule::Renju {
            return true;
        }
        self.points.iter().any(|&c| {
            self.is_empty(c)
                && self.pats[c as usize][BLACK].contains(&F4)
                && !self.is_forbidden_for(c, BLACK)
        })
    }

    /// Whether `side` has a legal move that makes a four or better: in renju, black's
    /// forbidden fours are no fours (see `has_open_four_point`).
    pub fn has_legal_four_move(&self, side: Side) -> bool {
        if !self.has_four_move(side) {
            return false;
        }
        if side != BLACK || self.rule != Rule::Renju || self.has_five_point(side) {
            return true;
        }
        self.four_points[BLACK]
            .iter()
            .any(|c| !self.is_forbidden_for(c, BLACK))
    }

    /// Whether `side`, to move, wins by a double threat: a point that makes two threats at
    /// once across its lines (a double three, a four-three or a double four) while the
    /// other side has no four. They can block one threat only (the lines cross at that
    /// point alone), the other becomes an open four, and a four of theirs made on the way
    /// comes too late to stop its five: five plies at most. Black's double threats in
    /// renju are left out: a double three is forbidden to it, and the rest would need
    /// judging.
    pub fn has_double_threat_win(&self, side: Side) -> bool {
        self.points_at_level(side, 2) > 0
            && (side != BLACK || self.rule != Rule::Renju)
            && !self.has_legal_four_move(side ^ 1)
    }

    /// A point that makes such a double threat (`has_double_threat_win`), scanning the
    /// board.
    pub fn double_threat_point(&self, side: Side) -> Option<Cell> {
        // The classes from the double three up are the double threats.
        self.points
            .iter()
            .copied()
            .find(|&c| self.is_empty(c) && self.class[c as usize][side] >= DOUBLE_THREE)
    }

    /// How many empty points give `side` a threat of at least `level`.
    pub fn points_at_level(&self, side: Side, level: usize) -> u16 {
        self.class_count[side][first_class(level)..].iter().sum()
    }

    /// How many empty points give `side` a threat of `class` (`class::threat_class`).
    pub fn points_of_class(&self, side: Side, class: usize) -> u16 {
        self.class_count[side][class]
    }

    /// The first point where `side` makes five, if any.
    pub fn five_point(&self, side: Side) -> Option<Cell> {
        if !self.has_five_point(side) {
            return None;
        }
        self.points
            .iter()
            .copied()
            .find(|&c| self.is_empty(c) && self.best_pat(c, side) == FIVE)
    }

    /// The distinct points where `side` makes five, at most two (two are already decisive),
    /// the first in the board's order.
    pub fn five_points(&self, side: Side) -> ([Cell; 2], usize) {
        if !self.has_five_point(side) {
            return ([0; 2], 0);
        }
        self.five_points_near_last(side)
            .unwrap_or_else(|| self.five_points_scanned(side))
    }

    /// `five_points` by a scan of the whole board.
    fn five_points_scanned(&self, side: Side) -> ([Cell; 2], usize) {
        let mut found = [0; 2];
        let mut n = 0;
        for c in self.four_points[side].iter() {
            if self.best_pat(c, side) == FIVE {
                found[n] = c;
                n += 1;
                if n == 2 {
                    break;
                }
            }
        }
        (found, n)
    }

    /// `five_points` read off the lines through the last move, where a four just made
    /// has its fives: `None` unless the (point, direction) fives found there are all that
    /// `side` has, so the answer is exact; a board scan then finds the rest.
    fn five_points_near_last(&self, side: Side) -> Option<([Cell; 2], usize)> {
        let last = *self.history.last()? as isize;
        let mut found = [Cell::MAX; 2];
        let (mut n, mut pairs) = (0, 0);
        for step in self.dirs {
            for k in 1..HALF as isize {
                for sign in [-1, 1] {
                    let q = (last + sign * k * step) as usize;
                    if self.cells[q] != EMPTY {
                        continue;
                    }
                    let fives = self.pats[q][side].iter().filter(|&&p| p == FIVE).count();
                    if fives == 0 {
                        continue;
                    }
                    pairs += fives;
                    n += 1;
                    // Keep the two first in the board's order (its cells count up).
                    let c = q as Cell;
                    if c < found[0] {
                        found = [c, found[0]];
                    } else if c < found[1] {
                        found[1] = c;
                    }
                }
            }
        }
        if pairs != self.count[side][FIVE as usize] as usize {
            return None;
        }
        let n = n.min(2);
        for slot in &mut found[n..] {
            *slot = 0;
        }
        Some((found, n))
    }

    /// Whether the side to move may not play the empty point `c`: only black in renju, and
    /// the full rules test is asked only where the patterns say it might apply.
    pub fn is_forbidden(&self, c: Cell) -> bool {
        self.is_forbidden_for(c, self.to_move)
    }

    pub fn is_forbidden_for(&self, c: Cell, side: Side) -> bool {
        if side != BLACK || self.rule != Rule::Renju {
            return false;
        }
        let p = self.pats[c as usize][BLACK];
        if p.contains(&FIVE) {
            return false;
        }
        let fours = p.iter().filter(|&&x| x == B4 || x == F4).count();
        let threes = p.iter().filter(|&&x| x == F3).count();
        let suspicious = p.contains(&OVERLINE) || p.contains(&F4) || fours >= 2 || threes >= 2;
        if !suspicious {
            return false;
        }
        match &self.board {
            Some(board) => renju::forbidden(board, self.pos(c)).is_some(),
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::board;
    use super::*;
    use crate::engine::board::cell::WHITE;
    use crate::rules::{Board, Pos, Stone};

    /// Along games biased toward fours, the fives read off the last move's lines agree
    /// with a scan of the board, whenever that reading answers at all.
    #[test]
    fn five_points_near_the_last_move_match_a_scan() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut random = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let (mut read, mut pairs) = (0, 0);
        for _ in 0..40 {
            let mut pos = Position::new(&Board::new(15), Rule::Freestyle);
            pos.play(pos.cell(Pos::new(7, 7)));
            for _ in 0..80 {
                let me = pos.to_move();
                let open: Vec<Cell> = pos
                    .points()
                    .iter()
                    .copied()
                    .filter(|&c| pos.is_empty(c) && pos.near(c) && pos.best_pat(c, me) < FIVE)
                    .collect();
                let fours: Vec<Cell> = open
                    .iter()
                    .copied()
                    .filter(|&c| pos.best_pat(c, me) == B4)
                    .collect();
                let pick = if !fours.is_empty() && random(2) == 0 {
                    fours[random(fours.len())]
                } else if open.is_empty() {
                    break;
                } else {
                    open[random(open.len())]
                };
                pos.play(pick);
                for side in [BLACK, WHITE] {
                    let scanned = pos.five_points_scanned(side);
                    assert_eq!(pos.five_points(side), scanned);
                    if let Some(near) = pos.five_points_near_last(side) {
                        assert_eq!(near, scanned);
                        read += (near.1 > 0) as usize;
                        pairs += (near.1 == 2) as usize;
                    }
                }
            }
        }
        // The fast reading answered for single fives and for pairs, not only for none.
        assert!(read > 100 && pairs > 10, "{read} read, {pairs} pairs");
    }

    #[test]
    fn finds_five_points() {
        // Black: four in a row on row 7 from x=3, open at both ends.
        let b = board(
            15,
            &[(3, 7), (3, 0), (4, 7), (5, 0), (5, 7), (7, 0), (6, 7)],
        );
        let pos = Position::new(&b, Rule::Freestyle);
        let (pts, n) = pos.five_points(BLACK);
        assert_eq!(n, 2);
        let mut got: Vec<Pos> = pts.iter().map(|&c| pos.pos(c)).collect();
        got.sort();
        assert_eq!(got, vec![Pos::new(2, 7), Pos::new(7, 7)]);
        assert_eq!(pos.to_move(), WHITE);
        assert!(!pos.has_five_point(WHITE));
    }

    /// A renju position from rows of text: `X` black, `O` white, `.` empty, `*` the point
    /// under test (empty). Lone white stones on the edge even the counts: black to move.
    fn renju(rows: &[&str]) -> (Position, Cell) {
        let mut b = Board::new(15);
        let mut star = None;
        for (y, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().filter(|c| !c.is_whitespace()).enumerate() {
                let p = Pos::new(x as u8 + 2, y as u8 + 2);
                match ch {
                    'X' => b.set(p, Some(Stone::Black)),
                    'O' => b.set(p, Some(Stone::White)),
                    '*' => star = Some(p),
                    _ => {}
                }
            }
        }
        let spare = [
            (0, 0),
            (0, 4),
            (0, 8),
            (0, 12),
            (4, 0),
            (8, 0),
            (12, 0),
            (14, 4),
        ];
        for (x, y) in spare {
            if b.to_move() == Stone::Black {
                break;
            }
            b.set(Pos::new(x, y), Some(Stone::White));
        }
        let pos = Position::new(&b, Rule::Renju);
        let star = pos.cell(star.expect("a * in the picture"));
        (pos, star)
    }

    /// Each way an open four of black's can be a forbidden point: the patterns see an open
    /// four there, but it is no threat, and white need not answer it.
    #[test]
    fn forbidden_open_fours_are_no_threat() {
        let cases: [&[&str]; 3] = [
            // Two fours on one line.
            &["O X . X * X . X O O"],
            // An open four across and a four down.
            &[
                ". . . . . O . .",
                ". . . . . X . .",
                ". . . . . X . .",
                ". . . . . X . .",
                ". . . . . . . .",
                "O . X X X * . .",
                ". . . . . O . .",
            ],
            // An open four across and an overline down.
            &[
                ". . . . . O . .",
                ". . . . . X . .",
                ". . . . . X . .",
                ". . . . . X . .",
                ". . . . . X . .",
                "O . X X X * . .",
                ". . . . . X . .",
                ". . . . . O O O",
            ],
        ];
        for (i, rows) in cases.iter().enumerate() {
            let (mut pos, star) = renju(rows);
            assert_eq!(pos.to_move(), BLACK, "case {i}");
            assert!(pos.pats(star, BLACK).contains(&F4), "case {i}");
            assert!(pos.is_forbidden(star), "case {i}");
            assert!(pos.count(BLACK, F4) > 0, "case {i}");
            assert!(!pos.has_open_four_point(BLACK), "case {i}");
            // White to move: a far black stone, then nothing to defend.
            let far = pos.cell(Pos::new(14, 14));
            pos.play(far);
            assert!(
                !crate::engine::board::movegen::must_defend(&pos),
                "case {i}"
            );
        }
        // The same open four with the column cleared is a real one.
        let (pos, star) = renju(&["O . X X X * . ."]);
        assert!(!pos.is_forbidden(star));
        assert!(pos.has_open_four_point(BLACK));
    }
}
