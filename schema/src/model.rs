//! The throughput model: given a bandwidth, CPU cores, a mode and the allowed codecs, how
//! many messages per second can each crate serialize-and-send (or receive-and-deserialize,
//! or both)?
//!
//! Per crate and per allowed codec ("none" is always allowed):
//!
//! * wire cost: the compressed size of one item; serialize mode sends it over the outbound
//!   bandwidth, deserialize mode receives it over the inbound one, round trip does both
//!   (`size / outbound + size / inbound` seconds of wire per item, which with equal
//!   bandwidths is the upstream site's "twice the size");
//! * CPU cost: serialize + compress (serialize mode), decompress + deserialize (deserialize
//!   mode), or all four (round trip), in seconds per item;
//! * items per second = min(wire limit, cores ÷ CPU seconds), the smaller side being the
//!   [`Bottleneck`]; messages per second = items per second × the dataset's messages per item
//!   ([`crate::datasets`]).
//!
//! Each crate keeps its best allowed codec; rows come best first, and `relative` is a crate's
//! messages per second divided by the best crate's. Crates without an operation the mode
//! needs (or without a size) are left out; serialize mode does not need deserialize.
//!
//! Codec times come from the file where measured; otherwise (upstream files) the upstream
//! explorer's assumptions fill in and the row is marked `estimated` (see [`CodecTimes`]).
//!
//! Each row's messages per second also has an interval ([`Row::interval`]): the same model
//! fed with every timing at its bounds (`Timing::lower_ns` for the fastest CPU cost, which
//! gives the highest messages per second, `upper_ns` for the slowest), sizes being exact. A
//! timing without bounds counts as a point; a row none of whose timings has bounds has no
//! interval. The point figures do not depend on the bounds. Rankings say which rows the
//! intervals cannot tell apart with [`crate::rank`].
//!
//! Edge cases, so that no input yields NaN or infinity: a cost of zero (zero bytes, zero CPU
//! seconds) never limits; zero bandwidth or zero cores give zero messages per second;
//! figures too large for the float type are capped at its largest finite value. When the best
//! crate reaches zero messages per second (e.g. zero bandwidth), every crate ties with it and
//! every `relative` is exactly 1.

use crate::datasets;
use crate::rank::Interval;
use crate::results::{Codec, CodecFigures, CrateResults, Operation, ResultsFile, Timing, Variants};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

/// Seconds in the month the upstream explorer uses for TB per month: 30.4 days.
pub const SECONDS_PER_MONTH: f64 = 30.4 * 24.0 * 60.0 * 60.0;

/// Bytes in a terabyte (decimal, as the upstream explorer counts).
pub const BYTES_PER_TERABYTE: f64 = 1e12;

/// Converts terabytes per month (1e12 bytes per 30.4 days) into bytes per second.
pub fn tb_per_month_to_bytes_per_second(tb: f64) -> f64 {
    tb * BYTES_PER_TERABYTE / SECONDS_PER_MONTH
}

/// Converts bytes per second into terabytes per month (1e12 bytes per 30.4 days).
pub fn bytes_per_second_to_tb_per_month(bps: f64) -> f64 {
    bps * SECONDS_PER_MONTH / BYTES_PER_TERABYTE
}

/// Converts megabits per second (1e6 bits) into bytes per second.
pub fn mbit_per_second_to_bytes_per_second(m: f64) -> f64 {
    m * 1e6 / 8.0
}

/// Converts bytes per second into megabits per second (1e6 bits).
pub fn bytes_per_second_to_mbit_per_second(bps: f64) -> f64 {
    bps * 8.0 / 1e6
}

/// What the items go through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Serialize (and compress) and send.
    Serialize,
    /// Receive and (decompress and) deserialize.
    Deserialize,
    /// Receive, deserialize, serialize and send.
    RoundTrip,
}

impl Mode {
    /// All modes, in display order.
    pub const ALL: [Mode; 3] = [Mode::Serialize, Mode::Deserialize, Mode::RoundTrip];

    /// The name used on the command line and in URLs: `serialize`, `deserialize`,
    /// `round-trip`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Serialize => "serialize",
            Mode::Deserialize => "deserialize",
            Mode::RoundTrip => "round-trip",
        }
    }

    fn needs_serialize(self) -> bool {
        matches!(self, Mode::Serialize | Mode::RoundTrip)
    }

    fn needs_deserialize(self) -> bool {
        matches!(self, Mode::Deserialize | Mode::RoundTrip)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that names no [`Mode`], [`CodecTimes`] or [`VariantPolicy`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} {found:?}; expected one of: {expected}")]
pub struct ParseError {
    /// What was being parsed (`mode`, …).
    pub what: &'static str,
    /// The text given.
    pub found: String,
    /// The accepted names, comma-separated.
    pub expected: &'static str,
}

/// Normalises user text for name lookups: trimmed, lowercase, `_` and spaces as `-`.
fn normalize(text: &str) -> String {
    text.trim().to_ascii_lowercase().replace(['_', ' '], "-")
}

impl FromStr for Mode {
    type Err = ParseError;

    /// Accepts `serialize`, `deserialize` and `round-trip` (also `round_trip`, `round trip`),
    /// in any case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = normalize(text);
        Mode::ALL
            .into_iter()
            .find(|mode| mode.name() == wanted)
            .ok_or_else(|| ParseError {
                what: "mode",
                found: text.to_owned(),
                expected: "serialize, deserialize, round-trip",
            })
    }
}

