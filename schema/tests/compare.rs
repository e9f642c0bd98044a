//! Run-to-run comparisons on the upstream suite's published result files (committed under
//! `tests/fixtures/`) and on made-up changes: crates matched, versions named, and which
//! changes count as noise; and, on made-up runs of any shape, properties of every comparison.
//!
//! Only with the `upstream` feature, which reads those files (the default).
#![cfg(feature = "upstream")]

mod common;

use common::file_with;
use proptest::prelude::*;
use schema::compare::{
    both_counted, busy_machine_notice, change, compare, count_changes, different_machines_notice,
    Comparison, Significance, Spread,
};
use schema::{
    Codec, CodecInstructions, CrateInfo, CrateResults, DatasetResults, InstructionCounts,
    Operation, ResultsFile, Timing, Variants,
};
use schema::{Figure, Metric};
use std::collections::BTreeSet;

fn load(name: &str) -> ResultsFile {
    let path = format!(
        "{}/tests/fixtures/upstream-results/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    schema::load_results(name, &bytes).unwrap_or_else(|e| panic!("{e}"))
}

/// Every crate takes part.
fn everyone(_: &str, _: Option<&CrateInfo>) -> bool {
    true
}

/// The upstream's 2026 results compared with its 2024 ones, unfiltered, on each dataset both
/// have: (dataset, its 2026 results, its 2024 results, the comparison).
fn comparisons_2024_to_2026<'a>(
    old: &'a ResultsFile,
    new: &'a ResultsFile,
) -> Vec<(
    &'a str,
    &'a DatasetResults,
    &'a DatasetResults,
    Comparison<'a>,
)> {
    new.datasets
        .iter()
        .filter_map(|(name, current)| {
            let before = old.datasets.get(name)?;
            let comparison = compare(new, current, old, before, everyone);
            Some((name.as_str(), current, before, comparison))
        })
        .collect()
}

#[test]
fn comparing_runs_matches_crates_and_reports_the_rest() {
    let (old, new) = (
        load("2024-4-7_14-28-32.json"),
        load("2026-08-21_21-37-06.json"),
    );
    for (_, current, before, comparison) in comparisons_2024_to_2026(&old, &new) {
        let now: BTreeSet<&str> = current.crates.keys().map(String::as_str).collect();
        let then: BTreeSet<&str> = before.crates.keys().map(String::as_str).collect();
        let both: BTreeSet<&str> = comparison.rows.iter().map(|r| r.crate_id).collect();
        assert_eq!(both, now.intersection(&then).copied().collect());
        assert_eq!(
            comparison.added.iter().copied().collect::<BTreeSet<_>>(),
            now.difference(&then).copied().collect()
        );
        assert_eq!(
            comparison.removed.iter().copied().collect::<BTreeSet<_>>(),
            then.difference(&now).copied().collect()
        );
        for row in &comparison.rows {
            for (column, change) in comparison.metrics.iter().zip(&row.changes) {
                let Some(change) = change else { continue };
                let expected = (change.current - change.baseline) / change.baseline * 100.0;
                assert!((change.percent - expected).abs() < 1e-9);
                // Upstream files record no confidence intervals: noise cannot be ruled out
                // for times, except that a change within the comparison's spread is taken
                // as noise; sizes are exact.
                let want = if *column == Metric::Size {
                    Significance::Real
                } else if comparison.spread.is_some_and(|s| s.holds(change.percent)) {
                    Significance::Noise
                } else {
                    Significance::Unknown
                };
                assert_eq!(change.significance, want);
            }
        }
    }
}

#[test]
fn a_comparison_names_the_releases_of_a_crate_whose_version_changed() {
    let (old, new) = (
        load("2024-4-7_14-28-32.json"),
        load("2026-08-21_21-37-06.json"),
    );
    let mut named = 0;
    for (name, _, _, comparison) in comparisons_2024_to_2026(&old, &new) {
        for row in comparison.rows {
            let (then, now) = (&old.crates[row.crate_id], &new.crates[row.crate_id]);
            let expected = (row.variant.is_none() && then.version != now.version)
                .then_some((then.version.as_str(), now.version.as_str()));
            assert_eq!(row.versions, expected, "{name} {}", row.crate_id);
            named += usize::from(expected.is_some());
        }
    }
    // Two years apart, most crates have had releases; the test must see some.
    assert!(named > 0);
}

