//! The engine's own board: a padded grid with the line keys and patterns of every empty
//! point kept up to date move by move, plus running counts (patterns, threat classes) the
//! evaluation reads in O(1).

use crate::rules::{Board, Pos, Rule, Stone};

use super::cell::{BLACK, Cell, PAD, Side, side_of};
use super::class::{CLASSES, may_change_class, threat_class};
use super::pattern::{self, EMPTY, HALF, PATTERN_COUNT, Pattern, WALL};
use super::shape::point_shape;
use super::zobrist;

mod threats;

#[derive(Clone)]
pub struct Position {
    size: usize,
    stride: usize,
    rule: Rule,
    /// The pattern tables for the rule: per side, whether only exactly five wins.
    reader: pattern::Reader,
    cells: Vec<u8>,
    keys: Vec<[u32; 4]>,
    /// Per point, per side, per direction: what a stone of that side would make there.
    /// Kept for empty points only; a stone's point keeps what it had before the stone,
    /// which holds again once the stone is taken back.
    pats: Vec<[[Pattern; 4]; 2]>,
    /// Stones within two points (a 5x5 square): where moves are worth considering.
    near: Vec<u8>,
    hash: u64,
    to_move: Side,
    history: Vec<Cell>,
    /// Stones on the board, including those it was set up with (not in `history`).
    stones: usize,
    /// Per side: how many (point, direction) pairs hold each pattern.
    count: [[u16; PATTERN_COUNT]; 2],
    /// Per empty point and side, the threat a stone there makes across its four lines
    /// (`class::threat_class`), and per side how many points have each class.
    class: Vec<[u8; 2]>,
    class_count: [[u16; CLASSES]; 2],
    /// Per empty point and side, its shape (`shape::point_shape`): what move ordering
    /// reads.
    shape: Vec<[u16; 2]>,
    points: Vec<Cell>,
    dirs: [isize; 4],
    /// How far along a line a new stone can change an empty point's pattern: `HALF`, but
    /// one less where no side needs exactly five, as a five through a point never reaches
    /// past four of its neighbours unless it is already a five without the fifth.
    pattern_reach: isize,
    /// Renju's forbidden-point test wants the rules' own board; kept in step only there.
    board: Option<Board>,
    /// What each played move changed, so taking it back restores rather than recomputes
    /// (recomputing made the bench take 1.3 times as long).
    undo_log: UndoLog,
}

/// The state a move overwrites: per move the counts before it and where its points'
/// saved patterns start in `points`; per point whose patterns changed, their old values.
#[derive(Clone, Default)]
struct UndoLog {
    moves: Vec<MoveUndo>,
    points: Vec<PointUndo>,
}

#[derive(Clone, Copy)]
struct MoveUndo {
    first_point: usize,
    count: [[u16; PATTERN_COUNT]; 2],
    class_count: [[u16; CLASSES]; 2],
}

#[derive(Clone, Copy)]
struct PointUndo {
    cell: usize,
    pats: [[Pattern; 4]; 2],
    class: [u8; 2],
    shape: [u16; 2],
}

