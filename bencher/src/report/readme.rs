//! The README's results region: rendering it from a results file, and splicing it between
//! the [`BEGIN_MARKER`] and [`END_MARKER`] comments of an existing README.
//!
//! Per dataset (in [`schema::DATASETS`] order, then any other dataset by name) the region has
//! a raw table (one row per crate; columns only for figures some crate has), a relative table
//! (each figure ÷ the best of its column, with its rank in the column: figures whose intervals
//! overlap share a rank, [`schema::rank`]), a zero-copy table when a crate has access / read /
//! update figures, the notes on columns whose figures differ from the upstream suite's by
//! definition ([`schema::against_upstream`]), the legend of the variants shown in italics,
//! links to the charts and the run's failures on that dataset. A `<details>` block at the end
//! holds the runtime info.

use super::charts::{self, PlannedChart};
use super::columns::{self, Entry};
use super::format;
use super::shared::{crates_io_url, dataset_order};
use schema::against_upstream::{self, UpstreamDifference};
use schema::display;
use schema::rank::{self, Rank};
use schema::stats::Precision;
use schema::{CrateResults, DatasetResults, Failure, Figure, Metric, Origin, Profile, ResultsFile};
use std::collections::{BTreeMap, HashMap};

/// Opens the generated region of the README.
pub const BEGIN_MARKER: &str = "<!-- BEGIN GENERATED RESULTS -->";
/// Closes the generated region of the README.
pub const END_MARKER: &str = "<!-- END GENERATED RESULTS -->";

/// Shown in a cell without any figure.
const NO_FIGURE: &str = "—";

/// Failure messages can be whole panic reports; the README shows their start.
const FAILURE_MESSAGE_CHARS: usize = 300;

/// Renders the markdown of the results region (without the markers). `charts_dir_rel` is the
/// charts directory relative to the README (e.g. `benchmark_results/charts`); chart links
/// point to the files [`charts::write_charts`] writes there.
pub fn render_results(file: &ResultsFile, charts_dir_rel: &str) -> String {
    let planned = charts::planned_charts(file);
    let mut out = String::new();
    render_intro(file, &mut out);
    for dataset in dataset_order(file) {
        let charts: Vec<&PlannedChart> = planned.iter().filter(|c| c.dataset == dataset).collect();
        render_dataset(file, dataset, &charts, charts_dir_rel, &mut out);
    }
    render_runtime_info(file, &mut out);
    out
}

fn render_intro(file: &ResultsFile, out: &mut String) {
    let source = match &file.origin {
        Origin::Bencher => String::new(),
        Origin::Upstream { layout } => {
            format!(", imported from an upstream result file ({layout:?} layout)")
        }
    };
    let interval = match file.run.rounds {
        Some(rounds) if rounds.per_timing() > 1 => format!(
            "each time is the median of the run's {} rounds, and `±` the half-width of its \
             interval relative to the estimate: from the lowest round's lower bound to the \
             highest round's upper bound, so it covers the spread from round to round \
             ([methodology](docs/methodology.md))",
            rounds.per_timing()
        ),
        _ => "`±` is the half-width of criterion's confidence interval relative to the \
              estimate, shown where the file records bounds: it holds one run's noise, and two \
              runs differ by more ([Comparing runs](#comparing-runs))"
            .to_owned(),
    };
    out.push_str(&format!(
        "Figures of the run started {}{} (profile: {}). Times are per item (one item is the dataset's \
         whole payload); {interval}. Sizes use decimal prefixes (1 kB = 1000 B). {NO_FIGURE} means not supported or not measured. Figures in italics \
         belong to a variant of the crate, explained under the tables. Relative tables divide \
         each figure by the best of its column: 100% is the best, 200% twice its time or size; \
         in parentheses, the figure's rank in its column, best first, `=3` a shared rank: {} \
         (sizes are exact and never tied).\n\n",
        format::markdown(&file.run.started_at),
        source,
        profile_text(file.run.profile),
        rank::SHARED_RANK_EXPLANATION,
    ));
    if let Some(build) = &file.environment.build {
        out.push_str(&format!("{}\n\n", build_sentence(build)));
    }
    if file.machines_differ() {
        out.push_str(
            "The run's shards measured its datasets on different machines (each dataset \
             wholly on one): each dataset says its machine, and figures of two datasets do not \
             compare.\n\n",
        );
    }
}

