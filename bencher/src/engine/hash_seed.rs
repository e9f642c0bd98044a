//! Whether a counted call hashed under std's per-process random seed.
//!
//! A `std::collections::HashMap` or `HashSet` with the default hasher takes its keys from a
//! [`RandomState`], seeded randomly once per thread of each process. Code whose path follows
//! such a map (where a key lands, when the table grows) executes a different number of
//! instructions under each seed: libflate's zlib compression of buffers under its 32 KiB window,
//! compactly's low-cardinality strings, serde-saphyr's anchors. The counter therefore marks a
//! figure as varying when its call made a `RandomState`.
//!
//! Seen without any hook into std: a thread's `RandomState`s follow one sequence (each next
//! one's first key is one more than the last's). A forked child shares its parent's sequence
//! up to the fork, so the parent, producing the same sequence afterwards, finds where in it
//! each of the child's probes lies: how many `RandomState`s the child's steps made.
//!
//! The counting processes draw no randomness at all ([`getrandom`]): the seed is the same in
//! every run, so such a figure repeats too, and so does every count after code that ordered
//! its allocations by a hash map's iteration. The mark stays: the figure holds for that one
//! seed, where every other process draws its own.

use std::collections::hash_map::RandomState;
use std::ffi::CStr;
use std::hash::BuildHasher;

/// Set, to any value, in the environment of every counting process
/// (`instructions::callgrind_command`): its random draws are then a fixed pattern.
pub const FIXED_RANDOMNESS: &CStr = c"BENCHER_FIXED_RANDOMNESS";

/// The process's source of random bytes, in place of libc's. Std draws its hash seeds through
/// a weak `getrandom` symbol, which its sources keep so that measurements may interpose it and
/// take the randomness out; crates' own random seeds come through it too. Where
/// [`FIXED_RANDOMNESS`] is set it fills the buffer with a fixed pattern, so that a count
/// repeats exactly from run to run whatever hash maps the code made; elsewhere it is the
/// kernel's `getrandom`.
///
/// # Safety
///
/// As libc's: `buffer` must be valid for writes of `length` bytes.
#[no_mangle]
pub unsafe extern "C" fn getrandom(
    buffer: *mut libc::c_void,
    length: libc::size_t,
    flags: libc::c_uint,
) -> libc::ssize_t {
    // SAFETY: a NUL-terminated name; `getenv` only reads the environment.
    let fixed = unsafe { !libc::getenv(FIXED_RANDOMNESS.as_ptr()).is_null() };
    if fixed {
        let length = length.min(libc::ssize_t::MAX as usize);
        // SAFETY: the caller's buffer holds `length` bytes.
        unsafe { std::ptr::write_bytes(buffer.cast::<u8>(), 0x5e, length) };
        return length as libc::ssize_t;
    }
    // SAFETY: the caller's arguments, passed on as they came.
    unsafe { libc::syscall(libc::SYS_getrandom, buffer, length, flags) as libc::ssize_t }
}

/// The value each probe hashes.
const PROBED: u64 = 0x5eed;

/// How far along the sequence the parent looks for a child's probe; a probe further on counts
/// as made by every step whose share cannot be told apart.
const LOOKED_AHEAD: usize = 256;

/// Taken by the forked child after each of its steps: the hash of a fixed value under the
/// thread's next `RandomState` (taking one, so each probe lies one further on than the last).
pub fn probe() -> u64 {
    RandomState::new().hash_one(PROBED)
}

/// The thread's sequence of `RandomState`s as it stands at a fork.
pub struct AtFork(());

impl AtFork {
    /// Taken in the parent just before it forks. It also gives the thread its random keys if
    /// it had none yet, which would otherwise be drawn apart in the parent and in the child.
    pub fn now() -> Self {
        let _ = RandomState::new();
        AtFork(())
    }