impl Position {
    pub fn new(board: &Board, rule: Rule) -> Position {
        let size = board.size();
        let stride = size + 2 * PAD;
        let cells_len = stride * stride;
        let exact = [
            !rule.wins_with(Stone::Black, 6),
            !rule.wins_with(Stone::White, 6),
        ];
        let mut pos = Position {
            size,
            stride,
            rule,
            reader: pattern::Reader::new(exact),
            cells: vec![WALL; cells_len],
            keys: vec![[0; 4]; cells_len],
            pats: vec![[[pattern::NONE; 4]; 2]; cells_len],
            near: vec![0; cells_len],
            hash: 0,
            to_move: BLACK,
            history: Vec::with_capacity(size * size),
            stones: 0,
            count: [[0; PATTERN_COUNT]; 2],
            class: vec![[0; 2]; cells_len],
            class_count: [[0; CLASSES]; 2],
            shape: vec![[0; 2]; cells_len],
            points: Vec::with_capacity(size * size),
            dirs: [1, stride as isize, stride as isize + 1, 1 - stride as isize],
            pattern_reach: if exact.contains(&true) {
                HALF as isize
            } else {
                HALF as isize - 1
            },
            board: None,
            undo_log: UndoLog::default(),
        };
        for y in 0..size {
            for x in 0..size {
                let c = pos.cell(Pos::new(x as u8, y as u8));
                pos.cells[c as usize] = EMPTY;
                pos.points.push(c);
            }
        }
        for i in 0..pos.points.len() {
            let c = pos.points[i] as isize;
            for d in 0..4 {
                for k in 1..=HALF as isize {
                    for sign in [-1, 1] {
                        let q = (c + sign * k * pos.dirs[d]) as usize;
                        if pos.cells[q] == WALL {
                            pos.keys[c as usize][d] |=
                                (WALL as u32) << (2 * pattern::slot((sign * k) as i32));
                        }
                    }
                }
            }
            pos.recompute(c as usize);
        }
        // The stones go on in the order they were played so the history matches the board.
        for &p in board.moves() {
            if let Some(stone) = board.get(p) {
                let c = pos.cell(p);
                pos.put(c, side_of(stone));
            }
        }
        // The stones set up are never taken back.
        pos.undo_log.moves.clear();
        pos.undo_log.points.clear();
        pos.to_move = side_of(board.to_move());
        if rule == Rule::Renju {
            pos.board = Some(board.clone());
        }
        pos
    }

