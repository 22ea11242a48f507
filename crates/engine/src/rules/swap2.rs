//! The swap2 opening's bookkeeping, free of Bevy: who must act while colours are not yet
//! settled, and the choices ("picks") made so far. The game's resource (`game::play::swap2`)
//! and online play's checks of a peer's picks (`online::session`) both read it, so a pick
//! is judged the same way on the screen and from the network.
//!
//! The first player (the opener) places three stones, black, white, black. The second
//! player picks black, or white (and plays the 4th stone), or places two more stones, a
//! white and a black, and hands the pick back; the opener then picks black, or white (and
//! plays the 6th stone). The stones alternate colours as in any game, so the board and
//! its records are the same as without swap2: only who plays which colour is decided.

use crate::rules::Stone;

/// The two players of a swap2 game, by their part in the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Places the first three stones, and picks after five.
    Opener,
    /// Picks after three stones, or places two more.
    Second,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::Opener => Seat::Second,
            Seat::Second => Seat::Opener,
        }
    }
}

/// Where the opening stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    OpenerPlaces,
    SecondChooses,
    SecondPlacesTwo,
    OpenerChooses,
    /// Colours are settled: the opener plays `opener`.
    Settled {
        opener: Stone,
    },
}

/// A choice made in the opening by the seat whose turn it is to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    Black,
    /// The chooser plays white: the next stone is theirs.
    White,
    /// Only after three stones: the second player places a white and a black stone and
    /// the opener picks after five.
    PlaceTwo,
}

/// Whether a game opens with swap2, its picks, each with the number of stones on the
/// board when it was made (3 or 5), and those taken back by undo, for redo. In a game
/// without swap2 colours are settled from the start (the opener black).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Swap2Opening {
    active: bool,
    picks: Vec<(usize, Pick)>,
    undone: Vec<(usize, Pick)>,
}

impl Swap2Opening {
    /// A fresh game, with swap2 or without.
    pub fn new(active: bool) -> Swap2Opening {
        Swap2Opening {
            active,
            ..Swap2Opening::default()
        }
    }

    /// A record of `stones` stones whose picks are not written in it: a game past the
    /// opening is taken as settled the plain way (the opener black), and one of three
    /// stones or fewer goes on with the opening from there.
    pub fn for_record(active: bool, stones: usize) -> Swap2Opening {
        let mut swap = Swap2Opening::new(active);
        if active && stones > 3 {
            swap.picks.push((3, Pick::White));
        }
        swap
    }

    /// The picks made, each with the stones on the board when it was made.
    pub fn picks(&self) -> &[(usize, Pick)] {
        &self.picks
    }

    pub fn is_active(&self) -> bool {
        self.active
    }

    /// Whether undo has a pick to take back with `stones` on the board.
    pub fn can_take_back_pick(&self, stones: usize) -> bool {
        self.picks.last().is_some_and(|&(at, _)| at == stones)
    }

    /// Whether redo has a pick to bring back with `stones` on the board.
    pub fn can_redo_pick(&self, stones: usize) -> bool {
        self.undone.last().is_some_and(|&(at, _)| at == stones)
    }

    fn pick_at(&self, stones: usize) -> Option<Pick> {
        self.picks
            .iter()
            .find(|(at, _)| *at == stones)
            .map(|&(_, pick)| pick)
    }

    /// The phase of the opening with `stones` on the board.
    pub fn phase(&self, stones: usize) -> Phase {
        if !self.active {
            return Phase::Settled {
                opener: Stone::Black,
            };
        }
        match self.pick_at(3) {
            None if stones < 3 => Phase::OpenerPlaces,
            None => Phase::SecondChooses,
            // The second player's pick: the opener gets the other colour.
            Some(Pick::Black) => Phase::Settled {
                opener: Stone::White,
            },
            Some(Pick::White) => Phase::Settled {
                opener: Stone::Black,
            },
            Some(Pick::PlaceTwo) => match self.pick_at(5) {
                None if stones < 5 => Phase::SecondPlacesTwo,
                None => Phase::OpenerChooses,
                Some(Pick::White) => Phase::Settled {
                    opener: Stone::White,
                },
                Some(_) => Phase::Settled {
                    opener: Stone::Black,
                },
            },
        }
    }

    /// Who acts now: places a stone or picks.
    pub fn actor(&self, stones: usize, to_move: Stone) -> Seat {
        match self.phase(stones) {
            Phase::OpenerPlaces | Phase::OpenerChooses => Seat::Opener,
            Phase::SecondChooses | Phase::SecondPlacesTwo => Seat::Second,
            Phase::Settled { opener } if opener == to_move => Seat::Opener,
            Phase::Settled { .. } => Seat::Second,
        }
    }

