//! The bencher's datasets, crate adapters and measuring engine in WebAssembly.
//!
//! Built for `wasm32-unknown-unknown` by `scripts/build-wasm-bench.sh` (stable toolchain, the
//! same crates and features as the native bencher, minus those that cannot build there:
//! `bencher/Cargo.toml` lists them). The same functions build natively, so a test can compare
//! what both produce (`tests/same_output.rs`). [`run`] measures a run in the browser that
//! loads the module ([`run::run_json`], driven by `bencher run --wasm`).

#![warn(missing_docs)]

pub mod run;

/// Counts allocations in wasm as the native bencher does (its binary installs the same one).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: bencher::alloc::CountingAllocator = bencher::alloc::CountingAllocator;

use bencher::adapter::{Bench, CaseKind};
use bencher::codecs;
use bencher::crates::{cases, registry, visit_all, Visit};
use bencher::datasets::{AllData, Dataset};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One serialize case's output: its length and a digest of its bytes, or why it failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Output {
    /// The serialized bytes: how many, and their 64-bit FNV-1a digest.
    Bytes {
        /// Length in bytes.
        len: u64,
        /// FNV-1a digest of the bytes.
        digest: u64,
    },
    /// The case returned an error (its message).
    Failed(String),
}

impl Output {
    fn of(bytes: &[u8]) -> Self {
        Self::Bytes {
            len: bytes.len() as u64,
            digest: fnv1a(bytes),
        }
    }
}

/// What [`serialize_outputs`] describes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outputs {
    /// Every serialize case's output: dataset → crate id → variant ("" = the primary) → output.
    pub serialized: BTreeMap<String, BTreeMap<String, BTreeMap<String, Output>>>,
    /// The first crate's primary output on each dataset compressed with every codec: dataset →
    /// codec → output. The codecs' outputs depend only on their input, which the serialized
    /// outputs compare for every crate.
    pub compressed: BTreeMap<String, BTreeMap<String, Output>>,
}

/// Serializes every dataset once with every crate compiled in and describes each output,
/// and compresses the first crate's with every codec.
pub fn serialize_outputs() -> Outputs {
    let data = AllData::generate();
    let mut collector = Collector {
        crate_id: "",
        outputs: Outputs::default(),
    };
    for adapter in registry() {
        collector.crate_id = adapter.meta().id;
        visit_all(adapter, &data, &mut collector);
    }
    collector.outputs
}

/// [`serialize_outputs`] as JSON, for the wasm module's callers.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
pub fn serialize_outputs_json() -> String {
    serde_json::to_string(&serialize_outputs()).expect("outputs serialize")
}

struct Collector {
    crate_id: &'static str,
    outputs: Outputs,
}

impl<'a> Visit<'a> for Collector {
    fn visit<T: Dataset>(&mut self, bench: &'a dyn Bench<T>, data: &'a T) {
        let dataset = T::INFO.name;
        let mut by_variant = BTreeMap::new();
        for mut case in cases(bench, data) {
            if let CaseKind::Serialize(run) = &mut case.kind {
                let mut buffer = Vec::new();
                let output = match run(&mut buffer, 1) {
                    Ok(_) => Output::of(&buffer),
                    Err(error) => Output::Failed(error.to_string()),
                };
                if case.variant.is_none()
                    && matches!(output, Output::Bytes { .. })
                    && !self.outputs.compressed.contains_key(dataset)
                {
                    self.outputs
                        .compressed
                        .insert(dataset.to_owned(), compressed(&buffer));
                }
                by_variant.insert(case.variant.unwrap_or("").to_owned(), output);
            }
        }
        if !by_variant.is_empty() {
            self.outputs
                .serialized
                .entry(dataset.to_owned())
                .or_default()
                .insert(self.crate_id.to_owned(), by_variant);
        }
    }
}

/// `bytes` compressed with every codec: codec name → output.
fn compressed(bytes: &[u8]) -> BTreeMap<String, Output> {
    schema::Codec::ALL
        .into_iter()
        .map(|codec| {
            let output = match codecs::compress(codec, bytes) {
                Ok(compressed) => Output::of(&compressed),
                Err(error) => Output::Failed(error.to_string()),
            };
            (codec.name().to_owned(), output)
        })
        .collect()
}

/// 64-bit FNV-1a: a fixed, dependency-free digest (the same in wasm and natively).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_its_published_test_vectors() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
