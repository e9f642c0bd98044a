//! The loaders on bad input: every failure is a typed error naming the file, the JSON path
//! and what was expected; nothing panics, whatever the bytes.

mod common;

use common::json_pointers::pointers;
use common::{crate_results, file_with};
use proptest::prelude::*;
use schema::load::{load_manifest, load_results, LoadError};
use schema::{manifest_to_json_pretty, to_json};
use schema::{
    validate, Allocations, CodecInstructions, Failure, InstructionCounts, Manifest, ManifestEntry,
    Operation, ResultsFile, Timing, Variants, SCHEMA_VERSION,
};
use serde_json::{json, Value};

const NAME: &str = "run.json";

/// A valid file exercising every part of the model.
fn sample() -> ResultsFile {
    let mut figures = crate_results(Some(1000.0), Some(2000.0), 100);
    figures.operations.insert(
        Operation::Access,
        Variants {
            primary: None,
            variants: [(
                "unvalidated, fast".to_owned(),
                Timing {
                    rounds: vec![5.0, 5.25, 4.75],
                    ..Timing::bounded(5.0, 4.5, 5.5)
                },
            )]
            .into(),
        },
    );
    figures.codecs.insert(
        schema::Codec::Zstd,
        common::codec(50, Some(10.0), Some(3.0)),
    );
    figures.allocations.insert(
        Operation::Serialize,
        Variants::primary(Allocations {
            count: 2,
            bytes: 128,
        }),
    );
    let mut counts = InstructionCounts::default();
    counts
        .operations
        .insert(Operation::Serialize, Variants::primary(12_345));
    counts.operations.insert(
        Operation::Access,
        Variants {
            primary: None,
            variants: [("unvalidated, fast".to_owned(), 17)].into(),
        },
    );
    counts.codecs.insert(
        schema::Codec::Zstd,
        Variants::primary(CodecInstructions {
            compress: Some(900_000),
            decompress: Some(300_000),
        }),
    );
    counts.varying.push("zstd_compress".to_owned());
    figures.instructions = Some(counts);
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
        message: "round trip mismatch".to_owned(),
    });
    file.run.machine_load = Some(schema::MachineLoad {
        others_cpu_share: 0.25,
        steal_share: 0.0,
    });
    file.environment.cpu = Some("Model name: Some CPU".to_owned());
    file.environment.cores = Some(2);
    file.environment.build = Some(schema::Build {
        target_cpu: "native (znver4)".to_owned(),
        target_features: vec!["avx2".to_owned(), "sse2".to_owned()],
        target: None,
    });
    // The run's mesh was measured on another machine than its environment (a shard).
    file.dataset_environments.insert(
        "mesh".to_owned(),
        schema::Environment {
            cpu: Some("Model name: Other CPU".to_owned()),
            cores: Some(4),
            ..Default::default()
        },
    );
    file.environment.valgrind = Some("valgrind-3.19.0".to_owned());
    file
}

fn sample_json() -> Value {
    serde_json::to_value(sample()).unwrap()
}

fn load_value(value: &Value) -> Result<ResultsFile, LoadError> {
    load_results(NAME, value.to_string().as_bytes())
}

#[test]
fn our_files_round_trip() {
    let file = sample();
    validate(&file).unwrap();
    let json = to_json(&file).unwrap();
    assert_eq!(load_results(NAME, json.as_bytes()).unwrap(), file);
}

/// Files written before a run recorded its build and its datasets' machines load as before:
/// no build, every dataset on the run's machine.
#[test]
fn files_without_build_or_dataset_machines_load() {
    let mut document = sample_json();
    document["environment"]
        .as_object_mut()
        .unwrap()
        .remove("build");
    document
        .as_object_mut()
        .unwrap()
        .remove("dataset_environments");
    let file = load_value(&document).unwrap();
    assert_eq!(file.environment.build, None);
    assert!(file.dataset_environments.is_empty());
    assert_eq!(file.environment_of("mesh"), &file.environment);
    assert!(!file.machines_differ());
    // The writer leaves both out when empty, so such a file is written back as it was.
    assert_eq!(serde_json::to_value(&file).unwrap(), document);
    let sample = sample();
    assert_eq!(sample.environment_of("mesh").cores, Some(4));
    assert_eq!(sample.environment_of("log"), &sample.environment);
    assert!(sample.machines_differ());
    // The explorer's lazy reading keeps them in the header and in each dataset it reads.
    let json = to_json(&sample).unwrap();
    let lazy = schema::load_results_lazily(NAME, json.as_bytes()).unwrap();
    assert_eq!(
        lazy.header().dataset_environments,
        sample.dataset_environments
    );
    let mesh = lazy.read("mesh").unwrap();
    assert_eq!(mesh.environment_of("mesh").cores, Some(4));
    assert_eq!(mesh.environment.build, sample.environment.build);
}

