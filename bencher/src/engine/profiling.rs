//! `bencher profile`: a flamegraph of one crate × dataset × operation.
//!
//! The case runs exactly as the engine times it (same prepared input, same monomorphized loop,
//! same round-trip checks first), in batches, for a fixed time while `pprof` samples the stack
//! at a fixed frequency. The flamegraph SVG is written atomically. See `docs/profiling.md`.

use crate::adapter::{BenchError, Case};
use crate::engine::measure::label;
use crate::engine::prepare::{prepare, ReaderLoop};
use crate::output::{write_atomic, OutputError};
use schema::Operation;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What to profile and where to write the flamegraph.
#[derive(Clone, Debug)]
pub struct ProfileRequest {
    /// The operation.
    pub operation: Operation,
    /// The variant; `None` = the primary figure.
    pub variant: Option<String>,
    /// How long to run the operation while sampling.
    pub duration: Duration,
    /// Run exactly this many times instead (repeatable counts for callgrind).
    pub runs: Option<u64>,
    /// Samples per second.
    pub frequency: i32,
    /// The SVG to write; `None` runs the operation without sampling, for an external
    /// profiler (`perf record`, `valgrind --tool=callgrind`) watching the process.
    pub output: Option<PathBuf>,
}

/// What a profile produced.
#[derive(Clone, Debug)]
pub struct ProfileReport {
    /// The SVG written, if any.
    pub output: Option<PathBuf>,
    /// Runs of the operation while sampling.
    pub runs: u64,
    /// Stack samples taken.
    pub samples: u64,
}

/// Why a case could not be profiled.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    /// The crate has no case of this operation and variant on the dataset.
    #[error("this crate has no {wanted} case on this dataset; it has: {}", available.join(", "))]
    NoSuchCase {
        /// The case asked for (`serialize`, `deserialize (variant)`).
        wanted: String,
        /// The cases the crate has.
        available: Vec<String>,
    },
    /// The case failed the checks made before timing (round trips).
    #[error("{wanted} failed its checks: {}", reasons.join("; "))]
    FailedChecks {
        /// The case.
        wanted: String,
        /// What each check found (`operation: message`).
        reasons: Vec<String>,
    },
    /// The case returned an error while profiled.
    #[error("{wanted} failed: {error}")]
    Failed {
        /// The case.
        wanted: String,
        /// Its error.
        error: BenchError,
    },
    /// The sampling profiler could not start.
    #[error("cannot start the profiler: {0}")]
    Start(pprof::Error),
    /// The samples could not be turned into a report.
    #[error("cannot build the profile: {0}")]
    Report(pprof::Error),
    /// The flamegraph could not be drawn.
    #[error("cannot draw the flamegraph: {0}")]
    Draw(pprof::Error),
    /// The flamegraph could not be written.
    #[error(transparent)]
    Write(#[from] OutputError),
}

/// Prepares `cases` on `data`, then profiles the one case `request` names.
pub fn profile<T: PartialEq>(
    cases: Vec<Case<'_, T>>,
    data: &T,
    request: &ProfileRequest,
) -> Result<ProfileReport, ProfileError> {
    let variant = request.variant.as_deref();
    let wanted = label(request.operation, variant);
    let available: Vec<String> = cases
        .iter()
        .map(|c| label(c.kind.operation(), c.variant))
        .collect();
    let mut prepared = prepare(cases, data);
    if prepared_lacks(&prepared, request) {
        if !available.contains(&wanted) {
            return Err(not_found(&wanted, &available));
        }
        let reasons: Vec<String> = prepared
            .problems
            .iter()
            .map(|p| format!("{}: {}", p.operation, p.message))
            .collect();
        return Err(ProfileError::FailedChecks { wanted, reasons });
    }

    // One routine with criterion's iter_custom shape, whichever kind of case it is.
    let mut routine: Box<dyn FnMut(u64) -> crate::adapter::BenchResult<Duration> + '_> =
        if request.operation == Operation::Serialize {
            let Some(s) = prepared
                .serialized
                .iter_mut()
                .find(|s| s.variant == variant)
            else {
                return Err(not_found(&wanted, &available));
            };
            let mut buffer = Vec::with_capacity(s.bytes.as_slice().len());
            let run = &mut s.run;
            Box::new(move |iters| run(&mut buffer, iters))
        } else {
            let Some(reader) = prepared
                .readers
                .iter_mut()
                .find(|r| r.operation == request.operation && r.variant == variant)
            else {
                return Err(not_found(&wanted, &available));
            };
            let mut input = prepared.serialized[reader.input].bytes.clone();
            match &mut reader.run {
                ReaderLoop::Read(run) => Box::new(move |iters| run(input.as_slice(), iters)),
                ReaderLoop::Update(run) => Box::new(move |iters| run(input.as_mut_slice(), iters)),
            }
        };

    // Batches of about 10 ms keep the loop overhead out of the profile.
    let failed = |error| ProfileError::Failed {
        wanted: wanted.clone(),
        error,
    };
    let one = routine(1).map_err(failed)?;
    let batch =
        (Duration::from_millis(10).as_nanos() / one.as_nanos().max(1)).clamp(1, 1 << 24) as u64;

    let guard = match &request.output {
        Some(_) => Some(
            pprof::ProfilerGuardBuilder::default()
                .frequency(request.frequency)
                .blocklist(&["libc", "libgcc", "pthread", "vdso"])
                .build()
                .map_err(ProfileError::Start)?,
        ),
        None => None,
    };
    let mut runs = 0;
    let mut run = |iters: u64| {
        routine(iters).map_err(failed)?;
        runs += iters;
        Ok::<_, ProfileError>(())
    };
    match request.runs {
        Some(total) => {
            for done in (0..total).step_by(batch as usize) {
                run(batch.min(total - done))?;
            }
        }
        None => {
            let start = Instant::now();
            while start.elapsed() < request.duration {
                run(batch)?;
            }
        }
    }
    let (Some(guard), Some(output)) = (guard, &request.output) else {
        return Ok(ProfileReport {
            output: None,
            runs,
            samples: 0,
        });
    };
    let report = guard.report().build().map_err(ProfileError::Report)?;
    let samples = report.data.values().map(|&n| n.max(0) as u64).sum();
    let mut svg = Vec::new();
    report.flamegraph(&mut svg).map_err(ProfileError::Draw)?;
    write_atomic(output, &svg)?;
    Ok(ProfileReport {
        output: Some(output.clone()),
        runs,
        samples,
    })
}

/// Whether the requested case was dropped by the checks.
fn prepared_lacks(
    prepared: &crate::engine::prepare::Prepared<'_>,
    request: &ProfileRequest,
) -> bool {
    let variant = request.variant.as_deref();
    if request.operation == Operation::Serialize {
        !prepared.serialized.iter().any(|s| s.variant == variant)
    } else {
        !prepared
            .readers
            .iter()
            .any(|r| r.operation == request.operation && r.variant == variant)
    }
}

fn not_found(wanted: &str, available: &[String]) -> ProfileError {
    ProfileError::NoSuchCase {
        wanted: wanted.to_owned(),
        available: available.to_vec(),
    }
}
