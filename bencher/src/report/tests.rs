//! Tests of the reports on hand-built results files (and, below, on the upstream fixtures).

use super::charts::{planned_charts, write_charts, ChartKind};
use super::readme::{
    render_page, render_results, splice, Links, Options, SpliceError, WasmRun, BEGIN_MARKER,
    END_MARKER,
};
use super::{format, regenerate_readme, ReportError, Targets};
use schema::against_upstream::UPSTREAM_DIFFERENCES;
use schema::{
    Allocations, Codec, CodecFigures, CrateInfo, CrateResults, DatasetResults, Environment,
    Failure, Metric, Operation, Origin, Profile, ResultsFile, RunInfo, Timing, Variants,
};
use std::collections::BTreeMap;

const EVIL_ID: &str = "evil|<b>*x*";
const EVIL_VARIANT: &str = "v|<i>_y_";

fn timing(estimate_ns: f64) -> Timing {
    Timing::bounded(estimate_ns, estimate_ns * 0.99, estimate_ns * 1.01)
}

fn crate_info(name: &str, version: &str, variants: &[(&str, &str)]) -> CrateInfo {
    CrateInfo {
        name: name.to_owned(),
        version: version.to_owned(),
        family: None,
        zero_copy: false,
        variants: variants
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        work: variants
            .iter()
            .map(|(k, _)| (k.to_string(), schema::Work::Same))
            .collect(),
    }
}

/// A crate with serialize, deserialize, size and zstd figures scaled by `factor`.
fn plain_results(factor: f64) -> CrateResults {
    let mut results = CrateResults::default();
    results.operations.insert(
        Operation::Serialize,
        Variants::primary(timing(1000.0 * factor)),
    );
    results.operations.insert(
        Operation::Deserialize,
        Variants::primary(timing(3000.0 * factor)),
    );
    results.size = Variants::primary((500.0 * factor) as u64);
    results.codecs.insert(
        Codec::Zstd,
        Variants::primary(CodecFigures {
            size: (200.0 * factor) as u64,
            compress: Some(timing(700.0 * factor)),
            decompress: Some(timing(300.0 * factor)),
        }),
    );
    results
}

/// Three datasets (`log`, `mesh`, and `zzz` which DATASETS does not know), crates with
/// variants, hostile names, a zero-copy crate, bounds-less timings and failures.
fn sample_file() -> ResultsFile {
    let mut crates = BTreeMap::new();
    crates.insert("alpha".to_owned(), crate_info("alpha", "1.2.3", &[]));
    crates.insert(
        "beta".to_owned(),
        crate_info(
            "beta",
            "0.4.0-rc.1",
            &[("fast", "skips validation"), ("slow", "validates")],
        ),
    );
    crates.insert(
        "protobuf4".to_owned(),
        crate_info("protobuf", "4.31.1-release", &[]),
    );
    crates.insert(
        EVIL_ID.to_owned(),
        crate_info(
            EVIL_ID,
            "1.0.0)](javascript:x)",
            &[(EVIL_VARIANT, "<script>alert(1)</script>")],
        ),
    );
    let mut zc = crate_info("zc", "0.8.0", &[("unvalidated", "trusts the buffer")]);
    zc.zero_copy = true;
    crates.insert("zc".to_owned(), zc);

    let mut log = DatasetResults::default();
    log.crates.insert("alpha".to_owned(), plain_results(1.0));
    let mut beta = CrateResults::default();
    let mut serialize = Variants::default();
    serialize.set(Some("fast"), timing(800.0));
    serialize.set(Some("slow"), Timing::point(2500.0));
    beta.operations.insert(Operation::Serialize, serialize);
    beta.size = Variants::primary(450);
    log.crates.insert("beta".to_owned(), beta);
    log.crates
        .insert("protobuf4".to_owned(), plain_results(2.0));
    let mut evil = plain_results(4.0);
    evil.operations
        .get_mut(&Operation::Serialize)
        .unwrap()
        .set(Some(EVIL_VARIANT), timing(3900.0));
    log.crates.insert(EVIL_ID.to_owned(), evil);
    let mut zc_results = plain_results(0.5);
    let mut access = Variants::primary(timing(5.0));
    access.set(Some("unvalidated"), timing(1.0));
    zc_results.operations.insert(Operation::Access, access);
    zc_results
        .operations
        .insert(Operation::Read, Variants::primary(timing(40.0)));
    log.crates.insert("zc".to_owned(), zc_results);

    let mut mesh = DatasetResults::default();
    mesh.crates.insert("alpha".to_owned(), plain_results(10.0));
    let mut zzz = DatasetResults::default();
    zzz.crates.insert("alpha".to_owned(), plain_results(1.0));
    let mut unsafe_name = DatasetResults::default();
    unsafe_name
        .crates
        .insert("alpha".to_owned(), plain_results(1.0));

    let mut datasets = BTreeMap::new();
    datasets.insert("zzz".to_owned(), zzz);
    datasets.insert("mesh".to_owned(), mesh);
    datasets.insert("log".to_owned(), log);
    datasets.insert("../escape".to_owned(), unsafe_name);

    ResultsFile {
        crates,
        datasets,
        failures: vec![
            Failure {
                crate_id: "beta".to_owned(),
                dataset: "log".to_owned(),
                operation: "deserialize".to_owned(),
                message: "round trip mismatch\n<script>x</script> | *boom*".to_owned(),
            },
            Failure {
                crate_id: "alpha".to_owned(),
                dataset: "minecraft_savedata".to_owned(),
                operation: "serialize".to_owned(),
                message: "panicked".to_owned(),
            },
        ],
        ..ResultsFile::new(
            Origin::Bencher,
            RunInfo {
                started_at: "2026-11-29T20:04:42Z".to_owned(),
                finished_at: Some("2026-11-29T20:19:00Z".to_owned()),
                bencher_version: Some("0.1.0".to_owned()),
                git_commit: Some("abc123".to_owned()),
                args: vec!["bencher".to_owned(), "run".to_owned()],
                profile: Some(Profile::Quick),
                wall_time_seconds: Some(858.0),
                median_relative_ci_half_width: Some(0.0123),
                machine_load: Some(schema::MachineLoad {
                    others_cpu_share: 0.031,
                    steal_share: 0.002,
                }),
                rounds: None,
            },
            Environment {
                rustc: Some(
                    "rustc 1.95.0 (59807616e 2026-04-14)\nhost: x86_64-unknown-linux-gnu"
                        .to_owned(),
                ),
                cpu: Some(
                    "Architecture: x86_64\nModel name:   AMD EPYC 7763 64-Core Processor\n"
                        .to_owned(),
                ),
                os: Some("Debian GNU/Linux 12".to_owned()),
                cores: Some(2),
                valgrind: None,
                build: Some(schema::Build {
                    target_cpu: "native (znver3)".to_owned(),
                    target_features: ["avx2", "fma", "sse2", "sse4.2"]
                        .map(str::to_owned)
                        .to_vec(),
                    target: None,
                }),
                browser: None,
                clock_step_ns: None,
            },
        )
    }
}

