//! What the threads of one search share besides the table (Lazy SMP, `engine::smp`): the
//! signal to stop, and the deepest iteration a helper has finished, which the main search
//! plays when it is deeper than its own. Also how an `Engine` becomes one of a team.
// The web's engine has one thread: it never makes a team.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

use super::super::board::Cell;
use super::super::limits::Limits;
use super::Engine;

/// How a search takes part in a team.
pub(super) enum Role {
    Alone,
    /// The search whose move is played; helpers search beside it.
    Main(Arc<Team>),
    /// A helper: it starts alpha-beta at once at this depth, without the root threat
    /// searches, offers its finished iterations to the team, and ends when told to.
    Helper(u32, Arc<Team>),
}

impl Engine {
    /// Makes this the main search of a team of threads, and returns the team.
    pub fn lead(&mut self) -> Arc<Team> {
        let team = Arc::new(Team::default());
        self.role = Role::Main(team.clone());
        team
    }

    /// A search of the same position for a helper thread, sharing this one's table: it
    /// fills the table with what the main search will want next, and ends when the team
    /// is told to stop (or at this search's time limit). Helpers of odd `index` start a ply deeper,
    /// so two threads are not always in the same iteration.
    pub fn helper(&self, index: usize, team: Arc<Team>) -> Engine {
        let limits = Limits {
            nodes: None,
            ..self.limits
        };
        let pos = self.pos.clone();
        let mut helper = Engine::fresh(pos, self.params, limits, self.noise_key, self.tt.clone());
        #[cfg(not(target_arch = "wasm32"))]
        {
            helper.started = self.started;
        }
        helper.only = self.only.clone();
        helper.role = Role::Helper(1 + (index % 2) as u32, team);
        helper
    }

    /// A helper's whole search: its node count once it has ended.
    pub fn run_helper(mut self) -> u64 {
        while self.step(u64::MAX).is_none() {}
        self.nodes
    }
}

#[derive(Default)]
pub struct Team {
    stop: AtomicBool,
    /// A helper's deepest finished iteration: depth (high 16 bits), move (next 16), score
    /// (low 32), so the largest value is the deepest; 0 when none has finished.
    deepest: AtomicU64,
}

impl Team {
    pub fn stop(&self) {
        self.stop.store(true, Relaxed);
    }

    pub fn stopped(&self) -> bool {
        self.stop.load(Relaxed)
    }

    /// A helper finished an iteration of `depth` with `mv` best at `score`.
    pub fn offer(&self, depth: u32, mv: Cell, score: i32) {
        let packed = (depth.min(0xFFFF) as u64) << 48 | (mv as u64) << 32 | score as u32 as u64;
        self.deepest.fetch_max(packed, Relaxed);
    }

    /// The deepest iteration a helper finished: (depth, best move, score).
    pub fn deepest(&self) -> Option<(u32, Cell, i32)> {
        let packed = self.deepest.load(Relaxed);
        let depth = (packed >> 48) as u32;
        (packed != 0).then_some((depth, (packed >> 32) as Cell, packed as u32 as i32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deepest_offer_is_kept_whatever_its_score() {
        let team = Team::default();
        assert_eq!(team.deepest(), None);
        team.offer(7, 100, -25);
        team.offer(9, 3, -400);
        team.offer(8, 200, 900);
        assert_eq!(team.deepest(), Some((9, 3, -400)));
    }
}
