//! The engine as the web page's Web Worker runs it: a small wasm module of its own (the
//! rules, the engine and the coach, no Bevy), built by `scripts/build-web.sh` with the
//! `worker` feature. The worker's script (web/engine-worker.js) writes a request line into
//! the module's memory, steps the job in slices while it keeps the time, and posts the
//! reply back to the page.
//!
//! The request's first word picks the job:
//! - `puzzle ...`: a move or a hint in a puzzle, answered at once by `start`
//!   (`puzzle_job`);
//! - `review ...`: a game reviewed, stepped like a search, its progress readable between
//!   steps (`review_job`);
//! - `bench`: the engine's bench (`engine::bench`), answered at once with its nodes and
//!   signature, which are the native bench's when the module searches as native code
//!   does (tests/web/worker-jobs.mjs compares them);
//! - anything else is a search request (`engine::SearchRequest`, whose lines begin with
//!   `size=`), as the worker read before it had other jobs.
//!
//! The module exports plain functions (no wasm-bindgen): `exports`. `EngineWorker` is the
//! state behind them, tested natively.
//!
//! Master's searches use helper threads where the script can run them (Lazy SMP, as
//! Master does natively on every core but one): the script says how many it has
//! (`set_helper_threads`), takes the helpers a search lends (`take_helper`) and runs each
//! in a Web Worker of its own. Only the module built for threads can (shared memory,
//! `scripts/build-web.sh`); the plain one is told none and searches alone.

mod puzzle_job;
mod review_job;
mod words;

#[cfg(all(target_arch = "wasm32", feature = "worker"))]
mod exports;

pub use puzzle_job::{PUZZLE_JOB, PuzzleAction, PuzzleAnswer, PuzzleRequest};
pub use review_job::{REVIEW_JOB, ReviewRequest, review_reply};

use crate::coach::Review;
use crate::engine::{Helper, KeptTable, Search, SearchRequest, SearchResult, result_to_text};
use words::next_word;

/// The bench job's request, its only word.
pub const BENCH_JOB: &str = "bench";

/// One job at a time: the request's bytes, the job under way, and the last reply.
#[derive(Default)]
pub struct EngineWorker {
    request: Vec<u8>,
    job: Option<Job>,
    reply: String,
    /// Work done and to do, for the page's progress bar.
    progress: (u32, u32),
    /// The table Master's moves keep from one to the next (`engine::KeptTable`); a job
    /// started before a search ends drops that search's table, and the next move then
    /// searches with a fresh one.
    kept: KeptTable,
    /// Helper threads the worker's script can run beside a search.
    helper_threads: usize,
    /// The running search's helpers, until the script takes them.
    lent: Vec<Helper>,
}

/// A job that takes steps.
enum Job {
    Search(Box<Search>),
    Review(Box<Review>),
}

/// What `start`, `step` and `stop` report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Thinking = 0,
    /// The reply holds the result: a search's (`engine::result_to_text`), a puzzle's
    /// answer or a review's grade lines.
    Done = 1,
    /// The reply says what was wrong (no job, or a malformed request).
    Failed = 2,
}

impl EngineWorker {
    /// Room for a request of `len` bytes, to be written before `start`.
    pub fn request_buffer(&mut self, len: usize) -> &mut [u8] {
        self.request.clear();
        self.request.resize(len, 0);
        &mut self.request
    }

    /// Runs the job of `request` to its end as the worker's script does (no clock): writes
    /// it, starts it, and steps it `slice` nodes at a time. For native tools and tests; the
    /// reply is then in `reply`.
    pub fn run(&mut self, request: &str, slice: u64) -> Progress {
        self.request_buffer(request.len())
            .copy_from_slice(request.as_bytes());
        let mut progress = self.start();
        while progress == Progress::Thinking {
            progress = self.step(slice);
        }
        progress
    }