/// Every generated text of `file`: each dataset's page under a `### <dataset>` heading, then
/// the README's region, as the tests read them.
fn render_all(file: &ResultsFile) -> String {
    let links = Links::repository();
    let options = Options::default();
    let mut out = String::new();
    for dataset in super::shared::dataset_order(file) {
        out.push_str(&format!("\n### {}\n\n", format::markdown(dataset)));
        out.push_str(&render_page(file, dataset, &[], &links, &options));
    }
    out.push_str("\n## README\n\n");
    // The README's dataset headings, one level down, so that `section` finds the pages.
    out.push_str(&render_results(file, &links, &options).replace("\n### ", "\n#### "));
    out
}

/// Where `regenerate_readme` writes in a test directory.
fn targets(readme: &std::path::Path, charts: &std::path::Path) -> Targets {
    Targets {
        readme: readme.to_owned(),
        charts: charts.to_owned(),
        pages: charts.with_file_name("pages"),
    }
}

/// The lines of the first table after `heading` within the section of `dataset`.
fn table_after<'a>(markdown: &'a str, dataset: &str, heading: &str) -> Vec<&'a str> {
    let section = section(markdown, dataset);
    let start = section
        .find(heading)
        .unwrap_or_else(|| panic!("no {heading} in {dataset}"));
    section[start..]
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .collect()
}

/// Cells of a table row, splitting on `|` not escaped by a backslash (as GitHub does).
fn cells(row: &str) -> Vec<String> {
    let mut cells = vec![String::new()];
    let mut escaped = false;
    for c in row.chars() {
        if c == '|' && !escaped {
            cells.push(String::new());
        } else {
            cells.last_mut().unwrap().push(c);
        }
        escaped = c == '\\' && !escaped;
    }
    // Drop the empty pieces outside the leading and trailing pipes.
    cells[1..cells.len() - 1]
        .iter()
        .map(|c| c.trim().to_owned())
        .collect()
}

#[test]
fn one_row_per_crate_and_consistent_cell_counts() {
    let file = sample_file();
    let markdown = render_all(&file);
    for heading in ["## Times", "## Sizes"] {
        let table = table_after(&markdown, "log", heading);
        assert_eq!(
            table.len() - 2,
            file.datasets["log"].crates.len(),
            "{heading}"
        );
        let width = cells(table[0]).len();
        for row in &table {
            assert_eq!(cells(row).len(), width, "{heading}: {row}");
        }
    }
    let zero_copy = table_after(&markdown, "log", "## Zero-copy");
    assert_eq!(zero_copy.len() - 2, 1);
    assert_eq!(cells(zero_copy[0]), ["Crate", "Access", "Read<sup>b</sup>"]);
}

/// The section of `dataset` in a rendered README region.
fn section<'a>(markdown: &'a str, dataset: &str) -> &'a str {
    markdown
        .split("\n### ")
        .find(|s| s.starts_with(&format!("{dataset}\n")))
        .unwrap_or_else(|| panic!("no section for {dataset}"))
}

#[test]
fn columns_that_differ_from_upstream_by_definition_carry_their_note() {
    let [read, serde_json, deserialize] = UPSTREAM_DIFFERENCES;
    let note =
        |marker: &str, text: &str| format!("- <sup>{marker}</sup> {}\n", format::markdown(text));

    // Every crate's read and deserialize differ: each column's heading and one note, lettered
    // in the page's order (the times table comes first).
    let markdown = render_all(&sample_file());
    let log = section(&markdown, "log");
    let times = cells(table_after(&markdown, "log", "## Times")[0]);
    assert_eq!(times[2..], ["Serialize", "Deserialize<sup>a</sup>"]);
    assert_eq!(log.matches(&note("a", deserialize.text)).count(), 1);
    let header = cells(table_after(&markdown, "log", "## Zero-copy")[0]);
    assert_eq!(header[2], "Read<sup>b</sup>");
    assert_eq!(log.matches(&note("b", read.text)).count(), 1);
    assert!(log.contains("(../methodology.md#against-the-upstream-suite)"));
    // serde_json's serialize only where serde_json has a figure.
    assert!(!log.contains(&format::markdown(serde_json.text)));
    // A dataset without a read column has no note of the read.
    assert!(!section(&markdown, "mesh").contains(&format::markdown(read.text)));

    let mut file = sample_file();
    let log = file.datasets.get_mut("log").unwrap();
    log.crates
        .insert("serde_json".to_owned(), plain_results(3.0));
    let markdown = render_all(&file);
    let times = cells(table_after(&markdown, "log", "## Times")[0]);
    assert_eq!(
        times[2..],
        ["Serialize<sup>a</sup>", "Deserialize<sup>b</sup>"]
    );
    let header = cells(table_after(&markdown, "log", "## Zero-copy")[0]);
    assert_eq!(header[2], "Read<sup>c</sup>");
    let log = section(&markdown, "log");
    assert_eq!(log.matches(&note("a", serde_json.text)).count(), 1);
    assert_eq!(log.matches(&note("c", read.text)).count(), 1);
    assert!(!section(&markdown, "mesh").contains(&format::markdown(serde_json.text)));
}

