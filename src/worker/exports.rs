//! The module's exports (no wasm-bindgen: the worker's script calls them by name). Each
//! thread (the worker, and its helper workers in the module built for threads) has its
//! own `EngineWorker`; only the worker's runs jobs.

use std::alloc::Layout;
use std::cell::RefCell;

use super::EngineWorker;
use crate::engine::Helper;

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

/// The script can run `threads` helper threads beside Master's searches.
#[unsafe(no_mangle)]
pub extern "C" fn engine_set_helper_threads(threads: u32) {
    WORKER.with_borrow_mut(|w| w.set_helper_threads(threads as usize));
}

/// A helper of the search just started, for `engine_run_helper` on another thread; 0 when
/// there is none (left).
#[unsafe(no_mangle)]
pub extern "C" fn engine_take_helper() -> *mut Helper {
    WORKER
        .with_borrow_mut(|w| w.take_helper())
        .map_or(std::ptr::null_mut(), |helper| {
            Box::into_raw(Box::new(helper))
        })
}

/// Runs a helper from `engine_take_helper` until its search ends; on a helper thread.
///
/// # Safety
/// `helper` is a value `engine_take_helper` returned, not 0, passed here once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_run_helper(helper: *mut Helper) {
    // SAFETY: the caller passes a pointer `Box::into_raw` made, once.
    let helper = unsafe { Box::from_raw(helper) };
    helper.run();
}

/// `bytes` of memory, 16-aligned and never freed: a helper thread's stack and
/// thread-local storage, which its instance of the module is given before it runs any
/// code. 0 when there is not that much memory left.
#[unsafe(no_mangle)]
pub extern "C" fn engine_thread_memory(bytes: usize) -> *mut u8 {
    match Layout::from_size_align(bytes.max(16), 16) {
        // SAFETY: the layout's size is not zero.
        Ok(layout) => unsafe { std::alloc::alloc_zeroed(layout) },
        Err(_) => std::ptr::null_mut(),
    }
}