    /// Starts the job the request describes, dropping any earlier one. A puzzle's is
    /// done at once.
    pub fn start(&mut self) -> Progress {
        self.job = None;
        self.lent.clear();
        self.progress = (0, 0);
        self.reply.clear();
        let text = match std::str::from_utf8(&self.request) {
            Ok(text) => text.to_string(),
            Err(_) => return self.fail("bad request: the request is not UTF-8".to_string()),
        };
        match next_word(&text).0 {
            PUZZLE_JOB => match PuzzleRequest::parse(&text).and_then(|r| r.answer()) {
                Ok(answer) => {
                    self.reply = answer;
                    Progress::Done
                }
                Err(err) => self.fail(format!("bad puzzle request: {err}")),
            },
            BENCH_JOB => {
                self.reply = bench_reply();
                Progress::Done
            }
            REVIEW_JOB => match ReviewRequest::parse(&text).and_then(|r| r.review()) {
                Ok(review) => {
                    self.note_review(&review);
                    self.job = Some(Job::Review(Box::new(review)));
                    Progress::Thinking
                }
                Err(err) => self.fail(format!("bad review request: {err}")),
            },
            _ => match SearchRequest::parse(&text)
                .and_then(|r| Ok((self.kept.search_untimed(&r)?, r.level)))
            {
                Ok((mut search, level)) => {
                    if level.takes_helper_threads() {
                        self.lent = search.lend_helpers(self.helper_threads);
                    }
                    self.job = Some(Job::Search(Box::new(search)));
                    Progress::Thinking
                }
                Err(err) => self.fail(format!("bad request: {err}")),
            },
        }
    }

    /// Advances the job by about `nodes` nodes.
    pub fn step(&mut self, nodes: u64) -> Progress {
        match self.job.take() {
            None => self.fail("no search was started".to_string()),
            Some(Job::Search(mut search)) => match search.step(nodes) {
                Some(result) => self.finish_search(&mut search, Some(&result)),
                None if search.is_finished() => self.finish_search(&mut search, None),
                None => {
                    self.job = Some(Job::Search(search));
                    Progress::Thinking
                }
            },
            Some(Job::Review(mut review)) => {
                review.advance(nodes);
                self.note_review(&review);
                if !review.is_finished() {
                    self.job = Some(Job::Review(review));
                    return Progress::Thinking;
                }
                match review.finish() {
                    Some(review) => {
                        self.reply = review_reply(&review);
                        Progress::Done
                    }
                    None => self.fail("the review ended with moves not graded".to_string()),
                }
            }
        }
    }

    /// Ends a search now (its time is up) with the best move found so far. A review has
    /// no time limit: stopped, it fails without grades.
    pub fn stop(&mut self) -> Progress {
        match self.job.take() {
            None => self.fail("no search was started".to_string()),
            Some(Job::Search(mut search)) => {
                let result = search.stop();
                self.finish_search(&mut search, result.as_ref())
            }
            Some(Job::Review(_)) => self.fail("the review was stopped before its end".into()),
        }
    }

    /// The script can run `threads` helper threads beside a search (0: none).
    pub fn set_helper_threads(&mut self, threads: usize) {
        self.helper_threads = threads;
    }

    /// A helper the running search lends, to be run on a thread of the script's (`Helper::run`):
    /// right after `start`, one for each helper thread, then `None`. A helper never taken
    /// is dropped with the next job; one taken ends soon after its search does.
    pub fn take_helper(&mut self) -> Option<Helper> {
        self.lent.pop()
    }

    pub fn reply(&self) -> &str {
        &self.reply
    }

    /// The job's progress: work done and to do (a review's positions read and to read;
    /// 0 of 0 for a search or a puzzle). It stays at its last value once the job ends.
    pub fn progress(&self) -> (u32, u32) {
        self.progress
    }

    fn note_review(&mut self, review: &Review) {
        let progress = review.progress();
        self.progress = (progress.read as u32, progress.positions as u32);
    }

    fn finish_search(&mut self, search: &mut Search, result: Option<&SearchResult>) -> Progress {
        self.kept.keep(search.take_table());
        self.reply = result_to_text(result);
        self.job = None;
        Progress::Done
    }

    fn fail(&mut self, reason: String) -> Progress {
        self.reply = reason;
        self.job = None;
        Progress::Failed
    }
}

/// The bench's reply: `bench nodes=151654 signature=b203765cad082e34`.
fn bench_reply() -> String {
    let report = crate::engine::bench::run();
    format!(
        "bench nodes={} signature={:016x}",
        report.nodes, report.signature
    )
}
