//! What a figure measures ([`Metric`]) and its value ([`Figure`]), read out of a
//! [`CrateResults`]. The README's tables and charts, the explorer's raw table, `bencher export`
//! and a run-to-run comparison ([`crate::compare`]) all name their columns with it.

use crate::results::{
    Allocations, Codec, CodecFigures, CrateResults, InstructionCounts, Operation, Timing, Variants,
};

/// What a figure measures: a timed operation, the allocations of one, the serialized size, or
/// one codec's size, compress time or decompress time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
    /// gzip'd bytes the crate's serialize and deserialize add to a wasm module
    /// ([`crate::CodeSize::added`]); the crate's primary only.
    CodeSize,
}

/// The kinds of figures a crate's raw figures are split into, one table each: the README's
/// results pages and the explorer's raw table show one kind at a time, so that no table is
/// wider than a screen. (The zero-copy operations have a table of their own.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FigureKind {
    /// Serialize, deserialize and borrow times.
    #[default]
    Times,
    /// The serialized size, each codec's compressed size, and the code size in wasm.
    Sizes,
    /// Each codec's compress and decompress times.
    CodecTimes,
    /// The allocations of serialize, deserialize and borrow.
    Allocations,
}

impl FigureKind {
    /// Every kind, in the order the tables come.
    pub const ALL: [FigureKind; 4] = [
        FigureKind::Times,
        FigureKind::Sizes,
        FigureKind::CodecTimes,
        FigureKind::Allocations,
    ];

    /// The operations whose times and allocations the raw tables show (the zero-copy ones
    /// have their own table).
    const OPERATIONS: [Operation; 3] = [
        Operation::Serialize,
        Operation::Deserialize,
        Operation::Borrow,
    ];

    /// The table's title.
    pub fn title(self) -> &'static str {
        match self {
            FigureKind::Times => "Times",
            FigureKind::Sizes => "Sizes",
            FigureKind::CodecTimes => "Codec times",
            FigureKind::Allocations => "Allocations",
        }
    }

    /// The table's columns, in order.
    pub fn metrics(self) -> Vec<Metric> {
        match self {
            FigureKind::Times => Self::OPERATIONS.map(Metric::Operation).to_vec(),
            FigureKind::Sizes => std::iter::once(Metric::Size)
                .chain(Codec::ALL.map(Metric::CodecSize))
                .chain([Metric::CodeSize])
                .collect(),
            FigureKind::CodecTimes => Codec::ALL
                .into_iter()
                .flat_map(|codec| [Metric::CodecCompress(codec), Metric::CodecDecompress(codec)])
                .collect(),
            FigureKind::Allocations => Self::OPERATIONS.map(Metric::Allocations).to_vec(),
        }
    }

    /// The kind whose table shows `metric`; `None` for the zero-copy operations' times and
    /// allocations.
    pub fn of(metric: Metric) -> Option<FigureKind> {
        FigureKind::ALL
            .into_iter()
            .find(|kind| kind.metrics().contains(&metric))
    }
}

impl Metric {
    /// Every metric: each operation's time, each operation's allocations, the size, then per
    /// codec its size, compress and decompress time, then the code size.
    pub fn all() -> Vec<Metric> {
        let mut all: Vec<Metric> = Operation::ALL.map(Metric::Operation).to_vec();
        all.extend(Operation::ALL.map(Metric::Allocations));
        all.push(Metric::Size);
        for codec in Codec::ALL {
            all.extend([
                Metric::CodecSize(codec),
                Metric::CodecCompress(codec),
                Metric::CodecDecompress(codec),
            ]);
        }
        all.push(Metric::CodeSize);
        all
    }

    /// The metrics that instructions are counted for ([`InstructionCounts`]): the timed ones,
    /// in [`Metric::all`]'s order.
    pub fn counted() -> Vec<Metric> {
        Metric::all()
            .into_iter()
            .filter(|metric| metric.is_timing())
            .collect()
    }

