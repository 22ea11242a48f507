//! The engine as the web page's Web Worker runs it: a small wasm module of its own (the
//! rules and the engine, no Bevy), built by `scripts/build-web.sh` with the `worker`
//! feature. The worker's script (web/engine-worker.js) writes a request line
//! (`engine::SearchRequest`) into the module's memory, steps the search in slices while it
//! keeps the time, and posts the result line back to the page.
//!
//! The module imports nothing and exports plain functions (no wasm-bindgen): see the
//! bottom of this file. `EngineWorker` is the state behind them, tested natively.

use crate::engine::{Search, SearchRequest, result_to_text};

/// One search at a time: the request's bytes, the search, and the last reply.
#[derive(Default)]
pub struct EngineWorker {
    request: Vec<u8>,
    search: Option<Search>,
    reply: String,
}

/// What `step` and `stop` report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Thinking = 0,
    /// The reply holds the result (`engine::result_to_text`).
    Done = 1,
    /// The reply says what was wrong (no search, or a malformed request).
    Failed = 2,
}

impl EngineWorker {
    /// Room for a request of `len` bytes, to be written before `start`.
    pub fn request_buffer(&mut self, len: usize) -> &mut [u8] {
        self.request.clear();
        self.request.resize(len, 0);
        &mut self.request
    }

    /// Starts the search the request describes, dropping any earlier one.
    pub fn start(&mut self) -> Progress {
        self.search = None;
        let started = std::str::from_utf8(&self.request)
            .map_err(|_| "the request is not UTF-8".to_string())
            .and_then(SearchRequest::parse)
            .and_then(|request| request.search_untimed());
        match started {
            Ok(search) => {
                self.search = Some(search);
                self.reply.clear();
                Progress::Thinking
            }
            Err(err) => self.fail(format!("bad request: {err}")),
        }
    }

    /// Advances the search by about `nodes` nodes.
    pub fn step(&mut self, nodes: u64) -> Progress {
        let Some(search) = &mut self.search else {
            return self.fail("no search was started".to_string());
        };
        match search.step(nodes) {
            Some(result) => self.finish(Some(&result)),
            None if search.is_finished() => self.finish(None),
            None => Progress::Thinking,
        }
    }

    /// Ends the search now (its time is up) with the best move found so far.
    pub fn stop(&mut self) -> Progress {
        let Some(search) = &mut self.search else {
            return self.fail("no search was started".to_string());
        };
        let result = search.stop();
        self.finish(result.as_ref())
    }

    pub fn reply(&self) -> &str {
        &self.reply
    }

    fn finish(&mut self, result: Option<&crate::engine::SearchResult>) -> Progress {
        self.reply = result_to_text(result);
        self.search = None;
        Progress::Done
    }

    fn fail(&mut self, reason: String) -> Progress {
        self.reply = reason;
        self.search = None;
        Progress::Failed
    }
}

/// The module's exports. The worker is single-threaded, so one `EngineWorker` per thread
/// is the one.
#[cfg(all(target_arch = "wasm32", feature = "worker"))]
mod exports {
    use std::cell::RefCell;

    use super::EngineWorker;

    thread_local! {
        static WORKER: RefCell<EngineWorker> = RefCell::new(EngineWorker::default());
    }

    /// Where to write a request of `len` bytes (valid until the next call).
    #[unsafe(no_mangle)]
    pub extern "C" fn engine_request_buffer(len: usize) -> *mut u8 {
        WORKER.with_borrow_mut(|w| w.request_buffer(len).as_mut_ptr())
    }

    #[unsafe(no_mangle)]
    pub extern "C" fn engine_start() -> u32 {
        WORKER.with_borrow_mut(|w| w.start() as u32)
    }

    #[unsafe(no_mangle)]
    pub extern "C" fn engine_step(nodes: u32) -> u32 {
        WORKER.with_borrow_mut(|w| w.step(nodes as u64) as u32)
    }

    #[unsafe(no_mangle)]
    pub extern "C" fn engine_stop() -> u32 {
        WORKER.with_borrow_mut(|w| w.stop() as u32)
    }

    #[unsafe(no_mangle)]
    pub extern "C" fn engine_reply_ptr() -> *const u8 {
        WORKER.with_borrow(|w| w.reply().as_ptr())
    }

    #[unsafe(no_mangle)]
    pub extern "C" fn engine_reply_len() -> usize {
        WORKER.with_borrow(|w| w.reply().len())
    }
}
