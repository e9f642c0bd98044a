//! The whole view of the explorer as a URL query string.
//!
//! Every control, sort and filter lives in [`ViewState`]; [`ViewState::to_query`] writes it and
//! [`parse`] reads it back. Both are pure and total: parsing any string yields a usable state
//! plus a list of human-readable notices for what was ignored, and a state written then parsed
//! comes back identical. The browser glue (`history.rs`) only moves strings in and out.
//!
//! Parameters (all optional; anything missing takes its default):
//!
//! | key     | meaning                                   | example              |
//! |---------|-------------------------------------------|----------------------|
//! | `run`   | results file shown                        | `run=2026-11-29.json`|
//! | `base`  | baseline run for "compare runs"           | `base=2024-4-7.json` |
//! | `ds`    | dataset                                   | `ds=mk48`            |
//! | `mode`  | serialize / deserialize / round-trip      | `mode=round-trip`    |
//! | `unit`  | bandwidth unit: `tb` (TB/month), `mbit`   | `unit=mbit`          |
//! | `out`   | outbound bandwidth in `unit`              | `out=1`              |
//! | `in`    | inbound bandwidth; present only when unlinked | `in=0.5`         |
//! | `cores` | CPU cores                                 | `cores=0.01`         |
//! | `codecs`| allowed codecs besides none, comma separated | `codecs=zlib,zstd` |
//! | `times` | codec times: `measured` or `upstream`     | `times=upstream`     |
//! | `q`     | crate search text                         | `q=serde`            |
//! | `fam`   | encoding family filter, repeated          | `fam=json&fam=cbor`  |
//! | `var`   | variant policy: `upstream`, `primary`, `best` | `var=best`       |
//! | `all`   | rank variants that do other work too; written only when on | `all=1` |
//! | `noise` | compare runs: also the rows whose changes may be noise; written only when on | `noise=1` |
//! | `sort`  | raw table sort column, `-` = descending   | `sort=-size`         |
//! | `fig`   | raw tables: `time`, `instructions`, `both`; written only when not `time` | `fig=both` |
//! | `raw`   | the raw table's figures: `times`, `sizes`, `codec-times`, `allocations`; written only when not the sorted column's kind (else `times`) | `raw=sizes` |

use crate::choices::{BandwidthUnit, RawColumn, Shown, UrlName};
use schema::model::{CodecTimes, Mode, VariantPolicy};
use schema::{Codec, FigureKind};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Default dataset, as the upstream explorer opens.
pub const DEFAULT_DATASET: &str = "mk48";
/// Default bandwidth: 1 TB per month, as the upstream explorer opens.
pub const DEFAULT_BANDWIDTH_TB: f64 = 1.0;
/// Default CPU budget, as the upstream explorer opens (a hundredth of a core).
pub const DEFAULT_CORES: f64 = 0.01;
/// Largest bandwidth accepted, in either unit: far above any real link, small enough that
/// every derived figure stays finite.
pub const MAX_BANDWIDTH: f64 = 1e12;
/// Largest core count accepted.
pub const MAX_CORES: f64 = 1e6;

/// How the raw table is sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    /// Column sorted on.
    pub column: RawColumn,
    /// Largest first when true.
    pub descending: bool,
}

impl Default for Sort {
    fn default() -> Self {
        Sort {
            column: RawColumn::Crate,
            descending: false,
        }
    }
}

/// The codecs allowed besides "none" (uncompressed), which the model always allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecSet(pub BTreeSet<Codec>);

impl Default for CodecSet {
    /// Everything allowed, as the upstream explorer opens.
    fn default() -> Self {
        CodecSet(Codec::ALL.into_iter().collect())
    }
}

impl CodecSet {
    /// Whether `codec` is allowed.
    pub fn contains(&self, codec: Codec) -> bool {
        self.0.contains(&codec)
    }

    /// The same set with `codec` switched on or off.
    pub fn toggled(&self, codec: Codec) -> CodecSet {
        let mut next = self.0.clone();
        if !next.remove(&codec) {
            next.insert(codec);
        }
        CodecSet(next)
    }
}

