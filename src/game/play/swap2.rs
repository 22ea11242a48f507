//! The swap2 opening in the game: who must act while colours are not yet settled, the
//! choices ("picks") made so far, and the messages that make them.
//!
//! The first player (the opener) places three stones, black, white, black. The second
//! player picks black, or white (and plays the 4th stone), or places two more stones, a
//! white and a black, and hands the pick back; the opener then picks black, or white (and
//! plays the 6th stone). The stones alternate colours as in any game, so the board and
//! its records are the same as without swap2: only who plays which colour is decided.
//!
//! A pick is an event of the game's history beside the stones: undo takes back the last
//! stone or the last pick, whichever came last, and redo brings it back, so stepping back
//! into the opening asks for the choice again. A stone played where a pick is due picks
//! white (and is that white move), which is how a player "stays white".

use bevy::prelude::*;

use crate::game::messages::{MakePick, Mover, Pick};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::notice::Notice;
use crate::game::play::setup::{MatchSetup, Mode, Opening};
use crate::game::play::state::{GameFlow, Turn};
use crate::game::sets::GameSet;
use crate::i18n::{Msg, Who};
use crate::rules::Stone;

/// The two players of a swap2 game, by their part in the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Places the first three stones, and picks after five.
    Opener,
    /// Picks after three stones, or places two more.
    Second,
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

/// Whether the current game opens with swap2, its picks, each with the number of stones
/// on the board when it was made (3 or 5), and those taken back by undo, for redo. In a
/// game without swap2 colours are settled from the start (the opener black).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Swap2 {
    active: bool,
    picks: Vec<(usize, Pick)>,
    undone: Vec<(usize, Pick)>,
}

impl Swap2 {
    /// A fresh game under `opening`.
    pub fn new(opening: Opening) -> Swap2 {
        Swap2 {
            active: opening == Opening::Swap2,
            ..Swap2::default()
        }
    }

    /// A loaded record under `opening`: its picks are not written in it, so a game past
    /// the opening is taken as settled the plain way (the opener black), and one of three
    /// stones or fewer goes on with the opening from there.
    pub fn for_record(opening: Opening, stones: usize) -> Swap2 {
        let mut swap = Swap2::new(opening);
        if stones > 3 {
            swap.picks.push((3, Pick::White));
        }
        swap
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

/// Who plays in the setup: whether the computer holds a seat of the opening. Against the
/// computer, a player who chose black in the menu opens.
pub fn computer_holds(setup: &MatchSetup, seat: Seat) -> bool {
    match setup.mode {
        Mode::HumanVsHuman => false,
        Mode::Demo => true,
        Mode::HumanVsComputer { human } => (human == Stone::Black) != (seat == Seat::Opener),
    }
}

/// How the panel names a seat.
pub fn who(setup: &MatchSetup, seat: Seat) -> Who {
    match (setup.mode, seat) {
        (Mode::HumanVsHuman, Seat::Opener) => Who::FirstPlayer,
        (Mode::HumanVsHuman, Seat::Second) => Who::SecondPlayer,
        _ if computer_holds(setup, seat) => Who::Computer,
        _ => Who::You,
    }
}

/// The one question the turn system asks: whether the computer acts in this position,
/// under either opening.
pub fn computer_acts(setup: &MatchSetup, swap: &Swap2, board: &CurrentGame) -> bool {
    if swap.is_active() {
        computer_holds(setup, swap.actor(board.stone_count(), board.to_move()))
    } else {
        setup.computer_plays(board.to_move())
    }
}

/// The colour the person plays against the computer (settled or, in the opening, the
/// one they would keep), or `None` between two people or in a demo.
pub fn human_colour(setup: &MatchSetup, swap: &Swap2, board: &CurrentGame) -> Option<Stone> {
    let Mode::HumanVsComputer { human } = setup.mode else {
        return None;
    };
    if !swap.is_active() {
        return Some(human);
    }
    let seat = if computer_holds(setup, Seat::Opener) {
        Seat::Second
    } else {
        Seat::Opener
    };
    Some(swap.colour_of(seat, board.stone_count()))
}

/// What the panel says the opening waits for, while it does.
pub fn instruction(setup: &MatchSetup, swap: &Swap2, board: &CurrentGame) -> Option<Msg> {
    if !swap.is_active() || board.is_over() {
        return None;
    }
    let stones = board.stone_count();
    let who = |seat| who(setup, seat);
    Some(match swap.phase(stones) {
        Phase::OpenerPlaces => Msg::Swap2PlaceThree {
            who: who(Seat::Opener),
            placed: stones,
        },
        Phase::SecondChooses => Msg::Swap2ChooseAfterThree {
            who: who(Seat::Second),
        },
        Phase::SecondPlacesTwo => Msg::Swap2PlaceTwo {
            who: who(Seat::Second),
            placed: stones - 3,
        },
        Phase::OpenerChooses => Msg::Swap2ChooseAfterFive {
            who: who(Seat::Opener),
        },
        Phase::Settled { .. } => return None,
    })
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Swap2>()
        .add_message::<MakePick>()
        .add_systems(
            Update,
            // Before the placements: the computer's pick and its stone may come together.
            apply_picks
                .in_set(GameSet::Apply)
                .before(crate::game::sets::PlacementSet)
                .run_if(not(in_state(Turn::Judging))),
        );
}

fn apply_picks(
    mut picks: MessageReader<MakePick>,
    mut swap: ResMut<Swap2>,
    mut board: ResMut<CurrentGame>,
    setup: Res<MatchSetup>,
    turn: Option<Res<State<Turn>>>,
    mut notice: ResMut<Notice>,
    mut flow: GameFlow,
) {
    for &MakePick { pick, by } in picks.read() {
        let stones = board.stone_count();
        let seat = swap.actor(stones, board.to_move());
        let seat_is_by = computer_holds(&setup, seat) == (by == Mover::Computer);
        let turn_is_by = match turn.as_deref().map(State::get) {
            Some(Turn::Human) => by == Mover::Human,
            Some(Turn::Computer) => by == Mover::Computer,
            _ => false,
        };
        if !swap.is_active() || !seat_is_by || !turn_is_by {
            notice.say(Msg::Swap2ChoiceNotOpen);
            continue;
        }
        if !swap.pick(stones, pick) {
            notice.say(Msg::Swap2ChoiceNotOpen);
            continue;
        }
        board.forget_redo();
        notice.say(announce(&setup, seat, pick));
        flow.judge();
        // One pick per judged turn.
        break;
    }
}

/// The notice for a pick.
pub fn announce(setup: &MatchSetup, seat: Seat, pick: Pick) -> Msg {
    let who = who(setup, seat);
    match pick {
        Pick::Black => Msg::Swap2Took {
            who,
            stone: Stone::Black,
        },
        Pick::White => Msg::Swap2Took {
            who,
            stone: Stone::White,
        },
        Pick::PlaceTwo => Msg::Swap2WillPlaceTwo { who },
    }
}