    /// The metric's name, as `bencher export` and [`crate::InstructionCounts::varying`] name
    /// it and the explorer's address spells a column: `serialize`, …, `size`, `zlib_size`,
    /// `zlib_compress`, `zlib_decompress`, `code_size`. Allocations are `serialize_allocs`, …; the CSV export
    /// splits them into their count and bytes (`alloc_serialize_count`,
    /// `alloc_serialize_bytes`).
    pub fn name(self) -> &'static str {
        match self {
            Metric::Operation(op) => op.name(),
            Metric::Allocations(op) => match op {
                Operation::Serialize => "serialize_allocs",
                Operation::Deserialize => "deserialize_allocs",
                Operation::Borrow => "borrow_allocs",
                Operation::Access => "access_allocs",
                Operation::Read => "read_allocs",
                Operation::Update => "update_allocs",
            },
            Metric::Size => "size",
            Metric::CodecSize(codec) => match codec {
                Codec::Zlib => "zlib_size",
                Codec::Zstd => "zstd_size",
                Codec::Lz4 => "lz4_size",
                Codec::Brotli => "brotli_size",
            },
            Metric::CodecCompress(codec) => match codec {
                Codec::Zlib => "zlib_compress",
                Codec::Zstd => "zstd_compress",
                Codec::Lz4 => "lz4_compress",
                Codec::Brotli => "brotli_compress",
            },
            Metric::CodecDecompress(codec) => match codec {
                Codec::Zlib => "zlib_decompress",
                Codec::Zstd => "zstd_decompress",
                Codec::Lz4 => "lz4_decompress",
                Codec::Brotli => "brotli_decompress",
            },
            Metric::CodeSize => "code_size",
        }
    }

    /// Whether the metric is a time (measured, with noise) rather than a size or a count
    /// (exact).
    pub fn is_timing(self) -> bool {
        matches!(
            self,
            Metric::Operation(_) | Metric::CodecCompress(_) | Metric::CodecDecompress(_)
        )
    }

    /// The operation a failure of this metric is recorded under, for timed operations.
    pub fn operation(self) -> Option<Operation> {
        match self {
            Metric::Operation(op) => Some(op),
            _ => None,
        }
    }

    /// This metric's figure for `variant` (`None` = primary) of one crate.
    pub fn figure(self, results: &CrateResults, variant: Option<&str>) -> Option<Figure> {
        match self {
            Metric::Operation(op) => results
                .operations
                .get(&op)?
                .get(variant)
                .map(|timing| Figure::Time(timing.clone())),
            Metric::Allocations(op) => results
                .allocations
                .get(&op)?
                .get(variant)
                .map(|allocations| Figure::Allocations(*allocations)),
            Metric::Size => results.size.get(variant).map(|bytes| Figure::Bytes(*bytes)),
            Metric::CodecSize(_) | Metric::CodecCompress(_) | Metric::CodecDecompress(_) => {
                self.codec_figure(results.codecs.get(&self.codec()?)?.get(variant)?)
            }
            Metric::CodeSize => match variant {
                None => results
                    .code_size
                    .map(|size| Figure::CodeBytes(size.added())),
                Some(_) => None,
            },
        }
    }

    /// Every figure of this metric in `results`, primary first, then the variants by name,
    /// each with its variant (`None` = primary).
    pub fn figures(self, results: &CrateResults) -> Vec<(Option<&str>, Figure)> {
        fn all<T>(
            variants: Option<&Variants<T>>,
            pick: impl Fn(&T) -> Option<Figure>,
        ) -> Vec<(Option<&str>, Figure)> {
            variants
                .into_iter()
                .flat_map(Variants::iter)
                .filter_map(|(variant, value)| pick(value).map(|figure| (variant, figure)))
                .collect()
        }
        match self {
            Metric::Operation(op) => all(results.operations.get(&op), |timing| {
                Some(Figure::Time(timing.clone()))
            }),
            Metric::Allocations(op) => all(results.allocations.get(&op), |allocations| {
                Some(Figure::Allocations(*allocations))
            }),
            Metric::Size => all(Some(&results.size), |bytes| Some(Figure::Bytes(*bytes))),
            Metric::CodecSize(_) | Metric::CodecCompress(_) | Metric::CodecDecompress(_) => {
                let codecs = self.codec().and_then(|codec| results.codecs.get(&codec));
                all(codecs, |figures| self.codec_figure(figures))
            }
            Metric::CodeSize => self
                .figure(results, None)
                .map(|figure| (None, figure))
                .into_iter()
                .collect(),
        }
    }

    /// This metric's instruction count for `variant` (`None` = primary); `None` for a metric
    /// that is not counted (a size, allocations) and for a figure that was not.
    pub fn count(self, counts: &InstructionCounts, variant: Option<&str>) -> Option<u64> {
        match self {
            Metric::Operation(op) => counts.operations.get(&op)?.get(variant).copied(),
            Metric::CodecCompress(codec) => counts.codecs.get(&codec)?.get(variant)?.compress,
            Metric::CodecDecompress(codec) => counts.codecs.get(&codec)?.get(variant)?.decompress,
            Metric::Allocations(_) | Metric::Size | Metric::CodecSize(_) | Metric::CodeSize => None,
        }
    }

    /// Every instruction count of this metric, as [`Metric::figures`] lists figures: primary
    /// first, then the variants by name.
    pub fn counts(self, counts: &InstructionCounts) -> Vec<(Option<&str>, u64)> {
        let variants: Vec<Option<&str>> = match self {
            Metric::Operation(op) => counts
                .operations
                .get(&op)
                .into_iter()
                .flat_map(|figures| figures.iter().map(|(variant, _)| variant))
                .collect(),
            Metric::CodecCompress(codec) | Metric::CodecDecompress(codec) => counts
                .codecs
                .get(&codec)
                .into_iter()
                .flat_map(|figures| figures.iter().map(|(variant, _)| variant))
                .collect(),
            Metric::Allocations(_) | Metric::Size | Metric::CodecSize(_) | Metric::CodeSize => {
                Vec::new()
            }
        };
        variants
            .into_iter()
            .filter_map(|variant| Some((variant, self.count(counts, variant)?)))
            .collect()
    }

    /// The codec of a codec metric.
    fn codec(self) -> Option<Codec> {
        match self {
            Metric::CodecSize(codec)
            | Metric::CodecCompress(codec)
            | Metric::CodecDecompress(codec) => Some(codec),
            Metric::Operation(_) | Metric::Allocations(_) | Metric::Size | Metric::CodeSize => None,
        }
    }

    /// This codec metric's figure among one codec's figures (`None` for other metrics, and
    /// for a step whose time was not measured).
    fn codec_figure(self, figures: &CodecFigures) -> Option<Figure> {
        match self {
            Metric::CodecSize(_) => Some(Figure::Bytes(figures.size)),
            Metric::CodecCompress(_) => figures.compress.clone().map(Figure::Time),
            Metric::CodecDecompress(_) => figures.decompress.clone().map(Figure::Time),
            Metric::Operation(_) | Metric::Allocations(_) | Metric::Size | Metric::CodeSize => None,
        }
    }
}

