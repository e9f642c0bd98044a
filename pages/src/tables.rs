//! What the raw, zero-copy and comparison tables show, computed from a results file without
//! touching the page: which crates pass the filter, which columns have data, the rows (a crate
//! and then one italic row per variant), their order, and run-to-run changes.

use crate::choices::{RawColumn, UrlName};
use crate::url_state::Sort;
use schema::{CrateInfo, CrateResults, DatasetResults, Operation, ResultsFile, Timing};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// Family chip standing for crates whose encoding family is not recorded.
pub const UNKNOWN_FAMILY: &str = "unknown";

/// One figure of the raw table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cell {
    /// A timing with its confidence interval.
    Time(Timing),
    /// A size in bytes.
    Bytes(u64),
}

impl Cell {
    /// The value sorted on: nanoseconds or bytes.
    pub fn sort_value(&self) -> f64 {
        match self {
            Cell::Time(timing) => timing.estimate_ns,
            Cell::Bytes(bytes) => *bytes as f64,
        }
    }
}

/// The figure in `column` for `variant` (`None` = primary) of one crate.
pub fn cell(results: &CrateResults, column: RawColumn, variant: Option<&str>) -> Option<Cell> {
    match column {
        RawColumn::Crate => None,
        RawColumn::Operation(op) => results
            .operations
            .get(&op)
            .and_then(|v| v.get(variant))
            .map(|t| Cell::Time(*t)),
        RawColumn::Size => results.size.get(variant).map(|b| Cell::Bytes(*b)),
        RawColumn::CodecSize(codec) => results
            .codecs
            .get(&codec)
            .and_then(|v| v.get(variant))
            .map(|c| Cell::Bytes(c.size)),
        RawColumn::CodecCompress(codec) => results
            .codecs
            .get(&codec)
            .and_then(|v| v.get(variant))
            .and_then(|c| c.compress)
            .map(Cell::Time),
        RawColumn::CodecDecompress(codec) => results
            .codecs
            .get(&codec)
            .and_then(|v| v.get(variant))
            .and_then(|c| c.decompress)
            .map(Cell::Time),
    }
}

/// Every variant name that appears in any figure of one crate, in name order.
pub fn variant_names(results: &CrateResults) -> BTreeSet<&str> {
    let mut names = BTreeSet::new();
    for figures in results.operations.values() {
        names.extend(figures.variants.keys().map(String::as_str));
    }
    names.extend(results.size.variants.keys().map(String::as_str));
    for figures in results.codecs.values() {
        names.extend(figures.variants.keys().map(String::as_str));
    }
    names
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
    pub cells: Vec<Option<Cell>>,
}

/// A raw table: the columns that have data and the rows in display order.
#[derive(Clone, Debug, PartialEq)]
pub struct RawTable<'a> {
    /// Data columns shown (the crate column is implicit).
    pub columns: Vec<RawColumn>,
    /// Rows, each crate followed by its variants.
    pub rows: Vec<RawRow<'a>>,
}

/// Builds the raw table of `dataset` over `candidate_columns`, keeping only columns with at
/// least one figure and crates with at least one figure in them, filtered and sorted. Variant
/// rows stay under their crate; crates are ordered by their first figure in the sort column
/// (primary, else first variant), missing figures last whatever the direction.
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
    let key = |group: &Vec<RawRow<'a>>| -> Option<f64> {
        let index = sort_index?;
        group
            .iter()
            .find_map(|row| row.cells[index].map(|c| c.sort_value()))
    };
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

    RawTable {
        columns,
        rows: groups.into_iter().flatten().collect(),
    }
}

/// Columns of the raw table: every operation, the size, and per codec size and times.
pub fn raw_columns() -> Vec<RawColumn> {
    RawColumn::all()
        .into_iter()
        .filter(|c| *c != RawColumn::Crate)
        .collect()
}

/// Columns of the zero-copy table.
pub fn zero_copy_columns() -> Vec<RawColumn> {
    [Operation::Access, Operation::Read, Operation::Update]
        .map(RawColumn::Operation)
        .to_vec()
}

/// Whether a change between two runs can be told apart from measurement noise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Significance {
    /// The confidence intervals do not overlap and the change stands out of the comparison's
    /// [`Spread`] (or the figure is exact, like a size).
    Real,
    /// The confidence intervals overlap, or the change lies within the comparison's
    /// [`Spread`]: it may be noise.
    Noise,
    /// At least one side has no confidence interval recorded.
    Unknown,
}

