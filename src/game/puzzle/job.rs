//! A puzzle move or hint worked out without blocking the frame: the threat solver's
//! answers take up to a few hundred thousand nodes (`coach::puzzles::run`), so the run is
//! handed to a task with the player's question and comes back with the answer. Natively
//! the task runs on Bevy's AsyncComputeTaskPool, on another core; dropping the job
//! cancels it.

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::coach::puzzles::{Outcome, PuzzleRun};
use crate::rules::Pos;

/// What the player asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Play(Pos),
    Hint,
}

/// What the run answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Played(Outcome),
    Hint(Option<Pos>),
}

pub struct PuzzleJob {
    task: Task<(PuzzleRun, Answer)>,
}

impl PuzzleJob {
    pub fn start(mut run: PuzzleRun, ask: Ask) -> PuzzleJob {
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let answer = match ask {
                Ask::Play(pos) => Answer::Played(run.play(pos)),
                Ask::Hint => Answer::Hint(run.hint()),
            };
            (run, answer)
        });
        PuzzleJob { task }
    }

    /// The run after the question, and the answer, once ready.
    pub fn poll(&mut self) -> Option<(PuzzleRun, Answer)> {
        check_ready(&mut self.task)
    }
}
