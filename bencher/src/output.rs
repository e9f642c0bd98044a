//! Writing result files and `index.json` so that nothing is ever half written.
//!
//! Every write goes to a temporary file in the destination directory, is flushed to disk, and
//! is then renamed over the destination: readers see the old file or the new one, and an
//! interrupted run leaves every earlier file intact.

use schema::manifest::MANIFEST_FILE;
use schema::{Manifest, ManifestEntry, ResultsFile, SCHEMA_VERSION};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Why a results directory, a result file or its manifest could not be read or written. Every
/// message names the file.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// Reading, writing or creating a file or a directory failed.
    #[error("cannot {action} {}: {source}", path.display())]
    Io {
        /// `read`, `write` or `create`.
        action: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// `-o` named a file where a results directory is expected (as the C++ suite's CLI took).
    #[error(
        "-o takes a results directory (a run is written as DIR/<start time>.json and listed in \
         DIR/{MANIFEST_FILE}); {} names a file",
        path.display()
    )]
    NotADirectory {
        /// What `-o` named.
        path: PathBuf,
    },
    /// A result file or a manifest does not load.
    #[error(transparent)]
    Load(#[from] schema::LoadError),
    /// The results break a schema rule (an engine bug); `kept` says where they were saved
    /// instead, or why they could not be.
    #[error("{}: results break a schema rule ({rule}); {kept}", path.display())]
    Rejected {
        /// Where the results were to be written.
        path: PathBuf,
        /// The rule broken.
        rule: schema::WriteError,
        /// `saved as <file> instead`, or why saving that failed.
        kept: String,
    },
    /// The manifest could not be encoded (it breaks a schema rule).
    #[error("cannot write {MANIFEST_FILE}: {0}")]
    Manifest(schema::WriteError),
    /// A results directory holds a file in the upstream suite's published layout, which the
    /// explorer does not read.
    #[error(
        "{name}: a result file in the upstream suite's layout, which the explorer does not \
         read; import it: `bencher import {} -o {}`",
        path.display(),
        dir.display()
    )]
    UpstreamLayout {
        /// The file's name.
        name: String,
        /// The file.
        path: PathBuf,
        /// The results directory.
        dir: PathBuf,
    },
}

impl OutputError {
    /// An I/O failure on `path`.
    pub fn io(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> OutputError {
        let path = path.to_path_buf();
        move |source| OutputError::Io {
            action,
            path,
            source,
        }
    }
}

/// File name of the results of a run started at `started_at` (RFC 3339):
/// `2026-11-29T20-04-42Z.json` (colons are not portable in file names).
pub fn results_file_name(started_at: &str) -> String {
    format!("{}.json", started_at.replace(':', "-"))
}

/// Writes `bytes` to `path` atomically (temporary file in the same directory, flushed, then
/// renamed; see [`write_atomically`]). Errors name the file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    write_atomically(path, bytes).map_err(OutputError::io("write", path))
}

/// Replaces `path` with `contents` atomically: a temporary file in the same directory is
/// written, flushed to disk and renamed over `path`, so readers see the old or the new file,
/// never a partial one. An existing file keeps its permissions.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut temp = tempfile::Builder::new().prefix(".tmp-").tempfile_in(dir)?;
    temp.write_all(contents)?;
    match std::fs::metadata(path) {
        Ok(existing) => temp.as_file().set_permissions(existing.permissions())?,
        Err(_) => set_default_permissions(temp.as_file())?,
    }
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// New files are world-readable like any file a user creates (tempfile makes them 0600).
#[cfg(unix)]
fn set_default_permissions(file: &std::fs::File) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn set_default_permissions(_file: &std::fs::File) -> io::Result<()> {
    Ok(())
}

