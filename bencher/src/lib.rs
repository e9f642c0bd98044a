//! The bencher library: datasets, crate adapters, the measurement engine and the reports.
//! `main.rs` is only the command line on top of it.
//!
//! The datasets, the adapters, the codecs and the engine's measuring also build for
//! `wasm32-unknown-unknown` (`bencher-wasm/` runs them there, in a browser); instruction
//! counts, profiles, the reports and the command line are native.

#![warn(missing_docs)]

pub mod adapter;
pub mod alloc;
#[cfg(not(target_arch = "wasm32"))]
pub mod callgrind;
#[cfg(not(target_arch = "wasm32"))]
pub mod code_size;
pub mod codecs;
pub mod crates;
pub mod datasets;
pub mod engine;
pub mod environment;
pub mod generated;
#[cfg(not(target_arch = "wasm32"))]
pub mod merge;
#[cfg(not(target_arch = "wasm32"))]
pub mod output;
#[cfg(not(target_arch = "wasm32"))]
pub mod report;
#[cfg(not(target_arch = "wasm32"))]
pub mod wasm_run;
