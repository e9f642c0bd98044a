//! What the raw, zero-copy and comparison tables show, computed from a results file without
//! touching the page: which crates pass the filter, which columns have data, the rows (a crate
//! and then one italic row per variant), their order, and run-to-run changes.

use crate::choices::RawColumn;
use crate::url_state::Sort;
use schema::against_upstream::{self, UpstreamDifference};
use schema::compare::{variant_names, Comparison};
use schema::{
    CrateInfo, CrateResults, DatasetResults, Figure, FigureKind, Metric, Operation, ResultsFile,
};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// Family chip standing for crates whose encoding family is not recorded.
pub const UNKNOWN_FAMILY: &str = "unknown";

/// The figure in `column` for `variant` (`None` = primary) of one crate.
pub fn cell(results: &CrateResults, column: RawColumn, variant: Option<&str>) -> Option<Figure> {
    column.metric()?.figure(results, variant)
}

/// The crate filter: search text and encoding families.
#[derive(Clone, Copy, Debug)]
pub struct CrateFilter<'a> {
    /// Substring of the crate id or crates.io name, ignoring ASCII case (crate names are ASCII,
    /// and full Unicode case tables would cost the site kilobytes); empty matches all.
    pub search: &'a str,
    /// Families shown; empty shows all. [`UNKNOWN_FAMILY`] stands for "not recorded".
    pub families: &'a BTreeSet<String>,
}

impl CrateFilter<'_> {
    /// Whether the crate `id` (described by `info`, when the file describes it) passes.
    pub fn matches(&self, id: &str, info: Option<&CrateInfo>) -> bool {
        let search = self.search.trim().to_ascii_lowercase();
        let found = search.is_empty()
            || id.to_ascii_lowercase().contains(&search)
            || info.is_some_and(|i| i.name.to_ascii_lowercase().contains(&search));
        found && (self.families.is_empty() || self.families.contains(family_of(info)))
    }
}

/// The family chip a crate belongs to.
pub fn family_of(info: Option<&CrateInfo>) -> &str {
    info.and_then(|i| i.family.as_deref())
        .unwrap_or(UNKNOWN_FAMILY)
}

/// Every family of a run with its number of crates, in name order; crates the run does not
/// describe count under [`UNKNOWN_FAMILY`].
pub fn families(file: &ResultsFile) -> BTreeMap<&str, usize> {
    let mut counts = BTreeMap::new();
    for info in file.crates.values() {
        *counts.entry(family_of(Some(info))).or_insert(0) += 1;
    }
    let undescribed: BTreeSet<&str> = file
        .datasets
        .values()
        .flat_map(|d| d.crates.keys())
        .filter(|id| !file.crates.contains_key(*id))
        .map(String::as_str)
        .collect();
    if !undescribed.is_empty() {
        *counts.entry(UNKNOWN_FAMILY).or_insert(0) += undescribed.len();
    }
    counts
}

/// One row of a raw table: a crate's primary figures, or one of its variants.
#[derive(Clone, Debug, PartialEq)]
pub struct RawRow<'a> {
    /// Crate id (key in the results file).
    pub crate_id: &'a str,
    /// `None` for the crate's own row, else the variant's name.
    pub variant: Option<&'a str>,
    /// The variant's one-line explanation, when the file gives one.
    pub explanation: Option<&'a str>,
    /// Figures, one per requested column (`None` = not measured).
    pub cells: Vec<Option<Figure>>,
    /// On a crate's own row: its figure in the sort column is tied with the crate's above
    /// ([`schema::rank`]: their intervals overlap). Always false on variant rows, when the
    /// table is sorted by crate name, and on the first crate.
    pub tied: bool,
}

/// A raw table: the columns that have data and the rows in display order.
#[derive(Clone, Debug, PartialEq)]
pub struct RawTable<'a> {
    /// Data columns shown (the crate column is implicit).
    pub columns: Vec<RawColumn>,
    /// Rows, each crate followed by its variants.
    pub rows: Vec<RawRow<'a>>,
    /// The index in `columns` (and in each row's `cells`) of the sort column, when it is a
    /// figure column with data.
    pub sort_index: Option<usize>,
}

