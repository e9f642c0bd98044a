//! The throughput model on small hand-built inputs whose answers are computed by hand in the
//! comments, plus property tests of its invariants.

mod common;

use common::{close, codec, crate_results, file_with};
use proptest::prelude::*;
use schema::model::{
    bytes_per_second_to_mbit_per_second, bytes_per_second_to_tb_per_month, costs,
    mbit_per_second_to_bytes_per_second, set_aside, tb_per_month_to_bytes_per_second, throughput,
    Bandwidth, Bottleneck, CodecTimes, Mode, ModelError, Params, Row, VariantPolicy,
};
use schema::rank::Interval;
use schema::{
    Codec, CodecFigures, CrateResults, Operation, ResultsFile, Timing, Variants, Work, UNCLASSED,
};
use std::collections::{BTreeMap, BTreeSet};

/// `mesh` counts one message per item, so messages/s = items/s in these cases.
fn params(mode: Mode, outbound: f64, inbound: f64, cores: f64, codecs: &[Codec]) -> Params {
    Params {
        dataset: "mesh".to_owned(),
        mode,
        bandwidth: Bandwidth {
            outbound_bytes_per_second: outbound,
            inbound_bytes_per_second: inbound,
        },
        cores,
        codecs: codecs.iter().copied().collect(),
        codec_times: CodecTimes::Measured,
        variants: VariantPolicy::Best,
        include_other_work: false,
    }
}

fn only_row(file: &ResultsFile, params: &Params) -> Row {
    let rows = throughput(file, params).unwrap();
    assert_eq!(rows.len(), 1, "{rows:?}");
    rows.into_iter().next().unwrap()
}

#[test]
fn bandwidth_or_cpu_whichever_is_smaller() {
    // 1000 bytes and 1 ms per item. 1e6 B/s → 1000 items/s on the wire.
    let file = file_with("mesh", vec![("a", crate_results(Some(1e6), None, 1000))]);
    // 10 cores / 1 ms = 10000 items/s of CPU: the wire limits, at 1000.
    let row = only_row(&file, &params(Mode::Serialize, 1e6, 1.0, 10.0, &[]));
    assert!(close(row.messages_per_second, 1000.0), "{row:?}");
    assert_eq!(row.bottleneck, Bottleneck::Bandwidth);
    assert_eq!(
        (row.codec, row.wire_bytes, row.estimated),
        (None, 1000, false)
    );
    assert!(close(row.cpu_seconds, 0.001));
    // 0.5 cores / 1 ms = 500 items/s: now the CPU limits.
    let row = only_row(&file, &params(Mode::Serialize, 1e6, 1.0, 0.5, &[]));
    assert!(close(row.messages_per_second, 500.0), "{row:?}");
    assert_eq!(row.bottleneck, Bottleneck::Cpu);
}

#[test]
fn each_crate_keeps_its_best_allowed_codec() {
    // zstd: 250 bytes, compress 1 ms, decompress 0.5 ms.
    let mut figures = crate_results(Some(1e6), Some(2e6), 1000);
    figures
        .codecs
        .insert(Codec::Zstd, codec(250, Some(1e6), Some(5e5)));
    let file = file_with("mesh", vec![("a", figures)]);

    // 10 cores, 1e6 B/s. none: min(1000, 10/0.001) = 1000. zstd: min(4000, 10/0.002) = 4000.
    let row = only_row(
        &file,
        &params(Mode::Serialize, 1e6, 1e6, 10.0, &[Codec::Zstd]),
    );
    assert_eq!(
        (row.codec, row.bottleneck, row.estimated),
        (Some(Codec::Zstd), Bottleneck::Bandwidth, false)
    );
    assert!(close(row.messages_per_second, 4000.0), "{row:?}");
    assert!(close(row.cpu_seconds, 0.002));
    // Not allowed: uncompressed only.
    let row = only_row(&file, &params(Mode::Serialize, 1e6, 1e6, 10.0, &[]));
    assert_eq!(row.codec, None);
    assert!(close(row.messages_per_second, 1000.0));
    // 0.5 cores: none 0.5/0.001 = 500 beats zstd 0.5/0.002 = 250.
    let row = only_row(
        &file,
        &params(Mode::Serialize, 1e6, 1e6, 0.5, &[Codec::Zstd]),
    );
    assert_eq!((row.codec, row.bottleneck), (None, Bottleneck::Cpu));
    assert!(close(row.messages_per_second, 500.0));
}

