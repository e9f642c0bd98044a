//! The upstream suite's three historical layouts load into our model with nothing lost: every
//! figure of the raw JSON (read independently here with `serde_json::Value`) is found at its
//! place, absent figures stay absent, crate names and versions are kept.
//!
//! Only with the `upstream` feature: without it (the explorer's build) upstream files are
//! refused (`schema/src/load.rs`, `without_upstream`).
#![cfg(feature = "upstream")]

mod common;

use schema::export::{figures, summary};
use schema::model::{throughput, Bandwidth, Bottleneck, CodecTimes, Mode, Params, VariantPolicy};
use schema::to_json;
use schema::{
    load_results, Codec, CodecFigures, Operation, Origin, ResultsFile, UpstreamLayout, Variants,
};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;

const FIXTURES: [(&str, UpstreamLayout); 3] = [
    ("2023-9-6_12-8-26.json", UpstreamLayout::Crates2023),
    ("2024-4-7_14-28-32.json", UpstreamLayout::Features2024),
    ("2026-08-21_21-37-06.json", UpstreamLayout::FeaturesWithInfo),
];

fn fixture_bytes(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/upstream-results")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn load_fixture(name: &str) -> (ResultsFile, Value) {
    let bytes = fixture_bytes(name);
    let file = load_results(name, &bytes).unwrap_or_else(|e| panic!("{e}"));
    let raw: Value = serde_json::from_slice(&bytes).expect("fixture is JSON");
    (file, raw)
}

/// The raw per-dataset crate map, whatever the layout calls it.
fn raw_crates(dataset: &Value) -> &serde_json::Map<String, Value> {
    dataset
        .get("crates")
        .or_else(|| dataset.get("features"))
        .and_then(Value::as_object)
        .expect("dataset has crates or features")
}

/// Our figures for one raw bench as (primary, variants) of JSON numbers, for comparison.
fn ours(file: &ResultsFile, dataset: &str, crate_id: &str, bench: &str) -> Variants<Value> {
    let results = &file.datasets[dataset].crates[crate_id];
    let times = |v: &Variants<schema::Timing>| Variants {
        primary: v.primary.as_ref().map(|t| Value::from(t.estimate_ns)),
        variants: v
            .variants
            .iter()
            .map(|(k, t)| (k.clone(), Value::from(t.estimate_ns)))
            .collect(),
    };
    let codec = |codec: Codec, pick: fn(&CodecFigures) -> Option<Value>| {
        results
            .codecs
            .get(&codec)
            .map_or_else(Variants::default, |v| Variants {
                primary: v.primary.as_ref().and_then(pick),
                variants: v
                    .variants
                    .iter()
                    .filter_map(|(k, f)| pick(f).map(|x| (k.clone(), x)))
                    .collect(),
            })
    };
    match bench {
        "size" => Variants {
            primary: results.size.primary.map(Value::from),
            variants: results
                .size
                .variants
                .iter()
                .map(|(k, &b)| (k.clone(), Value::from(b)))
                .collect(),
        },
        "zlib" => codec(Codec::Zlib, |f| Some(Value::from(f.size))),
        "zstd" => codec(Codec::Zstd, |f| Some(Value::from(f.size))),
        "zstd_time" => codec(Codec::Zstd, |f| {
            f.compress.as_ref().map(|t| Value::from(t.estimate_ns))
        }),
        operation => {
            let op = Operation::ALL
                .into_iter()
                .find(|op| op.name() == operation)
                .unwrap_or_else(|| panic!("unexpected bench {operation}"));
            results
                .operations
                .get(&op)
                .map_or_else(Variants::default, times)
        }
    }
}

#[test]
fn every_raw_figure_is_kept_and_absent_ones_stay_absent() {
    for (name, layout) in FIXTURES {
        let (file, raw) = load_fixture(name);
        assert_eq!(file.origin, Origin::Upstream { layout }, "{name}");
        let raw_datasets = raw["datasets"].as_object().unwrap();
        assert_eq!(
            file.datasets.keys().collect::<Vec<_>>(),
            raw_datasets.keys().collect::<Vec<_>>()
        );
        let mut raw_values = 0;
        let mut raw_nulls = 0;
        for (dataset, raw_dataset) in raw_datasets {
            let raw_crates = raw_crates(raw_dataset);
            assert_eq!(
                file.datasets[dataset].crates.keys().collect::<Vec<_>>(),
                raw_crates.keys().collect::<Vec<_>>(),
                "{name} {dataset}"
            );
            for (crate_id, raw_crate) in raw_crates {
                let benches = raw_crate["benches"].as_object().unwrap();
                for (bench, raw_bench) in benches {
                    let values = raw_bench
                        .get("Nanos")
                        .or_else(|| raw_bench.get("Bytes"))
                        .unwrap();
                    let ours = ours(&file, dataset, crate_id, bench);
                    let context = format!("{name} {dataset} {crate_id} {bench}");
                    match &values["primary"] {
                        Value::Null => {
                            raw_nulls += 1;
                            assert_eq!(ours.primary, None, "{context}: absent must stay absent");
                        }
                        primary => {
                            raw_values += 1;
                            assert_eq!(ours.primary.as_ref(), Some(primary), "{context}");
                        }
                    }
                    let raw_variants = values["variants"].as_object().unwrap();
                    raw_values += raw_variants.len();
                    assert_eq!(
                        ours.variants.keys().collect::<Vec<_>>(),
                        raw_variants.keys().collect::<Vec<_>>(),
                        "{context}"
                    );
                    for (variant, value) in raw_variants {
                        assert_eq!(&ours.variants[variant], value, "{context} {variant}");
                    }
                }
            }
        }
        // Nothing invented either: as many figures as the raw file has values.
        assert_eq!(figures(&file).len(), raw_values, "{name}");
        assert!(
            raw_nulls > 0,
            "{name}: the fixture has absent primaries to check"
        );
    }
}

