//! End-to-end tests of the `bencher` binary: every subcommand on good and bad input.
//!
//! The upstream fixtures are the copies committed under `schema/tests/fixtures`.

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

/// The upstream suite's result files committed with the schema crate's tests.
fn upstream_fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../schema/tests/fixtures/upstream-results")
}

const FIXTURES: [&str; 3] = [
    "2023-9-6_12-8-26.json",
    "2024-4-7_14-28-32.json",
    "2026-08-21_21-37-06.json",
];

fn fixture(name: &str) -> String {
    upstream_fixtures().join(name).display().to_string()
}

#[test]
fn check_accepts_the_three_upstream_layouts() {
    let dir = upstream_fixtures();
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
    let good = fixture(FIXTURES[2]);
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

/// Fields of one CSV line, honouring double-quoted fields (with `""` escapes).
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(String::new()),
            c => fields.last_mut().unwrap().push(c),
        }
    }
    fields
}

#[test]
fn export_prints_every_figure_as_csv() {
    let file = fixture(FIXTURES[2]);
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
    // Variant names may hold commas ("decode, unvalidated"): those fields must be quoted.
    for row in &rows {
        assert_eq!(csv_fields(row).len(), 7, "{row}");
    }
    assert!(rows
        .iter()
        .any(|row| row.contains("\"decode, unvalidated\"")));
    assert!(rows
        .iter()
        .any(|row| row.starts_with("mk48,bitcode,") && row.contains(",size,,")));
}

#[test]
fn throughput_with_upstream_assumptions_ranks_bitcode_first_on_mk48() {
    let file = fixture(FIXTURES[2]);
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
        Some(
            "rank,crate,variant,compression,messages_per_second,messages_per_second_low,\
             messages_per_second_high,relative,bottleneck"
        )
    );
    let first: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(first[..4], ["1", "bitcode", "", "zstd"]);
    assert_eq!(first[7..], ["1", "bandwidth"]);
    // Best first: messages per second never increase down the table.
    let figures: Vec<f64> = out
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(4).unwrap().parse().unwrap())
        .collect();
    assert!(figures.windows(2).all(|w| w[0] >= w[1]), "{figures:?}");
}

#[test]
fn throughput_rejects_bad_parameters_with_one_line() {
    let file = fixture(FIXTURES[2]);
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
    let (a, b) = (fixture(FIXTURES[0]), fixture(FIXTURES[2]));
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("merged.json").display().to_string();
    let output = bencher(&["merge", &a, &b, "-o", &out]);
    assert_fails(&output, 1, "differs");
    assert!(!Path::new(&out).exists());
}

#[test]
fn import_writes_our_layout_under_the_same_name_and_lists_it() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("results");
    let results_arg = results.display().to_string();
    let sources: Vec<String> = FIXTURES.iter().map(|name| fixture(name)).collect();
    let mut args = vec!["import"];
    args.extend(sources.iter().map(String::as_str));
    args.extend(["-o", &results_arg]);
    let output = bencher(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stderr(&output).lines().count(), 3, "{}", stderr(&output));

    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(results.join("index.json")).unwrap()).unwrap();
    let listed: Vec<&str> = manifest["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|run| run["file"].as_str().unwrap())
        .collect();
    for name in FIXTURES {
        assert!(listed.contains(&name), "{name} not in {listed:?}");
        let imported: serde_json::Value =
            serde_json::from_slice(&std::fs::read(results.join(name)).unwrap()).unwrap();
        // Our layout, with the origin recorded; the same figures as reading the original.
        assert_eq!(imported["schema_version"], schema::SCHEMA_VERSION, "{name}");
        assert_eq!(imported["origin"]["kind"], "upstream", "{name}");
        let export = |path: &str| stdout(&bencher(&["export", "--format", "csv", path]));
        let (original, copy) = (
            export(&fixture(name)),
            export(&results.join(name).display().to_string()),
        );
        assert_eq!(original.lines().count(), copy.lines().count(), "{name}");
        for (a, b) in original.lines().zip(copy.lines()) {
            for (x, y) in a.split(',').zip(b.split(',')) {
                match (x.parse::<f64>(), y.parse::<f64>()) {
                    // Timings are written with six significant digits.
                    (Ok(x), Ok(y)) => {
                        assert!((x - y).abs() <= 5e-6 * x.abs(), "{name}: {x} vs {y}")
                    }
                    _ => assert_eq!(x, y, "{name}"),
                }
            }
        }
    }

    // Importing again replaces the copies and keeps one entry each.
    let again = bencher(&args);
    assert!(again.status.success(), "{}", stderr(&again));
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(results.join("index.json")).unwrap()).unwrap();
    assert_eq!(manifest["runs"].as_array().unwrap().len(), 3);
}

