//! The harness checked against known work, by time: runs the synthetic suite (`synthetic.rs`:
//! a loop of `k × base` iterations per crate, k = 1, 2, 4, 8) through the real timing engine
//! (criterion in rounds, as `bencher run` times every crate) on each profile asked, and prints
//! per operation the time of each multiple and its ratio to the `1x` time with an interval.
//! On a machine where the harness is proportional the ratios come out near 2, 4 and 8. It
//! prints figures and judges none: times depend on the machine (the exact check is the
//! instruction-count test, tests/harness.rs).
//!
//! Run by scripts/harness-check.sh:
//! `harness_check [--profiles smoke,quick,full] [--base N] [--rounds N]`.

mod synthetic;

use bencher::engine::{run, ProfileKind, Progress, RunOptions};
use schema::{Operation, Timing};
use synthetic::{Synthetic, DATASET, MULTIPLES};

fn main() {
    if let Err(message) = check(std::env::args().skip(1).collect()) {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}

fn check(args: Vec<String>) -> Result<(), String> {
    let mut profiles = vec![ProfileKind::Smoke, ProfileKind::Quick, ProfileKind::Full];
    let mut base = 1000;
    let mut rounds = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--profiles" => {
                profiles = value()?
                    .split(',')
                    .map(|p| match p {
                        "smoke" => Ok(ProfileKind::Smoke),
                        "quick" => Ok(ProfileKind::Quick),
                        "full" => Ok(ProfileKind::Full),
                        other => Err(format!("unknown profile {other} (smoke, quick, full)")),
                    })
                    .collect::<Result<_, _>>()?
            }
            "--base" => base = value()?.parse().map_err(|e| format!("--base: {e}"))?,
            "--rounds" => rounds = Some(value()?.parse().map_err(|e| format!("--rounds: {e}"))?),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    let suite = Synthetic::new(base);
    for profile in profiles {
        let options = RunOptions {
            profile,
            iterations: None,
            crates: None,
            datasets: None,
            shard: None,
            codecs: Vec::new(),
            rounds,
            seed: None,
            round: None,
            args: std::env::args().collect(),
            progress: Progress::Hidden,
            count_instructions_in: None,
        };
        let results = run(&suite, &options).map_err(|e| e.to_string())?.results;
        if !results.failures.is_empty() {
            return Err(format!("the run failed: {:?}", results.failures));
        }
        let criterion = profile.settings().criterion;
        let rounds = results.run.rounds.map_or(0, |r| r.count);
        println!(
            "\nprofile {profile:?}: {rounds} rounds of {} ms warm-up + {} ms over {} samples, \
             base {base} iterations",
            criterion.warm_up.as_millis(),
            criterion.measurement.as_millis(),
            criterion.sample_size,
        );
        println!(
            "{:<12} {:>3} {:>10} {:>28} {:>8} {:>24} {:>8}",
            "operation",
            "k",
            "iterations",
            "time ns [interval]",
            "ns/iter",
            "t(k)/t(1) [interval]",
            "vs k"
        );
        for operation in [Operation::Serialize, Operation::Deserialize] {
            let timings: Vec<Timing> = MULTIPLES
                .iter()
                .map(|&k| {
                    let figures = &results.datasets[DATASET].crates[synthetic::crate_id(k)];
                    figures.operations[&operation]
                        .primary
                        .clone()
                        .expect("timed")
                })
                .collect();
            let one = &timings[0];
            for (&k, t) in MULTIPLES.iter().zip(&timings) {
                let iterations = k * base;
                let (lower, upper) = bounds(t);
                let ratio = t.estimate_ns / one.estimate_ns;
                let (one_lower, one_upper) = bounds(one);
                let ratio_interval = format!(
                    "{ratio:.3} [{:.3}, {:.3}]",
                    lower / one_upper,
                    upper / one_lower
                );
                println!(
                    "{:<12} {k:>3} {iterations:>10} {:>28} {:>8.3} {:>24} {:>+7.1}%",
                    operation.to_string(),
                    format!("{:.1} [{lower:.1}, {upper:.1}]", t.estimate_ns),
                    t.estimate_ns / iterations as f64,
                    ratio_interval,
                    (ratio / k as f64 - 1.0) * 100.0,
                );
            }
            // t(k) = fixed + k·base·per_iteration; the 1x and 8x times give both.
            let per_iteration = (timings[3].estimate_ns - one.estimate_ns) / (7 * base) as f64;
            println!(
                "{:<12} fixed part {:.1} ns, {per_iteration:.4} ns per iteration (from 1x and 8x)",
                "",
                one.estimate_ns - base as f64 * per_iteration,
            );
        }
    }
    Ok(())
}

/// A timing's interval (its estimate when it has none).
fn bounds(t: &Timing) -> (f64, f64) {
    (
        t.lower_ns.unwrap_or(t.estimate_ns),
        t.upper_ns.unwrap_or(t.estimate_ns),
    )
}
