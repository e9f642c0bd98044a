//! The small closed sets the controls choose from, with the names they carry in URLs.

use schema::model::{self, CodecTimes, Mode, VariantPolicy};
use schema::{Codec, FigureKind, Metric};

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

impl UrlName for Mode {
    fn all() -> Vec<Self> {
        Mode::ALL.to_vec()
    }
    fn url_name(self) -> &'static str {
        self.name()
    }
}

/// Label shown for a mode.
pub fn mode_label(mode: Mode) -> &'static str {
    match mode {
        Mode::Serialize => "Serialize",
        Mode::Deserialize => "Deserialize",
        Mode::RoundTrip => "Round trip",
    }
}

impl UrlName for VariantPolicy {
    fn all() -> Vec<Self> {
        VariantPolicy::ALL.to_vec()
    }
    fn url_name(self) -> &'static str {
        self.name()
    }
}

/// Label shown for a variant policy.
pub fn variant_policy_label(policy: VariantPolicy) -> &'static str {
    match policy {
        VariantPolicy::Upstream => "first variant (upstream's rule)",
        VariantPolicy::PreferPrimary => "primary, else first variant",
        VariantPolicy::Best => "best of primary and variants",
    }
}

impl UrlName for CodecTimes {
    fn all() -> Vec<Self> {
        CodecTimes::ALL.to_vec()
    }
    fn url_name(self) -> &'static str {
        self.name()
    }
}

/// Label shown for a source of codec times.
pub fn codec_times_label(times: CodecTimes) -> &'static str {
    match times {
        CodecTimes::Measured => "measured (assumed where missing)",
        CodecTimes::UpstreamAssumptions => "upstream's assumptions",
    }
}

/// What the raw tables show in their timed columns (operations, compress, decompress).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shown {
    /// Times (the default; what the ranking and the throughput model use).
    #[default]
    Times,
    /// Instruction counts of one call, where the run has them.
    Instructions,
    /// Both, the count under the time.
    Both,
}

impl UrlName for Shown {
    fn all() -> Vec<Self> {
        vec![Shown::Times, Shown::Instructions, Shown::Both]
    }
    fn url_name(self) -> &'static str {
        match self {
            Shown::Times => "time",
            Shown::Instructions => "instructions",
            Shown::Both => "both",
        }
    }
}

impl UrlName for FigureKind {
    fn all() -> Vec<Self> {
        FigureKind::ALL.to_vec()
    }
    fn url_name(self) -> &'static str {
        match self {
            FigureKind::Times => "times",
            FigureKind::Sizes => "sizes",
            FigureKind::CodecTimes => "codec-times",
            FigureKind::Allocations => "allocations",
        }
    }
}

/// Label shown for what the raw tables show.
pub fn shown_label(shown: Shown) -> &'static str {
    match shown {
        Shown::Times => "times",
        Shown::Instructions => "instruction counts",
        Shown::Both => "times and instruction counts",
    }
}

impl UrlName for Codec {
    fn all() -> Vec<Self> {
        Codec::ALL.to_vec()
    }
    fn url_name(self) -> &'static str {
        self.name()
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
        match self {
            BandwidthUnit::TbPerMonth => model::tb_per_month_to_bytes_per_second(value),
            BandwidthUnit::MbitPerSecond => model::mbit_per_second_to_bytes_per_second(value),
        }
    }

    /// The range of the bandwidth sliders in this unit.
    pub fn slider_range(self) -> LogRange {
        match self {
            // 1 GB to 100 PB per month.
            BandwidthUnit::TbPerMonth => LogRange {
                min: -3.0,
                max: 5.0,
            },
            // 10 kbit/s to 100 Gbit/s.
            BandwidthUnit::MbitPerSecond => LogRange {
                min: -2.0,
                max: 5.0,
            },
        }
    }
}

/// The range of a log-scale slider, as powers of ten: a slider's position `p` stands for
/// the value 10^p.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LogRange {
    /// The lowest position.
    pub min: f64,
    /// The highest position.
    pub max: f64,
}

impl LogRange {
    /// The slider position showing `value` (the nearest end for a value beyond the range, the
    /// lowest for zero).
    pub fn position_of(self, value: f64) -> f64 {
        if value > 0.0 {
            value.log10().clamp(self.min, self.max)
        } else {
            self.min
        }
    }

    /// The value a slider `position` stands for, to three significant digits, so that
    /// slider positions give short URLs.
    pub fn value_at(self, position: f64) -> f64 {
        round_significant(10f64.powf(position))
    }