#[test]
fn import_refuses_bad_files_and_names() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("results").display().to_string();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, b"{").unwrap();
    let broken = broken.display().to_string();
    assert_fails(
        &bencher(&["import", &broken, "-o", &results]),
        1,
        "broken.json",
    );
    let odd = dir.path().join("run.txt");
    std::fs::copy(fixture(FIXTURES[0]), &odd).unwrap();
    let odd = odd.display().to_string();
    assert_fails(&bencher(&["import", &odd, "-o", &results]), 1, "file name");
    assert_fails(&bencher(&["import", "-o", &results]), 2, "required");
    assert!(!Path::new(&results).join("broken.json").exists());
}

/// Bad input writes nothing: an import that fails leaves no results directory behind, and
/// says which file is not a results file and why.
#[test]
fn import_of_a_file_that_is_not_json_creates_no_directory() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.json"), "# notes, not JSON\n").unwrap();
    let output = bencher_in(dir.path(), &["import", "notes.json"]);
    assert_fails(&output, 1, "notes.json: not valid JSON at line 1");
    // A good file before the bad one is not imported either.
    let good = fixture(FIXTURES[0]);
    let output = bencher_in(dir.path(), &["import", &good, "notes.json"]);
    assert_fails(&output, 1, "notes.json: not valid JSON");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(left, ["notes.json"]);
}

