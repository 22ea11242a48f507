//! The swap2 opening in the game (its rules in `rules::swap2`): the resource, who holds
//! each seat, what the panel says, and the messages that make the picks.
//!
//! A pick is an event of the game's history beside the stones: undo takes back the last
//! stone or the last pick, whichever came last, and redo brings it back, so stepping back
//! into the opening asks for the choice again. A stone played where a pick is due picks
//! white (and is that white move), which is how a player "stays white".

use bevy::prelude::*;

use crate::game::messages::{MakePick, Mover};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::notice::Notice;
use crate::game::play::remote_side::RemoteSide;
use crate::game::play::setup::{MatchSetup, Mode, Opening};
use crate::game::play::state::{GameFlow, Turn};
use crate::game::sets::GameSet;
use crate::i18n::{Msg, Who};
use crate::rules::Stone;
pub use crate::rules::swap2::{Phase, Pick, Seat, Swap2Opening};

/// The current game's swap2 opening (see `rules::swap2`), as a resource.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq, Deref, DerefMut)]
pub struct Swap2(pub Swap2Opening);

impl Swap2 {
    /// A fresh game under `opening`.
    pub fn new(opening: Opening) -> Swap2 {
        Swap2(Swap2Opening::new(opening == Opening::Swap2))
    }

    /// A loaded record under `opening` (its picks are not written in it).
    pub fn for_record(opening: Opening, stones: usize) -> Swap2 {
        Swap2(Swap2Opening::for_record(opening == Opening::Swap2, stones))
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
    (turn, remote): (Option<Res<State<Turn>>>, Res<RemoteSide>),
    mut notice: ResMut<Notice>,
    mut flow: GameFlow,
) {
    for &MakePick { pick, by } in picks.read() {
        let stones = board.stone_count();
        let seat = swap.actor(stones, board.to_move());
        // Online, the other player's picks come from their copy of the game.
        if let Some(why) = remote.refuses_acting(seat).filter(|_| by == Mover::Human) {
            notice.say(why);
            continue;
        }
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
