//! `bencher compare`: what changed between two runs, dataset by dataset, judged as the
//! explorer's "Compare runs" judges it ([`schema::compare`]): a report in text or markdown,
//! every compared figure as CSV, or each crate's ratio of times (a native run against a wasm
//! run, say).
//!
//! The report ends with how far apart the two runs are where the code did not change: the
//! timings of crates measured at the same version in both. Those figures are what the README's
//! "Comparing runs" quotes, so anyone can recompute them from two committed runs.

use super::format;
use schema::compare::{
    both_counted, busy_machine_notice, compare, count_changes, different_machines_notice, Change,
    Comparison, CountChange, Significance,
};
use schema::display;
use schema::export::{origin_label, Unit};
use schema::stats::median;
use schema::Metric;
use schema::ResultsFile;
use std::collections::BTreeSet;
use std::fmt::Write;

/// A run and the name it is reported under (its path as given).
pub struct NamedRun<'a> {
    /// The path or name the user gave.
    pub name: &'a str,
    /// The loaded file.
    pub file: &'a ResultsFile,
}

/// The datasets both runs have, in the current run's order, narrowed to `wanted` when given.
/// A wanted dataset that either run lacks is an error naming the run.
pub fn datasets_to_compare<'a>(
    baseline: &NamedRun<'a>,
    current: &NamedRun<'a>,
    wanted: Option<&[String]>,
) -> Result<Vec<&'a str>, String> {
    let both: Vec<&str> = super::shared::dataset_order(current.file)
        .into_iter()
        .filter(|name| baseline.file.datasets.contains_key(*name))
        .collect();
    let Some(wanted) = wanted else {
        return Ok(both);
    };
    wanted
        .iter()
        .map(|name| {
            let lacking =
                |run: &NamedRun<'_>| format!("{}: no figures for dataset `{name}`", run.name);
            if !baseline.file.datasets.contains_key(name) {
                return Err(lacking(baseline));
            }
            current
                .file
                .datasets
                .get_key_value(name)
                .map(|(listed, _)| listed.as_str())
                .ok_or_else(|| lacking(current))
        })
        .collect()
}

/// How far apart two runs are where the crates' code is the same: their timings of crates
/// at the same version in both runs.
#[derive(Clone, Debug, PartialEq)]
pub struct NoiseSummary {
    /// Timing changes counted.
    pub timings: usize,
    /// Each one's distance, in percentage points, from the median change of its dataset (how
    /// much the whole run moved there): the median, the 90th percentile and the largest.
    pub deviation: Option<(f64, f64, f64)>,
    /// How many of them have a confidence interval in both runs.
    pub with_intervals: usize,
    /// Changes whose confidence intervals do not overlap.
    pub intervals_apart: usize,
    /// Changes that count as real: intervals apart and outside their dataset's spread.
    pub outside_spread: usize,
    /// The narrowest and widest spread band of the datasets, in points, with the lowest and
    /// highest median change; `None` when no dataset had enough timings.
    pub bands: Option<((f64, f64), (f64, f64))>,
}