/// `readme --sample DIR` writes, for a person to look at, a README holding the run's results
/// region, the datasets' pages it links and the charts they link into DIR, and nothing
/// elsewhere.
#[test]
fn readme_sample_writes_the_results_and_their_charts_into_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    let run = fixture(FIXTURES[2]);
    let output = bencher_in(dir.path(), &["readme", "--run", &run, "--sample", "sample"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let sample = dir.path().join("sample");
    let readme = std::fs::read_to_string(sample.join("README.md")).unwrap();
    assert!(
        readme.contains("<!-- BEGIN GENERATED RESULTS -->"),
        "{readme}"
    );
    // Every page the README links is written, and so is every chart a page links.
    let links = |text: &str, prefix: &str| -> std::collections::BTreeSet<String> {
        text.split(prefix)
            .skip(1)
            .map(|rest| rest.split(')').next().unwrap().to_owned())
            .collect()
    };
    let pages = links(&readme, "](pages/");
    assert!(pages.len() >= 3, "{readme}");
    let mut linked_charts = std::collections::BTreeSet::new();
    for page in &pages {
        let text = std::fs::read_to_string(sample.join("pages").join(page))
            .unwrap_or_else(|e| panic!("{page}: {e}"));
        assert!(text.contains("## Times"), "{page}: {text}");
        linked_charts.extend(links(&text, "](../charts/"));
    }
    let written: std::collections::BTreeSet<String> = std::fs::read_dir(sample.join("charts"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    assert!(written.len() >= 3, "{written:?}");
    assert_eq!(linked_charts, written);
    let top: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(top, ["sample"]);
    // The sample's README and charts are its own: --readme and --charts do not go with it.
    assert_fails(
        &bencher_in(
            dir.path(),
            &["readme", "--run", &run, "--sample", "s", "--readme", "R.md"],
        ),
        2,
        "--readme",
    );
}

/// Two runs made from the 2026 upstream figures, every timing given a tight confidence
/// interval: in the current run every crate's mk48 timings moved by −4…+4% (run-to-run
/// noise), bitcode's by +50%. Written as our files into `dir`: (baseline, current).
fn noisy_pair(dir: &Path) -> (String, String) {
    let tight = |estimate_ns: f64| {
        schema::Timing::bounded(estimate_ns, estimate_ns * 0.999, estimate_ns * 1.001)
    };
    let source = std::fs::read(fixture(FIXTURES[2])).unwrap();
    let mut baseline = schema::load_results(FIXTURES[2], &source).unwrap();
    // As if this bencher had measured them, so that a results directory lists them.
    baseline.origin = schema::Origin::Bencher;
    let mut current = baseline.clone();
    for (file, moved) in [(&mut baseline, false), (&mut current, true)] {
        for (dataset, results) in &mut file.datasets {
            for (index, (id, figures)) in results.crates.iter_mut().enumerate() {
                let factor = match (moved && dataset == "mk48", id == "bitcode") {
                    (false, _) => 1.0,
                    (true, true) => 1.5,
                    (true, false) => 1.0 + 0.02 * ((index % 5) as f64 - 2.0),
                };
                for timings in figures.operations.values_mut() {
                    for timing in timings
                        .primary
                        .iter_mut()
                        .chain(timings.variants.values_mut())
                    {
                        *timing = tight(timing.estimate_ns * factor);
                    }
                }
            }
        }
    }
    // A day later, so that the newer of the two is the current one.
    current.run.started_at = "2026-08-22T21:37:06Z".to_owned();
    current.run.finished_at = Some("2026-08-22T22:37:06Z".to_owned());
    let write = |name: &str, file: &schema::ResultsFile| {
        let path = dir.join(name);
        std::fs::write(&path, schema::to_json(file).unwrap()).unwrap();
        path.display().to_string()
    };
    (
        write("before.json", &baseline),
        write("after.json", &current),
    )
}

/// The lines of one dataset's section of the text report, up to the next blank line.
fn section<'a>(report: &'a str, dataset: &str) -> Vec<&'a str> {
    report
        .split("\n\n")
        .find(|part| part.starts_with(&format!("{dataset}: ")))
        .unwrap_or_else(|| panic!("no {dataset} section in {report}"))
        .lines()
        .collect()
}

/// Checks the verdicts of `compare --format csv` on [`noisy_pair`]'s runs; how many timings
/// stand out of the noise.
fn compare_csv_verdicts(before: &str, after: &str) -> usize {
    let csv = bencher(&["compare", before, after, "--format", "csv"]);
    assert!(csv.status.success(), "{}", stderr(&csv));
    let csv = stdout(&csv);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("dataset,crate,variant,metric,baseline,current,unit,change_percent,intervals_apart,significance")
    );
    let rows: Vec<Vec<String>> = lines.map(csv_fields).collect();
    assert!(rows.iter().all(|fields| fields.len() == 10), "{csv}");
    // Primary figures as noisy_pair moved them: (dataset, crate, metric, change in percent,
    // significance).
    let cases = [
        // +50%: confidence intervals apart, and far outside mk48's band of ±4%.
        ("mk48", "bitcode", "deserialize", 50.0, "real"),
        // −4%, +2% and 0%, the run-to-run noise given to every other crate on mk48: within
        // the band, even where the tight intervals no longer overlap.
        ("mk48", "bilrost", "deserialize", -4.0, "noise"),
        ("mk48", "borsh", "deserialize", 2.0, "noise"),
        ("mk48", "ciborium", "deserialize", 0.0, "noise"),
        // Nothing moved on log.
        ("log", "bitcode", "deserialize", 0.0, "noise"),
        // Sizes are exact: one that did not move is a real figure, not noise.
        ("mk48", "bitcode", "size", 0.0, "real"),
    ];
    for (dataset, crate_id, metric, percent, significance) in cases {
        let fields = rows
            .iter()
            .find(|f| f[0] == dataset && f[1] == crate_id && f[2].is_empty() && f[3] == metric)
            .unwrap_or_else(|| panic!("no {dataset} / {crate_id} / {metric} in {csv}"));
        let change: f64 = fields[7].parse().unwrap();
        // Timings are written with six significant digits.
        assert!((change - percent).abs() < 1e-3, "{fields:?}");
        assert_eq!(fields[9], significance, "{fields:?}");
    }
    // The timings that stand out are bitcode's on mk48, every one of them.
    let standing_out: Vec<&Vec<String>> = rows
        .iter()
        .filter(|f| f[6] == "ns" && f[9] == "real")
        .collect();
    assert!(
        standing_out.iter().all(|f| f[0] == "mk48"
            && f[1] == "bitcode"
            && (f[7].parse::<f64>().unwrap() - 50.0).abs() < 1e-3),
        "{standing_out:?}"
    );
    let bitcode_mk48_timings = rows
        .iter()
        .filter(|f| f[0] == "mk48" && f[1] == "bitcode" && f[6] == "ns")
        .count();
    assert_eq!(standing_out.len(), bitcode_mk48_timings);
    standing_out.len()
}

