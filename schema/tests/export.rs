//! CSV exports and the summary line on small hand-built files.

mod common;

use common::{codec, crate_results, file_with};
use schema::export::{csv_field, format_significant, summary, throughput_csv, to_csv};
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
        "bencher, started 2026-01-02T03:04:05Z, 1 datasets, 2 crates, 10 figures, 1 failures"
    );
}

#[test]
fn significant_digits_as_the_upstream_site_shows_them() {
    for (value, shown) in [
        (12345.6, "12346"),
        (123.456, "123"),
        (12.3456, "12.3"),
        (1.23456, "1.23"),
        (0.123456, "0.123"),
        (0.00123456, "0.00123"),
        (0.0, "0"),
    ] {
        assert_eq!(format_significant(value, 3), shown, "{value}");
    }
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
    };
    let rows = throughput(&file(), &params).unwrap();
    assert_eq!(
        throughput_csv(&rows),
        "crate,compression,messages_per_second,relative_percent,bottleneck\n\
         bitcode,none,143,100,bandwidth\n\
         serde_json,zstd,20.0,14,bandwidth\n"
    );
    // 20 / 142.857 = 14%.
}
