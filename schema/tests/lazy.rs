//! The lazy loader (one dataset at a time, as the explorer reads) against the full loader:
//! the same figures and the same errors.

use schema::{load_results, load_results_lazily, LoadError};

/// A small file of ours with two datasets; `mesh_size` is written as the `size` of the
/// one crate in `mesh` (JSON text).
fn two_datasets(mesh_size: &str) -> String {
    format!(
        r#"{{"schema_version": 1, "run": {{"started_at": "2026-08-21T21:37:06Z"}},
        "environment": {{}},
        "crates": {{"bitcode": {{"name": "bitcode", "version": "0.6.9"}}}},
        "datasets": {{
            "log": {{"crates": {{"bitcode": {{"size": {{"primary": 3}}}}}}}},
            "mesh": {{"crates": {{"bitcode": {{"size": {mesh_size}}}}}}}}}}}"#
    )
}

#[test]
fn reads_the_dataset_asked_for_and_no_other() {
    let text = two_datasets(r#"{"primary": 7}"#);
    let lazy = load_results_lazily("run.json", text.as_bytes()).unwrap();
    assert_eq!(lazy.dataset_names().collect::<Vec<_>>(), ["log", "mesh"]);
    assert!(lazy.header().datasets.is_empty());
    assert_eq!(lazy.header().crates["bitcode"].version, "0.6.9");

    let mesh = lazy.read("mesh").unwrap();
    assert_eq!(mesh.datasets.keys().collect::<Vec<_>>(), ["mesh"]);
    assert_eq!(
        mesh.datasets["mesh"].crates["bitcode"].size.primary,
        Some(7)
    );
    let full = load_results("run.json", text.as_bytes()).unwrap();
    assert_eq!(mesh.datasets["mesh"], full.datasets["mesh"]);
    assert_eq!(mesh.run, full.run);

    let none = lazy.read("minecraft_savedata").unwrap();
    assert!(none.datasets.is_empty());
}

#[test]
fn a_fault_in_one_dataset_is_reported_by_its_read_alone() {
    // Wrong type: the full loader's error, path from the top of the document.
    let text = two_datasets(r#"{"primary": "seven"}"#);
    let full = load_results("run.json", text.as_bytes()).unwrap_err();
    let lazy = load_results_lazily("run.json", text.as_bytes()).unwrap();
    assert!(lazy.read("log").is_ok());
    let error = lazy.read("mesh").unwrap_err();
    assert_eq!(
        error.path(),
        Some("datasets.mesh.crates.bitcode.size.primary")
    );
    assert_eq!(error.to_string(), full.to_string());

    // Well-typed but invalid (a variant the crate does not declare): the validation's.
    let text = two_datasets(r#"{"primary": 7, "variants": {"undeclared": 3}}"#);
    let full = load_results("run.json", text.as_bytes()).unwrap_err();
    let lazy = load_results_lazily("run.json", text.as_bytes()).unwrap();
    let error = lazy.read("mesh").unwrap_err();
    assert!(matches!(error, LoadError::Invalid { .. }), "{error}");
    assert_eq!(error.to_string(), full.to_string());
}

#[test]
fn refuses_what_the_full_loader_refuses_with_its_error() {
    let good = two_datasets(r#"{"primary": 7}"#);
    let broken = [
        String::new(),
        good[..good.len() / 2].to_owned(),
        good.replacen(r#""schema_version": 1"#, r#""schema_version": 99"#, 1),
        good.replacen(r#""version": "0.6.9""#, r#""version": 6"#, 1),
        good.replacen("bitcode\", \"version", "bit code\", \"version", 1),
        good.replacen("\"datasets\": {", "\"datasets\": [{", 1),
    ];
    for text in broken {
        let full = load_results("run.json", text.as_bytes()).unwrap_err();
        let lazy = load_results_lazily("run.json", text.as_bytes()).unwrap_err();
        assert_eq!(lazy.to_string(), full.to_string(), "{text}");
    }
}

/// The newest committed run of ours (the site's default view), when there is one.
fn newest_committed_run() -> Option<(String, Vec<u8>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../benchmark_results");
    let bytes = std::fs::read(dir.join("index.json")).ok()?;
    let manifest = schema::load_manifest("index.json", &bytes).ok()?;
    let entry = manifest
        .default_run()
        .filter(|run| run.origin == "bencher")?;
    Some((
        entry.file.clone(),
        std::fs::read(dir.join(&entry.file)).ok()?,
    ))
}

#[test]
fn a_dataset_copy_reads_as_its_run_with_that_datasets_figures_and_no_rounds() {
    let Some((name, bytes)) = newest_committed_run() else {
        return;
    };
    let full = load_results(&name, &bytes).unwrap();
    assert!(full.datasets.len() > 1, "a run of several datasets");
    for dataset in full.datasets.keys() {
        let copy = schema::write::dataset_copy_to_json(&full, dataset).unwrap();
        assert!(
            copy.len() * 2 < bytes.len(),
            "{dataset}: a fraction of the run"
        );
        let lazy = load_results_lazily("copy.json", copy.as_bytes()).unwrap();
        assert!(lazy
            .dataset_names()
            .eq(full.datasets.keys().map(String::as_str)));
        let read = lazy.read(dataset).unwrap();
        let mut expected = full.clone();
        expected.datasets.retain(|name, _| name == dataset);
        let mut expected = serde_json::to_value(&expected).unwrap();
        strip_rounds(&mut expected);
        assert_eq!(serde_json::to_value(&read).unwrap(), expected, "{dataset}");
        // The others' figures are not in the copy: reading one is an error, not a silence.
        let other = full.datasets.keys().find(|name| *name != dataset).unwrap();
        assert!(lazy.read(other).is_err(), "{other} from the {dataset} copy");
        // Not a results file: the full loader refuses it.
        assert!(load_results("copy.json", copy.as_bytes()).is_err());
    }
    assert_eq!(
        schema::write::dataset_copy_path(&name, "mk48"),
        format!("by-dataset/{}/mk48.json", name.trim_end_matches(".json"))
    );
}

fn strip_rounds(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(entries) => {
            if entries.contains_key("estimate_ns") {
                entries.remove("rounds");
            }
            entries.values_mut().for_each(strip_rounds);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(strip_rounds),
        _ => {}
    }
}