/// Checks `results` against the schema's rules ([`schema::validate()`]), serializes it and writes
/// it atomically to `path`. A file that breaks a rule (an engine bug) is still saved, next to
/// `path` as `*.rejected.json`, so no measurement is lost; the error names it.
pub fn write_results(path: &Path, results: &ResultsFile) -> Result<(), OutputError> {
    match schema::to_json(results) {
        Ok(json) => write_atomic(path, format!("{json}\n").as_bytes()),
        Err(rule) => {
            let rejected = path.with_extension("rejected.json");
            let saved = serde_json::to_vec(results)
                .map_err(|e| e.to_string())
                .and_then(|bytes| write_atomic(&rejected, &bytes).map_err(|e| e.to_string()));
            Err(OutputError::Rejected {
                path: path.to_path_buf(),
                rule,
                kept: match saved {
                    Ok(()) => format!("saved as {} instead", rejected.display()),
                    Err(e) => e,
                },
            })
        }
    }
}

/// Makes sure `dir` exists and its `index.json`, if any, is readable: checked before a run
/// starts so that an hour of measuring never ends on a manifest it cannot update.
pub fn prepare_results_dir(dir: &Path) -> Result<(), OutputError> {
    // `-o results.json` means a file to whoever used the C++ suite's CLI: say what -o takes
    // rather than make a directory of that name.
    if !dir.exists() && dir.extension().is_some_and(|ext| ext == "json") {
        return Err(OutputError::NotADirectory {
            path: dir.to_path_buf(),
        });
    }
    std::fs::create_dir_all(dir).map_err(OutputError::io("create", dir))?;
    read_manifest(dir).map(drop)
}

/// Reads `dir/index.json`; an absent file is an empty manifest.
pub fn read_manifest(dir: &Path) -> Result<Manifest, OutputError> {
    let path = dir.join(MANIFEST_FILE);
    match std::fs::read(&path) {
        Ok(bytes) => Ok(schema::load_manifest(&path.display().to_string(), &bytes)?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Manifest {
            schema_version: SCHEMA_VERSION,
            runs: Vec::new(),
        }),
        Err(e) => Err(OutputError::io("read", &path)(e)),
    }
}

/// Adds (or replaces) `entry` in `dir/index.json`, newest run first, atomically. Entries whose
/// files are no longer in `dir` (a run replaced by a merge, or removed by hand) are dropped: the
/// explorer would offer a run it cannot fetch.
pub fn update_manifest(dir: &Path, entry: ManifestEntry) -> Result<(), OutputError> {
    let mut manifest = read_manifest(dir)?;
    manifest
        .runs
        .retain(|run| run.file != entry.file && dir.join(&run.file).is_file());
    manifest.runs.push(entry);
    write_manifest(dir, manifest)
}

/// What [`rebuild_manifest`] did.
#[derive(Debug)]
pub struct Rebuilt {
    /// Runs listed in the new manifest.
    pub runs: usize,
    /// Files left out, each with the reason (names the file).
    pub skipped: Vec<OutputError>,
}

/// Rewrites `dir/index.json` from the result files found in `dir`, so files added or removed
/// by hand are listed correctly. Files that do not load are left out and reported, and so are
/// files still in an upstream layout: the explorer reads only our layout (imported copies,
/// `bencher import`), so listing one would offer a run it cannot show.
pub fn rebuild_manifest(dir: &Path) -> Result<Rebuilt, OutputError> {
    let listing = std::fs::read_dir(dir).map_err(OutputError::io("read", dir))?;
    let mut names: Vec<String> = listing
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| is_result_file_name(name))
        .collect();
    names.sort();
    let mut manifest = Manifest {
        schema_version: SCHEMA_VERSION,
        runs: Vec::new(),
    };
    let mut skipped = Vec::new();
    for name in names {
        let path = dir.join(&name);
        let loaded = std::fs::read(&path)
            .map_err(OutputError::io("read", &path))
            .and_then(|bytes| {
                let results = schema::load_results(&name, &bytes)?;
                if in_upstream_layout(&results, &bytes) {
                    return Err(OutputError::UpstreamLayout {
                        name: name.clone(),
                        path: path.clone(),
                        dir: dir.to_path_buf(),
                    });
                }
                Ok(results)
            });
        match loaded {
            Ok(results) => manifest.runs.push(ManifestEntry::describe(&name, &results)),
            Err(problem) => skipped.push(problem),
        }
    }
    let runs = manifest.runs.len();
    write_manifest(dir, manifest)?;
    Ok(Rebuilt { runs, skipped })
}

