//! The explorer's table and ranking logic on the upstream suite's published result files (the
//! three historical layouts, committed under `schema/tests/fixtures/`), driven the way the page drives it: from
//! a URL query string.

use pages::choices::{RawColumn, UrlName};
use pages::ranking;
use pages::tables::{self, CrateFilter};
use pages::url_state::{self, Sort, ViewState};
use schema::model::Bottleneck;
use schema::Figure;
use schema::{Codec, FigureKind, Metric, ResultsFile};
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

/// The columns of every kind's raw table, side by side: one table with every figure.
fn every_column() -> Vec<RawColumn> {
    FigureKind::ALL
        .into_iter()
        .flat_map(tables::raw_columns)
        .collect()
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
                    let table = tables::raw_table(&file, dataset, &every_column(), filter, sort);
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
                                    .find_map(|r| r.cells[index].as_ref().map(|c| c.value()))
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
    let table = tables::raw_table(&file, dataset, &every_column(), filter, Sort::default());
    for (i, column) in table.columns.iter().enumerate() {
        assert!(
            table.rows.iter().any(|r| r.cells[i].is_some()),
            "{column:?} is empty"
        );
    }
    assert!(table.columns.contains(&RawColumn::Metric(Metric::Size)));
    assert!(
        table.rows.iter().any(|r| r.variant.is_some()),
        "upstream files have variants"
    );
    // Sizes are bytes and timings are times, whatever the column.
    for row in &table.rows {
        for (column, cell) in table.columns.iter().zip(&row.cells) {
            match (column, cell) {
                (RawColumn::Metric(Metric::Size | Metric::CodecSize(_)), Some(cell)) => {
                    assert!(matches!(cell, Figure::Bytes(_)))
                }
                (_, Some(cell)) => assert!(matches!(cell, Figure::Time(_))),
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
    let table = tables::raw_table(&file, dataset, &every_column(), filter, Sort::default());
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
    let table = tables::raw_table(&file, dataset, &every_column(), filter, Sort::default());
    for row in &table.rows {
        assert!(first.contains(tables::family_of(file.crates.get(row.crate_id))));
    }
}

/// The comparison shows the crates the explorer's filter lets through, like the other tables.
#[test]
fn the_crate_filter_narrows_the_comparison() {
    let (old, new) = (
        load("2024-4-7_14-28-32.json"),
        load("2026-08-21_21-37-06.json"),
    );
    let none = BTreeSet::new();
    let filter = CrateFilter {
        search: "SERDE",
        families: &none,
    };
    let comparison = tables::compare(
        &new,
        &new.datasets["mesh"],
        &old,
        &old.datasets["mesh"],
        filter,
    );
    assert!(!comparison.rows.is_empty());
    for id in comparison
        .rows
        .iter()
        .map(|row| row.crate_id)
        .chain(comparison.added.iter().copied())
        .chain(comparison.removed.iter().copied())
    {
        let name = new.crates.get(id).map_or("", |info| info.name.as_str());
        assert!(
            format!("{id} {name}").to_lowercase().contains("serde"),
            "{id}"
        );
    }
    let everyone = tables::compare(
        &new,
        &new.datasets["mesh"],
        &old,
        &old.datasets["mesh"],
        CrateFilter {
            search: "",
            families: &none,
        },
    );
    assert!(everyone.rows.len() > comparison.rows.len());
}
