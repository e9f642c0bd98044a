//! Writing result files and the manifest as JSON, after checking them with
//! [`crate::validate()`], so that no writer can produce a file the loaders would refuse.

use crate::manifest::Manifest;
use crate::results::ResultsFile;
use crate::validate::{validate, validate_manifest, ValidationError};

/// Why a results file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The file breaks a rule of [`validate`]; writing it would produce an unreadable file.
    #[error("refusing to write an invalid results file: {0}")]
    Invalid(#[from] ValidationError),
    /// serde_json refused a value (cannot happen for well-formed [`ResultsFile`]s).
    #[error("cannot encode results as JSON: {0}")]
    Json(#[from] serde_json::Error),
}

/// Serializes a results file as compact JSON (one line, as the upstream suite writes them),
/// after checking it with [`validate`] so that no writer can produce a file the loader would
/// refuse. Compact rather than pretty: indentation doubles a full run's size (1.09 MB → 0.50
/// MB for 49 crates × 5 datasets), and the explorer downloads and skims the whole file
/// before it can show anything; `jq .` shows one indented.
pub fn to_json(file: &ResultsFile) -> Result<String, WriteError> {
    validate(file)?;
    Ok(serde_json::to_string(file)?)
}

/// Serializes a manifest as pretty-printed JSON, after [`validate_manifest`].
pub fn manifest_to_json_pretty(manifest: &Manifest) -> Result<String, WriteError> {
    validate_manifest(manifest)?;
    Ok(serde_json::to_string_pretty(manifest)?)
}

/// Directory, inside the results directory, of the site's per-dataset copies of runs
/// ([`dataset_copy_to_json`]), which the site's build writes beside the canonical files.
pub const DATASET_COPIES_DIR: &str = "by-dataset";

/// Where the site's copy of run `run_file`'s `dataset` lies, relative to the results
/// directory: `by-dataset/<run file without .json>/<dataset>.json`.
pub fn dataset_copy_path(run_file: &str, dataset: &str) -> String {
    let stem = run_file.strip_suffix(".json").unwrap_or(run_file);
    format!("{DATASET_COPIES_DIR}/{stem}/{dataset}.json")
}

/// The site's copy of `file` for one of its datasets: the file as it is, but for the other
/// datasets' figures, each `null` (their names stay: the site lists them), and the rounds of
/// each timing ([`Timing::rounds`](crate::Timing::rounds)): 14 KB of gzip on the published
/// run's mk48, against 18 KB for the rest of its figures, for two lines of the run info
/// (the rounds' spread and drift), which the site shows only for a run it reads whole. The
/// page reads it as the run ([`crate::load_results_lazily`], then only `dataset` with
/// [`LazyResults::read`](crate::LazyResults::read)): the explorer's default view needs one
/// dataset, and this copy of it is a sixth of the run's bytes. It is not a results file (its
/// `null`s are refused by [`crate::load_results`]); the canonical file stays the only one.
pub fn dataset_copy_to_json(file: &ResultsFile, dataset: &str) -> Result<String, WriteError> {
    validate(file)?;
    let datasets = file
        .datasets
        .iter()
        .map(|(name, figures)| {
            let kept = if name == dataset {
                let mut figures = serde_json::to_value(figures)?;
                drop_rounds(&mut figures);
                Some(figures)
            } else {
                None
            };
            Ok((name.clone(), kept))
        })
        .collect::<Result<_, serde_json::Error>>()?;
    let copy = ResultsFile::<Option<serde_json::Value>> {
        schema_version: file.schema_version,
        origin: file.origin.clone(),
        run: file.run.clone(),
        environment: file.environment.clone(),
        crates: file.crates.clone(),
        datasets,
        failures: file.failures.clone(),
        dataset_environments: file.dataset_environments.clone(),
        counting_environment: file.counting_environment.clone(),
        code_size_method: file.code_size_method.clone(),
    };
    Ok(serde_json::to_string(&copy)?)
}

/// Removes every `rounds` entry of a dataset's figures (only timings have one).
fn drop_rounds(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(entries) => {
            entries.remove("rounds");
            entries.values_mut().for_each(drop_rounds);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(drop_rounds),
        _ => {}
    }
}
