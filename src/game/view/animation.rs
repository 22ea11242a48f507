//! Short view-only animations: a stone that lands settles from slightly large to its size,
//! and the rings of a winning line grow in one after another. The `CurrentGame` changes at once;
//! only the entities drawn from it ease, so no rule or turn ever waits for an animation.

use crate::game::sets::GameSet;
use bevy::prelude::*;

/// How long a new stone takes to settle (players read anything much longer as lag).
pub const LANDING_SECS: f32 = 0.12;
/// Each ring of a winning line grows in this long, this much after the one before.
pub const RING_SECS: f32 = 0.15;
pub const RING_STAGGER_SECS: f32 = 0.08;

/// An entity easing to its `full` scale: it starts at `from` times that, `delay` seconds
/// after `start` (the game's elapsed time when what it shows first appeared), and takes
/// `duration` seconds. Removed once done.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Easing {
    pub full: Vec3,
    pub from: f32,
    pub start: f32,
    pub delay: f32,
    pub duration: f32,
}

impl Easing {
    /// The scale at elapsed time `now`, and whether the easing is over.
    pub fn scale_at(&self, now: f32) -> (Vec3, bool) {
        let t = ((now - self.start - self.delay) / self.duration).clamp(0.0, 1.0);
        // Ease out (cubic): quick at first, settling gently.
        let eased = 1.0 - (1.0 - t).powi(3);
        let factor = self.from + (1.0 - self.from) * eased;
        (self.full * factor, t >= 1.0)
    }
}

/// When the newest stone first showed, so a redraw in the middle of its landing (a hint, a
/// resize) goes on with the same animation instead of starting it again.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct Arrivals {
    /// Stones on the board when last seen.
    pub stones: usize,
    /// When the newest of them (or the winning line) appeared.
    pub at: f32,
    /// Whether the board grew then (undo and loading a record do not animate).
    pub grew: bool,
}

impl Arrivals {
    /// Notes the board's stone count at `now`.
    pub fn see(&mut self, stones: usize, now: f32) {
        if stones != self.stones {
            self.grew = stones == self.stones + 1;
            self.stones = stones;
            self.at = now;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Arrivals>()
        .add_systems(Update, ease.after(GameSet::View));
}

fn ease(
    mut commands: Commands,
    time: Res<Time>,
    mut easing: Query<(Entity, &Easing, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (entity, easing, mut transform) in &mut easing {
        let (scale, done) = easing.scale_at(now);
        transform.scale = scale;
        if done {
            commands.entity(entity).remove::<Easing>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eases_from_its_start_to_full_size_and_ends() {
        let easing = Easing {
            full: Vec3::splat(40.0),
            from: 0.5,
            start: 10.0,
            delay: 0.1,
            duration: 0.2,
        };
        assert_eq!(easing.scale_at(10.05), (Vec3::splat(20.0), false));
        let (middle, done) = easing.scale_at(10.2);
        assert!(middle.x > 20.0 && middle.x < 40.0 && !done);
        assert_eq!(easing.scale_at(10.3), (Vec3::splat(40.0), true));
    }

    #[test]
    fn only_a_new_stone_arrives() {
        let mut arrivals = Arrivals::default();
        arrivals.see(1, 2.0);
        assert!(arrivals.grew && arrivals.at == 2.0);
        arrivals.see(1, 3.0); // a redraw of the same board
        assert_eq!(arrivals.at, 2.0);
        arrivals.see(0, 4.0); // undo
        assert!(!arrivals.grew);
        arrivals.see(9, 5.0); // a loaded record
        assert!(!arrivals.grew);
    }
}
