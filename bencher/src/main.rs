//! `bencher`: runs every serialization crate on the datasets and writes result files.

fn main() {}
