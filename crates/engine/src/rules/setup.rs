//! Set-ups: positions placed by hand, stone by stone in any order, for study, problems and
//! games that start from a position rather than an empty board.
//!
//! A set-up becomes the first stones of a [`Game`](super::Game) (`Game::from_setup`): the
//! board, the engine and the Gomocup protocol all read the side to move from the number of
//! stones (black on even counts), so a set-up is turned into a move list that alternate
//! play could have reached, black, white, black, ... That is why the counts must fit the
//! side to move: black to move needs as many black stones as white ones, white to move one
//! black stone more. A PSQ reader that knows nothing of set-ups then still reads each
//! stone's colour right.
//!
//! What a set-up may hold is wider than what play reaches: under renju a black stone may
//! stand on a point that would be forbidden to play ([`Setup::forbidden_stones`] lists
//! them, for the game to mark), and a black overline is on the board as a pattern, not as
//! a win (renju's black wins with exactly five only; a black overline is forbidden to
//! *play*, and a set-up is not play). Under standard rules an overline of either colour
//! is no win either. What no game can go on from is refused ([`Setup::check`]).

use super::renju::{self, Forbidden};
use super::{Board, Pos, Rule, Stone, five_line, is_supported_size};

/// A position placed by hand: which stones stand where, and whose move it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Lines on the board.
    pub size: usize,
    /// The black stones, in the order they were placed (the order means nothing to the
    /// position; records keep it so a set-up reads back the same).
    pub black: Vec<Pos>,
    pub white: Vec<Pos>,
    pub to_move: Stone,
}

/// Why a set-up cannot be played on. [`Setup::check`] reports the first of these, in this
/// order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The game is not played on boards of `size` lines (`MIN_SIZE` to `MAX_SIZE`).
    BoardSize { size: usize },
    /// A stone on `pos`, which is off the board of `size` lines. (Each error that names a
    /// point carries the board's size, to write the point as players read it.)
    OffBoard { pos: Pos, size: usize },
    /// Two stones on `pos`.
    Twice { pos: Pos, size: usize },
    /// Every point is taken: there is no move to make.
    Full,
    /// `black` and `white` stones do not fit `to_move` (see the module's documentation;
    /// [`side_fitting`] says which side they would fit, if either).
    Counts {
        black: usize,
        white: usize,
        to_move: Stone,
    },
    /// `stone` already has a winning line under the rule in force: its stones, in order
    /// along the line, for the editor to mark.
    Five {
        stone: Stone,
        line: Vec<Pos>,
        size: usize,
    },
}

/// The side to move that `black` and `white` stones fit, if any: black when the counts are
/// equal, white when black has one stone more.
pub fn side_fitting(black: usize, white: usize) -> Option<Stone> {
    if black == white {
        Some(Stone::Black)
    } else if black == white + 1 {
        Some(Stone::White)
    } else {
        None
    }
}

impl Setup {
    /// An empty board of `size` lines, black to move.
    pub fn new(size: usize) -> Setup {
        Setup {
            size,
            black: Vec::new(),
            white: Vec::new(),
            to_move: Stone::Black,
        }
    }

    /// The stone on `pos`, if the set-up has one there.
    pub fn get(&self, pos: Pos) -> Option<Stone> {
        if self.black.contains(&pos) {
            Some(Stone::Black)
        } else if self.white.contains(&pos) {
            Some(Stone::White)
        } else {
            None
        }
    }

    /// Puts `stone` on `pos`, or clears it with `None`, replacing whatever stood there:
    /// the editor's one edit. (Off-board points are `check`'s to refuse.)
    pub fn put(&mut self, pos: Pos, stone: Option<Stone>) {
        self.black.retain(|&p| p != pos);
        self.white.retain(|&p| p != pos);
        match stone {
            Some(Stone::Black) => self.black.push(pos),
            Some(Stone::White) => self.white.push(pos),
            None => {}
        }
    }

    pub fn stone_count(&self) -> usize {
        self.black.len() + self.white.len()
    }

    /// Why no game can go on from this set-up under `rule`, if none can: the board size,
    /// a stone off the board, two on one point, a full board, counts that do not fit the
    /// side to move, or a winning line already on the board, checked in that order.
    pub fn check(&self, rule: Rule) -> Result<(), SetupError> {
        if !is_supported_size(self.size) {
            return Err(SetupError::BoardSize { size: self.size });
        }
        let size = self.size;
        let board = Board::new(size);
        let mut taken = vec![false; size * size];
        for &pos in self.black.iter().chain(&self.white) {
            if !board.contains(pos) {
                return Err(SetupError::OffBoard { pos, size });
            }
            if std::mem::replace(&mut taken[pos.index(size)], true) {
                return Err(SetupError::Twice { pos, size });
            }
        }
        if self.stone_count() == size * size {
            return Err(SetupError::Full);
        }
        let (black, white) = (self.black.len(), self.white.len());
        if side_fitting(black, white) != Some(self.to_move) {
            return Err(SetupError::Counts {
                black,
                white,
                to_move: self.to_move,
            });
        }
        match self.five(rule) {
            Some((stone, line)) => Err(SetupError::Five { stone, line, size }),
            None => Ok(()),
        }
    }

    /// The first winning line on the board under `rule`, black's looked for first.
    fn five(&self, rule: Rule) -> Option<(Stone, Vec<Pos>)> {
        let board = self.board();
        let black = self.black.iter().map(|&pos| (pos, Stone::Black));
        let white = self.white.iter().map(|&pos| (pos, Stone::White));
        black
            .chain(white)
            .find_map(|(pos, stone)| Some((stone, five_line(&board, pos, stone, rule)?)))
    }

    /// The set-up as moves alternate play could have made: black, white, black, ... in
    /// the order each colour's stones were placed. Meaningful once `check` accepts it.
    pub fn moves(&self) -> Vec<Pos> {
        let mut moves = Vec::with_capacity(self.stone_count());
        for i in 0..self.black.len().max(self.white.len()) {
            moves.extend(self.black.get(i));
            moves.extend(self.white.get(i));
        }
        moves
    }

    /// The stones on a board, each of its own colour whatever the counts (so it serves
    /// the checks before the counts are known to fit). Off-board stones are left out.
    fn board(&self) -> Board {
        let mut board = Board::new(self.size);
        for &pos in &self.black {
            board.set(pos, Some(Stone::Black));
        }
        for &pos in &self.white {
            board.set(pos, Some(Stone::White));
        }
        board
    }

    /// The black stones standing on points renju forbids black to play, with the reason,
    /// in the order they were placed: the game marks them. Each is judged as if it were
    /// black's next move with every other stone on the board.
    pub fn forbidden_stones(&self) -> Vec<(Pos, Forbidden)> {
        let mut board = self.board();
        self.black
            .iter()
            .filter_map(|&pos| {
                if !board.contains(pos) {
                    return None;
                }
                board.set(pos, None);
                let why = renju::forbidden(&board, pos);
                board.set(pos, Some(Stone::Black));
                why.map(|why| (pos, why))
            })
            .collect()
    }
}
