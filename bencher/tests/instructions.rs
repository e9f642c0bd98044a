//! Instruction counts end to end: `bencher run --instructions-only` under Valgrind, twice, gives
//! the same counts, every one, though the second runs the binary from another place and keeps
//! its scratch files elsewhere. Skipped (with a message) only where Valgrind is not installed;
//! `scripts/install.sh toolchain` installs it, so the test command always runs it.

use schema::ResultsFile;
use std::path::Path;
use std::process::Command;

/// The crates checked: one with a format of its own, one serde format (both always built).
const CRATES: &str = "bitcode,serde_json";

fn valgrind_present() -> bool {
    Command::new("valgrind")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Counts the crates on `record` into `dir` with the bencher at `exe`, its scratch files in
/// `temp`, and loads the file written.
fn count(exe: &Path, temp: &Path, dir: &Path) -> ResultsFile {
    let output = Command::new(exe)
        .env("TMPDIR", temp)
        .args([
            "run",
            "--instructions-only",
            "-s",
            CRATES,
            "-d",
            "record",
            "-o",
        ])
        .arg(dir)
        .output()
        .expect("the bencher binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "bencher failed: {stderr}");
    let file = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "json") && !p.ends_with("index.json"))
        .expect("a results file");
    schema::load_results("counts", &std::fs::read(file).unwrap()).unwrap()
}

#[test]
fn two_runs_count_the_same_instructions() {
    if !valgrind_present() {
        eprintln!(
            "SKIPPED: valgrind is not installed (scripts/install.sh toolchain installs it); \
             instruction counts are not checked"
        );
        return;
    }
    let (first, second) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // The second counting's binary and scratch directory stand at longer paths: a count must
    // not depend on where the maintainer's build or temporary directory is.
    let elsewhere = second.path().join("a-directory-with-a-longer-name");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let exe = Path::new(env!("CARGO_BIN_EXE_bencher"));
    let moved = elsewhere.join("bencher");
    if std::fs::hard_link(exe, &moved).is_err() {
        std::fs::copy(exe, &moved).unwrap();
    }
    let (first, second) = (
        count(exe, first.path(), &first.path().join("out")),
        count(&moved, &elsewhere, &second.path().join("out")),
    );
    assert!(first.failures.is_empty(), "{:?}", first.failures);
    assert!(first.environment.valgrind.is_some());
    for id in CRATES.split(',') {
        let counts = |file: &ResultsFile| {
            file.datasets["record"].crates[id]
                .instructions
                .clone()
                .unwrap_or_else(|| panic!("{id} has no counts"))
        };
        let (a, b) = (counts(&first), counts(&second));
        // Every operation and every codec step, with both directions of each codec.
        assert!(a.operations.len() >= 2, "{id}: {a:?}");
        assert_eq!(a.codecs.len(), schema::Codec::ALL.len(), "{id}: {a:?}");
        assert!(a.operations.values().all(|v| v.iter().all(|(_, &n)| n > 0)));
        // Only libflate's zlib compression of a buffer under 32 KiB hashes with std's random
        // seed (record's are), and the counter finds it so in both runs. The counting draws no
        // randomness, so every count is identical, those too.
        assert_eq!(a.varying, ["zlib_compress"], "{id}");
        assert_eq!(a.varying, b.varying, "{id}");
        assert_eq!(a.operations, b.operations, "{id}");
        assert_eq!(a.codecs, b.codecs, "{id}");
    }
}

#[test]
fn without_valgrind_the_times_still_run_and_the_end_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_bencher"))
        .args([
            "run",
            "--instructions",
            "--profile",
            "smoke",
            "-s",
            "bitcode",
            "-d",
            "record",
            "-o",
        ])
        .arg(dir.path())
        // A PATH without valgrind (and without anything else: the run's probes are best effort).
        .env("PATH", dir.path().join("no-such-dir"))
        .output()
        .expect("the bencher binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("warning: instruction counts need Valgrind, which was not found"),
        "{stderr}"
    );
    assert!(stderr.contains("error: no instruction counts"), "{stderr}");
    let stored = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .any(|e| e.file_name().to_string_lossy().ends_with("Z.json"));
    assert!(stored, "the times were not stored: {stderr}");

    // Counts alone need Valgrind: a one-line error, nothing stored.
    let output = Command::new(env!("CARGO_BIN_EXE_bencher"))
        .args([
            "run",
            "--instructions-only",
            "-s",
            "bitcode",
            "-d",
            "record",
            "-o",
        ])
        .arg(dir.path().join("counts"))
        .env("PATH", dir.path().join("no-such-dir"))
        .output()
        .expect("the bencher binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("error: instruction counts need Valgrind"),
        "{stderr}"
    );
}

#[test]
fn counts_go_beside_the_times_of_the_same_run() {
    if !valgrind_present() {
        eprintln!("SKIPPED: valgrind is not installed; counts beside times are not checked");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_bencher"))
        .args([
            "run",
            "--instructions",
            "--profile",
            "smoke",
            "-s",
            "bitcode",
            "-d",
            "record",
            "-o",
        ])
        .arg(dir.path())
        .output()
        .expect("the bencher binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let file = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().ends_with("Z.json"))
        .expect("a results file");
    let file = schema::load_results("run", &std::fs::read(file).unwrap()).unwrap();
    let figures = &file.datasets["record"].crates["bitcode"];
    assert!(!figures.operations.is_empty(), "no times");
    let counts = figures.instructions.as_ref().expect("no counts");
    assert_eq!(
        counts.operations.keys().collect::<Vec<_>>(),
        figures.operations.keys().collect::<Vec<_>>()
    );
    assert!(file.environment.valgrind.is_some() && file.environment.build.is_some());
}
