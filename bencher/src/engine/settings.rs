//! How hard a run measures ([`ProfileKind`]): criterion's and the sampler's settings per
//! round, and how many rounds.

use crate::engine::measure::MeasureSettings;
use crate::engine::sampler::SamplerSettings;
use crate::engine::timer::CriterionSettings;
use std::time::Duration;

/// How hard a run measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileKind {
    /// The default: every crate on every dataset, three rounds, in 20-40 minutes on two cores
    /// (docs/methodology.md: the VM's speed sets most of it).
    Quick,
    /// Publication precision: five rounds of longer measurements (hours for the suite).
    Full,
    /// Seconds for a whole run; for tests of the machinery only (figures are meaningless).
    Smoke,
}

impl ProfileKind {
    /// Criterion and sampler settings.
    pub fn settings(self) -> MeasureSettings {
        let ms = Duration::from_millis;
        match self {
            // Per round, 10 samples over 0.1 s after 0.05 s of warm-up, and 20 ms of codec
            // samples: three rounds of every crate on every dataset (~900 operation timings
            // and ~1,900 codec timings, crates with the same bytes sharing one) take 20
            // minutes on a 2-core VM, up to 38 when it runs slower (docs/methodology.md). Slow
            // codecs on big buffers (zlib and brotli compressing mesh: about a second a call)
            // cost most of that: they run once per round, whatever the target.
            ProfileKind::Quick => MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(50),
                    measurement: ms(100),
                    sample_size: 10,
                    resamples: 1000,
                },
                // Over 10 ms a call: three calls, or 0.1 s of them.
                slow_operations: SamplerSettings {
                    min_samples: 3,
                    max_samples: 10,
                    target: ms(100),
                    min_sample: ms(10),
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
            ProfileKind::Full => MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(300),
                    measurement: ms(1000),
                    sample_size: 50,
                    resamples: 100_000,
                },
                // Over 20 ms a call: five calls, or a second of them.
                slow_operations: SamplerSettings {
                    min_samples: 5,
                    max_samples: 50,
                    target: ms(1000),
                    min_sample: ms(20),
                },
                codecs: SamplerSettings {
                    min_samples: 3,
                    max_samples: 300,
                    target: ms(300),
                    min_sample: ms(10),
                },
            },
            ProfileKind::Smoke => MeasureSettings {
                criterion: CriterionSettings {
                    warm_up: ms(1),
                    measurement: ms(5),
                    sample_size: 10,
                    resamples: 1000,
                },
                slow_operations: SamplerSettings {
                    min_samples: 2,
                    max_samples: 2,
                    target: Duration::ZERO,
                    min_sample: Duration::ZERO,
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

    /// Rounds of timings a run of this profile makes (see [`crate::engine::rounds`]).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_are_slow_over_criterion_time_per_sample() {
        let ms = Duration::from_millis;
        assert_eq!(ProfileKind::Quick.settings().slow_operation(), ms(10));
        assert_eq!(ProfileKind::Full.settings().slow_operation(), ms(20));
    }
}
