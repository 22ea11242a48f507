//! The table's memory: one block of zeroed buckets, in huge pages where Linux gives them.
//!
//! A search probes the table at almost every node, each time at a random place in tens of
//! megabytes: with the system's 4 KiB pages nearly every probe also missed the processor's
//! address cache (the TLB), and the prefetch that precedes a probe waited on the page walk.
//! 2 MiB pages cover the Gomocup brain's 64 MiB table with 32 entries. Replaying six arena
//! games' positions at 200,000 nodes each took 11.0-11.1 s with huge pages against
//! 11.8-12.0 s without.

use std::alloc::{Layout, alloc, alloc_zeroed, dealloc, handle_alloc_error};
use std::ops::Deref;
use std::ptr::NonNull;

use super::Bucket;

/// The size of a huge page on x86_64 and aarch64 Linux; the block is aligned to it so
/// that every 2 MiB of it can be one page.
const HUGE_PAGE: usize = 2 << 20;

/// A cache line's bytes. The block starts on one, so that no more buckets than need be
/// span two (half of them, at 48 bytes a bucket): on the web, where the block had had only
/// a bucket's own alignment (4 bytes), the engine searched 1-2% more nodes a second
/// (`tests/web/search-speed.mjs`, three alternating pairs).
const CACHE_LINE: usize = 64;

pub struct Buckets {
    first: NonNull<Bucket>,
    len: usize,
    layout: Layout,
}

// SAFETY: `Buckets` owns its block as a `Box<[Bucket]>` would, and a bucket is atomics,
// which any thread may read and write through a shared reference.
unsafe impl Send for Buckets {}
unsafe impl Sync for Buckets {}

impl Buckets {
    /// `len` buckets (at least one), every word zero: the empty table.
    pub fn zeroed(len: usize) -> Buckets {
        let len = len.max(1);
        let size = len
            .checked_mul(size_of::<Bucket>())
            .expect("a table's size fits in memory");
        let huge = cfg!(target_os = "linux") && size >= HUGE_PAGE;
        let align = if huge { HUGE_PAGE } else { CACHE_LINE };
        let layout = Layout::from_size_align(size, align).expect("a table's layout is valid");
        // SAFETY: the layout's size is not zero (at least one bucket of several bytes).
        let block = unsafe {
            if huge {
                // Asked for huge pages before the first write, which then faults them in:
                // zeroing by the allocator would touch the block in small pages first.
                let block = alloc(layout);
                if !block.is_null() {
                    advise_huge_pages(block, size);
                    block.write_bytes(0, size);
                }
                block
            } else {
                alloc_zeroed(layout)
            }
        };
        let Some(first) = NonNull::new(block as *mut Bucket) else {
            handle_alloc_error(layout)
        };
        Buckets { first, len, layout }
    }
}

impl Deref for Buckets {
    type Target = [Bucket];

    fn deref(&self) -> &[Bucket] {
        // SAFETY: the block holds `len` buckets, all initialised (zero is a valid atomic),
        // and lives as long as `self`.
        unsafe { std::slice::from_raw_parts(self.first.as_ptr(), self.len) }
    }
}

impl Drop for Buckets {
    fn drop(&mut self) {
        // SAFETY: the block was allocated with this layout and is freed once.
        unsafe { dealloc(self.first.as_ptr() as *mut u8, self.layout) }
    }
}

/// Asks Linux to back `size` bytes from `block` with huge pages. Only advice: where the
/// system has none (or refuses), the block keeps small pages and works the same.
#[cfg(target_os = "linux")]
fn advise_huge_pages(block: *mut u8, size: usize) {
    // SAFETY: the range is one allocation of ours; the advice changes no contents.
    unsafe {
        libc::madvise(block as *mut libc::c_void, size, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_block: *mut u8, _size: usize) {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering::Relaxed;

    #[test]
    fn every_word_starts_zero_small_or_huge() {
        // One bucket, and a block past the huge page size (aligned to it on Linux).
        for len in [1, 1 + HUGE_PAGE / size_of::<Bucket>()] {
            let buckets = Buckets::zeroed(len);
            assert_eq!(buckets.len(), len);
            assert!(
                buckets
                    .iter()
                    .flatten()
                    .flatten()
                    .all(|w| w.load(Relaxed) == 0)
            );
            assert_eq!(buckets.as_ptr() as usize % CACHE_LINE, 0);
            if cfg!(target_os = "linux") && len > 1 {
                assert_eq!(buckets.as_ptr() as usize % HUGE_PAGE, 0);
            }
            buckets[len - 1][3][2].store(7, Relaxed);
            assert_eq!(buckets[len - 1][3][2].load(Relaxed), 7);
        }
    }
}
