//! End-to-end tests of the `bencher` binary: every subcommand on good and bad input.
//!
//! The upstream fixtures live in the shared folder beside the repository (`../shared` from the
//! repository root); tests that need them print a notice and pass only when it is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bencher(args: &[&str]) -> Output {
    bencher_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

fn bencher_in(dir: &Path, args: &[&str]) -> Output {
    let output = Command::new(env!("CARGO_BIN_EXE_bencher"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the bencher binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !stderr.contains("panicked"),
        "bencher {args:?} panicked: {stderr}"
    );
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 stdout")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 stderr")
}

/// Asserts a failure with status `code` and a one-line `error: …` containing `needle`.
fn assert_fails(output: &Output, code: i32, needle: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(code), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains(needle), "{needle:?} not in {err:?}");
}

/// `../shared/fixtures/upstream-results` relative to the repository root, if present.
fn upstream_fixtures() -> Option<PathBuf> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    let dir = repo.join("../shared/fixtures/upstream-results");
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!("notice: {} is missing; skipping this test", dir.display());
        None
    }
}

const FIXTURES: [&str; 3] = [
    "2023-9-6_12-8-26.json",
    "2024-4-7_14-28-32.json",
    "2026-08-21_21-37-06.json",
];

fn fixture(name: &str) -> Option<String> {
    Some(upstream_fixtures()?.join(name).display().to_string())
}

#[test]
fn check_accepts_the_three_upstream_layouts() {
    let Some(dir) = upstream_fixtures() else {
        return;
    };
    let paths: Vec<String> = FIXTURES
        .iter()
        .map(|f| dir.join(f).display().to_string())
        .collect();
    let args: Vec<&str> = std::iter::once("check")
        .chain(paths.iter().map(String::as_str))
        .collect();
    let output = bencher(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (line, layout) in lines
        .iter()
        .zip(["crates_2023", "features_2024", "features_with_info"])
    {
        assert!(line.contains(": ok: upstream ("), "{line}");
        assert!(line.contains(layout), "{line}");
    }
}

#[test]
fn check_rejects_malformed_files_one_line_each() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.display().to_string()
    };
    let mut truncated =
        br#"{"schema_version": 1, "run": {"started_at": "2026-01-01T00:00:00Z"}"#.to_vec();
    truncated.truncate(40);
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let files = [
        (write("empty.json", b""), "empty"),
        (write("truncated.json", &truncated), "not valid JSON"),
        (write("text.json", b"hello"), "not valid JSON"),
        (write("array.json", b"[1, 2]"), "not a results file"),
        (write("deep.json", deep.as_bytes()), "not valid JSON"),
        (
            write("future.json", br#"{"schema_version": 999}"#),
            "unsupported schema_version",
        ),
        (
            dir.path().join("missing.json").display().to_string(),
            "cannot read",
        ),
    ];
    let args: Vec<&str> = std::iter::once("check")
        .chain(files.iter().map(|(path, _)| path.as_str()))
        .collect();
    let output = bencher(&args);
    assert_eq!(output.status.code(), Some(1));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), files.len(), "{out}");
    for ((path, reason), line) in files.iter().zip(lines) {
        assert!(line.starts_with(&format!("{path}: invalid: ")), "{line}");
        assert!(line.contains(reason), "{reason:?} not in {line}");
    }
    assert_fails(
        &output,
        1,
        &format!("{} of {} files invalid", files.len(), files.len()),
    );
}

#[test]
fn check_of_a_valid_and_an_invalid_file_fails_but_reports_both() {
    let Some(good) = fixture(FIXTURES[2]) else {
        return;
    };
    let output = bencher(&["check", &good, "/nonexistent/file.json"]);
    assert_eq!(output.status.code(), Some(1));
    let out = stdout(&output);
    assert!(out.lines().next().unwrap().contains(": ok: "), "{out}");
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .contains(": invalid: cannot read"),
        "{out}"
    );
}

#[test]
fn export_prints_every_figure_as_csv() {
    let Some(file) = fixture(FIXTURES[2]) else {
        return;
    };
    let output = bencher(&["export", "--format", "csv", &file]);
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("dataset,crate,version,metric,variant,value,unit")
    );
    let rows: Vec<&str> = lines.collect();
    assert!(rows.len() > 500, "{} rows", rows.len());
    assert!(
        rows.iter().all(|row| row.split(',').count() == 7),
        "unquoted commas?"
    );
    assert!(rows
        .iter()
        .any(|row| row.starts_with("mk48,bitcode,") && row.contains(",size,,")));
}

#[test]
fn throughput_with_upstream_assumptions_ranks_bitcode_first_on_mk48() {
    let Some(file) = fixture(FIXTURES[2]) else {
        return;
    };
    let output = bencher(&[
        "throughput",
        &file,
        "--dataset",
        "mk48",
        "--mode",
        "serialize",
        "--bandwidth",
        "1",
        "--cpus",
        "0.01",
        "--codecs",
        "zlib,zstd",
        "--assume",
        "upstream",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("crate,compression,messages_per_second,relative_percent,bottleneck")
    );
    let first: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(first[0], "bitcode");
    assert_eq!(first[1], "zstd");
    assert_eq!(first[3], "100");
    assert_eq!(first[4], "bandwidth");
    // Best first: messages per second never increase down the table.
    let figures: Vec<f64> = out
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(2).unwrap().parse().unwrap())
        .collect();
    assert!(figures.windows(2).all(|w| w[0] >= w[1]), "{figures:?}");
}

