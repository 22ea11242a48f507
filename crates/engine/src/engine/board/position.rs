//! The engine's own board: a padded grid with its lines (`lines`) and the patterns of every
//! empty point kept up to date move by move, plus running counts (patterns, threat classes) the
//! evaluation reads in O(1).

use crate::rules::{Board, Pos, Rule, Stone};

use super::cell::{BLACK, Cell, PAD, Side, side_of};
use super::class::{CLASSES, has_four, may_change_class, threat_class};
use super::lines::{Lines, empty_near, steps_of_bit, window_near};
use super::pattern::{self, EMPTY, HALF, PATTERN_COUNT, Pattern, WALL};
use super::point_set::PointSet;
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
    /// The stones along every line, from which each point's key in each direction is read.
    lines: Lines,
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
    /// Per side, the empty points where a stone of that side makes a four or better on
    /// some line (`class::has_four` of their class).
    four_points: [PointSet; 2],
    points: Vec<Cell>,
    dirs: [isize; 4],
    /// How far along a line a new stone can change an empty point's pattern: `HALF`, but
    /// one less where no side needs exactly five, as a five through a point never reaches
    /// past four of its neighbours unless it is already a five without the fifth.
    pattern_reach: u32,
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
    /// The points that entered or left a side's `four_points` (each toggled once a move).
    four_flips: Vec<(Cell, u8)>,
}

#[derive(Clone, Copy)]
struct MoveUndo {
    first_point: usize,
    count: [[u16; PATTERN_COUNT]; 2],
    class_count: [[u16; CLASSES]; 2],
    /// Where this move's changes to `four_points` start in `four_flips`.
    first_flip: usize,
}

#[derive(Clone, Copy)]
struct PointUndo {
    cell: Cell,
    pats: [[Pattern; 4]; 2],
    class: [u8; 2],
}

