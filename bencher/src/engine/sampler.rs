//! A plain repeated measurement for timings that criterion would spend too long on: codec
//! compress / decompress of every serialized buffer, and operations too slow for criterion's
//! samples to fit in its measurement time.
//!
//! Each sample times a batch of runs sized so that one sample lasts at least
//! [`SamplerSettings::min_sample`]; samples are taken until both a minimum count and a target
//! time are reached (or a maximum count). The estimate is the mean time per run and the bounds
//! are its 95 % Student-t confidence interval, the same kind of figure criterion reports.
//!
//! In wasm a sample also lasts at least a hundred steps of the clock ([`min_sample_for_clock`]),
//! so that the clock's step is under 1 % of it: a browser's `performance.now()` steps by 0.1 ms.

use schema::Timing;
use std::time::Duration;
use web_time::Instant;

/// How long and how often to sample.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SamplerSettings {
    /// Fewest samples taken, whatever the time.
    pub min_samples: usize,
    /// Most samples taken, whatever the time.
    pub max_samples: usize,
    /// Keep sampling until this much time has been spent (and `min_samples` reached).
    pub target: Duration,
    /// Each sample batches enough runs to last at least this long, so the clock's resolution
    /// does not dominate fast operations.
    pub min_sample: Duration,
}

/// Measures `op`, which is run at least `min_samples + 1` times (one calibration run).
/// The first error `op` returns stops the measurement and is returned.
pub fn sample<E>(
    settings: &SamplerSettings,
    mut op: impl FnMut() -> Result<(), E>,
) -> Result<Timing, E> {
    let start = Instant::now();
    op()?;
    let first = start.elapsed();
    sample_calibrated(settings, first, op)
}

/// Like [`sample`], for a caller that already ran `op` once and timed it (`first`, perhaps
/// long before): that run sizes the batches but is not a sample, since a round of the run
/// times every case afresh.
pub fn sample_calibrated<E>(
    settings: &SamplerSettings,
    first: Duration,
    mut op: impl FnMut() -> Result<(), E>,
) -> Result<Timing, E> {
    sample_routine(settings, first, |runs| {
        let start = Instant::now();
        for _ in 0..runs {
            op()?;
        }
        Ok(start.elapsed())
    })
}

/// Like [`sample_calibrated`], for a routine that runs the operation `runs` times and returns
/// the time those runs took by its own clock (the shape of a case's timing loop, which keeps
/// its setup out of the time).
pub fn sample_routine<E>(
    settings: &SamplerSettings,
    first: Duration,
    mut routine: impl FnMut(u64) -> Result<Duration, E>,
) -> Result<Timing, E> {
    let started = Instant::now();
    let clock_floor = min_sample_for_clock();
    let batch = calibrated_batch(first, settings.min_sample, clock_floor, &mut routine)?;
    let mut per_run_ns = Vec::with_capacity(settings.min_samples);
    while per_run_ns.len() < settings.max_samples.max(1)
        && (per_run_ns.len() < settings.min_samples || started.elapsed() < settings.target)
    {
        let elapsed = routine(batch)?;
        per_run_ns.push(elapsed.as_nanos() as f64 / batch as f64);
    }
    Ok(summarize(&per_run_ns))
}

/// The shortest sample the clock allows in wasm: a hundred of its steps (10 ms in headless
/// Chromium). Natively none: std's clock steps by tens of nanoseconds, and the samples of every
/// profile that measures are far longer than a hundred of those.
pub fn min_sample_for_clock() -> Duration {
    if cfg!(target_arch = "wasm32") {
        crate::environment::clock_step() * 100
    } else {
        Duration::ZERO
    }
}

/// Runs per sample so that one sample lasts at least `min_sample` and `clock_floor`, from the
/// time of one run (`first`). A run shorter than `clock_floor` is too short for the clock to
/// time (a browser reads 0 for anything under its 0.1 ms step): doubling batches are timed
/// instead, as a warm-up, until one lasts `clock_floor`, and that batch sizes the samples.
fn calibrated_batch<E>(
    first: Duration,
    min_sample: Duration,
    clock_floor: Duration,
    routine: &mut impl FnMut(u64) -> Result<Duration, E>,
) -> Result<u64, E> {
    let min_sample = min_sample.max(clock_floor);
    if first >= clock_floor {
        return Ok(batch_size(first, min_sample));
    }
    let mut runs = 1u64;
    loop {
        let elapsed = routine(runs)?;
        if elapsed >= clock_floor || runs >= 1 << 24 {
            return Ok(batch_size(elapsed.div_f64(runs as f64), min_sample));
        }
        runs *= 2;
    }
}

/// Runs per sample so that one sample lasts at least `min_sample`.
fn batch_size(one_run: Duration, min_sample: Duration) -> u64 {
    let one = one_run.as_nanos().max(1);
    min_sample.as_nanos().div_ceil(one).clamp(1, 1 << 24) as u64
}

/// Mean and 95 % confidence bounds of per-run times.
pub fn summarize(per_run_ns: &[f64]) -> Timing {
    let n = per_run_ns.len();
    if n == 0 {
        return Timing::point(f64::NAN);
    }
    let mean = per_run_ns.iter().sum::<f64>() / n as f64;
    if n == 1 {
        return Timing::point(mean);
    }
    let variance = per_run_ns.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    let half_width = student_t_975(n - 1) * (variance / n as f64).sqrt();
    Timing::bounded(mean, (mean - half_width).max(0.0), mean + half_width)
}