impl NoiseSummary {
    /// The summary over `comparisons` (one per dataset).
    pub fn of(comparisons: &[(&str, Comparison<'_>)]) -> NoiseSummary {
        let mut deviations = Vec::new();
        let (mut with_intervals, mut intervals_apart, mut outside_spread) = (0, 0, 0);
        for (_, comparison) in comparisons {
            let same_code: Vec<&Change> = unchanged_crates_timings(comparison).collect();
            let centre = match comparison.spread {
                Some(spread) => Some(spread.median),
                None => median(same_code.iter().map(|c| c.percent).collect()),
            };
            for change in same_code {
                if let Some(centre) = centre {
                    deviations.push((change.percent - centre).abs());
                }
                if let Some(apart) = change.intervals_apart {
                    with_intervals += 1;
                    intervals_apart += usize::from(apart);
                }
                outside_spread += usize::from(change.significance == Significance::Real);
            }
        }
        let spreads: Vec<_> = comparisons.iter().filter_map(|(_, c)| c.spread).collect();
        let range = |values: Vec<f64>| {
            let low = values.iter().copied().reduce(f64::min)?;
            let high = values.iter().copied().reduce(f64::max)?;
            Some((low, high))
        };
        let bands = range(spreads.iter().map(|s| s.half_width).collect())
            .zip(range(spreads.iter().map(|s| s.median).collect()));
        deviations.sort_by(f64::total_cmp);
        let deviation = median(deviations.clone()).map(|middle| {
            // Nearest rank: the smallest value with at least 90% of them at or below it.
            let rank = (deviations.len() * 9).div_ceil(10).max(1);
            (
                middle,
                deviations[rank - 1],
                deviations[deviations.len() - 1],
            )
        });
        NoiseSummary {
            timings: deviations.len(),
            deviation,
            with_intervals,
            intervals_apart,
            outside_spread,
            bands,
        }
    }
}

/// The timing changes of a comparison's crates whose version is the same in both runs.
fn unchanged_crates_timings<'c>(
    comparison: &'c Comparison<'_>,
) -> impl Iterator<Item = &'c Change> {
    // A crate's releases are named on its primary row only.
    let new_releases: BTreeSet<&str> = comparison
        .rows
        .iter()
        .filter(|row| row.versions.is_some())
        .map(|row| row.crate_id)
        .collect();
    comparison
        .rows
        .iter()
        .filter(move |row| !new_releases.contains(row.crate_id))
        .flat_map(|row| comparison.timing_changes_of(row))
}

/// Each dataset's comparison, crates matched by id (every crate takes part).
pub fn comparisons<'a>(
    baseline: &NamedRun<'a>,
    current: &NamedRun<'a>,
    datasets: &[&'a str],
) -> Vec<(&'a str, Comparison<'a>)> {
    datasets
        .iter()
        .map(|name| {
            let comparison = compare(
                current.file,
                &current.file.datasets[*name],
                baseline.file,
                &baseline.file.datasets[*name],
                |_, _| true,
            );
            (*name, comparison)
        })
        .collect()
}

/// A compared figure in its unit, as the README and the explorer write it.
fn figure(metric: Metric, value: f64) -> String {
    if metric.is_timing() {
        display::duration_ns(value)
    } else {
        // Sizes are whole bytes; the saturating cast keeps a corrupt figure printable.
        display::bytes(value as u64)
    }
}

fn describe(run: &NamedRun<'_>) -> String {
    let info = &run.file.run;
    let mut text = format!(
        "{} ({}, started {}",
        run.name,
        origin_label(&run.file.origin),
        info.started_at
    );
    if let Some(commit) = &info.git_commit {
        let _ = write!(text, ", commit {}", format::truncate(commit, 12));
    }
    text.push(')');
    text
}

/// How a report is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Aligned columns for a terminal.
    Text,
    /// GitHub-flavoured markdown (a workflow's job summary, a pull request), every text from
    /// the files escaped.
    Markdown,
}

/// One dataset's part of the report.
struct Section<'a> {
    dataset: &'a str,
    comparison: &'a Comparison<'a>,
    /// Crate, variant, metric, baseline, current, change, versions.
    lines: Vec<[String; 7]>,
}

const COLUMNS: [&str; 7] = [
    "crate", "variant", "metric", "baseline", "current", "change", "versions",
];

/// Whether a column holds figures (right-aligned).
fn is_figure_column(index: usize) -> bool {
    (3..=5).contains(&index)
}

