use super::pos::{MAX_SIZE, MIN_SIZE, Pos, Stone};

/// The stones on the board and the order they were played in. It knows nothing of which
/// rule is in force; `Game` adds that.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: usize,
    cells: Vec<Option<Stone>>,
    moves: Vec<Pos>,
}

impl Board {
    /// An empty board. Sizes outside `MIN_SIZE..=MAX_SIZE` are clamped into it so that no
    /// caller can build a board the rest of the code cannot index.
    pub fn new(size: usize) -> Board {
        let size = size.clamp(MIN_SIZE, MAX_SIZE);
        Board {
            size,
            cells: vec![None; size * size],
            moves: Vec::new(),
        }
    }

    pub fn size(&self) -> usize {
        self.size
    }

    pub fn contains(&self, pos: Pos) -> bool {
        (pos.x as usize) < self.size && (pos.y as usize) < self.size
    }

    /// The stone at `pos`; `None` for an empty point or a point off the board.
    pub fn get(&self, pos: Pos) -> Option<Stone> {
        if self.contains(pos) {
            self.cells[pos.index(self.size)]
        } else {
            None
        }
    }

    pub fn is_empty_point(&self, pos: Pos) -> bool {
        self.contains(pos) && self.cells[pos.index(self.size)].is_none()
    }

    /// Black on even move counts, white on odd ones.
    pub fn to_move(&self) -> Stone {
        if self.moves.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        }
    }

    pub fn moves(&self) -> &[Pos] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Pos> {
        self.moves.last().copied()
    }

    pub fn stone_count(&self) -> usize {
        self.moves.len()
    }

    pub fn is_full(&self) -> bool {
        self.moves.len() == self.size * self.size
    }

    /// Every point of the board, row by row.
    pub fn points(&self) -> impl Iterator<Item = Pos> + use<> {
        let size = self.size as u8;
        (0..size).flat_map(move |y| (0..size).map(move |x| Pos::new(x, y)))
    }

    pub fn empty_points(&self) -> impl Iterator<Item = Pos> + '_ {
        self.points().filter(|&p| self.is_empty_point(p))
    }

    /// Puts the side to move's stone on `pos`. Returns false, changing nothing, if the
    /// point is off the board or taken. Rule checks (wins, forbidden points) are `Game`'s.
    pub fn play(&mut self, pos: Pos) -> bool {
        if !self.is_empty_point(pos) {
            return false;
        }
        self.cells[pos.index(self.size)] = Some(self.to_move());
        self.moves.push(pos);
        true
    }

    /// Puts a stone of a given colour without touching the move order's colour rule: used
    /// to set up positions (Gomocup BOARD, hand-made test positions).
    pub fn set(&mut self, pos: Pos, stone: Option<Stone>) {
        if self.contains(pos) {
            let i = pos.index(self.size);
            if self.cells[i].is_some() {
                self.moves.retain(|&m| m != pos);
            }
            self.cells[i] = stone;
            if stone.is_some() {
                self.moves.push(pos);
            }
        }
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Pos> {
        let pos = self.moves.pop()?;
        self.cells[pos.index(self.size)] = None;
        Some(pos)
    }
}
