//! What the README, the charts and the comparison share: the order of a report's datasets,
//! and links to crates.io.

use schema::datasets::in_display_order;
use schema::ResultsFile;

/// The datasets a report covers, in display order ([`schema::datasets::in_display_order`]):
/// those with figures or failures in `file`.
pub fn dataset_order(file: &ResultsFile) -> Vec<&str> {
    in_display_order(
        file.datasets
            .keys()
            .map(String::as_str)
            .chain(file.failures.iter().map(|f| f.dataset.as_str())),
    )
}

/// The crates.io page of a crate version, when both are safe to put in a URL.
pub fn crates_io_url(name: &str, version: &str) -> Option<String> {
    (schema::validate::is_valid_crate_name(name) && schema::validate::is_valid_version(version))
        .then(|| format!("https://crates.io/crates/{name}/{version}"))
}