#[test]
fn files_without_instruction_counts_load_and_stay_as_they_were() {
    // A file written before counts existed (no `instructions`, no `valgrind`) loads, and a
    // file without counts is written without those keys.
    let mut value = sample_json();
    value["datasets"]["mesh"]["crates"]["serde_json"]
        .as_object_mut()
        .unwrap()
        .remove("instructions");
    let environment = value["environment"].as_object_mut().unwrap();
    environment.remove("valgrind");
    let file = load_value(&value).unwrap();
    let figures = &file.datasets["mesh"].crates["serde_json"];
    assert_eq!(figures.instructions, None);
    assert_eq!(file.environment.valgrind, None);
    let json = to_json(&file).unwrap();
    for key in ["instructions", "valgrind"] {
        assert!(!json.contains(key), "{key} in {json}");
    }
}

#[test]
fn empty_and_non_json_input() {
    for bytes in [&b""[..], b"  \n"] {
        let error = load_results(NAME, bytes).unwrap_err();
        assert!(matches!(error, LoadError::Empty { .. }), "{error}");
        assert_eq!(error.to_string(), "run.json: the file is empty");
    }
    let error = load_results(NAME, b"{\"schema_version\": 1,\n  oops").unwrap_err();
    match &error {
        LoadError::Syntax { line, column, .. } => assert_eq!((*line, *column), (2, 3)),
        other => panic!("{other}"),
    }
    assert!(
        error
            .to_string()
            .starts_with("run.json: not valid JSON at line 2 column 3"),
        "{error}"
    );
    // Truncated valid file.
    let json = to_json(&sample()).unwrap();
    let error = load_results(NAME, &json.as_bytes()[..json.len() / 2]).unwrap_err();
    assert!(matches!(error, LoadError::Syntax { .. }), "{error}");
    let error = load_results(NAME, &[0xff, 0xfe, 0x00]).unwrap_err();
    assert!(matches!(error, LoadError::Syntax { .. }), "{error}");
}

#[test]
fn absurd_nesting_is_an_error_not_a_stack_overflow() {
    for depth in [200, 100_000] {
        let deep_array = "[".repeat(depth) + &"]".repeat(depth);
        let deep_object = "{\"a\":".repeat(depth) + "1" + &"}".repeat(depth);
        let inside = format!("{{\"schema_version\": 1, \"run\": {deep_array}}}");
        for text in [deep_array.clone(), deep_object, inside] {
            let error = load_results(NAME, text.as_bytes()).unwrap_err();
            assert!(error.to_string().contains("recursion limit"), "{error}");
            assert!(load_manifest(NAME, text.as_bytes()).is_err());
        }
    }
}

#[test]
fn unknown_layouts() {
    for (text, reason) in [
        ("[1, 2]", "found an array"),
        ("\"x\"", "found a string"),
        ("{\"hello\": 1}", "no `schema_version`"),
    ] {
        let error = load_results(NAME, text.as_bytes()).unwrap_err();
        assert!(matches!(error, LoadError::UnknownLayout { .. }), "{error}");
        assert!(error.to_string().contains(reason), "{error}");
    }
}

#[test]
fn unsupported_versions_name_both_versions() {
    let newer = (SCHEMA_VERSION + 1).to_string();
    for (version, shown) in [
        (json!(SCHEMA_VERSION + 1), newer.as_str()),
        (json!(0), "0"),
        (json!("1"), "\"1\""),
        (json!(1.5), "1.5"),
        (json!(null), "null"),
    ] {
        let mut value = sample_json();
        value["schema_version"] = version;
        let error = load_value(&value).unwrap_err();
        match &error {
            LoadError::UnsupportedVersion {
                found, supported, ..
            } => {
                assert_eq!((found.as_str(), *supported), (shown, SCHEMA_VERSION));
            }
            other => panic!("{other}"),
        }
        let message = error.to_string();
        assert!(
            message.contains(&format!("unsupported schema_version {shown}"))
                && message.contains(&format!("reads schema_version 1 to {SCHEMA_VERSION}")),
            "{message}"
        );
    }
}

