//! Flat views of results for tools outside this project: every figure as CSV, the model's
//! ranking as CSV, and the one-line summary `bencher check` prints.

use crate::metric::Metric;
use crate::model::Row;
use crate::results::{Operation, Origin, ResultsFile, UpstreamLayout, Variants};
use std::fmt::Write as _;

/// The unit of a figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Nanoseconds.
    Nanoseconds,
    /// Bytes.
    Bytes,
    /// A plain count (allocations).
    Count,
}

impl Unit {
    /// `ns`, `bytes` or `count`, as in the CSV's `unit` column.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Nanoseconds => "ns",
            Unit::Bytes => "bytes",
            Unit::Count => "count",
        }
    }
}

/// One figure of a results file, flattened into a row of the CSV export: its value with
/// where it belongs (dataset, crate, metric, variant) and its unit.
#[derive(Clone, Debug, PartialEq)]
pub struct FlatFigure<'a> {
    /// Dataset name.
    pub dataset: &'a str,
    /// Crate id.
    pub crate_id: &'a str,
    /// Crate version (empty if the crate is not described, which [`crate::validate()`] forbids).
    pub version: &'a str,
    /// `serialize`, …, `size`, `<codec>_size`, `<codec>_compress`, `<codec>_decompress`,
    /// `code_size` (bytes added, [`crate::CodeSize::added`]), `alloc_<operation>_count`,
    /// `alloc_<operation>_bytes`.
    pub metric: String,
    /// Variant name; `None` for the primary figure.
    pub variant: Option<&'a str>,
    /// The value in `unit` (integers for bytes and counts).
    pub value: f64,
    /// The unit of `value`.
    pub unit: Unit,
}

/// Every figure of a file, in a stable order: datasets, then crates (by name), then metrics
/// (operations, size, codecs, code size, allocations), primary before variants.
pub fn figures(file: &ResultsFile) -> Vec<FlatFigure<'_>> {
    let mut out = Vec::new();
    for (dataset, results) in &file.datasets {
        for (crate_id, crate_results) in &results.crates {
            let version = file.crates.get(crate_id).map_or("", |c| c.version.as_str());
            let mut flat: Vec<(String, Option<&str>, f64, Unit)> = Vec::new();
            for (operation, timings) in &crate_results.operations {
                flatten(
                    &mut flat,
                    Metric::Operation(*operation).name(),
                    timings,
                    |t| Some((t.estimate_ns, Unit::Nanoseconds)),
                );
            }
            flatten(&mut flat, Metric::Size.name(), &crate_results.size, |&b| {
                Some((b as f64, Unit::Bytes))
            });
            for (codec, codec_figures) in &crate_results.codecs {
                flatten(
                    &mut flat,
                    Metric::CodecSize(*codec).name(),
                    codec_figures,
                    |f| Some((f.size as f64, Unit::Bytes)),
                );
                flatten(
                    &mut flat,
                    Metric::CodecCompress(*codec).name(),
                    codec_figures,
                    |f| {
                        f.compress
                            .as_ref()
                            .map(|t| (t.estimate_ns, Unit::Nanoseconds))
                    },
                );
                flatten(
                    &mut flat,
                    Metric::CodecDecompress(*codec).name(),
                    codec_figures,
                    |f| {
                        f.decompress
                            .as_ref()
                            .map(|t| (t.estimate_ns, Unit::Nanoseconds))
                    },
                );
            }
            if let Some(code_size) = crate_results.code_size {
                let bytes = code_size.added() as f64;
                flat.push((Metric::CodeSize.name().to_owned(), None, bytes, Unit::Bytes));
            }
            for (operation, allocations) in &crate_results.allocations {
                let op = Operation::name(*operation);
                flatten(&mut flat, &format!("alloc_{op}_count"), allocations, |a| {
                    Some((a.count as f64, Unit::Count))
                });
                flatten(&mut flat, &format!("alloc_{op}_bytes"), allocations, |a| {
                    Some((a.bytes as f64, Unit::Bytes))
                });
            }
            out.extend(
                flat.into_iter()
                    .map(|(metric, variant, value, unit)| FlatFigure {
                        dataset,
                        crate_id,
                        version,
                        metric,
                        variant,
                        value,
                        unit,
                    }),
            );
        }
    }
    out
}