/// Two-sided 95 % quantile of Student's t distribution with `df` degrees of freedom.
fn student_t_975(df: usize) -> f64 {
    const TABLE: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        0 => f64::INFINITY,
        1..=30 => TABLE[df - 1],
        31..=60 => 2.000,
        61..=120 => 1.980,
        _ => 1.960,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock that steps by 0.1 ms, as headless Chromium's, timing runs of 3 µs each.
    fn coarse_routine(calls: &mut Vec<u64>) -> impl FnMut(u64) -> Result<Duration, ()> + '_ {
        move |runs| {
            calls.push(runs);
            let step = 100_000;
            Ok(Duration::from_nanos(runs * 3_000 / step * step))
        }
    }

    #[test]
    fn a_run_shorter_than_the_clock_can_time_is_calibrated_by_doubling_batches() {
        let floor = Duration::from_millis(10);
        let mut calls = Vec::new();
        // The first run read 0 on the coarse clock: it cannot size the batches.
        let batch = calibrated_batch(
            Duration::ZERO,
            Duration::from_millis(2),
            floor,
            &mut coarse_routine(&mut calls),
        )
        .unwrap();
        // Doubling until a batch lasts 10 ms (4,096 runs of 3 µs read as 12.2 ms), then
        // samples of at least 10 ms: about 3,300 runs, not the 16.7 million a 1 ns guess asks.
        assert_eq!(calls.last(), Some(&4096));
        assert!((3_200..=3_500).contains(&batch), "{batch}");
        // A first run the clock could time sizes the batches at once.
        let mut calls = Vec::new();
        let batch = calibrated_batch(
            Duration::from_millis(20),
            Duration::from_millis(2),
            floor,
            &mut coarse_routine(&mut calls),
        )
        .unwrap();
        assert_eq!((batch, calls.len()), (1, 0));
    }

    #[test]
    fn constant_samples_have_zero_width_bounds() {
        let t = summarize(&[5.0, 5.0, 5.0]);
        assert_eq!(t.estimate_ns, 5.0);
        assert_eq!(t.lower_ns, Some(5.0));
        assert_eq!(t.upper_ns, Some(5.0));
    }

    #[test]
    fn bounds_follow_student_t() {
        // mean 2, sample sd 1, n 3: half width = 4.303 * 1 / sqrt(3).
        let t = summarize(&[1.0, 2.0, 3.0]);
        let half = 4.303 / 3f64.sqrt();
        assert!((t.estimate_ns - 2.0).abs() < 1e-12);
        assert!((t.upper_ns.unwrap() - (2.0 + half)).abs() < 1e-9);
        assert_eq!(t.lower_ns, Some(0.0)); // 2 - 2.48 clamps at zero
    }

    #[test]
    fn batches_reach_the_minimum_sample_length() {
        assert_eq!(
            batch_size(Duration::from_nanos(10), Duration::from_micros(1)),
            100
        );
        assert_eq!(
            batch_size(Duration::from_secs(1), Duration::from_micros(1)),
            1
        );
        assert_eq!(batch_size(Duration::ZERO, Duration::from_nanos(3)), 3);
    }

    #[test]
    fn sample_takes_at_least_min_samples_and_stops_at_max() {
        let settings = SamplerSettings {
            min_samples: 4,
            max_samples: 6,
            target: Duration::from_secs(3600),
            min_sample: Duration::ZERO,
        };
        let mut runs = 0;
        let timing = sample::<()>(&settings, || {
            runs += 1;
            Ok(())
        })
        .unwrap();
        // One calibrating run, then the maximum of six samples.
        assert_eq!(runs, 7);
        assert!(timing.estimate_ns >= 0.0);
    }

    #[test]
    fn the_calibrating_run_sizes_batches_but_is_not_a_sample() {
        let settings = SamplerSettings {
            min_samples: 2,
            max_samples: 10,
            target: Duration::ZERO,
            min_sample: Duration::from_millis(1),
        };
        // A slow run: one run per sample, and the given run is not one of them.
        let mut runs = 0;
        let timing = sample_calibrated::<()>(&settings, Duration::from_secs(4), || {
            runs += 1;
            Ok(())
        })
        .unwrap();
        assert_eq!(runs, 2, "two samples of one run each");
        assert!(
            timing.estimate_ns < 1e9,
            "the 4 s run is not in the mean: {timing:?}"
        );
        // A fast run: batches of 1 ms worth of runs.
        let mut runs = 0;
        sample_calibrated::<()>(&settings, Duration::from_nanos(10), || {
            runs += 1;
            Ok(())
        })
        .unwrap();
        assert!(
            runs >= 2 * 100_000,
            "two batches of 1 ms worth of 10 ns runs: {runs}"
        );
    }

    #[test]
    fn a_routine_is_measured_by_its_own_clock() {
        let settings = SamplerSettings {
            min_samples: 3,
            max_samples: 3,
            target: Duration::ZERO,
            min_sample: Duration::ZERO,
        };
        // Each run "takes" 7 ns by the routine's clock, however long the call really is.
        let mut calls = Vec::new();
        let timing = sample_routine::<()>(&settings, Duration::from_secs(1), |runs| {
            calls.push(runs);
            Ok(Duration::from_nanos(7 * runs))
        })
        .unwrap();
        assert_eq!(calls, [1, 1, 1], "a slow first run: batches of one");
        assert_eq!(timing.estimate_ns, 7.0);
    }

    #[test]
    fn sample_returns_the_first_error() {
        let settings = SamplerSettings {
            min_samples: 3,
            max_samples: 3,
            target: Duration::ZERO,
            min_sample: Duration::ZERO,
        };
        let mut runs = 0;
        let result = sample(&settings, || {
            runs += 1;
            if runs == 2 {
                Err("boom")
            } else {
                Ok(())
            }
        });
        assert_eq!(result, Err("boom"));
    }
}