/// Where codec (compress / decompress) times come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CodecTimes {
    /// Measured times where the file has them; otherwise the upstream explorer's assumptions
    /// (zlib and zstd only), and the row is marked `estimated`. A codec with neither is
    /// skipped for that crate.
    #[default]
    Measured,
    /// Reproduce the upstream site: assumed zlib compress time, measured zstd compress time
    /// where recorded (else assumed), assumed zlib and zstd decompress times; other codecs use
    /// measured times. The arithmetic is the site's single precision (`f32`), so figures match
    /// it to the last digit.
    UpstreamAssumptions,
}

impl CodecTimes {
    /// Both settings, in display order.
    pub const ALL: [CodecTimes; 2] = [CodecTimes::Measured, CodecTimes::UpstreamAssumptions];

    /// Name for URLs and the command line: `measured`, `upstream`.
    pub fn name(self) -> &'static str {
        match self {
            CodecTimes::Measured => "measured",
            CodecTimes::UpstreamAssumptions => "upstream",
        }
    }
}

impl fmt::Display for CodecTimes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for CodecTimes {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = normalize(text);
        CodecTimes::ALL
            .into_iter()
            .find(|times| times.name() == wanted)
            .ok_or_else(|| ParseError {
                what: "codec times",
                found: text.to_owned(),
                expected: "measured, upstream",
            })
    }
}

/// Which variant's figures a crate is judged by, when an operation has named variants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VariantPolicy {
    /// The upstream site's rule, figure by figure: times take the first variant in name
    /// order, else the primary; sizes take the primary, else the first variant.
    Upstream,
    /// The primary figure, else the first variant in name order.
    PreferPrimary,
    /// Evaluate the primary and every variant (each figure taken from that variant where it
    /// has one, else from the primary) and keep the best.
    #[default]
    Best,
}

impl VariantPolicy {
    /// All policies, in display order.
    pub const ALL: [VariantPolicy; 3] = [
        VariantPolicy::Upstream,
        VariantPolicy::PreferPrimary,
        VariantPolicy::Best,
    ];

    /// Name for URLs and the command line: `upstream`, `primary`, `best`.
    pub fn name(self) -> &'static str {
        match self {
            VariantPolicy::Upstream => "upstream",
            VariantPolicy::PreferPrimary => "primary",
            VariantPolicy::Best => "best",
        }
    }
}

impl fmt::Display for VariantPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for VariantPolicy {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = normalize(text);
        VariantPolicy::ALL
            .into_iter()
            .find(|policy| policy.name() == wanted)
            .ok_or_else(|| ParseError {
                what: "variant policy",
                found: text.to_owned(),
                expected: "upstream, primary, best",
            })
    }
}

/// Network bandwidth in each direction, bytes per second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bandwidth {
    /// Sending (used by serialize and round trip).
    pub outbound_bytes_per_second: f64,
    /// Receiving (used by deserialize and round trip).
    pub inbound_bytes_per_second: f64,
}

impl Bandwidth {
    /// The same bandwidth both ways.
    pub fn symmetric(bytes_per_second: f64) -> Self {
        Self {
            outbound_bytes_per_second: bytes_per_second,
            inbound_bytes_per_second: bytes_per_second,
        }
    }
}

/// Everything the model needs besides the results file.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Dataset name (`mk48`, …).
    pub dataset: String,
    /// What the items go through.
    pub mode: Mode,
    /// Bandwidth each way.
    pub bandwidth: Bandwidth,
    /// CPU cores spent on (de)serialization and (de)compression; fractions allowed.
    pub cores: f64,
    /// Codecs allowed besides no compression (always allowed).
    pub codecs: BTreeSet<Codec>,
    /// Where codec times come from.
    pub codec_times: CodecTimes,
    /// Which variant figures to use.
    pub variants: VariantPolicy,
    /// Whether variants that do other work than their crate's primary are ranked too
    /// ([`crate::CrateInfo::set_aside`]). Off, a crate is judged by its primary and the
    /// variants that do the same work, and the others are left out (list them beside the
    /// ranking with [`set_aside`]). [`VariantPolicy::Upstream`] reproduces the upstream site,
    /// which knows no classing, and ignores this.
    pub include_other_work: bool,
}

/// The bandwidth, each way, of the view the explorer opens with: 1 TB per month.
pub const DEFAULT_VIEW_TB_PER_MONTH: f64 = 1.0;

/// The CPU cores of the view the explorer opens with: a hundredth of a core, a server's
/// share for serialization.
pub const DEFAULT_VIEW_CORES: f64 = 0.01;

