//! The README's instruction-count table of a dataset (when its run counted instructions): one
//! row per crate, one column per operation and codec step, each cell the instructions of one
//! call. A figure that varies from run to run ([`schema::InstructionCounts::varying`]) is
//! marked `~`. Kept apart from the timing tables, which it does not change.

use super::format;
use schema::display;
use schema::{Codec, DatasetResults, InstructionCounts, Metric, Operation, ResultsFile};

/// The columns: each timed metric (an operation, or a codec's step), in the README's order.
fn columns() -> Vec<Metric> {
    let mut columns: Vec<Metric> = Operation::ALL.into_iter().map(Metric::Operation).collect();
    for codec in Codec::ALL {
        columns.extend([Metric::CodecCompress(codec), Metric::CodecDecompress(codec)]);
    }
    columns
}

/// A column's heading: the operation's name, or the codec and its step.
fn title(metric: Metric) -> String {
    match metric {
        Metric::CodecCompress(codec) => format!("{codec} compress"),
        Metric::CodecDecompress(codec) => format!("{codec} decompress"),
        _ => metric.name().to_owned(),
    }
}

/// Every count of a column: primary first, then variants by name.
fn entries(metric: Metric, counts: &InstructionCounts) -> Vec<(Option<&str>, u64)> {
    match metric {
        Metric::Operation(op) => counts
            .operations
            .get(&op)
            .map(|v| v.iter().map(|(variant, n)| (variant, *n)).collect())
            .unwrap_or_default(),
        Metric::CodecCompress(codec) | Metric::CodecDecompress(codec) => counts
            .codecs
            .get(&codec)
            .map(|v| {
                v.iter()
                    .filter_map(|(variant, steps)| {
                        let n = match metric {
                            Metric::CodecCompress(_) => steps.compress,
                            _ => steps.decompress,
                        };
                        n.map(|n| (variant, n))
                    })
                    .collect()
            })
            .unwrap_or_default(),
        Metric::Allocations(_) | Metric::Size | Metric::CodecSize(_) => Vec::new(),
    }
}

/// The table of `results`' instruction counts, or nothing when no crate has counts.
pub fn render(file: &ResultsFile, results: &DatasetResults, out: &mut String) {
    let rows: Vec<(&String, &InstructionCounts)> = results
        .crates
        .iter()
        .filter_map(|(id, figures)| Some((id, figures.instructions.as_ref()?)))
        .collect();
    if rows.is_empty() {
        return;
    }
    let columns: Vec<Metric> = columns()
        .into_iter()
        .filter(|&c| {
            rows.iter()
                .any(|(_, counts)| !entries(c, counts).is_empty())
        })
        .collect();
    out.push_str("#### Instructions per call\n\n");
    out.push_str(
        "Instructions executed by one call (callgrind; exact from run to run, blind to cache \
         misses and SIMD width: see docs/instruction-counts.md). Rankings stay on times.\n\n",
    );
    let header: Vec<String> = std::iter::once("Crate".to_owned())
        .chain(columns.iter().map(|&c| format::markdown(&title(c))))
        .collect();
    out.push_str(&format!("| {} |\n", header.join(" | ")));
    let alignment: Vec<&str> = (0..header.len())
        .map(|i| if i == 0 { ":---" } else { "---:" })
        .collect();
    out.push_str(&format!("|{}|\n", alignment.join("|")));
    let mut varying = false;
    for (id, counts) in rows {
        let mut cells = vec![format::markdown(id)];
        for column in &columns {
            let cell: Vec<String> = entries(*column, counts)
                .iter()
                .map(|(variant, n)| {
                    let mark = if counts.varies(column.name(), *variant) {
                        varying = true;
                        "~"
                    } else {
                        ""
                    };
                    match variant {
                        None => format!("{mark}{}", display::count(*n)),
                        Some(v) => format!(
                            "<em>{}: {mark}{}</em>",
                            format::markdown(v),
                            display::count(*n)
                        ),
                    }
                })
                .collect();
            cells.push(if cell.is_empty() {
                "—".to_owned()
            } else {
                cell.join("<br>")
            });
        }
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    out.push('\n');
    if varying {
        out.push_str(
            "~ varies from run to run (a random hash seed); not comparable between runs.\n\n",
        );
    }
    if let Some((counted, Some(valgrind))) = file
        .environment_of_counts()
        .map(|counted| (counted, &counted.valgrind))
    {
        let target = counted
            .build
            .as_ref()
            .map_or_else(|| "an unknown target".to_owned(), schema::Build::summary);
        let apart = if file.counting_environment.is_some() {
            format!(
                ", apart from the times, on {}",
                format::markdown(&counted.machine_summary())
            )
        } else {
            String::new()
        };
        out.push_str(&format!(
            "Counted with {}, code built for {}{apart}.\n\n",
            format::markdown(valgrind),
            format::markdown(&target)
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use schema::{CodecInstructions, CrateResults, Variants};

    #[test]
    fn a_table_only_where_counts_exist() {
        let file = ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo::default(),
            schema::Environment::default(),
        );
        let mut results = DatasetResults::default();
        results
            .crates
            .insert("plain".to_owned(), CrateResults::default());
        let mut out = String::new();
        render(&file, &results, &mut out);
        assert!(out.is_empty());

        let mut counts = InstructionCounts::default();
        counts
            .operations
            .insert(Operation::Serialize, Variants::primary(1500));
        counts.codecs.insert(
            Codec::Zlib,
            Variants::primary(CodecInstructions {
                compress: Some(2_000_000),
                decompress: None,
            }),
        );
        counts.varying.push("zlib_compress".to_owned());
        results.crates.insert(
            "counted".to_owned(),
            CrateResults {
                instructions: Some(counts),
                ..CrateResults::default()
            },
        );
        render(&file, &results, &mut out);
        assert!(
            out.contains("| Crate | serialize | zlib compress |"),
            "{out}"
        );
        assert!(out.contains("| counted | 1.50 k | ~2.00 M |"), "{out}");
        assert!(!out.contains("plain"), "{out}");
        assert!(out.contains("~ varies"), "{out}");
    }
}