/// Everything the explorer shows, as the URL holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct ViewState {
    /// Results file shown; `None` means the manifest's default run (its newest native run).
    pub run: Option<String>,
    /// Baseline run for comparison; `None` hides the comparison.
    pub baseline: Option<String>,
    /// Dataset name (always one of [`schema::DATASETS`]).
    pub dataset: String,
    /// Which operations the throughput model charges.
    pub mode: Mode,
    /// Unit the bandwidth figures below are expressed in.
    pub unit: BandwidthUnit,
    /// Outbound bandwidth, in `unit`.
    pub outbound: f64,
    /// Inbound bandwidth, in `unit`; equal to `outbound` while `linked`.
    pub inbound: f64,
    /// Whether inbound follows outbound.
    pub linked: bool,
    /// CPU cores available.
    pub cores: f64,
    /// Allowed codecs besides none.
    pub codecs: CodecSet,
    /// Where codec times come from.
    pub codec_times: CodecTimes,
    /// Crate search text (substring of the crate id or name, case-insensitive).
    pub search: String,
    /// Encoding families shown; empty means all.
    pub families: BTreeSet<String>,
    /// Which variant stands for a crate's operation.
    pub variants: VariantPolicy,
    /// Whether variants that do other work than their crate's primary are ranked too
    /// (`schema::model::Params::include_other_work`).
    pub all_variants: bool,
    /// Whether the comparison with a baseline also lists the rows none of whose changes
    /// stands out ([`schema::compare::Change::stands_out`]).
    pub compare_all: bool,
    /// Raw table ordering.
    pub sort: Sort,
    /// What the raw tables show in their timed columns.
    pub shown: Shown,
    /// The kind of figures the raw table shows.
    pub raw: FigureKind,
}

impl Default for ViewState {
    fn default() -> Self {
        ViewState {
            run: None,
            baseline: None,
            dataset: DEFAULT_DATASET.to_owned(),
            mode: Mode::Serialize,
            unit: BandwidthUnit::TbPerMonth,
            outbound: DEFAULT_BANDWIDTH_TB,
            inbound: DEFAULT_BANDWIDTH_TB,
            linked: true,
            cores: DEFAULT_CORES,
            codecs: CodecSet::default(),
            codec_times: CodecTimes::default(),
            search: String::new(),
            families: BTreeSet::new(),
            variants: VariantPolicy::default(),
            all_variants: false,
            compare_all: false,
            sort: Sort::default(),
            shown: Shown::default(),
            raw: FigureKind::default(),
        }
    }
}

impl Sort {
    /// The kind of figures whose table has the sorted column; `None` for the crate and the
    /// zero-copy columns, which no kind's table lacks.
    pub fn column_kind(self) -> Option<FigureKind> {
        self.column.metric().and_then(FigureKind::of)
    }

    /// The kind an address without `raw` shows: the sorted column's ([`Sort::column_kind`]),
    /// else the default, so that a link sorted by a codec's size shows the sizes.
    pub fn kind(self) -> FigureKind {
        self.column_kind().unwrap_or_default()
    }
}

/// A parameter value that was present but could not be used, and was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Parameter key as written in the URL.
    pub key: String,
    /// Why it was ignored.
    pub reason: String,
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "URL parameter “{}”: {}", self.key, self.reason)
    }
}

/// Result of reading a query string: always a usable state, plus what was ignored.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    /// The view to show.
    pub state: ViewState,
    /// Values that were ignored, in URL order.
    pub notices: Vec<Notice>,
}

