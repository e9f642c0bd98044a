//! glibc's heap settings for a measuring process, fixed so that what a call costs does not
//! depend on what the process did before it.
//!
//! Left to its defaults, glibc decides from the process's history whether a large block is
//! mapped fresh (its mmap threshold rises to the size of each mapped block freed) and whether
//! freeing it gives the heap's top back to the kernel (the trim threshold follows). A call that
//! allocates a large output then pays page faults or not depending on which crates, datasets
//! and harness work came before. In the upstream suite's process on an Intel Xeon, log's
//! bitcode deserialize gave its heap's top back after every call and faulted it in again on
//! the next; with the heap held, the same code took a third less time in upstream's process
//! and as long as ours in one binary (docs/methodology.md, "Against the upstream suite").

/// For timing (and the other modes that run cases for their time): every block comes from the
/// heap and the heap is never given back, so no timed call pays to fault in memory that an
/// earlier call freed. A call still pays for touching memory the process never had, once.
/// (The timings run on the main thread, whose heap can grow without bound; another thread's
/// heap is at most 64 MiB, and glibc still maps a larger block for it.)
pub fn hold() {
    // SAFETY: mallopt only sets allocator parameters; live allocations are untouched. Each
    // value is one glibc documents: 0 mapped blocks at most, and -1 to switch trimming off.
    unsafe {
        libc::mallopt(libc::M_MMAP_MAX, 0);
        libc::mallopt(libc::M_TRIM_THRESHOLD, -1);
    }
}

/// The allocator's mmap threshold in counting processes: glibc's default starting value.
const COUNTING_MMAP_THRESHOLD: i32 = 128 * 1024;

/// For counting instructions: a block of 128 KiB or more is always mapped fresh. Whether a
/// large allocation is mapped or carved from the heap (and then cleared or copied by `calloc`
/// or `realloc`) changes its count; fixed, it does not depend on every crate counted before.
/// Page faults are the kernel's and are not counted either way.
pub fn map_large_blocks() {
    // SAFETY: as in `hold`; a fixed threshold also stops glibc adjusting it.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, COUNTING_MMAP_THRESHOLD);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bytes in blocks glibc has mapped and not yet unmapped.
    fn mapped_bytes() -> usize {
        // SAFETY: mallinfo2 only reads the allocator's statistics.
        unsafe { libc::mallinfo2() }.hblkhd
    }

    #[test]
    fn a_held_heap_maps_no_new_block() {
        hold();
        let before = mapped_bytes();
        // Far above glibc's starting mmap threshold (128 KiB): mapped fresh unless the heap is
        // held. Small enough for a test thread's heap (64 MiB at most), which glibc maps a
        // larger block for whatever the setting. Other tests' blocks can only be unmapped
        // meanwhile.
        let block = std::hint::black_box(vec![1u8; 16 << 20]);
        assert!(mapped_bytes() <= before);
        drop(block);
    }
}
