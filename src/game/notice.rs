//! The last thing the game has to tell the player (why a click was refused, who moved,
//! who won): one line in the panel, also written to the log.

use bevy::prelude::*;

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notice(pub String);

impl Notice {
    pub fn say(&mut self, text: impl Into<String>) {
        let text = text.into();
        info!("{text}");
        self.0 = text;
    }
}

pub struct NoticePlugin;

impl Plugin for NoticePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Notice>();
    }
}
