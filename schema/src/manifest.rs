//! `benchmark_results/index.json`: the list of runs the site offers in its run picker.

use serde::{Deserialize, Serialize};

/// File name of the manifest inside the results directory.
pub const MANIFEST_FILE: &str = "index.json";

/// The manifest of all committed runs, newest first.
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
}
