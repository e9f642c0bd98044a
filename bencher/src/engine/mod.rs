//! The measurement engine: runs crates on datasets and produces a [`schema::ResultsFile`].
//!
//! * [`prepare`]: serialize once, round-trip checks, aligned inputs.
//! * [`measure`]: sizes, allocations, codec outputs of one crate on one dataset, and each of
//!   its timings (criterion, or the sampler for codecs).
//! * [`rounds`]: every timing of a run in interleaved, shuffled rounds, and the figure from
//!   them.
//! * [`timer`]: criterion used as a library (estimates read from its `estimates.json`).
//! * [`sampler`]: repeated measurement for codecs.
//! * [`iterations`]: the C++ suite's fixed-iteration mode.
//! * [`instructions`]: instruction counts under callgrind (`--instructions`).
//! * [`run`](mod@run): selection, progress, and the results file of a whole run.
//! * [`shard`]: `--shard K/N`, a run's share of the datasets.
//! * [`merge`]: union of shard result files, each dataset's machine recorded.
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
pub mod rounds;
pub mod run;
pub mod sampler;
pub mod shard;
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
    /// The adapters and the data must live as long as the session (`'s`): the session keeps
    /// every crate's cases until its rounds have timed them all.
    fn visit<'s>(
        &'s self,
        dataset: &str,
        crate_ids: &[&str],
        session: &mut Session<'s>,
    ) -> Result<(), String>;
}

/// Hands `session` one crate's adapter on one dataset: the helper a [`Suite::visit`] calls.
pub fn visit_crate<'s, T: PartialEq>(
    session: &mut Session<'s>,
    dataset: &str,
    meta: &CrateMeta,
    bench: &'s dyn Bench<T>,
    data: &'s T,
) {
    session.run_crate(dataset, meta, bench, data);
}

/// How hard a run measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileKind {
    /// The default: every crate on every dataset, three rounds, within 20 minutes on two cores.
    Quick,
    /// Publication precision: five rounds of longer measurements (hours for the suite).
    Full,
    /// Seconds for a whole run; for tests of the machinery only (figures are meaningless).
    Smoke,
}

impl ProfileKind {
    /// Criterion and sampler settings.
    pub fn settings(self) -> measure::MeasureSettings {
        let ms = Duration::from_millis;
        match self {
            // Per round, 10 samples over 0.1 s after 0.05 s of warm-up, and 20 ms of codec
            // samples: three rounds of ~45 crates × 5 datasets (~840 operation timings and
            // ~2,600 codec timings) stay within 20 minutes on two cores. Slow codecs on big
            // buffers (zlib and brotli compressing mesh: about a second a run) cost most of
            // that: they run once per round, whatever the target.
            ProfileKind::Quick => measure::MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(50),
                    measurement: ms(100),
                    sample_size: 10,
                    resamples: 1000,
                },
                codecs: SamplerSettings {
                    min_samples: 1,
                    max_samples: 30,
                    target: ms(20),
                    min_sample: ms(2),
                },
            },
            // Per round, a sixth of criterion's default time and half its samples; five
            // rounds take 0.8 of its time per timing, spent where it counts: on the
            // spread between rounds.
            ProfileKind::Full => measure::MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(300),
                    measurement: ms(1000),
                    sample_size: 50,
                    resamples: 100_000,
                },
                codecs: SamplerSettings {
                    min_samples: 3,
                    max_samples: 300,
                    target: ms(300),
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

    /// Rounds of timings a run of this profile makes (see [`rounds`]).
    pub fn rounds(self) -> u32 {
        match self {
            ProfileKind::Quick => 3,
            ProfileKind::Full => 5,
            // Two, so the machinery's tests go through the rounds' median and interval.
            ProfileKind::Smoke => 2,
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
    let mut push = |t: &schema::Timing| widths.extend(schema::display::timing_half_width(t));
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