impl Params {
    /// The view the explorer opens with, on `dataset`: serialize, [`DEFAULT_VIEW_TB_PER_MONTH`]
    /// each way, [`DEFAULT_VIEW_CORES`], every codec allowed with its measured times, each
    /// crate's best variant of the same work. The README's answer at a glance shows it too.
    pub fn default_view(dataset: &str) -> Params {
        Params {
            dataset: dataset.to_owned(),
            mode: Mode::Serialize,
            bandwidth: Bandwidth::symmetric(tb_per_month_to_bytes_per_second(
                DEFAULT_VIEW_TB_PER_MONTH,
            )),
            cores: DEFAULT_VIEW_CORES,
            codecs: Codec::ALL.into_iter().collect(),
            codec_times: CodecTimes::Measured,
            variants: VariantPolicy::Best,
            include_other_work: false,
        }
    }
}

/// Which resource limits a crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bottleneck {
    /// The wire: bytes per item ÷ bandwidth.
    Bandwidth,
    /// The CPU: seconds per item ÷ cores.
    Cpu,
}

impl Bottleneck {
    /// `bandwidth` or `cpu`.
    pub fn name(self) -> &'static str {
        match self {
            Bottleneck::Bandwidth => "bandwidth",
            Bottleneck::Cpu => "cpu",
        }
    }
}

impl fmt::Display for Bottleneck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One crate's best figure.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Crate id (key of [`ResultsFile::crates`]).
    pub crate_id: String,
    /// The best allowed codec; `None` = uncompressed.
    pub codec: Option<Codec>,
    /// The variant(s) whose figures were used, joined by ` / ` when figures came from
    /// different variants; `None` when all figures are primary.
    pub variant: Option<String>,
    /// Messages per second in the dataset's unit (logs, meshes, …).
    pub messages_per_second: f64,
    /// Where `messages_per_second` may lie: the model at the timings' bounds (see the
    /// [module documentation](self)); `None` when no timing it used has bounds. Holds
    /// `messages_per_second`.
    pub interval: Option<Interval>,
    /// `messages_per_second` ÷ the best crate's, in [0, 1]; exactly 1 for the best.
    pub relative: f64,
    /// The resource that limits this crate.
    pub bottleneck: Bottleneck,
    /// True when an assumed (not measured) codec time entered the CPU cost.
    pub estimated: bool,
    /// Bytes on the wire per item (compressed size; both directions in round trip).
    pub wire_bytes: u64,
    /// CPU seconds per item.
    pub cpu_seconds: f64,
}

/// Why the model could not run.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ModelError {
    /// The file has no figures for this dataset.
    #[error("unknown dataset {dataset:?}; this file has: {}", available.join(", "))]
    UnknownDataset {
        /// The dataset asked for.
        dataset: String,
        /// The datasets the file has.
        available: Vec<String>,
    },
    /// A parameter is negative or not a number.
    #[error("{name} must be a non-negative number, got {value}")]
    InvalidParameter {
        /// Which parameter (`cores`, `outbound bandwidth`, `inbound bandwidth`).
        name: &'static str,
        /// The value given.
        value: f64,
    },
}

/// Floating-point precision of the computation: the upstream site computes in `f32`; to
/// reproduce its figures exactly, every intermediate result is rounded to `f32`. (Rounding an
/// `f64` sum, product or quotient of two `f32` values to `f32` gives exactly the `f32`
/// operation's result, since `f64` has more than twice the bits.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Precision {
    Single,
    Double,
}

impl Precision {
    fn round(self, x: f64) -> f64 {
        match self {
            Precision::Single => f64::from(x as f32),
            Precision::Double => x,
        }
    }

    fn count(self, n: u64) -> f64 {
        match self {
            Precision::Single => f64::from(n as f32),
            Precision::Double => n as f64,
        }
    }

    /// Largest finite value: results are capped here instead of becoming infinite.
    fn max(self) -> f64 {
        match self {
            Precision::Single => f64::from(f32::MAX),
            Precision::Double => f64::MAX,
        }
    }

    /// Bandwidth in bytes per second as this precision's computation sees it. In single
    /// precision this retraces the upstream site: whole bytes per month, then to `f32`, then
    /// times the `f32` reciprocal of the month's seconds.
    fn bandwidth(self, bytes_per_second: f64) -> f64 {
        match self {
            Precision::Double => bytes_per_second,
            Precision::Single => {
                // Saturating float-to-int cast; infinity becomes u64::MAX, still finite.
                let bytes_per_month = (bytes_per_second * SECONDS_PER_MONTH).round() as u64;
                let per_second = 1.0f32 / (30.4f32 * 24.0 * 60.0 * 60.0);
                f64::from(bytes_per_month as f32 * per_second)
            }
        }
    }
}

/// The upstream explorer's assumed codec speeds, MB (1e6 bytes) of uncompressed data per
/// second: (compress, decompress).
fn assumed_megabytes_per_second(codec: Codec) -> Option<(f64, f64)> {
    match codec {
        Codec::Zlib => Some((15.6875, 400.0)),
        Codec::Zstd => Some((101.4925, 1360.0)),
        Codec::Lz4 | Codec::Brotli => None,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Compress,
    Decompress,
}

/// How figures are picked out of [`Variants`] for one evaluation.
#[derive(Clone, Copy)]
enum Pick<'a> {
    /// The upstream site's rule (see [`VariantPolicy::Upstream`]).
    Upstream,
    /// This variant where the figure has it, else the primary, else the first variant.
    Variant(Option<&'a str>),
}

/// Collects the variant names whose figures an evaluation used.
#[derive(Default)]
struct UsedVariants<'a>(Vec<&'a str>);