#[test]
fn compare_reports_the_changes_that_stand_out_of_the_noise() {
    let dir = tempfile::tempdir().unwrap();
    let (before, after) = noisy_pair(dir.path());

    let standing_out = compare_csv_verdicts(&before, &after);

    let text = bencher(&["compare", &before, &after]);
    assert!(text.status.success(), "{}", stderr(&text));
    let text = stdout(&text);
    let mk48 = section(&text, "mk48");
    assert!(mk48[1].contains("within"), "{mk48:?}");
    // A header, then bitcode's timings: every one, and no other crate (sizes did not move).
    assert!(mk48[2].starts_with("  crate"), "{mk48:?}");
    assert_eq!(mk48.len() - 3, standing_out, "{mk48:?}");
    assert!(
        mk48[3..]
            .iter()
            .all(|line| line.starts_with("  bitcode ") && line.contains("+50.0%")),
        "{mk48:?}"
    );
    assert!(section(&text, "log").contains(&"  no change stands out of the noise"));
    assert!(
        text.contains(&format!(
            "counted as changes all the same (intervals apart and outside the band): {standing_out}\n"
        )),
        "{text}"
    );

    // The same report in markdown, for a workflow's job summary.
    let markdown = stdout(&bencher(&[
        "compare", &before, &after, "--format", "markdown",
    ]));
    let table: Vec<&str> = markdown
        .split("### mk48\n")
        .nth(1)
        .expect("a mk48 section")
        .lines()
        .skip_while(|line| !line.starts_with("| crate |"))
        .take_while(|line| line.starts_with('|'))
        .collect();
    assert_eq!(table.len(), 2 + standing_out, "{markdown}");
    assert!(
        table[1].starts_with("| --- | --- | --- | ---: |"),
        "{markdown}"
    );
    assert!(
        table[2..].iter().all(|row| row.starts_with("| bitcode |")),
        "{markdown}"
    );
    assert!(markdown.contains("### Run to run\n"), "{markdown}");

    // Both runs on one machine: no note says otherwise; on another CPU, one does.
    assert!(!text.contains("different machines"), "{text}");
    let mut elsewhere: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&after).unwrap()).unwrap();
    elsewhere["environment"]["cpu"] = "Model name: Some Other CPU\n".into();
    let moved = dir.path().join("elsewhere.json");
    std::fs::write(&moved, elsewhere.to_string()).unwrap();
    let note = stdout(&bencher(&[
        "compare",
        &before,
        &moved.display().to_string(),
    ]));
    assert!(
        note.contains("measured on different machines (CPU ") && note.contains(" → Some Other CPU"),
        "{note}"
    );

    // --all lists the noise too, marked; -d narrows to the datasets named.
    let all = stdout(&bencher(&[
        "compare", &before, &after, "--all", "-d", "mk48",
    ]));
    assert!(!all.contains("\nlog: "), "{all}");
    let all_mk48 = section(&all, "mk48");
    assert!(all_mk48.len() > mk48.len());
    assert!(
        all_mk48.iter().any(|line| line.contains(" ≈")),
        "{all_mk48:?}"
    );
}