#[test]
fn throughput_rejects_bad_parameters_with_one_line() {
    let Some(file) = fixture(FIXTURES[2]) else {
        return;
    };
    let base = |extra: &[&str]| {
        let mut args = vec!["throughput", file.as_str(), "--dataset", "mk48"];
        args.extend_from_slice(extra);
        bencher(&args)
    };
    let ok = ["--mode", "serialize", "--bandwidth", "1", "--cpus", "1"];
    assert!(base(&ok).status.success());
    assert_fails(
        &base(&["--mode", "serialize", "--bandwidth", "-1", "--cpus", "1"]),
        2,
        "non-negative",
    );
    assert_fails(
        &base(&["--mode", "serialize", "--bandwidth", "1", "--cpus", "-0.5"]),
        2,
        "non-negative",
    );
    assert_fails(
        &base(&["--mode", "serialize", "--bandwidth", "NaN", "--cpus", "1"]),
        2,
        "non-negative",
    );
    assert_fails(
        &base(&["--mode", "sideways", "--bandwidth", "1", "--cpus", "1"]),
        2,
        "unknown mode",
    );
    assert_fails(
        &base(&[
            "--mode",
            "serialize",
            "--bandwidth",
            "1",
            "--cpus",
            "1",
            "--codecs",
            "gzip",
        ]),
        2,
        "unknown codec",
    );
    assert_fails(&base(&["--bandwidth", "1", "--cpus", "1"]), 2, "--mode");
    let unknown_dataset = bencher(&[
        "throughput",
        &file,
        "--dataset",
        "nope",
        "--mode",
        "serialize",
        "--bandwidth",
        "1",
        "--cpus",
        "1",
    ]);
    assert_fails(&unknown_dataset, 1, "unknown dataset");
    assert!(
        stderr(&unknown_dataset).contains("mk48"),
        "lists the valid datasets"
    );
    let missing = bencher(&[
        "throughput",
        "/nonexistent.json",
        "--dataset",
        "mk48",
        "--mode",
        "serialize",
        "--bandwidth",
        "1",
        "--cpus",
        "1",
    ]);
    assert_fails(&missing, 1, "cannot read");
}

#[test]
fn export_and_merge_reject_bad_files() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.json");
    std::fs::write(&empty, b"").unwrap();
    let empty = empty.display().to_string();
    assert_fails(&bencher(&["export", "--format", "csv", &empty]), 1, "empty");
    assert_fails(&bencher(&["export", "--format", "xml", &empty]), 2, "xml");
    let out = dir.path().join("merged.json").display().to_string();
    assert_fails(&bencher(&["merge", &empty, "-o", &out]), 1, "empty");
    assert!(!Path::new(&out).exists());
    assert_fails(&bencher(&["merge", "-o", &out]), 2, "required");
}

#[test]
fn merging_files_of_different_origins_is_an_error() {
    let (Some(a), Some(b)) = (fixture(FIXTURES[0]), fixture(FIXTURES[2])) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("merged.json").display().to_string();
    let output = bencher(&["merge", &a, &b, "-o", &out]);
    assert_fails(&output, 1, "differs");
    assert!(!Path::new(&out).exists());
}

#[test]
fn bad_flags_and_names_are_usage_errors() {
    assert_fails(&bencher(&["--bogus"]), 2, "--bogus");
    assert_fails(&bencher(&["run", "--shard", "3/2"]), 2, "K/N");
    assert_fails(&bencher(&["run", "-i", "0"]), 2, "-i");
    assert_fails(&bencher(&["run", "-c"]), 2, "--iterations");
    assert_fails(&bencher(&["run", "--full", "-i", "5"]), 2, "cannot be used");
    assert_fails(
        &bencher(&["profile", "--dataset", "log", "--crate", "x", "--op", "fly"]),
        2,
        "unknown operation",
    );
}

#[test]
fn unknown_crates_and_datasets_list_the_valid_ones() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    let output = bencher(&["run", "-d", "nope", "-o", &out]);
    assert_fails(
        &output,
        1,
        "unknown dataset nope; valid: log, mesh, minecraft_savedata, mk48, record",
    );
    let output = bencher(&["run", "-s", "no-such-crate", "-o", &out]);
    assert_fails(&output, 1, "unknown crate no-such-crate; valid: ");
    // Nothing was written.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn help_and_version_succeed() {
    let help = bencher(&["--help"]);
    assert!(help.status.success());
    for subcommand in [
        "run",
        "merge",
        "check",
        "export",
        "throughput",
        "readme",
        "profile",
    ] {
        assert!(stdout(&help).contains(subcommand), "{subcommand}");
    }
    assert!(bencher(&["--version"]).status.success());
}
