//! Resigning from the panel: "Resign", then a confirmation, by the buttons or the keys
//! (Shift+R asks, Enter confirms, Escape cancels). Against the computer the person resigns
//! on either turn; a demo has nobody to resign.
//!
//! The keys are read from Bevy's keyboard state rather than egui's: egui gives a key the
//! modifiers as they stand at the end of the frame, so a quick Shift+R on a slow frame
//! (software rendering, a busy phone) would arrive as a plain R.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::messages::GameCommand;
use crate::game::play::board_cursor::EnterTaken;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::keys;
use crate::game::play::setup::{MatchSetup, Mode};
use crate::i18n::{Lang, Msg};

/// Whether "Resign" was pressed and waits for its confirmation.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ResignAsked(pub bool);

/// The keys' names, the same in every language.
const RESIGN_KEY: &str = "Shift+R";
const CONFIRM_KEY: &str = "Enter";
const CANCEL_KEY: &str = "Esc";

/// The panel's buttons: "Resign" while the game is `open` to it, then the question.
pub fn buttons(
    ui: &mut egui::Ui,
    open: bool,
    commands: &mut MessageWriter<GameCommand>,
    asked: &mut ResignAsked,
    lang: Lang,
) {
    let say = |msg: Msg| msg.text(lang);
    if !open {
        asked.0 = false;
        return;
    }
    if !asked.0 {
        let button = ui.button(say(Msg::Resign)).on_hover_text(RESIGN_KEY);
        if button.clicked() {
            asked.0 = true;
        }
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(say(Msg::ResignConfirm));
        let yes = ui.button(say(Msg::ResignYes)).on_hover_text(CONFIRM_KEY);
        if yes.clicked() {
            commands.write(GameCommand::Resign);
            asked.0 = false;
        }
        if ui
            .button(say(Msg::Cancel))
            .on_hover_text(CANCEL_KEY)
            .clicked()
        {
            asked.0 = false;
        }
    });
}

/// The same by the keys, while the keyboard is the game's (no text box has it). The Enter
/// that confirms is not also a placement at the board's cursor (`EnterTaken`).
pub fn keys(
    input: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    (board, setup): (Res<CurrentGame>, Res<MatchSetup>),
    mut asked: ResMut<ResignAsked>,
    mut enter_taken: ResMut<EnterTaken>,
    mut commands: MessageWriter<GameCommand>,
) {
    let enter = input.just_pressed(KeyCode::Enter) || input.just_pressed(KeyCode::NumpadEnter);
    enter_taken.set_if_neq(EnterTaken(asked.0));
    if focus.keyboard || board.is_over() || setup.mode == Mode::Demo {
        return;
    }
    if !asked.0 {
        // Always with Shift, even where no column is R: resigning is no key to hit by chance.
        let held = keys::held(&input);
        if held.shift && !held.ctrl && input.just_pressed(KeyCode::KeyR) {
            asked.0 = true;
            enter_taken.0 = true;
        }
    } else if enter {
        commands.write(GameCommand::Resign);
        asked.0 = false;
    } else if input.just_pressed(KeyCode::Escape) {
        asked.0 = false;
    }
}
