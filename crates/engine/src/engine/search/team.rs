//! What the threads of one search share besides the table (Lazy SMP, `engine::smp`): the
//! signal to stop and the helpers' node count. Also how an `Engine` becomes one of a team.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

use super::super::limits::Limits;
use super::Engine;

/// How a search takes part in a team.
pub(super) enum Role {
    /// Alone, or the main search of a team: the search whose move is played.
    Alone,
    /// A helper: it starts alpha-beta at once at this depth, without the root threat
    /// searches, and ends when told to.
    Helper(u32, Arc<Team>),
}

impl Engine {
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

    /// A helper's whole search: its node count once it has ended, all of them told to the
    /// team by then (`Team::helper_nodes`).
    pub fn run_helper(mut self) -> u64 {
        while self.step(u64::MAX).is_none() {}
        self.tell_team_nodes();
        self.nodes
    }

    /// A helper tells its team the nodes it has searched since it last did, as it looks
    /// at the stop signal: the main search's count then holds them even where it cannot
    /// wait for its helpers to end (the web's, whose helpers run in other workers).
    pub(super) fn tell_team_nodes(&mut self) {
        if let Role::Helper(_, team) = &self.role {
            team.helper_nodes
                .fetch_add(self.nodes - self.nodes_told, Relaxed);
            self.nodes_told = self.nodes;
        }
    }
}

#[derive(Default)]
pub struct Team {
    stop: AtomicBool,
    /// The nodes the helpers have searched, as they tell them (`Engine::tell_team_nodes`).
    helper_nodes: AtomicU64,
}

impl Team {
    pub fn stop(&self) {
        self.stop.store(true, Relaxed);
    }

    pub fn stopped(&self) -> bool {
        self.stop.load(Relaxed)
    }

    /// The nodes the helpers have told so far: all of them once every helper has ended.
    pub fn helper_nodes(&self) -> u64 {
        self.helper_nodes.load(Relaxed)
    }
}