/// The instruction counts that changed, as report lines, listed before the timings: counts
/// are exact, so every change is real.
fn count_lines(changes: &[CountChange<'_>]) -> Vec<[String; 7]> {
    changes
        .iter()
        .map(|change| {
            [
                change.crate_id.to_owned(),
                change.variant.unwrap_or_default().to_owned(),
                format!("{} (instructions)", change.metric.name()),
                change.baseline.to_string(),
                change.current.to_string(),
                display::change_percent(change.percent()),
                String::new(),
            ]
        })
        .collect()
}

fn section<'a>(
    dataset: &'a str,
    comparison: &'a Comparison<'a>,
    counts: &[CountChange<'_>],
    all: bool,
) -> Section<'a> {
    let mut lines = count_lines(counts);
    for row in &comparison.rows {
        for (metric, change) in comparison.metrics.iter().zip(&row.changes) {
            let Some(change) = change.filter(|change| all || change.stands_out()) else {
                continue;
            };
            let mark = match change.significance {
                Significance::Real => "",
                // Outside the spread, without intervals to confirm it (upstream files).
                Significance::Unknown => "?",
                Significance::Noise => "≈",
            };
            let release = row
                .versions
                .map(|(then, now)| format!("{then} → {now}"))
                .unwrap_or_default();
            lines.push([
                row.crate_id.to_owned(),
                row.variant.unwrap_or_default().to_owned(),
                metric.name().to_owned(),
                figure(*metric, change.baseline),
                figure(*metric, change.current),
                format!("{mark}{}", display::change_percent(change.percent)),
                release,
            ]);
        }
    }
    Section {
        dataset,
        comparison,
        lines,
    }
}

