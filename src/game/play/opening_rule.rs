//! A renju opening rule in the game: the negotiation of the first five stones and the
//! colours (`rules::opening_rule`), who holds which seat of it, and the messages that
//! make its steps.
//!
//! The negotiation is the authority while it lasts: the game's board holds its stones
//! (the first four, then the chosen 5th move) and nothing else, so every stone of the
//! board is a move of the game as records and the engine know them. Offered 5th moves are
//! not stones: the view draws them from here. Each step (a stone, a swap, a declaration,
//! an offer, the choice) is one step of undo and redo, as swap2's picks are.

use bevy::prelude::*;
use tracing::info;

use crate::engine::opening_rule::Reason;
use crate::game::messages::{Mover, OpeningChoice};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::setup::{MatchSetup, Mode, Opening};
use crate::game::play::state::{GameFlow, Turn};
use crate::game::sets::GameSet;
use crate::i18n::{Lang, Msg, Who};
use crate::notation::pos_to_text;
use crate::rules::opening_rule::{Action, Seat, Step};
use crate::rules::{Negotiation, OpeningError, Pos, Stone};

/// The current game's negotiation, when it opens under a renju opening rule.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleOpening {
    negotiation: Option<Negotiation>,
    /// The computer's reason for its last choice in the negotiation, which the panel
    /// shows.
    pub last_reason: Option<Reason>,
}

impl RuleOpening {
    /// A fresh game under `setup`: a negotiation when its opening is a rule that can be
    /// played on its board.
    pub fn new(setup: &MatchSetup) -> RuleOpening {
        match setup.opening() {
            Opening::Rule(rule) => RuleOpening::of(Negotiation::new(rule, setup.size).ok()),
            _ => RuleOpening::of(None),
        }
    }

    /// A loaded game: the negotiation its record carries; else a fresh one for a game
    /// with no stones yet. A record of stones alone, past the start, was played freely.
    pub fn for_record(
        setup: &MatchSetup,
        stones: usize,
        recorded: Option<Negotiation>,
    ) -> RuleOpening {
        match recorded {
            Some(negotiation) => RuleOpening::of(Some(negotiation)),
            None if stones == 0 => RuleOpening::new(setup),
            None => RuleOpening::of(None),
        }
    }

    fn of(negotiation: Option<Negotiation>) -> RuleOpening {
        RuleOpening {
            negotiation,
            last_reason: None,
        }
    }

    pub fn negotiation(&self) -> Option<&Negotiation> {
        self.negotiation.as_ref()
    }

    /// The negotiation while it goes on.
    pub fn in_progress(&self) -> Option<&Negotiation> {
        self.negotiation.as_ref().filter(|n| !n.is_settled())
    }

    /// The seat that acts now: the one the negotiation waits for, then the one holding
    /// the colour to move.
    pub fn actor(&self, board: &CurrentGame) -> Option<Seat> {
        let negotiation = self.negotiation.as_ref()?;
        Some(
            negotiation
                .due()
                .seat()
                .unwrap_or_else(|| negotiation.seat_of(board.to_move())),
        )
    }

    /// Whether undo's next step is the negotiation's (rather than a move after it).
    pub fn can_take_back(&self, board: &CurrentGame) -> bool {
        self.negotiation
            .as_ref()
            .is_some_and(|n| n.can_undo() && board.stone_count() <= n.stones().len())
    }

    /// Whether redo's next step is the negotiation's.
    pub fn can_bring_back(&self, board: &CurrentGame) -> bool {
        self.negotiation
            .as_ref()
            .is_some_and(|n| n.can_redo() && board.stone_count() == n.stones().len())
    }

    /// Undo's step within the negotiation: its last action, with the stone it placed.
    pub fn take_back(&mut self, board: &mut CurrentGame) -> bool {
        if !self.can_take_back(board) {
            return false;
        }
        let Some(negotiation) = self.negotiation.as_mut() else {
            return false;
        };
        let stones = negotiation.stones().len();
        negotiation.undo();
        if negotiation.stones().len() < stones {
            board.undo();
        }
        true
    }

    /// Redo's step within the negotiation: the action taken back last, with its stone.
    pub fn bring_back(&mut self, board: &mut CurrentGame) -> bool {
        if !self.can_bring_back(board) {
            return false;
        }
        let Some(negotiation) = self.negotiation.as_mut() else {
            return false;
        };
        let stones = negotiation.stones().len();
        negotiation.redo();
        if let Some(&stone) = negotiation.stones().get(stones) {
            place_on_board(board, stone);
        }
        true
    }

