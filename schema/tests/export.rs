//! CSV exports, the summary line and the walk over every timing, on small hand-built files.

mod common;

use common::{codec, crate_results, file_with};
use schema::export::{csv_field, summary, throughput_csv, to_csv};
use schema::model::{throughput, Bandwidth, CodecTimes, Mode, Params, VariantPolicy};
use schema::{Allocations, Codec, Failure, Operation, Timing, Variants};
use std::collections::BTreeSet;

fn file() -> schema::ResultsFile {
    let mut figures = crate_results(Some(1000.0), Some(2500.5), 100);
    figures.operations.insert(
        Operation::Access,
        Variants {
            primary: None,
            variants: [("unvalidated, \"fast\"".to_owned(), Timing::point(5.0))].into(),
        },
    );
    figures
        .codecs
        .insert(Codec::Zstd, codec(50, Some(10.0), None));
    figures.allocations.insert(
        Operation::Serialize,
        Variants::primary(Allocations {
            count: 2,
            bytes: 128,
        }),
    );
    let mut file = file_with(
        "mesh",
        vec![
            ("serde_json", figures),
            ("bitcode", crate_results(Some(1.0), None, 7)),
        ],
    );
    file.failures.push(Failure {
        crate_id: "bitcode".to_owned(),
        dataset: "mesh".to_owned(),
        operation: "deserialize".to_owned(),
        message: "mismatch".to_owned(),
    });
    file
}

#[test]
fn every_figure_is_one_csv_line() {
    let csv = to_csv(&file());
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines,
        [
            "dataset,crate,version,metric,variant,value,unit",
            "mesh,bitcode,1.0.0,serialize,,1,ns",
            "mesh,bitcode,1.0.0,size,,7,bytes",
            "mesh,serde_json,1.0.0,serialize,,1000,ns",
            "mesh,serde_json,1.0.0,deserialize,,2500.5,ns",
            "mesh,serde_json,1.0.0,access,\"unvalidated, \"\"fast\"\"\",5,ns",
            "mesh,serde_json,1.0.0,size,,100,bytes",
            "mesh,serde_json,1.0.0,zstd_size,,50,bytes",
            "mesh,serde_json,1.0.0,zstd_compress,,10,ns",
            "mesh,serde_json,1.0.0,alloc_serialize_count,,2,count",
            "mesh,serde_json,1.0.0,alloc_serialize_bytes,,128,bytes",
        ]
    );
}

#[test]
fn csv_quoting() {
    assert_eq!(csv_field("plain"), "plain");
    assert_eq!(csv_field("a,b"), "\"a,b\"");
    assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    assert_eq!(csv_field("two\nlines"), "\"two\nlines\"");
}

#[test]
fn summary_line() {
    assert_eq!(
        summary(&file()),
        "bencher, started 2026-01-02T03:04:05Z, 1 datasets, 2 crates, 10 figures, 1 failures; \
         measured on an unrecorded machine"
    );
}

#[test]
fn summary_names_the_machine_of_each_dataset() {
    let machine = |name: &str| schema::Environment {
        cpu: Some(format!("Model name: {name}\nCPU family: 6\nModel: 167")),
        cores: Some(2),
        ..Default::default()
    };
    let mut file = file();
    file.environment = machine("Intel Xeon");
    assert!(
        summary(&file).ends_with("; measured on Intel Xeon (family 6, model 167), 2 cores"),
        "{}",
        summary(&file)
    );
    let mut log = file.datasets["mesh"].clone();
    log.crates.clear();
    file.datasets.insert("log".to_owned(), log);
    file.dataset_environments
        .insert("log".to_owned(), machine("AMD EPYC"));
    assert!(
        summary(&file).ends_with(
            "; measured on AMD EPYC (family 6, model 167), 2 cores (log); \
             Intel Xeon (family 6, model 167), 2 cores (mesh)"
        ),
        "{}",
        summary(&file)
    );
}

#[test]
fn throughput_rows_as_csv() {
    // Bandwidth 1000 B/s, 1 core, serialize. bitcode: 7 bytes → 142.86 items/s (wire);
    // serde_json: zstd 50 bytes → 20 items/s (wire) beats 100 bytes uncompressed (10/s).
    let params = Params {
        dataset: "mesh".to_owned(),
        mode: Mode::Serialize,
        bandwidth: Bandwidth::symmetric(1000.0),
        cores: 1.0,
        codecs: BTreeSet::from([Codec::Zstd]),
        codec_times: CodecTimes::Measured,
        variants: VariantPolicy::Best,
        include_other_work: false,
    };
    let rows = throughput(&file(), &params).unwrap();
    let csv = throughput_csv(&rows);
    let lines: Vec<Vec<&str>> = csv.lines().map(|l| l.split(',').collect()).collect();
    assert_eq!(
        lines[0],
        [
            "rank",
            "crate",
            "variant",
            "compression",
            "messages_per_second",
            "messages_per_second_low",
            "messages_per_second_high",
            "relative",
            "bottleneck"
        ]
    );
    // Full precision, not rounded for people: 1000 B/s ÷ 7 B, and 20 / (1000 / 7).
    assert_eq!(
        lines[1][..5],
        ["1", "bitcode", "", "none", &(1000.0f64 / 7.0).to_string()]
    );
    assert_eq!(lines[1][7..], ["1", "bandwidth"]);
    assert_eq!(lines[2][..5], ["2", "serde_json", "", "zstd", "20"]);
    assert_eq!(lines[2][7], (20.0 / (1000.0f64 / 7.0)).to_string());
    assert_eq!(lines.len(), 3);
}

#[test]
fn a_files_timings_are_every_operation_variant_and_codec_step() {
    let mut alpha = crate_results(Some(1.0), Some(2.0), 10);
    alpha
        .operations
        .get_mut(&Operation::Serialize)
        .unwrap()
        .set(Some("fast"), Timing::point(3.0));
    alpha.codecs.insert(Codec::Zstd, codec(5, Some(4.0), None));
    let beta = crate_results(None, Some(5.0), 20);
    let file = file_with("log", vec![("alpha", alpha), ("beta", beta)]);
    let mut estimates: Vec<f64> = file.timings().map(|t| t.estimate_ns).collect();
    estimates.sort_by(f64::total_cmp);
    assert_eq!(estimates, vec![1.0, 2.0, 3.0, 4.0, 5.0]);
}