/// Without files, `compare` takes the two newest runs a results directory lists.
#[test]
fn compare_defaults_to_the_two_newest_runs_listed() {
    let dir = tempfile::tempdir().unwrap();
    let (before, after) = noisy_pair(dir.path());
    let listed = dir.path().display().to_string();
    assert!(bencher(&["index", &listed]).status.success());
    let named = bencher(&["compare", &before, &after]);
    let newest = bencher(&["compare", "--results", &listed]);
    assert!(newest.status.success(), "{}", stderr(&newest));
    assert_eq!(stdout(&newest), stdout(&named));
}

#[test]
fn compare_refuses_bad_input_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let (before, after) = noisy_pair(dir.path());
    // A dataset one run lacks is named, and the others compared.
    let mut fewer: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&after).unwrap()).unwrap();
    fewer["datasets"].as_object_mut().unwrap().remove("log");
    let fewer_path = dir.path().join("fewer.json");
    std::fs::write(&fewer_path, fewer.to_string()).unwrap();
    let report = bencher(&["compare", &before, &fewer_path.display().to_string()]);
    assert!(report.status.success(), "{}", stderr(&report));
    let report = stdout(&report);
    assert!(
        report.contains("\ndatasets only in the baseline: log\n"),
        "{report}"
    );
    assert!(
        !report.contains("\nlog: ") && report.contains("\nmk48: "),
        "{report}"
    );
    assert_fails(
        &bencher(&[
            "compare",
            &before,
            &fewer_path.display().to_string(),
            "-d",
            "log",
        ]),
        1,
        "no figures for dataset `log`",
    );

    assert_fails(
        &bencher(&["compare", &before, &after, "-d", "mk48,nope"]),
        1,
        "no figures for dataset `nope`",
    );
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{ not json").unwrap();
    assert_fails(
        &bencher(&["compare", &before, &broken.display().to_string()]),
        1,
        "broken.json",
    );
    assert_fails(&bencher(&["compare", &before]), 2, "required");
    assert_fails(
        &bencher(&["compare", "--results", &dir.path().display().to_string()]),
        1,
        "lists 0 native run(s) of this bencher",
    );
    assert_fails(
        &bencher(&["compare", &before, &after, "--format", "xml"]),
        2,
        "xml",
    );
}

#[test]
fn bad_flags_and_names_are_usage_errors() {
    assert_fails(&bencher(&["--bogus"]), 2, "--bogus");
    assert_fails(&bencher(&["run", "--shard", "3/2"]), 2, "K/N");
    assert_fails(&bencher(&["run", "-i", "0"]), 2, "-i");
    assert_fails(&bencher(&["run", "-c"]), 2, "--iterations");
    assert_fails(&bencher(&["run", "--full", "-i", "5"]), 2, "cannot be used");
    assert_fails(&bencher(&["run", "--round", "2"]), 2, "--seed");
    assert_fails(
        &bencher(&["run", "--round", "0", "--seed", "7"]),
        2,
        "--round",
    );
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
    // A round the run does not have is refused before anything runs.
    let output = bencher(&["run", "--seed", "7", "--round", "4", "-o", &out]);
    assert_fails(
        &output,
        1,
        "--round 4 is not a round of this run: it has rounds 1 to 3",
    );
    // -o names a directory; a file name is refused before anything runs or is created.
    let file = dir.path().join("results.json").display().to_string();
    let output = bencher(&["run", "-s", "bitcode", "-d", "record", "-o", &file]);
    assert_fails(&output, 1, "-o takes a results directory");
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
        "import",
    ] {
        assert!(stdout(&help).contains(subcommand), "{subcommand}");
    }
    assert!(bencher(&["--version"]).status.success());
}

/// Crate ids of this build, from `bencher -l`.
fn crate_ids() -> Vec<String> {
    let output = bencher(&["-l"]);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
        .lines()
        .filter(|line| !line.starts_with("datasets:"))
        .map(|line| line.split_whitespace().next().unwrap().to_owned())
        .collect()
}