#[test]
fn crate_names_and_versions_are_kept() {
    for (name, layout) in FIXTURES {
        let (file, raw) = load_fixture(name);
        let expected: Vec<(String, String, String)> = match layout {
            UpstreamLayout::Crates2023 => raw["meta"]["crate_versions"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(id, v)| (id.clone(), id.clone(), v.as_str().unwrap().to_owned()))
                .collect(),
            UpstreamLayout::Features2024 | UpstreamLayout::FeaturesWithInfo => {
                let name_key = match layout {
                    UpstreamLayout::Features2024 => "name",
                    _ => "crate_name",
                };
                raw["features"]
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(id, f)| {
                        (
                            id.clone(),
                            f[name_key].as_str().unwrap().to_owned(),
                            f["version"].as_str().unwrap().to_owned(),
                        )
                    })
                    .collect()
            }
        };
        let ours: Vec<(String, String, String)> = file
            .crates
            .iter()
            .map(|(id, info)| (id.clone(), info.name.clone(), info.version.clone()))
            .collect();
        assert_eq!(ours, expected, "{name}");
    }
    // Ids that differ from crates.io names survive (2024: bincode1 is bincode 1.x).
    let (file, raw) = load_fixture("2024-4-7_14-28-32.json");
    let bincode1 = &file.crates["bincode1"];
    assert_eq!(bincode1.name, raw["features"]["bincode1"]["name"]);
    assert_ne!(bincode1.name, "bincode1");
}

#[test]
fn environment_and_date_come_from_the_file_and_its_name() {
    let (file, raw) = load_fixture("2026-08-21_21-37-06.json");
    assert_eq!(file.run.started_at, "2026-08-21T21:37:06Z");
    assert_eq!(file.environment.cpu.as_deref(), raw["cpu_info"].as_str());
    assert_eq!(
        file.environment.rustc.as_deref(),
        raw["rustc_info"].as_str()
    );
    let (old, _) = load_fixture("2023-9-6_12-8-26.json");
    assert_eq!(old.run.started_at, "2023-09-06T12:08:26Z");
    assert_eq!(old.environment.cpu, None);
}

#[test]
fn packed_variant_sizes_and_times_belong_together() {
    let (file, raw) = load_fixture("2026-08-21_21-37-06.json");
    let capnp = &file.datasets["mk48"].crates["capnp"];
    let raw_benches = &raw["datasets"]["mk48"]["features"]["capnp"]["benches"];
    let packed = &capnp.codecs[&Codec::Zstd].variants["packed"];
    assert_eq!(
        Value::from(packed.size),
        raw_benches["zstd"]["Bytes"]["variants"]["packed"]
    );
    assert_eq!(
        Value::from(packed.compress.as_ref().unwrap().estimate_ns),
        raw_benches["zstd_time"]["Nanos"]["variants"]["packed"]
    );
}