/// Which build a run measured, in one sentence.
fn build_sentence(build: &schema::Build) -> String {
    let code = format::markdown(&build.summary());
    if build.is_native() {
        format!(
            "The bencher was built for the measuring machine's own CPU (`-C target-cpu=native`, \
             as the upstream suite builds it and as users deploy SIMD crates): {code}."
        )
    } else {
        format!(
            "The bencher was built for the target's baseline CPU (portable, `--portable`): \
             {code}; SIMD crates ran without the instructions the machine may have."
        )
    }
}

fn profile_text(profile: Option<Profile>) -> String {
    match profile {
        Some(Profile::Quick) => "quick".to_owned(),
        Some(Profile::Full) => "full".to_owned(),
        Some(Profile::Iterations(n)) => format!("{n} fixed iterations"),
        None => "profile not recorded".to_owned(),
    }
}

/// Numbers the (crate, variant) pairs of one dataset in order of first appearance, so every
/// italic figure carries a marker pointing at its explanation.
#[derive(Default)]
struct Footnotes {
    numbers: BTreeMap<(String, String), usize>,
}

impl Footnotes {
    fn marker(&mut self, crate_id: &str, variant: &str) -> usize {
        let next = self.numbers.len() + 1;
        *self
            .numbers
            .entry((crate_id.to_owned(), variant.to_owned()))
            .or_insert(next)
    }

    fn render(&self, file: &ResultsFile, out: &mut String) {
        if self.numbers.is_empty() {
            return;
        }
        let mut notes: Vec<(&usize, &(String, String))> =
            self.numbers.iter().map(|(key, n)| (n, key)).collect();
        notes.sort();
        out.push_str("Variants:\n\n");
        for (number, (crate_id, variant)) in notes {
            let explanation = file
                .crates
                .get(crate_id)
                .and_then(|info| info.variants.get(variant))
                .filter(|text| !text.trim().is_empty())
                .map(|text| format::markdown(text))
                .unwrap_or_else(|| "no explanation recorded".to_owned());
            out.push_str(&format!(
                "- <sup>{number}</sup> {} <em>{}</em>: {explanation}\n",
                format::markdown(crate_id),
                format::markdown(variant),
            ));
        }
        out.push('\n');
    }
}

/// The notes on columns whose figures differ from the upstream suite's by definition
/// ([`schema::against_upstream`]), lettered in order of first appearance in one dataset's
/// tables: a column's heading carries its note's letter in every table, the note is shown once.
#[derive(Default)]
struct UpstreamNotes {
    shown: Vec<&'static UpstreamDifference>,
}

impl UpstreamNotes {
    /// The letter of `note`, numbering it if it is new.
    fn marker(&mut self, note: &'static UpstreamDifference) -> String {
        let index = match self.shown.iter().position(|shown| *shown == note) {
            Some(index) => index,
            None => {
                self.shown.push(note);
                self.shown.len() - 1
            }
        };
        against_upstream::note_marker(index)
    }

    fn render(&self, out: &mut String) {
        if self.shown.is_empty() {
            return;
        }
        out.push_str(
            "Against the upstream suite's figures of the same crates \
             ([methodology](docs/methodology.md#against-the-upstream-suite)):\n\n",
        );
        for (index, note) in self.shown.iter().enumerate() {
            out.push_str(&format!(
                "- <sup>{}</sup> {}\n",
                against_upstream::note_marker(index),
                format::markdown(note.text)
            ));
        }
        out.push('\n');
    }
}

/// Everything one table needs: its rows (crate id and figures) and the columns to show.
struct TableData<'a> {
    rows: Vec<(&'a str, &'a CrateResults)>,
    columns: Vec<Metric>,
}

impl<'a> TableData<'a> {
    /// The rows with at least one figure among `candidates`, and the columns some row fills.
    fn new(results: &'a DatasetResults, candidates: &[Metric]) -> Self {
        let has_any = |row: &CrateResults, metric: &Metric| !metric.figures(row).is_empty();
        let rows: Vec<(&str, &CrateResults)> = results
            .crates
            .iter()
            .filter(|(_, row)| candidates.iter().any(|m| has_any(row, m)))
            .map(|(id, row)| (id.as_str(), row))
            .collect();
        let columns = candidates
            .iter()
            .copied()
            .filter(|m| rows.iter().any(|(_, row)| has_any(row, m)))
            .collect();
        Self { rows, columns }
    }

