//! The friend page's online part: the colour the host plays, "Invite a friend by link",
//! "Quick match", and a field for a friend's room code. The board, rule and clock chosen
//! above on the page are the game offered.

use bevy_egui::egui;

use super::Home;
use super::match_page::chip_grid;
use super::widgets::{chip, section};
use crate::game::online::OnlineCommand;
use crate::game::ui::theme::{FIELD_FILL, INK, INK_SOFT, colour};
use crate::i18n::{ColourChoice, Lang, Msg, OnlineText};
use crate::online::RoomCode;

/// The online choices' state on the page.
#[derive(Debug, Clone, Default)]
pub struct OnlineDraft {
    pub colour: ColourChoice,
    pub code: String,
    /// The code typed is not one.
    pub bad_code: bool,
    /// The signaling server in use, shown under the choices.
    pub server: String,
    /// The choice made, for the home screen's system to send.
    pub request: Option<OnlineCommand>,
}

pub fn choices(ui: &mut egui::Ui, home: &mut Home, lang: Lang) {
    let say = |text: OnlineText| Msg::Online(text).text(lang);
    section(ui, &say(OnlineText::Section));
    ui.label(egui::RichText::new(say(OnlineText::IPlay)).color(colour(INK_SOFT)));
    let colours: Vec<_> = [
        ColourChoice::Black,
        ColourChoice::White,
        ColourChoice::Random,
    ]
    .into_iter()
    .map(|c| (c, say(OnlineText::Colour(c)), true))
    .collect();
    chip_grid(ui, &mut home.online.colour, &colours, 3);
    let width = ui.available_width();
    let setup = crate::game::online::offered_setup(&home.draft);
    if setup.opening != home.draft.opening() {
        ui.label(egui::RichText::new(say(OnlineText::OpensFreely)).color(colour(INK_SOFT)));
    }
    let mut command = None;
    if chip(ui, false, true, &say(OnlineText::Invite), width).clicked() {
        command = Some(OnlineCommand::Invite {
            setup,
            colour: home.online.colour,
        });
    }
    if chip(ui, false, true, &say(OnlineText::QuickMatch), width).clicked() {
        command = Some(OnlineCommand::QuickMatch {
            setup,
            colour: home.online.colour,
        });
    }
    ui.label(say(OnlineText::JoinLabel));
    ui.horizontal(|ui| {
        // Paper lighter than the sheet it lies on, with the sheet's ink (the panel's dark
        // field would be a hole in the page).
        let field = egui::TextEdit::singleline(&mut home.online.code)
            .hint_text(say(OnlineText::CodeHint))
            .background_color(colour(FIELD_FILL))
            .text_color(colour(INK))
            .desired_width(120.0);
        let edited = ui.add(field);
        let entered = edited.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if chip(ui, false, true, &say(OnlineText::Join), 0.0).clicked() || entered {
            match RoomCode::parse(&home.online.code) {
                Some(code) => command = Some(OnlineCommand::Join(code)),
                None => home.online.bad_code = true,
            }
        }
    });
    if home.online.bad_code {
        ui.label(egui::RichText::new(say(OnlineText::BadCode)).color(colour(INK_SOFT)));
    }
    let server = say(OnlineText::Server {
        address: home.online.server.clone(),
    });
    ui.label(egui::RichText::new(server).small().color(colour(INK_SOFT)));
    if command.is_some() {
        home.online.request = command;
    }
}
