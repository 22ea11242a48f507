//! The last thing the game has to tell the player (why a click was refused, who moved,
//! who won): one line in the panel, also written to the log. Kept as a message, not text,
//! so switching the language re-renders it. Everything said is also queued for the screen
//! reader (`view::spoken`), so two things said in one frame are both heard.

use bevy::prelude::*;
use tracing::info;

use crate::i18n::{Lang, Msg};

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notice(pub Option<Msg>, Vec<Msg>);

impl Notice {
    pub fn say(&mut self, msg: Msg) {
        // The log stays English, whatever the player reads.
        info!("{}", msg.text(Lang::En));
        self.1.push(msg.clone());
        self.0 = Some(msg);
    }

    /// What the panel shows, in `lang` (empty before anything was said).
    pub fn text(&self, lang: Lang) -> String {
        self.0
            .as_ref()
            .map_or_else(String::new, |msg| msg.text(lang))
    }

    /// Whether the latest thing said is `msg`: the panel shows a message once, not again
    /// as the notice when another line already says it.
    pub fn is_latest(&self, msg: &Msg) -> bool {
        self.0.as_ref() == Some(msg)
    }

    /// Whether anything was said since the last `take_unspoken`.
    pub fn has_unspoken(&self) -> bool {
        !self.1.is_empty()
    }

    /// What was said since the last call, oldest first.
    pub fn take_unspoken(&mut self) -> Vec<Msg> {
        std::mem::take(&mut self.1)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>();
}
