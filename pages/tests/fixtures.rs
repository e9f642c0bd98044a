//! The explorer's table and ranking logic on the upstream suite's published result files (the
//! three historical layouts, committed under `schema/tests/fixtures/`), driven the way the page drives it: from
//! a URL query string.

use pages::choices::{RawColumn, UrlName};
use pages::ranking;
use pages::tables::{self, Cell, CrateFilter, Significance, Spread};
use pages::url_state::{self, Sort, ViewState};
use schema::model::Bottleneck;
use schema::{Codec, DatasetResults, ResultsFile};
use std::collections::BTreeSet;

const FIXTURES: [&str; 3] = [
    "2023-9-6_12-8-26.json",
    "2024-4-7_14-28-32.json",
    "2026-08-21_21-37-06.json",
];

fn load(name: &str) -> ResultsFile {
    let path = format!(
        "{}/../schema/tests/fixtures/upstream-results/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    schema::load_results(name, &bytes).unwrap_or_else(|e| panic!("{e}"))
}

fn view(query: &str) -> ViewState {
    let parsed = url_state::parse(query);
    assert!(parsed.notices.is_empty(), "{:?}", parsed.notices);
    parsed.state
}

/// The upstream site's example: mk48, serialize, 1 TB/month, 0.01 cores, zlib + zstd, with
/// its assumptions: bitcode ranks first, with zstd, bandwidth-bound.
#[test]
fn a_url_reproduces_the_upstream_sites_ranking() {
    let file = load("2026-08-21_21-37-06.json");
    let state = view("ds=mk48&mode=serialize&unit=tb&out=1&cores=0.01&codecs=zlib,zstd&times=upstream&var=upstream");
    let rows = ranking::ranked(&file, &state).unwrap();
    let best = &rows[0];
    assert_eq!(best.crate_id, "bitcode");
    assert_eq!(best.codec, Some(Codec::Zstd));
    assert_eq!(best.bottleneck, Bottleneck::Bandwidth);
}

/// The 2023 layout records no codec times at all: every compressed figure is an estimate,
/// every uncompressed one is not.
#[test]
fn assumed_codec_times_mark_rows_as_estimated() {
    let file = load("2023-9-6_12-8-26.json");
    let rows = ranking::ranked(&file, &view("ds=log&cores=0.5&out=100")).unwrap();
    assert!(rows.iter().any(|r| r.codec.is_some()));
    for row in rows {
        assert_eq!(row.estimated, row.codec.is_some(), "{}", row.crate_id);
    }
}

#[test]
fn ranking_is_best_first_and_relative_to_the_best_shown() {
    for name in FIXTURES {
        let file = load(name);
        for dataset in file.datasets.keys() {
            let state = view(&format!("ds={dataset}&mode=round-trip"));
            let rows = ranking::ranked(&file, &state).unwrap();
            assert!(!rows.is_empty(), "{name} {dataset}");
            assert_eq!(rows[0].relative, 1.0);
            for pair in rows.windows(2) {
                assert!(pair[0].messages_per_second >= pair[1].messages_per_second);
            }
            // Filtered to the second-best crate alone, it becomes the reference.
            if rows.len() > 1 {
                let mut filtered = state.clone();
                filtered.search = rows[1].crate_id.clone();
                let only = ranking::ranked(&file, &filtered).unwrap();
                let row = only
                    .iter()
                    .find(|r| r.crate_id == rows[1].crate_id)
                    .unwrap();
                assert!(only.iter().all(|r| r.crate_id.contains(&rows[1].crate_id)));
                assert_eq!(only[0].relative, 1.0);
                assert!(row.relative > 0.0);
            }
        }
    }
}

#[test]
fn raw_tables_sort_by_every_column_in_both_directions() {
    let everyone = BTreeSet::new();
    let filter = CrateFilter {
        search: "",
        families: &everyone,
    };
    for name in FIXTURES {
        let file = load(name);
        for dataset in file.datasets.values() {
            for column in RawColumn::all() {
                for descending in [false, true] {
                    let sort = Sort { column, descending };
                    let table =
                        tables::raw_table(&file, dataset, &tables::raw_columns(), filter, sort);
                    // Every crate with a figure appears once, followed by its variants.
                    let crates: Vec<&str> = table
                        .rows
                        .iter()
                        .filter(|r| r.variant.is_none())
                        .map(|r| r.crate_id)
                        .collect();
                    let unique: BTreeSet<&str> = crates.iter().copied().collect();
                    assert_eq!(unique.len(), crates.len());
                    assert_eq!(unique.len(), dataset.crates.len(), "{name}");
                    let mut owner = "";
                    for row in &table.rows {
                        match row.variant {
                            None => owner = row.crate_id,
                            Some(_) => assert_eq!(row.crate_id, owner),
                        }
                    }
                    // Crates are ordered by their first figure in the sort column.
                    if let Some(index) = table.columns.iter().position(|c| *c == column) {
                        let keys: Vec<Option<f64>> = crates
                            .iter()
                            .map(|id| {
                                table
                                    .rows
                                    .iter()
                                    .filter(|r| r.crate_id == *id)
                                    .find_map(|r| r.cells[index].map(|c| c.sort_value()))
                            })
                            .collect();
                        let present: Vec<f64> = keys.iter().flatten().copied().collect();
                        let first_missing =
                            keys.iter().position(Option::is_none).unwrap_or(keys.len());
                        assert!(
                            keys[first_missing..].iter().all(Option::is_none),
                            "missing last"
                        );
                        for pair in present.windows(2) {
                            if descending {
                                assert!(pair[0] >= pair[1]);
                            } else {
                                assert!(pair[0] <= pair[1]);
                            }
                        }
                    }
                    if column == RawColumn::Crate {
                        let mut sorted = crates.clone();
                        sorted.sort_unstable();
                        if descending {
                            sorted.reverse();
                        }
                        assert_eq!(crates, sorted);
                    }
                }
            }
        }
    }
}

#[test]
fn raw_tables_keep_only_columns_with_figures_and_show_variants() {
    let file = load("2026-08-21_21-37-06.json");
    let dataset = &file.datasets["log"];
    let everyone = BTreeSet::new();
    let filter = CrateFilter {
        search: "",
        families: &everyone,
    };
    let table = tables::raw_table(
        &file,
        dataset,
        &tables::raw_columns(),
        filter,
        Sort::default(),
    );
    for (i, column) in table.columns.iter().enumerate() {
        assert!(
            table.rows.iter().any(|r| r.cells[i].is_some()),
            "{column:?} is empty"
        );
    }
    assert!(table.columns.contains(&RawColumn::Size));
    assert!(
        table.rows.iter().any(|r| r.variant.is_some()),
        "upstream files have variants"
    );
    // Sizes are bytes and timings are times, whatever the column.
    for row in &table.rows {
        for (column, cell) in table.columns.iter().zip(&row.cells) {
            match (column, cell) {
                (RawColumn::Size | RawColumn::CodecSize(_), Some(cell)) => {
                    assert!(matches!(cell, Cell::Bytes(_)))
                }
                (_, Some(cell)) => assert!(matches!(cell, Cell::Time(_))),
                (_, None) => {}
            }
        }
    }
}

#[test]
fn search_and_family_filters_narrow_every_table() {
    let file = load("2026-08-21_21-37-06.json");
    let dataset = &file.datasets["mesh"];
    let none = BTreeSet::new();
    let filter = CrateFilter {
        search: "SERDE",
        families: &none,
    };
    let table = tables::raw_table(
        &file,
        dataset,
        &tables::raw_columns(),
        filter,
        Sort::default(),
    );
    assert!(!table.rows.is_empty());
    for row in &table.rows {
        let info = file.crates.get(row.crate_id);
        let text = format!("{} {}", row.crate_id, info.map_or("", |i| i.name.as_str()));
        assert!(text.to_lowercase().contains("serde"), "{text}");
    }
    // Family chips: every crate shown belongs to a chosen family.
    let families = tables::families(&file);
    let counted: usize = families.values().sum();
    let ids: BTreeSet<&str> = file
        .crates
        .keys()
        .chain(file.datasets.values().flat_map(|d| d.crates.keys()))
        .map(String::as_str)
        .collect();
    assert_eq!(counted, ids.len(), "every crate counted once");
    assert!(
        families.values().any(|&n| n > 1),
        "some family has several crates"
    );
    let first: BTreeSet<String> = families.keys().take(1).map(|f| (*f).to_owned()).collect();
    let filter = CrateFilter {
        search: "",
        families: &first,
    };
    let table = tables::raw_table(
        &file,
        dataset,
        &tables::raw_columns(),
        filter,
        Sort::default(),
    );
    for row in &table.rows {
        assert!(first.contains(tables::family_of(file.crates.get(row.crate_id))));
    }
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
    tables::Comparison<'a>,
)> {
    let everyone = BTreeSet::new();
    let filter = CrateFilter {
        search: "",
        families: &everyone,
    };
    new.datasets
        .iter()
        .filter_map(|(name, current)| {
            let before = old.datasets.get(name)?;
            let comparison = tables::compare(new, current, old, before, filter);
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
            for (column, change) in comparison.columns.iter().zip(&row.changes) {
                let Some(change) = change else { continue };
                let expected = (change.current - change.baseline) / change.baseline * 100.0;
                assert!((change.percent - expected).abs() < 1e-9);
                // Upstream files record no confidence intervals: noise cannot be ruled out
                // for times, except that a change within the comparison's spread is taken
                // as noise; sizes are exact.
                let want = if *column == RawColumn::Size {
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
    assert_eq!(tables::busy_machine_notice(&idle, &unrecorded), None);
    assert_eq!(
        tables::busy_machine_notice(&idle, &load_of(0.09, 0.0)),
        None
    );
    let notice = tables::busy_machine_notice(&idle, &busy).unwrap();
    assert!(
        notice.starts_with(
            "The baseline was measured on a busy machine (other processes used 7.0% of the \
             CPU time, the hypervisor withheld 4.0%): its timings"
        ),
        "{notice}"
    );
    let both = tables::busy_machine_notice(&busy, &busy).unwrap();
    assert!(
        both.starts_with("This run was measured") && both.contains("; The baseline was"),
        "{both}"
    );
}

#[test]
fn a_run_compared_with_itself_has_no_change() {
    let file = load("2023-9-6_12-8-26.json");
    let everyone = BTreeSet::new();
    let filter = CrateFilter {
        search: "",
        families: &everyone,
    };
    for dataset in file.datasets.values() {
        let comparison = tables::compare(&file, dataset, &file, dataset, filter);
        assert!(comparison.added.is_empty() && comparison.removed.is_empty());
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
    let tight = |estimate_ns: f64| schema::Timing {
        estimate_ns,
        lower_ns: Some(estimate_ns * 0.999),
        upper_ns: Some(estimate_ns * 1.001),
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
    let everyone = BTreeSet::new();
    let filter = CrateFilter {
        search: "",
        families: &everyone,
    };
    let comparison = tables::compare(
        &current,
        &current.datasets[dataset],
        &baseline,
        &baseline.datasets[dataset],
        filter,
    );
    let spread = comparison.spread.expect("enough timings for a spread");
    assert!(
        spread.median.abs() < 2.5 && spread.half_width > 4.0,
        "{spread:?}"
    );
    let mut real = 0;
    for row in &comparison.rows {
        for (column, change) in comparison.columns.iter().zip(&row.changes) {
            let Some(change) = change else { continue };
            if *column == RawColumn::Size {
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
        Cell::Time(schema::Timing {
            estimate_ns: estimate,
            lower_ns: Some(estimate - half),
            upper_ns: Some(estimate + half),
        })
    };
    let noise = tables::change(timing(100.0, 5.0), timing(104.0, 5.0)).unwrap();
    assert_eq!(noise.significance, Significance::Noise);
    let real = tables::change(timing(100.0, 1.0), timing(110.0, 1.0)).unwrap();
    assert_eq!(real.significance, Significance::Real);
    assert!((real.percent - 10.0).abs() < 1e-12);
    assert_eq!(tables::change(timing(0.0, 0.0), timing(1.0, 0.0)), None);
}