/// A figure's change from the baseline run to the current run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    /// Baseline figure.
    pub baseline: f64,
    /// Current figure.
    pub current: f64,
    /// (current − baseline) / baseline × 100.
    pub percent: f64,
    /// Whether the change stands out of the noise.
    pub significance: Significance,
}

/// How one cell changed between two runs; `None` when either run lacks the figure or the
/// baseline is zero (no meaningful percentage).
pub fn change(baseline: Cell, current: Cell) -> Option<Change> {
    let (b, c) = (baseline.sort_value(), current.sort_value());
    if b <= 0.0 || !b.is_finite() || !c.is_finite() {
        return None;
    }
    let significance = match (baseline, current) {
        (Cell::Time(x), Cell::Time(y)) => match (x.lower_ns, x.upper_ns, y.lower_ns, y.upper_ns) {
            (Some(xl), Some(xu), Some(yl), Some(yu)) => {
                if xl <= yu && yl <= xu {
                    Significance::Noise
                } else {
                    Significance::Real
                }
            }
            _ => Significance::Unknown,
        },
        _ => Significance::Real,
    };
    Some(Change {
        baseline: b,
        current: c,
        percent: (c - b) / b * 100.0,
        significance,
    })
}

/// One row of the comparison: a crate (or one of its variants) in both runs.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareRow<'a> {
    /// Crate id, the same in both runs.
    pub crate_id: &'a str,
    /// `None` for the primary figures, else the variant's name.
    pub variant: Option<&'a str>,
    /// The crate's version in the baseline and in this run, on its primary row, when the two
    /// runs measured different releases: a change may then be the crate's own.
    pub versions: Option<(&'a str, &'a str)>,
    /// One entry per compared column.
    pub changes: Vec<Option<Change>>,
}

/// The comparison of one dataset between a baseline and the current run.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison<'a> {
    /// Columns compared: the operations and the size, where both runs have some figure.
    pub columns: Vec<RawColumn>,
    /// Rows for crates present in both runs, in crate order.
    pub rows: Vec<CompareRow<'a>>,
    /// Crates only in the current run.
    pub added: Vec<&'a str>,
    /// Crates only in the baseline run.
    pub removed: Vec<&'a str>,
    /// How much this comparison's timings differ as a whole, when it has enough of them.
    pub spread: Option<Spread>,
}

/// How much two runs' timings differ as a whole. A criterion confidence interval holds the
/// noise within one run only: two runs of the same binary on the same idle machine differ by
/// several percent, most of their intervals apart (README, "Comparing runs"). Most crates'
/// code is the same in two runs, so the bulk of a comparison's changes shows that run-to-run
/// noise; a change that stands out of it is more likely the crate's own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// The median of the timing changes, in percent: how much the whole run moved.
    pub median: f64,
    /// Half-width of the band around the median, in percentage points, inside which a change
    /// counts as run-to-run noise: three robust standard deviations (1.4826 × the median
    /// absolute deviation, which a few crates' real changes do not inflate).
    pub half_width: f64,
}

impl Spread {
    /// Fewest timing changes a spread is estimated from.
    pub const MIN_CHANGES: usize = 10;

    /// The spread of these percentage changes; `None` with fewer than
    /// [`Spread::MIN_CHANGES`] or any that is not finite.
    pub fn of(percents: &[f64]) -> Option<Spread> {
        if percents.len() < Self::MIN_CHANGES || !percents.iter().all(|p| p.is_finite()) {
            return None;
        }
        let median = schema::stats::median(percents.to_vec())?;
        let deviation =
            schema::stats::median(percents.iter().map(|p| (p - median).abs()).collect())?;
        Some(Spread {
            median,
            half_width: 3.0 * 1.4826 * deviation,
        })
    }

    /// Whether a change of `percent` lies inside the band.
    pub fn holds(&self, percent: f64) -> bool {
        (percent - self.median).abs() <= self.half_width
    }
}