/// Builds the raw table of `dataset` over `candidate_columns`, keeping only columns with at
/// least one figure and crates with at least one figure in them, filtered and sorted. Variant
/// rows stay under their crate; crates are ordered by their first figure in the sort column
/// (primary, else first variant), missing figures last whatever the direction. A crate whose
/// figure there is tied with the one above ([`schema::rank`]) is marked (`RawRow::tied`).
pub fn raw_table<'a>(
    file: &'a ResultsFile,
    dataset: &'a DatasetResults,
    candidate_columns: &[RawColumn],
    filter: CrateFilter<'_>,
    sort: Sort,
) -> RawTable<'a> {
    let crates: Vec<(&'a str, &'a CrateResults)> = dataset
        .crates
        .iter()
        .filter(|(id, _)| filter.matches(id, file.crates.get(*id)))
        .map(|(id, results)| (id.as_str(), results))
        .collect();

    let mut groups: Vec<Vec<RawRow<'a>>> = Vec::new();
    for (id, results) in &crates {
        let info = file.crates.get(*id);
        let variants: Vec<Option<&'a str>> = std::iter::once(None)
            .chain(variant_names(results).into_iter().map(Some))
            .collect();
        let group: Vec<RawRow<'a>> = variants
            .into_iter()
            .map(|variant| RawRow {
                crate_id: id,
                variant,
                explanation: variant
                    .and_then(|name| info.and_then(|i| i.variants.get(name)))
                    .map(|text| text.trim())
                    .filter(|text| !text.is_empty()),
                cells: candidate_columns
                    .iter()
                    .map(|column| cell(results, *column, variant))
                    .collect(),
                tied: false,
            })
            .collect();
        groups.push(group);
    }

    // Columns with data anywhere; crates with data in those columns.
    let keep: Vec<bool> = (0..candidate_columns.len())
        .map(|i| groups.iter().flatten().any(|row| row.cells[i].is_some()))
        .collect();
    let columns: Vec<RawColumn> = candidate_columns
        .iter()
        .zip(&keep)
        .filter_map(|(column, keep)| keep.then_some(*column))
        .collect();
    for group in &mut groups {
        for row in group.iter_mut() {
            row.cells = std::mem::take(&mut row.cells)
                .into_iter()
                .zip(&keep)
                .filter_map(|(cell, keep)| keep.then_some(cell))
                .collect();
        }
        // Variant rows with nothing in the shown columns say nothing.
        group.retain(|row| row.variant.is_none() || row.cells.iter().any(Option::is_some));
    }
    groups.retain(|group| {
        group
            .iter()
            .any(|row| row.cells.iter().any(Option::is_some))
    });

    let sort_index = columns.iter().position(|c| *c == sort.column);
    fn key_figure<'r>(group: &'r [RawRow<'_>], sort_index: Option<usize>) -> Option<&'r Figure> {
        let index = sort_index?;
        group.iter().find_map(|row| row.cells[index].as_ref())
    }
    let key = |group: &Vec<RawRow<'a>>| key_figure(group, sort_index).map(Figure::value);
    groups.sort_by(|a, b| {
        let by_value = match (key(a), key(b)) {
            (Some(x), Some(y)) => {
                let order = x.total_cmp(&y);
                if sort.descending {
                    order.reverse()
                } else {
                    order
                }
            }
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        };
        let by_name = || {
            let order = a[0].crate_id.cmp(b[0].crate_id);
            if sort.descending && sort_index.is_none() && sort.column == RawColumn::Crate {
                order.reverse()
            } else {
                order
            }
        };
        by_value.then_with(by_name)
    });

    let intervals: Vec<_> = groups
        .iter()
        .map(|group| key_figure(group, sort_index).and_then(Figure::interval))
        .collect();
    let ranks = schema::rank::ranks(intervals.iter().map(Option::as_ref));
    for (group, rank) in groups.iter_mut().zip(ranks) {
        group[0].tied = rank.shared;
    }

    RawTable {
        columns,
        rows: groups.into_iter().flatten().collect(),
        sort_index,
    }
}

