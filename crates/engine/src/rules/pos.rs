use std::fmt;

/// The smallest and largest boards the rules accept. The game offers 15 and 19; the
/// Gomocup protocol may ask for others, and 26 is as far as letters go in notation.
pub const MIN_SIZE: usize = 5;
pub const MAX_SIZE: usize = 26;

/// Whether a board of `size` lines is one the rules, the notation and the game support:
/// the one check settings, records and the menu share.
pub fn is_supported_size(size: usize) -> bool {
    (MIN_SIZE..=MAX_SIZE).contains(&size)
}

/// The four line directions: horizontal, vertical and the two diagonals. Their opposites
/// are walked by negating, so each line is counted once.
pub const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A point on the board: `x` is the column from the left, `y` the row from the top, both
/// from 0 (the Gomocup convention; notation turns rows round so "a1" is bottom left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub x: u8,
    pub y: u8,
}

impl Pos {
    pub const fn new(x: u8, y: u8) -> Pos {
        Pos { x, y }
    }

    /// The point `steps` away along `dir`, if it is still on a board of `size`.
    pub fn offset(self, dir: (i32, i32), steps: i32, size: usize) -> Option<Pos> {
        let x = self.x as i32 + dir.0 * steps;
        let y = self.y as i32 + dir.1 * steps;
        let inside = |v: i32| v >= 0 && (v as usize) < size;
        (inside(x) && inside(y)).then(|| Pos::new(x as u8, y as u8))
    }

    /// Index into a row-major array of a board of `size`.
    pub fn index(self, size: usize) -> usize {
        self.y as usize * size + self.x as usize
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// A stone colour; black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    Black,
    White,
}

impl Stone {
    pub fn opponent(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Stone::Black => "Black",
            Stone::White => "White",
        }
    }
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
