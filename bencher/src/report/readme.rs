//! The README's results region and the results page of each dataset: rendering them from a
//! results file, and splicing the region between the [`BEGIN_MARKER`] and [`END_MARKER`]
//! comments of an existing README.
//!
//! The region answers at a glance: one line on what measured the figures, then per dataset
//! (in [`schema::DATASETS`] order, then any other by name) the leading group, the entries
//! tied at rank 1 ([`schema::rank`]), of serialize, deserialize, borrowed deserialize, size
//! and the explorer's default messages-per-second view ([`schema::model::Params::default_view`]),
//! each with its figure and interval; then the crates measured on part of the datasets and
//! the run's details.
//!
//! A dataset's page ([`render_page`]) holds its full tables, split by kind (times, sizes,
//! codec times, allocations, zero-copy, instruction counts) so that none has more than 12
//! columns. Each cell gives the figure, its interval, and its ratio to the best ranked figure
//! of its column with its rank (`×2.4 (=3)`). Rankings compare like with like: a variant that
//! does other work than its crate's primary ([`schema::CrateInfo::set_aside`]) is shown, but
//! neither ranked nor taken as the best, unless [`Options::include_other_work`]. One legend
//! per page names each variant (no numbers), with why a variant is not ranked.

use super::charts::PlannedChart;
use super::columns::{self, Entry};
use super::format;
use super::shared::{crates_io_url, dataset_order};
use schema::against_upstream::{self, UpstreamDifference};
use schema::display;
use schema::model::{self, Params};
use schema::rank::{self, Rank};
use schema::stats::Precision;
use schema::{
    CrateResults, DatasetResults, Failure, Figure, FigureKind, Metric, Operation, Origin, Profile,
    ResultsFile,
};
use std::collections::{BTreeSet, HashMap};

/// Opens the generated region of the README.
pub const BEGIN_MARKER: &str = "<!-- BEGIN GENERATED RESULTS -->";
/// Closes the generated region of the README.
pub const END_MARKER: &str = "<!-- END GENERATED RESULTS -->";

/// Shown in a cell without any figure.
const NO_FIGURE: &str = "—";

/// Failure messages can be whole panic reports; the pages show their start.
const FAILURE_MESSAGE_CHARS: usize = 300;

/// The operation a run records a crate's unsupported dataset under.
const UNSUPPORTED: &str = "unsupported";

/// How the reports rank and link.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// Rank every variant, also those that do other work than their crate's primary.
    pub include_other_work: bool,
    /// The published explorer's address, linked from the README's first line.
    pub site_url: Option<String>,
    /// The newest run measured in wasm that the explorer offers beside a native one: the
    /// README's first line points to it, so that a reader knows which figures are native and
    /// where wasm's are.
    pub wasm_run: Option<WasmRun>,
}

/// The wasm run the README's first line points to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WasmRun {
    /// The run in words (`quick profile, run of 2026-12-07, wasm32 in Chromium 156…`).
    pub words: String,
    /// How many times its native time (the reported run's) the median crate takes in it
    /// ([`super::compare::median_crate_ratio`]); only for a wasm run of the reported run's
    /// machine, as a ratio of two machines would not say what wasm costs.
    pub median_ratio: Option<f64>,
}

/// Where the README and the pages link to, each relative to the linking file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// The charts directory, from the pages' directory.
    pub charts_from_pages: String,
    /// The pages' directory, from the README.
    pub pages_from_readme: String,
    /// The README, from the pages' directory.
    pub readme_from_pages: String,
}

impl Links {
    /// Links for a README, its pages in `docs/results/` and charts in
    /// `benchmark_results/charts/`: the repository's layout.
    pub fn repository() -> Links {
        Links {
            charts_from_pages: "../../benchmark_results/charts".to_owned(),
            pages_from_readme: "docs/results".to_owned(),
            readme_from_pages: "../../README.md".to_owned(),
        }
    }
}

/// The file name of `dataset`'s page in the pages' directory, for a dataset whose name is a
/// plain id (others get no page: their names come from the file).
pub fn page_file_name(dataset: &str) -> Option<String> {
    schema::validate::is_valid_id(dataset).then(|| format!("{dataset}.md"))
}