#[test]
fn an_imported_upstream_run_carries_no_note_against_upstream() {
    for (name, file) in upstream_fixtures() {
        let markdown = render_all(&file);
        assert!(!markdown.contains("Against the upstream suite"), "{name}");
    }
}

#[test]
fn datasets_follow_the_canonical_order_then_names() {
    let markdown = render_all(&sample_file());
    let headings: Vec<&str> = markdown
        .lines()
        .filter_map(|l| l.strip_prefix("### "))
        .collect();
    assert_eq!(
        headings,
        ["log", "mesh", "minecraft\\_savedata", "../escape", "zzz"]
    );
    assert!(markdown.contains("HTTP request logs"));
    assert!(markdown.contains("No crate produced figures on this dataset."));
}

#[test]
fn columns_appear_only_when_some_crate_has_them() {
    let markdown = render_all(&sample_file());
    let header = |heading| cells(table_after(&markdown, "log", heading)[0]);
    assert_eq!(
        header("## Times"),
        ["Crate", "Version", "Serialize", "Deserialize<sup>a</sup>"]
    );
    assert_eq!(header("## Sizes"), ["Crate", "Size", "zstd"]);
    assert_eq!(
        header("## Codec times"),
        ["Crate", "zstd compress", "zstd decompress"]
    );
}

#[test]
fn allocations_have_a_table_of_their_own() {
    let mut file = sample_file();
    let log = file.datasets.get_mut("log").unwrap();
    log.crates.get_mut("alpha").unwrap().allocations.insert(
        Operation::Serialize,
        Variants::primary(Allocations {
            count: 12,
            bytes: 4096,
        }),
    );
    let mut deserialize = Variants::primary(Allocations { count: 0, bytes: 0 });
    deserialize.set(
        Some("fast"),
        Allocations {
            count: 1500,
            bytes: 2_000_000,
        },
    );
    log.crates
        .get_mut("beta")
        .unwrap()
        .allocations
        .insert(Operation::Deserialize, deserialize);
    let markdown = render_all(&file);
    let table = table_after(&markdown, "log", "## Allocations");
    let header = cells(table[0]);
    assert_eq!(header, ["Crate", "Serialize allocs", "Deserialize allocs"]);
    let alpha = cells(table.iter().find(|r| r.contains("[alpha]")).unwrap());
    assert_eq!(alpha[1], "12 (4.10 kB)");
    assert_eq!(alpha[2], "—");
    let beta = cells(table.iter().find(|r| r.contains("[beta]")).unwrap());
    assert_eq!(beta[2], "0 (0 B)<br><em>fast:</em> 1.50 k (2.00 MB)");
    for row in &table {
        assert_eq!(cells(row).len(), header.len(), "{row}");
    }
    assert!(markdown.contains("Heap allocations (reallocations included)"));
    // The times say nothing of allocations; a dataset without them has no such table.
    let times = cells(table_after(&markdown, "log", "## Times")[0]);
    assert!(times.iter().all(|c| !c.contains("allocs")), "{times:?}");
    assert!(!section(&markdown, "mesh").contains("## Allocations"));
}

#[test]
fn figures_have_units_intervals_and_ratios_to_the_best() {
    let markdown = render_all(&sample_file());
    let times = table_after(&markdown, "log", "## Times");
    let alpha = cells(times.iter().find(|r| r.contains("[alpha]")).unwrap());
    assert_eq!(alpha[1], "1.2.3");
    // Third serialize figure: after zc's and beta's fast variant.
    assert_eq!(alpha[2], "1.00 µs ±1.0% ×2 (3)");
    let sizes = table_after(&markdown, "log", "## Sizes");
    let alpha = cells(sizes.iter().find(|r| r.contains("[alpha]")).unwrap());
    assert_eq!(alpha[1], "500 B ×2 (3)");
    // zc (every figure half of alpha's, serialize 500 ns < beta's 800 ns) is best everywhere.
    let zc = cells(times.iter().find(|r| r.contains("[zc]")).unwrap());
    assert!(zc[2..].iter().all(|c| c.ends_with("×1.00 (1)")), "{zc:?}");
    // A bounds-less timing gets no interval.
    let beta = cells(times.iter().find(|r| r.contains("[beta]")).unwrap());
    assert!(beta[2].contains("<em>slow:</em> 2.50 µs ×5"), "{}", beta[2]);
}

#[test]
fn relative_tables_rank_each_column_and_tied_figures_share_a_rank() {
    let mut file = sample_file();
    // Half a percent slower than alpha, within both intervals (±1%): tied on times, not on
    // sizes, which are exact.
    let mesh = file.datasets.get_mut("mesh").unwrap();
    mesh.crates.insert("beta".to_owned(), plain_results(10.05));
    mesh.crates
        .insert("protobuf4".to_owned(), plain_results(12.0));
    let markdown = render_all(&file);
    let relative = table_after(&markdown, "mesh", "## Times");
    let row = |id: &str| {
        cells(
            relative
                .iter()
                .find(|r| r.contains(&format!("[{id}]")))
                .unwrap(),
        )
    };
    let (alpha, beta, protobuf) = (row("alpha"), row("beta"), row("protobuf4"));
    assert!(alpha[2].ends_with("×1.00 (1)"), "{alpha:?}");
    assert!(beta[2].ends_with("×1.00 (=1)"), "{beta:?}");
    assert!(protobuf[2].ends_with("×1.2 (3)"), "{protobuf:?}");
    // Size: 5000, 5025, 6000 bytes (×1.005 reads ×1.00 with three significant digits).
    let sizes = table_after(&markdown, "mesh", "## Sizes");
    let size = |id: &str| {
        cells(
            sizes
                .iter()
                .find(|r| r.contains(&format!("[{id}]")))
                .unwrap(),
        )
    };
    assert!(size("beta")[1].ends_with("×1.00 (2)"));
    assert!(size("protobuf4")[1].ends_with("×1.2 (3)"));
    // The intro says what `=` means.
    assert!(markdown.contains(&format!(
        "`=3` a shared rank: {} (sizes",
        schema::rank::SHARED_RANK_EXPLANATION
    )));
}