#[test]
fn deserialize_uses_inbound_bandwidth_and_decompress_time() {
    let mut figures = crate_results(Some(1e6), Some(2e6), 1000);
    figures
        .codecs
        .insert(Codec::Zstd, codec(250, Some(1e6), Some(5e5)));
    let file = file_with("mesh", vec![("a", figures)]);
    // Inbound 2e6 B/s, 10 cores. none: min(2e6/1000, 10/0.002) = 2000 (wire).
    // zstd: min(2e6/250, 10/(0.002 + 0.0005)) = min(8000, 4000) = 4000 (CPU).
    let row = only_row(
        &file,
        &params(Mode::Deserialize, 1.0, 2e6, 10.0, &[Codec::Zstd]),
    );
    assert_eq!(
        (row.codec, row.bottleneck),
        (Some(Codec::Zstd), Bottleneck::Cpu)
    );
    assert!(close(row.messages_per_second, 4000.0), "{row:?}");
    assert!(close(row.cpu_seconds, 0.0025));
    let row = only_row(&file, &params(Mode::Deserialize, 1.0, 2e6, 10.0, &[]));
    assert_eq!(row.bottleneck, Bottleneck::Bandwidth);
    assert!(close(row.messages_per_second, 2000.0));
}

#[test]
fn round_trip_pays_both_directions_of_wire_and_cpu() {
    let file = file_with(
        "mesh",
        vec![("a", crate_results(Some(1e6), Some(2e6), 1000))],
    );
    // Equal bandwidth: B / (2 × size) = 1e6 / 2000 = 500.
    let row = only_row(&file, &params(Mode::RoundTrip, 1e6, 1e6, 100.0, &[]));
    assert!(close(row.messages_per_second, 500.0), "{row:?}");
    assert_eq!(
        (row.wire_bytes, row.bottleneck),
        (2000, Bottleneck::Bandwidth)
    );
    // 1 / (1000/1e6 + 1000/4e6) = 1 / 0.00125 = 800.
    let row = only_row(&file, &params(Mode::RoundTrip, 1e6, 4e6, 100.0, &[]));
    assert!(close(row.messages_per_second, 800.0), "{row:?}");
    // CPU: 1 core / (1 ms + 2 ms) = 333.33….
    let row = only_row(&file, &params(Mode::RoundTrip, 1e9, 1e9, 1.0, &[]));
    assert!(close(row.messages_per_second, 1.0 / 0.003), "{row:?}");
    assert!(close(row.cpu_seconds, 0.003));
}

#[test]
fn missing_operations_exclude_a_crate_only_when_the_mode_needs_them() {
    let file = file_with(
        "mesh",
        vec![
            ("both", crate_results(Some(1e6), Some(1e6), 1000)),
            ("serialize_only", crate_results(Some(1e6), None, 1000)),
            ("deserialize_only", crate_results(None, Some(1e6), 1000)),
        ],
    );
    let ids = |mode| -> BTreeSet<String> {
        throughput(&file, &params(mode, 1e6, 1e6, 1.0, &[]))
            .unwrap()
            .into_iter()
            .map(|r| r.crate_id)
            .collect()
    };
    let set = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(ids(Mode::Serialize), set(&["both", "serialize_only"]));
    assert_eq!(ids(Mode::Deserialize), set(&["both", "deserialize_only"]));
    assert_eq!(ids(Mode::RoundTrip), set(&["both"]));
}

#[test]
fn assumed_codec_speeds_fill_in_and_are_marked_estimated() {
    // 15 687 500 bytes at the assumed 15.6875 MB/s zlib compress speed: exactly one second.
    let mut figures = crate_results(Some(0.0), Some(0.0), 15_687_500);
    figures
        .codecs
        .insert(Codec::Zlib, codec(1_000_000, None, None));
    let file = file_with("mesh", vec![("a", figures)]);
    // 2e6 B/s: zlib wire 2 items/s, CPU 1 core / 1 s = 1 item/s; uncompressed 0.1275 items/s.
    let row = only_row(
        &file,
        &params(Mode::Serialize, 2e6, 2e6, 1.0, &[Codec::Zlib]),
    );
    assert_eq!(
        (row.codec, row.bottleneck, row.estimated),
        (Some(Codec::Zlib), Bottleneck::Cpu, true)
    );
    assert!(close(row.cpu_seconds, 1.0), "{row:?}");
    assert!(close(row.messages_per_second, 1.0));

    // Decompress at the assumed 400 MB/s: 400 000 000 bytes take one second.
    let mut figures = crate_results(Some(0.0), Some(0.0), 400_000_000);
    figures.codecs.insert(Codec::Zlib, codec(1_000, None, None));
    let file = file_with("mesh", vec![("a", figures)]);
    let row = only_row(
        &file,
        &params(Mode::Deserialize, 1e9, 1e9, 3.0, &[Codec::Zlib]),
    );
    assert_eq!((row.codec, row.estimated), (Some(Codec::Zlib), true));
    assert!(close(row.cpu_seconds, 1.0), "{row:?}");
    assert!(close(row.messages_per_second, 3.0));

    // zstd at 101.4925 MB/s compress, 1360 MB/s decompress.
    let mut figures = crate_results(Some(0.0), Some(0.0), 101_492_500);
    figures.codecs.insert(Codec::Zstd, codec(1_000, None, None));
    let file = file_with("mesh", vec![("a", figures)]);
    // 1e8 B/s: uncompressed 1e8 / (2 × 101492500) = 0.49 items/s; zstd CPU-bound near 0.93.
    let row = only_row(
        &file,
        &params(Mode::RoundTrip, 1e8, 1e8, 1.0, &[Codec::Zstd]),
    );
    assert_eq!((row.codec, row.estimated), (Some(Codec::Zstd), true));
    assert!(
        close(row.cpu_seconds, 1.0 + 101_492_500.0 / 1360e6),
        "{row:?}"
    );
}

