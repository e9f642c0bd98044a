//! The `first-view` build tool (src/bin/first-view.rs) on a copy of a built site: the
//! repository's `index.html` and committed result files.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const TOOL: &str = env!("CARGO_BIN_EXE_first-view");

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A stand-in for the first module's glue, which Trunk writes beside the page.
const GLUE: &str = "function initSync() {}\nexport { initSync };";

/// A site directory holding the repository's page, the first module's glue ([`GLUE`]) and the
/// named committed runs, `index.json` listing them in that order (the first is the newest).
fn site(runs: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::copy(repo().join("index.html"), dir.path().join("index.html")).expect("the page");
    std::fs::write(dir.path().join(pages::first_view::FIRST_MODULE_GLUE), GLUE).expect("the glue");
    let results = dir.path().join("benchmark_results");
    std::fs::create_dir(&results).expect("the results directory");
    let entries: Vec<String> = runs
        .iter()
        .map(|run| {
            std::fs::copy(repo().join("benchmark_results").join(run), results.join(run))
                .expect("a committed run");
            format!(
                r#"{{"file":"{run}","started_at":"2026-01-01T00:00:00Z","origin":"bencher","crates":1}}"#
            )
        })
        .collect();
    std::fs::write(
        results.join("index.json"),
        format!(r#"{{"schema_version":1,"runs":[{}]}}"#, entries.join(",")),
    )
    .expect("index.json");
    dir
}

fn run(args: &[&Path]) -> Output {
    Command::new(TOOL)
        .args(args)
        .env_remove("TRUNK_STAGING_DIR")
        .output()
        .expect("the tool runs")
}

fn page(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("index.html")).expect("the page")
}

/// The content of the page's `<meta name="{name}">` tag.
fn meta<'p>(page: &'p str, name: &str) -> &'p str {
    let tag = format!(r#"<meta name="{name}" content=""#);
    let start = page.find(&tag).expect("the tag") + tag.len();
    &page[start..start + page[start..].find('"').expect("closed")]
}

fn hint(page: &str) -> &str {
    meta(page, "serbench-newest-run")
}

fn first_view_query(page: &str) -> &str {
    meta(page, "serbench-first-view-query")
}

/// What the page holds between `<!-- {name} -->` and `<!-- /{name} -->`.
fn between<'a>(page: &'a str, name: &str) -> &'a str {
    let (open, close) = (format!("<!-- {name} -->"), format!("<!-- /{name} -->"));
    let start = page.find(&open).expect("the start marker") + open.len();
    &page[start..start + page[start..].find(&close).expect("the end marker")]
}

fn first_view(page: &str) -> &str {
    between(page, "first-view")
}

fn chrome(page: &str) -> &str {
    between(page, "first-view-chrome")
}

