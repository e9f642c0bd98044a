//! `bencher`: runs every serialization crate on the datasets and writes result files.
//! The command line lives in `cli.rs`; everything it drives is in the library.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

/// Counts allocations per operation (off, and nearly free, outside the counted runs).
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: bencher::alloc::CountingAllocator = bencher::alloc::CountingAllocator;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main(&bencher::engine::registry::RegistrySuite::new())
}

/// The command line is native; in wasm the crates run through `bencher-wasm`.
#[cfg(target_arch = "wasm32")]
fn main() {}