/// Puts `value` at `pointer` and returns the loader's error.
fn error_with(pointer: &str, value: Value) -> LoadError {
    let mut document = sample_json();
    *document
        .pointer_mut(pointer)
        .unwrap_or_else(|| panic!("{pointer}")) = value;
    load_value(&document).unwrap_err()
}

fn assert_error(error: &LoadError, path: &str, expected: &str) {
    assert_eq!(error.file(), NAME);
    assert_eq!(error.path(), Some(path), "{error}");
    let message = error.to_string();
    assert!(
        message.starts_with(&format!("{NAME}: at {path}: ")),
        "{message}"
    );
    assert!(message.contains(expected), "{message}");
}

#[test]
fn wrong_types_name_the_path_and_the_expectation() {
    let size = "/datasets/mesh/crates/serde_json/size/primary";
    let error = error_with(size, json!("big"));
    assert!(matches!(error, LoadError::Shape { .. }));
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.size.primary",
        "expected u64",
    );
    let error = error_with(size, json!(-5));
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.size.primary",
        "expected u64",
    );
    let error = error_with("/crates/bitcode/version", json!(3));
    assert_error(&error, "crates.bitcode.version", "expected a string");
    let error = error_with("/run/started_at", json!(null));
    assert_error(&error, "run.started_at", "expected a string");
    let mut document = sample_json();
    document["datasets"]["mesh"]["crates"]["bitcode"]["surprise"] = json!(1);
    let error = load_value(&document).unwrap_err();
    assert_error(
        &error,
        "datasets.mesh.crates.bitcode.surprise",
        "unknown field `surprise`",
    );
}

#[test]
fn semantic_rules_name_the_path() {
    let timing = "/datasets/mesh/crates/serde_json/operations/serialize/primary";
    let error = error_with(&format!("{timing}/estimate_ns"), json!(-1.0));
    assert!(matches!(error, LoadError::Invalid { .. }));
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.operations.serialize.primary.estimate_ns",
        "finite non-negative",
    );
    let error = error_with(&format!("{timing}/lower_ns"), json!(5000.0));
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.operations.serialize.primary.lower_ns",
        "exceeds the estimate",
    );
    let error = error_with(
        "/datasets/mesh/crates/serde_json/codecs/zstd/primary/compress/upper_ns",
        json!(1.0),
    );
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.codecs.zstd.primary.compress.upper_ns",
        "below the estimate",
    );
    let error = error_with("/crates/bitcode/name", json!("../evil"));
    assert_error(
        &error,
        "crates.bitcode.name",
        "not a valid crates.io crate name",
    );
    let error = error_with("/crates/bitcode/version", json!("1.0/../../x"));
    assert_error(
        &error,
        "crates.bitcode.version",
        "not a valid crate version",
    );
    let error = error_with("/run/started_at", json!("yesterday"));
    assert_error(&error, "run.started_at", "RFC 3339");
    let error = error_with("/run/machine_load/others_cpu_share", json!(1.5));
    assert_error(
        &error,
        "run.machine_load.others_cpu_share",
        "share from 0 to 1",
    );
    let error = error_with("/run/machine_load/steal_share", json!(-0.1));
    assert_error(&error, "run.machine_load.steal_share", "share from 0 to 1");
    let error = error_with("/dataset_environments/mesh/cores", json!(0));
    assert_error(
        &error,
        "dataset_environments.mesh.cores",
        "at least one core",
    );
    let mut document = sample_json();
    document["dataset_environments"]["bad name"] = json!({});
    let error = load_value(&document).unwrap_err();
    assert_error(
        &error,
        "dataset_environments.bad name",
        "1-64 ASCII letters",
    );

    let mut document = sample_json();
    document["crates"]
        .as_object_mut()
        .unwrap()
        .remove("bitcode");
    let error = load_value(&document).unwrap_err();
    assert_error(
        &error,
        "datasets.mesh.crates.bitcode",
        "no entry in `crates`",
    );

    let mut document = sample_json();
    document["crates"]["serde_json"]["variants"] = json!({});
    document["crates"]["serde_json"]["work"] = json!({});
    let error = load_value(&document).unwrap_err();
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.operations.access.variants.unvalidated, fast",
        "not declared",
    );
    let error = error_with("/crates/serde_json/work", json!({"undeclared": "same"}));
    assert_error(
        &error,
        "crates.serde_json.work.undeclared",
        "classed but not declared",
    );
    let error = error_with(
        "/crates/serde_json/work",
        json!({"unvalidated, fast": {"other": " "}}),
    );
    assert_error(
        &error,
        "crates.serde_json.work.unvalidated, fast",
        "reason it is not comparable",
    );

    let error = error_with(
        "/datasets/mesh/crates/serde_json/operations/access",
        json!({"primary": null, "variants": {}}),
    );
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.operations.access",
        "at least one variant",
    );

    let counts = "/datasets/mesh/crates/serde_json/instructions";
    let error = error_with(
        &format!("{counts}/operations/access"),
        json!({"variants": {"undeclared": 3}}),
    );
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.instructions.operations.access.variants.undeclared",
        "not declared",
    );
    let error = error_with(&format!("{counts}/codecs/zstd/primary"), json!({}));
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.instructions.codecs.zstd.primary",
        "compress or a decompress count",
    );
    let error = error_with(&format!("{counts}/operations/serialize/primary"), json!(-1));
    assert_error(
        &error,
        "datasets.mesh.crates.serde_json.instructions.operations.serialize.primary",
        "u64",
    );
}

