//! A position's stones seen from the board's centre, and the one of the eight rotations
//! and reflections that the book files it under: positions that are the same shape turned
//! share one entry.

use crate::rules::{Board, Pos, Stone, Symmetry};

/// A point as its offset from the centre of the board.
pub type Offset = (i8, i8);

/// A position's stones in the frame the book uses: black's and white's offsets, each
/// sorted, so the same stones give the same key whatever order they were played in.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key {
    pub black: Vec<Offset>,
    pub white: Vec<Offset>,
}

impl Key {
    /// The key under `symmetry`.
    fn turned(&self, symmetry: Symmetry) -> Key {
        let turn = |stones: &[Offset]| {
            let mut turned: Vec<Offset> = stones.iter().map(|&o| symmetry.apply(o)).collect();
            turned.sort_unstable();
            turned
        };
        Key {
            black: turn(&self.black),
            white: turn(&self.white),
        }
    }

    /// Every turn that makes these stones `target` (a symmetric shape has several): any of
    /// them files the position, and a book move turned back by any of them is as good.
    pub fn turns_to(&self, target: &Key) -> Vec<Symmetry> {
        Symmetry::ALL
            .into_iter()
            .filter(|&symmetry| self.turned(symmetry) == *target)
            .collect()
    }

    /// The book's key for these stones (the least of their eight turns) and the turn that
    /// gives it.
    pub fn canonical(&self) -> (Key, Symmetry) {
        Symmetry::ALL
            .into_iter()
            .map(|symmetry| (self.turned(symmetry), symmetry))
            .min_by(|a, b| a.0.cmp(&b.0))
            .expect("eight symmetries")
    }
}

/// The offset of the board's centre point.
pub fn centre(size: usize) -> i8 {
    (size / 2) as i8
}

/// The board's stones as a key in the board's own frame, or `None` when a stone lies
/// further than `reach` from the centre (the book holds none of those).
pub fn key_of(board: &Board, reach: i8) -> Option<Key> {
    let c = centre(board.size());
    let mut key = Key {
        black: Vec::new(),
        white: Vec::new(),
    };
    for &p in board.moves() {
        let offset = (p.x as i8 - c, p.y as i8 - c);
        if offset.0.abs() > reach || offset.1.abs() > reach {
            return None;
        }
        match board.get(p)? {
            Stone::Black => key.black.push(offset),
            Stone::White => key.white.push(offset),
        }
    }
    key.black.sort_unstable();
    key.white.sort_unstable();
    Some(key)
}

/// The point of the board at `offset` from its centre, if it is on the board.
pub fn point(board_size: usize, offset: Offset) -> Option<Pos> {
    let c = centre(board_size);
    let (x, y) = (c + offset.0, c + offset.1);
    let on = |v: i8| (0..board_size as i8).contains(&v);
    (on(x) && on(y)).then(|| Pos::new(x as u8, y as u8))
}

/// The turn that undoes `symmetry`.
pub fn inverse(symmetry: Symmetry) -> Symmetry {
    let probe: Offset = (1, 2);
    let turned = symmetry.apply(probe);
    Symmetry::ALL
        .into_iter()
        .find(|back| back.apply(turned) == probe)
        .expect("every turn of the square has an inverse among the eight")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_shape_turned_has_one_key_and_each_turn_undoes() {
        let key = Key {
            black: vec![(0, 0), (1, 1)],
            white: vec![(1, 0)],
        };
        let (canonical, _) = key.canonical();
        for symmetry in Symmetry::ALL {
            let (again, turn) = key.turned(symmetry).canonical();
            assert_eq!(again, canonical);
            // The turn that files it, undone, brings back the stones as played.
            let back = inverse(turn);
            assert_eq!(again.turned(back), key.turned(symmetry));
        }
    }

    #[test]
    fn stones_far_from_the_centre_have_no_key() {
        let mut board = Board::new(15);
        board.play(Pos::new(7, 7));
        assert!(key_of(&board, 4).is_some());
        board.play(Pos::new(0, 0));
        assert_eq!(key_of(&board, 4), None);
    }
}
