//! Where a timing's buffers lie in memory, drawn afresh for every timing of every round.
//!
//! An operation's time can depend on addresses alone: on this project's Zen 4 machine, speedy's
//! serialize of `record` took 2.8 µs a call in one process and 0.45 µs in another, with the same
//! binary, code and data, when only glibc's heap settings differed (so the buffers lay
//! elsewhere relative to each other). A process's allocations are deterministic: an unlucky
//! layout repeats in every round of a run, and in every run of that binary doing the same
//! work, so no number of rounds would show it. So each timing places the buffers the engine
//! owns by a draw from the run's seed, the round and the timing:
//! - the bytes a reader decodes and a codec step reads start at a random 16-byte-aligned
//!   offset within a page of their own storage ([`Placement::copy`]);
//! - a serialize case writes into a buffer with a random amount of spare capacity
//!   ([`Placement::output_buffer`]), which the allocator serves from elsewhere.
//!
//! Each round then times another layout: the median over rounds describes the operation rather
//! than one layout, and the interval holds the layouts' spread.

use crate::engine::prepare::AlignedBytes;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

/// The span offsets are drawn from: a page, the period of the address bits that make two
/// buffers alias in the caches' and the store buffer's eyes.
const SPAN: usize = crate::adapter::PAGE;

/// Offsets keep the 16-byte alignment zero-copy crates require of their input.
const ALIGN: usize = 16;

/// Where one timing puts its buffers: an offset in `0..4096`, a multiple of 16.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    offset: usize,
}

impl Placement {
    /// The placement of timing number `timing` in round `round` of a run with `seed`: the same
    /// for the same three, so `--seed` replays a run's layouts with its order.
    pub fn draw(seed: u64, round: u32, timing: usize) -> Self {
        // Its own stream, apart from the round's order (`rounds::round_order`).
        const STREAM: u64 = 0x6C61_796F_7574_0001;
        let mixed = seed ^ STREAM ^ (u64::from(round) << 40) ^ timing as u64;
        let mut rng = Pcg64::seed_from_u64(mixed);
        Self {
            offset: rng.gen_range(0..SPAN / ALIGN) * ALIGN,
        }
    }

    /// A copy of `bytes` that starts this placement's offset into 16-byte-aligned storage.
    pub fn copy(self, bytes: &[u8]) -> AlignedBytes {
        AlignedBytes::at_offset(bytes, self.offset)
    }

    /// An empty buffer for a serialize case whose output is `len` bytes: room for them plus
    /// this placement's offset, so each placement asks the allocator for another size.
    pub fn output_buffer(self, len: usize) -> Vec<u8> {
        Vec::with_capacity(len + self.offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_aligned_within_a_page_and_replayed_by_their_seed() {
        let draws: Vec<Placement> = (0..200).map(|t| Placement::draw(7, 2, t)).collect();
        assert!(draws
            .iter()
            .all(|p| p.offset % ALIGN == 0 && p.offset < SPAN));
        let again: Vec<Placement> = (0..200).map(|t| Placement::draw(7, 2, t)).collect();
        assert_eq!(draws, again, "same seed, round and timing: same placement");
        let distinct: std::collections::BTreeSet<usize> = draws.iter().map(|p| p.offset).collect();
        assert!(
            distinct.len() > 100,
            "200 draws over 256 offsets: {}",
            distinct.len()
        );
        let next_round: Vec<Placement> = (0..200).map(|t| Placement::draw(7, 3, t)).collect();
        assert_ne!(draws, next_round, "another round, other placements");
    }

    #[test]
    fn a_copy_holds_the_bytes_at_its_offset_aligned() {
        let bytes: Vec<u8> = (0..=255).cycle().take(5000).collect();
        for offset in [0, 16, 4080] {
            let mut copy = Placement { offset }.copy(&bytes);
            assert_eq!(copy.as_slice(), bytes.as_slice());
            assert_eq!(copy.as_slice().as_ptr() as usize % ALIGN, 0);
            copy.as_mut_slice()[0] = 1;
            assert_eq!(copy.as_slice()[0], 1);
        }
        assert!(Placement { offset: 0 }.copy(&[]).as_slice().is_empty());
    }

    #[test]
    fn an_output_buffer_has_room_for_the_output_and_the_offset() {
        let buffer = Placement { offset: 64 }.output_buffer(100);
        assert!(buffer.is_empty());
        assert!(buffer.capacity() >= 164);
    }
}