    /// Redoes the steps that place no stone (swaps, declarations, offers) due at this
    /// position: a review shows a position with the choices made at it.
    pub fn bring_back_choices(&mut self, board: &mut CurrentGame) {
        while let Some(negotiation) = self.negotiation.as_ref() {
            let next = negotiation.redo_actions().next();
            let places_a_stone = match (negotiation.due(), next) {
                (_, None) => break,
                (Step::PlaceStone { .. }, _) | (_, Some(Action::Choose(_))) => true,
                _ => false,
            };
            if places_a_stone || !self.bring_back(board) {
                break;
            }
        }
    }

    /// Applies `action` for `seat`: a stone it settles goes on the board as the game's
    /// next move. Returns what the notice says, or why it was refused (nothing changed).
    pub fn act(
        &mut self,
        board: &mut CurrentGame,
        setup: &MatchSetup,
        seat: Seat,
        action: Action,
    ) -> Result<Msg, OpeningError> {
        let negotiation = self.negotiation.as_mut().ok_or(OpeningError::Settled)?;
        let stones = negotiation.stones().len();
        let offers = negotiation.offers().len();
        negotiation.apply(seat, action)?;
        // The line ahead is the negotiation's and the board's together: a new step
        // forgets both.
        board.forget_redo();
        let size = board.size();
        if let Some(&stone) = negotiation.stones().get(stones) {
            let colour = board.to_move();
            place_on_board(board, stone);
            return Ok(Msg::MovePlayed {
                number: board.stone_count(),
                stone: colour,
                pos: pos_to_text(stone, size),
            });
        }
        let who = who(setup, seat);
        Ok(match action {
            Action::Swap => Msg::OpeningSwapped {
                who,
                stone: negotiation.colour_of(seat),
            },
            Action::Keep => Msg::OpeningKept {
                who,
                stone: negotiation.colour_of(seat),
            },
            Action::Declare(count) => Msg::OpeningDeclared { who, count },
            Action::Place(pos) | Action::Choose(pos) => Msg::OpeningOffered {
                pos: pos_to_text(pos, size),
                placed: offers + 1,
                of: usize::from(negotiation.declared().unwrap_or(0)),
            },
        })
    }
}

/// Puts the negotiation's new stone on the board: replayed from the board's own redo when
/// it is the one ahead there, so the board keeps its line.
fn place_on_board(board: &mut CurrentGame, stone: Pos) {
    if board.redo_moves().next() == Some(stone) {
        board.redo();
    } else {
        // The negotiation checked the point; its stones are never forbidden (renju's
        // forbidden shapes need more black stones than the first five hold).
        let _ = board.place(stone);
    }
}

/// The action a point on the board stands for in the negotiation's step now: a stone or
/// an offer where one is due, the choice of an offer where that is.
pub fn point_action(negotiation: &Negotiation, pos: Pos) -> Option<Action> {
    match negotiation.due() {
        Step::PlaceStone { .. } | Step::PlaceOffer { .. } => Some(Action::Place(pos)),
        Step::ChooseOffer { .. } => Some(Action::Choose(pos)),
        _ => None,
    }
}

/// Whether the computer holds `seat`. Against the computer, a player who chose black in
/// the menu begins, as the tentative black.
pub fn computer_holds(setup: &MatchSetup, seat: Seat) -> bool {
    match setup.mode {
        Mode::HumanVsHuman => false,
        Mode::Demo => true,
        Mode::HumanVsComputer { human } => {
            (human == Stone::Black) != (seat == Seat::TentativeBlack)
        }
    }
}

/// How the panel names a seat.
pub fn who(setup: &MatchSetup, seat: Seat) -> Who {
    match (setup.mode, seat) {
        (Mode::HumanVsHuman, Seat::TentativeBlack) => Who::FirstPlayer,
        (Mode::HumanVsHuman, Seat::TentativeWhite) => Who::SecondPlayer,
        _ if computer_holds(setup, seat) => Who::Computer,
        _ => Who::You,
    }
}

/// The colour the person holds against the computer now (it may change with a swap).
pub fn human_colour(setup: &MatchSetup, negotiation: &Negotiation) -> Option<Stone> {
    let Mode::HumanVsComputer { .. } = setup.mode else {
        return None;
    };
    let seat = if computer_holds(setup, Seat::TentativeBlack) {
        Seat::TentativeWhite
    } else {
        Seat::TentativeBlack
    };
    Some(negotiation.colour_of(seat))
}

