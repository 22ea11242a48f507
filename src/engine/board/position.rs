//! The engine's own board: a padded grid with the line keys and patterns of every empty
//! point kept up to date move by move, plus running counts (patterns, threat classes) the
//! evaluation reads in O(1).

use crate::rules::{Board, Pos, Rule, Stone, renju};

use super::cell::{BLACK, Cell, PAD, Side, side_of};
use super::class::{CLASSES, DOUBLE_THREE, first_class, may_change_class, threat_class};
use super::pattern::{self, B4, EMPTY, F3, F4, FIVE, HALF, OVERLINE, PATTERN_COUNT, Pattern, WALL};
use super::zobrist;

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
    #[inline]
    pub fn class(&self, c: Cell, side: Side) -> u8 {
        self.class[c as usize][side]
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
        self.points.iter().any(|&c| {
            self.is_empty(c) && self.best_pat(c, BLACK) >= B4 && !self.is_forbidden_for(c, BLACK)
        })
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
        for &c in &self.points {
            if self.is_empty(c) && self.best_pat(c, side) == FIVE {
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
            });
        }
        for (s, new) in both.into_iter().enumerate() {
            let old = self.pats[q][s][d];
            if new != old {
                self.count[s][old as usize] -= 1;
                self.count[s][new as usize] += 1;
                self.pats[q][s][d] = new;
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
    use crate::engine::board::cell::WHITE;

    fn board(size: usize, moves: &[(u8, u8)]) -> Board {
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
            assert!(!super::super::movegen::must_defend(&pos), "case {i}");
        }
        // The same open four with the column cleared is a real one.
        let (pos, star) = renju(&["O . X X X * . ."]);
        assert!(!pos.is_forbidden(star));
        assert!(pos.has_open_four_point(BLACK));
    }
}
