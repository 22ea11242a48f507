//! One entity per stone on the board, kept in step with the `CurrentGame` resource, plus the
//! last-move marker and the rings on a winning line.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::computer::hint::Hint;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::setup::Preferences;
use crate::game::play::state::AppState;
use crate::game::sets::GameSet;
use crate::game::view::animation::{Arrivals, Easing, LANDING_SECS, RING_SECS, RING_STAGGER_SECS};
use crate::game::view::board_text::BoardText;
use crate::game::view::board_view::{Z_MARKERS, Z_STONES};
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;
use crate::rules::{Outcome, Pos, Rule, Stone, renju};

/// A stone entity and the point it stands on.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoneView {
    pub pos: Pos,
    pub stone: Stone,
}

/// Drawn on top of stones: the last move and the winning line.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    LastMove,
    WinningStone,
    MoveNumber,
    Hint,
    /// A point black may not play under renju.
    Forbidden,
}

/// The points black may not play now (renju, black to move), found once per change of the
/// board: the search behind them is the costliest thing the view does, and a resize or a
/// preference must not repeat it.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ForbiddenPoints(pub Vec<Pos>);

/// Everything `sync_stones` draws and so redraws.
type Drawn = Or<(With<StoneView>, With<Marker>)>;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ForbiddenPoints>().add_systems(
        Update,
        (
            find_forbidden_points.run_if(resource_changed::<CurrentGame>),
            sync_stones.run_if(
                resource_changed::<CurrentGame>
                    .or_else(resource_changed::<Hint>)
                    .or_else(resource_changed::<Preferences>)
                    .or_else(resource_changed::<Layout>)
                    .or_else(state_changed::<AppState>)
                    .or_else(resource_added::<Look>),
            ),
        )
            .chain()
            .in_set(GameSet::View),
    );
}

fn find_forbidden_points(board: Res<CurrentGame>, mut forbidden: ResMut<ForbiddenPoints>) {
    let points =
        if board.rule() == Rule::Renju && board.to_move() == Stone::Black && !board.is_over() {
            renju::forbidden_points(board.position())
                .into_iter()
                .map(|(pos, _)| pos)
                .collect()
        } else {
            Vec::new()
        };
    // Assigned, not compared: a change of this resource means the search above ran.
    forbidden.0 = points;
}

/// What the stones and markers are drawn from.
#[derive(SystemParam)]
struct Scene<'w> {
    board: Res<'w, CurrentGame>,
    layout: Res<'w, Layout>,
    hint: Res<'w, Hint>,
    preferences: Res<'w, Preferences>,
    forbidden: Res<'w, ForbiddenPoints>,
    time: Res<'w, Time>,
    arrivals: ResMut<'w, Arrivals>,
    state: Res<'w, State<AppState>>,
}

/// A new stone lands from this much larger than its size: a small, quick settle.
const LANDING_FROM: f32 = 1.15;

/// Redraws the stones from the board. At most 361 sprites and only when something
/// changed, so a full redraw is simpler than a diff and cannot drift from the CurrentGame.
fn sync_stones(
    mut commands: Commands,
    drawn: Query<Entity, Drawn>,
    scene: Scene,
    look: Option<Res<Look>>,
) {
    let Some(look) = look else { return };
    let Scene {
        board,
        layout,
        hint,
        preferences,
        forbidden,
        time,
        mut arrivals,
        state,
    } = scene;
    arrivals.see(board.stone_count(), time.elapsed_secs());
    let arrival = |delay: f32, duration: f32, from: f32, size: Vec2| Easing {
        full: size.extend(1.0),
        from,
        start: arrivals.at,
        delay,
        duration,
    };
    let landing = board.last_move().filter(|_| arrivals.grew);
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    // The editor and a puzzle draw their own positions (`editor_view`, `puzzle_view`).
    if matches!(state.get(), AppState::Editing | AppState::Puzzle) {
        return;
    }
    for &pos in board.moves() {
        let Some(stone) = board.get(pos) else {
            continue;
        };
        let material = match stone {
            Stone::Black => &look.black_stone,
            Stone::White => &look.white_stone,
        };
        let at = layout.world_of(pos);
        let size = Vec2::splat(layout.cell * 1.02);
        let mut view = commands.spawn((
            StoneView { pos, stone },
            look.piece(material, at, size, Z_STONES),
        ));
        if landing == Some(pos) {
            view.insert(arrival(0.0, LANDING_SECS, LANDING_FROM, size));
        }
    }
    // With move numbers on, the last number is drawn red instead of the marker dot.
    if let Some(pos) = board.last_move().filter(|_| !preferences.move_numbers) {
        // Large enough for its light rim to show on a black stone without its red.
        let size = Vec2::splat(layout.cell * 0.3);
        commands.spawn((
            Marker::LastMove,
            look.piece(&look.last_move, layout.world_of(pos), size, Z_MARKERS),
        ));
    }
    if let Some(Outcome::Win { line, .. }) = board.outcome() {
        // The rings grow in along the line once, after the winning stone has landed.
        for (i, &pos) in line.iter().enumerate() {
            let size = Vec2::splat(layout.cell * 1.12);
            let delay = LANDING_SECS + RING_STAGGER_SECS * i as f32;
            commands.spawn((
                Marker::WinningStone,
                look.piece(
                    &look.winning_ring,
                    layout.world_of(pos),
                    size,
                    Z_MARKERS - 0.5,
                ),
                arrival(delay, RING_SECS, 0.0, size),
            ));
        }
    }
    if preferences.move_numbers {
        for (number, &pos) in board.moves().iter().enumerate() {
            let ink = match board.get(pos) {
                _ if number + 1 == board.stone_count() => Color::srgb(0.9, 0.12, 0.08),
                Some(Stone::Black) => Color::srgb(0.95, 0.95, 0.92),
                _ => Color::srgb(0.1, 0.1, 0.1),
            };
            let label = BoardText::new((number + 1).to_string(), layout.cell * 0.42, ink);
            commands.spawn((
                Marker::MoveNumber,
                label.at(layout.world_of(pos), Z_MARKERS + 0.5),
            ));
        }
    }
    if let Some(advice) = hint.for_board(&board) {
        let size = Vec2::splat(layout.cell * 1.1);
        commands.spawn((
            Marker::Hint,
            look.piece(
                &look.hint_ring,
                layout.world_of(advice.best),
                size,
                Z_MARKERS,
            ),
        ));
    }
    let size = Vec2::splat(layout.cell * 0.5);
    for &pos in &forbidden.0 {
        commands.spawn((
            Marker::Forbidden,
            look.piece(&look.forbidden, layout.world_of(pos), size, Z_MARKERS),
        ));
    }
}