impl<'a> UsedVariants<'a> {
    fn note(&mut self, variant: Option<&'a str>) {
        if let Some(name) = variant {
            if !self.0.contains(&name) {
                self.0.push(name);
            }
        }
    }

    fn label(&self) -> Option<String> {
        (!self.0.is_empty()).then(|| self.0.join(" / "))
    }
}

fn first_variant<T>(figures: &Variants<T>) -> Option<(Option<&str>, &T)> {
    figures
        .variants
        .iter()
        .next()
        .map(|(name, value)| (Some(name.as_str()), value))
}

fn primary<T>(figures: &Variants<T>) -> Option<(Option<&str>, &T)> {
    figures.primary.as_ref().map(|value| (None, value))
}

impl<'a> Pick<'a> {
    /// A time figure: upstream takes the first variant, else the primary.
    fn time<'f, T>(self, figures: &'f Variants<T>) -> Option<(Option<&'f str>, &'f T)>
    where
        'a: 'f,
    {
        match self {
            Pick::Upstream => first_variant(figures).or_else(|| primary(figures)),
            Pick::Variant(_) => self.size(figures),
        }
    }

    /// A size figure: upstream takes the primary, else the first variant.
    fn size<'f, T>(self, figures: &'f Variants<T>) -> Option<(Option<&'f str>, &'f T)>
    where
        'a: 'f,
    {
        let named = match self {
            Pick::Variant(Some(name)) => figures.variants.get_key_value(name),
            Pick::Variant(None) | Pick::Upstream => None,
        };
        named
            .map(|(name, value)| (Some(name.as_str()), value))
            .or_else(|| primary(figures))
            .or_else(|| first_variant(figures))
    }
}

/// Per-call constants of the costs half of the model.
struct Context<'p> {
    params: &'p Params,
    precision: Precision,
}

/// One way of sending a crate's items (a codec and a pick of variants) and what it costs per
/// item: independent of bandwidth and cores.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Cost {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    codec: Option<Codec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    variant: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    estimated: bool,
    /// Bytes of one item on the wire (each way).
    wire_size: u64,
    #[serde(with = "exact_f64")]
    cpu_seconds: f64,
    /// CPU seconds per item with every timing at its fastest and at its slowest bound, when
    /// some timing has bounds.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "exact_f64_pair"
    )]
    cpu_bounds: Option<(f64, f64)>,
}

/// Serde of an `f64` as its bit pattern, a JSON integer: read back to the bit by any JSON
/// reader, where a decimal is only with serde_json's `float_roundtrip`, which the explorer's
/// wasm goes without. [`Costs`] read back must rank exactly as the costs written.
mod exact_f64 {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(value.to_bits())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f64, D::Error> {
        u64::deserialize(deserializer).map(f64::from_bits)
    }
}

/// [`exact_f64`] for an optional pair.
mod exact_f64_pair {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(
        value: &Option<(f64, f64)>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value
            .map(|(low, high)| (low.to_bits(), high.to_bits()))
            .serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<(f64, f64)>, D::Error> {
        let bits = Option::<(u64, u64)>::deserialize(deserializer)?;
        Ok(bits.map(|(low, high)| (f64::from_bits(low), f64::from_bits(high))))
    }
}

/// CPU seconds per item: the point figure, and the same sum with every timing at its fastest
/// and at its slowest bound (a timing without bounds counts its estimate in both).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Seconds {
    point: f64,
    fastest: f64,
    slowest: f64,
    /// True when some timing of the sum has bounds.
    bounded: bool,
}

impl Seconds {
    const ZERO: Seconds = Seconds::point(0.0);

    const fn point(seconds: f64) -> Seconds {
        Seconds {
            point: seconds,
            fastest: seconds,
            slowest: seconds,
            bounded: false,
        }
    }

    /// The sum, each part rounded as the model's precision rounds the point figure.
    fn plus(self, other: Seconds, p: Precision) -> Seconds {
        Seconds {
            point: p.round(self.point + other.point),
            fastest: p.round(self.fastest + other.fastest),
            slowest: p.round(self.slowest + other.slowest),
            bounded: self.bounded || other.bounded,
        }
    }
}

/// The half of the model that does not depend on bandwidth or cores: every allowed way of
/// sending each crate's items, with its wire bytes and CPU seconds, in the order ties are
/// broken. [`Costs::rank`] applies a bandwidth and a core count to it, which is cheap: a
/// slider step reruns only that. [`throughput`] is `costs` then `rank`.
///
/// Written and read as JSON (serde), for a page that ranks one view's crates without the
/// run's figures: the site's build writes the first view's costs into the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Costs {
    mode: Mode,
    precision: Precision,
    #[serde(with = "exact_f64")]
    messages_per_item: f64,
    /// Per crate id (in id order), its ways in tie-breaking order.
    crates: Vec<(String, Vec<Cost>)>,
}