#[test]
fn writers_refuse_files_the_loader_would_refuse() {
    let mut file = sample();
    let serialize = file
        .datasets
        .get_mut("mesh")
        .unwrap()
        .crates
        .get_mut("bitcode")
        .unwrap();
    serialize.operations.insert(
        Operation::Serialize,
        Variants::primary(Timing::point(f64::NAN)),
    );
    let error = to_json(&file).unwrap_err();
    assert!(error.to_string().contains("estimate_ns"), "{error}");
}

fn sample_manifest() -> Manifest {
    Manifest {
        schema_version: SCHEMA_VERSION,
        runs: vec![ManifestEntry {
            file: "2026-01-02T03-04-05Z.json".to_owned(),
            started_at: "2026-01-02T03:04:05Z".to_owned(),
            finished_at: None,
            machine: Some("AMD EPYC".to_owned()),
            rustc: None,
            origin: "bencher".to_owned(),
            profile: Some("quick".to_owned()),
            crates: 2,
            wasm: None,
        }],
    }
}

#[test]
fn manifests_load_and_refuse_unsafe_names() {
    let manifest = sample_manifest();
    let json = manifest_to_json_pretty(&manifest).unwrap();
    assert_eq!(
        load_manifest("index.json", json.as_bytes()).unwrap(),
        manifest
    );
    for bad in ["../secret.json", "a/b.json", "a\\b.json", "", ".hidden"] {
        let mut value = serde_json::to_value(&manifest).unwrap();
        value["runs"][0]["file"] = json!(bad);
        let error = load_manifest("index.json", value.to_string().as_bytes()).unwrap_err();
        assert_eq!(error.path(), Some("runs[0].file"), "{error}");
    }
    let mut twice = manifest.clone();
    twice.runs.push(twice.runs[0].clone());
    let error = load_manifest(
        "index.json",
        serde_json::to_string(&twice).unwrap().as_bytes(),
    )
    .unwrap_err();
    assert!(error.to_string().contains("listed twice"), "{error}");
    let error = load_manifest("index.json", br#"{"schema_version": 99, "runs": []}"#).unwrap_err();
    assert!(
        matches!(error, LoadError::UnsupportedVersion { .. }),
        "{error}"
    );
    let error = load_manifest("index.json", br#"{"runs": []}"#).unwrap_err();
    assert!(error.to_string().contains("schema_version"), "{error}");
}

// Upstream files are read only with the `upstream` feature (the explorer's build refuses them).
#[cfg(feature = "upstream")]
#[test]
fn upstream_files_with_bad_shapes() {
    let upstream = |benches: Value| {
        json!({
            "datasets": {"mesh": {"features": {"bitcode": {"benches": benches}}}},
            "features": {"bitcode": {"crate_name": "bitcode", "version": "0.6.0"}},
            "rustc_info": "rustc", "cpu_info": "cpu"
        })
        .to_string()
    };
    let good = upstream(json!({"size": {"Bytes": {"primary": 10, "variants": {}}}}));
    assert!(load_results("2024-1-2_3-4-5.json", good.as_bytes()).is_ok());
    let error = load_results("latest.json", good.as_bytes()).unwrap_err();
    assert!(error.to_string().contains("YYYY-M-D_h-m-s.json"), "{error}");

    for (benches, path, expected) in [
        (
            json!({"size": {"Nanos": {"primary": 1.0, "variants": {}}}}),
            "datasets.mesh.features.bitcode.benches.size",
            "expected a `Bytes` bench",
        ),
        (
            json!({"serialize": {"Bytes": {"primary": 1, "variants": {}}}}),
            "datasets.mesh.features.bitcode.benches.serialize",
            "expected a `Nanos` bench",
        ),
        (
            json!({"lz77": {"Bytes": {"primary": 1, "variants": {}}}}),
            "datasets.mesh.features.bitcode.benches.lz77",
            "unknown bench `lz77`",
        ),
        (
            json!({"size": {"Bytes": {"primary": -1, "variants": {}}}}),
            "datasets.mesh.features.bitcode.benches.size.Bytes.primary",
            "expected u64",
        ),
        (
            json!({"zstd_time": {"Nanos": {"primary": 5.0, "variants": {}}}}),
            "datasets.mesh.features.bitcode.benches.zstd_time.Nanos.primary",
            "without a zstd size",
        ),
        (
            json!({"serialize": {"Nanos": {"primary": -3.0, "variants": {}}}}),
            "datasets.mesh.crates.bitcode.operations.serialize.primary.estimate_ns",
            "finite non-negative",
        ),
    ] {
        let text = upstream(benches);
        let error = load_results("2024-1-2_3-4-5.json", text.as_bytes()).unwrap_err();
        assert_eq!(error.path(), Some(path), "{error}");
        assert!(error.to_string().contains(expected), "{error}");
    }
}

fn replacement() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        Just(json!(-1)),
        Just(json!(0)),
        Just(json!(1e308)),
        Just(json!(1.5)),
        Just(json!(u64::MAX)),
        Just(json!("")),
        Just(json!("../x")),
        Just(json!("round trip")),
        Just(json!([])),
        Just(json!({})),
        Just(json!(true)),
        Just(json!({"primary": null, "variants": {}})),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = load_results(NAME, &bytes);
        if let Ok(lazy) = schema::load_results_lazily(NAME, &bytes) {
            for dataset in lazy.dataset_names() {
                let _ = lazy.read(dataset);
            }
        }
        let _ = load_manifest(NAME, &bytes);
    }

}

