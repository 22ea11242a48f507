//! A search of the engine that never blocks the frame, for the computer's moves and hints.
//!
//! Natively the search runs on Bevy's AsyncComputeTaskPool and is polled each frame. On the
//! web the pool runs tasks on the page's own thread, so the search runs in the page's Web
//! Worker instead (`platform::RemoteSearch`: the engine's own wasm module, at full speed);
//! if the worker cannot start or fails, the search goes on in slices of a few milliseconds
//! per frame on the page's thread, and the page keeps animating either way. Dropping a job
//! cancels it in every case, and a cancelled search never delivers a move.
//!
//! A job for the computer's move may search with the table kept from its last move
//! (`start_keeping`, `engine::KeptTable`); `take_table` hands it back once the job is done.
//! The Web Worker keeps its own.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use tracing::{error, warn};

use crate::engine::{KeptTable, Level, Search, SearchRequest, SearchResult, Table};
use crate::game::platform::{RemoteSearch, ThinkMode};

/// Nodes between cancellation points of a background search (a few milliseconds).
const BACKGROUND_SLICE_NODES: u64 = 20_000;

/// Target CPU time per frame for a sliced search: leaves room for the rest of a 60 fps frame.
const SLICE_MILLIS: f32 = 6.0;

pub enum EngineJob {
    Background {
        task: Task<(Option<SearchResult>, Option<Table>)>,
        /// The lent table, once the task has given it back.
        table: Option<Table>,
    },
    Worker {
        remote: RemoteSearch,
        /// Kept to search on the page's thread if the worker fails.
        request: SearchRequest,
    },
    Sliced {
        search: Box<Search>,
        nodes_per_slice: u64,
        started: Instant,
        /// The engine cannot read the clock on the web; the game holds the time limit.
        time: Option<Duration>,
    },
    /// A search that could not be set up: it ends at once without a move.
    NoMove,
}

impl EngineJob {
    pub fn start(request: SearchRequest, mode: ThinkMode) -> EngineJob {
        EngineJob::start_keeping(request, mode, &mut KeptTable::default())
    }

    /// `start`, searching in this process with the table `kept` lends to the request.
    pub fn start_keeping(
        request: SearchRequest,
        mode: ThinkMode,
        kept: &mut KeptTable,
    ) -> EngineJob {
        match mode {
            ThinkMode::Background => match local_search(&request, kept) {
                Some(mut search) => {
                    search.set_threads(background_threads(request.level));
                    EngineJob::Background {
                        task: AsyncComputeTaskPool::get().spawn(search_in_background(search)),
                        table: None,
                    }
                }
                None => EngineJob::NoMove,
            },
            ThinkMode::Sliced => EngineJob::sliced(&request, kept),
            ThinkMode::Worker => match RemoteSearch::start(&request) {
                Ok(remote) => EngineJob::Worker { remote, request },
                Err(reason) => {
                    warn!("no engine worker ({reason}); searching on the page's thread");
                    EngineJob::sliced(&request, kept)
                }
            },
        }
    }

    fn sliced(request: &SearchRequest, kept: &mut KeptTable) -> EngineJob {
        match local_search(request, kept) {
            Some(search) => EngineJob::Sliced {
                search: Box::new(search),
                nodes_per_slice: 2_000,
                started: Instant::now(),
                time: request.limits.time,
            },
            None => EngineJob::NoMove,
        }
    }

    /// `None` while the search goes on; then its result (`Some(None)`: no legal move).
    pub fn poll(&mut self) -> Option<Option<SearchResult>> {
        match self {
            EngineJob::Background { task, table } => {
                let (result, lent) = check_ready(task)?;
                *table = lent;
                Some(result)
            }
            EngineJob::NoMove => Some(None),
            EngineJob::Worker { remote, request } => match remote.poll()? {
                Ok(result) => Some(result),
                Err(reason) => {
                    warn!("engine worker failed ({reason}); searching on the page's thread");
                    let fallback = EngineJob::sliced(request, &mut KeptTable::default());
                    *self = fallback;
                    None
                }
            },
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

    /// The table lent by `start_keeping`, once the job has delivered its result.
    pub fn take_table(&mut self) -> Option<Table> {
        match self {
            EngineJob::Background { table, .. } => table.take(),
            EngineJob::Sliced { search, .. } => search.take_table(),
            EngineJob::Worker { .. } | EngineJob::NoMove => None,
        }
    }
}

/// Threads for a search off the frame: every core but one, which stays for the frames,
/// at the levels that take helper threads (Master); one at the others.
fn background_threads(level: Level) -> usize {
    if level.takes_helper_threads() {
        (crate::engine::cores() - 1).max(1)
    } else {
        1
    }
}

/// The request's search in this process. The game's own board always replays (the request
/// is made from it); were it not to, the job ends at once without a move rather than fail.
fn local_search(request: &SearchRequest, kept: &mut KeptTable) -> Option<Search> {
    kept.search(request)
        .inspect_err(|reason| error!("a search request did not replay: {reason}"))
        .ok()
}

/// Searches in slices with a yield between them: a dropped Task is only cancelled at an
/// await point, so without the yields an abandoned search would keep a worker busy to the
/// end of its budget. The result comes with the table the search was lent, if any.
async fn search_in_background(mut search: Search) -> (Option<SearchResult>, Option<Table>) {
    loop {
        if let Some(result) = search.step(BACKGROUND_SLICE_NODES) {
            return (Some(result), search.take_table());
        }
        if search.is_finished() {
            return (None, search.take_table());
        }
        bevy::tasks::futures_lite::future::yield_now().await;
    }
}

/// Scales the next slice so one slice takes about `SLICE_MILLIS`, within sane bounds.
fn adapt_slice(nodes_per_slice: &mut u64, took_millis: f32) {
    let ratio = (SLICE_MILLIS / took_millis.max(0.05)).clamp(0.5, 2.0);
    *nodes_per_slice = ((*nodes_per_slice as f32 * ratio) as u64).clamp(200, 200_000);
}