/// Bandwidth and cores as the ranking sees them.
struct Limits {
    mode: Mode,
    precision: Precision,
    outbound: f64,
    inbound: f64,
    cores: f64,
}

impl Context<'_> {
    /// Nanoseconds to seconds, as upstream divides (not multiplies by 1e-9), with the
    /// timing's bounds (clamped to non-negative, finite values); `None` when the estimate is
    /// not a non-negative number.
    fn seconds(&self, timing: &Timing) -> Option<Seconds> {
        let ns = timing.estimate_ns;
        if !(ns.is_finite() && ns >= 0.0) {
            return None;
        }
        let to_seconds = |ns: f64| self.precision.round(ns / 1e9);
        let point = to_seconds(ns);
        Some(match Interval::of_timing(timing) {
            Some(interval) if interval.low.is_finite() && interval.high.is_finite() => Seconds {
                point,
                fastest: to_seconds(interval.low.max(0.0)),
                slowest: to_seconds(interval.high),
                bounded: true,
            },
            _ => Seconds::point(point),
        })
    }

    fn assumed_seconds(
        &self,
        codec: Codec,
        direction: Direction,
        uncompressed: u64,
    ) -> Option<f64> {
        let (compress, decompress) = assumed_megabytes_per_second(codec)?;
        let rate = match direction {
            Direction::Compress => compress,
            Direction::Decompress => decompress,
        };
        let round = |x| self.precision.round(x);
        let seconds_per_byte = round(1.0 / round(round(rate) * 1e6));
        Some(round(self.precision.count(uncompressed) * seconds_per_byte))
    }

    /// Seconds to compress or decompress one item with `codec`, and whether it is assumed.
    fn codec_seconds(
        &self,
        codec: Codec,
        direction: Direction,
        measured: Option<&Timing>,
        uncompressed: u64,
    ) -> Option<(Seconds, bool)> {
        let measured = measured.and_then(|t| self.seconds(t));
        let assumed = || {
            self.assumed_seconds(codec, direction, uncompressed)
                .map(|s| (Seconds::point(s), true))
        };
        let use_measured = match self.params.codec_times {
            CodecTimes::Measured => true,
            // The upstream site reads only zstd compress times; for zlib and zstd it assumes
            // everything else. Codecs it does not know keep their measured times.
            CodecTimes::UpstreamAssumptions => match codec {
                Codec::Zstd => direction == Direction::Compress,
                Codec::Zlib => false,
                Codec::Lz4 | Codec::Brotli => true,
            },
        };
        if use_measured {
            measured.map(|s| (s, false)).or_else(assumed)
        } else {
            assumed()
        }
    }

    /// The cost of one crate with one way of picking variants and one codec (`None` = none).
    fn cost<'f>(
        &self,
        results: &'f CrateResults,
        pick: Pick<'f>,
        codec: Option<Codec>,
    ) -> Option<Cost> {
        let p = self.precision;
        let mode = self.params.mode;
        let mut used = UsedVariants::default();

        let mut operation_seconds = |operation: Operation| -> Option<Seconds> {
            let (variant, timing) = pick.time(results.operations.get(&operation)?)?;
            used.note(variant);
            self.seconds(timing)
        };
        let serialize = if mode.needs_serialize() {
            operation_seconds(Operation::Serialize)?
        } else {
            Seconds::ZERO
        };
        let deserialize = if mode.needs_deserialize() {
            operation_seconds(Operation::Deserialize)?
        } else {
            Seconds::ZERO
        };

        let (size_variant, &uncompressed) = pick.size(&results.size)?;
        used.note(size_variant);

        let (wire_size, compress, decompress, estimated) = match codec {
            None => (uncompressed, Seconds::ZERO, Seconds::ZERO, false),
            Some(codec) => {
                let figures = results.codecs.get(&codec)?;
                let (variant, chosen) = pick.size(figures)?;
                used.note(variant);
                let (compress_timing, decompress_timing) = match pick {
                    Pick::Upstream => (
                        upstream_codec_time(figures, |f| f.compress.as_ref()),
                        upstream_codec_time(figures, |f| f.decompress.as_ref()),
                    ),
                    Pick::Variant(_) => (chosen.compress.as_ref(), chosen.decompress.as_ref()),
                };
                let mut estimated = false;
                let mut time = |direction, needed: bool, timing| -> Option<Seconds> {
                    if !needed {
                        return Some(Seconds::ZERO);
                    }
                    let (seconds, assumed) =
                        self.codec_seconds(codec, direction, timing, uncompressed)?;
                    estimated |= assumed;
                    Some(seconds)
                };
                let compress = time(Direction::Compress, mode.needs_serialize(), compress_timing)?;
                let decompress = time(
                    Direction::Decompress,
                    mode.needs_deserialize(),
                    decompress_timing,
                )?;
                (chosen.size, compress, decompress, estimated)
            }
        };

        let serialize_total = serialize.plus(compress, p);
        let deserialize_total = deserialize.plus(decompress, p);
        let cpu = match mode {
            Mode::Serialize => serialize_total,
            Mode::Deserialize => deserialize_total,
            Mode::RoundTrip => serialize_total.plus(deserialize_total, p),
        };
        if !cpu.point.is_finite() {
            return None;
        }
        let bounds_finite = cpu.fastest.is_finite() && cpu.slowest.is_finite();
        Some(Cost {
            codec,
            variant: used.label(),
            estimated,
            wire_size,
            cpu_seconds: cpu.point,
            cpu_bounds: (cpu.bounded && bounds_finite).then_some((cpu.fastest, cpu.slowest)),
        })
    }

    /// Every allowed way of sending one crate's items, in tie-breaking order: primary before
    /// variants, no compression before codecs in [`Codec::ALL`] order, as the upstream site.
    fn costs_of_crate(&self, results: &CrateResults) -> Vec<Cost> {
        let variant_names;
        let picks: Vec<Pick<'_>> = match self.params.variants {
            VariantPolicy::Upstream => vec![Pick::Upstream],
            VariantPolicy::PreferPrimary => vec![Pick::Variant(None)],
            VariantPolicy::Best => {
                variant_names = self.variant_names(results);
                std::iter::once(Pick::Variant(None))
                    .chain(variant_names.iter().map(|name| Pick::Variant(Some(name))))
                    .collect()
            }
        };
        let codecs = std::iter::once(None).chain(
            Codec::ALL
                .into_iter()
                .filter(|codec| self.params.codecs.contains(codec))
                .map(Some),
        );
        let codecs: Vec<Option<Codec>> = codecs.collect();
        let mut costs = Vec::new();
        for pick in picks {
            for &codec in &codecs {
                costs.extend(self.cost(results, pick, codec));
            }
        }
        costs
    }

    /// Every variant name among the figures this mode can use.
    fn variant_names<'f>(&self, results: &'f CrateResults) -> BTreeSet<&'f str> {
        let mode = self.params.mode;
        let operations = [
            (mode.needs_serialize(), Operation::Serialize),
            (mode.needs_deserialize(), Operation::Deserialize),
        ];
        let mut names: BTreeSet<&str> = operations
            .into_iter()
            .filter(|(needed, _)| *needed)
            .filter_map(|(_, operation)| results.operations.get(&operation))
            .flat_map(|figures| figures.variants.keys().map(String::as_str))
            .collect();
        names.extend(results.size.variants.keys().map(String::as_str));
        for (codec, figures) in &results.codecs {
            if self.params.codecs.contains(codec) {
                names.extend(figures.variants.keys().map(String::as_str));
            }
        }
        names
    }
}