// Whole-file cases are slower (a 50 KB fixture per case in a debug build): fewer of them.
proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Byte-level damage to a valid file (ours and upstream): flips, cuts and insertions.
    #[test]
    fn damaged_files_never_panic(
        upstream in any::<bool>(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0..3u8), 1..8),
    ) {
        let mut bytes = if upstream {
            include_bytes!("fixtures/upstream-results/2024-4-7_14-28-32.json").to_vec()
        } else {
            to_json(&sample()).unwrap().into_bytes()
        };
        for (at, byte, kind) in edits {
            let position = at.index(bytes.len().max(1));
            match kind {
                0 => if let Some(b) = bytes.get_mut(position) { *b = byte },
                1 => bytes.truncate(position),
                _ => bytes.insert(position.min(bytes.len()), byte),
            }
        }
        let name = if upstream { "2024-4-7_14-28-32.json" } else { NAME };
        if let Ok(file) = load_results(name, &bytes) {
            prop_assert!(validate(&file).is_ok());
        }
        // The explorer's loader: what it reads is valid too.
        if let Ok(lazy) = schema::load_results_lazily(name, &bytes) {
            for dataset in lazy.dataset_names() {
                if let Ok(file) = lazy.read(dataset) {
                    prop_assert!(validate(&file).is_ok());
                }
            }
        }
    }

    /// Structural damage: one node of a valid document replaced by an odd value. Whatever
    /// loads is valid and survives a round trip.
    #[test]
    fn replaced_nodes_never_panic(
        upstream in any::<bool>(),
        at in any::<prop::sample::Index>(),
        value in replacement(),
    ) {
        let (name, mut document) = if upstream {
            let bytes = include_bytes!("fixtures/upstream-results/2026-08-21_21-37-06.json");
            ("2026-08-21_21-37-06.json", serde_json::from_slice::<Value>(bytes).unwrap())
        } else {
            (NAME, sample_json())
        };
        let mut all = Vec::new();
        pointers(&document, String::new(), &mut all);
        let pointer = &all[at.index(all.len())];
        if let Some(node) = document.pointer_mut(pointer) {
            *node = value;
        }
        if let Ok(file) = load_results(name, document.to_string().as_bytes()) {
            prop_assert!(validate(&file).is_ok());
            let json = to_json(&file).unwrap();
            common::assert_read_back(&file, &load_results(name, json.as_bytes()).unwrap());
        }
    }

    #[test]
    fn arbitrary_manifests_never_panic(file in ".{0,40}", started in ".{0,30}", crates in any::<u64>()) {
        let text = json!({
            "schema_version": SCHEMA_VERSION,
            "runs": [{"file": file, "started_at": started, "origin": "bencher", "crates": crates}]
        })
        .to_string();
        if let Ok(manifest) = load_manifest("index.json", text.as_bytes()) {
            prop_assert!(!manifest.runs[0].file.contains(['/', '\\']));
        }
    }
}

