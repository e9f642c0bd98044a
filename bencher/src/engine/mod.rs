//! The measurement engine: runs crates on datasets and produces a [`schema::ResultsFile`].
//!
//! * [`prepare`]: serialize once, round-trip checks, aligned inputs.
//! * [`measure`]: sizes, criterion timings, allocations, codecs of one crate on one dataset.
//! * [`timer`]: criterion used as a library (estimates read from its `estimates.json`).
//! * [`sampler`]: repeated measurement for codecs.
//! * [`iterations`]: the C++ suite's fixed-iteration mode.
//! * [`instructions`]: instruction counts under callgrind (`--instructions`).
//! * [`run`](mod@run): selection, sharding, progress, and the results file of a whole run.
//! * [`merge`]: union of shard result files.
//!
//! The engine knows crates and datasets only through [`Suite`], so it is tested on toy
//! adapters and never depends on any particular serialization crate.

pub mod instructions;
pub mod iterations;
pub mod measure;
pub mod merge;
pub mod panics;
pub mod prepare;
pub mod registry;
pub mod run;
pub mod sampler;
pub mod timer;

use crate::adapter::{Bench, CrateMeta};
use sampler::SamplerSettings;
use std::time::Duration;
use timer::CriterionSettings;

pub use run::{run, Progress, RunOptions, RunOutcome, Session};

/// Where the engine gets its crates and datasets from (the registry, or a test's toy suite).
pub trait Suite {
    /// Every crate available, in display order.
    fn crates(&self) -> Vec<CrateMeta>;

    /// Every dataset name, in display order.
    fn datasets(&self) -> Vec<&'static str>;

    /// Generates `dataset` and calls [`Session::run_crate`] once for each of `crate_ids` (in
    /// that order) with that crate's adapter. An error means the dataset itself could not be
    /// produced; it is recorded against every crate of the call.
    fn visit(
        &self,
        dataset: &str,
        crate_ids: &[&str],
        session: &mut Session<'_>,
    ) -> Result<(), String>;
}

/// Hands `session` one crate's adapter on one dataset: the helper a [`Suite::visit`] calls.
pub fn visit_crate<T: PartialEq>(
    session: &mut Session<'_>,
    dataset: &str,
    meta: &CrateMeta,
    bench: &dyn Bench<T>,
    data: &T,
) {
    session.run_crate(dataset, meta, bench, data);
}

/// How hard a run measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileKind {
    /// The default: every crate on every dataset in about a quarter of an hour on two cores.
    Quick,
    /// Publication precision: criterion's defaults.
    Full,
    /// Seconds for a whole run; for tests of the machinery only (figures are meaningless).
    Smoke,
}

impl ProfileKind {
    /// Criterion and sampler settings.
    pub fn settings(self) -> measure::MeasureSettings {
        let ms = Duration::from_millis;
        match self {
            // 10 samples over 0.2 s after 0.1 s of warm-up: ~0.35 s per timing, so that ~45
            // crates × 5 datasets × (2–4 operations) stay near ten minutes of measuring.
            ProfileKind::Quick => measure::MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(100),
                    measurement: ms(200),
                    sample_size: 10,
                    resamples: 1000,
                },
                // Codecs: fast ones sample for 0.1 s; a codec taking seconds on a big buffer
                // (libflate on mesh) runs exactly twice, the least that gives bounds.
                codecs: SamplerSettings {
                    min_samples: 2,
                    max_samples: 30,
                    target: ms(100),
                    min_sample: ms(2),
                },
            },
            // Criterion's own defaults.
            ProfileKind::Full => measure::MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(3000),
                    measurement: ms(5000),
                    sample_size: 100,
                    resamples: 100_000,
                },
                codecs: SamplerSettings {
                    min_samples: 10,
                    max_samples: 1000,
                    target: ms(2000),
                    min_sample: ms(10),
                },
            },
            ProfileKind::Smoke => measure::MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(1),
                    measurement: ms(5),
                    sample_size: 10,
                    resamples: 1000,
                },
                codecs: SamplerSettings {
                    min_samples: 2,
                    max_samples: 2,
                    target: Duration::ZERO,
                    min_sample: Duration::ZERO,
                },
            },
        }
    }

    /// The profile as result files record it (a smoke run records none: its figures are not
    /// measurements anyone should compare).
    pub fn recorded(self) -> Option<schema::Profile> {
        match self {
            ProfileKind::Quick => Some(schema::Profile::Quick),
            ProfileKind::Full => Some(schema::Profile::Full),
            ProfileKind::Smoke => None,
        }
    }
}

/// Median over every timing with bounds of (upper − lower) / 2 / estimate.
pub fn median_relative_ci_half_width(results: &schema::ResultsFile) -> Option<f64> {
    let mut widths: Vec<f64> = Vec::new();
    let mut push = |t: &schema::Timing| {
        if let (Some(lower), Some(upper)) = (t.lower_ns, t.upper_ns) {
            if t.estimate_ns > 0.0 {
                widths.push((upper - lower) / 2.0 / t.estimate_ns);
            }
        }
    };
    for dataset in results.datasets.values() {
        for crate_results in dataset.crates.values() {
            for timings in crate_results.operations.values() {
                timings.iter().for_each(|(_, t)| push(t));
            }
            for figures in crate_results.codecs.values() {
                for (_, f) in figures.iter() {
                    f.compress
                        .iter()
                        .chain(f.decompress.iter())
                        .for_each(&mut push);
                }
            }
        }
    }
    widths.retain(|w| w.is_finite());
    schema::stats::median(widths)
}

#[cfg(test)]
mod tests;
