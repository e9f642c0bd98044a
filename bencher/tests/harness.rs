//! The harness checked against known work, by instruction counts: the synthetic suite
//! (examples/harness_check/synthetic.rs, a loop of `k × base` iterations per crate) counted
//! through the engine's counting mode under callgrind, as `bencher run --instructions` counts
//! every crate, comes out exactly linear in the iterations. Counts do not depend on the
//! machine's speed or load, so the test asserts exact figures; the timing counterpart, which
//! prints figures and asserts none, is scripts/harness-check.sh.
//!
//! Skipped (with a message) only where Valgrind is not installed; `scripts/install.sh
//! toolchain` installs it, so the test command always runs it.

#[path = "../examples/harness_check/synthetic.rs"]
mod synthetic;

use bencher::engine::counter::CHILD_RESULTS;
use bencher::engine::instructions::{callgrind_command, read_child};
use bencher::engine::{run, ProfileKind, Progress, RunOptions};
use schema::Operation;
use std::process::{Command, Stdio};
use synthetic::{Synthetic, DATASET, MULTIPLES};

/// Iterations of the `1x` crate: enough that the loop outweighs the fixed part, few enough
/// that eight times as many run in an instant under callgrind.
const BASE: u64 = 1000;

/// Tells [`count_child`] that it runs under callgrind, and where to write.
const CHILD_DIR: &str = "BENCHER_HARNESS_COUNT_DIR";

fn valgrind_present() -> bool {
    Command::new("valgrind")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The counting child: this test binary, started under callgrind by
/// [`counts_are_exactly_linear_in_the_work`], runs the synthetic suite through the engine's
/// counting mode ([`RunOptions::count_instructions_in`], the mode of `bencher run
/// --count-child`) and writes the results file as that child does. Ignored: on its own
/// (`--ignored`, no callgrind) it only says so.
#[test]
#[ignore = "the counting child of counts_are_exactly_linear_in_the_work, run under callgrind"]
fn count_child() {
    let Some(dir) = std::env::var_os(CHILD_DIR) else {
        eprintln!(
            "count_child runs under callgrind, started by counts_are_exactly_linear_in_the_work"
        );
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let options = RunOptions {
        profile: ProfileKind::Smoke,
        iterations: None,
        crates: None,
        datasets: None,
        shard: None,
        codecs: Vec::new(),
        rounds: None,
        seed: None,
        round: None,
        args: vec!["harness-count-child".to_owned()],
        progress: Progress::Hidden,
        count_instructions_in: Some(dir.clone()),
    };
    let outcome = run(&Synthetic::new(BASE), &options).expect("the counting run");
    bencher::output::write_results(&dir.join(CHILD_RESULTS), &outcome.results).unwrap();
}

#[test]
fn counts_are_exactly_linear_in_the_work() {
    if !valgrind_present() {
        eprintln!(
            "SKIPPED: valgrind is not installed (scripts/install.sh toolchain installs it); \
             the harness is not checked against known work"
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    let log = std::fs::File::create(dir.path().join("stderr.log")).unwrap();
    let status = callgrind_command(&exe, dir.path())
        .args(["count_child", "--exact", "--ignored", "--nocapture"])
        .args(["--test-threads", "1"])
        .env(CHILD_DIR, dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .status()
        .expect("valgrind starts");
    let results = read_child(dir.path(), status).unwrap_or_else(|e| panic!("{e}"));
    assert!(results.failures.is_empty(), "{:?}", results.failures);
    let crates = &results.datasets[DATASET].crates;

    let mut slopes = Vec::new();
    for operation in [Operation::Serialize, Operation::Deserialize] {
        let counts: Vec<u64> = MULTIPLES
            .iter()
            .map(|&k| {
                let id = synthetic::crate_id(k);
                let figures = crates[id].instructions.as_ref().expect("counted");
                figures.operations[&operation].primary.expect("counted")
            })
            .collect();
        // count(k·base) = fixed + k·base·per_iteration, exactly: every iteration runs the same
        // instructions, and the fixed part (the 8-byte encoding, the engine's loop around the
        // call) is the same whatever the iterations.
        let step = counts[1] - counts[0];
        assert_eq!(step % BASE, 0, "{operation}: {counts:?}");
        let per_iteration = step / BASE;
        let fixed = counts[0]
            .checked_sub(BASE * per_iteration)
            .unwrap_or_else(|| panic!("{operation}: negative fixed part: {counts:?}"));
        for (&k, &count) in MULTIPLES.iter().zip(&counts) {
            assert_eq!(
                count,
                fixed + k * BASE * per_iteration,
                "{operation}: {k}x of {BASE} iterations is not linear: {counts:?}"
            );
        }
        assert!(
            per_iteration > 0,
            "{operation}: the loop was optimized away"
        );
        eprintln!(
            "{operation}: counts {counts:?} for {MULTIPLES:?} x {BASE} iterations = \
             {fixed} fixed + {per_iteration} per iteration"
        );
        slopes.push(per_iteration);
    }
    // Both operations spin the same loop: the same cost per iteration, whatever the case's
    // timing loop around it.
    assert_eq!(
        slopes[0], slopes[1],
        "per-iteration counts differ by operation"
    );
}