#[test]
fn a_comparison_says_which_run_measured_on_a_busy_machine() {
    let load_of = |others_cpu_share, steal_share| {
        let mut file = load("2026-08-21_21-37-06.json");
        file.run.machine_load = Some(schema::MachineLoad {
            others_cpu_share,
            steal_share,
        });
        file
    };
    let unrecorded = load("2026-08-21_21-37-06.json");
    let (idle, busy) = (load_of(0.02, 0.0), load_of(0.07, 0.04));
    assert_eq!(busy_machine_notice(&idle, &unrecorded), None);
    assert_eq!(busy_machine_notice(&idle, &load_of(0.09, 0.0)), None);
    let notice = busy_machine_notice(&idle, &busy).unwrap();
    assert!(
        notice.starts_with(
            "The baseline was measured on a busy machine (other processes used 7.0% of the \
             CPU time, the hypervisor withheld 4.0%): its timings"
        ),
        "{notice}"
    );
    let both = busy_machine_notice(&busy, &busy).unwrap();
    assert!(
        both.starts_with("This run was measured") && both.contains("; The baseline was"),
        "{both}"
    );
}

#[test]
fn a_comparison_says_when_the_runs_were_measured_on_different_machines() {
    let file = load("2026-08-21_21-37-06.json");
    assert_eq!(different_machines_notice(&file, &file, "log"), None);
    // A run that recorded no machine says nothing either way.
    assert_eq!(
        different_machines_notice(&file, &load("2024-4-7_14-28-32.json"), "log"),
        None
    );
    let mut elsewhere_env = file.environment.clone();
    elsewhere_env.cores = file.environment.cores.map(|n| n * 2);
    elsewhere_env.cpu = Some("Model name: Another CPU".to_owned());
    // A run whose log alone was measured elsewhere (a shard on another machine): only the
    // comparison of log says so.
    let mut sharded = file.clone();
    sharded
        .dataset_environments
        .insert("log".to_owned(), elsewhere_env.clone());
    assert!(sharded.machines_differ() && !file.machines_differ());
    assert_eq!(different_machines_notice(&sharded, &file, "mesh"), None);
    assert_eq!(
        different_machines_notice(&sharded, &file, "log"),
        different_machines_notice(
            &ResultsFile {
                environment: elsewhere_env.clone(),
                ..file.clone()
            },
            &file,
            "mesh"
        )
    );
    let mut elsewhere = file.clone();
    elsewhere.environment = elsewhere_env;
    let notice = different_machines_notice(&elsewhere, &file, "mesh").unwrap();
    let (cpu, cores) = (
        file.environment.cpu_model().unwrap(),
        file.environment.cores.unwrap(),
    );
    assert!(
        notice.starts_with(&format!(
            "The baseline and this run were measured on different machines (CPU {cpu} → \
             Another CPU; core count {cores} → {}): every change",
            cores * 2
        )),
        "{notice}"
    );
}

/// The upstream suite's mk48 grew between its 2024 and 2026 files: every crate's size moved,
/// ciborium's at one release too. The other datasets kept their sizes.
#[test]
fn a_comparison_says_when_every_size_changed() {
    let (old, new) = (
        load("2024-4-7_14-28-32.json"),
        load("2026-08-21_21-37-06.json"),
    );
    for (name, _, _, comparison) in comparisons_2024_to_2026(&old, &new) {
        let changed = comparison.sizes_all_changed();
        if name == "mk48" {
            let (low, high) = changed.expect("mk48's sizes all changed");
            assert!(2.0 < low && low <= high && high < 3.0, "{low} … {high}");
            let notice = comparison.sizes_notice().unwrap();
            assert!(
                notice.starts_with("Every crate serialized to another size (+2."),
                "{notice}"
            );
        } else {
            assert_eq!(changed, None, "{name}");
            assert_eq!(comparison.sizes_notice(), None, "{name}");
        }
    }
}

