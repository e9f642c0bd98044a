//! What the built page carries for its first view: the list of runs and the default run's figures
//! for the default dataset, as JSON in two `<script type="application/json">` elements. The
//! build renders the app from these (Yew's server renderer, `prerender`) and the app hydrates
//! that HTML from the same bytes, so both render the same view and no request stands between
//! the page and a live explorer.
//!
//! Pure: the build writes the elements ([`data_elements`]) and the app reads them back
//! ([`Boot::read`]) through the same code.

use crate::url_state::{self, ViewState};
use schema::{LazyResults, Manifest};
use std::cell::RefCell;

/// The element holding `index.json` as the build read it.
pub const MANIFEST_ELEMENT_ID: &str = "boot-manifest";
/// The element holding the first run's copy for the first view's dataset; its `data-file`
/// attribute names the run.
pub const RUN_ELEMENT_ID: &str = "boot-run";
/// The element the app renders into; the build writes the first view's query into its
/// `data-view` attribute, which the page's script compares with the address (`index.html`).
pub const APP_ELEMENT_ID: &str = "app";
/// The attribute of [`APP_ELEMENT_ID`] with the first view's query.
pub const VIEW_ATTRIBUTE: &str = "data-view";
/// The class the page's script puts on `<html>` when the address asks for another view than
/// the one written into the page (whose answer it then hides); the app removes it once it shows
/// the address's view. The one hand-off between the page's script and the app.
pub const OTHER_VIEW_CLASS: &str = "other-view";

/// The first view's data: what both the build and the app render the app's first frame from.
pub struct Boot {
    /// The list of runs.
    pub manifest: Manifest,
    /// The first view: the default run ([`schema::Manifest::default_run`]), every control at
    /// its default.
    pub view: ViewState,
    /// The run's figures for the view's dataset (its site copy, `schema::write`), taken once
    /// by the app.
    pub run: RefCell<Option<LazyResults>>,
}

impl Boot {
    /// Reads the two elements' texts as UTF-8 (`index.json` and the run's copy, whose file is
    /// `file`). The error names the file and what is wrong.
    pub fn read(manifest: &[u8], file: &str, run: &[u8]) -> Result<Boot, String> {
        let manifest = schema::load_manifest(schema::manifest::MANIFEST_FILE, manifest)
            .map_err(|e| e.to_string())?;
        let listed: Vec<&str> = manifest.runs.iter().map(|r| r.file.as_str()).collect();
        if !listed.contains(&file) {
            return Err(format!("the page's run {file} is not in its list of runs"));
        }
        let run = schema::load_results_lazily(file, run).map_err(|e| e.to_string())?;
        Ok(Boot {
            view: first_view(file),
            manifest,
            run: RefCell::new(Some(run)),
        })
    }
}

/// The view the page opens on: the run `file`, every control at its default.
pub fn first_view(file: &str) -> ViewState {
    // Read back from its query, as the address will carry it: the two cannot differ.
    url_state::parse(
        &ViewState {
            run: Some(file.to_owned()),
            ..ViewState::default()
        }
        .to_query(),
    )
    .state
}

/// The two `<script type="application/json">` elements carrying `manifest` (index.json's text)
/// and `run` (the run `file`'s copy for the first view's dataset). Every `<` is written as
/// `\u003c`, which JSON reads back as the same character and which cannot end the element.
pub fn data_elements(manifest: &str, file: &str, run: &str) -> String {
    let safe = |json: &str| json.replace('<', "\\u003c");
    let mut file_attribute = String::new();
    escape_attribute(&mut file_attribute, file);
    format!(
        "<script type=\"application/json\" id=\"{MANIFEST_ELEMENT_ID}\">{}</script>\
         <script type=\"application/json\" id=\"{RUN_ELEMENT_ID}\" data-file=\"{file_attribute}\">{}</script>",
        safe(manifest),
        safe(run)
    )
}

/// Appends `value` to `out` as the inside of a double-quoted attribute.
pub fn escape_attribute(out: &mut String, value: &str) {
    for c in value.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

// Native only, as the other pure modules' tests.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    const FIXTURE: &[u8] =
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json");
    const NAME: &str = "2026-08-21_21-37-06.json";

    fn manifest_text(file: &str) -> String {
        format!(
            "{{\"schema_version\":1,\"runs\":[{{\"file\":\"{file}\",\"started_at\":\"2026-08-21T21:37:06Z\",\"origin\":\"upstream\",\"crates\":3}}]}}"
        )
    }

    #[test]
    fn the_elements_read_back_as_the_files_they_carry() {
        let full = schema::load_results(NAME, FIXTURE).unwrap();
        let copy = schema::write::dataset_copy_to_json(&full, "mk48").unwrap();
        let elements = data_elements(&manifest_text(NAME), NAME, &copy);
        // Nothing in the data can close its element or open another.
        let inner = |id: &str| {
            let open = elements.find(&format!("id=\"{id}\"")).unwrap();
            let start = open + elements[open..].find('>').unwrap() + 1;
            let end = start + elements[start..].find("</script>").unwrap();
            elements[start..end].to_owned()
        };
        assert!(!inner(RUN_ELEMENT_ID).contains('<'));
        let boot = Boot::read(
            inner(MANIFEST_ELEMENT_ID).as_bytes(),
            NAME,
            inner(RUN_ELEMENT_ID).as_bytes(),
        )
        .expect("it reads back");
        assert_eq!(boot.view.run.as_deref(), Some(NAME));
        assert_eq!(boot.view.dataset, url_state::DEFAULT_DATASET);
        let run = boot.run.borrow_mut().take().unwrap();
        assert_eq!(run.read("mk48").unwrap().datasets.len(), 1);
    }

    #[test]
    fn a_run_the_list_does_not_name_or_damaged_data_is_refused_with_its_reason() {
        let other = Boot::read(manifest_text("other.json").as_bytes(), NAME, b"{}")
            .err()
            .unwrap();
        assert!(other.contains("not in its list of runs"), "{other}");
        let damaged = Boot::read(
            manifest_text(NAME).as_bytes(),
            NAME,
            b"{\"schema_version\":",
        )
        .err()
        .unwrap();
        assert!(damaged.contains(NAME), "{damaged}");
        let bad_list = Boot::read(b"[", NAME, b"{}").err().unwrap();
        assert!(bad_list.contains("index.json"), "{bad_list}");
    }

    #[test]
    fn the_first_view_is_the_default_view_of_the_run() {
        let view = first_view(NAME);
        assert_eq!(
            view,
            ViewState {
                run: Some(NAME.to_owned()),
                ..ViewState::default()
            }
        );
    }

    #[test]
    fn attributes_are_escaped() {
        let mut out = String::new();
        escape_attribute(&mut out, "a\"<b>&");
        assert_eq!(out, "a&quot;&lt;b&gt;&amp;");
    }
}