#[test]
fn variants_are_named_in_italics_and_explained_once_per_page() {
    let markdown = render_all(&sample_file());
    let times = table_after(&markdown, "log", "## Times");
    let beta = cells(times.iter().find(|r| r.contains("[beta]")).unwrap());
    assert!(
        beta[2].starts_with("<em>fast:</em> 800 ns ±1.0% ×1.6 (2)<br><em>slow:</em> 2.50 µs"),
        "{}",
        beta[2]
    );
    let log = section(&markdown, "log");
    assert_eq!(
        log.matches("- beta <em>fast</em>: skips validation.\n")
            .count(),
        1
    );
    assert_eq!(log.matches("- beta <em>slow</em>: validates.\n").count(), 1);
    let zero_copy = table_after(&markdown, "log", "## Zero-copy");
    assert!(zero_copy[2].contains("<em>unvalidated:</em> 1.00 ns ±1.0%"));
    assert!(log.contains("zc <em>unvalidated</em>: trusts the buffer"));
}

#[test]
fn a_variant_of_other_work_is_shown_with_why_but_not_ranked() {
    let mut file = sample_file();
    file.crates.get_mut("beta").unwrap().work.insert(
        "fast".to_owned(),
        schema::Work::Other("columns built beforehand".to_owned()),
    );
    let markdown = render_all(&file);
    let times = table_after(&markdown, "log", "## Times");
    let beta = cells(times.iter().find(|r| r.contains("[beta]")).unwrap());
    assert!(
        beta[2].starts_with("<em>fast:</em> 800 ns ±1.0% ×1.6, not ranked<br>"),
        "{}",
        beta[2]
    );
    // alpha moves up to second, behind zc.
    let alpha = cells(times.iter().find(|r| r.contains("[alpha]")).unwrap());
    assert!(alpha[2].ends_with("×2 (2)"), "{}", alpha[2]);
    let log = section(&markdown, "log");
    assert!(log.contains(
        "- beta <em>fast</em>: skips validation. **Not ranked:** columns built beforehand.\n"
    ));
    let readme = &markdown[markdown.find("\n## README\n").unwrap()..];
    assert!(readme.contains("Not ranked, as they do other work"));
    assert!(readme.contains("beta <em>fast</em>"));
    // Asked for, every variant ranks.
    let options = Options {
        include_other_work: true,
        ..Options::default()
    };
    let page = render_page(&file, "log", &[], &Links::repository(), &options);
    assert!(page.contains("<em>fast:</em> 800 ns ±1.0% ×1.6 (2)"));
}

#[test]
fn hostile_text_is_escaped_everywhere() {
    let markdown = render_all(&sample_file());
    for forbidden in ["<b>", "<i>", "<script>", "*boom*", ")](javascript"] {
        assert!(!markdown.contains(forbidden), "{forbidden} leaked");
    }
    // The hostile crate is not linked (its name is not a crates.io name).
    let raw = table_after(&markdown, "log", "## Times");
    let evil = raw.iter().find(|r| r.contains("evil")).unwrap();
    assert!(!evil.contains("https://"));
    assert!(evil.starts_with("| evil\\|&lt;b&gt;\\*x\\* |"));
    // Only our own tags remain.
    let tags: Vec<&str> = markdown
        .split('<')
        .skip(1)
        .map(|rest| rest.split(['>', ' ']).next().unwrap())
        .collect();
    for tag in tags {
        assert!(
            [
                "em", "/em", "sup", "/sup", "br", "details", "/details", "summary", "/summary",
                "pre", "/pre", "code", "/code", "!--"
            ]
            .contains(&tag),
            "unexpected tag <{tag}>"
        );
    }
}

#[test]
fn crates_link_to_crates_io_by_name_and_version() {
    let markdown = render_all(&sample_file());
    assert!(markdown.contains("[alpha](https://crates.io/crates/alpha/1.2.3)"));
    assert!(markdown.contains("[beta](https://crates.io/crates/beta/0.4.0-rc.1)"));
    assert!(markdown
        .contains("[protobuf4](https://crates.io/crates/protobuf/4.31.1-release) (protobuf)"));
}

#[test]
fn failures_are_listed_and_marked_in_cells() {
    let markdown = render_all(&sample_file());
    let raw = table_after(&markdown, "log", "## Times");
    let beta = cells(raw.iter().find(|r| r.contains("[beta]")).unwrap());
    assert_eq!(beta[3], "failed");
    assert!(markdown.contains(
        "- beta (deserialize): round trip mismatch &lt;script&gt;x&lt;/script&gt; \\| \\*boom\\*\n"
    ));
    assert!(markdown.contains("- alpha (serialize): panicked\n"));
}

