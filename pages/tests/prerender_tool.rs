//! The `prerender` build tool (src/bin/prerender.rs) on a scratch site: the repository's
//! `index.html` and a results directory of committed runs.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const TOOL: &str = env!("CARGO_BIN_EXE_prerender");

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A results directory holding the named committed runs (plus a file the site does not read),
/// `index.json` listing them in that order (the first is the newest).
fn results(runs: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let entries: Vec<String> = runs
        .iter()
        .map(|run| {
            let from = repo().join("benchmark_results").join(run);
            if from.exists() {
                std::fs::copy(from, dir.path().join(run)).expect("a committed run");
            }
            format!(
                r#"{{"file":"{run}","started_at":"2026-01-01T00:00:00Z","origin":"bencher","crates":1}}"#
            )
        })
        .collect();
    std::fs::write(
        dir.path().join("index.json"),
        format!(r#"{{"schema_version":1,"runs":[{}]}}"#, entries.join(",")),
    )
    .expect("index.json");
    std::fs::write(dir.path().join("notes.md"), "not for the site").expect("a stray file");
    dir
}

/// A site directory holding the repository's page.
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::copy(repo().join("index.html"), dir.path().join("index.html")).expect("the page");
    dir
}

fn run(site: &Path, results: &Path) -> Output {
    Command::new(TOOL)
        .arg("--results")
        .arg(results)
        .arg(site)
        .output()
        .expect("the tool runs")
}

fn page(site: &Path) -> String {
    std::fs::read_to_string(site.join("index.html")).expect("the page")
}

/// The run the first view shows: the newest committed native run (`Manifest::default_run`; a
/// wasm run may be listed before it).
fn newest() -> String {
    let bytes = std::fs::read(repo().join("benchmark_results/index.json")).expect("index.json");
    let manifest = schema::load_manifest("index.json", &bytes).expect("it loads");
    manifest
        .default_run()
        .expect("index.json lists a run")
        .file
        .clone()
}

#[test]
fn the_page_gets_the_apps_first_view_and_the_site_only_the_files_it_reads() {
    let newest = newest();
    let (site, results) = (site(), results(&[&newest, "2026-08-21_21-37-06.json"]));
    let output = run(site.path(), results.path());
    assert!(output.status.success(), "{output:?}");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains(&format!("first view of {newest}")), "{said}");
    let page = page(site.path());
    // The app's own components, rendered for hydration, inside the app's element.
    let view = pages::boot::first_view(&newest)
        .to_query()
        .replace('&', "&amp;");
    assert!(
        page.contains(&format!(
            "<div id=\"app\" data-view=\"{view}\"><!--<[pages::app::App]>-->"
        )),
        "{page}"
    );
    assert!(page.contains("<section id=\"ranked\">"));
    assert!(
        page.contains("<fieldset role=\"none\" disabled=\"disabled\" class=\"app\">"),
        "controls not ready"
    );
    for id in [
        pages::boot::MANIFEST_ELEMENT_ID,
        pages::boot::RUN_ELEMENT_ID,
    ] {
        assert!(page.contains(&format!("id=\"{id}\"")), "{id}");
    }
    // The site's results: index.json and the runs' per-dataset copies; nothing else.
    let copied = site.path().join("benchmark_results");
    assert!(copied.join("index.json").exists());
    assert!(!copied.join(&newest).exists());
    assert!(copied
        .join(schema::write::dataset_copy_path(&newest, "mk48"))
        .exists());
    assert!(!copied.join("notes.md").exists());
    // Run again on the built page: the same page.
    let again = run(site.path(), results.path());
    assert!(again.status.success(), "{again:?}");
    assert_eq!(self::page(site.path()), page);
}

#[test]
fn without_a_usable_newest_run_the_page_has_an_empty_app_and_says_why() {
    let (site, results) = (
        site(),
        results(&["missing.json", "2026-08-21_21-37-06.json"]),
    );
    let output = run(site.path(), results.path());
    assert!(output.status.success(), "{output:?}");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains("no first view (missing.json"), "{said}");
    assert!(
        page(site.path()).contains("<!-- first-view --><div id=\"app\"></div><!-- /first-view -->")
    );
}

#[test]
fn a_page_without_the_markers_or_bad_flags_are_refused() {
    let (site, results) = (site(), results(&[]));
    std::fs::write(site.path().join("index.html"), "<body></body>").expect("a page");
    let output = run(site.path(), results.path());
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("no <!-- first-view --> marker"));
    assert_eq!(
        page(site.path()),
        "<body></body>",
        "the page is left as it was"
    );
    let flag = Command::new(TOOL)
        .arg("--nope")
        .output()
        .expect("the tool runs");
    assert_eq!(flag.status.code(), Some(2), "{flag:?}");
}