#[test]
fn a_run_compared_with_itself_has_no_change() {
    let file = load("2023-9-6_12-8-26.json");
    for dataset in file.datasets.values() {
        let comparison = compare(&file, dataset, &file, dataset, everyone);
        assert!(comparison.added.is_empty() && comparison.removed.is_empty());
        assert_eq!(comparison.sizes_all_changed(), None);
        assert!(comparison.rows.iter().all(|row| row.versions.is_none()));
        for change in comparison
            .rows
            .iter()
            .flat_map(|r| r.changes.iter().flatten())
        {
            assert_eq!(change.percent, 0.0);
        }
    }
}

/// A dataset's results of one crate whose counts are `serialize` and zlib compress.
fn counted(serialize: u64, zlib: u64, varying: &[&str]) -> DatasetResults {
    let mut counts = InstructionCounts::default();
    counts
        .operations
        .insert(Operation::Serialize, Variants::primary(serialize));
    counts.codecs.insert(
        Codec::Zlib,
        Variants::primary(CodecInstructions {
            compress: Some(zlib),
            decompress: Some(7),
        }),
    );
    counts.varying = varying.iter().map(|v| (*v).to_owned()).collect();
    let mut dataset = DatasetResults::default();
    dataset.crates.insert(
        "a".to_owned(),
        CrateResults {
            instructions: Some(counts),
            ..CrateResults::default()
        },
    );
    dataset
}

#[test]
fn every_count_change_is_real_and_the_largest_comes_first() {
    let baseline = counted(1000, 5000, &[]);
    let current = counted(1001, 6000, &[]);
    assert!(both_counted(&current, &baseline));
    let changes = count_changes(&current, &baseline);
    let listed: Vec<(&str, u64, u64)> = changes
        .iter()
        .map(|c| (c.metric.name(), c.baseline, c.current))
        .collect();
    // One instruction more is a change: counts have no noise.
    assert_eq!(
        listed,
        [("zlib_compress", 5000, 6000), ("serialize", 1000, 1001)]
    );
    assert_eq!(changes[0].percent(), 20.0);
    assert!(count_changes(&baseline, &baseline).is_empty());
    // A figure that varies from call to call in either run is no change of the code.
    let varying = counted(1000, 6000, &["zlib_compress"]);
    assert!(count_changes(&varying, &baseline).is_empty());
    // Without counts on one side, nothing is compared.
    assert!(!both_counted(&current, &DatasetResults::default()));
    assert!(count_changes(&current, &DatasetResults::default()).is_empty());
}

#[test]
fn the_spread_is_three_robust_standard_deviations_around_the_median() {
    let changes = [1.0, 2.0, 3.0, 4.0, 100.0, 5.0, 6.0, 7.0, 8.0, 9.0];
    let spread = Spread::of(&changes).unwrap();
    // Median (5 + 6) / 2; absolute deviations 0.5, 0.5, 1.5, 1.5, 2.5, 2.5, …: median 2.5.
    assert_eq!(spread.median, 5.5);
    assert!((spread.half_width - 3.0 * 1.4826 * 2.5).abs() < 1e-12);
    assert!(spread.holds(5.5 - 11.1) && !spread.holds(5.5 - 11.2) && !spread.holds(100.0));
    assert_eq!(Spread::of(&changes[..9]), None);
    assert_eq!(Spread::of(&[f64::NAN; 12]), None);
}

