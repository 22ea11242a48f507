//! A graded mistake on the board: while a review shows the position before a move the
//! coach graded as an error, the move played is crossed, what the explanation names is
//! marked (`coach::board_news` reads it once per position), and the better line is
//! numbered from its first move (`fact_marks`).

use bevy::prelude::*;

use crate::game::coach::board_news::BoardNews;
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
                resource_changed::<BoardNews>
                    .or_else(resource_changed::<Layout>)
                    .or_else(state_changed::<AppState>),
            )
            .in_set(GameSet::View),
    );
}

fn draw_graded(
    mut commands: Commands,
    drawn: Query<Entity, With<GradedMark>>,
    (board, grades, news): (Res<CurrentGame>, Res<GradeCache>, Res<BoardNews>),
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
    let (Some(graded), Some(fact)) = (grades.error_ahead(&board), &news.graded) else {
        return;
    };
    let cross = look.piece(
        &look.forbidden,
        layout.world_of(graded.played),
        Vec2::splat(layout.cell * 0.5),
        Z_MARKERS,
    );
    commands.spawn((GradedMark, cross));
    let mut marks = fact.marks();
    if graded.best != graded.played {
        marks.line = graded.line.clone();
    }
    spawn_marks(&mut commands, (&look, &layout), &marks, GradedMark);
}
