//! The build's half of the one render path (native): puts the result files the site reads into
//! the built site, and writes the app, rendered for the first view by Yew's server renderer,
//! with that view's data ([`crate::boot`]) into the built page, which the app then hydrates.
//!
//! The site gets `index.json` and each listed run's per-dataset copies
//! (`schema::write::dataset_copy_to_json`), which is all the app reads; nothing else of
//! `benchmark_results/` (the runs' own files stay in the repository). Without a
//! usable default run (no or malformed index.json, a run that does not load) the page gets no
//! first view, the message says why, and the app loads everything itself. The page is replaced
//! atomically.

use crate::app::render_to_html;
use crate::boot::{self, Boot};
use crate::site_files::RESULTS_DIR;
use crate::url_state;
use schema::manifest::MANIFEST_FILE;
use std::io::Write;
use std::path::Path;

/// Where the first view goes in the page: between these markers, in place of the app's empty
/// element.
pub const START_MARKER: &str = "<!-- first-view -->";
/// See [`START_MARKER`].
pub const END_MARKER: &str = "<!-- /first-view -->";

/// Writes the site's result files from `results` into `site` (skipped when `results` is the
/// site's own directory) and the first view into `site/index.html`. Returns what was written,
/// or why nothing could be (an unreadable page, a page without the markers, a failed write).
pub fn prerender(site: &Path, results: &Path) -> Result<String, String> {
    let page_path = site.join("index.html");
    let page = std::fs::read_to_string(&page_path)
        .map_err(|e| format!("cannot read {}: {e}", page_path.display()))?;
    let site_results = site.join(RESULTS_DIR);
    let files = copy_results(results, &site_results)?;
    let (first, message) = match first_view(&site_results) {
        Ok((html, file)) => (html, format!("first view of {file}")),
        Err(why) => (empty_app(), format!("no first view ({why})")),
    };
    let written =
        fill_between(&page, &first).map_err(|why| format!("{}: {why}", page_path.display()))?;
    replace(&page_path, &written)
        .map_err(|e| format!("cannot write {}: {e}", page_path.display()))?;
    Ok(format!("{message}; {files}"))
}

/// The app's element, empty: the app then renders into it from scratch.
fn empty_app() -> String {
    format!("<div id=\"{}\"></div>", boot::APP_ELEMENT_ID)
}

/// Copies `index.json` from `from` into `to` (unless they are the same directory) and writes
/// each listed run's per-dataset copies into `to`. A run that does not load gets no copies (the
/// page then says it could not be fetched).
fn copy_results(from: &Path, to: &Path) -> Result<String, String> {
    let same = from.canonicalize().ok() == to.canonicalize().ok() && to.exists();
    let manifest_path = from.join(MANIFEST_FILE);
    let Ok(bytes) = std::fs::read(&manifest_path) else {
        return Ok(format!("no {}: no result files", manifest_path.display()));
    };
    std::fs::create_dir_all(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    if !same {
        write_file(&to.join(MANIFEST_FILE), &bytes)?;
    }
    let Ok(manifest) = schema::load_manifest(&manifest_path.display().to_string(), &bytes) else {
        return Ok("index.json does not load: no runs copied".to_owned());
    };
    let (mut runs, mut skipped) = (0, 0);
    // Each listed name is a safe file name: loading the list checked it.
    for entry in &manifest.runs {
        let Ok(bytes) = std::fs::read(from.join(&entry.file)) else {
            skipped += 1;
            continue;
        };
        let Ok(file) = schema::load_results(&entry.file, &bytes) else {
            skipped += 1;
            continue;
        };
        for dataset in file.datasets.keys() {
            let copy = schema::write::dataset_copy_to_json(&file, dataset)
                .map_err(|e| format!("{}: {e}", entry.file))?;
            let path = to.join(schema::write::dataset_copy_path(&entry.file, dataset));
            write_file(&path, copy.as_bytes())?;
        }
        runs += 1;
    }
    Ok(format!(
        "{runs} runs with per-dataset copies ({skipped} listed runs without: missing or not loadable)"
    ))
}

/// The app rendered for the first view, with its data, and the run it shows; or why there is
/// none.
fn first_view(results: &Path) -> Result<(String, String), String> {
    let manifest_text = std::fs::read_to_string(results.join(MANIFEST_FILE))
        .map_err(|e| format!("{MANIFEST_FILE}: {e}"))?;
    let manifest = schema::load_manifest(MANIFEST_FILE, manifest_text.as_bytes())
        .map_err(|e| e.to_string())?;
    let file = manifest
        .default_run()
        .map(|entry| entry.file.clone())
        .ok_or("index.json lists no run")?;
    let dataset = url_state::DEFAULT_DATASET;
    let copy_path = results.join(schema::write::dataset_copy_path(&file, dataset));
    let copy = std::fs::read_to_string(&copy_path)
        .map_err(|_| format!("{file} has no figures for the {dataset} dataset"))?;
    let boot = Boot::read(manifest_text.as_bytes(), &file, copy.as_bytes())?;
    let query = boot.view.to_query();
    let html = render_to_html(boot);
    // The server renderer writes `<div id="app">` itself only when asked to render into one;
    // it renders the app's content, which goes inside the element.
    let mut view = String::new();
    boot::escape_attribute(&mut view, &query);
    Ok((
        format!(
            "<div id=\"{}\" {}=\"{view}\">{html}</div>{}",
            boot::APP_ELEMENT_ID,
            boot::VIEW_ATTRIBUTE,
            boot::data_elements(&manifest_text, &file, &copy)
        ),
        file,
    ))
}

/// `page` with `contents` between its markers.
fn fill_between(page: &str, contents: &str) -> Result<String, String> {
    let from = page
        .find(START_MARKER)
        .map(|at| at + START_MARKER.len())
        .ok_or_else(|| format!("the page has no {START_MARKER} marker"))?;
    let to = page[from..]
        .find(END_MARKER)
        .map(|len| from + len)
        .ok_or_else(|| format!("the page has no {END_MARKER} after {START_MARKER}"))?;
    Ok([&page[..from], contents, &page[to..]].concat())
}

/// Writes `bytes` to `path` atomically, creating its directory.
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut temp = tempfile::NamedTempFile::new_in(dir)
        .map_err(|e| format!("cannot write in {}: {e}", dir.display()))?;
    temp.write_all(bytes)
        .and_then(|()| temp.persist(path).map(drop).map_err(|e| e.error))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Replaces `path` with `contents` in one step (a reader sees the old page or the new one),
/// keeping its permissions.
fn replace(path: &Path, contents: &str) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut temp = tempfile::NamedTempFile::new_in(dir)?;
    temp.write_all(contents.as_bytes())?;
    temp.as_file()
        .set_permissions(std::fs::metadata(path)?.permissions())?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_markers_are_required_and_their_contents_replaced() {
        let page = format!("<body>{START_MARKER}old{END_MARKER}</body>");
        assert_eq!(
            fill_between(&page, "new").unwrap(),
            format!("<body>{START_MARKER}new{END_MARKER}</body>")
        );
        assert!(fill_between("<body></body>", "x").is_err());
    }
}