/// Two runs of the same code differ by more than criterion's intervals say: a comparison
/// whose crates all moved a few percent, with tight intervals, marks those moves as noise and
/// only the crate that stands out as a change.
#[test]
fn changes_within_the_run_to_run_spread_are_noise() {
    let tight = |estimate_ns: f64| {
        schema::Timing::bounded(estimate_ns, estimate_ns * 0.999, estimate_ns * 1.001)
    };
    let mut baseline = load("2026-08-21_21-37-06.json");
    let mut current = baseline.clone();
    let standout = "bitcode";
    let dataset = "mk48";
    for (index, results) in current
        .datasets
        .get_mut(dataset)
        .unwrap()
        .crates
        .iter_mut()
        .enumerate()
    {
        // −4% … +4% for every crate (a run-to-run spread), +50% for one.
        let factor = if results.0 == standout {
            1.5
        } else {
            1.0 + 0.02 * ((index % 5) as f64 - 2.0)
        };
        for timings in results.1.operations.values_mut() {
            for timing in timings
                .primary
                .iter_mut()
                .chain(timings.variants.values_mut())
            {
                *timing = tight(timing.estimate_ns * factor);
            }
        }
    }
    for results in baseline
        .datasets
        .get_mut(dataset)
        .unwrap()
        .crates
        .values_mut()
    {
        for timings in results.operations.values_mut() {
            for timing in timings
                .primary
                .iter_mut()
                .chain(timings.variants.values_mut())
            {
                *timing = tight(timing.estimate_ns);
            }
        }
    }
    let comparison = compare(
        &current,
        &current.datasets[dataset],
        &baseline,
        &baseline.datasets[dataset],
        everyone,
    );
    let spread = comparison.spread.expect("enough timings for a spread");
    assert!(
        spread.median.abs() < 2.5 && spread.half_width > 4.0,
        "{spread:?}"
    );
    let mut real = 0;
    for row in &comparison.rows {
        for (column, change) in comparison.metrics.iter().zip(&row.changes) {
            let Some(change) = change else { continue };
            if *column == Metric::Size {
                continue;
            }
            let want = if row.crate_id == standout {
                real += 1;
                Significance::Real
            } else {
                Significance::Noise
            };
            assert_eq!(change.significance, want, "{} {column:?}", row.crate_id);
        }
    }
    assert!(real > 0);
}

#[test]
fn overlapping_confidence_intervals_are_noise() {
    let timing = |estimate: f64, half: f64| {
        Figure::Time(schema::Timing::bounded(
            estimate,
            estimate - half,
            estimate + half,
        ))
    };
    let noise = change(&timing(100.0, 5.0), &timing(104.0, 5.0)).unwrap();
    assert_eq!(noise.significance, Significance::Noise);
    assert_eq!(noise.intervals_apart, Some(false));
    let real = change(&timing(100.0, 1.0), &timing(110.0, 1.0)).unwrap();
    assert_eq!(real.significance, Significance::Real);
    assert_eq!(real.intervals_apart, Some(true));
    let unknown = change(
        &Figure::Time(schema::Timing::point(100.0)),
        &timing(200.0, 1.0),
    )
    .unwrap();
    assert_eq!(
        (unknown.intervals_apart, unknown.significance),
        (None, Significance::Unknown)
    );
    let size = change(&Figure::Bytes(1000), &Figure::Bytes(999)).unwrap();
    assert_eq!(
        (size.intervals_apart, size.significance),
        (None, Significance::Real)
    );
    assert!((real.percent - 10.0).abs() < 1e-12);
    assert_eq!(change(&timing(0.0, 0.0), &timing(1.0, 0.0)), None);
}

// ---- Properties ------------------------------------------------------------------------

/// A timing, with a confidence interval of up to ±20% most of the time.
fn timing() -> impl Strategy<Value = Timing> {
    (
        prop_oneof![Just(0.0), 1.0..1e9f64],
        proptest::option::weighted(0.8, 0.0..0.2f64),
    )
        .prop_map(|(estimate_ns, half)| Timing {
            lower_ns: half.map(|h| estimate_ns * (1.0 - h)),
            upper_ns: half.map(|h| estimate_ns * (1.0 + h)),
            ..Timing::point(estimate_ns)
        })
}

