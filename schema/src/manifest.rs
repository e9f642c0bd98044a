//! `benchmark_results/index.json`: the list of runs the site offers in its run picker.

use crate::results::{Build, Environment, Origin, ResultsFile};
use serde::{Deserialize, Serialize};

/// File name of the manifest inside the results directory.
pub const MANIFEST_FILE: &str = "index.json";

/// The manifest of all committed runs, newest first (see [`Manifest::sort_newest_first`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// Layout version of the manifest itself (same numbering as results files).
    pub schema_version: u32,
    /// One entry per results file, newest first.
    pub runs: Vec<ManifestEntry>,
}

/// One run as the run picker lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManifestEntry {
    /// File name relative to the results directory (no directories, no `..`).
    pub file: String,
    /// UTC start of the run, RFC 3339 (or the upstream file's date).
    pub started_at: String,
    /// UTC end of the run, RFC 3339, when known (absent in imported files and older
    /// manifests).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<String>,
    /// CPU model name, when known.
    #[serde(default)]
    pub machine: Option<String>,
    /// `rustc` release line (e.g. `rustc 1.95.0 (…)`), when known.
    #[serde(default)]
    pub rustc: Option<String>,
    /// `bencher` for our runs, `upstream` for imported upstream files.
    pub origin: String,
    /// Measurement profile (`quick`, `full`, `iterations`), when known.
    #[serde(default)]
    pub profile: Option<String>,
    /// Number of crates in the run.
    pub crates: usize,
    /// For a run measured in wasm, what it ran in (`wasm32 in Chromium 156.0.7563.110, V8
    /// 15.6.75.95, headless`); absent for native runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wasm: Option<String>,
}

impl ManifestEntry {
    /// The entry describing `results` stored as `file` (a file's header is enough: its
    /// datasets' figures are not read).
    pub fn describe(file: &str, results: &ResultsFile) -> ManifestEntry {
        ManifestEntry {
            file: file.to_owned(),
            started_at: results.run.started_at.clone(),
            finished_at: results.run.finished_at.clone(),
            machine: machines(results),
            rustc: results.environment.rustc_release().map(str::to_owned),
            origin: match results.origin {
                Origin::Bencher => "bencher".to_owned(),
                Origin::Upstream { .. } => "upstream".to_owned(),
            },
            profile: results.run.profile.map(|profile| profile.name().to_owned()),
            crates: results.crates.len(),
            wasm: results
                .environment
                .build
                .as_ref()
                .is_some_and(Build::is_wasm)
                .then(|| results.environment.build_in_words())
                .flatten(),
        }
    }

    /// When the run's figures were complete: its end, or its start when the end is unknown.
    pub fn completed_at(&self) -> &str {
        self.finished_at.as_deref().unwrap_or(&self.started_at)
    }
}

/// The run's CPU model, or, for a run whose shards measured datasets on different CPUs, each
/// of them joined by ` + ` (the run's own first).
fn machines(results: &ResultsFile) -> Option<String> {
    let mut models: Vec<String> = Vec::new();
    let environments =
        std::iter::once(&results.environment).chain(results.dataset_environments.values());
    for model in environments.filter_map(Environment::cpu_model) {
        if !models.contains(&model) {
            models.push(model);
        }
    }
    (!models.is_empty()).then(|| models.join(" + "))
}

impl Manifest {
    /// The run a reader sees first (the site's first view, the README's tables): the newest
    /// native run that is not an imported upstream file, else the newest native run, else
    /// the newest run. A wasm run or an imported file is offered beside it, never in its place.
    pub fn default_run(&self) -> Option<&ManifestEntry> {
        let native = || self.runs.iter().filter(|run| run.wasm.is_none());
        native()
            .find(|run| run.origin != "upstream")
            .or_else(|| native().next())
            .or(self.runs.first())
    }

    /// The newest run this suite's bencher measured in wasm: the published figures a run in a
    /// visitor's browser compares with (the same code, in a browser on the suite's machine).
    pub fn newest_wasm_run(&self) -> Option<&ManifestEntry> {
        self.runs
            .iter()
            .find(|run| run.wasm.is_some() && run.origin == "bencher")
    }