#[test]
fn the_report_says_the_build_and_each_datasets_machine_where_they_differ() {
    let file = sample_file();
    let markdown = render_all(&file);
    let words = file.environment.machine_in_words().unwrap();
    assert!(words.ends_with("(Zen 3) machine, native x86-64"), "{words}");
    assert!(
        markdown.contains(&format!(
            "Figures from {}, quick profile",
            format::markdown(&words)
        )),
        "{markdown}"
    );
    assert!(!markdown.contains("Measured on:") && !markdown.contains("Machines by dataset"));

    // A wasm run beside this native one is pointed to, and a wasm run says what it ran in.
    let wasm_run = WasmRun {
        words: "quick profile, run of 2026-12-07, wasm32 in Chromium 156".to_owned(),
        median_ratio: None,
    };
    let with_wasm = Options {
        wasm_run: Some(wasm_run.clone()),
        ..Options::default()
    };
    let readme = render_results(&file, &Links::repository(), &with_wasm);
    assert!(
        readme.contains(
            "The crates measured in WebAssembly (quick profile, run of 2026-12-07, wasm32 in \
             Chromium 156) are a run of their own in the explorer's run picker.\n"
        ),
        "{readme}"
    );
    // Of the same machine, it says what wasm costs the median crate.
    let with_ratio = Options {
        wasm_run: Some(WasmRun {
            median_ratio: Some(1.5371),
            ..wasm_run
        }),
        ..Options::default()
    };
    let readme = render_results(&file, &Links::repository(), &with_ratio);
    assert!(
        readme.contains(
            "run picker. On the same machine, the median crate takes 1.54 times its native time \
             in wasm.\n"
        ),
        "{readme}"
    );
    let mut wasm = file.clone();
    wasm.environment.build = Some(schema::Build {
        target_cpu: "generic".to_owned(),
        target: Some("wasm32-unknown-unknown".to_owned()),
        ..Default::default()
    });
    wasm.environment.browser = Some("Chromium 156".to_owned());
    let readme = render_results(&wasm, &Links::repository(), &with_wasm);
    assert!(
        readme.contains("machine, wasm32 in Chromium 156, quick profile"),
        "{readme}"
    );
    assert!(
        !readme.contains("The crates measured in WebAssembly"),
        "{readme}"
    );

    let mut portable = file.clone();
    portable.environment.build.as_mut().unwrap().target_cpu = "x86-64".to_owned();
    let markdown = render_all(&portable);
    assert!(
        markdown.contains(", portable x86-64, quick profile"),
        "{markdown}"
    );

    // A shard measured mesh on a Xeon with 4 cores; the others ran on the EPYC.
    let mut sharded = file.clone();
    sharded.dataset_environments.insert(
        "mesh".to_owned(),
        Environment {
            cpu: Some("Model name: Intel Xeon 8370C".to_owned()),
            cores: Some(4),
            ..file.environment.clone()
        },
    );
    let markdown = render_all(&sharded);
    let mesh = &markdown[markdown.find("### mesh").unwrap()..];
    assert!(
        mesh.contains(
            "Measured on: Intel Xeon 8370C, 4 cores, rustc 1.95.0 (59807616e 2026-04-14), native (znver3). "
        ),
        "{mesh}"
    );
    let log = &markdown[markdown.find("### log").unwrap()..];
    assert!(log.contains("Measured on: AMD EPYC 7763 64-Core Processor, 2 cores"));
    assert!(
        markdown.contains(
            "Machines by dataset (the items above are the first shard's): log, \
             minecraft\\_savedata, ../escape, zzz: AMD EPYC 7763 64-Core Processor, 2 cores"
        ),
        "{markdown}"
    );
    assert!(
        markdown.contains("; mesh: Intel Xeon 8370C, 4 cores"),
        "{markdown}"
    );
}

#[test]
fn runtime_info_sits_in_a_details_block() {
    let markdown = render_all(&sample_file());
    let details = &markdown[markdown.find("<details>").unwrap()..];
    assert!(details.ends_with("</details>\n"));
    for expected in [
        "CPU: AMD EPYC 7763 64-Core Processor",
        "Cores: 2",
        "OS: Debian GNU/Linux 12",
        "Build: native (znver3): avx2, sse4.2",
        "14 min 18 s measuring",
        "Profile: quick",
        "Median interval half-width: 1.23% of the estimate",
        "Machine load: other processes used 3.1% of the CPU time, the hypervisor withheld 0.2%",
        "<code>abc123</code>",
        "<pre>\nrustc 1.95.0 (59807616e 2026-04-14)\nhost: x86\\_64-unknown-linux-gnu\n</pre>",
    ] {
        if expected.starts_with("<pre>") {
            // <pre> content is HTML-escaped only, not markdown-escaped.
            assert!(
                details.contains(&expected.replace("\\_", "_")),
                "{expected}"
            );
        } else {
            assert!(details.contains(expected), "{expected}");
        }
    }
}

#[test]
fn the_rounds_drift_is_in_the_runtime_info_when_the_run_has_rounds() {
    let plain = render_all(&sample_file());
    assert!(!plain.contains("Drift of the machine"), "{plain}");

    let mut file = sample_file();
    let log = file.datasets.get_mut("log").unwrap();
    let alpha = log.crates.get_mut("alpha").unwrap();
    let serialize = alpha.operations.get_mut(&Operation::Serialize).unwrap();
    let t = serialize.primary.as_mut().unwrap();
    t.rounds = vec![t.estimate_ns, t.estimate_ns * 0.8];
    let markdown = render_all(&file);
    let details = &markdown[markdown.find("<details>").unwrap()..];
    assert!(
        details.contains("Drift of the machine: round 2 at 0.800 of round 1 (median over timings)"),
        "{details}"
    );
}

#[test]
fn the_runtime_info_gives_each_datasets_precision() {
    let plain = render_all(&sample_file());
    assert!(
        plain.contains(
            "Median interval half-width: 1.23% of the estimate (log 1.00%, mesh 1.00%, \
             ../escape 1.00%, zzz 1.00%)"
        ),
        "{plain}"
    );
    assert!(!plain.contains("Spread of the rounds"), "{plain}");

    let mut file = sample_file();
    for (dataset, slower) in [("log", 1.5), ("mesh", 1.25)] {
        let crate_results = file.datasets.get_mut(dataset).unwrap();
        let alpha = crate_results.crates.get_mut("alpha").unwrap();
        let serialize = alpha.operations.get_mut(&Operation::Serialize).unwrap();
        let t = serialize.primary.as_mut().unwrap();
        t.rounds = vec![t.estimate_ns, t.estimate_ns * slower];
    }
    let markdown = render_all(&file);
    assert!(
        markdown.contains(
            "Spread of the rounds (a timing's slowest round over its fastest, median): 1.38 \
             (log 1.50, mesh 1.25)"
        ),
        "{markdown}"
    );
}

#[test]
fn charts_are_linked_relative_to_the_pages() {
    let markdown = render_all(&sample_file());
    let file = sample_file();
    let charts = super::charts::planned_charts(&file);
    let log: Vec<&super::charts::PlannedChart> =
        charts.iter().filter(|c| c.dataset == "log").collect();
    let page = render_page(
        &file,
        "log",
        &log,
        &Links::repository(),
        &Options::default(),
    );
    assert!(page.contains(
        "Charts: [serialize time](../../benchmark_results/charts/log-serialize.svg) · \
         [deserialize time](../../benchmark_results/charts/log-deserialize.svg) · \
         [size vs serialize time](../../benchmark_results/charts/log-size-vs-serialize.svg)."
    ));
    // No chart, page or link for a dataset whose name is not a safe file name.
    assert!(!charts.iter().any(|c| c.file_name.contains("escape")));
    assert!(markdown.contains("[All figures](docs/results/log.md)"));
    assert!(!markdown.contains("escape.md"));
}