impl Limits {
    /// Items per second the wire allows for `size` bytes per item (infinite when free).
    fn wire_limit(&self, size: u64) -> f64 {
        if size == 0 {
            return f64::INFINITY;
        }
        let p = self.precision;
        let bytes = p.count(size);
        match self.mode {
            Mode::Serialize => p.round(self.outbound / bytes),
            Mode::Deserialize => p.round(self.inbound / bytes),
            // 1 / (size/out + size/in) = H / (2 size), H the harmonic mean of the two
            // bandwidths. The upstream site knows one bandwidth B and computes B / (2 size)
            // in f32. For f32 inputs 2·out·in is exact in f64, and so is H when out = in: this
            // is then the site's figure, and it stays monotone in each bandwidth.
            Mode::RoundTrip if p == Precision::Single => {
                let sum = self.outbound + self.inbound;
                let harmonic = if sum > 0.0 {
                    p.round(2.0 * self.outbound * self.inbound / sum)
                } else {
                    0.0
                };
                p.round(harmonic / p.count(size.saturating_mul(2)))
            }
            Mode::RoundTrip => {
                let wire_seconds =
                    p.round(p.round(bytes / self.outbound) + p.round(bytes / self.inbound));
                p.round(1.0 / wire_seconds)
            }
        }
    }

    /// Items per second the CPU allows at `cpu_seconds` per item (infinite when free).
    fn cpu_limit(&self, cpu_seconds: f64) -> f64 {
        if cpu_seconds == 0.0 {
            f64::INFINITY
        } else {
            self.precision.round(self.cores / cpu_seconds)
        }
    }

    /// Messages per second and bottleneck of one way of sending items.
    fn judge(&self, cost: &Cost, messages_per_item: f64) -> (f64, Bottleneck) {
        self.judge_at(cost.wire_size, cost.cpu_seconds, messages_per_item)
    }

    /// The interval of [`Limits::judge`]'s messages per second: the fastest CPU cost gives its
    /// top, the slowest its bottom.
    fn interval(&self, cost: &Cost, messages_per_item: f64) -> Option<Interval> {
        let (fastest, slowest) = cost.cpu_bounds?;
        let (high, _) = self.judge_at(cost.wire_size, fastest, messages_per_item);
        let (low, _) = self.judge_at(cost.wire_size, slowest, messages_per_item);
        Interval::new(low, high)
    }