    /// Per column, each figure's rank among the column's figures that a relative table shows
    /// (positive, finite), smallest first ([`schema::rank`]'s rule), by crate id and variant.
    fn ranks(&self) -> Vec<HashMap<(&'a str, Option<&'a str>), Rank>> {
        self.columns
            .iter()
            .map(|metric| {
                let mut figures: Vec<(&'a str, Option<&'a str>, Figure)> = self
                    .rows
                    .iter()
                    .flat_map(|&(id, row)| {
                        metric
                            .figures(row)
                            .into_iter()
                            .map(move |(variant, figure)| (id, variant, figure))
                    })
                    .filter(|(_, _, figure)| figure.value().is_finite() && figure.value() > 0.0)
                    .collect();
                // Stable: equal figures keep crate id order, then variant order.
                figures.sort_by(|a, b| a.2.value().total_cmp(&b.2.value()));
                let intervals: Vec<_> = figures.iter().map(|(_, _, f)| f.interval()).collect();
                let ranks = rank::ranks(intervals.iter().map(Option::as_ref));
                figures
                    .iter()
                    .zip(ranks)
                    .map(|(&(id, variant, _), rank)| ((id, variant), rank))
                    .collect()
            })
            .collect()
    }

    /// Per column, the smallest positive figure (the best: every column is lower-is-better).
    fn best(&self) -> Vec<Option<f64>> {
        self.columns
            .iter()
            .map(|metric| {
                self.rows
                    .iter()
                    .flat_map(|(_, row)| metric.figures(row))
                    .map(|(_, figure)| figure.value())
                    .filter(|value| value.is_finite() && *value > 0.0)
                    .min_by(f64::total_cmp)
            })
            .collect()
    }
}

/// What a table shows in each cell.
enum CellKind {
    /// The figure with its unit (and confidence interval).
    Raw,
    /// The figure ÷ the column's best.
    Relative,
}

fn render_dataset(
    file: &ResultsFile,
    dataset: &str,
    charts: &[&PlannedChart],
    charts_dir_rel: &str,
    out: &mut String,
) {
    let empty = DatasetResults::default();
    let results = file.datasets.get(dataset).unwrap_or(&empty);
    let heading = if dataset.is_empty() {
        "(unnamed dataset)".to_owned()
    } else {
        format::markdown(dataset)
    };
    out.push_str(&format!("### {heading}\n\n"));
    if let Some(info) = schema::dataset(dataset) {
        out.push_str(&format!(
            "{}. Messages ({}) per item: {}.\n\n",
            format::markdown(info.description),
            info.message_name,
            info.messages_per_item
        ));
    }
    if file.machines_differ() {
        out.push_str(&format!(
            "Measured on: {}.\n\n",
            format::markdown(&file.environment_of(dataset).machine_summary())
        ));
    }
    if !charts.is_empty() {
        let links: Vec<String> = charts
            .iter()
            .map(|chart| {
                format!(
                    "[{}]({})",
                    chart.kind.title(),
                    format::url_path(&join_rel(charts_dir_rel, &chart.file_name))
                )
            })
            .collect();
        out.push_str(&format!("Charts: {}.\n\n", links.join(" · ")));
    }

    let mut notes = Footnotes::default();
    let mut upstream = UpstreamNotes::default();
    let failures: Vec<&Failure> = file
        .failures
        .iter()
        .filter(|f| f.dataset == dataset)
        .collect();
    let main = TableData::new(results, &columns::main());
    if main.rows.is_empty() {
        out.push_str("No crate produced figures on this dataset.\n\n");
    } else {
        out.push_str("#### Raw figures\n\n");
        let raw = TableData::new(results, &columns::raw());
        render_table(
            file,
            &raw,
            CellKind::Raw,
            &failures,
            &mut notes,
            &mut upstream,
            out,
        );
        if raw
            .columns
            .iter()
            .any(|m| matches!(m, Metric::Allocations(_)))
        {
            out.push_str(ALLOCATIONS_NOTE);
        }
        out.push_str("#### Relative to the best\n\n");
        render_table(
            file,
            &main,
            CellKind::Relative,
            &failures,
            &mut notes,
            &mut upstream,
            out,
        );
    }
    let zero_copy = TableData::new(results, &columns::ZERO_COPY);
    if !zero_copy.rows.is_empty() {
        out.push_str("#### Zero-copy\n\n");
        render_table(
            file,
            &zero_copy,
            CellKind::Raw,
            &failures,
            &mut notes,
            &mut upstream,
            out,
        );
    }
    upstream.render(out);
    super::counts::render(file, results, out);
    notes.render(file, out);
    render_failures(&failures, out);
}

