//! `bencher`: runs every serialization crate on the datasets and writes result files.
//! The command line lives in `cli.rs`; everything it drives is in the library.

mod cli;

/// Counts allocations per operation (off, and nearly free, outside the counted runs).
#[global_allocator]
static ALLOCATOR: bencher::alloc::CountingAllocator = bencher::alloc::CountingAllocator;

fn main() -> std::process::ExitCode {
    cli::main(&bencher::engine::registry::RegistrySuite::new())
}