#[test]
fn measured_codec_times_win_over_assumptions_unless_reproducing_upstream() {
    // Measured zlib compress: 1 ms, far from the assumed 15687500 B / 15.6875 MB/s = 1 s.
    let mut figures = crate_results(Some(0.0), None, 15_687_500);
    figures
        .codecs
        .insert(Codec::Zlib, codec(1_000, Some(1e6), None));
    let file = file_with("mesh", vec![("a", figures)]);
    // 1e7 B/s: uncompressed 1e7 / 15687500 = 0.64 items/s; zlib min(1e4, 1 / 0.001) = 1000.
    let mut p = params(Mode::Serialize, 1e7, 1e7, 1.0, &[Codec::Zlib]);
    let row = only_row(&file, &p);
    assert_eq!((row.codec, row.estimated), (Some(Codec::Zlib), false));
    assert!(close(row.cpu_seconds, 0.001));
    // The upstream site never reads zlib times: it assumes them (1 s: 1 item/s, still above
    // the uncompressed 0.64).
    p.codec_times = CodecTimes::UpstreamAssumptions;
    let row = only_row(&file, &p);
    assert_eq!((row.codec, row.estimated), (Some(Codec::Zlib), true));
    assert!((row.cpu_seconds - 1.0).abs() < 1e-6, "{row:?}");
}

#[test]
fn codecs_without_measured_times_or_assumptions_are_skipped() {
    let mut figures = crate_results(Some(1e6), None, 1000);
    figures.codecs.insert(Codec::Lz4, codec(10, None, None));
    let file = file_with("mesh", vec![("a", figures.clone())]);
    let p = params(Mode::Serialize, 1e6, 1e6, 100.0, &[Codec::Lz4]);
    assert_eq!(only_row(&file, &p).codec, None);
    // With a measured compress time (1 ms): lz4 wire 1e5, CPU 100 / 0.002 = 5e4 items/s.
    figures
        .codecs
        .insert(Codec::Lz4, codec(10, Some(1e6), None));
    let file = file_with("mesh", vec![("a", figures)]);
    let row = only_row(&file, &p);
    assert_eq!((row.codec, row.estimated), (Some(Codec::Lz4), false));
    assert!(close(row.messages_per_second, 5e4), "{row:?}");
}

fn with_variants(primary_ns: Option<f64>, variants: &[(&str, f64)]) -> Variants<Timing> {
    Variants {
        primary: primary_ns.map(Timing::point),
        variants: variants
            .iter()
            .map(|&(name, ns)| (name.to_owned(), Timing::point(ns)))
            .collect(),
    }
}

#[test]
fn variant_policies() {
    // serialize: primary 2 ms, "a" 3 ms, "b" 1 ms; CPU-bound with 1 core.
    let mut figures = crate_results(None, None, 1000);
    figures.operations.insert(
        Operation::Serialize,
        with_variants(Some(2e6), &[("a", 3e6), ("b", 1e6)]),
    );
    let file = file_with("mesh", vec![("x", figures)]);
    let mut p = params(Mode::Serialize, 1e12, 1e12, 1.0, &[]);
    let mut run = |policy| {
        p.variants = policy;
        only_row(&file, &p)
    };
    // Upstream: first variant in name order ("a", 3 ms) → 333.33 items/s.
    let row = run(VariantPolicy::Upstream);
    assert_eq!(row.variant.as_deref(), Some("a"));
    assert!(close(row.messages_per_second, 1.0 / 0.003));
    // PreferPrimary: 2 ms → 500.
    let row = run(VariantPolicy::PreferPrimary);
    assert_eq!(row.variant, None);
    assert!(close(row.messages_per_second, 500.0));
    // Best: "b", 1 ms → 1000.
    let row = run(VariantPolicy::Best);
    assert_eq!(row.variant.as_deref(), Some("b"));
    assert!(close(row.messages_per_second, 1000.0));
}

