//! A suite of known work, for checking the harness itself: one dataset, `work`, and one crate
//! per multiple of a base number of iterations (`loop-1x` … `loop-8x`) whose serialize and
//! deserialize each run [`spin`] for `multiple × base` iterations besides a fixed amount of
//! work (an 8-byte encoding). A harness that measures what it is given must report those
//! operations in proportion to the iterations, up to that fixed part.
//!
//! Shared by the timing check (`examples/harness_check/main.rs`, run by
//! scripts/harness-check.sh) and the instruction-count test (`tests/harness.rs`).

use bencher::adapter::{Bench, BenchResult, Cases, CrateMeta};
use bencher::engine::{visit_crate, DatasetError, Session, Suite};
use std::hint::black_box;

/// The multiples of the base, one crate each.
pub const MULTIPLES: [u64; 4] = [1, 2, 4, 8];

/// The only dataset.
pub const DATASET: &str = "work";

/// The crates, in [`MULTIPLES`] order.
const CRATES: [CrateMeta; 4] = [
    meta("loop-1x"),
    meta("loop-2x"),
    meta("loop-4x"),
    meta("loop-8x"),
];

const fn meta(id: &'static str) -> CrateMeta {
    CrateMeta {
        id,
        name: id,
        version: "0.0.0",
        family: "synthetic",
        zero_copy: false,
        variants: &[],
    }
}

/// The crate id of `multiple`.
pub fn crate_id(multiple: u64) -> &'static str {
    let index = MULTIPLES.iter().position(|&m| m == multiple);
    CRATES[index.expect("one of MULTIPLES")].id
}

/// The dataset: the base number of iterations, which is also what every crate encodes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Work {
    /// Iterations of the `1x` crate's loop.
    pub base: u64,
}

/// `iterations` steps of a multiply-add chain. `black_box` on every step's value keeps the
/// compiler from folding, vectorizing or removing the loop: each step is the same
/// instructions, so the work is exactly proportional to `iterations`.
#[inline(never)]
pub fn spin(iterations: u64) -> u64 {
    let mut acc = 0u64;
    for i in 0..black_box(iterations) {
        acc = black_box(acc.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(i));
    }
    acc
}

/// A crate whose operations spin `multiple × base` iterations.
struct Loop {
    multiple: u64,
}

fn decode(bytes: &[u8]) -> BenchResult<Work> {
    let base = bytes.try_into().map(u64::from_le_bytes)?;
    Ok(Work { base })
}

impl Bench<Work> for Loop {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Work>) {
        let multiple = self.multiple;
        cases.serialize(None, move |work, out| {
            black_box(spin(multiple * work.base));
            out.extend_from_slice(&work.base.to_le_bytes());
            Ok(())
        });
        cases.deserialize_with(
            None,
            move |bytes| {
                let work = decode(bytes)?;
                Ok(spin(multiple * work.base))
            },
            decode,
        );
    }
}

/// The suite: [`DATASET`] with `base` iterations, and a crate per multiple.
pub struct Synthetic {
    work: Work,
    loops: Vec<Loop>,
}

impl Synthetic {
    /// The suite of `base` iterations for the `1x` crate.
    pub fn new(base: u64) -> Self {
        Self {
            work: Work { base },
            loops: MULTIPLES
                .iter()
                .map(|&multiple| Loop { multiple })
                .collect(),
        }
    }
}

impl Suite for Synthetic {
    fn crates(&self) -> Vec<CrateMeta> {
        CRATES.to_vec()
    }

    fn datasets(&self) -> Vec<&'static str> {
        vec![DATASET]
    }

    fn visit<'s>(
        &'s self,
        dataset: &str,
        crate_ids: &[&str],
        session: &mut Session<'s>,
    ) -> Result<(), DatasetError> {
        for id in crate_ids {
            let index = CRATES
                .iter()
                .position(|c| c.id == *id)
                .ok_or_else(|| DatasetError::UnknownCrate((*id).to_owned()))?;
            let bench: &dyn Bench<Work> = &self.loops[index];
            visit_crate(session, dataset, &CRATES[index], bench, &self.work);
        }
        Ok(())
    }
}