/// The significant digits of a JSON number as serde_json writes it (`1234570.0` → 6).
fn significant_digits(number: &str) -> usize {
    let mantissa = number.split(['e', 'E']).next().unwrap_or_default();
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    digits
        .trim_start_matches('0')
        .trim_end_matches('0')
        .len()
        .max(1)
}

proptest! {
    #[test]
    fn timings_are_written_with_six_significant_digits(
        a in 1e-300f64..1e300,
        b in 1e-300f64..1e300,
    ) {
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        let timing = Timing {
            estimate_ns: high,
            lower_ns: Some(low),
            upper_ns: None,
            rounds: vec![low, high],
        };
        let written = serde_json::to_value(timing).unwrap();
        for (value, original) in [
            (&written["estimate_ns"], high),
            (&written["lower_ns"], low),
            (&written["rounds"][0], low),
            (&written["rounds"][1], high),
        ] {
            let text = value.to_string();
            prop_assert!(significant_digits(&text) <= schema::STORED_SIGNIFICANT_DIGITS, "{text}");
            let read: f64 = text.parse().unwrap();
            prop_assert!((read - original).abs() <= 5e-6 * original, "{original} → {text}");
            // Idempotent: writing what was read writes the same text.
            prop_assert_eq!(serde_json::to_value(Timing::point(read)).unwrap()["estimate_ns"].to_string(), text);
        }
        // Monotonic: the interval still holds its estimate.
        prop_assert!(schema::round_to_stored_precision(low) <= schema::round_to_stored_precision(high));
    }
}

#[test]
fn written_timings_are_rounded_at_the_sixth_significant_digit() {
    for (value, expected) in [
        (1234567.891, 1234570.0),
        (0.000123456789, 0.000123457),
        (3.0, 3.0),
    ] {
        assert_eq!(schema::round_to_stored_precision(value), expected);
    }
    for value in [f64::NAN, f64::INFINITY] {
        assert!(schema::round_to_stored_precision(value).to_bits() == value.to_bits());
    }
}

#[test]
fn origins_name_what_is_wrong() {
    let error = error_with("/origin", json!({"kind": "upstream"}));
    assert_error(&error, "origin", "missing field `layout`");
    let error = error_with(
        "/origin",
        json!({"kind": "bencher", "layout": "crates2023"}),
    );
    assert_error(&error, "origin", "unknown field `layout`");
    let error = error_with("/origin", json!({"kind": "elsewhere"}));
    assert_error(&error, "origin.kind", "unknown variant `elsewhere`");
    let error = error_with("/origin", json!({"layout": "crates2023"}));
    assert_error(&error, "origin", "missing field `kind`");
    let mut document = sample_json();
    document["origin"] = json!({"kind": "upstream", "layout": "features2024"});
    let file = load_value(&document).unwrap();
    assert_eq!(
        file.origin,
        schema::Origin::Upstream {
            layout: schema::UpstreamLayout::Features2024
        }
    );
    assert_eq!(
        serde_json::to_value(&file.origin).unwrap(),
        document["origin"]
    );
}
