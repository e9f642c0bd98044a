//! Counting heap allocations of one operation.
//!
//! The `bencher` binary installs [`CountingAllocator`] as its `#[global_allocator]`. Counting is
//! off by default and, when on, limited to the thread that asked, so the timed loops pay only
//! one relaxed atomic load per allocation and other threads never disturb a count.
//!
//! [`count`] runs a closure with counting on. It reports `None` when the counting allocator is
//! not installed (library unit tests, other binaries), so a figure is never made up.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

/// True while some thread counts; lets the fast path skip the thread-local lookup.
static ANY_COUNTING: AtomicBool = AtomicBool::new(false);

thread_local! {
    // `const` initializers without destructors: touching them never allocates, which matters
    // inside an allocator.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<u64> = const { Cell::new(0) };
    static BYTES: Cell<u64> = const { Cell::new(0) };
}

/// The system allocator, counting allocations of threads inside [`count`].
pub struct CountingAllocator;

impl CountingAllocator {
    #[inline]
    fn record(size: usize) {
        if ANY_COUNTING.load(Ordering::Relaxed) {
            // `try_with` fails only during thread teardown, when nothing is being counted.
            let _ = COUNTING.try_with(|on| {
                if on.get() {
                    COUNT.with(|c| c.set(c.get() + 1));
                    BYTES.with(|b| b.set(b.get() + size as u64));
                }
            });
        }
    }
}

// SAFETY: every method forwards to `System` unchanged; counting only touches thread-locals
// with const initializers, which never allocate.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        Self::record(layout.size());
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        Self::record(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        Self::record(new_size);
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Runs `f` with allocation counting on for the current thread and returns its result with
/// the allocations it made: the number of `alloc`/`realloc` calls and the bytes they requested
/// (a `realloc` counts its new size). `None` when [`CountingAllocator`] is not the global
/// allocator.
pub fn count<R>(f: impl FnOnce() -> R) -> (R, Option<schema::Allocations>) {
    struct Off;
    impl Drop for Off {
        // Also runs when `f` panics, so counting never stays on.
        fn drop(&mut self) {
            COUNTING.with(|on| on.set(false));
            ANY_COUNTING.store(false, Ordering::Relaxed);
        }
    }

    COUNT.with(|c| c.set(0));
    BYTES.with(|b| b.set(0));
    ANY_COUNTING.store(true, Ordering::Relaxed);
    COUNTING.with(|on| on.set(true));
    let off = Off;
    // A probe allocation tells whether the counting allocator is installed at all.
    drop(std::hint::black_box(Box::new(0u8)));
    let installed = COUNT.with(Cell::get) == 1;
    COUNT.with(|c| c.set(0));
    BYTES.with(|b| b.set(0));
    let result = f();
    drop(off);
    let allocations = installed.then(|| schema::Allocations {
        count: COUNT.with(Cell::get),
        bytes: BYTES.with(Cell::get),
    });
    (result, allocations)
}
