//! The small closed sets the controls choose from, with the names they carry in URLs.

use schema::{Codec, Operation};

/// A closed set of choices with stable, URL-safe names.
pub trait UrlName: Sized + Copy + PartialEq + 'static {
    /// Every choice, in display order.
    fn all() -> Vec<Self>;
    /// The name written in URLs.
    fn url_name(self) -> &'static str;
    /// Reads a name written by [`UrlName::url_name`].
    fn from_url_name(name: &str) -> Option<Self> {
        Self::all().into_iter().find(|c| c.url_name() == name)
    }
}

/// Which operations the throughput model charges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Serialize (+ compress) and send.
    Serialize,
    /// Receive, (decompress +) deserialize.
    Deserialize,
    /// Both: the message is sent and received.
    RoundTrip,
}

impl UrlName for Mode {
    fn all() -> Vec<Self> {
        vec![Mode::Serialize, Mode::Deserialize, Mode::RoundTrip]
    }
    fn url_name(self) -> &'static str {
        match self {
            Mode::Serialize => "serialize",
            Mode::Deserialize => "deserialize",
            Mode::RoundTrip => "round-trip",
        }
    }
}

impl Mode {
    /// Label shown in the mode picker.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Serialize => "Serialize",
            Mode::Deserialize => "Deserialize",
            Mode::RoundTrip => "Round trip",
        }
    }
}

/// Which variant stands for a crate's operation when it has several.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VariantPolicy {
    /// The upstream explorer's rule: the first variant in name order, else the primary.
    #[default]
    Upstream,
    /// The primary figure when present, else the first variant.
    Primary,
    /// The fastest of the primary figure and all variants.
    Fastest,
}

impl UrlName for VariantPolicy {
    fn all() -> Vec<Self> {
        vec![
            VariantPolicy::Upstream,
            VariantPolicy::Primary,
            VariantPolicy::Fastest,
        ]
    }
    fn url_name(self) -> &'static str {
        match self {
            VariantPolicy::Upstream => "upstream",
            VariantPolicy::Primary => "primary",
            VariantPolicy::Fastest => "fastest",
        }
    }
}

impl VariantPolicy {
    /// Label shown in the variant picker.
    pub fn label(self) -> &'static str {
        match self {
            VariantPolicy::Upstream => "first variant (as upstream)",
            VariantPolicy::Primary => "primary",
            VariantPolicy::Fastest => "fastest",
        }
    }
}

/// Unit of the bandwidth controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BandwidthUnit {
    /// Terabytes (1e12 bytes) per month of 30.4 days, as the upstream explorer speaks.
    TbPerMonth,
    /// Megabits (1e6 bits) per second.
    MbitPerSecond,
}

impl UrlName for BandwidthUnit {
    fn all() -> Vec<Self> {
        vec![BandwidthUnit::TbPerMonth, BandwidthUnit::MbitPerSecond]
    }
    fn url_name(self) -> &'static str {
        match self {
            BandwidthUnit::TbPerMonth => "tb",
            BandwidthUnit::MbitPerSecond => "mbit",
        }
    }
}

impl BandwidthUnit {
    /// Label shown next to the number field.
    pub fn label(self) -> &'static str {
        match self {
            BandwidthUnit::TbPerMonth => "TB/month",
            BandwidthUnit::MbitPerSecond => "Mbit/s",
        }
    }

    /// `value` in this unit, as bytes per second.
    pub fn bytes_per_second(self, value: f64) -> f64 {
        const SECONDS_PER_MONTH: f64 = 30.4 * 24.0 * 3600.0;
        match self {
            BandwidthUnit::TbPerMonth => value * 1e12 / SECONDS_PER_MONTH,
            BandwidthUnit::MbitPerSecond => value * 1e6 / 8.0,
        }
    }
}

/// A codec toggle: uncompressed or one of the measured codecs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CodecChoice {
    /// The serialized bytes as they are.
    None,
    /// One compression codec.
    Codec(Codec),
}

impl CodecChoice {
    /// Every toggle, in display order.
    pub const ALL: [CodecChoice; 5] = [
        CodecChoice::None,
        CodecChoice::Codec(Codec::Zlib),
        CodecChoice::Codec(Codec::Zstd),
        CodecChoice::Codec(Codec::Lz4),
        CodecChoice::Codec(Codec::Brotli),
    ];
}

impl UrlName for CodecChoice {
    fn all() -> Vec<Self> {
        CodecChoice::ALL.to_vec()
    }
    fn url_name(self) -> &'static str {
        match self {
            CodecChoice::None => "none",
            CodecChoice::Codec(codec) => codec.name(),
        }
    }
}

/// A sortable column of the raw table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RawColumn {
    /// Crate id (alphabetical).
    Crate,
    /// Time of one operation.
    Operation(Operation),
    /// Serialized size.
    Size,
    /// Compressed size with a codec.
    CodecSize(Codec),
    /// Compression time with a codec.
    CodecCompress(Codec),
    /// Decompression time with a codec.
    CodecDecompress(Codec),
}

impl UrlName for RawColumn {
    fn all() -> Vec<Self> {
        let mut all = vec![RawColumn::Crate];
        all.extend(Operation::ALL.map(RawColumn::Operation));
        all.push(RawColumn::Size);
        for codec in Codec::ALL {
            all.extend([
                RawColumn::CodecSize(codec),
                RawColumn::CodecCompress(codec),
                RawColumn::CodecDecompress(codec),
            ]);
        }
        all
    }
    fn url_name(self) -> &'static str {
        match self {
            RawColumn::Crate => "crate",
            RawColumn::Operation(op) => op.name(),
            RawColumn::Size => "size",
            RawColumn::CodecSize(codec) => match codec {
                Codec::Zlib => "zlib_size",
                Codec::Zstd => "zstd_size",
                Codec::Lz4 => "lz4_size",
                Codec::Brotli => "brotli_size",
            },
            RawColumn::CodecCompress(codec) => match codec {
                Codec::Zlib => "zlib_compress",
                Codec::Zstd => "zstd_compress",
                Codec::Lz4 => "lz4_compress",
                Codec::Brotli => "brotli_compress",
            },
            RawColumn::CodecDecompress(codec) => match codec {
                Codec::Zlib => "zlib_decompress",
                Codec::Zstd => "zstd_decompress",
                Codec::Lz4 => "lz4_decompress",
                Codec::Brotli => "brotli_decompress",
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_are_unique_and_read_back<T: UrlName + std::fmt::Debug>() {
        let all = T::all();
        let mut names: Vec<&str> = all.iter().map(|c| c.url_name()).collect();
        for choice in &all {
            assert_eq!(T::from_url_name(choice.url_name()), Some(*choice));
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all.len());
    }

    #[test]
    fn every_choice_set_has_unique_names() {
        names_are_unique_and_read_back::<Mode>();
        names_are_unique_and_read_back::<VariantPolicy>();
        names_are_unique_and_read_back::<BandwidthUnit>();
        names_are_unique_and_read_back::<CodecChoice>();
        names_are_unique_and_read_back::<RawColumn>();
    }

    #[test]
    fn bandwidth_units_match_their_definitions() {
        // 1 Mbit/s is 125 000 bytes/s; 1 TB/month spreads 1e12 bytes over 30.4 days.
        assert_eq!(BandwidthUnit::MbitPerSecond.bytes_per_second(1.0), 125_000.0);
        let tb = BandwidthUnit::TbPerMonth.bytes_per_second(1.0);
        assert!((tb * 30.4 * 86_400.0 - 1e12).abs() < 1e-3);
    }
}
