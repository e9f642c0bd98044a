//! The native timer: criterion, used as a library (see [`super`]).

use super::common::{CriterionSettings, EstimateError, MeasureError};
use crate::adapter::BenchResult;
use crate::engine::panics;
use criterion::Criterion;
use schema::Timing;
use serde::Deserialize;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Times routines with criterion.
pub struct Timer {
    criterion: Criterion,
    directory: tempfile::TempDir,
    log: File,
    next_id: u64,
}

impl Timer {
    /// A timer writing criterion's files into a fresh temporary directory.
    pub fn new(settings: &CriterionSettings) -> std::io::Result<Self> {
        let directory = tempfile::Builder::new()
            .prefix("bencher-criterion-")
            .tempdir()?;
        let log = File::create(directory.path().join("criterion.log"))?;
        // Criterion warns on stderr about some settings (e.g. few resamples); into the log.
        let _quiet = Quiet::new(&log);
        let criterion = Criterion::default()
            .output_directory(directory.path())
            .without_plots()
            .with_output_color(false)
            .warm_up_time(settings.warm_up)
            .measurement_time(settings.measurement)
            .sample_size(settings.sample_size)
            .nresamples(settings.resamples)
            .confidence_level(0.95);
        Ok(Self {
            criterion,
            directory,
            log,
            next_id: 0,
        })
    }

    /// Where criterion's console report goes.
    pub fn log_path(&self) -> PathBuf {
        self.directory.path().join("criterion.log")
    }

    /// Measures `routine` (criterion's `iter_custom` shape: run `iters` times, return the time
    /// taken). An error or panic in the routine ends the measurement and is returned.
    pub fn time(
        &mut self,
        routine: &mut dyn FnMut(u64) -> BenchResult<Duration>,
    ) -> Result<Timing, MeasureError> {
        // Our own ids: unique, short and file-name safe, so criterion's directory is known.
        let id = format!("m{:06}", self.next_id);
        self.next_id += 1;

        let mut error = None;
        let outcome = {
            let _quiet = Quiet::new(&self.log);
            let criterion = &mut self.criterion;
            panics::catch(|| {
                criterion.bench_function(&id, |b| {
                    b.iter_custom(|iters| match routine(iters) {
                        Ok(elapsed) => elapsed,
                        Err(e) => {
                            error = Some(e);
                            // Leave criterion's sampling loop at once; caught just above.
                            std::panic::resume_unwind(Box::new(panics::Abort))
                        }
                    })
                });
            })
        };
        match (outcome, error) {
            (_, Some(e)) => Err(MeasureError::Failed(e)),
            (Err(message), None) => Err(MeasureError::Panicked(message)),
            (Ok(()), None) => {
                read_mean(&self.directory.path().join(&id)).map_err(MeasureError::Estimates)
            }
        }
    }
}

/// The subset of criterion's `estimates.json` this timer reads.
#[derive(Deserialize)]
struct Estimates {
    mean: Estimate,
}

#[derive(Deserialize)]
struct Estimate {
    point_estimate: f64,
    confidence_interval: ConfidenceInterval,
}

#[derive(Deserialize)]
struct ConfidenceInterval {
    lower_bound: f64,
    upper_bound: f64,
}

/// Reads the mean and its bounds (ns) from a benchmark's `new/estimates.json`.
fn read_mean(benchmark_dir: &Path) -> Result<Timing, EstimateError> {
    let path = benchmark_dir.join("new").join("estimates.json");
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(source) => return Err(EstimateError::Read { path, source }),
    };
    let estimates: Estimates = match serde_json::from_slice(&bytes) {
        Ok(estimates) => estimates,
        Err(source) => return Err(EstimateError::Parse { path, source }),
    };
    let mean = estimates.mean;
    let values = [
        mean.point_estimate,
        mean.confidence_interval.lower_bound,
        mean.confidence_interval.upper_bound,
    ];
    if values.iter().any(|v| !v.is_finite() || *v < 0.0) {
        return Err(EstimateError::Invalid { path });
    }
    Ok(Timing::bounded(
        mean.point_estimate,
        mean.confidence_interval.lower_bound,
        mean.confidence_interval.upper_bound,
    ))
}

/// While alive, the process's stdout and stderr go to a log file (criterion writes its
/// console report to both). Silently does nothing if redirection is unavailable (another
/// redirection is active, or the descriptors cannot be duplicated): the measurement matters
/// more than a tidy console.
pub struct Quiet {
    _redirects: Option<(gag::Redirect<File>, gag::Redirect<File>)>,
}

impl Quiet {
    /// Redirects stdout and stderr to `log` until dropped.
    pub fn new(log: &File) -> Self {
        use std::io::Write;
        // Anything buffered belongs to the console, not to the log.
        let _ = std::io::stdout().flush();
        let redirects = (|| {
            let out = gag::Redirect::stdout(log.try_clone().ok()?).ok()?;
            let err = gag::Redirect::stderr(log.try_clone().ok()?).ok()?;
            Some((out, err))
        })();
        Self {
            _redirects: redirects,
        }
    }
}

impl Drop for Quiet {
    fn drop(&mut self) {
        use std::io::Write;
        // Criterion's buffered output goes to the log before stdout is restored.
        let _ = std::io::stdout().flush();
    }
}
