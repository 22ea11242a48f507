//! A search of the engine that never blocks the frame, for the computer's moves and hints.
//!
//! Natively the search runs on Bevy's AsyncComputeTaskPool and is polled each frame. On the
//! web there are no threads (the pool runs tasks on the page's own thread), so the search is
//! advanced in slices of a few milliseconds per frame instead and the page keeps animating.
//! Dropping a job cancels it either way.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::engine::{Search, SearchResult};

/// Nodes between cancellation points of a background search (a few milliseconds).
const BACKGROUND_SLICE_NODES: u64 = 20_000;

/// Target CPU time per frame for a sliced search: leaves room for the rest of a 60 fps frame.
const SLICE_MILLIS: f32 = 6.0;

/// Whether searches run on a worker thread or in slices on the frame's own thread.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThinkMode {
    Background,
    Sliced,
}

impl Default for ThinkMode {
    fn default() -> Self {
        super::platform::THINK_MODE
    }
}

pub enum EngineJob {
    Background(Task<Option<SearchResult>>),
    Sliced {
        search: Box<Search>,
        nodes_per_slice: u64,
        started: Instant,
        /// The engine cannot read the clock on the web; the game holds the time limit.
        time: Option<Duration>,
    },
}

impl EngineJob {
    pub fn start(search: Search, mode: ThinkMode, time: Option<Duration>) -> EngineJob {
        match mode {
            ThinkMode::Background => EngineJob::Background(
                AsyncComputeTaskPool::get().spawn(search_in_background(search)),
            ),
            ThinkMode::Sliced => EngineJob::Sliced {
                search: Box::new(search),
                nodes_per_slice: 2_000,
                started: Instant::now(),
                time,
            },
        }
    }

    /// `None` while the search goes on; then its result (`Some(None)`: no legal move).
    pub fn poll(&mut self) -> Option<Option<SearchResult>> {
        match self {
            EngineJob::Background(task) => check_ready(task),
            EngineJob::Sliced {
                search,
                nodes_per_slice,
                started,
                time,
            } => {
                let slice_start = Instant::now();
                let result = if time.is_some_and(|t| started.elapsed() >= t) {
                    search.stop()
                } else {
                    search.step(*nodes_per_slice)
                };
                adapt_slice(
                    nodes_per_slice,
                    slice_start.elapsed().as_secs_f32() * 1000.0,
                );
                match result {
                    Some(result) => Some(Some(result)),
                    None if search.is_finished() => Some(None),
                    None => None,
                }
            }
        }
    }
}

/// Searches in slices with a yield between them: a dropped Task is only cancelled at an
/// await point, so without the yields an abandoned search would keep a worker busy to the
/// end of its budget.
async fn search_in_background(mut search: Search) -> Option<SearchResult> {
    loop {
        if let Some(result) = search.step(BACKGROUND_SLICE_NODES) {
            return Some(result);
        }
        if search.is_finished() {
            return None;
        }
        bevy::tasks::futures_lite::future::yield_now().await;
    }
}

/// Scales the next slice so one slice takes about `SLICE_MILLIS`, within sane bounds.
fn adapt_slice(nodes_per_slice: &mut u64, took_millis: f32) {
    let ratio = (SLICE_MILLIS / took_millis.max(0.05)).clamp(0.5, 2.0);
    *nodes_per_slice = ((*nodes_per_slice as f32 * ratio) as u64).clamp(200, 200_000);
}