/// Whether a file of a results directory is a result file: `*.json`, not `index.json`.
pub fn is_result_file_name(name: &str) -> bool {
    name.ends_with(".json") && name != MANIFEST_FILE
}

/// Whether `bytes`, loaded as `results`, are an upstream file as published rather than an
/// imported copy (ours carry `schema_version`).
fn in_upstream_layout(results: &ResultsFile, bytes: &[u8]) -> bool {
    matches!(results.origin, schema::Origin::Upstream { .. })
        && serde_json::from_slice::<serde_json::Value>(bytes)
            .map_or(true, |document| document.get("schema_version").is_none())
}

/// Writes `manifest` as `dir/index.json`, newest run first, atomically.
fn write_manifest(dir: &Path, mut manifest: Manifest) -> Result<(), OutputError> {
    manifest.sort_newest_first();
    let json = schema::manifest_to_json_pretty(&manifest).map_err(OutputError::Manifest)?;
    write_atomic(&dir.join(MANIFEST_FILE), format!("{json}\n").as_bytes())
}

/// Stores a run in a results directory: `<started_at>.json` (a free name, should two runs
/// start in the same second) plus its `index.json` entry. Returns the file written.
pub fn store_run(dir: &Path, results: &ResultsFile) -> Result<PathBuf, OutputError> {
    // A manifest that cannot be updated stops us before a results file nobody lists appears.
    read_manifest(dir)?;
    let base = results_file_name(&results.run.started_at);
    let mut name = base.clone();
    let mut n = 2;
    while dir.join(&name).exists() {
        name = format!("{}-{n}.json", base.trim_end_matches(".json"));
        n += 1;
    }
    let path = dir.join(&name);
    write_results(&path, results)?;
    update_manifest(dir, ManifestEntry::describe(&name, results))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(started_at: &str) -> ResultsFile {
        ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo {
                started_at: started_at.to_owned(),
                profile: Some(schema::Profile::Quick),
                ..Default::default()
            },
            Default::default(),
        )
    }

    #[test]
    fn file_names_have_no_colons() {
        assert_eq!(
            results_file_name("2026-11-29T20:04:42Z"),
            "2026-11-29T20-04-42Z.json"
        );
    }

    #[test]
    fn runs_are_stored_newest_first_and_same_second_runs_get_distinct_files() {
        let dir = tempfile::tempdir().unwrap();
        let first = store_run(dir.path(), &results("2026-01-01T00:00:00Z")).unwrap();
        let second = store_run(dir.path(), &results("2026-02-01T00:00:00Z")).unwrap();
        let again = store_run(dir.path(), &results("2026-02-01T00:00:00Z")).unwrap();
        assert_ne!(second, again);
        let manifest = read_manifest(dir.path()).unwrap();
        let files: Vec<_> = manifest.runs.iter().map(|r| r.file.as_str()).collect();
        assert_eq!(
            files,
            [
                "2026-02-01T00-00-00Z.json",
                "2026-02-01T00-00-00Z-2.json",
                "2026-01-01T00-00-00Z.json"
            ]
        );
        assert!(first.exists());
        assert_eq!(manifest.runs[0].profile.as_deref(), Some("quick"));
        // No temporary files are left behind.
        let leftovers = std::fs::read_dir(dir.path())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".tmp")
            })
            .count();
        assert_eq!(leftovers, 0);
    }

    #[test]
    fn storing_a_run_drops_the_entries_of_files_removed_by_hand() {
        let dir = tempfile::tempdir().unwrap();
        let replaced = store_run(dir.path(), &results("2026-01-01T00:00:00Z")).unwrap();
        store_run(dir.path(), &results("2026-02-01T00:00:00Z")).unwrap();
        std::fs::remove_file(&replaced).unwrap();
        store_run(dir.path(), &results("2026-03-01T00:00:00Z")).unwrap();
        let manifest = read_manifest(dir.path()).unwrap();
        let files: Vec<_> = manifest.runs.iter().map(|r| r.file.as_str()).collect();
        assert_eq!(
            files,
            ["2026-03-01T00-00-00Z.json", "2026-02-01T00-00-00Z.json"]
        );
    }

    /// A run merged from shards, or removed by hand, leaves `index.json` behind unless
    /// `bencher index` is run: the explorer would then offer a run it cannot fetch.
    #[test]
    fn the_committed_index_lists_exactly_the_committed_runs() {
        let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benchmark_results");
        let copy = tempfile::tempdir().unwrap();
        for entry in std::fs::read_dir(&committed).unwrap() {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_file() {
                std::fs::copy(entry.path(), copy.path().join(entry.file_name())).unwrap();
            }
        }
        let rebuilt = rebuild_manifest(copy.path()).unwrap();
        assert!(rebuilt.skipped.is_empty(), "{:?}", rebuilt.skipped);
        let expected = std::fs::read_to_string(copy.path().join(MANIFEST_FILE)).unwrap();
        let found = std::fs::read_to_string(committed.join(MANIFEST_FILE)).unwrap();
        assert!(
            found == expected,
            "benchmark_results/index.json is not what `bencher index` writes for the committed \
             result files: run `bencher index` and commit it"
        );
    }

    #[test]
    fn a_malformed_manifest_is_reported_and_left_untouched() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(MANIFEST_FILE), b"{ not json").unwrap();
        let error = prepare_results_dir(dir.path()).unwrap_err();
        assert!(matches!(error, OutputError::Load(_)), "{error}");
        assert!(error.to_string().contains("index.json"), "{error}");
        assert!(store_run(dir.path(), &results("2026-01-01T00:00:00Z")).is_err());
        assert_eq!(
            std::fs::read(dir.path().join(MANIFEST_FILE)).unwrap(),
            b"{ not json"
        );
    }

    #[test]
    fn rebuilding_the_manifest_lists_ours_and_imported_and_skips_the_rest() {
        let dir = tempfile::tempdir().unwrap();
        store_run(dir.path(), &results("2026-01-01T00:00:00Z")).unwrap();
        let upstream = "2026-08-21_21-37-06.json";
        let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../schema/tests/fixtures/upstream-results")
            .join(upstream);
        // As published: left out (the explorer could not show it); as imported: listed.
        let raw = "2024-4-7_14-28-32.json";
        std::fs::copy(fixture.with_file_name(raw), dir.path().join(raw)).unwrap();
        let bytes = std::fs::read(&fixture).unwrap();
        let imported = schema::load_results(upstream, &bytes).unwrap();
        write_results(&dir.path().join(upstream), &imported).unwrap();
        std::fs::write(dir.path().join("broken.json"), b"{ not json").unwrap();
        // A stale manifest that lists a file which no longer exists.
        let mut stale = read_manifest(dir.path()).unwrap();
        stale.runs.push(ManifestEntry::describe(
            "gone.json",
            &results("2025-01-01T00:00:00Z"),
        ));
        write_manifest(dir.path(), stale).unwrap();

        let rebuilt = rebuild_manifest(dir.path()).unwrap();
        assert_eq!(rebuilt.runs, 2);
        assert_eq!(rebuilt.skipped.len(), 2, "{:?}", rebuilt.skipped);
        let skipped: Vec<String> = rebuilt.skipped.iter().map(ToString::to_string).collect();
        assert!(
            skipped[0].contains(raw) && skipped[0].contains("bencher import"),
            "{skipped:?}"
        );
        assert!(
            matches!(rebuilt.skipped[0], OutputError::UpstreamLayout { .. }),
            "{skipped:?}"
        );
        assert!(skipped[1].contains("broken.json"), "{:?}", rebuilt.skipped);
        let manifest = read_manifest(dir.path()).unwrap();
        let listed: Vec<_> = manifest
            .runs
            .iter()
            .map(|r| (r.file.as_str(), r.origin.as_str()))
            .collect();
        assert_eq!(
            listed,
            [
                ("2026-08-21_21-37-06.json", "upstream"),
                ("2026-01-01T00-00-00Z.json", "bencher")
            ]
        );
    }
}
