//! Instruction counts end to end: `bencher run --instructions-only` under Valgrind, twice, gives
//! the same counts. Skipped (with a message) only where Valgrind is not installed;
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

/// Counts the crates on `record` into `dir` and loads the file written.
fn count(dir: &Path) -> ResultsFile {
    let output = Command::new(env!("CARGO_BIN_EXE_bencher"))
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
    let (first, second) = (count(first.path()), count(second.path()));
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
        // The same figures vary in both runs, and every other count is identical.
        assert_eq!(a.varying, b.varying, "{id}");
        assert_eq!(a.operations, b.operations, "{id}");
        for (codec, figures) in &a.codecs {
            for (variant, steps) in figures.iter() {
                let other = b.codecs[codec].get(variant).unwrap();
                for (step, x, y) in [
                    ("compress", steps.compress, other.compress),
                    ("decompress", steps.decompress, other.decompress),
                ] {
                    if !a.varies(&format!("{codec}_{step}"), variant) {
                        assert_eq!(x, y, "{id}: {codec} {step}");
                    }
                }
            }
        }
    }
}