/// Renders the markdown of the README's region (without the markers).
pub fn render_results(file: &ResultsFile, links: &Links, options: &Options) -> String {
    let mut out = String::new();
    out.push_str(&format!("{}\n\n", run_line(file, options)));
    for dataset in dataset_order(file) {
        render_glance(file, dataset, links, options, &mut out);
    }
    render_partial_crates(file, &mut out);
    render_runtime_info(file, &mut out);
    out
}

/// One line on what measured the figures: the machine in words, profile, date, commit, and
/// the explorer.
fn run_line(file: &ResultsFile, options: &Options) -> String {
    let machine = file
        .environment
        .machine_in_words()
        .unwrap_or_else(|| "an unrecorded machine".to_owned());
    let date = file
        .run
        .started_at
        .get(..10)
        .unwrap_or(&file.run.started_at);
    let commit = file
        .run
        .git_commit
        .as_deref()
        .map(|c| {
            format!(
                ", commit <code>{}</code>",
                format::markdown(c.get(..12).unwrap_or(c))
            )
        })
        .unwrap_or_default();
    let source = match &file.origin {
        Origin::Bencher => String::new(),
        Origin::Upstream { layout } => {
            format!(", imported from an upstream result file ({layout:?} layout)")
        }
    };
    let explorer = match options.site_url.as_deref().and_then(format::https_url) {
        Some(url) => {
            format!(" Rank them for your bandwidth, cores and codecs in [the explorer]({url}).")
        }
        None => " Rank them for your bandwidth, cores and codecs in the explorer \
                  (`bash scripts/build-site.sh`)."
            .to_owned(),
    };
    let machines = if file.machines_differ() {
        " Its datasets were measured on different machines: each page says its own."
    } else {
        ""
    };
    let is_wasm = file
        .environment
        .build
        .as_ref()
        .is_some_and(schema::Build::is_wasm);
    let wasm = match &options.wasm_run {
        Some(wasm) if !is_wasm => {
            let ratio = wasm.median_ratio.map_or_else(String::new, |ratio| {
                format!(
                    " On the same machine, the median crate takes {} times its native time \
                     in wasm.",
                    display::significant(ratio)
                )
            });
            format!(
                " The crates measured in WebAssembly ({}) are a run of their own in the \
                 explorer's run picker.{ratio}",
                format::markdown(&wasm.words)
            )
        }
        _ => String::new(),
    };
    format!(
        "Figures from {}, {} profile, run of {}{commit}{source}.{machines}{explorer}{wasm}",
        format::markdown(&machine),
        profile_text(file.run.profile),
        format::markdown(date),
    )
}

fn profile_text(profile: Option<Profile>) -> String {
    match profile {
        Some(Profile::Quick) => "quick".to_owned(),
        Some(Profile::Full) => "full".to_owned(),
        Some(Profile::Iterations(n)) => format!("{n} fixed iterations"),
        None => "unrecorded".to_owned(),
    }
}

/// Which figures take part in rankings.
fn ranked(file: &ResultsFile, crate_id: &str, variant: Option<&str>, options: &Options) -> bool {
    options.include_other_work
        || variant.is_none()
        || file
            .crates
            .get(crate_id)
            .is_some_and(|info| info.is_ranked(variant, false))
}

/// Everything one table needs: its rows (crate id and figures) and the columns to show.
struct TableData<'a> {
    rows: Vec<(&'a str, &'a CrateResults)>,
    columns: Vec<Metric>,
}

/// A figure's place in its column: its rank and ratio to the best ranked figure, or why it
/// has none.
type Standing = HashMap<(String, Option<String>), Rank>;

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
}

