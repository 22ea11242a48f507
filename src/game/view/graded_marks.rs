//! A graded mistake on the board: while a review shows the position before a move the
//! coach graded as an error, the move played is crossed, what the explanation names is
//! marked, and the better line is numbered from its first move (`fact_marks`).

use bevy::prelude::*;

use crate::coach::explain::explain_graded;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::grades::GradeCache;
use crate::game::play::state::AppState;
use crate::game::sets::GameSet;
use crate::game::view::board_view::Z_MARKERS;
use crate::game::view::fact_marks::spawn_marks;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GradedMark;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_graded
            .run_if(
                resource_changed::<CurrentGame>
                    .or_else(resource_changed::<GradeCache>)
                    .or_else(resource_changed::<Layout>)
                    .or_else(state_changed::<AppState>),
            )
            .in_set(GameSet::View),
    );
}

fn draw_graded(
    mut commands: Commands,
    drawn: Query<Entity, With<GradedMark>>,
    (board, grades): (Res<CurrentGame>, Res<GradeCache>),
    state: Res<State<AppState>>,
    layout: Res<Layout>,
    look: Option<Res<Look>>,
) {
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(look) = look.filter(|_| *state.get() == AppState::Review) else {
        return;
    };
    let review = grades.of_game(&board);
    let Some(graded) = review
        .and_then(|review| review.moves.get(board.stone_count()))
        .filter(|graded| graded.grade.is_error())
    else {
        return;
    };
    let cross = look.piece(
        &look.forbidden,
        layout.world_of(graded.played),
        Vec2::splat(layout.cell * 0.5),
        Z_MARKERS,
    );
    commands.spawn((GradedMark, cross));
    let mut marks = explain_graded(board.position(), board.rule(), graded).marks();
    if graded.best != graded.played {
        marks.line = graded.line.clone();
    }
    spawn_marks(&mut commands, (&look, &layout), &marks, GradedMark);
}
