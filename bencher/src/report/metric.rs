//! The columns a report can show, and how to read their figures out of a [`CrateResults`].
//!
//! A column ([`Metric`]) is a timed operation, the allocations of one, the serialized size,
//! or one codec's size, compress time or decompress time. Each crate has zero or more figures per column: the
//! primary one and/or named variants, in the order [`Variants::iter`] gives.

use schema::{Codec, CrateResults, Operation, Variants};

/// One column of figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Time of a timed operation.
    Operation(Operation),
    /// Heap allocations of one call of an operation (count, and bytes requested).
    Allocations(Operation),
    /// Serialized size.
    Size,
    /// Compressed size under a codec.
    CodecSize(Codec),
    /// Time to compress the serialized buffer.
    CodecCompress(Codec),
    /// Time to decompress back to the serialized buffer.
    CodecDecompress(Codec),
}

/// One figure: a timing, a byte count or allocations (the type the comparisons and the explorer read too).
pub use schema::compare::Figure;

/// A figure of one crate in one column, with the variant it belongs to (`None` = primary).
pub type Entry<'a> = (Option<&'a str>, Figure);

impl Metric {
    /// Columns of the main table, in display order: the speed of the usual operations, the
    /// size, then per codec its size, compress and decompress time.
    pub fn main_columns() -> Vec<Metric> {
        let mut columns = vec![
            Metric::Operation(Operation::Serialize),
            Metric::Operation(Operation::Deserialize),
            Metric::Operation(Operation::Borrow),
            Metric::Size,
        ];
        for codec in Codec::ALL {
            columns.extend([
                Metric::CodecSize(codec),
                Metric::CodecCompress(codec),
                Metric::CodecDecompress(codec),
            ]);
        }
        columns
    }

    /// Columns of the raw table: the main ones with, after the operations' times, the
    /// allocations of each. The relative table leaves allocations out: a count divided by the
    /// smallest says little when the best allocates nothing.
    pub fn raw_columns() -> Vec<Metric> {
        let mut columns = Metric::main_columns();
        let after_times = columns
            .iter()
            .position(|m| !matches!(m, Metric::Operation(_)))
            .unwrap_or(columns.len());
        columns.splice(
            after_times..after_times,
            [
                Operation::Serialize,
                Operation::Deserialize,
                Operation::Borrow,
            ]
            .map(Metric::Allocations),
        );
        columns
    }

    /// Columns of the zero-copy table.
    pub const ZERO_COPY: [Metric; 3] = [
        Metric::Operation(Operation::Access),
        Metric::Operation(Operation::Read),
        Metric::Operation(Operation::Update),
    ];

    /// Column heading.
    pub fn title(&self) -> String {
        match self {
            Metric::Operation(op) => capitalized(op.name()),
            Metric::Allocations(op) => format!("{} allocs", capitalized(op.name())),
            Metric::Size => "Size".to_owned(),
            Metric::CodecSize(codec) => codec.name().to_owned(),
            Metric::CodecCompress(codec) => format!("{codec} compress"),
            Metric::CodecDecompress(codec) => format!("{codec} decompress"),
        }
    }

    /// The operation name a failure of this column is recorded under, for timed operations.
    pub fn operation(&self) -> Option<Operation> {
        match self {
            Metric::Operation(op) => Some(*op),
            _ => None,
        }
    }

    /// Every figure `results` holds for this column: primary first, then variants by name.
    pub fn entries<'a>(&self, results: &'a CrateResults) -> Vec<Entry<'a>> {
        match self {
            Metric::Operation(op) => results
                .operations
                .get(op)
                .map(|timings| collect(timings, |t| Some(Figure::Time(t.clone()))))
                .unwrap_or_default(),
            Metric::Allocations(op) => results
                .allocations
                .get(op)
                .map(|allocations| collect(allocations, |a| Some(Figure::Allocations(*a))))
                .unwrap_or_default(),
            Metric::Size => collect(&results.size, |b| Some(Figure::Bytes(*b))),
            Metric::CodecSize(codec) => {
                codec_entries(results, *codec, |c| Some(Figure::Bytes(c.size)))
            }
            Metric::CodecCompress(codec) => {
                codec_entries(results, *codec, |c| c.compress.clone().map(Figure::Time))
            }
            Metric::CodecDecompress(codec) => {
                codec_entries(results, *codec, |c| c.decompress.clone().map(Figure::Time))
            }
        }
    }
}

fn codec_entries<'a>(
    results: &'a CrateResults,
    codec: Codec,
    pick: impl Fn(&schema::CodecFigures) -> Option<Figure>,
) -> Vec<Entry<'a>> {
    results
        .codecs
        .get(&codec)
        .map(|figures| collect(figures, pick))
        .unwrap_or_default()
}

fn collect<'a, T>(
    variants: &'a Variants<T>,
    pick: impl Fn(&T) -> Option<Figure>,
) -> Vec<Entry<'a>> {
    variants
        .iter()
        .filter_map(|(variant, value)| pick(value).map(|figure| (variant, figure)))
        .collect()
}

fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use schema::{CodecFigures, Timing};

    #[test]
    fn entries_list_primary_then_variants_and_skip_missing_times() {
        let mut results = CrateResults::default();
        let mut serialize = Variants::primary(Timing::point(10.0));
        serialize.set(Some("b"), Timing::point(8.0));
        serialize.set(Some("a"), Timing::point(9.0));
        results.operations.insert(Operation::Serialize, serialize);
        results.codecs.insert(
            Codec::Zstd,
            Variants::primary(CodecFigures {
                size: 7,
                compress: Some(Timing::point(3.0)),
                decompress: None,
            }),
        );
        let serialize = Metric::Operation(Operation::Serialize).entries(&results);
        let names: Vec<_> = serialize.iter().map(|(v, _)| *v).collect();
        assert_eq!(names, [None, Some("a"), Some("b")]);
        assert_eq!(
            Metric::CodecSize(Codec::Zstd).entries(&results)[0].1,
            Figure::Bytes(7)
        );
        assert_eq!(
            Metric::CodecCompress(Codec::Zstd).entries(&results).len(),
            1
        );
        assert!(Metric::CodecDecompress(Codec::Zstd)
            .entries(&results)
            .is_empty());
        assert!(Metric::Size.entries(&results).is_empty());
        assert_eq!(
            Metric::CodecDecompress(Codec::Lz4).title(),
            "lz4 decompress"
        );
        assert_eq!(Metric::Operation(Operation::Borrow).title(), "Borrow");
    }
}
