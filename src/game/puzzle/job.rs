//! A puzzle move or hint worked out without blocking the frame: the threat solver's
//! answers take up to a few hundred thousand nodes (`coach::puzzles::run`; 190 ms at worst
//! over the starter set natively, 240 ms in the worker's wasm), so the run is handed off
//! with the player's question and comes back with the answer.
//!
//! Natively the run goes to Bevy's AsyncComputeTaskPool, on another core. On the web that
//! pool runs on the page's own thread, so the question goes to the page's Web Worker as a
//! request line (`worker::PuzzleRequest`, the same code on a copy of the run), and its
//! answer is applied to the run here; if the worker cannot start or fails, the task pool
//! answers after all. Dropping the job cancels it.

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::coach::puzzles::PuzzleRun;
use crate::game::platform::{self, Polled, RemoteJob, ThinkMode};
use crate::worker::{PuzzleAction, PuzzleAnswer, PuzzleRequest};

pub struct PuzzleJob {
    run: PuzzleRun,
    action: PuzzleAction,
    work: Work,
}

enum Work {
    Local(Task<(PuzzleRun, PuzzleAnswer)>),
    Remote(RemoteJob, PuzzleRequest),
}

impl PuzzleJob {
    pub fn start(run: PuzzleRun, action: PuzzleAction) -> PuzzleJob {
        let remote = (platform::THINK_MODE == ThinkMode::Worker)
            .then(|| {
                let request = PuzzleRequest {
                    puzzle: run.puzzle().clone(),
                    moves: run.moves().to_vec(),
                    action,
                };
                RemoteJob::start(&request.to_text(), None)
                    .map(|job| Work::Remote(job, request))
                    .map_err(|why| tracing::warn!("no engine worker for the puzzle ({why})"))
                    .ok()
            })
            .flatten();
        let work = remote.unwrap_or_else(|| local(run.clone(), action));
        PuzzleJob { run, action, work }
    }

    /// The run after the question, and the answer, once ready.
    pub fn poll(&mut self) -> Option<(PuzzleRun, PuzzleAnswer)> {
        match &mut self.work {
            Work::Local(task) => check_ready(task),
            Work::Remote(job, request) => {
                let answered = match job.poll() {
                    Polled::Waiting | Polled::Progress { .. } => return None,
                    Polled::Done(reply) => request.read_reply(&reply),
                    Polled::Failed(why) => Err(why),
                };
                match answered.and_then(|answer| self.applied(answer)) {
                    Ok(done) => Some(done),
                    Err(why) => {
                        tracing::warn!("the engine worker failed the puzzle ({why})");
                        self.work = local(self.run.clone(), self.action);
                        None
                    }
                }
            }
        }
    }

    /// The worker's answer applied to the run.
    fn applied(&self, answer: PuzzleAnswer) -> Result<(PuzzleRun, PuzzleAnswer), String> {
        let mut run = self.run.clone();
        if let (PuzzleAction::Play(pos), PuzzleAnswer::Played(outcome)) = (self.action, &answer)
            && !run.apply(pos, outcome)
        {
            return Err(format!("its answer {outcome:?} does not fit the run"));
        }
        Ok((run, answer))
    }
}

fn local(mut run: PuzzleRun, action: PuzzleAction) -> Work {
    Work::Local(AsyncComputeTaskPool::get().spawn(async move {
        let answer = match action {
            PuzzleAction::Play(pos) => PuzzleAnswer::Played(run.play(pos)),
            PuzzleAction::Hint => PuzzleAnswer::Hint(run.hint()),
        };
        (run, answer)
    }))
}
