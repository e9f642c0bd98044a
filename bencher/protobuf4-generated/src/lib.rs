//! Google's protobuf 4 (upb kernel) message types for bencher's datasets, generated from
//! `bencher/schemas/*.proto` by `cargo run -p codegen -- protobuf4`.
//!
//! A crate of its own because the generated code refers to its runtime as `::protobuf`, which
//! in `bencher` is rust-protobuf 3: here it is protobuf 4.

mod generated;

pub use generated::*;
