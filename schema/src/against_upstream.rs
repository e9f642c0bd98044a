//! Where our figures and the upstream suite's (djkoloski/rust_serialization_benchmark) differ
//! by definition, not by measurement: the one list of these cases, whose notes the README's
//! tables (`bencher readme`) and the explorer's raw and zero-copy tables show under the
//! columns they concern. `docs/methodology.md` ("Against the upstream suite") has the
//! measurements behind each.

use crate::metric::Metric;
use crate::results::{Operation, Origin};

/// A column whose figures differ from the upstream suite's by definition, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UpstreamDifference {
    /// The column.
    pub metric: Metric,
    /// The crates the difference concerns; empty: every crate of the column.
    pub crates: &'static [&'static str],
    /// Why the figures differ, in plain text (no markup: the README escapes it, the explorer
    /// shows it as text).
    pub text: &'static str,
}

impl UpstreamDifference {
    /// Whether the note belongs under a table with `metric`, given which crates have a figure
    /// in that column (`has_figure(crate_id)`).
    pub fn concerns(&self, metric: Metric, has_figure: impl Fn(&str) -> bool) -> bool {
        self.metric == metric
            && (self.crates.is_empty() || self.crates.iter().any(|id| has_figure(id)))
    }
}

/// Every case where a figure of ours and the upstream suite's figure of the same crate and
/// dataset differ by definition, in the order the notes are shown.
pub const UPSTREAM_DIFFERENCES: [UpstreamDifference; 3] = [
    UpstreamDifference {
        metric: Metric::Operation(Operation::Read),
        crates: &[],
        text: "Not the upstream suite's read: ours loads each field the upstream suite's read \
               visits and adds it into a digest, so no load can be left out; the upstream \
               suite passes each field, or for some crates only a reference to it, to \
               black_box (its rkyv read of mesh loads none of the floats, of log not the \
               address). On mesh, ours took several times upstream's figure for the same rkyv.",
    },
    UpstreamDifference {
        metric: Metric::Operation(Operation::Serialize),
        crates: &["serde_json", "rmp-serde", "ciborium", "nanoserde"],
        text: "serde_json's, rmp-serde's, ciborium's and nanoserde's serialize is not the \
               upstream suite's: ours writes into a Vec<u8> reused from call to call, as a \
               program sending one message after another does. The upstream suite writes the \
               first three into a preallocated byte slice of 10 to 30 MB, which took longer in \
               our harness for serde_json, and nanoserde into a new Vec a call, grown from \
               empty, which took 1.7 times ours on mesh in one binary.",
    },
    UpstreamDifference {
        metric: Metric::Operation(Operation::Deserialize),
        crates: &[],
        text: "The upstream suite's deserialize can include page faults that ours leaves out. \
               Its process keeps glibc's defaults, and whether glibc gives memory back after a \
               call, for the next call to fault in anew, depends on the benchmarks that ran \
               before: on an Intel Xeon that was a third of its figure for bitcode's \
               deserialize of log. Runs of ours from 2026-12-06 on hold the heap (glibc maps \
               no block fresh and never gives the heap back); earlier ones left it to glibc.",
    },
];

/// The notes under a table of a run of `origin` with `columns`, in [`UPSTREAM_DIFFERENCES`]
/// order, each with the index of the column it concerns; `has_figure(metric, crate_id)` says
/// whether a crate has a figure in a column of the table. None for a run imported from the
/// upstream suite: its figures are upstream's.
pub fn upstream_differences(
    origin: &Origin,
    columns: &[Metric],
    has_figure: impl Fn(Metric, &str) -> bool,
) -> Vec<(usize, &'static UpstreamDifference)> {
    if *origin != Origin::Bencher {
        return Vec::new();
    }
    UPSTREAM_DIFFERENCES
        .iter()
        .filter_map(|note| {
            columns
                .iter()
                .position(|&metric| note.concerns(metric, |id| has_figure(metric, id)))
                .map(|column| (column, note))
        })
        .collect()
}

/// The marker of the `n`-th note (from 0) of a table, on its column's heading and before the
/// note: `a`, `b`, … (letters, apart from the numbers of the variants' notes).
pub fn note_marker(n: usize) -> String {
    let letters = b"abcdefghijklmnopqrstuvwxyz";
    let letter = char::from(letters[n % letters.len()]);
    match n / letters.len() {
        0 => letter.to_string(),
        round => format!("{letter}{}", round + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const READ: Metric = Metric::Operation(Operation::Read);
    const SERIALIZE: Metric = Metric::Operation(Operation::Serialize);

    #[test]
    fn the_read_column_always_carries_its_note() {
        let columns = [Metric::Operation(Operation::Access), READ];
        let notes = upstream_differences(&Origin::Bencher, &columns, |_, _| false);
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].0, 1);
        assert!(notes[0].1.text.contains("black_box"));
    }

    #[test]
    fn an_imported_upstream_run_has_no_notes() {
        let origin = Origin::Upstream {
            layout: crate::results::UpstreamLayout::FeaturesWithInfo,
        };
        assert!(upstream_differences(&origin, &[READ, SERIALIZE], |_, _| true).is_empty());
    }

    #[test]
    fn a_crates_note_needs_the_crates_figure() {
        let columns = [SERIALIZE, Metric::Size];
        let notes = |has_figure: fn(Metric, &str) -> bool| {
            upstream_differences(&Origin::Bencher, &columns, has_figure)
        };
        assert!(notes(|_, id| id == "bitcode").is_empty());
        let notes = notes(|metric, id| metric == SERIALIZE && id == "serde_json");
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].0, 0);
        assert!(notes[0].1.text.starts_with("serde_json"));
        // A figure in another column does not bring the note.
        let size_only = |metric, id: &str| metric == Metric::Size && id == "serde_json";
        assert!(upstream_differences(&Origin::Bencher, &columns, size_only).is_empty());
    }

    #[test]
    fn notes_are_plain_one_line_text() {
        for note in UPSTREAM_DIFFERENCES {
            assert!(
                !note.text.contains(['\n', '`', '*', '[', '|']),
                "{}",
                note.text
            );
            assert!(note.text.ends_with('.'), "{}", note.text);
        }
    }

    #[test]
    fn markers_are_letters() {
        assert_eq!(note_marker(0), "a");
        assert_eq!(note_marker(1), "b");
        assert_eq!(note_marker(26), "a2");
    }
}
