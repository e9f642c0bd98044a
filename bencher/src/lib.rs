//! The bencher library: datasets, crate adapters, the measurement engine and the reports.
//! `main.rs` is only the command line on top of it.

#![warn(missing_docs)]

pub mod adapter;
pub mod alloc;
pub mod callgrind;
pub mod codecs;
pub mod crates;
pub mod datasets;
pub mod engine;
pub mod environment;
pub mod generated;
pub mod merge;
pub mod output;
pub mod report;
