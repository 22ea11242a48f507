//! Lazy SMP: more threads for one search. Helper threads search the same position side by
//! side with the main search, sharing its transposition table and nothing else; what they
//! store (deeper results, cut-offs, moves to try first) lets the main search reach its
//! depths sooner. Each helper keeps a few plies deeper than the main search's iteration
//! (`team::plies_ahead`), so that what it stores is deeper than what the main search
//! needs. The move played is always the main search's. One thread is exactly the
//! single-threaded search.
//!
//! Not kept: the move of a helper that had finished a deeper iteration than the main
//! search (issue 9 played it). A helper skips the root's threat searches and starts a ply
//! deeper, so its move was played nearly every time. Two threads so against one scored
//! 52.0% over 100 games at 200 ms (W43 D18 L39, seed 21) and 46.5% at 500 ms (W43 D7 L50,
//! seed 22); playing the main search's own move, 46.0% at 200 ms (W41 D10 L49, seed 21)
//! and 59.0% at 500 ms (W36 D13 L23, seed 22, stopped after 72 games, whose first 72 with
//! the helper's move had scored 46.5%). Neither shows what a second thread is worth at
//! these times (issue 9 measured 56.2% over 200 games at 200 ms with a smaller engine);
//! the simpler rule stays. With the helpers paced apart since (`team::plies_ahead`), two
//! threads playing the main search's move scored 60.0% against one over 100 games at
//! 200 ms.
//!
//! Natively the helpers are threads started here (`Helpers::start`). The web's engine
//! cannot start a thread itself: its helpers are lent (`Helpers::lend`) to the worker's
//! script, which runs each in a Web Worker of its own over the module's shared memory.

use std::sync::Arc;
use std::thread::{self, JoinHandle};

use super::{Engine, Team};

/// The helpers of one search: ended when the search ends or is dropped.
#[derive(Default)]
pub struct Helpers {
    team: Arc<Team>,
    threads: Vec<JoinHandle<u64>>,
}

/// A helper search to run on a thread of the caller's (`Helpers::lend`).
pub struct Helper(Box<Engine>);

impl Helper {
    /// Searches until the main search ends (or this helper's own limits do); its nodes.
    pub fn run(self) -> u64 {
        self.0.run_helper()
    }
}

impl Helpers {
    /// Starts `count` helpers of `main`. A thread the system refuses is done without.
    pub fn start(main: &mut Engine, count: usize) -> Helpers {
        let (mut helpers, lent) = Helpers::lend(main, count);
        helpers.threads = lent
            .into_iter()
            .enumerate()
            .filter_map(|(index, helper)| {
                thread::Builder::new()
                    .name(format!("search helper {}", index + 1))
                    .spawn(move || helper.run())
                    .ok()
            })
            .collect();
        helpers
    }

    /// `count` helpers of `main` for the caller to run, each on a thread of its own,
    /// while `main` searches. They end soon after the main search ends, whenever they start.
    pub fn lend(main: &mut Engine, count: usize) -> (Helpers, Vec<Helper>) {
        if count == 0 {
            return (Helpers::default(), Vec::new());
        }
        // The main search searches as it would alone, and tells the team its depth.
        let team = Arc::new(Team::default());
        main.lead(team.clone());
        let lent = (1..=count)
            .map(|index| Helper(Box::new(main.helper(index, team.clone()))))
            .collect();
        let helpers = Helpers {
            team,
            threads: Vec::new(),
        };
        (helpers, lent)
    }

    /// Ends the helpers, waits for those started here (they look at the flag every few
    /// hundred nodes), and returns the nodes the helpers searched: all of them for threads
    /// started here, those told so far for lent ones still winding down.
    pub fn stop(&mut self) -> u64 {
        self.team.stop();
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
        self.team.helper_nodes()
    }
}

impl Drop for Helpers {
    /// A search dropped before its end (a cancelled move) takes its helpers with it.
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Barrier};
    use std::thread;

    use crate::engine::{Level, Limits, Search};
    use crate::rules::{Board, Pos, Rule};

    #[test]
    fn lent_helpers_search_beside_the_main_search_and_end_with_it() {
        let mut board = Board::new(15);
        for (x, y) in [(7, 7), (8, 8), (8, 7), (6, 7), (7, 9)] {
            assert!(board.play(Pos::new(x, y)));
        }
        let limit = 300_000;
        let limits = Limits {
            nodes: Some(limit),
            ..Limits::default()
        };
        let mut search = Search::new(&board, Rule::Freestyle, Level::Master, limits, 1);
        let lent = search.lend_helpers(2);
        assert_eq!(lent.len(), 2);
        // The main search starts once both helpers run, so they search beside it.
        let running = Arc::new(Barrier::new(3));
        let threads: Vec<_> = lent
            .into_iter()
            .map(|helper| {
                let running = running.clone();
                thread::spawn(move || {
                    running.wait();
                    helper.run()
                })
            })
            .collect();
        running.wait();
        let result = search.run().expect("a move");
        assert!(board.is_empty_point(result.best));
        // The helpers end with the main search (the node limit is the main search's own).
        let helper_nodes: u64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
        assert!(helper_nodes > 0);
        // What they had told by then counts in the result.
        assert!(result.nodes > limit, "{} nodes", result.nodes);
    }

    #[test]
    fn a_finished_search_lends_no_helpers() {
        // An empty board's answer is the centre, at once.
        let mut search = Search::new(
            &Board::new(15),
            Rule::Freestyle,
            Level::Master,
            Limits::default(),
            1,
        );
        assert!(search.step(1).is_some());
        assert!(search.lend_helpers(2).is_empty());
    }
}
