//! Reading a results file one dataset at a time.
//!
//! The explorer shows one dataset of a run at a time, and a run holds five. Reading every
//! dataset's figures before the first table cost the page 8-17 ms on this project's machine
//! (`scripts/site-perf.sh --baseline`), most of it in building and validating figures it did
//! not show. [`load_results_lazily`] reads everything but the datasets' figures, checking only
//! that their JSON is well-formed; [`LazyResults::read`] reads and validates one dataset when
//! it is asked for.
//!
//! Reading every dataset this way gives what [`load_results`] gives, and where that refuses a
//! file, one of the steps refuses it with the same error: the tests check both on files with a
//! value replaced anywhere.

use crate::load::{from_json, load_results, LoadError};
use crate::results::{DatasetResults, ResultsFile, SCHEMA_VERSION};
use crate::validate::validate;
use serde_json::value::RawValue;
use std::collections::BTreeMap;

/// A results file whose datasets' figures are read when asked for ([`LazyResults::read`]).
#[derive(Debug)]
pub struct LazyResults {
    /// The file as the caller named it, for errors.
    file_name: String,
    /// The file without its datasets (run, environment, crates, failures), validated.
    header: ResultsFile,
    /// Each dataset's figures, by dataset name.
    datasets: BTreeMap<String, Figures>,
}

/// One dataset's figures in a [`LazyResults`].
#[derive(Debug)]
enum Figures {
    /// Its JSON, well-formed, not read into the model yet.
    Unread(Box<RawValue>),
    /// Already read: a file only the full loader reads (an upstream layout).
    Read(DatasetResults),
}

impl LazyResults {
    /// The run, environment, crates and failures of the file; its `datasets` is empty.
    pub fn header(&self) -> &ResultsFile {
        &self.header
    }

    /// The names of the file's datasets, in name order, whether read or not.
    pub fn dataset_names(&self) -> impl Iterator<Item = &str> {
        self.datasets.keys().map(String::as_str)
    }

    /// The file with `dataset`'s figures read and validated, and no other dataset (none when
    /// the file has no such dataset).
    ///
    /// Each call reads the figures again: keep the result rather than call it per render.
    /// An error is the one [`load_results`] gives for the same fault: same file name, same
    /// JSON path from the top of the document.
    pub fn read(&self, dataset: &str) -> Result<ResultsFile, LoadError> {
        let mut file = self.header.clone();
        if let Some(figures) = self.datasets.get(dataset) {
            let results = match figures {
                Figures::Read(results) => results.clone(),
                Figures::Unread(json) => {
                    from_json::<DatasetResults>(&self.file_name, json.get().as_bytes())
                        .map_err(|error| error.within(&format!("datasets.{dataset}")))?
                }
            };
            file.datasets.insert(dataset.to_owned(), results);
        }
        validate(&file).map_err(|error| LoadError::invalid(&self.file_name, error))?;
        Ok(file)
    }
}

/// Loads a results file from its bytes, leaving its datasets' figures to
/// [`LazyResults::read`]: it refuses what [`load_results`] refuses, with the same errors,
/// except for faults within a dataset's (well-formed) figures, which that dataset's read
/// reports.
pub fn load_results_lazily(file_name: &str, bytes: &[u8]) -> Result<LazyResults, LoadError> {
    // Fast path: a current file of ours, its datasets kept as JSON text. Anything else (an
    // upstream layout, another version, a broken file) goes to the full loader, which either
    // says what is wrong or reads the whole file.
    let file = match serde_json::from_slice::<ResultsFile<Box<RawValue>>>(bytes) {
        Ok(file) if file.schema_version == SCHEMA_VERSION => file,
        _ => {
            let file = load_results(file_name, bytes)?;
            return Ok(split(file_name, file, Figures::Read));
        }
    };
    let lazy = split(file_name, file, Figures::Unread);
    match validate(&lazy.header) {
        Ok(()) => Ok(lazy),
        // The full loader names the first fault in document order, which may be in a dataset
        // before the header's; it refuses the file too, as the header is part of it.
        Err(fault) => Err(load_results(file_name, bytes)
            .err()
            .unwrap_or_else(|| LoadError::invalid(file_name, fault))),
    }
}

/// `file` as a [`LazyResults`]: its datasets moved out of the header, each wrapped by `keep`.
fn split<D>(file_name: &str, file: ResultsFile<D>, keep: impl Fn(D) -> Figures) -> LazyResults {
    let ResultsFile {
        schema_version,
        origin,
        run,
        environment,
        crates,
        datasets,
        failures,
    } = file;
    LazyResults {
        file_name: file_name.to_owned(),
        header: ResultsFile {
            schema_version,
            origin,
            run,
            environment,
            crates,
            datasets: BTreeMap::new(),
            failures,
        },
        datasets: datasets
            .into_iter()
            .map(|(name, figures)| (name, keep(figures)))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn the_path_of_an_error_within_a_value_starts_at_the_value() {
        let shape = |path: &str| LoadError::shape("f.json", path, "m");
        let within = |path: &str| {
            shape(path)
                .within("datasets.mesh")
                .path()
                .map(str::to_owned)
        };
        assert_eq!(within(".").as_deref(), Some("datasets.mesh"));
        assert_eq!(
            within("crates.x").as_deref(),
            Some("datasets.mesh.crates.x")
        );
        assert_eq!(within("[2].a").as_deref(), Some("datasets.mesh[2].a"));
        let empty = LoadError::Empty {
            file: "f.json".into(),
        };
        assert_eq!(empty.within("datasets.mesh").path(), None);
    }
}