/// The ranked figures of `metric` on `results`, best (smallest) first, each with its rank
/// ([`schema::rank`]'s rule): positive finite figures of the primaries and the variants that
/// rank.
fn ranking<'a>(
    file: &ResultsFile,
    results: &'a DatasetResults,
    metric: Metric,
    options: &Options,
) -> Vec<(&'a str, Option<&'a str>, Figure, Rank)> {
    let mut figures: Vec<(&'a str, Option<&'a str>, Figure)> = results
        .crates
        .iter()
        .flat_map(|(id, row)| {
            metric
                .figures(row)
                .into_iter()
                .map(move |(variant, figure)| (id.as_str(), variant, figure))
        })
        .filter(|(id, variant, figure)| {
            figure.value().is_finite()
                && figure.value() > 0.0
                && ranked(file, id, *variant, options)
        })
        .collect();
    // Stable: equal figures keep crate id order, then variant order.
    figures.sort_by(|a, b| a.2.value().total_cmp(&b.2.value()));
    let intervals: Vec<_> = figures.iter().map(|(_, _, f)| f.interval()).collect();
    let ranks = rank::ranks(intervals.iter().map(Option::as_ref));
    figures
        .into_iter()
        .zip(ranks)
        .map(|((id, variant, figure), rank)| (id, variant, figure, rank))
        .collect()
}

/// The leading group of a ranking: the entries of rank 1.
fn leaders<T>(ranking: Vec<(&str, Option<&str>, T, Rank)>) -> Vec<(String, T)> {
    ranking
        .into_iter()
        .take_while(|entry| entry.3.number == 1)
        .map(|(id, variant, figure, _)| (entry_name(id, variant), figure))
        .collect()
}

/// A crate, or a crate's variant, by name: `rkyv` or `rkyv *validated*`.
fn entry_name(crate_id: &str, variant: Option<&str>) -> String {
    match variant {
        Some(variant) => format!(
            "{} <em>{}</em>",
            format::markdown(crate_id),
            format::markdown(variant)
        ),
        None => format::markdown(crate_id),
    }
}

fn raw_figure(figure: &Figure) -> String {
    match figure {
        Figure::Bytes(bytes) => display::bytes(*bytes),
        Figure::Time(timing) => display::timing(timing),
        Figure::Allocations(allocations) => format!(
            "{} ({})",
            display::count(allocations.count),
            display::bytes(allocations.bytes)
        ),
        Figure::CodeBytes(bytes) => display::code_bytes(*bytes),
    }
}

/// One dataset's block of the README: its leading groups, linked to its page.
fn render_glance(
    file: &ResultsFile,
    dataset: &str,
    links: &Links,
    options: &Options,
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
    let mut intro = String::new();
    if let Some(info) = schema::dataset(dataset) {
        intro.push_str(&format!(
            "{}; {} {} per item. ",
            format::markdown(info.description),
            info.messages_per_item,
            info.message_name
        ));
    }
    if let Some(page) = page_file_name(dataset) {
        intro.push_str(&format!(
            "[All figures]({}).",
            format::url_path(&join_rel(&links.pages_from_readme, &page))
        ));
    }
    out.push_str(&format!("{}\n\n", intro.trim_end()));
    let rows = [
        ("Serialize", Metric::Operation(Operation::Serialize)),
        ("Deserialize", Metric::Operation(Operation::Deserialize)),
        ("Borrowed deserialize", Metric::Operation(Operation::Borrow)),
        ("Size", Metric::Size),
        ("Code added to a wasm module (gzip'd)", Metric::CodeSize),
    ];
    out.push_str("| Fastest or smallest | Leading group (tied at rank 1) |\n|:---|:---|\n");
    for (title, metric) in rows {
        let leading = leaders(ranking(file, results, metric, options));
        if leading.is_empty() {
            continue;
        }
        let entries: Vec<String> = leading
            .iter()
            .map(|(name, figure)| format!("{name} {}", raw_figure(figure)))
            .collect();
        out.push_str(&format!("| {title} | {} |\n", entries.join(" · ")));
    }
    if let Some(line) = messages_row(file, dataset, options) {
        out.push_str(&line);
    }
    out.push('\n');
    let left_out = set_aside_variants(file, results, options);
    if !left_out.is_empty() {
        let names: Vec<String> = left_out
            .iter()
            .map(|(id, variant, _)| entry_name(id, Some(variant)))
            .collect();
        out.push_str(&format!(
            "Not ranked, as they do other work than their crate's primary (why: on the page; \
             `bencher readme --all-variants` ranks them): {}.\n\n",
            names.join(", ")
        ));
    }
}