/// Appends the primary and every variant of one metric, skipping absent values.
fn flatten<'a, T>(
    out: &mut Vec<(String, Option<&'a str>, f64, Unit)>,
    metric: &str,
    figures: &'a Variants<T>,
    value: impl Fn(&T) -> Option<(f64, Unit)>,
) {
    for (variant, figure) in figures.iter() {
        if let Some((number, unit)) = value(figure) {
            out.push((metric.to_owned(), variant, number, unit));
        }
    }
}

/// Quotes a CSV field when it holds a comma, a quote, or a line break (RFC 4180).
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// Every figure as CSV with the columns `dataset,crate,version,metric,variant,value,unit`
/// (variant empty for primary figures; times in ns, sizes in bytes, allocation counts as
/// `count`). Numbers are written in Rust's shortest exact form.
pub fn to_csv(file: &ResultsFile) -> String {
    let mut csv = String::from("dataset,crate,version,metric,variant,value,unit\n");
    for figure in figures(file) {
        let _ = writeln!(
            csv,
            "{},{},{},{},{},{},{}",
            csv_field(figure.dataset),
            csv_field(figure.crate_id),
            csv_field(figure.version),
            csv_field(&figure.metric),
            csv_field(figure.variant.unwrap_or("")),
            figure.value,
            figure.unit.name()
        );
    }
    csv
}

/// The model's ranking as CSV, in the order given (best first from
/// [`crate::model::throughput`]): `rank,crate,variant,compression,messages_per_second,
/// messages_per_second_low,messages_per_second_high,relative,bottleneck`.
///
/// `rank` follows [`crate::rank`] (`=3` shares rank 3: the intervals overlap); `variant` is
/// the variant whose figures the row used ([`Row::variant`], several joined by ` / `), empty
/// for the primary; `compression` is
/// `none` for uncompressed; the bounds are empty when no timing had an interval; `relative` is
/// the ratio to the best crate (1 for the best). Figures carry full precision: this is for
/// machines, and rounding is for people ([`crate::display`]).
pub fn throughput_csv(rows: &[Row]) -> String {
    let ranks = crate::rank::ranks(rows.iter().map(|row| row.interval.as_ref()));
    let mut csv = String::from(
        "rank,crate,variant,compression,messages_per_second,messages_per_second_low,\
         messages_per_second_high,relative,bottleneck\n",
    );
    for (row, rank) in rows.iter().zip(ranks) {
        let (low, high) = row
            .interval
            .map_or((String::new(), String::new()), |interval| {
                (interval.low.to_string(), interval.high.to_string())
            });
        let _ = writeln!(
            csv,
            "{rank},{},{},{},{},{low},{high},{},{}",
            csv_field(&row.crate_id),
            csv_field(row.variant.as_deref().unwrap_or("")),
            row.codec.map_or("none", |codec| codec.name()),
            row.messages_per_second,
            row.relative,
            row.bottleneck.name()
        );
    }
    csv
}

/// `bencher` or `upstream (<layout>)`.
pub fn origin_label(origin: &Origin) -> String {
    match origin {
        Origin::Bencher => "bencher".to_owned(),
        Origin::Upstream { layout } => {
            let layout = match layout {
                UpstreamLayout::Crates2023 => "crates_2023",
                UpstreamLayout::Features2024 => "features_2024",
                UpstreamLayout::FeaturesWithInfo => "features_with_info",
            };
            format!("upstream ({layout})")
        }
    }
}

/// One line describing a file: origin and layout, start date, how many datasets, crates,
/// figures and failures it holds, and the machine that measured them (each machine with its
/// datasets, for a file merged from several). `bencher check` prints it after the file name.
pub fn summary(file: &ResultsFile) -> String {
    let machines = file.machines_of(file.datasets.keys().map(String::as_str));
    let measured_on = match machines.as_slice() {
        [] => file.environment.machine_summary(),
        [(machine, _)] => machine.clone(),
        several => several
            .iter()
            .map(|(machine, datasets)| format!("{machine} ({})", datasets.join(", ")))
            .collect::<Vec<_>>()
            .join("; "),
    };
    format!(
        "{}, started {}, {} datasets, {} crates, {} figures, {} failures; measured on {}",
        origin_label(&file.origin),
        file.run.started_at,
        file.datasets.len(),
        file.crates.len(),
        figures(file).len(),
        file.failures.len(),
        measured_on
    )
}