#[test]
fn writes_the_newest_runs_name_and_ranking_and_rewrites_them_for_a_newer_run() {
    let newest = "2026-11-30T00-54-55Z.json";
    let dir = site(&[newest, "2026-11-29T22-24-10Z.json"]);
    let out = run(&[dir.path()]);
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains(newest) && said.contains("ranks"), "{said}");
    let written = page(dir.path());
    assert_eq!(hint(&written), newest);
    let view = first_view(&written);
    assert!(view.starts_with(&format!(r#"<main id="first-view" data-run="{newest}">"#)));
    assert!(view.matches("<tr>").count() > 2, "{view}");
    let controls = chrome(&written);
    assert!(controls.starts_with(r#"<div id="first-view-chrome"><header"#));
    assert!(controls.contains(r#"<section aria-label="Controls" inert="inert" class="controls">"#));
    assert!(controls.contains(&format!(r#"<option value="{newest}" selected="selected">"#)));
    assert!(
        first_view_query(&written).starts_with(&format!("run={newest}&amp;ds=mk48&amp;")),
        "{}",
        first_view_query(&written)
    );
    // The first module's glue is in the page's module script, its file gone.
    use pages::first_view::{FIRST_MODULE_GLUE, GLUE_END_MARKER, GLUE_START_MARKER};
    assert!(written.contains(&format!("{GLUE_START_MARKER}{GLUE}{GLUE_END_MARKER}")));
    assert!(
        !dir.path().join(FIRST_MODULE_GLUE).exists(),
        "{FIRST_MODULE_GLUE} is removed"
    );

    // Another newest run: both are replaced, nothing is left of the first.
    let other = "2026-08-21_21-37-06.json";
    std::fs::copy(
        repo().join("benchmark_results").join(other),
        dir.path().join("benchmark_results").join(other),
    )
    .unwrap();
    let index = dir.path().join("benchmark_results/index.json");
    let listed = std::fs::read_to_string(&index).unwrap().replacen(
        r#""runs":["#,
        &format!(r#""runs":[{{"file":"{other}","started_at":"2026-01-02T00:00:00Z","origin":"upstream","crates":1}},"#),
        1,
    );
    std::fs::write(&index, listed).unwrap();
    assert!(run(&[dir.path()]).status.success());
    let rewritten = page(dir.path());
    assert_eq!(hint(&rewritten), other);
    assert!(first_view(&rewritten).contains(&format!(r#"data-run="{other}""#)));
    assert!(first_view_query(&rewritten).starts_with(&format!("run={other}&amp;")));
    assert_eq!(rewritten.matches(GLUE).count(), 1, "the glue stays, once");
    assert_eq!(rewritten.matches(r#"id="first-view""#).count(), 1);
    assert_eq!(rewritten.matches(r#"id="first-view-chrome""#).count(), 1);
    assert!(!first_view(&rewritten).contains(newest));
    // The run picker lists both runs, the new one selected.
    let controls = chrome(&rewritten);
    assert!(controls.contains(&format!(r#"<option value="{other}" selected="selected">"#)));
    assert!(controls.contains(&format!(r#"<option value="{newest}">"#)));
}

#[test]
fn without_a_usable_newest_run_the_page_gets_neither_and_the_build_goes_on() {
    let newest = "2026-11-30T00-54-55Z.json";
    for case in ["no index.json", "a broken run"] {
        let dir = site(&[newest]);
        let results = dir.path().join("benchmark_results");
        match case {
            "no index.json" => std::fs::remove_file(results.join("index.json")).unwrap(),
            _ => std::fs::write(results.join(newest), "{").unwrap(),
        }
        let out = run(&[dir.path()]);
        assert!(out.status.success(), "{case}: {out:?}");
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(said.contains("no first view ("), "{case}: {said}");
        let written = page(dir.path());
        assert_eq!(first_view(&written), "", "{case}");
        assert_eq!(chrome(&written), "", "{case}");
        assert_eq!(first_view_query(&written), "", "{case}");
        // A listed run that fails to load is still named: the page requests it early, and
        // the app reports what is wrong with it.
        let named = if case == "no index.json" { "" } else { newest };
        assert_eq!(hint(&written), named, "{case}");
    }
}

#[test]
fn a_page_without_its_places_or_a_bad_argument_is_an_error_and_changes_nothing() {
    let dir = site(&["2026-11-30T00-54-55Z.json"]);
    let stripped = page(dir.path()).replace("<!-- /first-view -->", "");
    std::fs::write(dir.path().join("index.html"), &stripped).unwrap();
    let out = run(&[dir.path()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("<!-- /first-view -->"));
    assert_eq!(page(dir.path()), stripped, "the page is left as it was");

    let out = run(&[]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "no directory and no TRUNK_STAGING_DIR: {out:?}"
    );
    let out = run(&[Path::new("--help")]);
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("usage: first-view"));
    let out = run(&[Path::new("--bogus")]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("unknown option --bogus") && said.contains("usage: first-view"),
        "{said}"
    );
    let out = run(&[&dir.path().join("missing")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn without_the_first_modules_glue_the_page_is_left_as_it_was() {
    let dir = site(&["2026-11-30T00-54-55Z.json"]);
    std::fs::remove_file(dir.path().join(pages::first_view::FIRST_MODULE_GLUE)).unwrap();
    let before = page(dir.path());
    let out = run(&[dir.path()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("the first module's glue"), "{said}");
    assert_eq!(page(dir.path()), before);
}
