//! The 5th moves black offers under a renju opening rule: translucent black stones, each
//! with its number, until white takes one (which then stands on the board as a stone).

use bevy::prelude::*;

use crate::game::play::opening_rule::RuleOpening;
use crate::game::sets::GameSet;
use crate::game::view::board_text::BoardText;
use crate::game::view::board_view::{Z_MARKERS, Z_STONES};
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;

/// An offered 5th move's stone or its number.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OfferMark;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_offers
            .run_if(
                resource_changed::<RuleOpening>
                    .or_else(resource_changed::<Layout>)
                    .or_else(resource_added::<Look>),
            )
            .in_set(GameSet::View),
    );
}

fn draw_offers(
    mut commands: Commands,
    drawn: Query<Entity, With<OfferMark>>,
    opening: Res<RuleOpening>,
    layout: Res<Layout>,
    look: Option<Res<Look>>,
) {
    let Some(look) = look else { return };
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    // Once white has taken one, the offers are history: the chosen one is a stone.
    let Some(negotiation) = opening.in_progress() else {
        return;
    };
    let size = Vec2::splat(layout.cell * 1.02);
    for (i, &pos) in negotiation.offers().iter().enumerate() {
        let at = layout.world_of(pos);
        commands.spawn((
            OfferMark,
            look.piece(&look.black_preview, at, size, Z_STONES),
        ));
        let number = BoardText::new(
            (i + 1).to_string(),
            layout.cell * 0.42,
            Color::srgb(0.98, 0.85, 0.35),
        );
        commands.spawn((OfferMark, number.at(at, Z_MARKERS + 0.5)));
    }
}