const README: &str = "# Title\n\nIntro | kept *as is*.\n\n<!-- BEGIN GENERATED RESULTS -->\nold\n<!-- END GENERATED RESULTS -->\n\n## After\nkept\n";

#[test]
fn splice_replaces_only_the_marked_region() {
    let spliced = splice(README, "new *text*\n").unwrap();
    assert_eq!(
        spliced,
        "# Title\n\nIntro | kept *as is*.\n\n<!-- BEGIN GENERATED RESULTS -->\n\nnew *text*\n\n<!-- END GENERATED RESULTS -->\n\n## After\nkept\n"
    );
    assert_eq!(splice(&spliced, "new *text*\n").unwrap(), spliced);
    let markdown = render_all(&sample_file());
    let once = splice(README, &markdown).unwrap();
    assert_eq!(splice(&once, &markdown).unwrap(), once);
    assert!(once.starts_with("# Title\n\nIntro | kept *as is*.\n\n"));
    assert!(once.ends_with("<!-- END GENERATED RESULTS -->\n\n## After\nkept\n"));
}

#[test]
fn splice_rejects_bad_markers() {
    assert_eq!(
        splice("no markers", "x"),
        Err(SpliceError::Missing {
            marker: BEGIN_MARKER
        })
    );
    assert_eq!(
        splice(&format!("{BEGIN_MARKER}\n"), "x"),
        Err(SpliceError::Missing { marker: END_MARKER })
    );
    let duplicated = format!("{BEGIN_MARKER}\n{END_MARKER}\n{BEGIN_MARKER}\n");
    assert_eq!(
        splice(&duplicated, "x"),
        Err(SpliceError::Duplicated {
            marker: BEGIN_MARKER,
            lines: vec![1, 3]
        })
    );
    let reversed = format!("a\n{END_MARKER}\n{BEGIN_MARKER}\n");
    let error = splice(&reversed, "x").unwrap_err();
    assert_eq!(
        error,
        SpliceError::OutOfOrder {
            begin_line: 3,
            end_line: 2
        }
    );
    assert!(error.to_string().contains("line 2"), "{error}");
    assert_eq!(
        splice(README, &format!("sneaky {END_MARKER}")),
        Err(SpliceError::MarkerInGenerated)
    );
}

#[test]
fn a_bar_tied_with_the_one_above_shows_its_shared_rank() {
    let mut file = sample_file();
    // 0.5% slower than alpha, within both intervals (±1%).
    let mesh = file.datasets.get_mut("mesh").unwrap();
    mesh.crates.insert("beta".to_owned(), plain_results(10.05));
    let dir = tempfile::tempdir().unwrap();
    write_charts(&file, dir.path()).unwrap();
    let mesh = std::fs::read_to_string(dir.path().join("mesh-serialize.svg")).unwrap();
    assert!(mesh.contains("10.1 µs =1"), "{mesh}");
    assert!(mesh.contains("=3: tied with the bar above"), "{mesh}");
    // Nothing is tied on log's serialize chart: no rank, no explanation.
    let log = std::fs::read_to_string(dir.path().join("log-serialize.svg")).unwrap();
    assert!(!log.contains("tied"), "{log}");
}

#[test]
fn charts_are_written_as_svg_naming_every_crate() {
    let file = sample_file();
    let dir = tempfile::tempdir().unwrap();
    let written = write_charts(&file, dir.path()).unwrap();
    let planned = planned_charts(&file);
    assert_eq!(written.len(), planned.len());
    // log, mesh and zzz each get 3 charts; "../escape" none.
    assert_eq!(planned.len(), 9);
    assert!(planned.iter().all(|c| !c.dataset.contains('/')));
    for path in &written {
        assert_eq!(path.parent(), Some(dir.path()));
        let svg = std::fs::read_to_string(path).unwrap();
        assert!(svg.starts_with("<svg"), "{}", path.display());
        assert!(svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("alpha"), "{}", path.display());
    }
    let log_serialize = std::fs::read_to_string(dir.path().join("log-serialize.svg")).unwrap();
    for label in [
        "beta (fast)",
        "beta (slow)",
        "protobuf4",
        "zc",
        "evil|&lt;b&gt;*x*",
    ] {
        assert!(log_serialize.contains(label), "{label} missing");
    }
    assert!(!log_serialize.contains("<b>"));
    let scatter = std::fs::read_to_string(dir.path().join("log-size-vs-serialize.svg")).unwrap();
    assert!(scatter.contains("Pareto front"));
    assert!(scatter.contains("beta (fast)"));
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| n.ends_with(".svg")), "{names:?}");
    assert_eq!(ChartKind::ALL.len(), 3);
}

#[test]
fn regenerate_writes_charts_and_readme() {
    let root = tempfile::tempdir().unwrap();
    let readme = root.path().join("README.md");
    std::fs::write(&readme, README).unwrap();
    let charts_dir = root.path().join("benchmark_results").join("charts");
    let file = sample_file();
    let first =
        regenerate_readme(&targets(&readme, &charts_dir), &file, &Options::default()).unwrap();
    assert!(first.readme_changed);
    assert_eq!(first.charts.len(), 9);
    assert_eq!(first.pages.len(), 4, "{:?}", first.pages);
    let text = std::fs::read_to_string(&readme).unwrap();
    assert!(
        text.contains("[All figures](benchmark_results/pages/log.md)"),
        "{text}"
    );
    let page = std::fs::read_to_string(root.path().join("benchmark_results/pages/log.md")).unwrap();
    assert!(page.contains("(../charts/log-serialize.svg)"), "{page}");
    assert!(
        page.contains("[The answer at a glance](../../README.md)"),
        "{page}"
    );
    assert!(text.starts_with("# Title\n") && text.ends_with("## After\nkept\n"));
    let second =
        regenerate_readme(&targets(&readme, &charts_dir), &file, &Options::default()).unwrap();
    assert!(!second.readme_changed);
    assert_eq!(std::fs::read_to_string(&readme).unwrap(), text);
}

