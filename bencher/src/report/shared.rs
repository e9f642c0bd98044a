//! What the README, the charts and the comparison share: the order of a report's datasets,
//! and links to crates.io.

use schema::{ResultsFile, DATASETS};
use std::collections::BTreeSet;

/// The datasets a report covers, in display order: those of [`DATASETS`] that have figures or
/// failures in `file`, then any other dataset named in the file, by name.
pub fn dataset_order(file: &ResultsFile) -> Vec<&str> {
    let mut named: BTreeSet<&str> = file
        .datasets
        .keys()
        .map(String::as_str)
        .chain(file.failures.iter().map(|f| f.dataset.as_str()))
        .collect();
    let mut ordered: Vec<&str> = DATASETS
        .iter()
        .map(|d| d.name)
        .filter(|name| named.remove(name))
        .collect();
    ordered.extend(named);
    ordered
}

/// The crates.io page of a crate version, when both are safe to put in a URL.
pub fn crates_io_url(name: &str, version: &str) -> Option<String> {
    (schema::validate::is_valid_crate_name(name) && schema::validate::is_valid_version(version))
        .then(|| format!("https://crates.io/crates/{name}/{version}"))
}
