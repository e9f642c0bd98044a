//! What both timers share: the profile's settings and the errors of a measurement.

use crate::adapter::BenchError;
use crate::engine::panics::Panic;
use std::path::PathBuf;
use std::time::Duration;

/// Criterion settings of one measurement profile.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CriterionSettings {
    /// Warm-up time per benchmark.
    pub warm_up: Duration,
    /// Target measurement time per benchmark.
    pub measurement: Duration,
    /// Number of samples (criterion's minimum is 10).
    pub sample_size: usize,
    /// Bootstrap resamples for the confidence interval.
    pub resamples: usize,
}

/// Why a measurement produced no figure.
#[derive(Debug, thiserror::Error)]
pub enum MeasureError {
    /// The case's loop returned an error.
    #[error("returned an error: {0}")]
    Failed(BenchError),
    /// The case panicked; the message and location.
    #[error("panicked: {0}")]
    Panicked(Panic),
    /// Criterion's estimates could not be read back.
    #[error("no criterion estimate: {0}")]
    Estimates(EstimateError),
}

/// Why criterion's estimate of a benchmark could not be read back from its `estimates.json`.
#[derive(Debug, thiserror::Error)]
pub enum EstimateError {
    /// The file could not be read.
    #[error("{}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is not the JSON criterion writes.
    #[error("{}: {source}", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// The JSON error.
        source: serde_json::Error,
    },
    /// The mean or a bound is not a finite, non-negative number of nanoseconds.
    #[error("{}: non-finite or negative estimate", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
    },
}
