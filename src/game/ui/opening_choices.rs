//! The panel's buttons for a renju opening rule's choices that are not points: swap or
//! keep, and how many 5th moves black offers. Points (stones, offers, the chosen offer)
//! are played on the board.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::messages::{Mover, OpeningChoice};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::opening::OpeningState;
use crate::game::play::state::Turn;
use crate::i18n::{Lang, Msg};
use crate::rules::opening_rule::{Action, Declaration, Step};

/// The buttons of the choice due, when it is the person's to make.
pub fn buttons(
    ui: &mut egui::Ui,
    (openings, board): (&OpeningState, &CurrentGame),
    turn: Option<&Turn>,
    choices: &mut MessageWriter<OpeningChoice>,
    lang: Lang,
) {
    let Some(negotiation) = openings.now().rule.in_progress() else {
        return;
    };
    if turn != Some(&Turn::Human) || board.is_over() {
        return;
    }
    let options: Vec<(Action, Msg)> = match negotiation.due() {
        Step::ChooseSwap { seat } => vec![
            (Action::Swap, Msg::OpeningSwapButton),
            (
                Action::Keep,
                Msg::OpeningKeepButton {
                    stone: negotiation.colour_of(seat),
                },
            ),
        ],
        Step::DeclareOffers {
            counts: Declaration::OneOr(offers),
            ..
        } => vec![
            (Action::Declare(1), Msg::OpeningPlayOneButton),
            (
                Action::Declare(offers),
                Msg::OpeningOfferButton { count: offers },
            ),
        ],
        Step::DeclareOffers { counts, .. } => counts
            .counts()
            .into_iter()
            .map(|count| (Action::Declare(count), Msg::OpeningOfferButton { count }))
            .collect(),
        _ => return,
    };
    ui.horizontal_wrapped(|ui| {
        for (action, label) in options {
            if ui.button(label.text(lang)).clicked() {
                choices.write(OpeningChoice {
                    action,
                    by: Mover::Human,
                    reason: None,
                });
            }
        }
    });
}