/// What the allocation columns of a raw table show.
const ALLOCATIONS_NOTE: &str = "Allocs: heap allocations (reallocations included) of one call, \
    counted outside the timed loop, with the bytes requested in parentheses.\n\n";

/// One table: its cells of `kind` ("failed" where a figure is missing for a failure), the
/// variants' markers numbered in `notes`, the headings' upstream notes lettered in `upstream`.
fn render_table(
    file: &ResultsFile,
    table: &TableData,
    kind: CellKind,
    failures: &[&Failure],
    notes: &mut Footnotes,
    upstream: &mut UpstreamNotes,
    out: &mut String,
) {
    let with_version = matches!(kind, CellKind::Raw);
    let mut header = vec!["Crate".to_owned()];
    if with_version {
        header.push("Version".to_owned());
    }
    let mut titles: Vec<String> = table
        .columns
        .iter()
        .map(|&m| format::markdown(&columns::title(m)))
        .collect();
    let has_figure = |metric: Metric, crate_id: &str| {
        table
            .rows
            .iter()
            .any(|(id, row)| *id == crate_id && !metric.figures(row).is_empty())
    };
    let differences =
        against_upstream::upstream_differences(&file.origin, &table.columns, has_figure);
    for (column, note) in differences {
        titles[column].push_str(&format!("<sup>{}</sup>", upstream.marker(note)));
    }
    header.extend(titles);
    let text_columns = header.len() - table.columns.len();
    out.push_str(&format!("| {} |\n", header.join(" | ")));
    let alignment: Vec<&str> = (0..header.len())
        .map(|i| if i < text_columns { ":---" } else { "---:" })
        .collect();
    out.push_str(&format!("|{}|\n", alignment.join("|")));

    let best = table.best();
    let ranks = match kind {
        CellKind::Relative => table.ranks(),
        CellKind::Raw => Vec::new(),
    };
    for (crate_id, row) in &table.rows {
        let mut cells = vec![crate_cell(file, crate_id)];
        if with_version {
            let version = file.crates.get(*crate_id).map(|info| info.version.as_str());
            cells.push(
                version
                    .map(format::markdown)
                    .unwrap_or_else(|| "?".to_owned()),
            );
        }
        for (column, (metric, best)) in table.columns.iter().zip(&best).enumerate() {
            let entries = metric.figures(row);
            let failed = metric.operation().is_some_and(|op| {
                failures
                    .iter()
                    .any(|f| f.crate_id == *crate_id && f.operation == op.name())
            });
            cells.push(if entries.is_empty() {
                if failed { "failed" } else { NO_FIGURE }.to_owned()
            } else {
                figures_cell(crate_id, &entries, notes, |variant, figure| match kind {
                    CellKind::Raw => raw_figure(figure),
                    CellKind::Relative => {
                        let rank = ranks
                            .get(column)
                            .and_then(|ranks| ranks.get(&(*crate_id, variant)));
                        relative_figure(figure, *best, rank)
                    }
                })
            });
        }
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    out.push('\n');
}

/// The crate id, linked to its crates.io page when name and version are safe to put in a URL.
fn crate_cell(file: &ResultsFile, crate_id: &str) -> String {
    let id = format::markdown(crate_id);
    let Some(info) = file.crates.get(crate_id) else {
        return id;
    };
    let linked = match crates_io_url(&info.name, &info.version) {
        Some(url) => format!("[{id}]({url})"),
        None => id,
    };
    if info.name == crate_id {
        linked
    } else {
        format!("{linked} ({})", format::markdown(&info.name))
    }
}

/// All figures of one cell, one per line: the primary plainly, each variant in italics with
/// its name and footnote marker.
fn figures_cell(
    crate_id: &str,
    entries: &[Entry],
    notes: &mut Footnotes,
    show: impl Fn(Option<&str>, &Figure) -> String,
) -> String {
    entries
        .iter()
        .map(|(variant, figure)| match variant {
            None => show(None, figure),
            Some(variant) => format!(
                "<em>{}: {}</em><sup>{}</sup>",
                format::markdown(variant),
                show(Some(variant), figure),
                notes.marker(crate_id, variant)
            ),
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn raw_figure(figure: &Figure) -> String {
    match figure {
        Figure::Bytes(bytes) => display::bytes(*bytes),
        Figure::Time(timing) => display::timing(timing),
        // No hover in a README: the bytes requested follow the count.
        Figure::Allocations(allocations) => format!(
            "{} ({})",
            display::count(allocations.count),
            display::bytes(allocations.bytes)
        ),
    }
}

/// The figure ÷ the column's best, with its rank in the column when it has one: `103.2% (=1)`.
fn relative_figure(figure: &Figure, best: Option<f64>, rank: Option<&Rank>) -> String {
    match best {
        Some(best) if figure.value().is_finite() && figure.value() > 0.0 => {
            let percent = display::percent(figure.value() / best);
            match rank {
                Some(rank) => format!("{percent} ({rank})"),
                None => percent,
            }
        }
        _ => NO_FIGURE.to_owned(),
    }
}

fn render_failures(failures: &[&Failure], out: &mut String) {
    if failures.is_empty() {
        return;
    }
    out.push_str("Failures:\n\n");
    for failure in failures {
        out.push_str(&format!(
            "- {} ({}): {}\n",
            format::markdown(&failure.crate_id),
            format::markdown(&failure.operation),
            format::markdown(&format::truncate(&failure.message, FAILURE_MESSAGE_CHARS)),
        ));
    }
    out.push('\n');
}

/// ` (log 9.8%, mesh 9.2%)`: a run figure by dataset, when the run has more than one.
fn per_dataset(
    by_dataset: &[(&str, Precision)],
    figure: impl Fn(&Precision) -> Option<String>,
) -> String {
    let listed = Precision::each_dataset(by_dataset, figure);
    if listed.len() < 2 {
        return String::new();
    }
    format!(" ({})", format::markdown(&listed.join(", ")))
}

fn render_runtime_info(file: &ResultsFile, out: &mut String) {
    let run = &file.run;
    let env = &file.environment;
    let mut items = Vec::new();
    let mut when = format!("started {}", format::markdown(&run.started_at));
    if let Some(end) = &run.finished_at {
        when.push_str(&format!(", finished {}", format::markdown(end)));
    }
    if let Some(seconds) = run.wall_time_seconds {
        when.push_str(&format!(", wall time {}", wall_time(seconds)));
    }
    items.push(format!("Run: {when}"));
    items.push(format!("Profile: {}", profile_text(run.profile)));
    let by_dataset = Precision::by_dataset(file);
    if let Some(width) = run.median_relative_ci_half_width {
        items.push(format!(
            "Median confidence-interval half-width: {} of the estimate{}",
            display::percent(width),
            per_dataset(&by_dataset, |p| p.half_width.map(display::percent))
        ));
    }
    if let Some(spread) = Precision::of(file.timings()).round_spread {
        items.push(format!(
            "Spread of the rounds (a timing's slowest round over its fastest, median): {spread:.2}{}",
            per_dataset(&by_dataset, |p| p.round_spread.map(|s| format!("{s:.2}")))
        ));
    }
    if let Some(drift) = schema::stats::RoundDrift::of(file.timings()) {
        items.push(format!("Drift of the machine: {}", drift.summary()));
    }
    if let Some(load) = &run.machine_load {
        items.push(format!("Machine load: {}", load.summary()));
    }
    if let Some(version) = &run.bencher_version {
        let mut bencher = format!("Bencher: {}", format::markdown(version));
        if let Some(commit) = &run.git_commit {
            bencher.push_str(&format!(
                " at commit <code>{}</code>",
                format::markdown(commit)
            ));
        }
        items.push(bencher);
    }
    if !run.args.is_empty() {
        items.push(format!(
            "Arguments: <code>{}</code>",
            format::markdown(&shown_arguments(&run.args))
        ));
    }
    if let Some(cpu) = env.cpu_model() {
        items.push(format!("CPU: {}", format::markdown(&cpu)));
    }
    if let Some(cores) = env.cores {
        items.push(format!("Cores: {cores}"));
    }
    if let Some(os) = &env.os {
        items.push(format!("OS: {}", format::markdown(os)));
    }
    if let Some(build) = &env.build {
        items.push(format!("Build: {}", format::markdown(&build.summary())));
    }
    if file.machines_differ() {
        let machines: Vec<String> = file
            .machines_of(dataset_order(file))
            .into_iter()
            .map(|(machine, datasets)| {
                format!(
                    "{}: {}",
                    format::markdown(&datasets.join(", ")),
                    format::markdown(&machine)
                )
            })
            .collect();
        items.push(format!(
            "Machines by dataset (the items above are the first shard's): {}",
            machines.join("; ")
        ));
    }

    out.push_str("<details>\n<summary>Runtime info</summary>\n\n");
    for item in items {
        out.push_str(&format!("- {item}\n"));
    }
    out.push('\n');
    if let Some(rustc) = &env.rustc {
        // <pre> keeps the lines; the HTML block ends at </pre>, so only HTML needs escaping.
        out.push_str(&format!(
            "`rustc -vV`:\n\n<pre>\n{}\n</pre>\n\n",
            format::html(rustc.trim_end())
        ));
    }
    out.push_str("</details>\n");
}

/// The run's arguments as the README shows them: the program by its file name, without the
/// results directory (`-o DIR`, `--output DIR`): where the binary and the file lay on the
/// measuring machine says nothing of how the figures were taken; the file itself is in
/// `benchmark_results/`.
fn shown_arguments(args: &[String]) -> String {
    let mut shown = Vec::with_capacity(args.len());
    let mut args = args.iter();
    if let Some(program) = args.next() {
        shown.push(program.rsplit('/').next().unwrap_or(program));
    }
    while let Some(arg) = args.next() {
        if arg == "-o" || arg == "--output" {
            args.next();
        } else if !arg.starts_with("--output=") {
            shown.push(arg.as_str());
        }
    }
    shown.join(" ")
}

fn wall_time(seconds: f64) -> String {
    if !seconds.is_finite() || seconds < 0.0 {
        return "unknown".to_owned();
    }
    if seconds < 60.0 {
        return format!("{seconds:.1} s");
    }
    let whole = seconds.round() as u64;
    let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60);
    if hours > 0 {
        format!("{hours} h {minutes} min {secs} s")
    } else {
        format!("{minutes} min {secs} s")
    }
}

fn join_rel(dir: &str, file_name: &str) -> String {
    let dir = dir.trim_end_matches('/');
    if dir.is_empty() || dir == "." {
        file_name.to_owned()
    } else {
        format!("{dir}/{file_name}")
    }
}

/// Why a README cannot take the generated region.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpliceError {
    /// A marker is absent.
    #[error(
        "the README has no `{marker}` marker; put `{}` and `{}` on their own lines where the \
         results belong",
        BEGIN_MARKER,
        END_MARKER
    )]
    Missing {
        /// The absent marker.
        marker: &'static str,
    },
    /// A marker appears more than once.
    #[error("the README has `{marker}` {} times (lines {lines:?}); keep exactly one", lines.len())]
    Duplicated {
        /// The repeated marker.
        marker: &'static str,
        /// 1-based lines where it appears.
        lines: Vec<usize>,
    },
    /// The end marker precedes the begin marker.
    #[error(
        "the README has `{}` on line {end_line} before `{}` on line {begin_line}",
        END_MARKER,
        BEGIN_MARKER
    )]
    OutOfOrder {
        /// 1-based line of the begin marker.
        begin_line: usize,
        /// 1-based line of the end marker.
        end_line: usize,
    },
    /// The generated text itself contains a marker, which would corrupt the next splice.
    #[error("the generated results contain a README marker; refusing to write them")]
    MarkerInGenerated,
}