#[test]
fn regenerate_touches_nothing_when_the_readme_lacks_markers() {
    let root = tempfile::tempdir().unwrap();
    let readme = root.path().join("README.md");
    std::fs::write(&readme, "# No markers\n").unwrap();
    let charts_dir = root.path().join("charts");
    let error = regenerate_readme(
        &targets(&readme, &charts_dir),
        &sample_file(),
        &Options::default(),
    )
    .unwrap_err();
    assert!(matches!(error, ReportError::Markers { .. }), "{error}");
    assert!(error.to_string().contains("README.md"), "{error}");
    assert!(!charts_dir.exists());
    assert_eq!(std::fs::read_to_string(&readme).unwrap(), "# No markers\n");
    let missing = regenerate_readme(
        &targets(&root.path().join("nope.md"), &charts_dir),
        &sample_file(),
        &Options::default(),
    );
    assert!(matches!(missing, Err(ReportError::ReadReadme { .. })));
}

/// The upstream suite's published result files, loaded by the schema crate.
fn upstream_fixtures() -> Vec<(String, ResultsFile)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../schema/tests/fixtures/upstream-results");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "expected the three upstream layouts");
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let bytes = std::fs::read(&path).unwrap();
            let file =
                schema::load::load_results(&name, &bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, file)
        })
        .collect()
}

#[test]
fn upstream_files_render_one_row_per_crate_per_dataset() {
    for (name, file) in upstream_fixtures() {
        let markdown = render_all(&file);
        assert!(!file.datasets.is_empty(), "{name}");
        for (dataset, results) in &file.datasets {
            let raw = table_after(&markdown, &format::markdown(dataset), "## Times");
            let timed = [
                Operation::Serialize,
                Operation::Deserialize,
                Operation::Borrow,
            ];
            let crates_with_main_figures = results
                .crates
                .values()
                .filter(|row| timed.iter().any(|op| row.operations.contains_key(op)))
                .count();
            assert_eq!(raw.len() - 2, crates_with_main_figures, "{name} {dataset}");
            let width = cells(raw[0]).len();
            assert!(
                raw.iter().all(|row| cells(row).len() == width),
                "{name} {dataset}"
            );
            for crate_id in results.crates.keys() {
                assert!(
                    markdown.contains(&format!(
                        "[{}](https://crates.io/crates/",
                        format::markdown(crate_id)
                    )),
                    "{name}: {crate_id} not linked"
                );
            }
            // Every column has its best at exactly ×1.00, rank 1.
            let columns = cells(raw[0]).len();
            for column in 2..columns {
                let hits = raw[2..]
                    .iter()
                    .filter(|row| {
                        cells(row)[column]
                            .split("<br>")
                            .any(|c| c.ends_with("×1.00 (1)"))
                    })
                    .count();
                assert!(hits >= 1, "{name} {dataset}: no best in column {column}");
            }
        }
        assert!(markdown.contains("<details>"), "{name}");
        assert_eq!(
            splice(README, &markdown).map(|s| s.len() > README.len()),
            Ok(true)
        );
    }
}

#[test]
fn upstream_files_chart_every_dataset() {
    for (name, file) in upstream_fixtures() {
        let dir = tempfile::tempdir().unwrap();
        let written = write_charts(&file, dir.path()).unwrap();
        assert_eq!(written.len(), file.datasets.len() * 3, "{name}");
        for (dataset, results) in &file.datasets {
            let bars = std::fs::read_to_string(dir.path().join(format!("{dataset}-serialize.svg")))
                .unwrap();
            for crate_id in results.crates.keys() {
                let serializes = !Metric::Operation(Operation::Serialize)
                    .figures(&results.crates[crate_id])
                    .is_empty();
                assert_eq!(
                    bars.contains(&format!(">\n{crate_id}")),
                    serializes,
                    "{name} {dataset} {crate_id}"
                );
            }
        }
    }
}

#[test]
fn degenerate_figures_neither_panic_nor_reach_the_charts() {
    let mut file = sample_file();
    let log = file.datasets.get_mut("log").unwrap();
    let mut broken = CrateResults::default();
    let mut serialize = Variants::primary(Timing::point(f64::NAN));
    serialize.set(Some("negative"), Timing::point(-5.0));
    serialize.set(Some("infinite"), Timing::point(f64::INFINITY));
    serialize.set(Some("zero"), Timing::point(0.0));
    broken.operations.insert(Operation::Serialize, serialize);
    broken.size = Variants::primary(0);
    log.crates.insert("broken".to_owned(), broken);
    // A dataset whose only figures are unusable gets no scatter and no deserialize bars.
    let mut only_broken = DatasetResults::default();
    let mut row = CrateResults::default();
    row.operations.insert(
        Operation::Serialize,
        Variants::primary(Timing::point(f64::NAN)),
    );
    only_broken.crates.insert("broken".to_owned(), row);
    file.datasets.insert("mk48".to_owned(), only_broken);

    let markdown = render_all(&file);
    let raw = table_after(&markdown, "log", "## Times");
    assert_eq!(raw.len() - 2, file.datasets["log"].crates.len());
    assert!(!markdown.contains("mk48-"), "no chart for mk48");

    let dir = tempfile::tempdir().unwrap();
    write_charts(&file, dir.path()).unwrap();
    let bars = std::fs::read_to_string(dir.path().join("log-serialize.svg")).unwrap();
    assert!(bars.contains("broken (zero)"));
    for hidden in ["broken (negative)", "broken (infinite)", ">\nbroken\n<"] {
        assert!(!bars.contains(hidden), "{hidden}");
    }
    let scatter = std::fs::read_to_string(dir.path().join("log-size-vs-serialize.svg")).unwrap();
    assert!(!scatter.contains("broken"));
    assert!(!dir.path().join("mk48-serialize.svg").exists());
}