/// What the compared runs' machine loads say about the changes, when either run measured on a
/// busy machine ([`schema::MachineLoad::is_busy`]); runs that did not record it say nothing.
pub fn busy_machine_notice(file: &ResultsFile, baseline: &ResultsFile) -> Option<String> {
    let busy = |who: &str, file: &ResultsFile| {
        let load = file.run.machine_load.filter(schema::MachineLoad::is_busy)?;
        Some(format!(
            "{who} was measured on a busy machine ({})",
            load.summary()
        ))
    };
    let said: Vec<String> = [busy("This run", file), busy("The baseline", baseline)]
        .into_iter()
        .flatten()
        .collect();
    (!said.is_empty()).then(|| {
        format!(
            "{}: its timings are slower and noisier than its machine allows, and so are the \
             changes below.",
            said.join("; ")
        )
    })
}

/// Compares `current` (a dataset of `file`) with `baseline` (the same dataset of
/// `baseline_file`), crates matched by id and variants by name, filtered like the other tables.
pub fn compare<'a>(
    file: &'a ResultsFile,
    current: &'a DatasetResults,
    baseline_file: &'a ResultsFile,
    baseline: &'a DatasetResults,
    filter: CrateFilter<'_>,
) -> Comparison<'a> {
    let candidates: Vec<RawColumn> = Operation::ALL
        .map(RawColumn::Operation)
        .into_iter()
        .chain([RawColumn::Size])
        .collect();
    let mut rows = Vec::new();
    let mut added = Vec::new();
    for (id, now) in &current.crates {
        if !filter.matches(id, file.crates.get(id)) {
            continue;
        }
        let Some(before) = baseline.crates.get(id) else {
            added.push(id.as_str());
            continue;
        };
        let versions = match (baseline_file.crates.get(id), file.crates.get(id)) {
            (Some(then), Some(now)) if then.version != now.version => {
                Some((then.version.as_str(), now.version.as_str()))
            }
            _ => None,
        };
        let names = variant_names(now);
        for variant in std::iter::once(None).chain(names.into_iter().map(Some)) {
            let changes: Vec<Option<Change>> = candidates
                .iter()
                .map(|column| {
                    change(
                        cell(before, *column, variant)?,
                        cell(now, *column, variant)?,
                    )
                })
                .collect();
            if variant.is_none() || changes.iter().any(Option::is_some) {
                rows.push(CompareRow {
                    crate_id: id,
                    variant,
                    versions: versions.filter(|_| variant.is_none()),
                    changes,
                });
            }
        }
    }
    let removed = baseline
        .crates
        .keys()
        .filter(|id| !current.crates.contains_key(*id))
        .filter(|id| filter.matches(id, None))
        .map(String::as_str)
        .collect();

    // Timings (not sizes, which are exact) inside the comparison's spread may be noise,
    // whatever their confidence intervals say.
    let timings = |column: &RawColumn| *column != RawColumn::Size;
    let timing_changes: Vec<f64> = rows
        .iter()
        .flat_map(|row| candidates.iter().zip(&row.changes))
        .filter(|(column, _)| timings(column))
        .filter_map(|(_, change)| change.map(|c| c.percent))
        .collect();
    let spread = Spread::of(&timing_changes);
    if let Some(spread) = spread {
        for row in &mut rows {
            for (column, change) in candidates.iter().zip(&mut row.changes) {
                if let Some(change) = change.as_mut().filter(|_| timings(column)) {
                    if spread.holds(change.percent) {
                        change.significance = Significance::Noise;
                    }
                }
            }
        }
    }

    let keep: Vec<bool> = (0..candidates.len())
        .map(|i| rows.iter().any(|row| row.changes[i].is_some()))
        .collect();
    for row in &mut rows {
        row.changes = std::mem::take(&mut row.changes)
            .into_iter()
            .zip(&keep)
            .filter_map(|(change, keep)| keep.then_some(change))
            .collect();
    }
    Comparison {
        columns: candidates
            .into_iter()
            .zip(&keep)
            .filter_map(|(column, keep)| keep.then_some(column))
            .collect(),
        rows,
        added,
        removed,
        spread,
    }
}

/// Header label of a raw-table column.
pub fn column_label(column: RawColumn) -> String {
    match column {
        RawColumn::Crate => "crate".to_owned(),
        RawColumn::Operation(op) => op.name().to_owned(),
        RawColumn::Size => "size".to_owned(),
        RawColumn::CodecSize(codec) => format!("{codec} size"),
        RawColumn::CodecCompress(codec) => format!("{codec} compress"),
        RawColumn::CodecDecompress(codec) => format!("{codec} decompress"),
    }
}