#[test]
fn rankings_compare_like_with_like_unless_asked() {
    // serialize: primary 2 ms, "soa" 1 ms (other work), "fixint" 1.5 ms (same work),
    // "old" 0.5 ms (unclassed); CPU-bound with 1 core.
    let mut figures = crate_results(None, None, 1000);
    figures.operations.insert(
        Operation::Serialize,
        with_variants(
            Some(2e6),
            &[("soa", 1e6), ("fixint", 1.5e6), ("old", 0.5e6)],
        ),
    );
    let mut file = file_with("mesh", vec![("x", figures)]);
    let info = file.crates.get_mut("x").unwrap();
    info.work.insert(
        "soa".to_owned(),
        Work::Other("columns built beforehand".to_owned()),
    );
    info.work.remove("old");
    let mut p = params(Mode::Serialize, 1e12, 1e12, 1.0, &[]);
    // By default: the best variant of the same work, "fixint", 1.5 ms.
    let row = only_row(&file, &p);
    assert_eq!(row.variant.as_deref(), Some("fixint"));
    assert!(close(row.messages_per_second, 1.0 / 0.0015));
    // Beside the ranking: the variants left out, each with why, in name order.
    let left_out = set_aside(&file, &p);
    let listed: Vec<(&str, &str)> = left_out
        .iter()
        .map(|s| (s.variant.as_str(), s.why.as_str()))
        .collect();
    assert_eq!(
        listed,
        [("old", UNCLASSED), ("soa", "columns built beforehand")]
    );
    assert!(left_out.iter().all(|s| s.crate_id == "x"));
    // Asked for: every variant, and the unclassed one wins.
    p.include_other_work = true;
    let row = only_row(&file, &p);
    assert_eq!(row.variant.as_deref(), Some("old"));
    assert!(set_aside(&file, &p).is_empty());
    // Reproducing the upstream site ignores the classing, which upstream knows nothing of.
    p.include_other_work = false;
    p.variants = VariantPolicy::Upstream;
    assert_eq!(only_row(&file, &p).variant.as_deref(), Some("fixint"));
    assert!(set_aside(&file, &p).is_empty());
    // A crate whose only figure of the operation is set aside is not ranked.
    p.variants = VariantPolicy::Best;
    let mut only_other = crate_results(None, None, 1000);
    only_other
        .operations
        .insert(Operation::Serialize, with_variants(None, &[("soa", 1e6)]));
    let mut file = file_with("mesh", vec![("y", only_other)]);
    file.crates.get_mut("y").unwrap().work.clear();
    assert!(throughput(&file, &p).unwrap().is_empty());
    p.include_other_work = true;
    assert_eq!(only_row(&file, &p).variant.as_deref(), Some("soa"));
}

#[test]
fn charts_draw_the_file_without_the_variants_set_aside() {
    let mut figures = crate_results(Some(2e6), None, 1000);
    figures.size.variants.insert("soa".to_owned(), 900);
    figures.operations.insert(
        Operation::Serialize,
        with_variants(Some(2e6), &[("soa", 1e6), ("fixint", 1.5e6)]),
    );
    let mut file = file_with("mesh", vec![("x", figures)]);
    file.crates.get_mut("x").unwrap().work.insert(
        "soa".to_owned(),
        Work::Other("columns built beforehand".to_owned()),
    );
    let kept = schema::model::without_set_aside(&file);
    let x = &kept.datasets["mesh"].crates["x"];
    let names: Vec<&String> = x.operations[&Operation::Serialize]
        .variants
        .keys()
        .collect();
    assert_eq!(names, ["fixint"]);
    assert!(x.size.variants.is_empty());
    // Everything else is the file's.
    assert_eq!(kept.crates, file.crates);
    assert_eq!(x.size.primary, Some(1000));
}

#[test]
fn a_variant_keeps_its_own_size_and_time_together() {
    // Primary: 1000 bytes, 1 ms. "packed": 500 bytes, 2 ms. 1e5 B/s, 1 core.
    let mut figures = crate_results(None, None, 1000);
    figures.size.variants.insert("packed".to_owned(), 500);
    figures.operations.insert(
        Operation::Serialize,
        with_variants(Some(1e6), &[("packed", 2e6)]),
    );
    let file = file_with("mesh", vec![("capn", figures)]);
    let mut p = params(Mode::Serialize, 1e5, 1e5, 1.0, &[]);
    // Best: primary min(100, 1000) = 100; packed min(200, 500) = 200 → packed.
    let row = only_row(&file, &p);
    assert_eq!(
        (row.variant.as_deref(), row.wire_bytes),
        (Some("packed"), 500)
    );
    assert!(close(row.messages_per_second, 200.0));
    // PreferPrimary: 100.
    p.variants = VariantPolicy::PreferPrimary;
    let row = only_row(&file, &p);
    assert_eq!((row.variant, row.wire_bytes), (None, 1000));
    // Upstream: the packed time with the primary size: min(100, 500) = 100.
    p.variants = VariantPolicy::Upstream;
    let row = only_row(&file, &p);
    assert_eq!(
        (row.variant.as_deref(), row.wire_bytes),
        (Some("packed"), 1000)
    );
    assert!(close(row.cpu_seconds, 0.002));
}

#[test]
fn ranking_relative_and_ties() {
    // Bandwidth-bound at 1e6 B/s: b and c 1000 items/s, a 250.
    let file = file_with(
        "mesh",
        vec![
            ("a", crate_results(Some(1.0), None, 4000)),
            ("b", crate_results(Some(1.0), None, 1000)),
            ("c", crate_results(Some(1.0), None, 1000)),
        ],
    );
    let rows = throughput(&file, &params(Mode::Serialize, 1e6, 1e6, 1.0, &[])).unwrap();
    let summary: Vec<(&str, f64)> = rows
        .iter()
        .map(|r| (r.crate_id.as_str(), r.relative))
        .collect();
    assert_eq!(summary, [("b", 1.0), ("c", 1.0), ("a", 0.25)]);
}

