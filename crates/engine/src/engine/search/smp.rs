//! Lazy SMP: more threads for one search. Helper threads search the same position side by
//! side with the main search, sharing its transposition table and nothing else; what they
//! store (deeper results, cut-offs, moves to try first) lets the main search reach its
//! depths sooner, and when one finishes a deeper iteration than the main search, the main
//! search plays its move. One thread is exactly the single-threaded search. Native builds
//! only: the web's engine runs in one Web Worker.

use std::sync::Arc;
use std::thread::{self, JoinHandle};

use super::{Engine, Team};

/// The helper threads of one search.
#[derive(Default)]
pub struct Helpers {
    team: Arc<Team>,
    threads: Vec<JoinHandle<u64>>,
}

impl Helpers {
    /// Starts `count` helpers of `main`. A thread the system refuses is done without.
    pub fn start(main: &mut Engine, count: usize) -> Helpers {
        if count == 0 {
            return Helpers::default();
        }
        let team = main.lead();
        let threads = (1..=count)
            .filter_map(|index| {
                let helper = main.helper(index, team.clone());
                thread::Builder::new()
                    .name(format!("search helper {index}"))
                    .spawn(move || helper.run_helper())
                    .ok()
            })
            .collect();
        Helpers { team, threads }
    }

    /// Ends the helpers and waits for them (they look at the flag every few hundred
    /// nodes); the nodes they searched.
    pub fn stop(&mut self) -> u64 {
        self.team.stop();
        self.threads
            .drain(..)
            .map(|thread| thread.join().unwrap_or(0))
            .sum()
    }
}

impl Drop for Helpers {
    /// A search dropped before its end (a cancelled move) takes its helpers with it.
    fn drop(&mut self) {
        self.stop();
    }
}
