//! The bencher library: datasets, crate adapters, the measurement engine and the reports.
//! `main.rs` is only the command line on top of it.
//!
//! The datasets, the adapters, the codecs and the engine's measuring also build for
//! `wasm32-unknown-unknown` (`bencher-wasm/` runs them there, in a browser); instruction
//! counts, profiles, the reports and the command line are native.

#![warn(missing_docs)]

/// Items built only natively, each under `#[cfg(not(target_arch = "wasm32"))]`: what a
/// browser cannot run (processes, files, valgrind, criterion) or has no use for.
macro_rules! native_only {
    ($($item:item)*) => {
        $(
            #[cfg(not(target_arch = "wasm32"))]
            $item
        )*
    };
}

pub mod adapter;
pub mod alloc;
pub mod codecs;
pub mod crates;
pub mod datasets;
pub mod engine;
pub mod environment;
pub mod generated;

native_only! {
    pub mod callgrind;
    pub mod code_size;
    pub mod merge;
    pub mod output;
    pub mod report;
    pub mod wasm_run;
}
