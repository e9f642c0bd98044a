//! The README's instruction-count table of a dataset (when its run counted instructions): one
//! row per crate, one column per operation and codec step, each cell the instructions of one
//! call. A figure that depends on the hash seed ([`schema::InstructionCounts::varying`]) is
//! marked `~`. Kept apart from the timing tables, which it does not change.

use super::{columns, format};
use schema::display;
use schema::{DatasetResults, InstructionCounts, Metric, ResultsFile};

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
    let counted: Vec<Metric> = Metric::counted()
        .into_iter()
        .filter(|&c| rows.iter().any(|(_, counts)| !c.counts(counts).is_empty()))
        .collect();
    out.push_str("## Instructions per call\n\n");
    out.push_str(
        "Instructions executed by one call (callgrind; exact from run to run, blind to cache \
         misses and SIMD width: see docs/instruction-counts.md). Rankings stay on times.\n\n",
    );
    // Operations, then codec steps: two tables of at most 12 columns rather than one of 15.
    let (operations, steps): (Vec<Metric>, Vec<Metric>) = counted
        .into_iter()
        .partition(|metric| metric.operation().is_some());
    let mut varying = false;
    for shown in [operations, steps] {
        if !shown.is_empty() {
            varying |= table(&rows, &shown, out);
        }
    }
    if varying {
        out.push_str(
            "~ depends on the process's random hash seed; not comparable between runs.\n\n",
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

/// One table of `rows`' counts of the `shown` metrics; whether some count varies.
fn table(rows: &[(&String, &InstructionCounts)], shown: &[Metric], out: &mut String) -> bool {
    let header: Vec<String> = std::iter::once("Crate".to_owned())
        .chain(shown.iter().map(|&c| format::markdown(&columns::title(c))))
        .collect();
    out.push_str(&format!("| {} |\n", header.join(" | ")));
    let alignment: Vec<&str> = (0..header.len())
        .map(|i| if i == 0 { ":---" } else { "---:" })
        .collect();
    out.push_str(&format!("|{}|\n", alignment.join("|")));
    let mut varying = false;
    for &(id, counts) in rows {
        let mut cells = vec![format::markdown(id)];
        for column in shown {
            let cell: Vec<String> = column
                .counts(counts)
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
    varying
}

#[cfg(test)]
mod tests {
    use super::*;
    use schema::{Codec, CodecInstructions, CrateResults, Operation, Variants};

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
        // Operations and codec steps in two tables.
        assert!(out.contains("| Crate | Serialize |\n"), "{out}");
        assert!(out.contains("| counted | 1.50 k |\n"), "{out}");
        assert!(out.contains("| Crate | zlib compress |\n"), "{out}");
        assert!(out.contains("| counted | ~2.00 M |\n"), "{out}");
        assert!(!out.contains("plain"), "{out}");
        assert!(
            out.contains("~ depends on the process's random hash seed"),
            "{out}"
        );
    }
}