/// Reads a query string (with or without the leading `?`). Never fails: every value that
/// cannot be used is named in a [`Notice`] and ignored, and the rest of the query still
/// applies. That covers unknown keys (each occurrence), malformed or unknown values, each
/// unknown codec of `codecs` (the known ones apply), and the later values of a repeated
/// single-valued key (the first usable value applies). Encoding families (`fam`) are checked
/// against a run once it is loaded ([`resolve_families`]).
pub fn parse(query: &str) -> Parsed {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut state = ViewState::default();
    let mut notices = Vec::new();
    // Single-valued keys whose value was used, with that value.
    let mut applied: BTreeMap<String, String> = BTreeMap::new();
    let mut inbound: Option<f64> = None;
    let mut raw: Option<FigureKind> = None;
    let mut families = BTreeSet::new();
    let mut notice = |key: &str, reason: String| {
        notices.push(Notice {
            key: key.to_owned(),
            reason,
        })
    };

    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        let key = key.as_ref();
        let value = value.as_ref();
        if key.is_empty() && value.is_empty() {
            continue; // stray `&`
        }
        if key == "fam" {
            if !value.is_empty() {
                families.insert(value.to_owned());
            }
            continue;
        }
        if let Some(first) = applied.get(key) {
            notice(
                key,
                format!("given more than once; “{value}” ignored, “{first}” applies"),
            );
            continue;
        }
        let used: Result<(), String> = match key {
            "run" => {
                state.run = non_empty(value);
                Ok(())
            }
            "base" => {
                state.baseline = non_empty(value);
                Ok(())
            }
            "ds" => match schema::dataset(value) {
                Some(info) => {
                    state.dataset = info.name.to_owned();
                    Ok(())
                }
                None => Err(format!(
                    "unknown dataset “{value}” (known: {}); ignored",
                    schema::datasets::dataset_names().join(", ")
                )),
            },
            "mode" => parse_choice::<Mode>(value).map(|mode| state.mode = mode),
            "unit" => parse_choice::<BandwidthUnit>(value).map(|unit| state.unit = unit),
            "out" => parse_number(value, MAX_BANDWIDTH).map(|number| state.outbound = number),
            "in" => parse_number(value, MAX_BANDWIDTH).map(|number| inbound = Some(number)),
            "cores" => parse_number(value, MAX_CORES).map(|number| state.cores = number),
            "codecs" => {
                let (codecs, unknown) = parse_codecs(value);
                for name in &unknown {
                    notice(key, unknown_choice::<Codec>(name));
                }
                match codecs {
                    Some(codecs) => {
                        state.codecs = codecs;
                        Ok(())
                    }
                    // Nothing usable: the default stays, and the next `codecs` may apply.
                    None => continue,
                }
            }
            "times" => parse_choice::<CodecTimes>(value).map(|times| state.codec_times = times),
            "q" => {
                state.search = value.to_owned();
                Ok(())
            }
            "var" => parse_choice::<VariantPolicy>(value).map(|policy| state.variants = policy),
            "all" => {
                parse_flag(value, "only like work is ranked").map(|on| state.all_variants = on)
            }
            "noise" => parse_flag(value, "only the changes that stand out are compared")
                .map(|on| state.compare_all = on),
            "sort" => {
                let (descending, name) = match value.strip_prefix('-') {
                    Some(rest) => (true, rest),
                    None => (false, value),
                };
                parse_choice::<RawColumn>(name)
                    .map(|column| state.sort = Sort { column, descending })
            }
            "fig" => parse_choice::<Shown>(value).map(|shown| state.shown = shown),
            "raw" => parse_choice::<FigureKind>(value).map(|kind| raw = Some(kind)),
            _ => {
                let hint = match key {
                    "dataset" => " (the dataset is “ds”)",
                    "crate" | "crates" | "search" => " (crates are searched with “q”)",
                    "codec" => " (codecs are “codecs”, comma separated)",
                    "family" | "families" => " (families are “fam”)",
                    "variant" | "variants" => " (the variant policy is “var”)",
                    _ => "",
                };
                notice(key, format!("unknown parameter{hint}; “{value}” ignored"));
                continue;
            }
        };
        match used {
            Ok(()) => {
                applied.insert(key.to_owned(), value.to_owned());
            }
            Err(reason) => notice(key, reason),
        }
    }
    state.families = families;
    state.raw = raw.unwrap_or_else(|| state.sort.kind());
    match inbound {
        Some(value) => {
            state.linked = false;
            state.inbound = value;
        }
        None => state.inbound = state.outbound,
    }
    Parsed { state, notices }
}

/// Keeps the encoding families of `state` that a run has (`known`, the run's family chips,
/// [`crate::tables`]' `families`) and names each other one in a notice: an unknown family
/// would otherwise filter every crate out. Only the families are checked; the rest of the
/// view is returned unchanged.
pub fn resolve_families<'a>(
    state: &ViewState,
    known: impl IntoIterator<Item = &'a str>,
) -> (ViewState, Vec<Notice>) {
    let known: BTreeSet<&str> = known.into_iter().collect();
    let mut resolved = state.clone();
    let mut notices = Vec::new();
    resolved.families.retain(|family| {
        let keep = known.contains(family.as_str());
        if !keep {
            notices.push(Notice {
                key: "fam".to_owned(),
                reason: format!(
                    "“{family}” is not an encoding family of this run (known: {}); ignored",
                    known.iter().copied().collect::<Vec<_>>().join(", ")
                ),
            });
        }
        keep
    });
    (resolved, notices)
}

