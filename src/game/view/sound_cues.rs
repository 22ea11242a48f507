//! When the game makes a sound: a click for each stone played, a chime when a game ends,
//! nothing when muted. Playing them is the platform's job (`platform::SoundPlugin`); deciding is here, so headless tests
//! can check it without an audio device.

use bevy::prelude::*;

use crate::game::messages::{GameEnded, SoundCue};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::setup::Preferences;
use crate::game::sets::GameSet;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .add_systems(Update, cue_stones.in_set(GameSet::View))
        .add_systems(
            Update,
            cue_game_end
                .run_if(on_message::<GameEnded>)
                .in_set(GameSet::View),
        );
}

/// A click when the board gains stones; undo (fewer stones) stays silent.
fn cue_stones(
    board: Res<CurrentGame>,
    preferences: Res<Preferences>,
    mut seen: Local<usize>,
    mut cues: MessageWriter<SoundCue>,
) {
    let count = board.stone_count();
    if count > *seen && preferences.sound {
        cues.write(SoundCue::Stone);
    }
    *seen = count;
}

/// Once per finished position (the judge's `GameEnded`), so resuming a finished game from
/// the menu does not chime again.
fn cue_game_end(preferences: Res<Preferences>, mut cues: MessageWriter<SoundCue>) {
    if preferences.sound {
        cues.write(SoundCue::GameEnd);
    }
}
