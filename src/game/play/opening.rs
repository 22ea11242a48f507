//! The opening in force, whichever it is: swap2's picks (`swap2`) or a renju opening
//! rule's negotiation (`opening_rule`); a free opening has neither. The turn system, the
//! clock and the panel ask their questions here, so none of them needs to know which.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::play::current_game::CurrentGame;
use crate::game::play::opening_rule::{self, RuleOpening};
use crate::game::play::setup::MatchSetup;
use crate::game::play::swap2::{self, Phase, Swap2};
use crate::i18n::Msg;
use crate::rules::Stone;

/// Both resources, for a system that only reads the opening.
#[derive(SystemParam)]
pub struct OpeningState<'w> {
    swap: Res<'w, Swap2>,
    rule: Res<'w, RuleOpening>,
}

impl OpeningState<'_> {
    pub fn now(&self) -> Openings<'_> {
        Openings {
            swap: &self.swap,
            rule: &self.rule,
        }
    }
}

/// Both resources, for the turn system that changes them.
#[derive(SystemParam)]
pub struct OpeningStateMut<'w> {
    pub swap: ResMut<'w, Swap2>,
    pub rule: ResMut<'w, RuleOpening>,
}

/// The current game's opening, read from both resources.
#[derive(Clone, Copy)]
pub struct Openings<'a> {
    pub swap: &'a Swap2,
    pub rule: &'a RuleOpening,
}

impl Openings<'_> {
    /// Whether the computer acts in this position: places, picks, negotiates or moves.
    pub fn computer_acts(self, setup: &MatchSetup, board: &CurrentGame) -> bool {
        match self.rule.actor(board) {
            Some(seat) => opening_rule::computer_holds(setup, seat),
            None => swap2::computer_acts(setup, self.swap, board),
        }
    }

    /// The colour the person plays against the computer (settled or, in the opening, the
    /// one they hold now), or `None` between two people or in a demo.
    pub fn human_colour(self, setup: &MatchSetup, board: &CurrentGame) -> Option<Stone> {
        match self.rule.negotiation() {
            Some(negotiation) => opening_rule::human_colour(setup, negotiation),
            None => swap2::human_colour(setup, self.swap, board),
        }
    }

    /// What the panel says the opening waits for, while it does.
    pub fn instruction(self, setup: &MatchSetup, board: &CurrentGame) -> Option<Msg> {
        if board.is_over() {
            return None;
        }
        match self.rule.in_progress() {
            Some(negotiation) => Msg::due_in(negotiation),
            None => swap2::instruction(setup, self.swap, board),
        }
    }

    /// Whether undo has anything to take back: a stone or a choice of the opening.
    pub fn can_step_back(self, board: &CurrentGame) -> bool {
        board.can_undo()
            || self.swap.can_take_back_pick(board.stone_count())
            || self.rule.can_take_back(board)
    }

    /// Whether redo has anything to bring back.
    pub fn can_step_forward(self, board: &CurrentGame) -> bool {
        board.can_redo()
            || self.swap.can_redo_pick(board.stone_count())
            || self.rule.can_bring_back(board)
    }

    /// Whether colours are still being decided: the clocks wait until they are.
    pub fn negotiating(self, board: &CurrentGame) -> bool {
        self.rule.in_progress().is_some()
            || !matches!(self.swap.phase(board.stone_count()), Phase::Settled { .. })
    }
}