#[test]
fn messages_per_item_scale_items() {
    // log: one item is 10 000 logs. 1e6 B/s / 1000 B = 1000 items/s = 1e7 logs/s.
    let file = file_with("log", vec![("a", crate_results(Some(1.0), None, 1000))]);
    let mut p = params(Mode::Serialize, 1e6, 1e6, 1.0, &[]);
    p.dataset = "log".to_owned();
    assert!(close(only_row(&file, &p).messages_per_second, 1e7));
}

#[test]
fn zero_resources_give_zero_and_everyone_ties_with_the_best() {
    let file = file_with(
        "mesh",
        vec![
            ("a", crate_results(Some(1e6), None, 4000)),
            ("b", crate_results(Some(2e6), None, 1000)),
        ],
    );
    for (outbound, cores, bottleneck) in [
        (0.0, 1.0, Bottleneck::Bandwidth),
        (1e6, 0.0, Bottleneck::Cpu),
        (0.0, 0.0, Bottleneck::Cpu),
    ] {
        let rows = throughput(&file, &params(Mode::RoundTrip, outbound, 1e6, cores, &[]))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(rows.is_empty(), "round trip needs deserialize");
        let rows = throughput(&file, &params(Mode::Serialize, outbound, 1e6, cores, &[])).unwrap();
        assert_eq!(rows.len(), 2);
        for row in rows {
            assert_eq!(
                (row.messages_per_second, row.relative),
                (0.0, 1.0),
                "{row:?}"
            );
            assert_eq!(row.bottleneck, bottleneck);
        }
    }
}

#[test]
fn free_items_are_capped_not_infinite() {
    // Zero size and zero CPU time: nothing limits; the figure is the largest finite float.
    let file = file_with("mesh", vec![("a", crate_results(Some(0.0), None, 0))]);
    let row = only_row(&file, &params(Mode::Serialize, 1e6, 1e6, 1.0, &[]));
    assert!(row.messages_per_second.is_finite() && row.messages_per_second > 1e300);
    assert_eq!(row.relative, 1.0);
}

