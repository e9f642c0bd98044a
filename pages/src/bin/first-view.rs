//! `first-view [DIR]`: writes the newest run's name, its first view (the default view's
//! ranking, see `pages::first_view`) and the first module's glue (moved from its own file)
//! into the built site's `index.html`, and beside the result
//! files each listed run's per-dataset copies, which the page reads
//! (`schema::write::dataset_copy_to_json`). Run by Trunk after each
//! build (Trunk.toml; DIR defaults to `$TRUNK_STAGING_DIR`) and by the site's benchmark on its
//! copies of dist/, whose newest run differs.
//!
//! Without a usable newest run (no or malformed index.json, a run that does not load or has
//! nothing to rank) the page gets neither, says why on one line, and still works: it waits for
//! index.json and the app reports what is wrong. A page without the places to write into is an
//! error. The page is replaced atomically.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    match native::run(std::env::args().skip(1).collect()) {
        Ok(message) => println!("first-view: {message}"),
        Err((code, message)) => {
            eprintln!("first-view: {message}");
            std::process::exit(code);
        }
    }
}

/// The tool reads and writes files; in the browser there is nothing for it to do.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use pages::first_view;
    use std::io::Write;
    use std::path::{Path, PathBuf};

    const USAGE: &str = "usage: first-view [DIR]  (the built site; default: $TRUNK_STAGING_DIR)";

    /// What was written, or an exit code (2: usage) and why nothing was.
    pub fn run(args: Vec<String>) -> Result<String, (i32, String)> {
        let dir = match args.as_slice() {
            [] => std::env::var_os("TRUNK_STAGING_DIR")
                .map(PathBuf::from)
                .ok_or((2, format!("TRUNK_STAGING_DIR is not set; {USAGE}")))?,
            [flag] if flag == "--help" || flag == "-h" => return Ok(USAGE.to_owned()),
            [flag] if flag.starts_with('-') => {
                return Err((2, format!("unknown option {flag}; {USAGE}")))
            }
            [dir] => PathBuf::from(dir),
            _ => return Err((2, USAGE.to_owned())),
        };
        let page_path = dir.join("index.html");
        let page = std::fs::read_to_string(&page_path)
            .map_err(|e| (1, format!("cannot read {}: {e}", page_path.display())))?;
        let (newest, view, message) = match newest_with_view(&dir) {
            Ok((newest, view)) => {
                let message = format!("{newest}: the default view ranks {} crates", view.crates);
                (Some(newest), Some(view), message)
            }
            Err(Partial { newest, why }) => {
                let message = format!("no first view ({why})");
                (newest, None, message)
            }
        };
        let written = first_view::install(&page, newest.as_deref(), view.as_ref())
            .map_err(|why| (1, format!("{}: {why}", page_path.display())))?;
        let (written, glue_file) = with_glue(&dir, written)
            .map_err(|why| (1, format!("{}: {why}", page_path.display())))?;
        replace(&page_path, &written)
            .map_err(|e| (1, format!("cannot write {}: {e}", page_path.display())))?;
        if let Some(glue_file) = glue_file {
            // In the page now: the file would only be a second copy of it.
            std::fs::remove_file(&glue_file)
                .map_err(|e| (1, format!("cannot remove {}: {e}", glue_file.display())))?;
        }
        let copies =
            write_dataset_copies(&dir).map_err(|why| (1, format!("per-dataset copies: {why}")))?;
        Ok(format!("{message}; {copies}"))
    }

    /// `page` with the first module's glue from `dir` written in, and the glue's file to remove
    /// once the page is written; a page that already holds it (this tool run again on a built
    /// site) stays as it is, and so does one without its place (an earlier build's, measured
    /// against this one, which loads the file itself). A place without either is an error: the
    /// first module could not start.
    fn with_glue(dir: &Path, page: String) -> Result<(String, Option<PathBuf>), String> {
        if !page.contains(first_view::GLUE_START_MARKER) {
            return Ok((page, None));
        }
        let glue_file = dir.join(first_view::FIRST_MODULE_GLUE);
        match std::fs::read_to_string(&glue_file) {
            Ok(glue) => Ok((first_view::install_glue(&page, &glue)?, Some(glue_file))),
            Err(_) if first_view::has_glue(&page) => Ok((page, None)),
            Err(e) => Err(format!(
                "the first module's glue is neither in the page nor readable at {}: {e}",
                glue_file.display()
            )),
        }
    }

    /// Writes each run that index.json lists, dataset by dataset, as the site's copies of it
    /// (`by-dataset/<run>/<dataset>.json`). A run that does not load gets none: the page then
    /// reads the run's own file, and reports what is wrong with it.
    fn write_dataset_copies(dir: &Path) -> Result<String, String> {
        let results = dir.join(pages::site_files::RESULTS_DIR);
        let manifest_path = results.join(schema::manifest::MANIFEST_FILE);
        let Ok(bytes) = std::fs::read(&manifest_path) else {
            return Ok("no index.json, no per-dataset copies".to_owned());
        };
        let Ok(manifest) = schema::load_manifest(&manifest_path.display().to_string(), &bytes)
        else {
            return Ok("index.json does not load, no per-dataset copies".to_owned());
        };
        let (mut runs, mut skipped) = (0, 0);
        for entry in &manifest.runs {
            let run_path = results.join(&entry.file);
            let file = std::fs::read(&run_path).ok().and_then(|bytes| {
                schema::load_results(&run_path.display().to_string(), &bytes).ok()
            });
            let Some(file) = file.filter(|_| first_view::is_plain_file_name(&entry.file)) else {
                skipped += 1;
                continue;
            };
            for dataset in file.datasets.keys() {
                let copy = schema::write::dataset_copy_to_json(&file, dataset)
                    .map_err(|e| format!("{}: {e}", entry.file))?;
                let path = results.join(schema::write::dataset_copy_path(&entry.file, dataset));
                let parent = path.parent().unwrap_or(&results);
                std::fs::create_dir_all(parent)
                    .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
                std::fs::write(&path, copy)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            }
            runs += 1;
        }
        Ok(format!(
            "per-dataset copies of {runs} runs ({skipped} runs without: not loadable)"
        ))
    }

    /// Why there is no first view, and the newest run's name when that much is known (the
    /// page still requests it early).
    struct Partial {
        newest: Option<String>,
        why: String,
    }

    /// The newest run's name and its first view.
    fn newest_with_view(dir: &Path) -> Result<(String, first_view::FirstView), Partial> {
        let results = dir.join(pages::site_files::RESULTS_DIR);
        let manifest_path = results.join(schema::manifest::MANIFEST_FILE);
        let failed = |newest: Option<&str>, why: String| Partial {
            newest: newest.map(str::to_owned),
            why,
        };
        let bytes = std::fs::read(&manifest_path)
            .map_err(|e| failed(None, format!("{}: {e}", manifest_path.display())))?;
        let manifest = schema::load_manifest(&manifest_path.display().to_string(), &bytes)
            .map_err(|e| failed(None, e.to_string()))?;
        let newest = first_view::newest_run(&manifest).ok_or_else(|| {
            failed(
                None,
                "index.json lists no run with a plain file name first".to_owned(),
            )
        })?;
        let run_path = results.join(newest);
        let bytes = std::fs::read(&run_path)
            .map_err(|e| failed(Some(newest), format!("{}: {e}", run_path.display())))?;
        let run_name = run_path.display().to_string();
        let file = schema::load_results(&run_name, &bytes)
            .map_err(|e| failed(Some(newest), e.to_string()))?;
        // The header and controls are the app's, given the run as the app holds it.
        let run = schema::load_results_lazily(&run_name, &bytes)
            .map_err(|e| failed(Some(newest), e.to_string()))?;
        let first = first_view::first_view(&file, newest)
            .map_err(|why| failed(Some(newest), format!("{newest}: {why}")))?;
        let chrome = pages::components::chrome::inert_html(&manifest, run, first.view());
        let view = first.with_chrome(&chrome);
        Ok((newest.to_owned(), view))
    }

    /// Replaces `path` with `contents` in one step (a reader sees the old page or the new
    /// one), keeping its permissions.
    fn replace(path: &Path, contents: &str) -> std::io::Result<()> {
        let dir = path.parent().unwrap_or(Path::new("."));
        let mut temp = tempfile::NamedTempFile::new_in(dir)?;
        temp.write_all(contents.as_bytes())?;
        temp.as_file()
            .set_permissions(std::fs::metadata(path)?.permissions())?;
        temp.persist(path).map_err(|e| e.error)?;
        Ok(())
    }
}