/// Columns of the raw table showing `kind` ([`FigureKind::metrics`]).
pub fn raw_columns(kind: FigureKind) -> Vec<RawColumn> {
    kind.metrics().into_iter().map(RawColumn::Metric).collect()
}

/// Columns of the zero-copy table.
pub fn zero_copy_columns() -> Vec<RawColumn> {
    [Operation::Access, Operation::Read, Operation::Update]
        .map(|op| RawColumn::Metric(Metric::Operation(op)))
        .to_vec()
}

/// Compares `current` (a dataset of `file`) with `baseline` (the same dataset of
/// `baseline_file`) for the crates that pass `filter` ([`schema::compare::compare`]).
pub fn compare<'a>(
    file: &'a ResultsFile,
    current: &'a DatasetResults,
    baseline_file: &'a ResultsFile,
    baseline: &'a DatasetResults,
    filter: CrateFilter<'_>,
) -> Comparison<'a> {
    schema::compare::compare(file, current, baseline_file, baseline, |id, info| {
        filter.matches(id, info)
    })
}

/// The instruction count in `column` for `variant` of one crate, and whether it varies from
/// run to run ([`schema::InstructionCounts::varying`]); `None` for columns without counts
/// (sizes) and runs that counted none.
pub fn count_cell(
    results: &CrateResults,
    column: RawColumn,
    variant: Option<&str>,
) -> Option<(u64, bool)> {
    let counts = results.instructions.as_ref()?;
    let metric = column.metric()?;
    let count = metric.count(counts, variant)?;
    Some((count, counts.varies(metric.name(), variant)))
}

/// Whether any crate of `dataset` has instruction counts.
pub fn has_counts(dataset: &DatasetResults) -> bool {
    dataset.crates.values().any(|c| c.instructions.is_some())
}

/// An instruction count as [`schema::display::count`] writes it (`15.6 k`, `1.63 G`), `~`
/// before a count that depends on the hash seed ([`schema::InstructionCounts::varying`]).
pub fn count_text(count: u64, varies: bool) -> String {
    let mark = if varies { "~" } else { "" };
    format!("{mark}{}", schema::display::count(count))
}

/// The hover text of an allocations cell: the count and the bytes requested, as
/// [`schema::display`] writes them.
pub fn allocations_title(allocations: &schema::Allocations) -> String {
    let calls = if allocations.count == 1 {
        "allocation"
    } else {
        "allocations"
    };
    format!(
        "{} {calls} per call, {} requested in all",
        schema::display::count(allocations.count),
        schema::display::bytes(allocations.bytes)
    )
}

/// What the allocation columns show, for the note under a table that has them.
pub const ALLOCATIONS_NOTE: &str = "allocs: heap allocations (reallocations included) of one \
    call, counted outside the timed loop; hover for the bytes requested.";

/// The notes under a raw table on the columns whose figures differ from the upstream suite's
/// by definition ([`schema::against_upstream`], the README's notes too), each with the index in
/// `table.columns` of its column: a crate's note only while the crate's row shows a figure there.
pub fn upstream_notes(
    file: &ResultsFile,
    table: &RawTable,
) -> Vec<(usize, &'static UpstreamDifference)> {
    let (indices, metrics): (Vec<usize>, Vec<_>) = table
        .columns
        .iter()
        .enumerate()
        .filter_map(|(index, column)| Some((index, column.metric()?)))
        .unzip();
    let has_figure = |metric, crate_id: &str| {
        let column = table
            .columns
            .iter()
            .position(|c| c.metric() == Some(metric));
        column.is_some_and(|column| {
            table
                .rows
                .iter()
                .any(|row| row.crate_id == crate_id && row.cells[column].is_some())
        })
    };
    against_upstream::upstream_differences(&file.origin, &metrics, has_figure)
        .into_iter()
        .map(|(column, note)| (indices[column], note))
        .collect()
}