#[test]
fn bad_parameters_are_errors() {
    let file = file_with("mesh", vec![("a", crate_results(Some(1.0), None, 1))]);
    let mut p = params(Mode::Serialize, 1.0, 1.0, 1.0, &[]);
    p.dataset = "nope".to_owned();
    let error = throughput(&file, &p).unwrap_err();
    assert_eq!(
        error,
        ModelError::UnknownDataset {
            dataset: "nope".to_owned(),
            available: vec!["mesh".to_owned()]
        }
    );
    assert!(error.to_string().contains("mesh"));
    for (out, inb, cores, name) in [
        (-1.0, 1.0, 1.0, "outbound bandwidth"),
        (1.0, f64::NAN, 1.0, "inbound bandwidth"),
        (1.0, 1.0, -0.5, "cores"),
        (1.0, 1.0, f64::NAN, "cores"),
    ] {
        match throughput(&file, &params(Mode::Serialize, out, inb, cores, &[])) {
            Err(ModelError::InvalidParameter { name: got, .. }) => assert_eq!(got, name),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn unit_conversions() {
    // 1 TB per month = 1e12 bytes over 30.4 × 86400 s.
    assert!(close(
        tb_per_month_to_bytes_per_second(1.0),
        1e12 / 2_626_560.0
    ));
    assert!(close(
        bytes_per_second_to_tb_per_month(1e12 / 2_626_560.0),
        1.0
    ));
    assert_eq!(mbit_per_second_to_bytes_per_second(8.0), 1e6);
    assert_eq!(bytes_per_second_to_mbit_per_second(125_000.0), 1.0);
}

#[test]
fn names_parse_and_print() {
    for (text, mode) in [
        ("serialize", Mode::Serialize),
        ("Deserialize", Mode::Deserialize),
        ("round-trip", Mode::RoundTrip),
        ("round_trip", Mode::RoundTrip),
        ("round trip", Mode::RoundTrip),
    ] {
        assert_eq!(text.parse::<Mode>(), Ok(mode));
    }
    assert_eq!(Mode::RoundTrip.to_string(), "round-trip");
    let error = "sideways".parse::<Mode>().unwrap_err().to_string();
    assert!(
        error.contains("sideways") && error.contains("round-trip"),
        "{error}"
    );
    for policy in VariantPolicy::ALL {
        assert_eq!(policy.name().parse::<VariantPolicy>(), Ok(policy));
    }
    for times in CodecTimes::ALL {
        assert_eq!(times.to_string().parse::<CodecTimes>(), Ok(times));
    }
}

/// A timing of `ns` with bounds `lower_ns`..`upper_ns`.
fn bounded(ns: f64, lower_ns: f64, upper_ns: f64) -> Timing {
    Timing {
        lower_ns: Some(lower_ns),
        upper_ns: Some(upper_ns),
        ..Timing::point(ns)
    }
}

#[test]
fn intervals_come_from_the_timings_bounds_through_the_same_model() {
    // Serialize 1 ms, between 0.8 and 1.25 ms; 1000 bytes.
    let mut figures = crate_results(None, None, 1000);
    figures.operations.insert(
        Operation::Serialize,
        Variants::primary(bounded(1e6, 8e5, 1.25e6)),
    );
    let file = file_with("mesh", vec![("a", figures)]);
    // CPU-bound: 10 cores / 1 ms = 10000, between 10 / 1.25 ms = 8000 and 10 / 0.8 ms = 12500.
    let row = only_row(&file, &params(Mode::Serialize, 1e9, 1.0, 10.0, &[]));
    assert!(close(row.messages_per_second, 10_000.0), "{row:?}");
    let interval = row.interval.expect("an interval");
    assert!(
        close(interval.low, 8000.0) && close(interval.high, 12_500.0),
        "{row:?}"
    );
    // Bandwidth-bound at every bound: 1e6 B/s / 1000 B = 1000, exactly (sizes are exact).
    let row = only_row(&file, &params(Mode::Serialize, 1e6, 1.0, 10.0, &[]));
    assert_eq!(row.interval, Interval::new(1000.0, 1000.0), "{row:?}");
    // The wire limit (9000) falls inside the CPU's range: the top is capped there.
    let row = only_row(&file, &params(Mode::Serialize, 9e6, 1.0, 10.0, &[]));
    let interval = row.interval.expect("an interval");
    assert!(
        close(interval.low, 8000.0) && close(interval.high, 9000.0),
        "{row:?}"
    );
    // Timings without bounds give no interval.
    let file = file_with("mesh", vec![("a", crate_results(Some(1e6), None, 1000))]);
    let row = only_row(&file, &params(Mode::Serialize, 1e9, 1.0, 10.0, &[]));
    assert_eq!(row.interval, None);
}

#[test]
fn a_timing_without_bounds_counts_as_a_point_beside_one_with_bounds() {
    // Round trip: serialize 1 ms (no bounds) + deserialize 1 ms (0.5 .. 3 ms).
    let mut figures = crate_results(Some(1e6), None, 1000);
    figures.operations.insert(
        Operation::Deserialize,
        Variants::primary(bounded(1e6, 5e5, 3e6)),
    );
    let file = file_with("mesh", vec![("a", figures)]);
    let row = only_row(&file, &params(Mode::RoundTrip, 1e12, 1e12, 1.0, &[]));
    assert!(close(row.messages_per_second, 500.0), "{row:?}");
    let interval = row.interval.expect("an interval");
    // 1 / 4 ms = 250 and 1 / 1.5 ms = 666.7.
    assert!(close(interval.low, 250.0), "{row:?}");
    assert!(close(interval.high, 1.0 / 0.0015), "{row:?}");
}

// ---- Properties ------------------------------------------------------------------------

fn nanos() -> impl Strategy<Value = f64> + Clone {
    prop_oneof![Just(0.0), 1.0..1e4f64, 1e4..1e9f64]
}

fn bytes() -> impl Strategy<Value = u64> + Clone {
    prop_oneof![Just(0u64), 1..1000u64, 1000..100_000_000u64]
}

fn variants_of<T: std::fmt::Debug + Clone + 'static>(
    value: impl Strategy<Value = T> + Clone,
) -> impl Strategy<Value = Variants<T>> {
    (
        proptest::option::weighted(0.8, value.clone()),
        proptest::collection::btree_map(
            prop_oneof![Just("a".to_owned()), Just("b".to_owned())],
            value,
            0..2,
        ),
    )
        .prop_map(|(primary, variants)| Variants { primary, variants })
        .prop_filter("at least one figure", |v| !v.is_empty())
}

fn codec_figures() -> impl Strategy<Value = CodecFigures> + Clone {
    (
        bytes(),
        proptest::option::of(nanos().prop_map(Timing::point)),
        proptest::option::of(nanos().prop_map(Timing::point)),
    )
        .prop_map(|(size, compress, decompress)| CodecFigures {
            size,
            compress,
            decompress,
        })
}

fn crate_figures() -> impl Strategy<Value = CrateResults> {
    let timing = || variants_of(nanos().prop_map(Timing::point));
    (
        proptest::option::weighted(0.9, timing()),
        proptest::option::weighted(0.8, timing()),
        proptest::option::weighted(0.95, variants_of(bytes())),
        proptest::collection::btree_map(
            prop_oneof![Just(Codec::Zlib), Just(Codec::Zstd), Just(Codec::Lz4)],
            variants_of(codec_figures()),
            0..3,
        ),
    )
        .prop_map(|(serialize, deserialize, size, codecs)| {
            let mut operations = BTreeMap::new();
            if let Some(t) = serialize {
                operations.insert(Operation::Serialize, t);
            }
            if let Some(t) = deserialize {
                operations.insert(Operation::Deserialize, t);
            }
            CrateResults {
                operations,
                size: size.unwrap_or_default(),
                codecs,
                allocations: BTreeMap::new(),
                instructions: None,
                code_size: None,
            }
        })
}

fn results_file() -> impl Strategy<Value = ResultsFile> {
    proptest::collection::vec(crate_figures(), 1..5).prop_map(|crates| {
        let names = ["c0", "c1", "c2", "c3", "c4"];
        file_with("mk48", names.iter().copied().zip(crates).collect())
    })
}

fn bandwidth_value() -> impl Strategy<Value = f64> {
    prop_oneof![Just(0.0), 1e-3..1e3f64, 1e3..1e13f64]
}

fn model_params() -> impl Strategy<Value = Params> {
    (
        prop_oneof![
            Just(Mode::Serialize),
            Just(Mode::Deserialize),
            Just(Mode::RoundTrip)
        ],
        bandwidth_value(),
        bandwidth_value(),
        any::<bool>(),
        prop_oneof![Just(0.0), 1e-4..1e3f64],
        proptest::collection::btree_set(
            prop_oneof![Just(Codec::Zlib), Just(Codec::Zstd), Just(Codec::Lz4)],
            0..3,
        ),
        prop_oneof![
            Just(CodecTimes::Measured),
            Just(CodecTimes::UpstreamAssumptions)
        ],
        prop_oneof![
            Just(VariantPolicy::Upstream),
            Just(VariantPolicy::PreferPrimary),
            Just(VariantPolicy::Best)
        ],
    )
        .prop_map(
            |(mode, out, inb, symmetric, cores, codecs, codec_times, variants)| Params {
                dataset: "mk48".to_owned(),
                mode,
                bandwidth: Bandwidth {
                    outbound_bytes_per_second: out,
                    inbound_bytes_per_second: if symmetric { out } else { inb },
                },
                cores,
                codecs,
                codec_times,
                variants,
                include_other_work: false,
            },
        )
}

fn by_crate(rows: &[Row]) -> BTreeMap<&str, f64> {
    rows.iter()
        .map(|r| (r.crate_id.as_str(), r.messages_per_second))
        .collect()
}

/// Every crate of `before` is in `after` with at least the same figure.
fn never_lower(before: &[Row], after: &[Row]) -> Result<(), TestCaseError> {
    let after = by_crate(after);
    for row in before {
        let later = after.get(row.crate_id.as_str()).copied();
        prop_assert!(
            later.is_some_and(|m| m >= row.messages_per_second),
            "{}: {} → {:?}",
            row.crate_id,
            row.messages_per_second,
            later
        );
    }
    Ok(())
}

/// Every timing of `file`, to be changed by `change`.
fn each_timing(file: &mut ResultsFile, mut change: impl FnMut(&mut Timing)) {
    for results in file
        .datasets
        .values_mut()
        .flat_map(|d| d.crates.values_mut())
    {
        for figures in results.operations.values_mut() {
            figures.primary.iter_mut().for_each(&mut change);
            figures.variants.values_mut().for_each(&mut change);
        }
        for figures in results.codecs.values_mut() {
            let codec_figures = figures
                .primary
                .iter_mut()
                .chain(figures.variants.values_mut());
            for codec_figures in codec_figures {
                codec_figures.compress.iter_mut().for_each(&mut change);
                codec_figures.decompress.iter_mut().for_each(&mut change);
            }
        }
    }
}

/// `file` with bounds on each timing: the `n`-th timing's from `factors[n % len]`.
fn with_bounds(file: &ResultsFile, factors: &[(f64, f64)]) -> ResultsFile {
    let mut file = file.clone();
    let mut n = 0;
    each_timing(&mut file, |timing| {
        let (below, above) = factors[n % factors.len()];
        n += 1;
        timing.lower_ns = Some(timing.estimate_ns * below);
        timing.upper_ns = Some(timing.estimate_ns * above);
    });
    file
}

/// `file` with each timing replaced by its lower (or upper) bound, without bounds.
fn at_bound(file: &ResultsFile, upper: bool) -> ResultsFile {
    let mut file = file.clone();
    each_timing(&mut file, |timing| {
        let bound = if upper {
            timing.upper_ns
        } else {
            timing.lower_ns
        };
        *timing = Timing::point(bound.unwrap_or(timing.estimate_ns));
    });
    file
}

fn bound_factors() -> impl Strategy<Value = Vec<(f64, f64)>> {
    proptest::collection::vec((0.5..1.0f64, 1.0..2.0f64), 1..6)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Bounds add intervals and change nothing else; each interval holds its figure.
    #[test]
    fn bounds_leave_the_figures_unchanged_and_intervals_hold_them(
        file in results_file(),
        p in model_params(),
        factors in bound_factors(),
    ) {
        let plain = throughput(&file, &p).unwrap();
        prop_assert!(plain.iter().all(|row| row.interval.is_none()), "{plain:?}");
        let rows = throughput(&with_bounds(&file, &factors), &p).unwrap();
        prop_assert_eq!(rows.len(), plain.len());
        for (row, plain) in rows.iter().zip(&plain) {
            prop_assert_eq!(&Row { interval: None, ..row.clone() }, plain);
            if let Some(interval) = row.interval {
                prop_assert!(interval.low <= row.messages_per_second, "{row:?}");
                prop_assert!(row.messages_per_second <= interval.high, "{row:?}");
                prop_assert!(interval.low.is_finite() && interval.high.is_finite(), "{row:?}");
            }
        }
    }

    /// With one way of sending per crate (primary figures, no codec), a row's interval is the
    /// model's figure with every timing at its slowest bound, up to its fastest.
    #[test]
    fn an_interval_is_the_model_at_the_timings_bounds(
        file in results_file(),
        p in model_params(),
        factors in bound_factors(),
    ) {
        let p = Params { codecs: BTreeSet::new(), variants: VariantPolicy::PreferPrimary, ..p };
        let file = with_bounds(&file, &factors);
        let (slowest, fastest) = (
            throughput(&at_bound(&file, true), &p).unwrap(),
            throughput(&at_bound(&file, false), &p).unwrap(),
        );
        let (slowest, fastest) = (by_crate(&slowest), by_crate(&fastest));
        for row in throughput(&file, &p).unwrap() {
            let id = row.crate_id.as_str();
            prop_assert_eq!(row.interval, Interval::new(slowest[id], fastest[id]), "{}", id);
        }
    }

    /// Costs written as JSON read back equal, to the bit, and rank as the costs written.
    #[test]
    fn costs_read_back_from_json_rank_exactly_as_written(
        file in results_file(),
        p in model_params(),
        factors in bound_factors(),
    ) {
        let written = costs(&with_bounds(&file, &factors), &p).unwrap();
        let json = serde_json::to_string(&written).unwrap();
        let read: schema::model::Costs = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&read, &written);
        prop_assert_eq!(
            read.rank(p.bandwidth, p.cores).unwrap(),
            written.rank(p.bandwidth, p.cores).unwrap()
        );
    }

    #[test]
    fn figures_are_finite_sorted_and_relative_to_the_best(file in results_file(), p in model_params()) {
        let rows = throughput(&file, &p).unwrap();
        for row in &rows {
            prop_assert!(row.messages_per_second.is_finite() && row.messages_per_second >= 0.0, "{row:?}");
            prop_assert!(row.cpu_seconds.is_finite() && row.cpu_seconds >= 0.0, "{row:?}");
            prop_assert!((0.0..=1.0).contains(&row.relative), "{row:?}");
        }
        for pair in rows.windows(2) {
            prop_assert!(pair[0].messages_per_second >= pair[1].messages_per_second);
        }
        if let Some(best) = rows.first() {
            prop_assert_eq!(best.relative, 1.0);
        }
        for row in rows.iter().filter(|r| r.messages_per_second == rows[0].messages_per_second) {
            prop_assert_eq!(row.relative, 1.0);
        }
    }

    /// The site computes the costs once per run and view and ranks them on every slider step;
    /// that is only right if the costs ignore bandwidth and cores.
    #[test]
    fn costs_ignore_bandwidth_and_cores_and_rank_like_throughput(
        file in results_file(),
        p in model_params(),
        other in model_params(),
    ) {
        let mut moved = p.clone();
        moved.bandwidth = other.bandwidth;
        moved.cores = other.cores;
        let kept = costs(&file, &p).unwrap();
        prop_assert_eq!(&kept, &costs(&file, &moved).unwrap());
        prop_assert_eq!(kept.rank(moved.bandwidth, moved.cores).unwrap(), throughput(&file, &moved).unwrap());
    }

    #[test]
    fn more_bandwidth_never_lowers_a_figure(
        file in results_file(),
        p in model_params(),
        factor in 1.0..1e3f64,
        which in 0..3u8,
    ) {
        let before = throughput(&file, &p).unwrap();
        let mut more = p.clone();
        if which != 1 {
            more.bandwidth.outbound_bytes_per_second *= factor;
        }
        if which != 0 {
            more.bandwidth.inbound_bytes_per_second *= factor;
        }
        never_lower(&before, &throughput(&file, &more).unwrap())?;
    }

    #[test]
    fn more_cores_never_lower_a_figure(file in results_file(), p in model_params(), extra in 0.0..1e3f64) {
        let before = throughput(&file, &p).unwrap();
        let mut more = p.clone();
        more.cores += extra;
        never_lower(&before, &throughput(&file, &more).unwrap())?;
    }

    #[test]
    fn allowing_another_codec_never_lowers_a_figure(
        file in results_file(),
        p in model_params(),
        extra in prop_oneof![Just(Codec::Zlib), Just(Codec::Zstd), Just(Codec::Lz4)],
    ) {
        let before = throughput(&file, &p).unwrap();
        let mut more = p.clone();
        more.codecs.insert(extra);
        never_lower(&before, &throughput(&file, &more).unwrap())?;
    }
}
