//! What the threads of one search share besides the table (Lazy SMP, `engine::smp`): the
//! signal to stop, the helpers' node count and the main search's depth. Also how an
//! `Engine` becomes one of a team, and the depths its helpers search.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering::Relaxed};

use super::super::limits::Limits;
use super::Engine;

/// How a search takes part in a team.
pub(super) enum Role {
    /// Alone: the only thread of its search.
    Alone,
    /// The main search of a team, whose move is played. It searches as it would alone and
    /// tells its helpers the depth of each iteration it begins.
    Main(Arc<Team>),
    /// A helper: it starts alpha-beta at once, without the root threat searches, keeps at
    /// least `ahead` plies deeper than the main search's iteration, and ends when told to.
    Helper { ahead: u32, team: Arc<Team> },
}

/// How many plies deeper than the main search's iteration helper `index` (from 1)
/// searches at least: 2 for the first, then 3 and 2 in turn.
///
/// Helpers that merely started a ply deeper and went on at their own pace (issue 9) soon
/// searched the main search's own depth with the main search, in step: whichever ended
/// an iteration first, the other ended it a few microseconds later from the root's
/// table entries, and both began the next one at once. With the same move order, the
/// two then searched the same tree, and a second thread hardly brought a depth sooner.
/// Time to complete the bench's positions (`pbrain-gomoku bench 15 --time-to-depth
/// --threads 2`, 2 cores): to depth 15, one thread 5.6 s, two in step 4.1-6.2 s (three
/// runs), a helper two plies ahead 3.1-3.5 s; to depth 16, one thread 9.3 s, in step
/// 9.5 s, two plies ahead 7.0 s. A helper one ply ahead fell back into step: it read the
/// main search's depth while the main search was ending that iteration, and both then
/// searched the next. Against the helpers in step, two threads a side (freestyle, one game
/// at a time) scored 51.5% over 200 games at 200 ms a move (W93 D20 L87, seed 31), where
/// the searches reach depths 11 to 13 and neither gains much, and 53.5% over 100 at 500
/// ms (W47 D13 L40, seed 33): 52.2% over 300, no loss, a small gain at most. Against one
/// thread, two so paced scored 60.0% over 100 games at 200 ms (W55 D10 L35, seed 41,
/// `arena "cmd:pbrain-gomoku --threads 2" cmd:pbrain-gomoku --openings balanced`) and
/// 53.1% over 80 at 500 ms (W36 D13 L31, seed 42), 56.9% over the 180, where two in step
/// had scored 46.0% (`smp`): the second thread is worth its core now. This machine has
/// two cores, so the spread for more helpers is a guess: every helper at the same depth
/// would be in step with the others.
fn plies_ahead(index: usize) -> u32 {
    2 + (index as u32 + 1) % 2
}

impl Engine {
    /// A search of the same position for a helper thread, sharing this one's table: it
    /// fills the table with what the main search will want next, and ends when the team
    /// is told to stop (or at this search's time limit). It searches a few plies deeper
    /// than the main search (`plies_ahead`), so the two are not in the same iteration.
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
        helper.role = Role::Helper {
            ahead: plies_ahead(index),
            team,
        };
        helper
    }

    /// Makes this search the main one of `team`.
    pub(super) fn lead(&mut self, team: Arc<Team>) {
        self.role = Role::Main(team);
    }

    /// Sets the team's pace as an iteration begins: the main search tells its depth; a
    /// helper goes at least its plies ahead of it, within the depth limit.
    pub(super) fn keep_pace(&mut self) {
        match &self.role {
            Role::Alone => {}
            Role::Main(team) => team.main_depth.store(self.depth, Relaxed),
            Role::Helper { ahead, team } => {
                let pace = team.main_depth.load(Relaxed) + ahead;
                let limit = self.limits.depth.unwrap_or(u32::MAX);
                self.depth = self.depth.max(pace.min(limit));
            }
        }
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
        if let Role::Helper { team, .. } = &self.role {
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
    /// The depth of the main search's iteration (`Engine::keep_pace`); 0 before its first.
    main_depth: AtomicU32,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;
    use crate::rules::{Board, Pos, Rule};

    fn search(limits: Limits) -> Engine {
        let mut board = Board::new(15);
        for (x, y) in [(7, 7), (8, 8), (8, 7)] {
            assert!(board.play(Pos::new(x, y)));
        }
        Engine::new(
            &board,
            Rule::Freestyle,
            Level::Master.params(),
            limits,
            0,
            None,
        )
    }

    #[test]
    fn helpers_keep_their_plies_ahead_of_the_main_search() {
        let mut main = search(Limits::default());
        let team = Arc::new(Team::default());
        main.lead(team.clone());
        let mut first = main.helper(1, team.clone());
        let mut second = main.helper(2, team.clone());
        // Before the main search's first iteration, a helper goes at its own pace.
        first.depth = 1;
        first.keep_pace();
        assert_eq!(first.depth, 2);
        main.depth = 7;
        main.keep_pace();
        first.depth = 3;
        second.depth = 3;
        first.keep_pace();
        second.keep_pace();
        assert_eq!((first.depth, second.depth), (9, 10));
        // A helper already deeper stays where it is.
        first.depth = 12;
        first.keep_pace();
        assert_eq!(first.depth, 12);
        // Nor does a helper pass the search's depth limit.
        let mut limited = search(Limits::depth(8)).helper(1, team);
        limited.keep_pace();
        assert_eq!(limited.depth, 8);
    }

    #[test]
    fn a_search_alone_keeps_its_own_depth() {
        let mut alone = search(Limits::default());
        alone.depth = 5;
        alone.keep_pace();
        assert_eq!(alone.depth, 5);
    }
}