/// The results files (not index.json) of a directory.
fn result_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .filter(|p| p.file_name().is_some_and(|n| n != "index.json"))
        .collect();
    files.sort();
    files
}

/// (dataset, crate, operation, variant) of every timing in a results file.
fn timing_keys(path: &Path) -> Vec<(String, String, String, String)> {
    let json: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let mut keys = Vec::new();
    for (dataset, results) in json["datasets"].as_object().unwrap() {
        for (id, crate_results) in results["crates"].as_object().unwrap() {
            for (op, figures) in crate_results["operations"].as_object().unwrap() {
                if !figures["primary"].is_null() {
                    keys.push((dataset.clone(), id.clone(), op.clone(), String::new()));
                }
                for variant in figures["variants"].as_object().unwrap().keys() {
                    keys.push((dataset.clone(), id.clone(), op.clone(), variant.clone()));
                }
            }
        }
    }
    keys.sort();
    keys
}

#[test]
fn list_shows_crates_with_versions_and_the_datasets() {
    let output = bencher(&["-l"]);
    let out = stdout(&output);
    assert!(
        out.ends_with("datasets: log, mesh, minecraft_savedata, mk48, record\n"),
        "{out}"
    );
    assert!(!crate_ids().is_empty());
    for line in out.lines().filter(|l| !l.starts_with("datasets:")) {
        let version = line.split_whitespace().nth(1).unwrap();
        assert!(version.chars().next().unwrap().is_ascii_digit(), "{line}");
    }
}

#[test]
fn a_tiny_real_run_writes_a_valid_file_and_index() {
    let id = &crate_ids()[0];
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("results");
    let out_arg = out.display().to_string();
    // An earlier run's file must survive untouched.
    std::fs::create_dir_all(&out).unwrap();
    let earlier = out.join("2000-01-01T00-00-00Z.json");
    std::fs::write(&earlier, b"earlier run").unwrap();

    let output = bencher(&[
        "run",
        "--profile",
        "smoke",
        "-s",
        id,
        "-d",
        "record",
        "-o",
        &out_arg,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stderr(&output).contains("wrote "), "{}", stderr(&output));
    assert_eq!(std::fs::read(&earlier).unwrap(), b"earlier run");

    let files: Vec<PathBuf> = result_files(&out)
        .into_iter()
        .filter(|f| *f != earlier)
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_str().unwrap().to_owned();
    assert!(name.ends_with("Z.json") && !name.contains(':'), "{name}");

    let file_arg = files[0].display().to_string();
    let index_arg = out.join("index.json").display().to_string();
    let check = bencher(&["check", &file_arg, &index_arg]);
    assert!(check.status.success(), "{}", stdout(&check));
    assert!(
        stdout(&check).contains("bencher, started"),
        "{}",
        stdout(&check)
    );
    assert!(
        stdout(&check).contains("manifest, 1 runs"),
        "{}",
        stdout(&check)
    );

    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&files[0]).unwrap()).unwrap();
    let record = &json["datasets"]["record"]["crates"][id.as_str()];
    assert!(record["size"]["primary"].as_u64().unwrap() > 0);
    assert!(
        record["operations"]["serialize"]["primary"]["estimate_ns"]
            .as_f64()
            .unwrap()
            > 0.0
    );
    for codec in ["zlib", "zstd", "lz4", "brotli"] {
        let figures = &record["codecs"][codec]["primary"];
        assert!(figures["size"].as_u64().unwrap() > 0, "{codec}");
        assert!(
            figures["decompress"]["upper_ns"].as_f64().is_some(),
            "{codec}"
        );
    }
    // The binary installs the counting allocator: allocation figures are present.
    assert!(record["allocations"]["deserialize"]["primary"]["count"]
        .as_u64()
        .is_some());
    let run = &json["run"];
    assert_eq!(run["args"][1], "run");
    assert!(run["wall_time_seconds"].as_f64().unwrap() > 0.0);
    assert!(run["median_relative_ci_half_width"].as_f64().is_some());
    if cfg!(target_os = "linux") {
        let others = run["machine_load"]["others_cpu_share"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&others), "{others}");
    }
    assert!(json["environment"]["cores"].as_u64().unwrap() >= 1);
    let index: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("index.json")).unwrap()).unwrap();
    assert_eq!(index["runs"][0]["file"], name.as_str());

    // Export of our own file works too.
    let export = bencher(&["export", "--format", "csv", &file_arg]);
    assert!(export.status.success());
    assert!(stdout(&export).contains(&format!("record,{id},")));

    // `readme` regenerates the marked region of a README from the newest run, and refuses a
    // README without the markers, leaving it untouched.
    let readme = dir.path().join("README.md");
    let original = "# Title\n\n<!-- BEGIN GENERATED RESULTS -->\nold\n<!-- END GENERATED RESULTS -->\n\nTail.\n";
    std::fs::write(&readme, original).unwrap();
    let readme_arg = readme.display().to_string();
    let output = bencher(&["readme", "--results", &out_arg, "--readme", &readme_arg]);
    assert!(output.status.success(), "{}", stderr(&output));
    let regenerated = std::fs::read_to_string(&readme).unwrap();
    assert!(regenerated.starts_with("# Title\n") && regenerated.ends_with("\nTail.\n"));
    assert!(regenerated.contains(id.as_str()) && !regenerated.contains("\nold\n"));
    assert!(
        out.join("charts").read_dir().unwrap().next().is_some(),
        "charts written"
    );
    let page = std::fs::read_to_string(dir.path().join("docs/results/record.md")).unwrap();
    assert!(page.contains(id.as_str()), "{page}");
    std::fs::write(&readme, "no markers\n").unwrap();
    let output = bencher(&["readme", "--results", &out_arg, "--readme", &readme_arg]);
    assert_fails(&output, 1, "README.md");
    assert_eq!(std::fs::read_to_string(&readme).unwrap(), "no markers\n");
}