    /// After the child ended, the parent having made no `RandomState` since [`AtFork::now`]:
    /// for each probe the child took, in order, whether the step before it made a
    /// `RandomState`.
    pub fn seeded_steps(self, probes: &[u64]) -> Vec<bool> {
        let sequence: Vec<u64> = (0..LOOKED_AHEAD).map(|_| probe()).collect();
        seeded_steps(&sequence, probes)
    }
}

/// [`AtFork::seeded_steps`] given the parent's `sequence` of probes: the probe after step `i`
/// lies at place `i` plus the number of `RandomState`s made by steps up to `i`.
fn seeded_steps(sequence: &[u64], probes: &[u64]) -> Vec<bool> {
    let mut made_before = Some(0);
    probes
        .iter()
        .enumerate()
        .map(|(step, probe)| {
            let made = sequence
                .iter()
                .position(|p| p == probe)
                .and_then(|place| place.checked_sub(step));
            let seeded = match (made_before, made) {
                (Some(before), Some(now)) => now > before,
                _ => true,
            };
            made_before = made;
            seeded
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{probe, seeded_steps, AtFork};
    use crate::engine::fork::in_fork;
    use std::collections::{BTreeMap, HashMap};
    use std::hint::black_box;

    /// Two steps in a fork, as the codec counts take them: the probes' verdict per step.
    fn steps_in_fork(first: fn(), second: fn()) -> Vec<bool> {
        let at_fork = AtFork::now();
        let probes = in_fork(|| {
            first();
            let after_first = probe();
            second();
            vec![after_first, probe()]
        })
        .expect("the child's probes");
        at_fork.seeded_steps(&probes)
    }

    fn hashing() {
        let mut map = HashMap::new();
        map.insert(black_box(1u8), 2u8);
        black_box(map);
    }

    fn ordered() {
        let mut map = BTreeMap::new();
        map.insert(black_box(1u8), 2u8);
        black_box(map);
    }

    fn hashing_often() {
        for _ in 0..5 {
            hashing();
        }
    }

    #[test]
    fn a_step_making_a_std_hash_map_is_told_from_one_that_does_not() {
        assert_eq!(steps_in_fork(ordered, ordered), [false, false]);
        assert_eq!(steps_in_fork(hashing, ordered), [true, false]);
        assert_eq!(steps_in_fork(ordered, hashing), [false, true]);
        assert_eq!(steps_in_fork(hashing_often, hashing), [true, true]);
        assert_eq!(steps_in_fork(hashing_often, ordered), [true, false]);
    }

    /// Two draws of 16 bytes through [`super::getrandom`] in a fork, with the counting's
    /// variable set or not.
    fn two_draws(fixed: bool) -> Vec<[u8; 16]> {
        in_fork(|| {
            if fixed {
                let name = super::FIXED_RANDOMNESS.to_str().expect("ASCII");
                std::env::set_var(name, "1");
            }
            (0..2)
                .map(|_| {
                    let mut bytes = [0u8; 16];
                    // SAFETY: the buffer holds the 16 bytes asked for.
                    let got = unsafe { super::getrandom(bytes.as_mut_ptr().cast(), 16, 0) };
                    assert_eq!(got, 16);
                    bytes
                })
                .collect()
        })
        .expect("the child's draws")
    }

    #[test]
    fn a_counting_process_draws_the_same_bytes_every_time() {
        let fixed = two_draws(true);
        assert_eq!(fixed[0], fixed[1]);
        assert_eq!(two_draws(true), fixed);
        let random = two_draws(false);
        assert_ne!(random[0], random[1]);
        assert_ne!(random[0], fixed[0]);
    }

    #[test]
    fn a_probe_beyond_the_sequence_marks_its_step_and_the_next() {
        let sequence = [10, 11, 12];
        assert_eq!(seeded_steps(&sequence, &[10, 11]), [false, false]);
        assert_eq!(seeded_steps(&sequence, &[11, 12]), [true, false]);
        assert_eq!(seeded_steps(&sequence, &[99, 12]), [true, true]);
        assert_eq!(seeded_steps(&sequence, &[10, 99]), [false, true]);
    }
}
