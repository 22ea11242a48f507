//! What the player sees and hears, drawn from the game's state and never deciding it: the
//! board's place in the window (`layout`), its colours and textures (`look`, `board_theme`),
//! the board lines as entities (`board_view`) and its texts (`board_text`), one entity per
//! stone (`stones`), the preview under the pointer (`hover`), the keyboard's cursor
//! (`cursor_view`), stones landing and rings growing (`animation`), the analysis drawn on
//! the board (`analysis_view`), the 5th moves offered under a renju opening rule
//! (`opening_marks`), the position being set up (`editor_view`), the puzzle being solved
//! (`puzzle_view`), what an explanation names (`fact_marks`), a graded mistake under review
//! (`graded_marks`), where a box over the game may go (`clear_spot`), when a sound plays
//! (`sound_cues`), no multisampling on a CPU renderer (`software_renderer`), what a screen
//! reader is told (`spoken`) and the window's title (`window_title`).

pub mod analysis_view;
pub mod animation;
pub mod board_text;
pub mod board_theme;
pub mod board_view;
pub mod clear_spot;
pub mod cursor_view;
pub mod editor_view;
pub mod fact_marks;
#[cfg(feature = "dev")]
pub mod frame_stats;
pub mod graded_marks;
pub mod hover;
pub mod layout;
pub mod look;
pub mod opening_marks;
pub mod puzzle_view;
pub mod software_renderer;
pub mod sound_cues;
pub mod spoken;
pub mod stones;
pub mod window_title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        sound_cues::plugin,
        spoken::plugin,
        window_title::plugin,
        layout::plugin,
        look::plugin,
        board_view::plugin,
        stones::plugin,
        hover::plugin,
        cursor_view::plugin,
        animation::plugin,
        analysis_view::plugin,
        opening_marks::plugin,
        editor_view::plugin,
        puzzle_view::plugin,
        graded_marks::plugin,
    ))
    .add_plugins(software_renderer::plugin);
}