/// The explorer's default view as a row of the glance table.
fn messages_row(file: &ResultsFile, dataset: &str, options: &Options) -> Option<String> {
    let params = Params {
        include_other_work: options.include_other_work,
        ..Params::default_view(dataset)
    };
    let rows = model::throughput(file, &params).ok()?;
    let ranks = rank::ranks(rows.iter().map(|row| row.interval.as_ref()));
    let leading: Vec<String> = rows
        .iter()
        .zip(ranks)
        .take_while(|(_, rank)| rank.number == 1)
        .map(|(row, _)| {
            let codec = row.codec.map_or("no codec", |c| c.name());
            let figure = display::rate(row.messages_per_second);
            let interval = row
                .interval
                .filter(|i| i.high > i.low)
                .map(|i| {
                    let point = row.messages_per_second;
                    let timing = schema::Timing::bounded(point, i.low, i.high);
                    // The interval's sides as a timing's are written.
                    display::timing(&timing)
                        .split_once(' ')
                        .and_then(|(_, rest)| {
                            rest.split_once(' ').map(|(_, sides)| sides.to_owned())
                        })
                        .unwrap_or_default()
                })
                .unwrap_or_default();
            format!(
                "{} ({codec}) {figure}/s {interval}",
                entry_name(&row.crate_id, row.variant.as_deref())
            )
            .trim_end()
            .to_owned()
        })
        .collect();
    if leading.is_empty() {
        return None;
    }
    Some(format!(
        "| Messages per second, the explorer's first view ({} TB/month, {} cores, {}, any codec) | {} |\n",
        model::DEFAULT_VIEW_TB_PER_MONTH,
        model::DEFAULT_VIEW_CORES,
        params.mode,
        leading.join(" · ")
    ))
}