impl ViewState {
    /// Writes the state as a query string without the leading `?`. Every field is written
    /// (defaults included) so that a shared link keeps meaning the same view after new runs
    /// are added; `in` is written only when unlinked.
    pub fn to_query(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        if let Some(run) = &self.run {
            out.append_pair("run", run);
        }
        if let Some(base) = &self.baseline {
            out.append_pair("base", base);
        }
        out.append_pair("ds", &self.dataset);
        out.append_pair("mode", self.mode.url_name());
        out.append_pair("unit", self.unit.url_name());
        out.append_pair("out", &format_number(self.outbound));
        if !self.linked {
            out.append_pair("in", &format_number(self.inbound));
        }
        out.append_pair("cores", &format_number(self.cores));
        let codecs: Vec<&str> = self.codecs.0.iter().map(|c| c.url_name()).collect();
        out.append_pair("codecs", &codecs.join(","));
        out.append_pair("times", self.codec_times.url_name());
        if !self.search.is_empty() {
            out.append_pair("q", &self.search);
        }
        for family in &self.families {
            out.append_pair("fam", family);
        }
        out.append_pair("var", self.variants.url_name());
        if self.all_variants {
            out.append_pair("all", "1");
        }
        if self.compare_all {
            out.append_pair("noise", "1");
        }
        let sort = if self.sort.descending {
            format!("-{}", self.sort.column.url_name())
        } else {
            self.sort.column.url_name().to_owned()
        };
        out.append_pair("sort", &sort);
        // Only when not the default, so that the addresses written before counts existed (and
        // the first view's) stay as they were.
        if self.shown != Shown::default() {
            out.append_pair("fig", self.shown.url_name());
        }
        if self.raw != self.sort.kind() {
            out.append_pair("raw", self.raw.url_name());
        }
        out.finish()
    }

    /// Sets the outbound bandwidth; inbound follows while linked.
    pub fn set_outbound(&mut self, value: f64) {
        self.outbound = value;
        if self.linked {
            self.inbound = value;
        }
    }

    /// Links or unlinks inbound from outbound; linking copies outbound into inbound.
    pub fn set_linked(&mut self, linked: bool) {
        self.linked = linked;
        if linked {
            self.inbound = self.outbound;
        }
    }

    /// Switches the bandwidth unit, converting both figures so the bandwidth itself stays the
    /// same (up to rounding); results are clamped to the accepted range.
    pub fn set_unit(&mut self, unit: BandwidthUnit) {
        let factor = self.unit.bytes_per_second(1.0) / unit.bytes_per_second(1.0);
        let convert = |value: f64| (value * factor).clamp(0.0, MAX_BANDWIDTH);
        self.outbound = convert(self.outbound);
        self.inbound = convert(self.inbound);
        self.unit = unit;
    }
}

/// Makes `run` and `baseline` name files of the manifest (`listed`, newest first): a missing
/// or unlisted run becomes `default` (the manifest's [`schema::Manifest::default_run`]), an
/// unlisted baseline is dropped, and a baseline equal
/// to the run is dropped too (comparing a run with itself says nothing). Each fallback that
/// discards something the URL asked for is reported.
pub fn resolve_runs(
    state: &ViewState,
    listed: &[&str],
    default: Option<&str>,
) -> (ViewState, Vec<Notice>) {
    let mut resolved = state.clone();
    let mut notices = Vec::new();
    let is_listed = |name: &str| listed.contains(&name);
    match &state.run {
        Some(run) if is_listed(run) => {}
        Some(run) => {
            notices.push(Notice {
                key: "run".to_owned(),
                reason: format!("“{run}” is not listed in index.json; showing the newest run"),
            });
            resolved.run = default.map(str::to_owned);
        }
        None => resolved.run = default.map(str::to_owned),
    }
    if let Some(base) = &state.baseline {
        if !is_listed(base) {
            notices.push(Notice {
                key: "base".to_owned(),
                reason: format!("“{base}” is not listed in index.json; no comparison shown"),
            });
            resolved.baseline = None;
        } else if resolved.run.as_deref() == Some(base.as_str()) {
            resolved.baseline = None;
        }
    }
    (resolved, notices)
}

