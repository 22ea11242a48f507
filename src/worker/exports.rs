//! The module's exports (no wasm-bindgen: the worker's script calls them by name). The
//! worker is single-threaded, so one `EngineWorker` per thread is the one.

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

/// The job's progress: work done of `engine_progress_total` (a review's positions read;
/// 0 of 0 for a search, whose end no count foretells).
#[unsafe(no_mangle)]
pub extern "C" fn engine_progress_done() -> u32 {
    WORKER.with_borrow(|w| w.progress().0)
}

#[unsafe(no_mangle)]
pub extern "C" fn engine_progress_total() -> u32 {
    WORKER.with_borrow(|w| w.progress().1)
}