/// The report: per dataset the crates only one run has, the spread of its timing changes and
/// the changes that stand out of it (marked `?` when the runs recorded no confidence
/// intervals to confirm them; with `all` every compared figure, noise marked `≈`), then the
/// [`NoiseSummary`].
pub fn report(
    baseline: &NamedRun<'_>,
    current: &NamedRun<'_>,
    comparisons: &[(&str, Comparison<'_>)],
    all: bool,
    style: Style,
) -> String {
    let mut report = ReportWriter {
        baseline,
        current,
        all,
        style,
        // Each dataset's machine where a run measured its datasets on different machines
        // (shards by dataset), else the runs' machines once.
        per_dataset: current.file.machines_differ() || baseline.file.machines_differ(),
        out: String::new(),
    };
    report.runs(comparisons);
    report.datasets_not_compared();
    for (dataset, comparison) in comparisons {
        report.dataset(dataset, comparison);
    }
    let mut out = report.out;
    out.push_str(&summary_text(&NoiseSummary::of(comparisons), style));
    out
}

/// The report being written, and how.
struct ReportWriter<'r> {
    baseline: &'r NamedRun<'r>,
    current: &'r NamedRun<'r>,
    all: bool,
    style: Style,
    /// Whether each dataset says its machine (a run's datasets measured on different ones).
    per_dataset: bool,
    out: String,
}

impl ReportWriter<'_> {
    /// Text from the files (names, versions, variants), escaped for markdown.
    fn text(&self, raw: &str) -> String {
        match self.style {
            Style::Text => raw.to_owned(),
            Style::Markdown => format::markdown(raw),
        }
    }

    /// What starts a line of the report's head.
    fn bullet(&self) -> &'static str {
        match self.style {
            Style::Text => "",
            Style::Markdown => "- ",
        }
    }

    /// The head: the two runs, and the notes that concern both (a busy machine, different
    /// machines when each run measured all its datasets on one).
    fn runs(&mut self, comparisons: &[(&str, Comparison<'_>)]) {
        let (baseline, current) = (self.baseline, self.current);
        let bullet = self.bullet();
        if self.style == Style::Markdown {
            self.out.push_str("## Changes between two runs\n\n");
        }
        let described = (
            self.text(&describe(baseline)),
            self.text(&describe(current)),
        );
        let _ = writeln!(self.out, "{bullet}baseline: {}", described.0);
        let _ = writeln!(self.out, "{bullet}current:  {}", described.1);
        if let Some(notice) = busy_machine_notice(current.file, baseline.file) {
            let _ = writeln!(self.out, "{bullet}note: {notice}");
        }
        if !self.per_dataset {
            let any = comparisons.first().map_or("", |(dataset, _)| *dataset);
            if let Some(notice) = different_machines_notice(current.file, baseline.file, any) {
                let notice = self.text(&notice);
                let _ = writeln!(self.out, "{bullet}note: {notice}");
            }
        }
    }

    /// The datasets one run lacks, which are not compared.
    fn datasets_not_compared(&mut self) {
        let bullet = self.bullet();
        for (label, run, other) in [
            ("only in the baseline", self.baseline, self.current),
            ("only in the current run", self.current, self.baseline),
        ] {
            let missing: Vec<&str> = super::shared::dataset_order(run.file)
                .into_iter()
                .filter(|name| !other.file.datasets.contains_key(*name))
                .collect();
            if !missing.is_empty() {
                let missing = self.text(&missing.join(", "));
                let _ = writeln!(self.out, "{bullet}datasets {label}: {missing}");
            }
        }
    }

    /// One dataset's section: its heading, machine and notes, the crates only one run has,
    /// the spread of its timing changes, and the changes that stand out of it.
    fn dataset(&mut self, dataset: &str, comparison: &Comparison<'_>) {
        let (current, baseline) = (self.current.file, self.baseline.file);
        let (now, then) = (&current.datasets[dataset], &baseline.datasets[dataset]);
        let counted = both_counted(now, then);
        let counts = count_changes(now, then);
        let section = section(dataset, comparison, &counts, self.all);
        let crates = comparison
            .rows
            .iter()
            .filter(|row| row.variant.is_none())
            .count();
        let indent = self.dataset_heading(section.dataset, crates);
        if self.per_dataset {
            self.machine(dataset, indent);
        }
        if let Some(notice) = section.comparison.sizes_notice() {
            let _ = writeln!(self.out, "{indent}note: {notice}");
        }
        for (label, ids) in [
            ("only in the current run", &section.comparison.added),
            ("only in the baseline", &section.comparison.removed),
        ] {
            if !ids.is_empty() {
                let ids = self.text(&ids.join(", "));
                let _ = writeln!(self.out, "{indent}{label}: {ids}");
            }
        }
        self.spread(section.comparison, indent);
        if counted {
            let _ = writeln!(
                self.out,
                "{indent}instruction counts: {} changed (exact: every change is real, listed first)",
                counts.len()
            );
        }
        if section.lines.is_empty() {
            let _ = writeln!(self.out, "{indent}no change stands out of the noise");
            return;
        }
        self.changes(&section.lines);
    }

    /// A dataset's heading with its count of crates; what starts each of its lines.
    fn dataset_heading(&mut self, dataset: &str, crates: usize) -> &'static str {
        match self.style {
            Style::Text => {
                let _ = writeln!(self.out, "\n{dataset}: {crates} crates in both runs");
                "  "
            }
            Style::Markdown => {
                let dataset = self.text(dataset);
                let _ = writeln!(
                    self.out,
                    "\n### {dataset}\n\n{crates} crates in both runs.\n"
                );
                "- "
            }
        }
    }

    /// The machine `dataset` was measured on in each run, and the note if they differ.
    fn machine(&mut self, dataset: &str, indent: &str) {
        let (current, baseline) = (self.current.file, self.baseline.file);
        let (now, then) = (
            current.environment_of(dataset).machine_summary(),
            baseline.environment_of(dataset).machine_summary(),
        );
        if now == then {
            let now = self.text(&now);
            let _ = writeln!(self.out, "{indent}machine: {now}");
        } else {
            let (now, then) = (self.text(&now), self.text(&then));
            let _ = writeln!(self.out, "{indent}machine: {now} (baseline: {then})");
        }
        if let Some(notice) = different_machines_notice(current, baseline, dataset) {
            let notice = self.text(&notice);
            let _ = writeln!(self.out, "{indent}note: {notice}");
        }
    }

    /// How far a dataset's timings moved as a whole, and the band of noise around it.
    fn spread(&mut self, comparison: &Comparison<'_>, indent: &str) {
        match comparison.spread {
            Some(spread) => {
                let _ = writeln!(
                    self.out,
                    "{indent}timings moved by {} (median); within {:.1} points of that a change is run-to-run noise",
                    display::change_percent(spread.median),
                    spread.half_width
                );
            }
            None => {
                let _ = writeln!(
                    self.out,
                    "{indent}too few timings to estimate the run-to-run spread: changes are judged by their confidence intervals alone"
                );
            }
        }
    }

    /// A dataset's changes: aligned columns, or a markdown table.
    fn changes(&mut self, lines: &[[String; 7]]) {
        match self.style {
            Style::Text => self.out.push_str(&aligned(lines)),
            Style::Markdown => {
                let _ = writeln!(self.out, "\n| {} |", COLUMNS.join(" | "));
                let rule: Vec<&str> = (0..COLUMNS.len())
                    .map(|i| if is_figure_column(i) { "---:" } else { "---" })
                    .collect();
                let _ = writeln!(self.out, "| {} |", rule.join(" | "));
                for line in lines {
                    let cells: Vec<String> = line.iter().map(|cell| self.text(cell)).collect();
                    let _ = writeln!(self.out, "| {} |", cells.join(" | "));
                }
            }
        }
    }
}

