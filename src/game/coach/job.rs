//! A review worked out off the frame, with its progress, cancelled when dropped.
//!
//! Natively the review runs on Bevy's AsyncComputeTaskPool, a slice of nodes at a time,
//! telling its progress through shared counters and stopping at the next slice once
//! dropped. On the web it runs in the page's Web Worker (`worker::ReviewRequest`), which
//! posts its progress; if the worker cannot start or fails, the review goes on in slices
//! of a few milliseconds per frame on the page's thread, as a search does.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::platform::time::Instant;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::coach::{Budget, GameReview, Progress, Review};
use crate::game::platform::{self, Polled, RemoteJob, ThinkMode};
use crate::rules::Game;
use crate::worker::ReviewRequest;

/// Nodes between two looks at the stop flag (a few milliseconds natively).
const SLICE_NODES: u64 = 20_000;
/// Nodes per step of a review on the page's thread: about a millisecond.
const FRAME_NODES: u64 = 1_000;
/// Time per frame a review on the page's thread may take.
const FRAME_MILLIS: f32 = 6.0;

pub struct ReviewJob {
    work: Work,
    progress: Progress,
}

enum Work {
    Local(Task<Option<GameReview>>, Arc<Shared>),
    Remote(RemoteJob, ReviewRequest),
    /// Taken once finished.
    Sliced(Option<Box<Review>>),
}

/// What the task tells the frame, and the frame the task.
#[derive(Default)]
struct Shared {
    read: AtomicUsize,
    positions: AtomicUsize,
    stop: AtomicBool,
}

impl ReviewJob {
    pub fn start(game: &Game, budget: Budget) -> ReviewJob {
        let progress = Progress {
            read: 0,
            positions: game.moves().len() + 1,
        };
        let work = if platform::THINK_MODE == ThinkMode::Worker {
            let request = ReviewRequest::new(game, budget);
            match RemoteJob::start(&request.to_text(), None) {
                Ok(job) => Work::Remote(job, request),
                Err(why) => {
                    tracing::warn!("no engine worker for the review ({why}); on the page");
                    Work::Sliced(Some(Box::new(Review::new(game, budget))))
                }
            }
        } else {
            local(Review::new(game, budget))
        };
        ReviewJob { work, progress }
    }

    /// Positions read of those to read.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// The review once done (`Some(None)`: it failed and gave nothing).
    pub fn poll(&mut self) -> Option<Option<GameReview>> {
        match &mut self.work {
            Work::Local(task, shared) => {
                self.progress = Progress {
                    read: shared.read.load(Ordering::Relaxed),
                    positions: shared.positions.load(Ordering::Relaxed).max(1),
                };
                check_ready(task)
            }
            Work::Remote(job, request) => match job.poll() {
                Polled::Waiting => None,
                Polled::Progress { done, total } => {
                    self.progress = Progress {
                        read: done as usize,
                        positions: total.max(1) as usize,
                    };
                    None
                }
                Polled::Done(reply) => match request.read_reply(&reply) {
                    Ok(review) => Some(Some(review)),
                    Err(why) => self.fall_back(why),
                },
                Polled::Failed(why) => self.fall_back(why),
            },
            Work::Sliced(slot) => {
                let review = slot.as_mut()?;
                let started = Instant::now();
                while started.elapsed().as_secs_f32() * 1000.0 < FRAME_MILLIS {
                    self.progress = review.advance(FRAME_NODES);
                    if review.is_finished() {
                        return slot.take().map(|review| review.finish());
                    }
                }
                None
            }
        }
    }

    /// The worker failed: the review goes on on the page's thread.
    fn fall_back(&mut self, why: String) -> Option<Option<GameReview>> {
        tracing::warn!("the engine worker failed the review ({why}); on the page");
        if let Work::Remote(_, request) = &self.work {
            match request.review() {
                Ok(review) => self.work = Work::Sliced(Some(Box::new(review))),
                Err(_) => return Some(None),
            }
        }
        None
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        if let Work::Local(_, shared) = &self.work {
            shared.stop.store(true, Ordering::Relaxed);
        }
    }
}

fn local(mut review: Review) -> Work {
    let shared = Arc::new(Shared::default());
    shared
        .positions
        .store(review.progress().positions, Ordering::Relaxed);
    let told = shared.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        loop {
            if told.stop.load(Ordering::Relaxed) {
                return None;
            }
            let progress = review.advance(SLICE_NODES);
            told.read.store(progress.read, Ordering::Relaxed);
            told.positions.store(progress.positions, Ordering::Relaxed);
            if review.is_finished() {
                return review.finish();
            }
        }
    });
    Work::Local(task, shared)
}