/// A crate's serialize and deserialize times (each maybe with a variant) and size.
fn figures() -> impl Strategy<Value = CrateResults> {
    let times = || {
        (
            proptest::option::weighted(0.9, timing()),
            proptest::option::weighted(0.3, timing()),
        )
    };
    (
        times(),
        times(),
        proptest::option::weighted(0.9, 0..1_000_000u64),
    )
        .prop_map(|((ser, ser_variant), (de, de_variant), size)| {
            let mut results = CrateResults::default();
            for (operation, primary, variant) in [
                (Operation::Serialize, ser, ser_variant),
                (Operation::Deserialize, de, de_variant),
            ] {
                let mut figures = Variants {
                    primary,
                    ..Variants::default()
                };
                figures
                    .variants
                    .extend(variant.map(|t| ("v".to_owned(), t)));
                if !figures.is_empty() {
                    results.operations.insert(operation, figures);
                }
            }
            results.size = size.map(Variants::primary).unwrap_or_default();
            results
        })
}

/// A run of up to eight of the crates `k0` … `k7`.
fn run() -> impl Strategy<Value = schema::ResultsFile> {
    proptest::collection::btree_map(0..8usize, figures(), 0..8).prop_map(|crates| {
        let ids: Vec<String> = crates.keys().map(|k| format!("k{k}")).collect();
        file_with(
            "log",
            ids.iter()
                .map(String::as_str)
                .zip(crates.into_values())
                .collect(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Any two runs compare without panicking: crates matched by id, each change the
    /// percentage of its two figures, judged by the stated rules.
    #[test]
    fn every_change_follows_the_rules(baseline in run(), current in run()) {
        let comparison = compare(
            &current,
            &current.datasets["log"],
            &baseline,
            &baseline.datasets["log"],
            everyone,
        );
        let ids = |file: &schema::ResultsFile| -> BTreeSet<String> {
            file.datasets["log"].crates.keys().cloned().collect()
        };
        let (then, now) = (ids(&baseline), ids(&current));
        let rows: BTreeSet<String> = comparison.rows.iter().map(|r| r.crate_id.to_owned()).collect();
        prop_assert_eq!(&rows, &now.intersection(&then).cloned().collect());
        let added: BTreeSet<String> = comparison.added.iter().map(|id| (*id).to_owned()).collect();
        prop_assert_eq!(&added, &now.difference(&then).cloned().collect());
        let removed: BTreeSet<String> = comparison.removed.iter().map(|id| (*id).to_owned()).collect();
        prop_assert_eq!(&removed, &then.difference(&now).cloned().collect());
        for row in &comparison.rows {
            prop_assert_eq!(row.changes.len(), comparison.metrics.len());
            for (metric, change) in comparison.metrics.iter().zip(&row.changes) {
                let Some(change) = change else { continue };
                prop_assert!(change.baseline > 0.0 && change.percent.is_finite());
                let percent = (change.current - change.baseline) / change.baseline * 100.0;
                prop_assert!((change.percent - percent).abs() <= 1e-9 * percent.abs().max(1.0));
                let in_band = comparison.spread.is_some_and(|s| s.holds(change.percent));
                let expected = match (metric.is_timing(), change.intervals_apart) {
                    (false, _) => Significance::Real,
                    (true, _) if in_band => Significance::Noise,
                    (true, Some(true)) => Significance::Real,
                    (true, Some(false)) => Significance::Noise,
                    (true, None) => Significance::Unknown,
                };
                prop_assert_eq!(change.significance, expected, "{:?} {:?}", metric, change);
            }
        }
        // The spread is of the timing changes, when there are enough of them.
        let timings = comparison.timing_changes().count();
        prop_assert_eq!(comparison.spread.is_some(), timings >= Spread::MIN_CHANGES);
    }

    /// A run compared with itself changed nothing.
    #[test]
    fn a_run_is_its_own_noise(file in run()) {
        let dataset = &file.datasets["log"];
        let comparison = compare(&file, dataset, &file, dataset, everyone);
        prop_assert!(comparison.added.is_empty() && comparison.removed.is_empty());
        for change in comparison.rows.iter().flat_map(|row| row.changes.iter().flatten()) {
            prop_assert_eq!(change.percent, 0.0);
            prop_assert_ne!(change.intervals_apart, Some(true));
        }
    }
}
