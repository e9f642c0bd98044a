//! Shared model of the serialization benchmark.
//!
//! * [`results`]: the versioned results file written by the bencher, one per run.
//! * [`manifest`]: `benchmark_results/index.json`, the list of runs.
//! * [`datasets`]: dataset names, descriptions and messages per item.
//! * [`load`]: reading results (ours and, with the `upstream` feature, the upstream suite's
//!   three layouts) and the manifest from bytes, with precise errors ([`LoadError`], built on
//!   the JSON primitives of a private `json` module that depends on no loader);
//!   [`mod@validate`]: the semantic rules every loaded file meets; [`lazy`]: the same, one
//!   dataset at a time (the explorer); [`mod@write`]: the files as JSON, validated first.
//! * [`metric`]: what a figure measures ([`Metric`]) and its value ([`Figure`]), the one
//!   naming of columns for the README, the explorer, the export and the comparison.
//! * [`model`]: the throughput model (messages per second under bandwidth and CPU limits).
//! * [`display`]: figures as text for people, one rounding rule for the README, the
//!   comparison and the explorer.
//! * [`export`]: CSV views and the one-line summary.
//! * [`compare`]: run-to-run comparison of two runs' figures, with what counts as noise (the
//!   explorer's "Compare runs" and `bencher compare`).
//! * [`stats`]: the median, shared by the bencher's run summary and the comparisons.
//! * [`rank`]: ties, the one rule every ranking follows (figures whose intervals overlap
//!   share a rank, shown `=3`).
//! * [`chart`]: what the explorer's and the bencher's size/time scatters compute alike: the
//!   Pareto front and where labels go without covering each other.
//! * [`against_upstream`]: where our figures and the upstream suite's differ by definition,
//!   the notes the README's tables and the explorer's show under those columns.
//!
//! This crate is pure: no I/O beyond parsing bytes, no native- or wasm-only dependencies, so
//! the bencher and the site share it unchanged.

#![warn(missing_docs)]

pub mod against_upstream;
pub mod chart;
pub mod compare;
pub mod datasets;
pub mod display;
pub mod export;
mod json;
pub mod lazy;
pub mod load;
pub mod manifest;
pub mod metric;
pub mod model;
pub mod rank;
pub mod results;
pub mod stats;
#[cfg(feature = "upstream")]
mod upstream;
pub mod validate;
pub mod write;

pub use datasets::{dataset, DatasetInfo, DATASETS};
pub use json::LoadError;
pub use lazy::LazyResults;
pub use load::{load_manifest, load_results, load_results_lazily};
pub use manifest::{Manifest, ManifestEntry};
pub use metric::{Figure, FigureKind, Metric};
pub use results::*;
pub use validate::{is_valid_crate_name, validate};
pub use write::{manifest_to_json_pretty, to_json, WriteError};
