//! Timing one case: with criterion natively (`timer/native.rs`), with the sampler in wasm
//! (`timer/browser.rs`), where criterion cannot run.
//!
//! Natively, each measurement is a `bench_function` + `iter_custom` over the case's own timing
//! loop, so criterion chooses the iteration counts, warms up, samples and bootstraps the
//! confidence interval. The figure kept is criterion's **mean** time per iteration with its
//! confidence bounds, read back from the `estimates.json` criterion writes under an output
//! directory this timer owns (a temporary directory, removed when the timer is dropped). The
//! mean is used rather than the slope because criterion only computes a slope in linear
//! sampling mode and switches long benchmarks to flat sampling; the mean exists for every
//! benchmark, so every figure is the same statistic.
//!
//! Criterion prints a report per benchmark; [`Quiet`] sends it to a log file while a
//! measurement runs so the progress bar stays readable.

#[cfg(target_arch = "wasm32")]
mod browser;
mod common;
#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
pub use browser::Timer;
pub use common::{CriterionSettings, EstimateError, MeasureError};
#[cfg(not(target_arch = "wasm32"))]
pub use native::{Quiet, Timer};