/// The variants with a figure on `results` that rankings leave out, with why, in crate and
/// variant order.
fn set_aside_variants<'a>(
    file: &'a ResultsFile,
    results: &'a DatasetResults,
    options: &Options,
) -> Vec<(&'a str, &'a str, &'a str)> {
    if options.include_other_work {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (id, row) in &results.crates {
        let Some(info) = file.crates.get(id) else {
            continue;
        };
        let names: BTreeSet<&str> = Metric::all()
            .into_iter()
            .flat_map(|metric| metric.figures(row))
            .filter_map(|(variant, _)| variant)
            .collect();
        for name in names {
            if let Some(why) = info.set_aside(Some(name)) {
                out.push((id.as_str(), name, why));
            }
        }
    }
    out
}

/// The crates of the run that could not represent some datasets, from the reasons the run
/// recorded (each adapter's `unsupported`).
fn render_partial_crates(file: &ResultsFile, out: &mut String) {
    let unsupported: Vec<&Failure> = file
        .failures
        .iter()
        .filter(|f| f.operation == UNSUPPORTED)
        .collect();
    if unsupported.is_empty() {
        return;
    }
    out.push_str(
        "### Crates measured on part of the datasets\n\nEach reason is the one the run \
         recorded for the crate (its adapter's `unsupported`).\n\n| Crate | Not on | Why |\n\
         |:---|:---|:---|\n",
    );
    let mut rows: Vec<&&Failure> = unsupported.iter().collect();
    rows.sort_by(|a, b| (&a.crate_id, &a.dataset).cmp(&(&b.crate_id, &b.dataset)));
    for failure in rows {
        out.push_str(&format!(
            "| {} | {} | {} |\n",
            format::markdown(&failure.crate_id),
            format::markdown(&failure.dataset),
            format::markdown(&format::truncate(&failure.message, FAILURE_MESSAGE_CHARS))
        ));
    }
    out.push('\n');
}

/// Renders the page of one dataset: its every figure. `charts` are the dataset's charts.
pub fn render_page(
    file: &ResultsFile,
    dataset: &str,
    charts: &[&PlannedChart],
    links: &Links,
    options: &Options,
) -> String {
    let mut out = String::new();
    let empty = DatasetResults::default();
    let results = file.datasets.get(dataset).unwrap_or(&empty);
    out.push_str(&format!(
        "# {}: every figure\n\n<!-- Generated by `bencher readme` from the run's result file; \
         do not edit. -->\n\n{} [The answer at a glance]({}).\n\n",
        format::markdown(dataset),
        run_line(file, options),
        format::url_path(&links.readme_from_pages),
    ));
    if let Some(info) = schema::dataset(dataset) {
        out.push_str(&format!(
            "{}; {} {} per item. ",
            format::markdown(info.description),
            info.messages_per_item,
            info.message_name
        ));
    }
    if file.machines_differ() {
        out.push_str(&format!(
            "Measured on: {}. ",
            format::markdown(&file.environment_of(dataset).machine_summary())
        ));
    }
    out.push_str(&reading_note(file));
    out.push_str("\n\n");
    if !charts.is_empty() {
        let chart_links: Vec<String> = charts
            .iter()
            .map(|chart| {
                format!(
                    "[{}]({})",
                    chart.kind.title(),
                    format::url_path(&join_rel(&links.charts_from_pages, &chart.file_name))
                )
            })
            .collect();
        out.push_str(&format!("Charts: {}.\n\n", chart_links.join(" · ")));
    }
    let failures: Vec<&Failure> = file
        .failures
        .iter()
        .filter(|f| f.dataset == dataset)
        .collect();
    let mut legend = Legend::default();
    let mut upstream = UpstreamNotes::default();
    let mut any = false;
    for (title, candidates, rank) in sections() {
        let table = TableData::new(results, &candidates);
        if table.rows.is_empty() {
            continue;
        }
        any = true;
        out.push_str(&format!("## {title}\n\n"));
        render_table(
            file,
            results,
            &table,
            rank,
            &failures,
            &mut legend,
            &mut upstream,
            options,
            &mut out,
        );
        if matches!(candidates.first(), Some(Metric::Allocations(_))) {
            out.push_str(ALLOCATIONS_NOTE);
        }
        if table.columns.contains(&Metric::CodeSize) {
            out.push_str(&format!("{}\n\n", schema::metric::CODE_SIZE_NOTE));
        }
    }
    if !any {
        out.push_str("No crate produced figures on this dataset.\n\n");
    }
    upstream.render(&mut out);
    super::counts::render(file, results, &mut out);
    legend.render(file, options, &mut out);
    render_failures(&failures, &mut out);
    out
}

/// How to read the page's cells.
fn reading_note(file: &ResultsFile) -> String {
    let rounds = match file.run.rounds {
        Some(rounds) if rounds.per_timing() > 1 => format!(
            "the median of the run's {} rounds, its interval from the lowest round's lower \
             bound to the highest round's upper bound",
            rounds.per_timing()
        ),
        _ => "criterion's estimate, its interval criterion's confidence interval".to_owned(),
    };
    format!(
        "Times are per item (the dataset's whole payload): {rounds}, written `+x%/−y%` (`±x%` \
         when even) of the estimate ([methodology](../methodology.md)). Sizes use decimal \
         prefixes. `×2.4 (=3)`: the figure is 2.4 times the best ranked one of its column, and \
         its rank, `=3` a shared rank: {} (sizes are exact and never tied). Variants are in \
         italics, explained under the tables; {NO_FIGURE} means not supported or not measured.",
        rank::SHARED_RANK_EXPLANATION
    )
}

/// The page's tables: title, columns, and whether cells rank. None has more than 12 columns.
fn sections() -> Vec<(&'static str, Vec<Metric>, bool)> {
    FigureKind::ALL
        .into_iter()
        .map(|kind| {
            (
                kind.title(),
                kind.metrics(),
                kind != FigureKind::Allocations,
            )
        })
        .chain([("Zero-copy", columns::ZERO_COPY.to_vec(), true)])
        .collect()
}

/// What the allocation columns show.
const ALLOCATIONS_NOTE: &str = "Heap allocations (reallocations included) of one call, counted \
    outside the timed loop, with the bytes requested in parentheses.\n\n";

/// The variants a page shows, each explained once under its tables.
#[derive(Default)]
struct Legend {
    shown: BTreeSet<(String, String)>,
}

impl Legend {
    fn render(&self, file: &ResultsFile, options: &Options, out: &mut String) {
        if self.shown.is_empty() {
            return;
        }
        out.push_str("## Variants\n\n");
        for (crate_id, variant) in &self.shown {
            let info = file.crates.get(crate_id);
            let explanation = info
                .and_then(|info| info.variants.get(variant))
                .filter(|text| !text.trim().is_empty())
                .map(|text| format::markdown(text))
                .unwrap_or_else(|| "no explanation recorded".to_owned());
            let not_ranked = info
                .and_then(|info| info.set_aside(Some(variant)))
                .filter(|_| !options.include_other_work)
                .map(|why| format!(" **Not ranked:** {}.", format::markdown(why)))
                .unwrap_or_default();
            out.push_str(&format!(
                "- {}: {explanation}.{not_ranked}\n",
                entry_name(crate_id, Some(variant))
            ));
        }
        out.push('\n');
    }
}

/// The notes on columns whose figures differ from the upstream suite's by definition
/// ([`schema::against_upstream`]), lettered in order of first appearance in one page's
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
             ([methodology](../methodology.md#against-the-upstream-suite)):\n\n",
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

/// One table: each cell the figures of one crate, primary then variants, each with its ratio
/// to the column's best ranked figure and its rank where `rank`.
#[allow(clippy::too_many_arguments)]
fn render_table(
    file: &ResultsFile,
    results: &DatasetResults,
    table: &TableData,
    rank: bool,
    failures: &[&Failure],
    legend: &mut Legend,
    upstream: &mut UpstreamNotes,
    options: &Options,
    out: &mut String,
) {
    let with_version = table
        .columns
        .first()
        .is_some_and(|m| *m == Metric::Operation(Operation::Serialize));
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

    let standings: Vec<(Standing, Option<f64>)> = table
        .columns
        .iter()
        .map(|&metric| {
            if !rank {
                return (Standing::new(), None);
            }
            let ranked = ranking(file, results, metric, options);
            let best = ranked.first().map(|entry| entry.2.value());
            let standing = ranked
                .into_iter()
                .map(|(id, variant, _, rank)| ((id.to_owned(), variant.map(str::to_owned)), rank))
                .collect();
            (standing, best)
        })
        .collect();
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
        for (metric, (standing, best)) in table.columns.iter().zip(&standings) {
            let entries = metric.figures(row);
            let failed = metric.operation().is_some_and(|op| {
                failures
                    .iter()
                    .any(|f| f.crate_id == *crate_id && f.operation == op.name())
            });
            cells.push(if entries.is_empty() {
                if failed { "failed" } else { NO_FIGURE }.to_owned()
            } else {
                figures_cell(crate_id, &entries, legend, |variant, figure| {
                    let raw = raw_figure(figure);
                    if !rank {
                        return raw;
                    }
                    let key = (crate_id.to_string(), variant.map(str::to_owned));
                    let ratio = best
                        .filter(|best| *best > 0.0 && figure.value().is_finite())
                        .map(|best| display::times_best(figure.value() / best));
                    match (ratio, standing.get(&key)) {
                        (Some(ratio), Some(rank)) => format!("{raw} {ratio} ({rank})"),
                        (Some(ratio), None) if !ranked(file, crate_id, variant, options) => {
                            format!("{raw} {ratio}, not ranked")
                        }
                        (Some(ratio), None) => format!("{raw} {ratio}"),
                        (None, _) => raw,
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

/// All figures of one cell, one per line: the primary plainly, each variant in italics by
/// name (the page's legend explains it).
fn figures_cell(
    crate_id: &str,
    entries: &[Entry],
    legend: &mut Legend,
    show: impl Fn(Option<&str>, &Figure) -> String,
) -> String {
    entries
        .iter()
        .map(|(variant, figure)| match variant {
            None => show(None, figure),
            Some(variant) => {
                legend
                    .shown
                    .insert((crate_id.to_owned(), (*variant).to_owned()));
                format!(
                    "<em>{}:</em> {}",
                    format::markdown(variant),
                    show(Some(variant), figure)
                )
            }
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn render_failures(failures: &[&Failure], out: &mut String) {
    let failures: Vec<&&Failure> = failures
        .iter()
        .filter(|f| f.operation != UNSUPPORTED)
        .collect();
    let unsupported = failures.is_empty();
    if unsupported {
        return;
    }
    out.push_str("## Failures\n\n");
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

/// The processes that measured a run, from what its file records: a file joined from one
/// process per round (`--round`) and per dataset (`-d`) records one process's arguments;
/// the rounds and datasets it joined give their number.
struct Processes {
    count: u32,
    per_round: bool,
    per_dataset: bool,
}

impl Processes {
    fn of(file: &ResultsFile) -> Processes {
        let args = &file.run.args;
        let has = |flag: &str| {
            args.iter()
                .any(|a| a == flag || a.starts_with(&format!("{flag}=")))
        };
        let rounds = file.run.rounds.map_or(1, |r| r.count);
        let per_round =
            has("--round") && file.run.rounds.is_some_and(|r| r.round.is_none()) && rounds > 1;
        let named = args
            .iter()
            .position(|a| a == "-d" || a == "--datasets")
            .and_then(|i| args.get(i + 1))
            .map(|list| list.split(',').count());
        let datasets = file.datasets.len().max(1);
        let per_dataset =
            named.is_some_and(|n| n < datasets) && datasets.is_multiple_of(named.unwrap_or(1));
        let count = (if per_round { rounds } else { 1 })
            * if per_dataset {
                (datasets / named.unwrap_or(1)) as u32
            } else {
                1
            };
        Processes {
            count,
            per_round,
            per_dataset,
        }
    }
}

fn render_runtime_info(file: &ResultsFile, out: &mut String) {
    let run = &file.run;
    let env = &file.environment;
    let processes = Processes::of(file);
    let mut items = Vec::new();
    let mut when = format!("from {}", format::markdown(&run.started_at));
    if let Some(end) = &run.finished_at {
        when.push_str(&format!(" to {}", format::markdown(end)));
        if let Some(span) = span_seconds(&run.started_at, end) {
            when.push_str(&format!(", {} from start to end", wall_time(span)));
        }
    }
    if let Some(seconds) = run.wall_time_seconds {
        let measured = if processes.count > 1 {
            "measuring (time at least one of its processes ran)"
        } else {
            "measuring"
        };
        when.push_str(&format!(", {} {measured}", wall_time(seconds)));
    }
    items.push(format!("Run: {when}"));
    let rounds = run.rounds.map(|r| r.per_timing()).unwrap_or(1);
    let mut how = format!("Profile: {}; {rounds} round(s)", profile_text(run.profile));
    if processes.count > 1 {
        let per: Vec<&str> = [
            processes.per_dataset.then_some("dataset"),
            processes.per_round.then_some("round"),
        ]
        .into_iter()
        .flatten()
        .collect();
        how.push_str(&format!(
            ", in {} processes (one per {})",
            processes.count,
            per.join(" and ")
        ));
    }
    items.push(how);
    let by_dataset = Precision::by_dataset(file);
    if let Some(width) = run.median_relative_ci_half_width {
        items.push(format!(
            "Median interval half-width: {} of the estimate{}",
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
        let whose = if processes.count > 1 {
            "Arguments of each process"
        } else {
            "Arguments"
        };
        items.push(format!(
            "{whose}: <code>{}</code>",
            format::markdown(&shown_arguments(&run.args, &processes))
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

    out.push_str("<details>\n<summary>The run</summary>\n\n");
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

/// Seconds from `start` to `end` (RFC 3339), when both read.
fn span_seconds(start: &str, end: &str) -> Option<f64> {
    let start = humantime::parse_rfc3339(start).ok()?;
    let end = humantime::parse_rfc3339(end).ok()?;
    end.duration_since(start).ok().map(|d| d.as_secs_f64())
}

/// The run's arguments as the README shows them: the program by its file name, without the
/// results directory (`-o DIR`, `--output DIR`), and for a run of several processes the
/// dataset and round each process took as `<dataset>` and `<round>`.
fn shown_arguments(args: &[String], processes: &Processes) -> String {
    let mut shown: Vec<&str> = Vec::with_capacity(args.len());
    let mut args = args.iter();
    if let Some(program) = args.next() {
        shown.push(program.rsplit('/').next().unwrap_or(program));
    }
    while let Some(arg) = args.next() {
        if arg == "-o" || arg == "--output" {
            args.next();
        } else if arg.starts_with("--output=") {
        } else if processes.per_round && arg == "--round" {
            args.next();
            shown.extend(["--round", "<round>"]);
        } else if processes.per_dataset && (arg == "-d" || arg == "--datasets") {
            args.next();
            shown.extend([arg.as_str(), "<dataset>"]);
        } else {
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
        format!("{hours} h {minutes:02} min")
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
