//! Builders for small hand-made results files shared by the integration tests.
#![allow(dead_code)]

pub mod json_pointers;

use schema::{
    CodecFigures, CrateInfo, CrateResults, DatasetResults, Environment, Operation, Origin,
    ResultsFile, RunInfo, Timing, Variants, Work,
};
use std::collections::BTreeMap;

/// A crate's figures: optional serialize / deserialize times (ns) and a size (bytes).
pub fn crate_results(
    serialize_ns: Option<f64>,
    deserialize_ns: Option<f64>,
    size: u64,
) -> CrateResults {
    let mut results = CrateResults {
        size: Variants::primary(size),
        ..CrateResults::default()
    };
    if let Some(ns) = serialize_ns {
        results
            .operations
            .insert(Operation::Serialize, Variants::primary(Timing::point(ns)));
    }
    if let Some(ns) = deserialize_ns {
        results
            .operations
            .insert(Operation::Deserialize, Variants::primary(Timing::point(ns)));
    }
    results
}

/// Codec figures with optional measured compress / decompress times (ns).
pub fn codec(
    size: u64,
    compress_ns: Option<f64>,
    decompress_ns: Option<f64>,
) -> Variants<CodecFigures> {
    Variants::primary(CodecFigures {
        size,
        compress: compress_ns.map(Timing::point),
        decompress: decompress_ns.map(Timing::point),
    })
}

/// A valid file with one dataset holding the given crates (each declared with every variant
/// name its figures use).
pub fn file_with(dataset: &str, crates: Vec<(&str, CrateResults)>) -> ResultsFile {
    let mut infos = BTreeMap::new();
    let mut results = DatasetResults::default();
    for (id, figures) in crates {
        let mut variants = BTreeMap::new();
        let names = figures
            .operations
            .values()
            .flat_map(|v| v.variants.keys())
            .chain(figures.size.variants.keys())
            .chain(figures.codecs.values().flat_map(|v| v.variants.keys()))
            .chain(figures.allocations.values().flat_map(|v| v.variants.keys()));
        for name in names {
            variants.insert(name.clone(), format!("the {name} variant"));
        }
        infos.insert(
            id.to_owned(),
            CrateInfo {
                name: id.to_owned(),
                version: "1.0.0".to_owned(),
                family: None,
                zero_copy: false,
                // Classed as the bencher classes a variant that does its primary's work.
                work: variants
                    .keys()
                    .map(|name| (name.clone(), Work::Same))
                    .collect(),
                variants,
            },
        );
        results.crates.insert(id.to_owned(), figures);
    }
    ResultsFile {
        crates: infos,
        datasets: BTreeMap::from([(dataset.to_owned(), results)]),
        ..ResultsFile::new(
            Origin::Bencher,
            RunInfo {
                started_at: "2026-01-02T03:04:05Z".to_owned(),
                ..RunInfo::default()
            },
            Environment::default(),
        )
    }
}

/// Relative closeness for hand-computed figures (binary fractions like 0.001 are inexact).
pub fn close(actual: f64, expected: f64) -> bool {
    (actual - expected).abs() <= 1e-9 * expected.abs().max(1e-300)
}

/// Every timing figure of `file` (estimates and bounds, operations then codecs), in a fixed
/// order, so two versions of a file can be compared figure by figure.
pub fn timing_figures(file: &ResultsFile) -> Vec<f64> {
    file.timings()
        .flat_map(|timing| [Some(timing.estimate_ns), timing.lower_ns, timing.upper_ns])
        .flatten()
        .collect()
}

/// What writing `original` and reading it back must give: the same file except that each
/// timing is rounded to `STORED_SIGNIFICANT_DIGITS` (within 5·10⁻⁶ of the value), and a file
/// that writes the same bytes again (rounding is idempotent).
pub fn assert_read_back(original: &ResultsFile, read_back: &ResultsFile) {
    let written = schema::to_json(original).unwrap();
    assert_eq!(
        schema::to_json(read_back).unwrap(),
        written,
        "written twice"
    );
    let (before, after) = (timing_figures(original), timing_figures(read_back));
    assert_eq!(before.len(), after.len(), "timing figures lost or added");
    for (before, after) in before.iter().zip(&after) {
        assert!(
            (before - after).abs() <= 5e-6 * before.abs(),
            "{before} was read back as {after}"
        );
    }
}