/// Whether a mover may act for `seat`: the computer for its seats on its turn, a person
/// for theirs on theirs.
pub fn may_act(setup: &MatchSetup, seat: Seat, by: Mover, turn: Option<&Turn>) -> bool {
    let turn_is_by = match turn {
        Some(Turn::Human) => by == Mover::Human,
        Some(Turn::Computer) => by == Mover::Computer,
        _ => false,
    };
    turn_is_by && computer_holds(setup, seat) == (by == Mover::Computer)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RuleOpening>()
        .add_message::<OpeningChoice>()
        .add_systems(
            Update,
            (
                apply_choices
                    .in_set(GameSet::Apply)
                    .before(crate::game::sets::PlacementSet)
                    .run_if(not(in_state(Turn::Judging))),
                opening_keys
                    .in_set(GameSet::Input)
                    .run_if(in_state(Turn::Human)),
            ),
        )
        .add_systems(OnEnter(Turn::Human), log_due_step)
        .add_systems(OnEnter(Turn::Computer), log_due_step);
}

/// The choices that are not points by keyboard, for the person whose step it is: S swaps,
/// K keeps the colours, a digit declares that many 5th moves (0 for ten).
fn opening_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    focus: Res<UiFocus>,
    opening: Res<RuleOpening>,
    mut choices: MessageWriter<OpeningChoice>,
) {
    let (Some(keys), Some(negotiation)) = (keys, opening.in_progress()) else {
        return;
    };
    if focus.keyboard {
        return;
    }
    let declare = |key: &KeyCode| {
        let digit = crate::game::play::keys::DIGITS
            .iter()
            .position(|d| d == key)? as u8;
        Some(Action::Declare(if digit == 0 { 10 } else { digit }))
    };
    for key in keys.get_just_pressed() {
        let action = match (negotiation.due(), key) {
            (Step::ChooseSwap { .. }, KeyCode::KeyS) => Action::Swap,
            (Step::ChooseSwap { .. }, KeyCode::KeyK) => Action::Keep,
            (Step::DeclareOffers { .. }, key) => match declare(key) {
                Some(action) => action,
                None => continue,
            },
            _ => continue,
        };
        choices.write(OpeningChoice {
            action,
            by: Mover::Human,
            reason: None,
        });
    }
}

/// Writes what the negotiation waits for, and from whom, to the log whenever a turn
/// begins in it: what a player reads in the panel, for the end-to-end tests (and anyone
/// following a game's log).
fn log_due_step(opening: Res<RuleOpening>, setup: Res<MatchSetup>, turn: Res<State<Turn>>) {
    let Some(due) = opening.in_progress().and_then(Msg::due_in) else {
        return;
    };
    let who = match (setup.mode, turn.get()) {
        (Mode::HumanVsComputer { .. }, Turn::Human) => "you",
        (Mode::HumanVsComputer { .. } | Mode::Demo, _) => "computer",
        _ => "player",
    };
    info!("opening, {who}: {}", due.text(Lang::En));
}

fn apply_choices(
    mut choices: MessageReader<OpeningChoice>,
    mut opening: ResMut<RuleOpening>,
    mut board: ResMut<CurrentGame>,
    setup: Res<MatchSetup>,
    turn: Option<Res<State<Turn>>>,
    mut notice: ResMut<Notice>,
    mut flow: GameFlow,
) {
    for &OpeningChoice { action, by, reason } in choices.read() {
        let Some(seat) = opening.in_progress().and_then(|n| n.due().seat()) else {
            notice.say(Msg::OpeningRefused(OpeningError::Settled));
            continue;
        };
        if !may_act(&setup, seat, by, turn.as_deref().map(State::get)) || board.is_over() {
            notice.say(Msg::OpeningRefused(OpeningError::WrongSeat { due: seat }));
            continue;
        }
        match opening.act(&mut board, &setup, seat, action) {
            Ok(said) => {
                // A stone is announced as any move is; the computer's other choices with
                // its reason, which says what it did.
                match reason {
                    Some(reason) if !matches!(said, Msg::MovePlayed { .. }) => {
                        info!("{}", said.text(Lang::En));
                        notice.say(Msg::ComputerOpening(reason));
                    }
                    Some(reason) => {
                        info!("{}", Msg::ComputerOpening(reason).text(Lang::En));
                        notice.say(said);
                    }
                    None => notice.say(said),
                }
                opening.last_reason = reason;
                flow.judge();
                // One step per judged turn.
                break;
            }
            Err(why) => notice.say(Msg::OpeningRefused(why)),
        }
    }
}
