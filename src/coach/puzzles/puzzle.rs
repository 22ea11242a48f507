//! A puzzle: a position from a game, the side to move to play and win by threats.

use crate::rules::{Board, Pos, Rule, Stone};

/// Which threats the win is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Victory by continuous fours: every move of the attacker's is a four (or the block
    /// of the defender's four, itself a four), so every answer is forced.
    Vcf,
    /// Victory by continuous threats: fours and open threes. A VCT puzzle has no win by
    /// fours alone (`verify` checks it), so the threes are the point of it.
    Vct,
}

impl Kind {
    pub const ALL: [Kind; 2] = [Kind::Vcf, Kind::Vct];

    /// The name puzzle files write: `vcf`, `vct`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Vcf => "vcf",
            Kind::Vct => "vct",
        }
    }

    /// The kind called `name`, in any case.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(name))
    }
}

/// A difficulty band: how many moves of the attacker's the win takes, the five included,
/// against the defence that resists longest. A band is named by its least count and holds
/// the next one too (a win in 4 is in band 3), so four bands cover every puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Band {
    /// A win in 4 moves or fewer (a win in 2, a double four or an open four to make, only
    /// comes from a player's own game: the starter set begins at 3).
    Three,
    Five,
    Seven,
    /// A win in 9 moves or more.
    Nine,
}

impl Band {
    pub const ALL: [Band; 4] = [Band::Three, Band::Five, Band::Seven, Band::Nine];

    /// The band of a win in `moves`.
    pub fn of(moves: u32) -> Band {
        match moves {
            0..=4 => Band::Three,
            5..=6 => Band::Five,
            7..=8 => Band::Seven,
            _ => Band::Nine,
        }
    }

    /// The least number of moves in the band: 3, 5, 7 or 9.
    pub fn least(self) -> u32 {
        match self {
            Band::Three => 3,
            Band::Five => 5,
            Band::Seven => 7,
            Band::Nine => 9,
        }
    }
}

/// Where a puzzle came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The set shipped with the game (`assets/puzzles/starter.txt`).
    Starter,
    /// A position of the player's own game where a win was missed (`puzzles_from_review`).
    OwnGame,
}

impl Origin {
    pub const ALL: [Origin; 2] = [Origin::Starter, Origin::OwnGame];

    /// The name puzzle files write after `from=`: `starter`, `game`.
    pub fn name(self) -> &'static str {
        match self {
            Origin::Starter => "starter",
            Origin::OwnGame => "game",
        }
    }

    pub fn from_name(name: &str) -> Option<Origin> {
        Origin::ALL
            .into_iter()
            .find(|origin| origin.name().eq_ignore_ascii_case(name))
    }
}

/// A position where the side to move wins by force, and what solving it means.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    pub rule: Rule,
    pub size: usize,
    /// The moves that lead to the position, black first: the side to move follows from
    /// their number, and renju's forbidden points from the stones.
    pub position: Vec<Pos>,
    pub kind: Kind,
    /// The attacker's moves to the five, the five included, against the defence that
    /// resists longest.
    pub win_in: u32,
    /// Every first move that wins (by the puzzle's kind), in the board's order: the one
    /// answer, or each of the answers, accepted.
    pub first: Vec<Pos>,
    pub origin: Origin,
}

impl Puzzle {
    /// The side to play and win.
    pub fn attacker(&self) -> Stone {
        if self.position.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        }
    }

    pub fn band(&self) -> Band {
        Band::of(self.win_in)
    }

    /// The position on a board (the moves are played without the rules' checks:
    /// `verify` and the text reader check them).
    pub fn board(&self) -> Board {
        let mut board = Board::new(self.size);
        for &pos in &self.position {
            board.play(pos);
        }
        board
    }
}

/// Sorts points in the board's order (row by row from a1's row), the order `Puzzle::first`
/// keeps, without repeats.
pub fn board_order(points: &mut Vec<Pos>) {
    points.sort_by_key(|p| (p.y, p.x));
    points.dedup();
}