    pub fn size(&self) -> usize {
        self.size
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    pub fn cell(&self, p: Pos) -> Cell {
        ((p.y as usize + PAD) * self.stride + p.x as usize + PAD) as Cell
    }

    pub fn pos(&self, c: Cell) -> Pos {
        let c = c as usize;
        Pos::new((c % self.stride - PAD) as u8, (c / self.stride - PAD) as u8)
    }

    pub fn points(&self) -> &[Cell] {
        &self.points
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash after the side to move plays `c`.
    pub fn hash_after(&self, c: Cell) -> u64 {
        self.hash ^ zobrist::keys()[c as usize][self.to_move]
    }

    pub fn stones(&self) -> usize {
        self.stones
    }

    pub fn is_empty(&self, c: Cell) -> bool {
        self.cells[c as usize] == EMPTY
    }

    pub fn is_full(&self) -> bool {
        self.stones >= self.points.len()
    }

    pub fn near(&self, c: Cell) -> bool {
        self.near[c as usize] > 0
    }

    /// What a stone of `side` on the empty point `c` makes in each direction.
    #[inline]
    pub fn pats(&self, c: Cell, side: Side) -> [Pattern; 4] {
        self.pats[c as usize][side]
    }

    /// The threat class a stone of `side` makes on the empty point `c` (`class::threat_class`).
    /// The search reads the point's shape, which tells more (`shape`); tests ask this.
    #[cfg(test)]
    pub fn class(&self, c: Cell, side: Side) -> u8 {
        self.class[c as usize][side]
    }

    /// The shape of the empty point `c` for `side` (`shape::point_shape`).
    #[inline]
    pub fn shape(&self, c: Cell, side: Side) -> u16 {
        self.shape[c as usize][side]
    }

    #[inline]
    pub fn best_pat(&self, c: Cell, side: Side) -> Pattern {
        let p = self.pats[c as usize][side];
        p[0].max(p[1]).max(p[2]).max(p[3])
    }

    /// How many (point, direction) pairs give `side` this pattern.
    #[inline]
    pub fn count(&self, side: Side, pat: Pattern) -> u16 {
        self.count[side][pat as usize]
    }

    /// The move played `back` moves before the last one (0: the last), or 0 (no point)
    /// when the history is shorter.
    pub fn recent(&self, back: usize) -> Cell {
        let n = self.history.len();
        if back < n {
            self.history[n - 1 - back]
        } else {
            0
        }
    }

    /// The board's points on the four lines through `c` (row, column, diagonals), at most
    /// `reach` from it, `c` left out. `reach` stays within the wall around the board.
    pub fn line_points(&self, c: Cell, reach: usize) -> impl Iterator<Item = Cell> + '_ {
        debug_assert!(reach <= PAD);
        let c = c as isize;
        self.dirs
            .iter()
            .flat_map(move |&step| {
                (1..=reach as isize).flat_map(move |k| [c - k * step, c + k * step])
            })
            .filter(|&q| self.cells[q as usize] != WALL)
            .map(|q| q as Cell)
    }

    /// Plays the side to move's stone on the empty point `c`.
    pub fn play(&mut self, c: Cell) {
        debug_assert!(self.is_empty(c));
        self.put(c, self.to_move);
        self.history.push(c);
        if let Some(board) = self.board.as_mut() {
            let p = Pos::new(
                ((c as usize) % self.stride - PAD) as u8,
                ((c as usize) / self.stride - PAD) as u8,
            );
            board.play(p);
        }
        self.to_move ^= 1;
    }

    pub fn undo(&mut self) {
        if let Some(c) = self.history.pop() {
            self.take(c);
            if let Some(board) = self.board.as_mut() {
                board.undo();
            }
            self.to_move ^= 1;
        }
    }

    fn put(&mut self, c: Cell, side: Side) {
        let ci = c as usize;
        self.undo_log.moves.push(MoveUndo {
            first_point: self.undo_log.points.len(),
            count: self.count,
            class_count: self.class_count,
        });
        for s in 0..2 {
            for d in 0..4 {
                let old = self.pats[ci][s][d];
                self.count[s][old as usize] -= 1;
            }
            self.class_count[s][self.class[ci][s] as usize] -= 1;
        }
        let code = side as u32 + 1;
        self.cells[ci] = code as u8;
        self.stones += 1;
        self.hash ^= zobrist::keys()[ci][side];
        self.update_lines(ci, |key, shift| *key |= code << shift, true);
        self.touch_near(ci, 1);
    }

    fn take(&mut self, c: Cell) {
        let ci = c as usize;
        let side = self.cells[ci] as usize - 1;
        self.cells[ci] = EMPTY;
        self.stones -= 1;
        self.hash ^= zobrist::keys()[ci][side];
        self.update_lines(ci, |key, shift| *key &= !(3 << shift), false);
        // The point's own patterns were left as they were while it held the stone; the
        // points around it and the counts come back from the log.
        let log = &mut self.undo_log;
        let undo = log
            .moves
            .pop()
            .expect("every move played has its undo record");
        // A point lies on one line through the stone at most, so it was saved once.
        for p in log.points.drain(undo.first_point..) {
            self.pats[p.cell] = p.pats;
            self.class[p.cell] = p.class;
            self.shape[p.cell] = p.shape;
        }
        self.count = undo.count;
        self.class_count = undo.class_count;
        self.touch_near(ci, -1);
    }

    /// Rewrites the key slot that sees point `ci` in every point within `HALF` along the four
    /// lines, and with `refresh` refreshes the patterns of those still empty.
    #[inline]
    fn update_lines(&mut self, ci: usize, edit: impl Fn(&mut u32, u32), refresh: bool) {
        for d in 0..4 {
            let step = self.dirs[d];
            for k in 1..=HALF as isize {
                for sign in [1isize, -1] {
                    let q = (ci as isize + sign * k * step) as usize;
                    // `ci` lies -sign*k steps from q.
                    let shift = 2 * pattern::slot((-sign * k) as i32);
                    edit(&mut self.keys[q][d], shift);
                    if refresh && k <= self.pattern_reach && self.cells[q] == EMPTY {
                        self.refresh(q, d);
                    }
                }
            }
        }
    }

    #[inline]
    fn refresh(&mut self, q: usize, d: usize) {
        let both = self.reader.both(self.keys[q][d]);
        if both[0] != self.pats[q][0][d] || both[1] != self.pats[q][1][d] {
            self.undo_log.points.push(PointUndo {
                cell: q,
                pats: self.pats[q],
                class: self.class[q],
                shape: self.shape[q],
            });
        }
        for (s, new) in both.into_iter().enumerate() {
            let old = self.pats[q][s][d];
            if new != old {
                self.count[s][old as usize] -= 1;
                self.count[s][new as usize] += 1;
                self.pats[q][s][d] = new;
                self.shape[q][s] = point_shape(self.pats[q][s]);
                if !may_change_class(old, new) {
                    continue;
                }
                let class = threat_class(self.pats[q][s]);
                let was = self.class[q][s];
                if class != was {
                    self.class_count[s][was as usize] -= 1;
                    self.class_count[s][class as usize] += 1;
                    self.class[q][s] = class;
                }
            }
        }
    }

    /// Sets an empty point's patterns from its keys and counts them in.
    fn recompute(&mut self, ci: usize) {
        for d in 0..4 {
            let both = self.reader.both(self.keys[ci][d]);
            for (s, new) in both.into_iter().enumerate() {
                self.pats[ci][s][d] = new;
                self.count[s][new as usize] += 1;
            }
        }
        for s in 0..2 {
            let class = threat_class(self.pats[ci][s]);
            self.class[ci][s] = class;
            self.class_count[s][class as usize] += 1;
            self.shape[ci][s] = point_shape(self.pats[ci][s]);
        }
    }

    fn touch_near(&mut self, ci: usize, delta: i8) {
        let stride = self.stride as isize;
        for dy in -2..=2isize {
            for dx in -2..=2isize {
                let q = (ci as isize + dy * stride + dx) as usize;
                self.near[q] = self.near[q].wrapping_add_signed(delta);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn board(size: usize, moves: &[(u8, u8)]) -> Board {
        let mut b = Board::new(size);
        for &(x, y) in moves {
            assert!(b.play(Pos::new(x, y)));
        }
        b
    }

    #[test]
    fn line_points_are_the_points_in_line_within_reach() {
        let pos = Position::new(&board(15, &[]), Rule::Freestyle);
        for (x, y) in [(7, 7), (0, 0), (2, 13), (14, 6)] {
            let c = pos.cell(Pos::new(x, y));
            let mut got: Vec<Cell> = pos.line_points(c, 4).collect();
            got.sort();
            let mut want: Vec<Cell> = pos
                .points()
                .iter()
                .copied()
                .filter(|&q| {
                    let (dx, dy) = (pos.pos(q).x.abs_diff(x), pos.pos(q).y.abs_diff(y));
                    q != c && (dx == 0 || dy == 0 || dx == dy) && dx.max(dy) <= 4
                })
                .collect();
            want.sort();
            assert_eq!(got, want, "at {x},{y}");
        }
        // Four each way along four lines from the centre.
        assert_eq!(pos.line_points(pos.cell(Pos::new(7, 7)), 4).count(), 32);
    }

    #[test]
    fn incremental_matches_rebuilt() {
        let moves = [
            (7, 7),
            (8, 8),
            (7, 8),
            (6, 6),
            (7, 9),
            (7, 6),
            (8, 7),
            (0, 0),
            (14, 14),
            (9, 6),
        ];
        let same_as_rebuilt = |pos: &Position, played: usize| {
            let fresh = Position::new(&board(15, &moves[..played]), Rule::Freestyle);
            assert_eq!(pos.hash, fresh.hash, "after {played} moves");
            assert_eq!(pos.count, fresh.count, "after {played} moves");
            assert_eq!(pos.class_count, fresh.class_count, "after {played} moves");
            for &q in pos.points() {
                if pos.is_empty(q) {
                    let i = q as usize;
                    assert_eq!(pos.pats[i], fresh.pats[i], "after {played} moves");
                    assert_eq!(pos.class[i], fresh.class[i], "after {played} moves");
                    assert_eq!(pos.shape[i], fresh.shape[i], "after {played} moves");
                }
            }
        };
        let mut pos = Position::new(&Board::new(15), Rule::Freestyle);
        for (i, &(x, y)) in moves.iter().enumerate() {
            pos.play(pos.cell(Pos::new(x, y)));
            same_as_rebuilt(&pos, i + 1);
        }
        // Taking the moves back restores each earlier position exactly.
        for played in (0..moves.len()).rev() {
            pos.undo();
            same_as_rebuilt(&pos, played);
        }
        assert_eq!(pos.hash, 0);
    }
}