impl Position {
    pub fn new(board: &Board, rule: Rule) -> Position {
        let size = board.size();
        let stride = size + 2 * PAD;
        let cells_len = stride * stride;
        let dirs = [1, stride as isize, stride as isize + 1, 1 - stride as isize];
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
            lines: Lines::new(size, stride, PAD),
            pats: vec![[[pattern::NONE; 4]; 2]; cells_len],
            near: vec![0; cells_len],
            hash: 0,
            to_move: BLACK,
            history: Vec::with_capacity(size * size),
            stones: 0,
            count: [[0; PATTERN_COUNT]; 2],
            class: vec![[0; 2]; cells_len],
            class_count: [[0; CLASSES]; 2],
            four_points: [PointSet::default(); 2],
            points: Vec::with_capacity(size * size),
            dirs,
            pattern_reach: if exact.contains(&true) {
                HALF as u32
            } else {
                HALF as u32 - 1
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
            let c = pos.points[i];
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
        pos.undo_log.four_flips.clear();
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

    #[cfg(test)]
    pub fn near(&self, c: Cell) -> bool {
        self.near[c as usize] > 0
    }

    /// Calls `f` with each empty point within two of a stone (`near`), in the board's
    /// order. Eight points at a time: their cells and their near-counts are read as two
    /// words, and the points with an empty cell (a zero byte; the wall's are never zero)
    /// and a count above zero come out as bits. Testing the points one by one had taken
    /// a few percent of the search.
    #[inline]
    pub fn for_each_near_empty(&self, mut f: impl FnMut(Cell)) {
        const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        const _: () = assert!(EMPTY == 0, "an empty cell is a zero byte");
        // Per byte, its high bit set where the byte is not zero (no carry between bytes).
        let nonzero = |w: u64| ((w & LOW7).wrapping_add(LOW7) | w) & HIGH;
        let first = PAD * self.stride + PAD;
        let end = first + (self.size - 1) * self.stride + self.size;
        let word =
            |v: &[u8], i: usize| u64::from_le_bytes(v[i..i + 8].try_into().expect("eight bytes"));
        // The last word reads a few points past the board's last: wall, inside the grid.
        for i in (first..end).step_by(8) {
            let mut hits = !nonzero(word(&self.cells, i)) & nonzero(word(&self.near, i));
            while hits != 0 {
                let c = i + hits.trailing_zeros() as usize / 8;
                hits &= hits - 1;
                f(c as Cell);
            }
        }
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

    /// The shape of the empty point `c` for `side` (`shape::point_shape`), read from its
    /// patterns when move ordering asks. Keeping every point's shapes up to date move by
    /// move cost 9% of the bench's instructions: most positions a move makes are leaves,
    /// which order no moves.
    #[inline]
    pub fn shape(&self, c: Cell, side: Side) -> u16 {
        point_shape(self.pats[c as usize][side])
    }

    /// The empty points where a stone of `side` makes a four or better, in the board's
    /// order.
    pub fn four_points(&self, side: Side) -> &PointSet {
        &self.four_points[side]
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

    /// Puts `side`'s stone on the empty point `c`: its lines, its neighbours' patterns and
    /// classes, the counts, and what taking it back needs.
    ///
    /// Most of a put is the neighbours' table reads and class changes, not its writes:
    /// counting what a stone would change without writing anything or logging it for the
    /// undo (for leaves judged from their counts alone) took 85% of a put and its undo
    /// over random moves (about 210 ns against 250), so no such path was built.
    fn put(&mut self, c: Cell, side: Side) {
        let ci = c as usize;
        // Checked always: `update_lines` relies on it to read the neighbours unchecked.
        assert_eq!(
            self.cells[ci], EMPTY,
            "a stone goes on an empty point of the board"
        );
        self.undo_log.moves.push(MoveUndo {
            first_point: self.undo_log.points.len(),
            count: self.count,
            class_count: self.class_count,
            first_flip: self.undo_log.four_flips.len(),
        });
        for s in 0..2 {
            for d in 0..4 {
                let old = self.pats[ci][s][d];
                self.count[s][old as usize] -= 1;
            }
            self.class_count[s][self.class[ci][s] as usize] -= 1;
        }
        for (s, set) in self.four_points.iter_mut().enumerate() {
            if set.contains(ci) {
                set.toggle(ci);
                self.undo_log.four_flips.push((c, s as u8));
            }
        }
        let code = side as u32 + 1;
        self.cells[ci] = code as u8;
        self.stones += 1;
        self.hash ^= zobrist::keys()[ci][side];
        self.write_lines(ci, code);
        self.touch_near(ci, 1);
    }

    fn take(&mut self, c: Cell) {
        let ci = c as usize;
        let side = self.cells[ci] as usize - 1;
        self.cells[ci] = EMPTY;
        self.stones -= 1;
        self.hash ^= zobrist::keys()[ci][side];
        for d in 0..4 {
            self.lines.take(ci, d);
        }
        // The point's own patterns were left as they were while it held the stone; the
        // points around it and the counts come back from the log.
        let log = &mut self.undo_log;
        let undo = log
            .moves
            .pop()
            .expect("every move played has its undo record");
        // A point lies on one line through the stone at most, so it was saved once.
        for p in log.points.drain(undo.first_point..) {
            self.pats[p.cell as usize] = p.pats;
            self.class[p.cell as usize] = p.class;
        }
        self.count = undo.count;
        self.class_count = undo.class_count;
        for (q, side) in log.four_flips.drain(undo.first_flip..) {
            self.four_points[side as usize].toggle(q as usize);
        }
        self.touch_near(ci, -1);
    }

    /// Writes the stone `code` on point `ci` into its four lines, and refreshes the
    /// patterns of the empty points within reach along them.
    ///
    /// The empty points come from the line's word, as bits (`lines::empty_near`), rather
    /// than from a test of each neighbour's cell: the same points, with one branch a point
    /// less, made bench 12 about 5% faster (farm-bench median wall ratio 0.946 over 10
    /// pairs; bench 10 0.950). They are refreshed farthest first on the side before the
    /// stone, then nearest first after it; the order changes nothing, as each point's
    /// change is logged once and the counts only add up.
    ///
    /// `ci` must be a point of the board (not of the wall around it): `put` checks that
    /// it is empty. The points `empty_near` gives are empty points of the board itself
    /// (the wall's slots are never empty), so they lie in the grid, and they are written
    /// unchecked (`refresh`), which made the bench run about 10% fewer instructions: the
    /// checked writes kept the compiler from holding a point's patterns in registers while
    /// it updated them.
    ///
    /// Not kept: skipping the neighbours past a stone of each colour (or the wall), whose
    /// patterns the new stone cannot change. The same search, but it skipped only 13% of
    /// the reads within reach on the bench, and its two loops (one each way) made the
    /// bench 2.5% slower.
    #[inline]
    fn write_lines(&mut self, ci: usize, code: u32) {
        let reach = self.pattern_reach;
        // A copy, so that the tables' addresses can stay in registers: read through `self`,
        // they may be read again after each write to the points' patterns.
        let reader = self.reader;
        for d in 0..4 {
            let near = self.lines.put(ci, d, code);
            let step = self.dirs[d];
            let mut empty = empty_near(near, reach);
            while empty != 0 {
                let bit = empty.trailing_zeros();
                empty &= empty - 1;
                let k = steps_of_bit(bit);
                let q = ci.wrapping_add_signed(k * step);
                debug_assert!(q < self.cells.len() && self.cells[q] == EMPTY);
                self.refresh(q, d, reader.both_window(window_near(near, k)));
            }
        }
    }

    /// Sets the patterns of `q`, an empty point near the last move (see `write_lines`),
    /// along direction `d` to `both` (black's and white's), and when they changed logs
    /// the point's old state and brings the counts along.
    #[inline]
    fn refresh(&mut self, q: usize, d: usize, both: [Pattern; 2]) {
        // SAFETY: `q` lies in the grid (`write_lines`), and `pats` and `class` are as long
        // as the grid; the two references are to different vectors.
        let (pats, class) = unsafe {
            (
                &mut *self.pats.as_mut_ptr().add(q),
                &mut *self.class.as_mut_ptr().add(q),
            )
        };
        if both[0] != pats[0][d] || both[1] != pats[1][d] {
            self.undo_log.points.push(PointUndo {
                cell: q as Cell,
                pats: *pats,
                class: *class,
            });
        }
        for (s, new) in both.into_iter().enumerate() {
            let old = pats[s][d];
            if new != old {
                self.count[s][old as usize] -= 1;
                self.count[s][new as usize] += 1;
                // The four patterns as one word, changed in a register: written a byte
                // at a time and read back whole for the class, they stalled the read
                // until the write was done.
                let shift = 8 * d as u32;
                let word = u32::from_le_bytes(pats[s]) & !(0xFF << shift) | u32::from(new) << shift;
                let four = word.to_le_bytes();
                pats[s] = four;
                if !may_change_class(old, new) {
                    continue;
                }
                // Counted out of its old class and into its new one even when they are the
                // same: whether they are is as good as random, and a wrong guess cost more.
                let now = threat_class(four);
                let was = class[s];
                class[s] = now;
                self.class_count[s][was as usize] -= 1;
                self.class_count[s][now as usize] += 1;
                // Whether the point makes a four is a matter of its class.
                if has_four(now) != has_four(was) {
                    self.four_points[s].toggle(q);
                    self.undo_log.four_flips.push((q as Cell, s as u8));
                }
            }
        }
    }

    /// Sets an empty point's patterns from its lines and counts them in.
    fn recompute(&mut self, ci: usize) {
        for d in 0..4 {
            let both = self.reader.both_window(self.lines.window(ci, d));
            for (s, new) in both.into_iter().enumerate() {
                self.pats[ci][s][d] = new;
                self.count[s][new as usize] += 1;
            }
        }
        for s in 0..2 {
            let class = threat_class(self.pats[ci][s]);
            self.four_points[s].set(ci, has_four(class));
            self.class[ci][s] = class;
            self.class_count[s][class as usize] += 1;
        }
    }

    /// Counts a stone on `ci` in (`delta` 1) or out (-1) of the 5x5 square around it.
    fn touch_near(&mut self, ci: usize, delta: i8) {
        // A row of the square is five counts side by side: one eight-byte word, with a 1
        // in each of its five low bytes, added or taken away. No byte carries into the
        // next: a count never passes the 25 stones of its square, nor goes below zero.
        const ROW: u64 = 0x01_0101_0101;
        let stride = self.stride;
        for dy in 0..5 {
            let start = ci + dy * stride - 2 * stride - 2;
            // The square and the three bytes after it stay inside the grid: the board's
            // points have `PAD` points of wall all round.
            let bytes = &mut self.near[start..start + 8];
            let word = u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
            let word = if delta > 0 { word + ROW } else { word - ROW };
            bytes.copy_from_slice(&word.to_le_bytes());
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
    fn near_empty_points_are_the_empty_points_near_a_stone() {
        for size in [7, 15, 19, crate::rules::MAX_SIZE] {
            let mut pos = Position::new(&Board::new(size), Rule::Freestyle);
            let mut x = 0x2545_F491_4F6C_DD1Du64;
            // Stones at random, corners and edges included, checked after each.
            for _ in 0..size * size / 2 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let c = pos.points()[x as usize % pos.points().len()];
                if !pos.is_empty(c) {
                    continue;
                }
                pos.play(c);
                let mut got = Vec::new();
                pos.for_each_near_empty(|c| got.push(c));
                let want: Vec<Cell> = pos
                    .points()
                    .iter()
                    .copied()
                    .filter(|&c| pos.is_empty(c) && pos.near(c))
                    .collect();
                assert_eq!(got, want, "size {size}, {} stones", pos.stones());
            }
        }
    }

    /// Every empty point's patterns, classes and counts as kept move by move, against
    /// the same read afresh off the lines: a rebuilt position (`incremental_matches_rebuilt`)
    /// puts its stones through the same code, so it would share a wrong refresh.
    #[test]
    fn kept_patterns_match_the_lines_read_afresh() {
        for rule in Rule::ALL {
            for size in [15, 19, crate::rules::MAX_SIZE] {
                let mut pos = Position::new(&Board::new(size), rule);
                let mut x = 0x9E37_79B9_7F4A_7C15u64 ^ size as u64;
                for step in 0..size * size / 2 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    if step % 7 == 6 {
                        pos.undo();
                    } else {
                        let c = pos.points()[x as usize % pos.points().len()];
                        if !pos.is_empty(c) || pos.is_forbidden(c) {
                            continue;
                        }
                        pos.play(c);
                    }
                    let why = format!("{rule:?}, size {size}, step {step}");
                    let mut count = [[0u16; PATTERN_COUNT]; 2];
                    let mut class_count = [[0u16; CLASSES]; 2];
                    for &q in pos.points() {
                        if !pos.is_empty(q) {
                            continue;
                        }
                        let i = q as usize;
                        for d in 0..4 {
                            let both = pos.reader.both_window(pos.lines.window(i, d));
                            assert_eq!(both, [pos.pats[i][0][d], pos.pats[i][1][d]], "{why}");
                            for s in 0..2 {
                                count[s][both[s] as usize] += 1;
                            }
                        }
                        for (s, class_count) in class_count.iter_mut().enumerate() {
                            let class = threat_class(pos.pats[i][s]);
                            assert_eq!(pos.class[i][s], class, "{why}");
                            assert_eq!(pos.four_points[s].contains(i), has_four(class), "{why}");
                            class_count[class as usize] += 1;
                        }
                    }
                    assert_eq!(pos.count, count, "{why}");
                    assert_eq!(pos.class_count, class_count, "{why}");
                }
            }
        }
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
        for rule in Rule::ALL {
            let same_as_rebuilt = |pos: &Position, played: usize| {
                let fresh = Position::new(&board(15, &moves[..played]), rule);
                let why = format!("{rule:?}, after {played} moves");
                assert_eq!(pos.hash, fresh.hash, "{why}");
                assert_eq!(pos.count, fresh.count, "{why}");
                assert_eq!(pos.class_count, fresh.class_count, "{why}");
                assert_eq!(pos.four_points, fresh.four_points, "{why}");
                for &q in pos.points() {
                    if pos.is_empty(q) {
                        let i = q as usize;
                        assert_eq!(pos.pats[i], fresh.pats[i], "{why}");
                        assert_eq!(pos.class[i], fresh.class[i], "{why}");
                    }
                }
            };
            let mut pos = Position::new(&Board::new(15), rule);
            for (i, &(x, y)) in moves.iter().enumerate() {
                pos.play(pos.cell(Pos::new(x, y)));
                same_as_rebuilt(&pos, i + 1);
            }
            // Black's three in column 7, closed by white at (7, 6), makes a four at (7, 10).
            assert_ne!(pos.four_points(BLACK).iter().count(), 0, "{rule:?}");
            // Taking the moves back restores each earlier position exactly.
            for played in (0..moves.len()).rev() {
                pos.undo();
                same_as_rebuilt(&pos, played);
            }
            assert_eq!(pos.hash, 0);
        }
    }
}