    /// Messages per second and bottleneck at `wire_size` bytes and `cpu_seconds` per item.
    fn judge_at(
        &self,
        wire_size: u64,
        cpu_seconds: f64,
        messages_per_item: f64,
    ) -> (f64, Bottleneck) {
        let p = self.precision;
        let wire_limit = self.wire_limit(wire_size);
        let cpu_limit = self.cpu_limit(cpu_seconds);
        // Ties go to the CPU, as on the upstream site.
        let (items_per_second, bottleneck) = if wire_limit < cpu_limit {
            (wire_limit, Bottleneck::Bandwidth)
        } else {
            (cpu_limit, Bottleneck::Cpu)
        };
        let items_per_second = items_per_second.min(p.max());
        let messages_per_second = p.round(items_per_second * messages_per_item).min(p.max());
        (messages_per_second, bottleneck)
    }
}

/// The upstream site's choice of a codec time: the first variant (in name order) that has
/// one, else the primary's.
fn upstream_codec_time(
    figures: &Variants<CodecFigures>,
    time: impl Fn(&CodecFigures) -> Option<&Timing>,
) -> Option<&Timing> {
    figures
        .variants
        .values()
        .find_map(&time)
        .or_else(|| figures.primary.as_ref().and_then(&time))
}

fn check_parameter(name: &'static str, value: f64) -> Result<f64, ModelError> {
    if value >= 0.0 {
        Ok(value)
    } else {
        Err(ModelError::InvalidParameter { name, value })
    }
}

/// Ranks the crates of `params.dataset` by messages per second, best first (ties in crate id
/// order). See the [module documentation](self) for the model and its edge cases. The same as
/// [`costs`] followed by [`Costs::rank`].
pub fn throughput(file: &ResultsFile, params: &Params) -> Result<Vec<Row>, ModelError> {
    // Parameters are checked before the dataset is looked up.
    check_limits(params.bandwidth, params.cores)?;
    costs(file, params)?.rank(params.bandwidth, params.cores)
}

fn check_limits(bandwidth: Bandwidth, cores: f64) -> Result<(f64, f64, f64), ModelError> {
    Ok((
        check_parameter("outbound bandwidth", bandwidth.outbound_bytes_per_second)?,
        check_parameter("inbound bandwidth", bandwidth.inbound_bytes_per_second)?,
        check_parameter("cores", cores)?,
    ))
}

/// The part of the model that does not depend on `params.bandwidth` or `params.cores` (which
/// it ignores): see [`Costs`].
pub fn costs(file: &ResultsFile, params: &Params) -> Result<Costs, ModelError> {
    let dataset = file
        .datasets
        .get(&params.dataset)
        .ok_or_else(|| ModelError::UnknownDataset {
            dataset: params.dataset.clone(),
            available: file.datasets.keys().cloned().collect(),
        })?;
    let precision = match params.codec_times {
        CodecTimes::Measured => Precision::Double,
        CodecTimes::UpstreamAssumptions => Precision::Single,
    };
    // A dataset this build does not know counts each item as one message.
    let messages_per_item = datasets::dataset(&params.dataset).map_or(1, |d| d.messages_per_item);
    let context = Context { params, precision };
    Ok(Costs {
        mode: params.mode,
        precision,
        messages_per_item: precision.round(f64::from(messages_per_item)),
        crates: dataset
            .crates
            .iter()
            .map(|(crate_id, results)| {
                let ranked = ranked_figures(file, params, crate_id, results);
                (crate_id.clone(), context.costs_of_crate(&ranked))
            })
            .collect(),
    })
}

/// A crate's figures as a ranking under `params` sees them: without the variants it sets
/// aside ([`Params::include_other_work`]).
fn ranked_figures<'f>(
    file: &ResultsFile,
    params: &Params,
    crate_id: &str,
    results: &'f CrateResults,
) -> Cow<'f, CrateResults> {
    if params.include_other_work || params.variants == VariantPolicy::Upstream {
        return Cow::Borrowed(results);
    }
    let Some(info) = file.crates.get(crate_id) else {
        return Cow::Borrowed(results);
    };
    let keep = |name: &str| info.is_ranked(Some(name), false);
    let names = results
        .operations
        .values()
        .flat_map(|v| v.variants.keys())
        .chain(results.size.variants.keys())
        .chain(results.codecs.values().flat_map(|v| v.variants.keys()));
    if names.into_iter().all(|name| keep(name)) {
        return Cow::Borrowed(results);
    }
    let mut kept = results.clone();
    for figures in kept.operations.values_mut() {
        figures.variants.retain(|name, _| keep(name));
    }
    kept.operations.retain(|_, figures| !figures.is_empty());
    kept.size.variants.retain(|name, _| keep(name));
    for figures in kept.codecs.values_mut() {
        figures.variants.retain(|name, _| keep(name));
    }
    kept.codecs.retain(|_, figures| !figures.is_empty());
    Cow::Owned(kept)
}

/// `file` without the variants a default ranking sets aside ([`crate::CrateInfo::set_aside`]),
/// in every dataset: what charts draw when they rank like with like.
pub fn without_set_aside(file: &ResultsFile) -> ResultsFile {
    let params = Params {
        include_other_work: false,
        ..Params::default_view("")
    };
    let mut kept = file.clone();
    for dataset in kept.datasets.values_mut() {
        for (crate_id, results) in dataset.crates.iter_mut() {
            if let Cow::Owned(ranked) = ranked_figures(file, &params, crate_id, results) {
                *results = ranked;
            }
        }
    }
    kept
}