/// Header label of a raw-table column.
pub fn column_label(column: RawColumn) -> String {
    let Some(metric) = column.metric() else {
        return "crate".to_owned();
    };
    match metric {
        Metric::Operation(op) => op.name().to_owned(),
        Metric::Allocations(op) => format!("{op} allocs"),
        Metric::Size => "size".to_owned(),
        Metric::CodecSize(codec) => format!("{codec} size"),
        Metric::CodecCompress(codec) => format!("{codec} compress"),
        Metric::CodecDecompress(codec) => format!("{codec} decompress"),
        Metric::CodeSize => "wasm code".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choices::UrlName;

    /// Every figure's column, of all kinds.
    fn every_column() -> Vec<RawColumn> {
        RawColumn::all()
            .into_iter()
            .filter(|c| *c != RawColumn::Crate)
            .collect()
    }
    use schema::{Codec, CodecInstructions, InstructionCounts, Timing, Variants};

    fn serialize(estimate_ns: f64, bounds: Option<(f64, f64)>) -> CrateResults {
        let timing = Timing {
            lower_ns: bounds.map(|b| b.0),
            upper_ns: bounds.map(|b| b.1),
            ..Timing::point(estimate_ns)
        };
        let mut results = CrateResults {
            size: Variants::primary(100),
            ..CrateResults::default()
        };
        results
            .operations
            .insert(Operation::Serialize, Variants::primary(timing));
        results
    }

    #[test]
    fn a_crate_tied_with_the_one_above_in_the_sort_column_is_marked() {
        let file = schema::load_results(
            "2026-08-21_21-37-06.json",
            include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        )
        .expect("the fixture loads");
        let mut dataset = DatasetResults::default();
        for (id, results) in [
            ("a", serialize(10.0, Some((9.0, 11.0)))),
            ("b", serialize(10.5, Some((10.8, 12.0)))),
            ("c", serialize(20.0, Some((19.0, 21.0)))),
            ("d", serialize(20.5, None)),
            ("e", serialize(20.6, None)),
        ] {
            dataset.crates.insert(id.to_owned(), results);
        }
        let families = BTreeSet::new();
        let filter = CrateFilter {
            search: "",
            families: &families,
        };
        let marked = |column, descending| {
            let sort = Sort { column, descending };
            let table = raw_table(&file, &dataset, &every_column(), filter, sort);
            table
                .rows
                .iter()
                .map(|row| format!("{}{}", if row.tied { "=" } else { "" }, row.crate_id))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let serialize = RawColumn::Metric(Metric::Operation(Operation::Serialize));
        assert_eq!(marked(serialize, false), "a =b c d e");
        assert_eq!(marked(serialize, true), "e d c b =a");
        // Sizes are exact: never tied, even when equal.
        assert_eq!(marked(RawColumn::Metric(Metric::Size), false), "a b c d e");
        assert_eq!(marked(RawColumn::Crate, false), "a b c d e");
    }

    #[test]
    fn counts_fill_the_timed_columns_only() {
        let mut counts = InstructionCounts::default();
        counts
            .operations
            .insert(Operation::Serialize, Variants::primary(15_605));
        counts.codecs.insert(
            Codec::Zlib,
            Variants::primary(CodecInstructions {
                compress: Some(10_319_957),
                decompress: None,
            }),
        );
        counts.varying.push("zlib_compress".to_owned());
        let results = CrateResults {
            instructions: Some(counts),
            ..CrateResults::default()
        };
        let at = |column| count_cell(&results, column, None);
        assert_eq!(
            at(RawColumn::Metric(Metric::Operation(Operation::Serialize))),
            Some((15_605, false))
        );
        assert_eq!(
            at(RawColumn::Metric(Metric::CodecCompress(Codec::Zlib))),
            Some((10_319_957, true))
        );
        assert_eq!(
            at(RawColumn::Metric(Metric::CodecDecompress(Codec::Zlib))),
            None
        );
        assert_eq!(at(RawColumn::Metric(Metric::Size)), None);
        assert_eq!(
            count_cell(
                &CrateResults::default(),
                RawColumn::Metric(Metric::Size),
                None
            ),
            None
        );
        let mut dataset = DatasetResults::default();
        assert!(!has_counts(&dataset));
        dataset.crates.insert("a".to_owned(), results);
        assert!(has_counts(&dataset));
    }

    #[test]
    fn allocations_are_a_sortable_column_of_counts() {
        use schema::Allocations;
        let file = schema::load_results(
            "2026-08-21_21-37-06.json",
            include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        )
        .expect("the fixture loads");
        let mut dataset = DatasetResults::default();
        for (id, count, bytes) in [("a", 12, 4096), ("b", 0, 0), ("c", 3, 100)] {
            let mut results = serialize(10.0, None);
            results.allocations.insert(
                Operation::Serialize,
                Variants::primary(Allocations { count, bytes }),
            );
            dataset.crates.insert(id.to_owned(), results);
        }
        let families = BTreeSet::new();
        let filter = CrateFilter {
            search: "",
            families: &families,
        };
        let column = RawColumn::Metric(Metric::Allocations(Operation::Serialize));
        let sort = Sort {
            column,
            descending: false,
        };
        let table = raw_table(&file, &dataset, &every_column(), filter, sort);
        // Only the columns with data: the serialize time, its allocations, the size.
        assert_eq!(
            table.columns,
            [
                RawColumn::Metric(Metric::Operation(Operation::Serialize)),
                column,
                RawColumn::Metric(Metric::Size)
            ]
        );
        let order: Vec<&str> = table.rows.iter().map(|r| r.crate_id).collect();
        assert_eq!(order, ["b", "c", "a"]);
        // Counts are exact: equal or not, never tied.
        assert!(table.rows.iter().all(|r| !r.tied));
        assert_eq!(
            table.rows[2].cells[1],
            Some(Figure::Allocations(Allocations {
                count: 12,
                bytes: 4096
            }))
        );
        assert_eq!(column_label(column), "serialize allocs");
        assert_eq!(
            allocations_title(&Allocations {
                count: 1,
                bytes: 4096
            }),
            "1 allocation per call, 4.10 kB requested in all"
        );
        // Allocation columns carry no instruction counts.
        assert_eq!(count_cell(&dataset.crates["a"], column, None), None);
    }

    #[test]
    fn serde_jsons_serialize_note_follows_its_row() {
        let file = schema::load_results(
            "2026-08-21_21-37-06.json",
            include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        )
        .expect("the fixture loads");
        let file = ResultsFile {
            origin: schema::Origin::Bencher,
            ..file
        };
        let mut dataset = DatasetResults::default();
        for id in ["bitcode", "serde_json"] {
            dataset.crates.insert(id.to_owned(), serialize(10.0, None));
        }
        let families = BTreeSet::new();
        let notes = |search| {
            let filter = CrateFilter {
                search,
                families: &families,
            };
            let sort = Sort {
                column: RawColumn::Crate,
                descending: false,
            };
            let table = raw_table(&file, &dataset, &every_column(), filter, sort);
            upstream_notes(&file, &table)
                .into_iter()
                .map(|(column, note)| (table.columns[column], note.crates.contains(&"serde_json")))
                .collect::<Vec<_>>()
        };
        let serialize = RawColumn::Metric(Metric::Operation(Operation::Serialize));
        assert_eq!(notes(""), [(serialize, true)]);
        // Filtered out, serde_json takes its note along.
        assert_eq!(notes("bitcode"), []);
    }

    #[test]
    fn counts_read_with_three_digits() {
        assert_eq!(count_text(999, false), "999");
        assert_eq!(count_text(15_605, false), "15.6 k");
        assert_eq!(count_text(10_319_957, true), "~10.3 M");
        assert_eq!(count_text(1_626_071_928, false), "1.63 G");
    }
}
