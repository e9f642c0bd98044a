//! The bencher library: datasets, crate adapters, the measurement engine and the reports.
//! `main.rs` is only the command line on top of it.
//!
//! The datasets, the adapters and the codecs also build for `wasm32-unknown-unknown`
//! (`bencher-wasm/` runs them there); the engine, the reports and the command line are native.

#![warn(missing_docs)]

pub mod adapter;
#[cfg(not(target_arch = "wasm32"))]
pub mod alloc;
#[cfg(not(target_arch = "wasm32"))]
pub mod callgrind;
#[cfg(not(target_arch = "wasm32"))]
pub mod code_size;
pub mod codecs;
pub mod crates;
pub mod datasets;
#[cfg(not(target_arch = "wasm32"))]
pub mod engine;
#[cfg(not(target_arch = "wasm32"))]
pub mod environment;
pub mod generated;
#[cfg(not(target_arch = "wasm32"))]
pub mod merge;
#[cfg(not(target_arch = "wasm32"))]
pub mod output;
#[cfg(not(target_arch = "wasm32"))]
pub mod report;
