//! The analysis on the board: the engine's line as numbered translucent stones (up to
//! eight moves, alternating from the side to move), redrawn when the reading, the board,
//! the layout or the switch changes.

use bevy::prelude::*;

use super::analysis::{AnalysisOn, Readings};
use super::board::Board;
use super::board_view::Z_MARKERS;
use super::layout::Layout;
use super::look::Look;
use crate::rules::Stone;

/// Moves of the engine's line shown on the board.
pub const LINE_SHOWN: usize = 8;

/// An entity of the analysis overlay.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineStone {
    /// 1 for the move the engine would play now.
    pub number: usize,
}

pub struct AnalysisViewPlugin;

impl Plugin for AnalysisViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            draw_line
                .run_if(
                    resource_changed::<Readings>
                        .or_else(resource_changed::<Board>)
                        .or_else(resource_changed::<AnalysisOn>)
                        .or_else(resource_changed::<Layout>),
                )
                .in_set(super::GameSet::View),
        );
    }
}

fn draw_line(
    mut commands: Commands,
    drawn: Query<Entity, With<LineStone>>,
    (on, readings, board, layout): (Res<AnalysisOn>, Res<Readings>, Res<Board>, Res<Layout>),
    look: Option<Res<Look>>,
) {
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let (Some(look), true) = (look, on.0) else {
        return;
    };
    let Some(reading) = readings.of(&board) else {
        return;
    };
    let mut side = reading.side;
    let font = TextFont::from_font_size(bevy::text::FontSize::Px(layout.cell * 0.4));
    for (i, &pos) in reading.result.pv.iter().take(LINE_SHOWN).enumerate() {
        let number = i + 1;
        let (material, ink) = match side {
            Stone::Black => (&look.black_preview, Color::srgb(0.95, 0.95, 0.9)),
            Stone::White => (&look.white_preview, Color::srgb(0.1, 0.1, 0.1)),
        };
        let at = layout.world_of(pos);
        let size = Vec2::splat(layout.cell * 0.9);
        commands
            .spawn((
                LineStone { number },
                look.piece(material, at, size, Z_MARKERS + 1.0),
            ))
            .with_child((
                Text2d::new(number.to_string()),
                font.clone(),
                TextColor(ink),
                // Children inherit the stone's scale: undo it for the text.
                Transform::from_translation(Vec3::Z * 0.1).with_scale(Vec3::new(
                    1.0 / size.x,
                    1.0 / size.y,
                    1.0,
                )),
            ));
        side = side.opponent();
    }
}
