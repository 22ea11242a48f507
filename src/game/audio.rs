//! Plays the sound cues (see `sound_cues`). The two sounds live in `assets/sounds/` (made
//! by scripts/make-sounds.py) and are compiled into the binary, so no asset path has to be
//! right at run time.
//!
//! Natively Bevy's audio plays them. On the web the page plays them (`gomokuPlaySound` in
//! web/index.html): Bevy's web audio would enable new web-sys features and so rebuild most
//! of the wasm dependency tree, for two short sounds the browser plays just as well.

use bevy::prelude::*;

use super::sound_cues::SoundCue;

pub struct GameAudioPlugin;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::sync::Arc;

    use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings};
    use bevy::prelude::*;

    use super::SoundCue;

    #[derive(Resource)]
    pub struct Sounds {
        stone: Handle<AudioSource>,
        end: Handle<AudioSource>,
    }

    pub fn load(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
        let mut add = |bytes: &'static [u8]| {
            sources.add(AudioSource {
                bytes: Arc::from(bytes),
            })
        };
        let sounds = Sounds {
            stone: add(include_bytes!("../../assets/sounds/stone.wav")),
            end: add(include_bytes!("../../assets/sounds/end.wav")),
        };
        commands.insert_resource(sounds);
    }

    pub fn play(mut commands: Commands, mut cues: MessageReader<SoundCue>, sounds: Res<Sounds>) {
        for cue in cues.read() {
            let sound = match cue {
                SoundCue::Stone => sounds.stone.clone(),
                SoundCue::GameEnd => sounds.end.clone(),
            };
            commands.spawn((AudioPlayer(sound), PlaybackSettings::DESPAWN));
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use bevy::prelude::*;
    use wasm_bindgen::prelude::*;

    use super::SoundCue;

    #[wasm_bindgen]
    unsafe extern "C" {
        /// Defined by web/index.html; `catch` turns a missing function into an error.
        #[wasm_bindgen(js_name = gomokuPlaySound, catch)]
        fn play_sound(name: &str) -> Result<(), JsValue>;
    }

    pub fn play(mut cues: MessageReader<SoundCue>) {
        for cue in cues.read() {
            let name = match cue {
                SoundCue::Stone => "stone",
                SoundCue::GameEnd => "end",
            };
            let _ = play_sound(name); // A page without sound is still a playable page.
        }
    }
}

impl Plugin for GameAudioPlugin {
    fn build(&self, app: &mut App) {
        #[cfg(not(target_arch = "wasm32"))]
        app.add_systems(Startup, native::load)
            .add_systems(Update, native::play.after(super::GameSet::View));
        #[cfg(target_arch = "wasm32")]
        app.add_systems(Update, web::play.after(super::GameSet::View));
    }
}
