//! `bencher`: runs every serialization crate on the datasets and writes result files.

mod adapter;

fn main() {}