    /// Orders the runs newest first by [`ManifestEntry::completed_at`], ties broken by file
    /// name. By completion rather than start: a full run measured in shards over hours starts
    /// before quick runs made meanwhile, yet its figures are the newest once it is merged, and
    /// "the newest run" (the site's default view, the README's tables) should be it.
    /// RFC 3339 UTC strings of one format sort chronologically.
    pub fn sort_newest_first(&mut self) {
        self.runs
            .sort_by(|a, b| (b.completed_at(), &b.file).cmp(&(a.completed_at(), &a.file)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_names_every_cpu_of_a_run_merged_across_machines() {
        let mut file = ResultsFile::new(
            Origin::Bencher,
            crate::RunInfo {
                started_at: "2026-11-29T20:04:42Z".to_owned(),
                profile: Some(crate::Profile::Quick),
                ..Default::default()
            },
            Default::default(),
        );
        let entry = ManifestEntry::describe("a.json", &file);
        assert_eq!(
            (entry.machine, entry.profile.as_deref()),
            (None, Some("quick"))
        );
        let cpu = |model: &str| Environment {
            cpu: Some(format!("Model name: {model}")),
            ..Default::default()
        };
        file.environment = cpu("AMD EPYC 7763");
        assert_eq!(
            ManifestEntry::describe("a.json", &file).machine.as_deref(),
            Some("AMD EPYC 7763")
        );
        for (dataset, model) in [("log", "Intel Xeon 8370C"), ("mesh", "AMD EPYC 7763")] {
            file.dataset_environments
                .insert(dataset.to_owned(), cpu(model));
        }
        assert_eq!(
            ManifestEntry::describe("a.json", &file).machine.as_deref(),
            Some("AMD EPYC 7763 + Intel Xeon 8370C")
        );
    }

    fn entry(file: &str, started_at: &str, finished_at: Option<&str>) -> ManifestEntry {
        ManifestEntry {
            file: file.to_owned(),
            started_at: started_at.to_owned(),
            finished_at: finished_at.map(str::to_owned),
            machine: None,
            rustc: None,
            origin: "bencher".to_owned(),
            profile: None,
            crates: 1,
            wasm: None,
        }
    }

    #[test]
    fn the_default_run_is_the_newest_native_run_of_this_suite() {
        let wasm = ManifestEntry {
            wasm: Some("wasm32 in Chromium".to_owned()),
            ..entry("wasm.json", "2026-12-03T00:00:00Z", None)
        };
        let imported = ManifestEntry {
            origin: "upstream".to_owned(),
            ..entry("imported.json", "2026-12-02T00:00:00Z", None)
        };
        let native = entry("native.json", "2026-12-01T00:00:00Z", None);
        let manifest = |runs: Vec<ManifestEntry>| Manifest {
            schema_version: 7,
            runs,
        };
        let default = |m: &Manifest| m.default_run().map(|r| r.file.clone());
        let all = manifest(vec![wasm.clone(), imported.clone(), native]);
        assert_eq!(default(&all).as_deref(), Some("native.json"));
        let only_imported = manifest(vec![wasm.clone(), imported]);
        assert_eq!(default(&only_imported).as_deref(), Some("imported.json"));
        assert_eq!(default(&manifest(vec![wasm])).as_deref(), Some("wasm.json"));
        assert_eq!(default(&manifest(Vec::new())), None);
    }

    #[test]
    fn the_newest_wasm_run_is_one_this_suite_measured() {
        let wasm = |file: &str, origin: &str| ManifestEntry {
            wasm: Some("wasm32 in Chromium".to_owned()),
            origin: origin.to_owned(),
            ..entry(file, "2026-12-03T00:00:00Z", None)
        };
        let manifest = |runs: Vec<ManifestEntry>| Manifest {
            schema_version: 7,
            runs,
        };
        let newest = |m: &Manifest| m.newest_wasm_run().map(|r| r.file.clone());
        let native = entry("native.json", "2026-12-04T00:00:00Z", None);
        let runs = vec![
            native.clone(),
            wasm("device.json", "this device"),
            wasm("published.json", "bencher"),
            wasm("older.json", "bencher"),
        ];
        assert_eq!(newest(&manifest(runs)).as_deref(), Some("published.json"));
        assert_eq!(newest(&manifest(vec![native])), None);
    }

    #[test]
    fn a_run_that_finished_last_is_newest_even_if_it_started_first() {
        let mut manifest = Manifest {
            schema_version: 3,
            runs: vec![
                entry(
                    "full.json",
                    "2026-12-02T18:37:49Z",
                    Some("2026-12-03T03:30:00Z"),
                ),
                entry(
                    "quick.json",
                    "2026-12-02T22:01:57Z",
                    Some("2026-12-02T22:21:54Z"),
                ),
                entry("imported.json", "2026-12-01T00:00:00Z", None),
                entry(
                    "older.json",
                    "2026-12-02T09:23:06Z",
                    Some("2026-12-02T09:50:00Z"),
                ),
            ],
        };
        manifest.sort_newest_first();
        let order: Vec<&str> = manifest.runs.iter().map(|r| r.file.as_str()).collect();
        assert_eq!(
            order,
            ["full.json", "quick.json", "older.json", "imported.json"]
        );
    }

    #[test]
    fn an_entry_without_an_end_is_read_and_written_without_one() {
        let json = r#"{"file":"a.json","started_at":"2026-12-01T00:00:00Z","origin":"upstream","crates":3}"#;
        let read: ManifestEntry = serde_json::from_str(json).unwrap();
        assert_eq!(read.finished_at, None);
        assert_eq!(read.completed_at(), "2026-12-01T00:00:00Z");
        assert!(!serde_json::to_string(&read)
            .unwrap()
            .contains("finished_at"));
    }
}
