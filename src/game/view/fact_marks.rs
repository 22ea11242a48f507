//! What an explanation names, on the board (`coach::explain::Marks`): a ring round each
//! stone of the threat, a ring on each point that answers it, and the moves of a line
//! numbered in order. Spawned by the views that show an explanation (a puzzle's wrong
//! move, a graded move of a review), each under its own marker component.

use bevy::prelude::*;

use crate::coach::explain::Marks;
use crate::game::view::board_text::BoardText;
use crate::game::view::board_view::Z_MARKERS;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;

/// Spawns the marks, each with `tag`.
pub fn spawn_marks(
    commands: &mut Commands,
    (look, layout): (&Look, &Layout),
    marks: &Marks,
    tag: impl Component + Copy,
) {
    for &pos in &marks.threat_stones {
        let size = Vec2::splat(layout.cell * 1.12);
        let piece = look.piece(&look.winning_ring, layout.world_of(pos), size, Z_MARKERS);
        commands.spawn((tag, piece));
    }
    for &pos in &marks.defence_points {
        let size = Vec2::splat(layout.cell * 0.9);
        let piece = look.piece(&look.hint_ring, layout.world_of(pos), size, Z_MARKERS);
        commands.spawn((tag, piece));
    }
    for (number, &pos) in marks.line.iter().enumerate() {
        let number = BoardText::new(
            (number + 1).to_string(),
            layout.cell * 0.42,
            Color::srgb(0.85, 0.1, 0.08),
        );
        commands.spawn((tag, number.at(layout.world_of(pos), Z_MARKERS + 0.5)));
    }
}