#[test]
fn fixed_iterations_csv_matches_the_cpp_suite() {
    let ids = crate_ids();
    let selected = ids.iter().take(2).cloned().collect::<Vec<_>>().join(",");
    let output = bencher(&["-i", "10", "-c", "-s", &selected]);
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("serializer,version,iterations,size,time")
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), ids.len().min(2), "{out}");
    for (row, id) in rows.iter().zip(&ids) {
        assert_eq!(row.len(), 5, "{row:?}");
        assert_eq!(row[0], id);
        assert_eq!(row[2], "10");
        assert!(row[3].parse::<u64>().unwrap() > 0);
        row[4].parse::<u64>().expect("integer milliseconds");
    }
    // Without -c, the C++ suite's text report; without -o, no results directory appears.
    let text = bencher_in(
        tempfile::tempdir().unwrap().path(),
        &["run", "-i", "3", "-s", &ids[0]],
    );
    assert!(text.status.success(), "{}", stderr(&text));
    assert!(stdout(&text).starts_with(&format!("Serializer: {}\nVersion   : ", ids[0])));
    assert!(stdout(&text).contains("Iterations: 3\n"));
}

#[test]
fn fixed_iterations_mode_runs_one_dataset() {
    let output = bencher(&["-i", "5", "-d", "record,log"]);
    assert_fails(&output, 1, "single -d");
}

