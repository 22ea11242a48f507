//! The puzzle being solved (`puzzle::session`): its stones drawn as the game's are, the
//! attacker's stone waiting for the defence's answer, the last move's dot, the hint's ring,
//! the five's rings once solved, what a wrong move's explanation names (`fact_marks`), and
//! the preview under the pointer while the player may move.

use bevy::prelude::*;

use crate::game::play::state::AppState;
use crate::game::puzzle::session::{Feedback, PuzzleSession};
use crate::game::sets::GameSet;
use crate::game::view::board_view::{Z_MARKERS, Z_STONES};
use crate::game::view::fact_marks::spawn_marks;
use crate::game::view::hover::Hover;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;
use crate::rules::{Outcome, Pos, Stone};

/// A stone or a mark of the puzzle.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzlePiece;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_puzzle
            .run_if(
                resource_changed::<PuzzleSession>
                    .or_else(resource_changed::<Layout>)
                    .or_else(resource_changed::<Hover>)
                    .or_else(state_changed::<AppState>)
                    .or_else(resource_added::<Look>),
            )
            .in_set(GameSet::View),
    );
}

fn draw_puzzle(
    mut commands: Commands,
    drawn: Query<Entity, With<PuzzlePiece>>,
    session: Res<PuzzleSession>,
    state: Res<State<AppState>>,
    (layout, hover): (Res<Layout>, Res<Hover>),
    look: Option<Res<Look>>,
) {
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(look) = look.filter(|_| *state.get() == AppState::Puzzle) else {
        return;
    };
    let Some(run) = &session.run else { return };
    let board = run.board();
    let stone_size = Vec2::splat(layout.cell * 1.02);
    let mut spawn = |material: &Handle<ColorMaterial>, pos: Pos, size: Vec2, z: f32| {
        let at = layout.world_of(pos);
        commands.spawn((PuzzlePiece, look.piece(material, at, size, z)));
    };
    let material = |stone| match stone {
        Stone::Black => &look.black_stone,
        Stone::White => &look.white_stone,
    };
    for &pos in run.game().moves() {
        if let Some(stone) = board.get(pos) {
            spawn(material(stone), pos, stone_size, Z_STONES);
        }
    }
    if let Some(pos) = session.pending {
        spawn(material(board.to_move()), pos, stone_size, Z_STONES);
    }
    let last = session.pending.or(run.game().last_move());
    if let Some(pos) = last {
        spawn(
            &look.last_move,
            pos,
            Vec2::splat(layout.cell * 0.24),
            Z_MARKERS,
        );
    }
    if let Some(Outcome::Win { line, .. }) = run.game().outcome() {
        for &pos in line {
            spawn(
                &look.winning_ring,
                pos,
                Vec2::splat(layout.cell * 1.12),
                Z_MARKERS - 0.5,
            );
        }
    }
    let ring = Vec2::splat(layout.cell * 1.1);
    if let Some(pos) = session.hint() {
        spawn(&look.hint_ring, pos, ring, Z_MARKERS);
    }
    if let Some(pos) = hover
        .0
        .filter(|&p| session.may_move() && board.is_empty_point(p))
    {
        let preview = match board.to_move() {
            Stone::Black => &look.black_preview,
            Stone::White => &look.white_preview,
        };
        spawn(preview, pos, stone_size, Z_STONES);
    }
    if let Feedback::Wrong(fact) = &session.feedback {
        spawn_marks(&mut commands, (&look, &layout), &fact.marks(), PuzzlePiece);
    }
}