#[test]
fn compare_says_each_datasets_machine_where_a_runs_datasets_machines_differ() {
    use super::compare::{comparisons, report, NamedRun, Style};
    let baseline = sample_file();
    let named = |name, file| NamedRun { name, file };
    let datasets = ["log", "mesh"];
    // One machine for everything: the report says nothing of machines.
    let (old, new) = (named("old.json", &baseline), named("new.json", &baseline));
    let text = report(
        &old,
        &new,
        &comparisons(&old, &new, &datasets),
        false,
        Style::Text,
    );
    assert!(!text.contains("machine"), "{text}");

    // This run's mesh came from a shard on a Xeon.
    let mut current = baseline.clone();
    current.dataset_environments.insert(
        "mesh".to_owned(),
        Environment {
            cpu: Some("Model name: Intel Xeon 8370C".to_owned()),
            cores: Some(4),
            ..baseline.environment.clone()
        },
    );
    let new = named("new.json", &current);
    let text = report(
        &old,
        &new,
        &comparisons(&old, &new, &datasets),
        false,
        Style::Text,
    );
    let log = &text[text.find("\nlog:").unwrap()..text.find("\nmesh:").unwrap()];
    assert!(
        log.contains("  machine: AMD EPYC 7763 64-Core Processor, 2 cores, rustc 1.95.0")
            && !log.contains("note: The baseline and this run were measured on different"),
        "{log}"
    );
    let mesh = &text[text.find("\nmesh:").unwrap()..];
    assert!(
        mesh.contains(
            "  machine: Intel Xeon 8370C, 4 cores, rustc 1.95.0 (59807616e 2026-04-14), native \
             (znver3) (baseline: AMD EPYC 7763 64-Core Processor, 2 cores"
        ),
        "{mesh}"
    );
    assert!(
        mesh.contains(
            "note: The baseline and this run were measured on different machines (CPU AMD EPYC \
             7763 64-Core Processor → Intel Xeon 8370C; core count 2 → 4)"
        ),
        "{mesh}"
    );
    // The run-wide notice gives way to the datasets' own.
    assert!(
        !text[..text.find("\nlog:").unwrap()].contains("different machines"),
        "{text}"
    );
}

#[test]
fn one_figure_reads_the_same_in_the_readme_and_the_comparison() {
    use super::compare::{comparisons, report, NamedRun, Style};
    // A figure at a unit's edge, where two separate roundings would disagree ("1000 ns" against
    // "1.000 µs"): both reports write what schema::display writes, as the explorer does.
    let figure = Timing::bounded(999.96, 989.0, 1010.0);
    let mut baseline = sample_file();
    let alpha = baseline
        .datasets
        .get_mut("log")
        .unwrap()
        .crates
        .get_mut("alpha")
        .unwrap();
    alpha
        .operations
        .insert(Operation::Serialize, Variants::primary(figure.clone()));
    let text = schema::display::timing(&figure);
    assert_eq!(text, "1.00 µs +1.0%/−1.1%");

    let markdown = render_all(&baseline);
    let raw = table_after(&markdown, "log", "## Times");
    let row = cells(raw.iter().find(|r| r.contains("[alpha]")).unwrap());
    assert!(row[2].starts_with(&format!("{text} ×")), "{}", row[2]);

    let mut current = baseline.clone();
    let doubled = Timing::bounded(2.0 * 999.96, 2.0 * 989.0, 2.0 * 1010.0);
    current
        .datasets
        .get_mut("log")
        .unwrap()
        .crates
        .get_mut("alpha")
        .unwrap()
        .operations
        .insert(Operation::Serialize, Variants::primary(doubled));
    let named = |name, file| NamedRun { name, file };
    let (old, new) = (named("old.json", &baseline), named("new.json", &current));
    let compared = report(
        &old,
        &new,
        &comparisons(&old, &new, &["log"]),
        true,
        Style::Text,
    );
    let line = compared
        .lines()
        .find(|l| l.contains("alpha") && l.contains("serialize"))
        .unwrap();
    assert!(
        line.contains(&schema::display::duration_ns(999.96)) && line.contains("2.00 µs"),
        "{line}"
    );
}

#[test]
fn run_arguments_leave_out_the_results_directory_and_the_program_path() {
    for (program, output) in [
        ("target/release/bencher", &["-o", "/work/runs/q1"][..]),
        ("/work/bencher", &["--output", "/elsewhere"][..]),
        ("bencher", &["--output=/elsewhere"][..]),
    ] {
        let mut file = sample_file();
        file.run.args = [program, "run"]
            .into_iter()
            .chain(output.iter().copied())
            .chain(["-s", "alpha"])
            .map(str::to_owned)
            .collect();
        let markdown = render_all(&file);
        assert!(
            markdown.contains("Arguments: <code>bencher run -s alpha</code>"),
            "{output:?}: {markdown}"
        );
        assert!(!markdown.contains("elsewhere") && !markdown.contains("/work/"));
    }
}

#[test]
fn the_runs_details_count_its_processes_and_give_its_span_and_measured_time() {
    let mut file = sample_file();
    file.run.args = [
        "target/full-run/bencher",
        "run",
        "--full",
        "-d",
        "log",
        "--rounds",
        "5",
        "--round",
        "1",
        "-o",
        "target/full-run/log.round-1",
    ]
    .map(str::to_owned)
    .to_vec();
    file.run.rounds = Some(schema::Rounds {
        count: 5,
        seed: 7,
        round: None,
    });
    file.run.started_at = "2026-12-05T05:39:11Z".to_owned();
    file.run.finished_at = Some("2026-12-05T09:47:46Z".to_owned());
    file.run.wall_time_seconds = Some(11_795.6);
    let datasets = file.datasets.len() as u32;
    let markdown = render_all(&file);
    assert!(
        markdown.contains(&format!(
            "in {} processes (one per dataset and round)",
            5 * datasets
        )),
        "{markdown}"
    );
    assert!(markdown.contains(
        "Arguments of each process: <code>bencher run --full -d &lt;dataset&gt; --rounds 5 \
         --round &lt;round&gt;</code>"
    ));
    assert!(markdown.contains("4 h 08 min from start to end, 3 h 16 min measuring"));
}
