//! The panel's online section: the room and its link while the host waits, the host's
//! offer for the guest to answer, then whose colour is played here, the other player's
//! connection, the takeback and draw questions with their answers, and "Leave".

use bevy_egui::egui;

use super::theme::{INK_SOFT, colour};
use crate::game::online::{Online, OnlineCommand};
use crate::game::platform;
use crate::i18n::{Lang, Msg, OnlineText};
use crate::online::{Ask, Phase, Role, invitation_link};

/// `stones`: the stones on the board (under swap2 the colour played here follows them).
pub fn show(
    ui: &mut egui::Ui,
    online: &Online,
    stones: usize,
    server: &str,
    lang: Lang,
) -> Option<OnlineCommand> {
    let say = |text: OnlineText| Msg::Online(text).text(lang);
    let mut command = None;
    let mut button = |ui: &mut egui::Ui, text: OnlineText, enabled: bool, then: OnlineCommand| {
        if ui
            .add_enabled(enabled, egui::Button::new(say(text)))
            .clicked()
        {
            command = Some(then);
        }
    };
    ui.separator();
    let Some(session) = &online.session else {
        ui.label(say(OnlineText::WaitingMatch));
        button(ui, OnlineText::Leave, true, OnlineCommand::Leave);
        return command;
    };
    match (session.role, session.phase) {
        (Role::Host, Phase::Waiting | Phase::Offered) => {
            if let Some(code) = &online.room {
                ui.label(
                    egui::RichText::new(say(OnlineText::Room {
                        code: code.to_string(),
                    }))
                    .strong(),
                );
                let link = match platform::page_address() {
                    Some(page) => invitation_link(&page, code, server),
                    None => format!("gomoku --join {code}"),
                };
                ui.label(egui::RichText::new(&link).small().color(colour(INK_SOFT)));
                if ui.button(say(OnlineText::CopyLink)).clicked() {
                    ui.ctx().copy_text(link);
                }
            }
            ui.label(say(OnlineText::WaitingFriend));
        }
        (Role::Guest, Phase::Waiting) => {
            ui.label(say(if online.connected {
                OnlineText::WaitingAnswer
            } else {
                OnlineText::Connecting
            }));
        }
        (Role::Guest, Phase::Offered) => {
            if let (Some(terms), Some(you)) = (online.offer, session.local(0)) {
                ui.label(say(OnlineText::Offer {
                    rule: terms.rule,
                    size: terms.size,
                    clock: terms
                        .clock
                        .map(|(main, inc)| (main.as_secs() / 60, inc.as_secs())),
                    you,
                    swap2: terms.swap2,
                }));
                ui.horizontal(|ui| {
                    button(
                        ui,
                        OnlineText::Accept,
                        true,
                        OnlineCommand::AnswerOffer(true),
                    );
                    button(
                        ui,
                        OnlineText::Decline,
                        true,
                        OnlineCommand::AnswerOffer(false),
                    );
                });
            }
        }
        (_, Phase::Playing) => {
            if let Some(you) = session.local(stones) {
                ui.label(say(OnlineText::Status {
                    you,
                    connected: online.connected,
                }));
            }
            // The room, to come back to it from another device or after a restart.
            if let Some(code) = &online.room {
                let room = say(OnlineText::Room {
                    code: code.to_string(),
                });
                ui.label(egui::RichText::new(room).small().color(colour(INK_SOFT)));
            }
            let question = match session.their_ask {
                Some(Ask::Takeback { .. }) => Some((OnlineText::TakebackAsked, true)),
                Some(Ask::Draw) => Some((OnlineText::DrawOffered, false)),
                None => None,
            };
            if let Some((asked, takeback)) = question {
                ui.label(egui::RichText::new(say(asked)).strong());
                ui.horizontal(|ui| {
                    let (yes, no) = if takeback {
                        (
                            OnlineCommand::AnswerTakeback(true),
                            OnlineCommand::AnswerTakeback(false),
                        )
                    } else {
                        (
                            OnlineCommand::AnswerDraw(true),
                            OnlineCommand::AnswerDraw(false),
                        )
                    };
                    button(ui, OnlineText::Agree, true, yes);
                    button(ui, OnlineText::Refuse, true, no);
                });
            }
            let free = session.asked.is_none() && online.connected;
            ui.horizontal(|ui| {
                button(
                    ui,
                    OnlineText::AskTakeback,
                    free,
                    OnlineCommand::AskTakeback,
                );
                button(ui, OnlineText::OfferDraw, free, OnlineCommand::OfferDraw);
            });
        }
        _ => {}
    }
    button(ui, OnlineText::Leave, true, OnlineCommand::Leave);
    command
}
