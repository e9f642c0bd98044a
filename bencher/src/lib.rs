//! The bencher library: datasets, crate adapters, the measurement engine and the reports.
//! `main.rs` is only the command line on top of it.

pub mod adapter;
pub mod crates;
pub mod datasets;
pub mod generated;
pub mod report;