    /// The value a slider's position stands for, read from the text the slider reports; none
    /// for text that is not a number.
    pub fn value_of_slider(self, position: &str) -> Option<f64> {
        position
            .parse::<f64>()
            .ok()
            .map(|position| self.value_at(position))
    }
}

/// The value a slider's number field gives, read from its text, for values from zero to `max`:
/// none for anything but a finite number in that range (the field then keeps the last good
/// value).
pub fn number_field_value(text: &str, max: f64) -> Option<f64> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|value| value.is_finite() && (0.0..=max).contains(value))
}

/// The range of the cores slider: a hundredth of a core to a hundred cores.
pub const CORES_RANGE: LogRange = LogRange {
    min: -2.0,
    max: 2.0,
};

/// `value` rounded to three significant digits.
fn round_significant(value: f64) -> f64 {
    if value <= 0.0 || !value.is_finite() {
        return 0.0;
    }
    let scale = 10f64.powf(2.0 - value.log10().floor());
    (value * scale).round() / scale
}

/// A sortable column of the raw table: the crate, or a figure ([`Metric`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RawColumn {
    /// Crate id (alphabetical).
    Crate,
    /// A figure of each crate: an operation's time or allocations, the size, a codec's size or
    /// step time.
    Metric(Metric),
}

impl RawColumn {
    /// The figure this column shows; `None` for the crate column.
    pub fn metric(self) -> Option<Metric> {
        match self {
            RawColumn::Crate => None,
            RawColumn::Metric(metric) => Some(metric),
        }
    }
}

impl From<Metric> for RawColumn {
    fn from(metric: Metric) -> RawColumn {
        RawColumn::Metric(metric)
    }
}

impl UrlName for RawColumn {
    fn all() -> Vec<Self> {
        std::iter::once(RawColumn::Crate)
            .chain(Metric::all().into_iter().map(RawColumn::Metric))
            .collect()
    }
    fn url_name(self) -> &'static str {
        self.metric().map_or("crate", Metric::name)
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
        names_are_unique_and_read_back::<Codec>();
        names_are_unique_and_read_back::<CodecTimes>();
        names_are_unique_and_read_back::<RawColumn>();
        names_are_unique_and_read_back::<FigureKind>();
    }

    #[test]
    fn slider_values_keep_three_significant_digits() {
        assert_eq!(round_significant(1234.5678), 1230.0);
        assert_eq!(round_significant(0.012345), 0.0123);
        assert_eq!(round_significant(0.0), 0.0);
        assert_eq!(CORES_RANGE.value_at(1.0), 10.0);
        assert_eq!(CORES_RANGE.value_of_slider("1"), Some(10.0));
        assert_eq!(CORES_RANGE.value_of_slider("-1.5"), Some(0.0316));
        assert_eq!(CORES_RANGE.value_of_slider(""), None);
        assert_eq!(CORES_RANGE.value_of_slider("one"), None);
    }

    #[test]
    fn a_number_field_gives_only_finite_numbers_in_range() {
        assert_eq!(number_field_value(" 12.5 ", 100.0), Some(12.5));
        assert_eq!(number_field_value("0", 100.0), Some(0.0));
        assert_eq!(number_field_value("100", 100.0), Some(100.0));
        for refused in ["100.01", "-1", "", "ten", "NaN", "inf", "1e400"] {
            assert_eq!(number_field_value(refused, 100.0), None, "{refused:?}");
        }
    }

    #[test]
    fn a_slider_shows_values_beyond_its_range_at_its_ends() {
        let range = BandwidthUnit::TbPerMonth.slider_range();
        assert_eq!(range.position_of(1.0), 0.0);
        assert_eq!(range.position_of(1e9), range.max);
        assert_eq!(range.position_of(1e-9), range.min);
        assert_eq!(range.position_of(0.0), range.min);
    }

    #[test]
    fn bandwidth_units_match_their_definitions() {
        // 1 Mbit/s is 125 000 bytes/s; 1 TB/month spreads 1e12 bytes over 30.4 days.
        assert_eq!(
            BandwidthUnit::MbitPerSecond.bytes_per_second(1.0),
            125_000.0
        );
        let tb = BandwidthUnit::TbPerMonth.bytes_per_second(1.0);
        assert!((tb * 30.4 * 86_400.0 - 1e12).abs() < 1e-3);
    }
}