/// What the code size column shows ([`Metric::CodeSize`]), under the tables that have it.
pub const CODE_SIZE_NOTE: &str = "Wasm code: the gzip'd bytes that the crate's serialize and \
    deserialize of this dataset's types add to a release wasm module (opt-level z, wasm-opt -Oz), \
    over a module with the same types and no crate; docs/code-size.md in the repository says how.";

/// A figure's value: a timing with its confidence interval, a size, or the allocations of one
/// operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// A timing with its confidence interval.
    Time(Timing),
    /// A size in bytes.
    Bytes(u64),
    /// Heap allocations of one call of an operation: read (sorted, ranked) by their count.
    Allocations(Allocations),
    /// Bytes of code added ([`crate::CodeSize::added`]): a difference of two gzip'd sizes,
    /// which can come out slightly negative for a crate of very little code.
    CodeBytes(i64),
}

impl Figure {
    /// The figure as a number: nanoseconds, bytes or allocations.
    pub fn value(&self) -> f64 {
        match self {
            Figure::Time(timing) => timing.estimate_ns,
            Figure::Bytes(bytes) => *bytes as f64,
            Figure::Allocations(allocations) => allocations.count as f64,
            Figure::CodeBytes(bytes) => *bytes as f64,
        }
    }

    /// Where the figure may lie, for [`crate::rank`]: a timing's interval when it has bounds;
    /// `None` for a size or allocations (exact, so never tied) or a timing without bounds.
    pub fn interval(&self) -> Option<crate::rank::Interval> {
        match self {
            Figure::Time(timing) => crate::rank::Interval::of_timing(timing),
            Figure::Bytes(_) | Figure::Allocations(_) | Figure::CodeBytes(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::CodecInstructions;

    #[test]
    fn every_raw_figure_has_one_kind_and_the_zero_copy_ones_none() {
        for metric in Metric::all() {
            let kinds: Vec<FigureKind> = FigureKind::ALL
                .into_iter()
                .filter(|kind| kind.metrics().contains(&metric))
                .collect();
            let zero_copy = matches!(
                metric,
                Metric::Operation(Operation::Access | Operation::Read | Operation::Update)
                    | Metric::Allocations(Operation::Access | Operation::Read | Operation::Update)
            );
            assert_eq!(kinds.len(), usize::from(!zero_copy), "{metric:?}");
            assert_eq!(FigureKind::of(metric), kinds.first().copied());
        }
        // No table is wider than the README allows (12 columns with the crate's and version's).
        assert!(FigureKind::ALL
            .iter()
            .all(|kind| kind.metrics().len() <= 10));
    }

    #[test]
    fn names_are_unique_and_follow_the_export() {
        let all = Metric::all();
        let names: std::collections::BTreeSet<&str> = all.iter().map(|m| m.name()).collect();
        assert_eq!(names.len(), all.len());
        for codec in Codec::ALL {
            assert_eq!(Metric::CodecSize(codec).name(), format!("{codec}_size"));
            assert_eq!(
                Metric::CodecCompress(codec).name(),
                format!("{codec}_compress")
            );
            assert_eq!(
                Metric::CodecDecompress(codec).name(),
                format!("{codec}_decompress")
            );
        }
        for op in Operation::ALL {
            assert_eq!(
                Metric::Allocations(op).name(),
                format!("{}_allocs", op.name())
            );
        }
    }

    #[test]
    fn counts_list_primary_then_variants_and_agree_with_count() {
        let mut counts = InstructionCounts::default();
        let mut serialize = Variants::primary(100);
        serialize.set(Some("b"), 80);
        serialize.set(Some("a"), 90);
        counts.operations.insert(Operation::Serialize, serialize);
        counts.codecs.insert(
            Codec::Zstd,
            Variants::primary(CodecInstructions {
                compress: Some(30),
                decompress: None,
            }),
        );
        assert_eq!(
            Metric::Operation(Operation::Serialize).counts(&counts),
            [(None, 100), (Some("a"), 90), (Some("b"), 80)]
        );
        assert_eq!(
            Metric::CodecCompress(Codec::Zstd).counts(&counts),
            [(None, 30)]
        );
        assert!(Metric::CodecDecompress(Codec::Zstd)
            .counts(&counts)
            .is_empty());
        assert_eq!(
            Metric::counted().len(),
            Operation::ALL.len() + 2 * Codec::ALL.len()
        );
        for metric in Metric::all() {
            if !metric.is_timing() {
                assert!(metric.counts(&counts).is_empty(), "{metric:?}");
            }
            for variant in [None, Some("a"), Some("b"), Some("c")] {
                let listed = metric.counts(&counts);
                let found = listed.iter().find(|(v, _)| *v == variant).map(|(_, n)| *n);
                assert_eq!(
                    metric.count(&counts, variant),
                    found,
                    "{metric:?} {variant:?}"
                );
            }
        }
    }

    #[test]
    fn the_code_size_is_the_probe_less_the_baseline_of_the_primary_alone() {
        let mut results = CrateResults::default();
        assert!(Metric::CodeSize.figures(&results).is_empty());
        results.code_size = Some(crate::CodeSize {
            probe_gzip_bytes: 12_000,
            baseline_gzip_bytes: 10_000,
        });
        assert_eq!(
            Metric::CodeSize.figure(&results, None),
            Some(Figure::CodeBytes(2_000))
        );
        assert_eq!(Metric::CodeSize.figure(&results, Some("a")), None);
        assert_eq!(
            Metric::CodeSize.figures(&results),
            [(None, Figure::CodeBytes(2_000))]
        );
        results.code_size = Some(crate::CodeSize {
            probe_gzip_bytes: 9_900,
            baseline_gzip_bytes: 10_000,
        });
        assert_eq!(
            Metric::CodeSize.figure(&results, None).unwrap().value(),
            -100.0
        );
        assert_eq!(crate::display::code_bytes(-100), "\u{2212}100 B");
        assert_eq!(crate::display::code_bytes(2_345), "2.35 kB");
        assert_eq!(FigureKind::of(Metric::CodeSize), Some(FigureKind::Sizes));
    }

    #[test]
    fn figures_list_primary_then_variants_and_skip_missing_times() {
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
        let serialize = Metric::Operation(Operation::Serialize).figures(&results);
        let names: Vec<_> = serialize.iter().map(|(v, _)| *v).collect();
        assert_eq!(names, [None, Some("a"), Some("b")]);
        assert_eq!(
            Metric::CodecSize(Codec::Zstd).figures(&results),
            [(None, Figure::Bytes(7))]
        );
        assert_eq!(
            Metric::CodecCompress(Codec::Zstd).figures(&results).len(),
            1
        );
        assert!(Metric::CodecDecompress(Codec::Zstd)
            .figures(&results)
            .is_empty());
        assert!(Metric::Size.figures(&results).is_empty());
        for metric in Metric::all() {
            for variant in [None, Some("a"), Some("b"), Some("c")] {
                let figure = metric.figure(&results, variant);
                let listed = metric.figures(&results);
                let found = listed.iter().find(|(v, _)| *v == variant).map(|(_, f)| f);
                assert_eq!(figure.as_ref(), found, "{metric:?} {variant:?}");
            }
        }
    }
}
