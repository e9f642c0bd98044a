//! Shared model of the serialization benchmark.
//!
//! * [`results`]: the versioned results file written by the bencher, one per run.
//! * [`manifest`]: `benchmark_results/index.json`, the list of runs.
//! * [`datasets`]: dataset names, descriptions and messages per item.
//!
//! This crate is pure: no I/O beyond parsing bytes, no native- or wasm-only dependencies, so
//! the bencher and the site share it unchanged.

pub mod datasets;
pub mod manifest;
pub mod results;

pub use datasets::{dataset, DatasetInfo, DATASETS};
pub use manifest::{Manifest, ManifestEntry};
pub use results::*;