/// Replaces what lies between the markers of `readme` with `generated`, leaving every byte
/// outside the markers (and the markers themselves) untouched. Splicing twice with the same
/// text gives the same README.
pub fn splice(readme: &str, generated: &str) -> Result<String, SpliceError> {
    if generated.contains(BEGIN_MARKER) || generated.contains(END_MARKER) {
        return Err(SpliceError::MarkerInGenerated);
    }
    let begin = single_marker(readme, BEGIN_MARKER)?;
    let end = single_marker(readme, END_MARKER)?;
    if end < begin {
        return Err(SpliceError::OutOfOrder {
            begin_line: line_of(readme, begin),
            end_line: line_of(readme, end),
        });
    }
    let head = &readme[..begin + BEGIN_MARKER.len()];
    let tail = &readme[end..];
    // Blank lines around the region keep its tables and the END comment separate blocks.
    Ok(format!("{head}\n\n{}\n\n{tail}", generated.trim()))
}

fn single_marker(readme: &str, marker: &'static str) -> Result<usize, SpliceError> {
    let found: Vec<usize> = readme.match_indices(marker).map(|(at, _)| at).collect();
    match found.as_slice() {
        [] => Err(SpliceError::Missing { marker }),
        [at] => Ok(*at),
        _ => Err(SpliceError::Duplicated {
            marker,
            lines: found.iter().map(|&at| line_of(readme, at)).collect(),
        }),
    }
}

fn line_of(text: &str, byte: usize) -> usize {
    text[..byte].matches('\n').count() + 1
}