    /// The colour a seat plays: the settled one, or while the opening goes on the one it
    /// would keep without a swap (the opener black).
    pub fn colour_of(&self, seat: Seat, stones: usize) -> Stone {
        let opener = match self.phase(stones) {
            Phase::Settled { opener } => opener,
            _ => Stone::Black,
        };
        match seat {
            Seat::Opener => opener,
            Seat::Second => opener.opponent(),
        }
    }

    /// The seat that plays `colour` with `stones` on the board (as `colour_of` reads it).
    pub fn seat_of(&self, colour: Stone, stones: usize) -> Seat {
        if self.colour_of(Seat::Opener, stones) == colour {
            Seat::Opener
        } else {
            Seat::Second
        }
    }

    /// Whether colours are settled with `stones` on the board (always, without swap2).
    pub fn is_settled(&self, stones: usize) -> bool {
        matches!(self.phase(stones), Phase::Settled { .. })
    }

    /// Whether a pick is due now (rather than a stone).
    pub fn pick_due(&self, stones: usize) -> bool {
        matches!(
            self.phase(stones),
            Phase::SecondChooses | Phase::OpenerChooses
        )
    }

    /// Makes `pick` with `stones` on the board, if a pick is due and `pick` is one of its
    /// choices; a new pick forgets the picks taken back.
    pub fn pick(&mut self, stones: usize, pick: Pick) -> bool {
        let allowed = match self.phase(stones) {
            Phase::SecondChooses => true,
            Phase::OpenerChooses => pick != Pick::PlaceTwo,
            _ => false,
        };
        if allowed {
            self.picks.push((stones, pick));
            self.undone.clear();
        }
        allowed
    }

    /// Undo's step when the last event was a pick made with `stones` on the board: takes
    /// it back (kept for redo). False when the last event was a stone.
    pub fn take_back_pick(&mut self, stones: usize) -> bool {
        if !self.can_take_back_pick(stones) {
            return false;
        }
        self.undone.extend(self.picks.pop());
        true
    }

    /// Redo's step when the next event to replay is a pick made with `stones` on the
    /// board. False when it is a stone.
    pub fn redo_pick(&mut self, stones: usize) -> bool {
        if !self.can_redo_pick(stones) {
            return false;
        }
        self.picks.extend(self.undone.pop());
        true
    }

    /// A stone was played: the picks taken back cannot come back.
    pub fn forget_redo(&mut self) {
        self.undone.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Stone::{Black, White};

    #[test]
    fn the_picks_decide_who_acts_and_who_plays_which_colour() {
        let mut swap = Swap2Opening::new(true);
        for (stones, to_move) in [(0, Black), (1, White), (2, Black)] {
            assert_eq!(swap.actor(stones, to_move), Seat::Opener, "{stones}");
            assert!(!swap.pick(stones, Pick::Black), "no pick before three");
        }
        assert!(swap.pick_due(3) && !swap.is_settled(3));
        assert_eq!(swap.actor(3, White), Seat::Second);
        assert!(swap.pick(3, Pick::PlaceTwo));
        assert_eq!(swap.actor(3, White), Seat::Second);
        assert_eq!(swap.actor(4, Black), Seat::Second);
        assert!(swap.pick_due(5));
        assert_eq!(swap.actor(5, White), Seat::Opener);
        assert!(!swap.pick(5, Pick::PlaceTwo), "two more only once");
        assert!(swap.pick(5, Pick::White));
        assert!(swap.is_settled(5));
        assert_eq!(swap.colour_of(Seat::Opener, 5), White);
        assert_eq!(swap.seat_of(Black, 5), Seat::Second);
        assert_eq!(swap.actor(5, White), Seat::Opener);
        assert_eq!(swap.actor(6, Black), Seat::Second);
        assert_eq!(swap.picks(), [(3, Pick::PlaceTwo), (5, Pick::White)]);

        let free = Swap2Opening::new(false);
        assert!(free.is_settled(0) && !free.pick_due(3));
        assert_eq!(free.actor(0, Black), Seat::Opener);
        assert_eq!(free.actor(1, White), Seat::Second);
        assert!(Swap2Opening::for_record(true, 7).is_settled(7));
        assert!(Swap2Opening::for_record(false, 7).picks().is_empty());
    }
}
