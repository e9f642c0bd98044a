//! The README's columns: which metrics ([`schema::Metric`]) each table shows, in what order,
//! under what heading. Each crate has zero or more figures per column: the primary one and/or
//! named variants, in the order [`schema::Metric::figures`] gives.

use schema::{Codec, Figure, Metric, Operation};

/// A figure of one crate in one column, with the variant it belongs to (`None` = primary).
pub type Entry<'a> = (Option<&'a str>, Figure);

/// Columns of the main table, in display order: the speed of the usual operations, the size,
/// then per codec its size, compress and decompress time.
pub fn main() -> Vec<Metric> {
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

/// Columns of the raw table: the main ones with, after the operations' times, the allocations
/// of each. The relative table leaves allocations out: a count divided by the smallest says
/// little when the best allocates nothing.
pub fn raw() -> Vec<Metric> {
    let mut columns = main();
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

/// A column's heading.
pub fn title(metric: Metric) -> String {
    match metric {
        Metric::Operation(op) => capitalized(op.name()),
        Metric::Allocations(op) => format!("{} allocs", capitalized(op.name())),
        Metric::Size => "Size".to_owned(),
        Metric::CodecSize(codec) => codec.name().to_owned(),
        Metric::CodecCompress(codec) => format!("{codec} compress"),
        Metric::CodecDecompress(codec) => format!("{codec} decompress"),
        Metric::CodeSize => "Wasm code".to_owned(),
    }
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

    #[test]
    fn headings_name_the_operation_or_the_codec_step() {
        assert_eq!(title(Metric::CodecDecompress(Codec::Lz4)), "lz4 decompress");
        assert_eq!(title(Metric::Operation(Operation::Borrow)), "Borrow");
        assert_eq!(
            title(Metric::Allocations(Operation::Serialize)),
            "Serialize allocs"
        );
    }

    #[test]
    fn the_raw_table_puts_allocations_after_the_times() {
        let raw = raw();
        assert_eq!(raw.len(), main().len() + 3);
        assert_eq!(raw[3], Metric::Allocations(Operation::Serialize));
        assert_eq!(raw[6], Metric::Size);
    }
}
