//! Import of the upstream suite's result files (djkoloski/rust_serialization_benchmark).
//!
//! Three historical layouts exist, all with `datasets.<dataset>.<crates|features>.<id>.benches`
//! where each bench is `{"Nanos"|"Bytes": {"primary": x|null, "variants": {name: x}}}`:
//!
//! * [`UpstreamLayout::Crates2023`]: per dataset `crates`; versions in `meta.crate_versions`,
//!   keyed by crate id, which is also the crates.io name.
//! * [`UpstreamLayout::Features2024`]: per dataset `features`; a top-level `features` map of
//!   crate id → `{name, version}` (ids such as `bincode1` differ from crate names).
//! * [`UpstreamLayout::FeaturesWithInfo`]: as 2024 plus `cpu_info` and `rustc_info`; the
//!   crates.io name is spelled `name` until early 2025 and `crate_name` after.
//!
//! Mapping: serialize / deserialize / borrow / access / read / update → timed operations
//! (nanosecond point estimates, no bounds); `size` → serialized size; `zlib` / `zstd` →
//! compressed sizes; `zstd_time` → zstd compress time, joined to the zstd size of the same
//! variant. A `null` primary stays absent. The run's start comes from the file name.

use crate::json::{from_json, LoadError};
use crate::results::{
    Codec, CodecFigures, CrateInfo, CrateResults, DatasetResults, Environment, Operation, Origin,
    ResultsFile, RunInfo, Timing, UpstreamLayout, Variants,
};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The upstream document, all layouts at once (the layout only decides which parts exist).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UpstreamFile {
    #[serde(default)]
    cpu_info: Option<String>,
    #[serde(default)]
    rustc_info: Option<String>,
    datasets: BTreeMap<String, UpstreamDataset>,
    #[serde(default)]
    features: BTreeMap<String, UpstreamPackage>,
    #[serde(default)]
    meta: Option<UpstreamMeta>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UpstreamMeta {
    crate_versions: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UpstreamPackage {
    #[serde(alias = "name")]
    crate_name: String,
    version: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UpstreamDataset {
    #[serde(alias = "crates")]
    features: BTreeMap<String, UpstreamFeature>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UpstreamFeature {
    benches: BTreeMap<String, UpstreamBench>,
}

#[derive(Deserialize)]
enum UpstreamBench {
    Nanos(UpstreamValues<f64>),
    Bytes(UpstreamValues<u64>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UpstreamValues<T> {
    #[serde(default = "Option::default")]
    primary: Option<T>,
    #[serde(default = "BTreeMap::new")]
    variants: BTreeMap<String, T>,
}

impl<T> UpstreamValues<T> {
    fn into_variants<U>(self, mut convert: impl FnMut(T) -> U) -> Variants<U> {
        Variants {
            primary: self.primary.map(&mut convert),
            variants: map_of(
                self.variants
                    .into_iter()
                    .map(|(name, value)| (name, convert(value))),
            ),
        }
    }
}

/// A map built by inserting `entries` one by one. `collect()` into a `BTreeMap` sorts its
/// input first, and each sort is a sizeable piece of code per key and value type in the
/// site's WebAssembly; the entries here come from maps, already in order.
fn map_of<V>(entries: impl IntoIterator<Item = (String, V)>) -> BTreeMap<String, V> {
    let mut map = BTreeMap::new();
    map.extend(entries);
    map
}

/// Reads an upstream document (already recognised as `layout`) into our model.
pub(crate) fn convert(
    file_name: &str,
    bytes: &[u8],
    layout: UpstreamLayout,
) -> Result<ResultsFile, LoadError> {
    let upstream: UpstreamFile = from_json(file_name, bytes)?;
    let started_at = started_at_from_file_name(file_name).ok_or_else(|| {
        LoadError::shape(
            file_name,
            ".",
            "upstream result files carry no date; expected the upstream file name \
             YYYY-M-D_h-m-s.json (e.g. 2023-9-6_12-8-26.json) to date the run",
        )
    })?;

    let mut crates = crate_infos(file_name, &upstream, layout)?;
    let mut datasets = BTreeMap::new();
    for (dataset_name, dataset) in upstream.datasets {
        let mut results = DatasetResults::default();
        for (crate_id, feature) in dataset.features {
            let path = format!("datasets.{dataset_name}.{}.{crate_id}", layout_key(layout));
            let figures = convert_feature(file_name, &path, feature)?;
            if let Some(info) = crates.get_mut(&crate_id) {
                declare_variants(info, &figures);
            }
            results.crates.insert(crate_id, figures);
        }
        datasets.insert(dataset_name, results);
    }

    let cores = upstream.cpu_info.as_deref().and_then(logical_cpus);
    let run = RunInfo {
        started_at,
        ..RunInfo::default()
    };
    let environment = Environment {
        rustc: upstream.rustc_info,
        cpu: upstream.cpu_info,
        os: None,
        cores,
        ..Environment::default()
    };
    Ok(ResultsFile {
        crates,
        datasets,
        ..ResultsFile::new(Origin::Upstream { layout }, run, environment)
    })
}

fn layout_key(layout: UpstreamLayout) -> &'static str {
    match layout {
        UpstreamLayout::Crates2023 => "crates",
        UpstreamLayout::Features2024 | UpstreamLayout::FeaturesWithInfo => "features",
    }
}

/// Crate ids with their crates.io names and versions, from the layout's version table.
fn crate_infos(
    file_name: &str,
    upstream: &UpstreamFile,
    layout: UpstreamLayout,
) -> Result<BTreeMap<String, CrateInfo>, LoadError> {
    let info = |name: &str, version: &str| CrateInfo {
        name: name.to_owned(),
        version: version.to_owned(),
        family: None,
        zero_copy: false,
        variants: BTreeMap::new(),
        // Upstream files record no classing: their variants are unclassed.
        work: BTreeMap::new(),
    };
    let mut crates: BTreeMap<String, CrateInfo> = match layout {
        UpstreamLayout::Crates2023 => {
            let Some(meta) = &upstream.meta else {
                return Err(LoadError::shape(
                    file_name,
                    "meta",
                    "missing field `meta` (the 2023 layout keeps crate versions there)",
                ));
            };
            map_of(
                meta.crate_versions
                    .iter()
                    .map(|(id, version)| (id.clone(), info(id, version))),
            )
        }
        UpstreamLayout::Features2024 | UpstreamLayout::FeaturesWithInfo => map_of(
            upstream
                .features
                .iter()
                .map(|(id, package)| (id.clone(), info(&package.crate_name, &package.version))),
        ),
    };
    // Zero-copy capability is what the figures show: a crate with access or read timings.
    for dataset in upstream.datasets.values() {
        for (id, feature) in &dataset.features {
            let zero_copy = ["access", "read", "update"]
                .iter()
                .any(|bench| feature.benches.contains_key(*bench));
            if let (true, Some(info)) = (zero_copy, crates.get_mut(id)) {
                info.zero_copy = true;
            }
        }
    }
    Ok(crates)
}

/// Records every variant name a crate's figures use. Upstream files carry no explanations,
/// and the names themselves are descriptive ("validated upfront with error"), so the
/// explanation is left empty.
fn declare_variants(info: &mut CrateInfo, figures: &CrateResults) {
    let names = figures
        .operations
        .values()
        .flat_map(|v| v.variants.keys())
        .chain(figures.size.variants.keys())
        .chain(figures.codecs.values().flat_map(|v| v.variants.keys()));
    for name in names {
        info.variants.entry(name.clone()).or_default();
    }
}

fn expect_nanos(
    file_name: &str,
    path: &str,
    bench: UpstreamBench,
) -> Result<UpstreamValues<f64>, LoadError> {
    match bench {
        UpstreamBench::Nanos(values) => Ok(values),
        UpstreamBench::Bytes(_) => Err(LoadError::shape(
            file_name,
            path,
            "expected a `Nanos` bench (a time), found `Bytes`",
        )),
    }
}

fn expect_bytes(
    file_name: &str,
    path: &str,
    bench: UpstreamBench,
) -> Result<UpstreamValues<u64>, LoadError> {
    match bench {
        UpstreamBench::Bytes(values) => Ok(values),
        UpstreamBench::Nanos(_) => Err(LoadError::shape(
            file_name,
            path,
            "expected a `Bytes` bench (a size), found `Nanos`",
        )),
    }
}

/// Converts one crate's benches on one dataset.
fn convert_feature(
    file_name: &str,
    path: &str,
    feature: UpstreamFeature,
) -> Result<CrateResults, LoadError> {
    let mut results = CrateResults::default();
    let mut zstd_sizes = None;
    let mut zstd_times = None;
    for (bench_name, bench) in feature.benches {
        let bench_path = format!("{path}.benches.{bench_name}");
        let operation = Operation::ALL
            .into_iter()
            .find(|op| op.name() == bench_name);
        match (operation, bench_name.as_str()) {
            (Some(operation), _) => {
                let times = expect_nanos(file_name, &bench_path, bench)?;
                let timings = times.into_variants(Timing::point);
                if !timings.is_empty() {
                    results.operations.insert(operation, timings);
                }
            }
            (None, "size") => {
                results.size = expect_bytes(file_name, &bench_path, bench)?.into_variants(|b| b);
            }
            (None, "zlib") => {
                let sizes = expect_bytes(file_name, &bench_path, bench)?;
                let figures = sizes.into_variants(|size| CodecFigures {
                    size,
                    compress: None,
                    decompress: None,
                });
                if !figures.is_empty() {
                    results.codecs.insert(Codec::Zlib, figures);
                }
            }
            (None, "zstd") => zstd_sizes = Some(expect_bytes(file_name, &bench_path, bench)?),
            (None, "zstd_time") => {
                zstd_times = Some(expect_nanos(file_name, &bench_path, bench)?);
            }
            (None, _) => {
                return Err(LoadError::shape(
                    file_name,
                    bench_path,
                    format!(
                        "unknown bench `{bench_name}`, expected one of serialize, deserialize, \
                         borrow, access, read, update, size, zlib, zstd, zstd_time"
                    ),
                ));
            }
        }
    }
    if let Some(zstd) = join_zstd(file_name, path, zstd_sizes, zstd_times)? {
        results.codecs.insert(Codec::Zstd, zstd);
    }
    Ok(results)
}

/// Pairs each zstd size with the zstd compress time of the same variant (primary with
/// primary, `packed` with `packed`). A time without a size cannot be represented, so it is
/// an error rather than silently dropped.
fn join_zstd(
    file_name: &str,
    path: &str,
    sizes: Option<UpstreamValues<u64>>,
    times: Option<UpstreamValues<f64>>,
) -> Result<Option<Variants<CodecFigures>>, LoadError> {
    let mut times = times.unwrap_or(UpstreamValues {
        primary: None,
        variants: BTreeMap::new(),
    });
    let sizes = sizes.unwrap_or(UpstreamValues {
        primary: None,
        variants: BTreeMap::new(),
    });
    let figures = |size, time: Option<f64>| CodecFigures {
        size,
        compress: time.map(Timing::point),
        decompress: None,
    };
    let joined = Variants {
        primary: sizes
            .primary
            .map(|size| figures(size, times.primary.take())),
        variants: map_of(sizes.variants.into_iter().map(|(name, size)| {
            let time = times.variants.remove(&name);
            (name, figures(size, time))
        })),
    };
    let orphan = match (times.primary, times.variants.keys().next()) {
        (Some(_), _) => Some("primary".to_owned()),
        (None, Some(name)) => Some(format!("variants.{name}")),
        (None, None) => None,
    };
    if let Some(orphan) = orphan {
        return Err(LoadError::shape(
            file_name,
            format!("{path}.benches.zstd_time.Nanos.{orphan}"),
            "a zstd compress time without a zstd size for the same variant",
        ));
    }
    Ok((!joined.is_empty()).then_some(joined))
}

/// `2023-9-6_12-8-26.json` (any directories before it) → `2023-09-06T12:08:26Z`.
pub(crate) fn started_at_from_file_name(file_name: &str) -> Option<String> {
    let base = file_name.rsplit(['/', '\\']).next()?;
    let stem = base.strip_suffix(".json").unwrap_or(base);
    let (date, time) = stem.split_once('_')?;
    let numbers = |text: &str| -> Option<Vec<u32>> {
        text.split('-')
            .map(|part| {
                let all_digits = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
                all_digits.then(|| part.parse().ok()).flatten()
            })
            .collect()
    };
    let (date, time) = (numbers(date)?, numbers(time)?);
    let [year, month, day] = date.as_slice() else {
        return None;
    };
    let [hour, minute, second] = time.as_slice() else {
        return None;
    };
    let plausible = (1000..=9999).contains(year)
        && (1..=12).contains(month)
        && (1..=31).contains(day)
        && *hour < 24
        && *minute < 60
        && *second < 60;
    plausible.then(|| format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}Z"))
}

/// The `CPU(s):` line of `lscpu` output: logical CPUs of the machine.
fn logical_cpus(lscpu: &str) -> Option<u32> {
    lscpu.lines().find_map(|line| {
        let value = line.strip_prefix("CPU(s):")?;
        value.trim().parse().ok().filter(|&n| n > 0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_from_file_names() {
        assert_eq!(
            started_at_from_file_name("2023-9-6_12-8-26.json").as_deref(),
            Some("2023-09-06T12:08:26Z")
        );
        assert_eq!(
            started_at_from_file_name("a/b\\2026-08-21_21-37-06.json").as_deref(),
            Some("2026-08-21T21:37:06Z")
        );
        for bad in [
            "latest.json",
            "2023-9-6.json",
            "2023-13-6_12-8-26.json",
            "2023-9-6_24-8-26.json",
            "2023-9-6_12-8.json",
            "2023-9-6_12-8-26-1.json",
            "2023-+9-6_12-8-26.json",
            "99999999999-9-6_12-8-26.json",
        ] {
            assert_eq!(started_at_from_file_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn lscpu_cpu_count() {
        assert_eq!(logical_cpus("Architecture: x86_64\nCPU(s):   4\n"), Some(4));
        assert_eq!(logical_cpus("On-line CPU(s) list: 0-3\n"), None);
    }
}