/// A variant a ranking leaves out, and why ([`crate::CrateInfo::set_aside`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// Crate id (key of [`ResultsFile::crates`]).
    pub crate_id: String,
    /// The variant's name.
    pub variant: String,
    /// Why it is not comparable with the primaries.
    pub why: String,
}

/// The variants that [`throughput`] under `params` leaves out, in crate id then variant
/// order: those with a figure of an operation the mode needs, which [`Params::include_other_work`]
/// would rank. Empty when it is on, or under [`VariantPolicy::Upstream`].
pub fn set_aside(file: &ResultsFile, params: &Params) -> Vec<SetAside> {
    if params.include_other_work || params.variants == VariantPolicy::Upstream {
        return Vec::new();
    }
    let Some(dataset) = file.datasets.get(&params.dataset) else {
        return Vec::new();
    };
    let operations = [
        (params.mode.needs_serialize(), Operation::Serialize),
        (params.mode.needs_deserialize(), Operation::Deserialize),
    ];
    let mut out = Vec::new();
    for (crate_id, results) in &dataset.crates {
        let Some(info) = file.crates.get(crate_id) else {
            continue;
        };
        let names: BTreeSet<&String> = operations
            .iter()
            .filter(|(needed, _)| *needed)
            .filter_map(|(_, operation)| results.operations.get(operation))
            .flat_map(|figures| figures.variants.keys())
            .collect();
        for name in names {
            if let Some(why) = info.set_aside(Some(name)) {
                out.push(SetAside {
                    crate_id: crate_id.clone(),
                    variant: name.clone(),
                    why: why.to_owned(),
                });
            }
        }
    }
    out
}

impl Costs {
    /// Ranks the crates under `bandwidth` and `cores`: each crate's best way (ties keep the
    /// earlier), best crate first (ties in crate id order).
    pub fn rank(&self, bandwidth: Bandwidth, cores: f64) -> Result<Vec<Row>, ModelError> {
        let (outbound, inbound, cores) = check_limits(bandwidth, cores)?;
        let precision = self.precision;
        let limits = Limits {
            mode: self.mode,
            precision,
            outbound: precision.bandwidth(outbound),
            inbound: precision.bandwidth(inbound),
            cores: precision.round(cores),
        };
        let round_trip_factor = if self.mode == Mode::RoundTrip { 2 } else { 1 };
        let mut rows: Vec<Row> = self
            .crates
            .iter()
            .filter_map(|(crate_id, ways)| {
                let mut best: Option<(&Cost, f64, Bottleneck)> = None;
                for cost in ways {
                    let (messages_per_second, bottleneck) =
                        limits.judge(cost, self.messages_per_item);
                    if best.is_none_or(|(_, m, _)| messages_per_second > m) {
                        best = Some((cost, messages_per_second, bottleneck));
                    }
                }
                let (cost, messages_per_second, bottleneck) = best?;
                Some(Row {
                    crate_id: crate_id.clone(),
                    codec: cost.codec,
                    variant: cost.variant.clone(),
                    messages_per_second,
                    interval: limits.interval(cost, self.messages_per_item),
                    relative: 0.0,
                    bottleneck,
                    estimated: cost.estimated,
                    wire_bytes: cost.wire_size.saturating_mul(round_trip_factor),
                    cpu_seconds: cost.cpu_seconds,
                })
            })
            .collect();
        // Stable: equal figures stay in crate id order.
        rows.sort_by(|a, b| b.messages_per_second.total_cmp(&a.messages_per_second));
        let best = rows.first().map_or(0.0, |row| row.messages_per_second);
        for row in &mut rows {
            row.relative = if best > 0.0 {
                precision.round(row.messages_per_second / best)
            } else {
                1.0
            };
        }
        Ok(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The assumed speeds are stored as f64; single precision must see the same f32 the
    /// upstream site's f32 literals give (no double-rounding surprise).
    #[test]
    fn assumed_speeds_round_to_the_sites_f32_constants() {
        let f32_of = |codec| {
            let (compress, decompress) = assumed_megabytes_per_second(codec).unwrap();
            (compress as f32, decompress as f32)
        };
        assert_eq!(f32_of(Codec::Zlib), (31.375f32 * 0.5, 400.0f32));
        assert_eq!(f32_of(Codec::Zstd), (202.985f32 * 0.5, 1360.0f32));
    }

    #[test]
    fn single_precision_bandwidth_retraces_whole_bytes_per_month() {
        let bps = tb_per_month_to_bytes_per_second(1.0);
        let expected = 1e12f32 * (1.0f32 / (30.4f32 * 24.0 * 60.0 * 60.0));
        assert_eq!(Precision::Single.bandwidth(bps), f64::from(expected));
        assert_eq!(Precision::Double.bandwidth(bps), bps);
        assert!(Precision::Single.bandwidth(f64::INFINITY).is_finite());
    }
}
