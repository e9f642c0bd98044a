//! Where the site's result files are, relative to the page: the list of runs, each run, and
//! each run's copy for one dataset (written by the site's build, `schema::write`).

/// Directory of the result files, relative to the page.
pub const RESULTS_DIR: &str = "benchmark_results";

/// The address of `index.json`, the list of runs.
pub fn manifest_url() -> String {
    format!("{RESULTS_DIR}/{}", schema::manifest::MANIFEST_FILE)
}

/// The address of the run `file`.
pub fn run_url(file: &str) -> String {
    format!("{RESULTS_DIR}/{file}")
}

/// The address of the run `file`'s copy for `dataset`.
pub fn dataset_copy_url(file: &str, dataset: &str) -> String {
    format!(
        "{RESULTS_DIR}/{}",
        schema::write::dataset_copy_path(file, dataset)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_lie_under_the_results_directory() {
        assert_eq!(manifest_url(), "benchmark_results/index.json");
        assert_eq!(run_url("a.json"), "benchmark_results/a.json");
        assert!(dataset_copy_url("a.json", "mk48").starts_with("benchmark_results/"));
        assert!(dataset_copy_url("a.json", "mk48").ends_with("/a/mk48.json"));
    }
}