/// The lines under a header, in columns padded to their widest cell.
fn aligned(lines: &[[String; 7]]) -> String {
    let header = COLUMNS.map(str::to_owned);
    let widths: Vec<usize> = (0..COLUMNS.len())
        .map(|i| {
            std::iter::once(&header)
                .chain(lines)
                .map(|line| line[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for line in std::iter::once(&header).chain(lines) {
        let mut text = String::from(" ");
        for (i, cell) in line.iter().enumerate() {
            let pad = " ".repeat(widths[i] - cell.chars().count());
            if is_figure_column(i) {
                let _ = write!(text, " {pad}{cell}");
            } else {
                let _ = write!(text, " {cell}{pad}");
            }
        }
        let _ = writeln!(out, "{}", text.trim_end());
    }
    out
}

fn summary_text(summary: &NoiseSummary, style: Style) -> String {
    let timings = format!(
        "{} timings of crates at the same version in both runs",
        summary.timings
    );
    let (mut out, bullet) = match style {
        Style::Text => (format!("\nrun to run, the {timings}:\n"), "  "),
        Style::Markdown => (format!("\n### Run to run\n\nThe {timings}:\n\n"), "- "),
    };
    if let Some((middle, p90, max)) = summary.deviation {
        let _ = writeln!(
            out,
            "{bullet}distance from their dataset's median change: median {middle:.1} points, 90th percentile {p90:.1}, at most {max:.1}"
        );
    }
    if summary.with_intervals > 0 {
        let _ = writeln!(
            out,
            "{bullet}confidence intervals apart: {} of {} ({:.0}%)",
            summary.intervals_apart,
            summary.with_intervals,
            100.0 * summary.intervals_apart as f64 / summary.with_intervals as f64
        );
    }
    match summary.bands {
        Some(((narrow, wide), (low, high))) if narrow == wide && low == high => {
            let _ = writeln!(
                out,
                "{bullet}noise band of {narrow:.1} points around a median change of {}",
                display::change_percent(low)
            );
        }
        Some(((narrow, wide), (low, high))) => {
            let _ = writeln!(
                out,
                "{bullet}noise bands of {narrow:.1} to {wide:.1} points around median changes of {} to {}",
                display::change_percent(low),
                display::change_percent(high)
            );
        }
        None => {}
    }
    let _ = writeln!(
        out,
        "{bullet}counted as changes all the same (intervals apart and outside the band): {}",
        summary.outside_spread
    );
    out
}

/// Every compared figure as CSV: `dataset,crate,variant,metric,baseline,current,unit,
/// change_percent,intervals_apart,significance` (`unit` ns or bytes; `intervals_apart` empty
/// without intervals; `significance` real, noise or unknown).
pub fn csv_report(comparisons: &[(&str, Comparison<'_>)]) -> String {
    let mut out = String::from(
        "dataset,crate,variant,metric,baseline,current,unit,change_percent,intervals_apart,significance\n",
    );
    for (dataset, comparison) in comparisons {
        for row in &comparison.rows {
            for (metric, change) in comparison.metrics.iter().zip(&row.changes) {
                let Some(change) = change else { continue };
                let fields = [
                    schema::export::csv_field(dataset),
                    schema::export::csv_field(row.crate_id),
                    schema::export::csv_field(row.variant.unwrap_or_default()),
                    metric.name().to_owned(),
                    change.baseline.to_string(),
                    change.current.to_string(),
                    if metric.is_timing() {
                        Unit::Nanoseconds
                    } else {
                        Unit::Bytes
                    }
                    .name()
                    .to_owned(),
                    change.percent.to_string(),
                    change
                        .intervals_apart
                        .map(|apart| apart.to_string())
                        .unwrap_or_default(),
                    match change.significance {
                        Significance::Real => "real",
                        Significance::Noise => "noise",
                        Significance::Unknown => "unknown",
                    }
                    .to_owned(),
                ];
                out.push_str(&fields.join(","));
                out.push('\n');
            }
        }
    }
    out
}

/// For each crate with a figure in both runs, the ratios current / baseline of its own
/// operations' times ([`ratio_report`]).
pub fn ratios_by_crate<'a>(
    comparisons: &[(&str, Comparison<'a>)],
) -> std::collections::BTreeMap<&'a str, Vec<f64>> {
    let mut by_crate: std::collections::BTreeMap<&str, Vec<f64>> = Default::default();
    for (_, comparison) in comparisons {
        for row in &comparison.rows {
            let ratios = comparison
                .metrics
                .iter()
                .zip(&row.changes)
                .filter(|(metric, _)| matches!(metric, Metric::Operation(_)))
                .filter_map(|(_, change)| change.as_ref())
                .map(|change| change.current / change.baseline);
            by_crate.entry(row.crate_id).or_default().extend(ratios);
        }
    }
    by_crate.retain(|_, ratios| !ratios.is_empty());
    by_crate
}

/// The median over crates of each crate's median ratio ([`ratios_by_crate`]): how many times
/// its baseline time the middle crate takes; `None` when no crate has a figure in both runs.
pub fn median_crate_ratio(comparisons: &[(&str, Comparison<'_>)]) -> Option<f64> {
    let medians: Vec<f64> = ratios_by_crate(comparisons)
        .into_values()
        .filter_map(median)
        .collect();
    median(medians)
}

/// How many times slower (above 1) or faster (below 1) the current run times each crate's own
/// operations than the baseline (serialize, deserialize, borrow and the zero-copy ones; not
/// the codecs', which time the codec): for every figure both runs have, over every dataset and
/// variant compared, the ratio current / baseline; by crate, their median and range, slowest
/// median first, then the same over every crate. Meant for one code measured two ways on one
/// machine, such as a native run and a wasm run; a markdown table.
pub fn ratio_report(comparisons: &[(&str, Comparison<'_>)]) -> String {
    let by_crate = ratios_by_crate(comparisons);
    let summary = |ratios: &[f64]| {
        let low = ratios.iter().copied().fold(f64::INFINITY, f64::min);
        let high = ratios.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let middle = median(ratios.to_vec()).unwrap_or(f64::NAN);
        (middle, low, high)
    };
    let mut rows: Vec<(&str, usize, (f64, f64, f64))> = by_crate
        .iter()
        .map(|(crate_id, ratios)| (*crate_id, ratios.len(), summary(ratios)))
        .collect();
    rows.sort_by(|a, b| b.2 .0.total_cmp(&a.2 .0).then(a.0.cmp(b.0)));
    let times = |ratio: f64| format!("{}×", display::significant(ratio));
    let mut out = String::from("| crate | figures | median ratio | range |\n|:---|---:|---:|:---|\n");
    let mut line = |name: &str, count: usize, (middle, low, high): (f64, f64, f64)| {
        let _ = writeln!(
            out,
            "| {name} | {count} | {} | {} … {} |",
            times(middle),
            times(low),
            times(high)
        );
    };
    for (crate_id, count, figures) in &rows {
        line(crate_id, *count, *figures);
    }
    let all: Vec<f64> = by_crate.values().flatten().copied().collect();
    if !all.is_empty() {
        let medians: Vec<f64> = rows.iter().map(|(_, _, (middle, _, _))| *middle).collect();
        line("**every crate**", all.len(), summary(&all));
        line("**crates' medians**", medians.len(), summary(&medians));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use schema::{CrateResults, InstructionCounts, Operation, Variants};

    /// A run of the `log` dataset with the one crate `a`, whose figures are `results`.
    fn run_of(results: CrateResults) -> ResultsFile {
        let mut file: ResultsFile = ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo::default(),
            schema::Environment::default(),
        );
        file.datasets
            .entry("log".to_owned())
            .or_default()
            .crates
            .insert("a".to_owned(), results);
        file
    }

    fn counted(serialize: u64) -> ResultsFile {
        let mut counts = InstructionCounts::default();
        counts
            .operations
            .insert(Operation::Serialize, Variants::primary(serialize));
        run_of(CrateResults {
            instructions: Some(counts),
            ..CrateResults::default()
        })
    }

    /// A run with one crate `a` whose serialize takes `serialize` ns and whose lz4 compress
    /// takes `compress` ns on `log`.
    fn timed(serialize: f64, compress: f64) -> ResultsFile {
        let timing = |ns: f64| schema::Timing {
            estimate_ns: ns,
            lower_ns: None,
            upper_ns: None,
            rounds: Vec::new(),
        };
        let mut results = CrateResults::default();
        results
            .operations
            .insert(Operation::Serialize, Variants::primary(timing(serialize)));
        results.codecs.insert(
            schema::Codec::Lz4,
            Variants::primary(schema::CodecFigures {
                size: 10,
                compress: Some(timing(compress)),
                decompress: None,
            }),
        );
        run_of(results)
    }

    #[test]
    fn ratios_are_of_the_crates_own_operations() {
        let (native, wasm) = (timed(100.0, 50.0), timed(250.0, 500.0));
        let named = |name, file| NamedRun { name, file };
        let comparisons = comparisons(
            &named("native.json", &native),
            &named("wasm.json", &wasm),
            &["log"],
        );
        let table = ratio_report(&comparisons);
        // The codec's tenfold is not the crate's: serialize alone, 2.5 times the native time.
        assert!(table.contains("| a | 1 | 2.50× | 2.50× … 2.50× |"), "{table}");
        assert!(table.contains("| **every crate** | 1 | 2.50× |"), "{table}");
    }

    #[test]
    fn count_changes_are_listed_first_whatever_their_size() {
        let (before, after) = (counted(1000), counted(1001));
        let baseline = NamedRun {
            name: "before.json",
            file: &before,
        };
        let current = NamedRun {
            name: "after.json",
            file: &after,
        };
        let comparisons = comparisons(&baseline, &current, &["log"]);
        let text = report(&baseline, &current, &comparisons, false, Style::Text);
        assert!(text.contains("instruction counts: 1 changed"), "{text}");
        let line = text
            .lines()
            .find(|l| l.contains("serialize (instructions)"))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(line.contains("1000") && line.contains("1001") && line.contains("+0.1%"));
        let same = comparisons_of_itself(&baseline);
        let text = report(&baseline, &baseline, &same, false, Style::Text);
        assert!(text.contains("instruction counts: 0 changed"), "{text}");
    }

    fn comparisons_of_itself<'a>(run: &NamedRun<'a>) -> Vec<(&'a str, Comparison<'a>)> {
        comparisons(run, run, &["log"])
    }

    #[test]
    fn changes_read_with_their_sign_and_tiny_ones_keep_three_digits() {
        assert_eq!(display::change_percent(4.25), "+4.2%");
        assert_eq!(display::change_percent(-13.0), "−13.0%");
        assert_eq!(display::change_percent(0.0), "0.0%");
        assert_eq!(display::change_percent(-0.000273), "−0.000273%");
        assert_eq!(display::change_percent(0.0136), "+0.0136%");
    }
}