fn non_empty(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

fn parse_choice<T: UrlName>(value: &str) -> Result<T, String> {
    T::from_url_name(value).ok_or_else(|| unknown_choice::<T>(value))
}

fn unknown_choice<T: UrlName>(value: &str) -> String {
    let known: Vec<&str> = T::all().iter().map(|c| c.url_name()).collect();
    format!("“{value}” is not one of {}; ignored", known.join(", "))
}

/// A switch written `1` (on) or `0` (off); anything else is ignored, and `otherwise` says what
/// then applies.
fn parse_flag(value: &str, otherwise: &str) -> Result<bool, String> {
    match value {
        "1" => Ok(true),
        "0" => Ok(false),
        other => Err(format!("“{other}” is not 1 or 0, ignored: {otherwise}")),
    }
}

fn parse_number(value: &str, max: f64) -> Result<f64, String> {
    match value.trim().parse::<f64>() {
        Ok(number) if number.is_finite() && (0.0..=max).contains(&number) => Ok(number),
        Ok(_) => Err(format!("“{value}” is outside 0 … {max}; ignored")),
        Err(_) => Err(format!("“{value}” is not a number; ignored")),
    }
}

/// The codecs of a comma-separated list, and the names in it that are no codec. The set is
/// `None` when the list names nothing usable (only unknown names): the default then stays,
/// rather than a codec set nobody asked for. "none" is accepted and adds nothing:
/// uncompressed is always allowed.
fn parse_codecs(value: &str) -> (Option<CodecSet>, Vec<&str>) {
    let mut set = BTreeSet::new();
    let mut unknown = Vec::new();
    let mut usable = false;
    for name in value.split(',').filter(|name| !name.is_empty()) {
        if name == "none" {
            usable = true;
        } else if let Some(codec) = Codec::from_url_name(name) {
            usable = true;
            set.insert(codec);
        } else {
            unknown.push(name);
        }
    }
    let usable = usable || unknown.is_empty(); // `codecs=` asks for none but "none"
    (usable.then_some(CodecSet(set)), unknown)
}

/// Shortest text that parses back to exactly `value`; exponent form when the plain form
/// would be long (tiny or huge values).
fn format_number(value: f64) -> String {
    let plain = value.to_string();
    if plain.len() > 20 {
        format!("{value:e}")
    } else {
        plain
    }
}

// Native only: proptest does not build for wasm32 (Cargo.toml).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use schema::Metric;

    #[test]
    fn empty_query_is_the_default_view_without_notices() {
        let parsed = parse("");
        assert_eq!(parsed.state, ViewState::default());
        assert!(parsed.notices.is_empty());
        assert_eq!(parse("?").state, ViewState::default());
    }

    #[test]
    fn reads_every_parameter() {
        let parsed = parse(
            "?run=a.json&base=b.json&ds=log&mode=round-trip&unit=mbit&out=100&in=5.5&cores=2\
             &codecs=none,zstd&times=upstream&q=serde%20json&fam=json&fam=cbor&var=primary\
             &sort=-size",
        );
        assert!(parsed.notices.is_empty(), "{:?}", parsed.notices);
        let state = parsed.state;
        assert_eq!(state.run.as_deref(), Some("a.json"));
        assert_eq!(state.baseline.as_deref(), Some("b.json"));
        assert_eq!(state.dataset, "log");
        assert_eq!(state.mode, Mode::RoundTrip);
        assert_eq!(state.unit, BandwidthUnit::MbitPerSecond);
        assert_eq!(
            (state.outbound, state.inbound, state.linked),
            (100.0, 5.5, false)
        );
        assert_eq!(state.cores, 2.0);
        assert_eq!(
            state.codecs.0.iter().copied().collect::<Vec<_>>(),
            vec![Codec::Zstd]
        );
        assert_eq!(state.search, "serde json");
        assert_eq!(
            state
                .families
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
            vec!["cbor", "json"]
        );
        assert_eq!(state.codec_times, CodecTimes::UpstreamAssumptions);
        assert_eq!(state.variants, VariantPolicy::PreferPrimary);
        assert_eq!(
            state.sort,
            Sort {
                column: RawColumn::Metric(Metric::Size),
                descending: true
            }
        );
    }

    #[test]
    fn the_raw_table_shows_the_kind_asked_or_the_sorted_columns() {
        assert_eq!(parse("").state.raw, FigureKind::Times);
        assert_eq!(parse("raw=codec-times").state.raw, FigureKind::CodecTimes);
        // A link sorted by a codec's size (written before kinds existed) shows the sizes.
        assert_eq!(parse("sort=-zstd_size").state.raw, FigureKind::Sizes);
        assert_eq!(parse("sort=read").state.raw, FigureKind::Times);
        let asked = parse("sort=-zstd_size&raw=allocations").state;
        assert_eq!(asked.raw, FigureKind::Allocations);
        assert!(asked.to_query().ends_with("&raw=allocations"));
        // The kind is written only where the sort does not imply it.
        assert!(!ViewState::default().to_query().contains("raw="));
        assert!(!parse("sort=-zstd_size").state.to_query().contains("raw="));
        let refused = parse("raw=everything");
        assert_eq!(refused.state.raw, FigureKind::Times);
        assert_eq!(refused.notices.len(), 1);
        assert_eq!(refused.notices[0].key, "raw");
    }

    #[test]
    fn the_raw_tables_show_counts_when_the_address_says_so() {
        for (query, shown) in [
            ("fig=instructions", Shown::Instructions),
            ("fig=both", Shown::Both),
            ("fig=time", Shown::Times),
        ] {
            let parsed = parse(query);
            assert!(parsed.notices.is_empty(), "{:?}", parsed.notices);
            assert_eq!(parsed.state.shown, shown);
        }
        // The default is not written: addresses from before counts existed are unchanged.
        assert!(!ViewState::default().to_query().contains("fig"));
        let state = parse("fig=both").state;
        assert!(
            state.to_query().ends_with("&fig=both"),
            "{}",
            state.to_query()
        );
        // An unknown value is reported and ignored, as for any other parameter.
        let parsed = parse("fig=cycles");
        assert_eq!(parsed.state.shown, Shown::Times);
        assert_eq!(parsed.notices.len(), 1);
        assert_eq!(parsed.notices[0].key, "fig");
        assert!(parsed.notices[0]
            .reason
            .contains("time, instructions, both"));
    }

    #[test]
    fn garbage_falls_back_to_defaults_with_one_notice_each() {
        let parsed = parse("ds=nope&mode=sideways&out=-3&cores=NaN&codecs=gzip&sort=colour&zzz=1");
        assert_eq!(parsed.state, ViewState::default());
        let keys: Vec<&str> = parsed.notices.iter().map(|n| n.key.as_str()).collect();
        assert_eq!(
            keys,
            ["ds", "mode", "out", "cores", "codecs", "sort", "zzz"]
        );
        assert!(parsed.notices[0].reason.contains("mk48"));
    }

    #[test]
    fn repeated_single_valued_parameter_keeps_the_first() {
        let parsed = parse("ds=log&ds=mesh");
        assert_eq!(parsed.state.dataset, "log");
        assert_eq!(parsed.notices.len(), 1);
        assert!(parsed.notices[0].reason.contains("“mesh”"));
    }

    #[test]
    fn every_unusable_value_of_every_parameter_is_named() {
        for key in [
            "ds", "mode", "unit", "out", "in", "cores", "codecs", "times", "var", "all", "noise",
            "sort", "fig", "crate", "dataset",
        ] {
            let parsed = parse(&format!("{key}=bogus"));
            assert_eq!(parsed.state, ViewState::default(), "{key}");
            assert_eq!(parsed.notices.len(), 1, "{key}: {:?}", parsed.notices);
            assert_eq!(parsed.notices[0].key, key);
            let text = parsed.notices[0].to_string();
            assert!(
                text.contains("“bogus”") && text.contains("ignored"),
                "{text}"
            );
        }
    }

    #[test]
    fn each_value_of_a_repeated_unknown_parameter_is_named() {
        let parsed = parse("crate=nope&crate=bitcode&mode=deserialize");
        assert_eq!(parsed.state.mode, Mode::Deserialize);
        let texts: Vec<String> = parsed.notices.iter().map(Notice::to_string).collect();
        assert_eq!(texts.len(), 2, "{texts:?}");
        assert!(
            texts[0].contains("“nope”") && texts[0].contains("“q”"),
            "{texts:?}"
        );
        assert!(texts[1].contains("“bitcode”"), "{texts:?}");
        let parsed = parse("dataset=log");
        assert_eq!(parsed.state.dataset, DEFAULT_DATASET);
        assert!(parsed.notices[0].reason.contains("“ds”"));
    }

    #[test]
    fn unknown_codecs_are_named_and_the_known_ones_apply() {
        let parsed = parse("codecs=zstd,xyz,none,abc");
        assert_eq!(
            parsed.state.codecs.0.iter().copied().collect::<Vec<_>>(),
            vec![Codec::Zstd]
        );
        let texts: Vec<String> = parsed.notices.iter().map(Notice::to_string).collect();
        assert_eq!(texts.len(), 2, "{texts:?}");
        assert!(
            texts[0].contains("“xyz”") && texts[1].contains("“abc”"),
            "{texts:?}"
        );
        // Nothing usable: the default stays (not a set nobody asked for), and a later
        // `codecs` may still apply.
        let parsed = parse("codecs=xyz");
        assert_eq!(parsed.state.codecs, CodecSet::default());
        assert_eq!(parsed.notices.len(), 1);
        let parsed = parse("codecs=xyz&codecs=zlib");
        assert_eq!(
            parsed.state.codecs.0.iter().copied().collect::<Vec<_>>(),
            vec![Codec::Zlib]
        );
        assert_eq!(parsed.notices.len(), 1);
        // Only "none" (or nothing) is a choice: uncompressed only.
        for query in ["codecs=none", "codecs="] {
            let parsed = parse(query);
            assert!(parsed.state.codecs.0.is_empty(), "{query}");
            assert!(parsed.notices.is_empty(), "{query}");
        }
    }

    #[test]
    fn repeated_single_valued_parameter_names_every_ignored_value() {
        // The first usable value applies, an unusable one before it notwithstanding.
        let parsed = parse("mode=bogus&mode=round-trip&mode=deserialize&mode=zzz");
        assert_eq!(parsed.state.mode, Mode::RoundTrip);
        let texts: Vec<String> = parsed.notices.iter().map(Notice::to_string).collect();
        assert_eq!(texts.len(), 3, "{texts:?}");
        assert!(texts[0].contains("“bogus”"), "{texts:?}");
        assert!(
            texts[1].contains("“deserialize” ignored, “round-trip” applies"),
            "{texts:?}"
        );
        assert!(texts[2].contains("“zzz”"), "{texts:?}");
    }

    #[test]
    fn families_a_run_does_not_have_are_named_and_dropped() {
        let state = parse("fam=nope&fam=json&fam=cbor&mode=deserialize").state;
        let (resolved, notices) = resolve_families(&state, ["cbor", "json", "unknown"]);
        assert_eq!(
            resolved
                .families
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
            ["cbor", "json"]
        );
        assert_eq!(resolved.mode, Mode::Deserialize);
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].key, "fam");
        assert!(notices[0].reason.contains("“nope”"), "{:?}", notices[0]);
        let (same, none) = resolve_families(&resolved, ["cbor", "json"]);
        assert_eq!(same, resolved);
        assert!(none.is_empty());
    }

    #[test]
    fn linked_inbound_follows_outbound() {
        let state = parse("out=7").state;
        assert!(state.linked);
        assert_eq!(state.inbound, 7.0);
        let mut state = state;
        state.set_outbound(3.0);
        assert_eq!(state.inbound, 3.0);
        state.set_linked(false);
        state.set_outbound(4.0);
        assert_eq!(state.inbound, 3.0);
    }

    #[test]
    fn switching_unit_keeps_the_bandwidth() {
        let mut state = ViewState::default();
        let before = state.unit.bytes_per_second(state.outbound);
        state.set_unit(BandwidthUnit::MbitPerSecond);
        let after = state.unit.bytes_per_second(state.outbound);
        assert!((before - after).abs() <= before * 1e-12);
        state.set_unit(BandwidthUnit::TbPerMonth);
        assert!((state.outbound - DEFAULT_BANDWIDTH_TB).abs() < 1e-12);
    }

    #[test]
    fn tiny_and_huge_numbers_round_trip() {
        for value in [0.0, 1e-300, 5e-324, 123456.789, MAX_BANDWIDTH, 0.1 + 0.2] {
            let text = format_number(value);
            assert_eq!(text.parse::<f64>().unwrap(), value, "{text}");
            assert!(text.len() <= 24, "{text}");
        }
    }

    #[test]
    fn runs_resolve_against_the_manifest() {
        let listed = ["wasm.json", "new.json", "old.json"];
        let default = Some("new.json");
        let (state, notices) = resolve_runs(&ViewState::default(), &listed, default);
        assert_eq!(state.run.as_deref(), Some("new.json"));
        assert!(notices.is_empty());

        let asked = parse("run=gone.json&base=old.json").state;
        let (state, notices) = resolve_runs(&asked, &listed, default);
        assert_eq!(state.run.as_deref(), Some("new.json"));
        assert_eq!(state.baseline.as_deref(), Some("old.json"));
        assert_eq!(notices.len(), 1);

        let asked = parse("run=old.json&base=../etc/passwd").state;
        let (state, notices) = resolve_runs(&asked, &listed, default);
        assert_eq!(state.run.as_deref(), Some("old.json"));
        assert_eq!(state.baseline, None);
        assert_eq!(notices[0].key, "base");

        let (state, _) = resolve_runs(&asked, &[], None);
        assert_eq!(state.run, None);
    }

    fn choice<T: UrlName + Copy + fmt::Debug + 'static>() -> impl Strategy<Value = T> {
        proptest::sample::select(T::all())
    }

    prop_compose! {
        fn any_state()(
            run in proptest::option::of(".+"),
            baseline in proptest::option::of(".+"),
            dataset in proptest::sample::select(schema::datasets::dataset_names()),
            mode in choice::<Mode>(),
            unit in choice::<BandwidthUnit>(),
            outbound in 0.0..=MAX_BANDWIDTH,
            inbound in 0.0..=MAX_BANDWIDTH,
            linked in any::<bool>(),
            cores in 0.0..=MAX_CORES,
            codecs in proptest::collection::btree_set(choice::<Codec>(), 0..=4),
            codec_times in choice::<CodecTimes>(),
            search in ".*",
            families in proptest::collection::btree_set(".+", 0..4),
            variants in choice::<VariantPolicy>(),
            all_variants in any::<bool>(),
            compare_all in any::<bool>(),
            column in choice::<RawColumn>(),
            descending in any::<bool>(),
            shown in choice::<Shown>(),
            raw in choice::<FigureKind>(),
        ) -> ViewState {
            ViewState {
                run,
                baseline,
                dataset: dataset.to_owned(),
                mode,
                unit,
                outbound,
                inbound: if linked { outbound } else { inbound },
                linked,
                cores,
                codecs: CodecSet(codecs),
                codec_times,
                search,
                families,
                variants,
                all_variants,
                compare_all,
                sort: Sort { column, descending },
                shown,
                raw,
            }
        }
    }

    proptest! {
        #[test]
        fn every_state_round_trips(state in any_state()) {
            let parsed = parse(&state.to_query());
            prop_assert!(parsed.notices.is_empty(), "{:?}", parsed.notices);
            prop_assert_eq!(parsed.state, state);
        }

        #[test]
        fn any_text_parses_and_its_state_round_trips(query in ".*") {
            let state = parse(&query).state;
            let again = parse(&state.to_query());
            prop_assert!(again.notices.is_empty(), "{:?}", again.notices);
            prop_assert_eq!(again.state, state);
        }

        #[test]
        fn query_shaped_garbage_never_panics(
            pairs in proptest::collection::vec(
                (proptest::sample::select(vec![
                    "run", "base", "ds", "mode", "unit", "out", "in", "cores", "codecs", "times", "q",
                    "fam", "var", "all", "noise", "sort", "", "x",
                ]), "[^&]*"),
                0..12,
            )
        ) {
            let query: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let parsed = parse(&query.join("&"));
            prop_assert!(schema::dataset(&parsed.state.dataset).is_some());
            prop_assert!(parsed.state.outbound.is_finite() && parsed.state.cores.is_finite());
        }
    }
}