#[test]
fn results_survive_a_json_round_trip() {
    for (name, _) in FIXTURES {
        let (file, _) = load_fixture(name);
        let json = to_json(&file).unwrap();
        let again = load_results(name, json.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        common::assert_read_back(&file, &again);
    }
}

#[test]
fn summary_counts_what_the_file_holds() {
    let (file, raw) = load_fixture("2026-08-21_21-37-06.json");
    let line = summary(&file);
    let crates = raw["features"].as_object().unwrap().len();
    assert!(line.starts_with("upstream (features_with_info), started 2026-08-21T21:37:06Z"));
    assert!(
        line.contains(&format!(", 4 datasets, {crates} crates, ")),
        "{line}"
    );
    // This layout records the machine (its `info`).
    assert!(
        line.contains(", 0 failures; measured on AMD EPYC 7763 64-Core Processor (family 25, "),
        "{line}"
    );
}

/// The upstream site's default view on the newest fixture: mk48, serialize, 1 TB per month,
/// 0.01 cores, zlib and zstd allowed. The site ranks bitcode first, with zstd, limited by
/// bandwidth.
#[test]
fn upstream_default_view_ranks_bitcode_first_with_zstd() {
    let (file, raw) = load_fixture("2026-08-21_21-37-06.json");
    let params = Params {
        dataset: "mk48".to_owned(),
        mode: Mode::Serialize,
        bandwidth: Bandwidth::symmetric(schema::model::tb_per_month_to_bytes_per_second(1.0)),
        cores: 0.01,
        codecs: BTreeSet::from([Codec::Zlib, Codec::Zstd]),
        codec_times: CodecTimes::UpstreamAssumptions,
        variants: VariantPolicy::Upstream,
        include_other_work: false,
    };
    let rows = throughput(&file, &params).unwrap();
    let first = &rows[0];
    assert_eq!(first.crate_id, "bitcode");
    assert_eq!(first.codec, Some(Codec::Zstd));
    assert_eq!(first.bottleneck, Bottleneck::Bandwidth);
    assert_eq!(first.relative, 1.0);
    // Bandwidth-bound with zstd, the figure is the bandwidth over bitcode's zstd size (read
    // from the raw file) times 1000 updates per item, in the site's single precision: 1e12
    // bytes per month as f32, times the f32 reciprocal of 30.4 days in seconds.
    let zstd_size = raw["datasets"]["mk48"]["features"]["bitcode"]["benches"]["zstd"]["Bytes"]
        ["primary"]
        .as_u64()
        .unwrap();
    let bandwidth = 1e12f32 * (1.0f32 / (30.4f32 * 24.0 * 60.0 * 60.0));
    let expected = bandwidth / zstd_size as f32 * 1000.0f32;
    assert_eq!(first.messages_per_second, f64::from(expected));
    // Every crate of the dataset that has serialize appears once.
    let ids: BTreeSet<&str> = rows.iter().map(|r| r.crate_id.as_str()).collect();
    assert_eq!(ids.len(), rows.len());
    assert_eq!(rows.len(), file.datasets["mk48"].crates.len());
}

/// Loads every `*.json` of a directory of upstream result files (for instance the upstream
/// repository's `benchmark_results/`): `UPSTREAM_RESULTS_DIR=… cargo test -p schema --
/// --ignored every_upstream_file`. Not part of the default run: the directory is not in this
/// repository.
#[test]
#[ignore = "needs UPSTREAM_RESULTS_DIR"]
fn every_upstream_file_in_a_directory_loads() {
    let dir = std::env::var("UPSTREAM_RESULTS_DIR").expect("set UPSTREAM_RESULTS_DIR");
    let mut loaded = 0;
    for entry in std::fs::read_dir(&dir).expect("readable directory") {
        let path = entry.expect("directory entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let bytes = std::fs::read(&path).expect("readable file");
            let name = path.file_name().unwrap().to_string_lossy();
            let file = load_results(&name, &bytes).unwrap_or_else(|e| panic!("{e}"));
            println!("{name}: {}", summary(&file));
            loaded += 1;
        }
    }
    assert!(loaded > 0, "no .json files in {dir}");
}

/// The upstream rule for variants, on capnp (mk48): its serialize time is the first variant
/// ("packed"), its size the primary (unpacked) one.
#[test]
fn upstream_policy_mixes_the_first_variant_time_with_the_primary_size() {
    let (file, raw) = load_fixture("2026-08-21_21-37-06.json");
    let benches = &raw["datasets"]["mk48"]["features"]["capnp"]["benches"];
    let params = Params {
        dataset: "mk48".to_owned(),
        mode: Mode::Serialize,
        bandwidth: Bandwidth::symmetric(1e15),
        cores: 1.0,
        codecs: BTreeSet::new(),
        codec_times: CodecTimes::UpstreamAssumptions,
        variants: VariantPolicy::Upstream,
        include_other_work: false,
    };
    let rows = throughput(&file, &params).unwrap();
    let capnp = rows.iter().find(|r| r.crate_id == "capnp").unwrap();
    let packed_ns = benches["serialize"]["Nanos"]["variants"]["packed"]
        .as_f64()
        .unwrap();
    assert_eq!(capnp.variant.as_deref(), Some("packed"));
    assert_eq!(capnp.cpu_seconds, f64::from((packed_ns / 1e9) as f32));
    assert_eq!(
        Value::from(capnp.wire_bytes),
        benches["size"]["Bytes"]["primary"]
    );
    assert_eq!(capnp.bottleneck, Bottleneck::Cpu);
    // Best variant policy keeps size and time of one variant together.
    let best = Params {
        variants: VariantPolicy::Best,
        // Upstream files record no classing: their variants rank only when asked.
        include_other_work: true,
        codec_times: CodecTimes::Measured,
        ..params
    };
    let rows = throughput(&file, &best).unwrap();
    let capnp = rows.iter().find(|r| r.crate_id == "capnp").unwrap();
    let primary_ns = benches["serialize"]["Nanos"]["primary"].as_f64().unwrap();
    assert!(primary_ns < packed_ns, "CPU-bound: the faster primary wins");
    assert_eq!(capnp.variant, None);
    assert_eq!(
        Value::from(capnp.wire_bytes),
        benches["size"]["Bytes"]["primary"]
    );
}