#[test]
fn shards_merged_equal_the_unsharded_run() {
    let ids = crate_ids();
    let selected = ids.iter().take(3).cloned().collect::<Vec<_>>().join(",");
    let dir = tempfile::tempdir().unwrap();
    let run_into = |name: &str, extra: &[&str]| {
        let out = dir.path().join(name);
        let out_arg = out.display().to_string();
        let mut args = vec![
            "run",
            "--profile",
            "smoke",
            "-s",
            &selected,
            "-d",
            "record,log",
            "-o",
            &out_arg,
        ];
        args.extend_from_slice(extra);
        let output = bencher(&args);
        assert!(output.status.success(), "{}", stderr(&output));
        let files = result_files(&out);
        assert_eq!(files.len(), 1);
        files[0].clone()
    };
    let whole = run_into("whole", &[]);
    // A shard holds whole datasets: log in the first, record in the second.
    let first = run_into("shard1", &["--shard", "1/2"]);
    let second = run_into("shard2", &["--shard", "2/2"]);
    let datasets = |path: &Path| {
        let mut names: Vec<String> = timing_keys(path).into_iter().map(|k| k.0).collect();
        names.dedup();
        names
    };
    assert_eq!(datasets(&first), ["log"]);
    assert_eq!(datasets(&second), ["record"]);
    // More shards than datasets: the third would measure nothing, and is refused.
    let out = dir.path().join("empty").display().to_string();
    let output = bencher(&[
        "run",
        "--profile",
        "smoke",
        "-s",
        &selected,
        "-d",
        "record,log",
        "--shard",
        "3/3",
        "-o",
        &out,
    ]);
    assert_fails(&output, 1, "shard 3/3 holds no dataset");

    let merged_dir = dir.path().join("merged");
    std::fs::create_dir_all(&merged_dir).unwrap();
    let merged_arg = merged_dir.display().to_string();
    let (first_arg, second_arg) = (first.display().to_string(), second.display().to_string());
    let output = bencher(&["merge", &first_arg, &second_arg, "-o", &merged_arg]);
    assert!(output.status.success(), "{}", stderr(&output));
    let merged = result_files(&merged_dir);
    assert_eq!(merged.len(), 1);
    assert_eq!(timing_keys(&merged[0]), timing_keys(&whole));
    assert!(merged_dir.join("index.json").exists());

    // A shard merged with a different run of the same shard conflicts (figures differ).
    let again = run_into("again", &["--shard", "1/2"]);
    let out = dir.path().join("conflict.json").display().to_string();
    let output = bencher(&[
        "merge",
        &first_arg,
        &again.display().to_string(),
        "-o",
        &out,
    ]);
    assert_fails(&output, 1, "conflicts");
}

#[test]
fn profile_writes_a_flamegraph_or_just_runs_for_an_external_profiler() {
    let id = &crate_ids()[0];
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("flame.svg");
    let svg_arg = svg.display().to_string();
    let output = bencher(&[
        "profile",
        "--dataset",
        "record",
        "--crate",
        id,
        "--op",
        "serialize",
        "--seconds",
        "0.3",
        "-o",
        &svg_arg,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg"), "not an SVG");

    let output = bencher(&[
        "profile",
        "--dataset",
        "record",
        "--crate",
        id,
        "--op",
        "deserialize",
        "--external",
        "--runs",
        "7",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("ran deserialize 7 times"),
        "{}",
        stderr(&output)
    );

    let missing = bencher(&[
        "profile",
        "--dataset",
        "record",
        "--crate",
        id,
        "--op",
        "serialize",
        "--variant",
        "no-such-variant",
        "--external",
    ]);
    assert_fails(&missing, 1, "has no serialize (no-such-variant) case");
    let unknown = bencher(&[
        "profile",
        "--dataset",
        "nope",
        "--crate",
        id,
        "--op",
        "serialize",
    ]);
    assert_fails(&unknown, 1, "unknown dataset nope; valid:");
}

/// The bench workflow runs one job per dataset: its matrix must name every dataset, or a
/// published run would silently lack one.
#[test]
fn the_bench_workflow_runs_every_dataset() {
    let workflow = include_str!("../../.github/workflows/bench.yml");
    let line = workflow
        .lines()
        .map(str::trim)
        .find_map(|line| line.strip_prefix("dataset: ["))
        .expect("a `dataset: [...]` matrix");
    let matrix: Vec<&str> = line
        .trim_end_matches(']')
        .split(',')
        .map(str::trim)
        .collect();
    let datasets: Vec<&str> = schema::DATASETS.iter().map(|d| d.name).collect();
    assert_eq!(matrix, datasets);
}
