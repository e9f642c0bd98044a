//! The explorer's per-load and per-input work, natively: loading the newest committed run
//! (whole, and as the explorer does: one dataset), validating it, and ranking its crates (the
//! throughput model). Figures only; the site's own benchmark in the browser is
//! `scripts/site-perf.sh`.

use criterion::{criterion_group, criterion_main, Criterion};
use schema::model::{self, Bandwidth, CodecTimes, Mode, Params, VariantPolicy};
use schema::{Codec, Manifest};
use std::hint::black_box;
use std::path::{Path, PathBuf};

/// The run the site opens on (`Manifest::default_run`) of the committed
/// `benchmark_results/index.json`.
fn newest_run() -> (String, Vec<u8>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benchmark_results");
    let manifest_bytes =
        std::fs::read(dir.join("index.json")).expect("benchmark_results/index.json");
    let manifest: Manifest =
        schema::load_manifest("index.json", &manifest_bytes).expect("valid manifest");
    let newest = manifest
        .default_run()
        .expect("at least one run")
        .file
        .clone();
    let path: PathBuf = dir.join(&newest);
    (newest.clone(), std::fs::read(&path).expect("newest run"))
}

fn params(dataset: &str, outbound: f64) -> Params {
    Params {
        dataset: dataset.to_owned(),
        mode: Mode::Serialize,
        bandwidth: Bandwidth::symmetric(outbound),
        cores: 1.0,
        codecs: Codec::ALL.into_iter().collect(),
        codec_times: CodecTimes::Measured,
        variants: VariantPolicy::default(),
        include_other_work: false,
    }
}

fn site_path(c: &mut Criterion) {
    let (name, bytes) = newest_run();
    let file = schema::load_results(&name, &bytes).expect("the committed run loads");
    // The explorer opens on mk48.
    let dataset = if file.datasets.contains_key("mk48") {
        "mk48".to_owned()
    } else {
        file.datasets.keys().next().expect("a dataset").clone()
    };
    c.bench_function("load_results (newest committed run)", |b| {
        b.iter(|| schema::load_results(black_box(&name), black_box(&bytes)).unwrap())
    });
    c.bench_function(
        "load_results_lazily + read one dataset (the explorer's load)",
        |b| {
            b.iter(|| {
                let lazy = schema::load_results_lazily(black_box(&name), black_box(&bytes));
                lazy.unwrap().read(&dataset).unwrap()
            })
        },
    );
    c.bench_function("validate (newest committed run)", |b| {
        b.iter(|| schema::validate(black_box(&file)))
    });
    let fixed = params(&dataset, 1.0e8);
    c.bench_function(
        "model costs, one dataset (per dataset, mode, codecs)",
        |b| b.iter(|| model::costs(black_box(&file), black_box(&fixed)).unwrap()),
    );
    let costs = model::costs(&file, &fixed).expect("the model runs");
    let mut outbound = 1.0e6;
    c.bench_function(
        "model rank, one dataset (per bandwidth or cores step)",
        |b| {
            b.iter(|| {
                outbound = if outbound > 1.0e9 {
                    1.0e6
                } else {
                    outbound * 1.1
                };
                costs
                    .rank(Bandwidth::symmetric(black_box(outbound)), 1.0)
                    .unwrap()
            })
        },
    );
    c.bench_function("throughput model, one dataset", |b| {
        b.iter(|| {
            // A new bandwidth each time, as a slider does.
            outbound = if outbound > 1.0e9 {
                1.0e6
            } else {
                outbound * 1.1
            };
            model::throughput(black_box(&file), &params(&dataset, outbound)).unwrap()
        })
    });
}

criterion_group!(benches, site_path);
criterion_main!(benches);
