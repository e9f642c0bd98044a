//! The first view: the ranking of the bare address's view (the newest run, every control at
//! its default) written into the built page as HTML, so that a visitor reads it as soon as the
//! page has arrived instead of after the app has downloaded, compiled and loaded the run.
//!
//! The build writes it (the `first-view` tool, a Trunk post-build hook) together with the
//! newest run's name, which the page requests at once. The page shows it only for the bare
//! address and only while index.json names the same newest run (`index.html`'s first script);
//! the app removes it (the element [`ELEMENT_ID`]) once its own ranking, computed by the same
//! code, is on the page. It is text and table markup only, written by [`crate::markup`] as the
//! app's ranked table writes its rows: every text from the result file is escaped, and links go
//! only to crates.io pages built from validated names.
//!
//! Above the app's place the build also writes the header and controls of that view
//! ([`FirstView::with_chrome`]: the app's own [`Chrome`](crate::components::chrome::Chrome)
//! component, rendered to HTML by Yew's server renderer), its controls inert until the app
//! replaces them with its own. The page's first paint thus stands as the app will: nothing moves when the
//! app takes over.
//!
//! Pure: it imports neither the app nor a component (the `first-view` tool renders the
//! header and controls and hands them to [`FirstView::with_chrome`]).

use crate::markup::{self, escape_attribute, escape_text};
use crate::ranking;
use crate::url_state::{self, ViewState};
use schema::model::{self, Costs};
use schema::{CrateInfo, Environment, Manifest, Origin, ResultsFile, RunInfo};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The id of the element holding the first view.
pub const ELEMENT_ID: &str = "first-view";

/// The attribute of the first view's element naming the run it ranks (its file name).
pub const RUN_ATTRIBUTE: &str = "data-run";

/// The id of the `<script type="application/json">` element, after the first view's, that
/// holds its [`FirstViewModel`].
pub const MODEL_ELEMENT_ID: &str = "first-view-model";

/// What ranks the first view's view at any bandwidth and core count without the run's
/// figures: the model's costs for the view's cost parameters
/// ([`ranking::cost_params`]: sliders leave them alone) and the run's crates (names, versions,
/// families and variants: the rows' texts and the crate filter). The build writes it into the
/// first view; the first module ranks with it instead of reading the run's 140 KB copy of the
/// dataset (`early.rs`).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirstViewModel {
    /// The run's crates, as its file lists them.
    pub crates: BTreeMap<String, CrateInfo>,
    /// The model's costs for the first view's cost parameters.
    pub costs: Costs,
}

impl FirstViewModel {
    /// The model of `file`'s `view`.
    pub fn of(file: &ResultsFile, view: &ViewState) -> Result<FirstViewModel, model::ModelError> {
        Ok(FirstViewModel {
            crates: file.crates.clone(),
            costs: model::costs(file, &ranking::cost_params(view))?,
        })
    }

    /// Reads the model back from the JSON the build wrote.
    pub fn from_json(bytes: &[u8]) -> Result<FirstViewModel, String> {
        serde_json::from_slice(bytes).map_err(|error| format!("the first view's model: {error}"))
    }

    /// The run as the ranking reads it (its crates, no figures), and the costs.
    pub fn into_parts(self) -> (ResultsFile, Costs) {
        let mut file = ResultsFile::new(
            Origin::default(),
            RunInfo::default(),
            Environment::default(),
        );
        file.crates = self.crates;
        (file, self.costs)
    }

    /// The model as the build writes it into the page, inside a `<script>` element: JSON
    /// whose every `<` is escaped (`\u003c`, inside a string: the only place JSON has one), so
    /// that no text of the run's crates can end the element.
    fn script_text(&self) -> String {
        serde_json::to_string(self)
            .expect("the model is plain data")
            .replace('<', "\\u003c")
    }
}

/// What marks the first view's place in `index.html`: the build writes it between the two.
pub const START_MARKER: &str = "<!-- first-view -->";
/// See [`START_MARKER`].
pub const END_MARKER: &str = "<!-- /first-view -->";

/// The id of the element holding the first view's header and controls.
pub const CHROME_ELEMENT_ID: &str = "first-view-chrome";
/// What marks the place of the first view's header and controls in `index.html`.
pub const CHROME_START_MARKER: &str = "<!-- first-view-chrome -->";
/// See [`CHROME_START_MARKER`].
pub const CHROME_END_MARKER: &str = "<!-- /first-view-chrome -->";

/// The first module's script (wasm-bindgen's glue for the `early` binary) as Trunk writes it
/// beside the page; the build writes it into the page ([`install_glue`]) and removes the file.
pub const FIRST_MODULE_GLUE: &str = "early.js";
/// What marks the place of the first module's glue in `index.html`'s module script that
/// starts it.
pub const GLUE_START_MARKER: &str = "/* first-module-glue */";
/// See [`GLUE_START_MARKER`].
pub const GLUE_END_MARKER: &str = "/* /first-module-glue */";

/// `page` with `glue` (the first module's script, an ES module) between the glue markers of
/// the module script that starts it, replacing what an earlier build wrote there. Written into
/// the page, it needs no request of its own, whose response and evaluation would wait for the
/// page's main thread as the wasm's does. Fails when the page has no place for it, or when the
/// glue could end its script element early (it holds `</script` or the end marker).
pub fn install_glue(page: &str, glue: &str) -> Result<String, String> {
    if glue.to_ascii_lowercase().contains("</script") || glue.contains(GLUE_END_MARKER) {
        return Err(format!(
            "{FIRST_MODULE_GLUE} holds `</script` or {GLUE_END_MARKER}, which would end its place early"
        ));
    }
    fill_between(page, (GLUE_START_MARKER, GLUE_END_MARKER), glue)
}

/// Whether `page` holds the first module's glue (something between the glue markers).
pub fn has_glue(page: &str) -> bool {
    page.split_once(GLUE_START_MARKER)
        .and_then(|(_, rest)| rest.split_once(GLUE_END_MARKER))
        .is_some_and(|(glue, _)| !glue.trim().is_empty())
}

/// The id of the element of `index.html` the app renders into (the body when there is none);
/// the first view lies after it.
pub const APP_ROOT: &str = "app";

/// The `<meta>` tag naming the newest run, which the page requests at once (`index.html`
/// holds it empty).
pub const NEWEST_RUN_META: &str = "serbench-newest-run";
/// The `<meta>` tag holding the query of the first view's view: an address with exactly this
/// query (the app writes it for the bare address) shows the first view too.
pub const QUERY_META: &str = "serbench-first-view-query";

/// The first entry of the manifest, when it is a name the page's script will request (the
/// same rule as its `plain` pattern: a letter or digit, then letters, digits, `.`, `_`, `-`,
/// ending in `.json`).
pub fn newest_run(manifest: &Manifest) -> Option<&str> {
    let file = manifest.runs.first()?.file.as_str();
    is_plain_file_name(file).then_some(file)
}

/// Whether `file` is a name the page's script requests (its `plain` pattern: a letter or
/// digit, then letters, digits, `.`, `_`, `-`, ending in `.json`).
pub fn is_plain_file_name(file: &str) -> bool {
    file.strip_suffix(".json").is_some_and(|stem| {
        stem.starts_with(|c: char| c.is_ascii_alphanumeric())
            && stem
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
    })
}

/// The most rows the first view shows: about a screenful. Each row costs the page layout and
/// paint before the app can start (measured: a 100-row first view delayed the app's table by
/// about 50 ms), and the app shows them all a moment later.
pub const MAX_ROWS: usize = 20;

/// A first view, as written into the page.
pub struct FirstView {
    /// The `<div id="first-view">` element.
    pub html: String,
    /// The `<div id="first-view-chrome">` element, once [`FirstView::with_chrome`] has
    /// rendered it (empty before).
    pub chrome: String,
    /// The query of the view it shows, as the app writes it into the address.
    pub query: String,
    /// How many crates it ranks.
    pub crates: usize,
}

/// The first view of `file` (named `file_name` in the results directory): the dataset's
/// description and the ranked section as the app renders them for the default view. The error
/// says why there is none (no figures for the default dataset, or no crate to rank).
pub fn first_view(file: &ResultsFile, file_name: &str) -> Result<FirstView, String> {
    let view = ViewState {
        run: Some(file_name.to_owned()),
        ..ViewState::default()
    };
    let info = schema::dataset(&view.dataset)
        .ok_or_else(|| format!("the default dataset {} is unknown", view.dataset))?;
    if !file.datasets.contains_key(&view.dataset) {
        return Err(format!(
            "the run has no figures for the {} dataset",
            view.dataset
        ));
    }
    // The rows and the page's model come from the same costs: what the first module ranks with.
    let model = FirstViewModel::of(file, &view).map_err(|e| e.to_string())?;
    let rows = ranking::ranked_from(&model.costs, file, &view).map_err(|e| e.to_string())?;
    if rows.is_empty() {
        return Err("no crate of the run has the figures the default view needs".to_owned());
    }
    // A <main>, as the app's content is: the page has its main landmark before the app starts
    // (and should it never start).
    let mut out = format!("<main id=\"{ELEMENT_ID}\" {RUN_ATTRIBUTE}=\"");
    escape_attribute(&mut out, file_name);
    out.push_str("\"><p class=\"dataset-description\">");
    escape_text(
        &mut out,
        &format!("{}: {}.", view.dataset, info.description),
    );
    out.push_str("</p><section>");
    let shown = &rows[..rows.len().min(MAX_ROWS)];
    out.push_str(&markup::ranked_section_html(file, shown, info.message_name));
    if rows.len() > shown.len() {
        out.push_str("<p class=\"more\">");
        escape_text(
            &mut out,
            &format!(
                "… and {} more crates, ranked by the explorer once it has loaded.",
                rows.len() - shown.len()
            ),
        );
        out.push_str("</p>");
    }
    out.push_str("</section></main>");
    // After the view, not in it: the page's first frame waits for the view's end alone.
    out.push_str(&format!(
        "<script type=\"application/json\" id=\"{MODEL_ELEMENT_ID}\">{}</script>",
        model.script_text()
    ));
    Ok(FirstView {
        query: view.to_query(),
        html: out,
        chrome: String::new(),
        crates: shown.len(),
    })
}

impl FirstView {
    /// The view it shows, read back from its query (a round trip the tests check): the view
    /// whose header and controls go with it.
    pub fn view(&self) -> ViewState {
        url_state::parse(&self.query).state
    }

    /// The first view with its header and controls: `chrome`, the app's
    /// [`Chrome`](crate::components::chrome::Chrome) for [`FirstView::view`] rendered to HTML
    /// with its controls inert (`components::chrome::inert_html`), in the element
    /// [`CHROME_ELEMENT_ID`]. `chrome` is written as it is, so it must be markup whose texts
    /// are escaped, as the server renderer's are. The ranking is unchanged.
    pub fn with_chrome(mut self, chrome: &str) -> FirstView {
        self.chrome = format!("<div id=\"{CHROME_ELEMENT_ID}\">{chrome}</div>");
        self
    }
}

/// `page` (the built `index.html`) with the newest run's name and the first view written in:
/// the name into the [`NEWEST_RUN_META`] tag, the view's query into the [`QUERY_META`] tag, its
/// header and controls between the chrome markers and its ranking between the markers, each
/// replacing what an earlier build wrote there (`None` leaves them empty). Fails, naming what
/// is missing, when the page lacks one of the places.
pub fn install(
    page: &str,
    newest: Option<&str>,
    view: Option<&FirstView>,
) -> Result<String, String> {
    let page = fill_meta(page, NEWEST_RUN_META, newest.unwrap_or_default())?;
    let page = fill_meta(&page, QUERY_META, view.map_or("", |v| v.query.as_str()))?;
    let page = fill_between(
        &page,
        (CHROME_START_MARKER, CHROME_END_MARKER),
        view.map_or("", |v| v.chrome.as_str()),
    )?;
    fill_between(
        &page,
        (START_MARKER, END_MARKER),
        view.map_or("", |v| v.html.as_str()),
    )
}

/// `page` with `contents` between its `start` and `end` markers.
fn fill_between(page: &str, (start, end): (&str, &str), contents: &str) -> Result<String, String> {
    let from = page
        .find(start)
        .map(|at| at + start.len())
        .ok_or_else(|| format!("the page has no {start} marker"))?;
    let to = page[from..]
        .find(end)
        .map(|len| from + len)
        .ok_or_else(|| format!("the page has no {end} after {start}"))?;
    Ok([&page[..from], contents, &page[to..]].concat())
}

/// `page` with `value` as the content of its `<meta name="{name}" content="…">` tag.
fn fill_meta(page: &str, name: &str, value: &str) -> Result<String, String> {
    let tag = format!("<meta name=\"{name}\" content=\"");
    let missing = || format!("the page has no <meta name=\"{name}\" content=\"…\"> tag");
    let at = page
        .find(&tag)
        .map(|at| at + tag.len())
        .ok_or_else(missing)?;
    let end = page[at..]
        .find('"')
        .map(|len| at + len)
        .ok_or_else(missing)?;
    let mut out = String::with_capacity(page.len() + value.len());
    out.push_str(&page[..at]);
    escape_attribute(&mut out, value);
    out.push_str(&page[end..]);
    Ok(out)
}

// Native only: the tests read committed files.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use schema::manifest::ManifestEntry;

    const FIXTURE: &[u8] =
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json");

    fn fixture() -> ResultsFile {
        schema::load_results("2026-08-21_21-37-06.json", FIXTURE).expect("the fixture loads")
    }

    /// A page shaped like `index.html`, with these contents in its places.
    fn page(newest: &str, query: &str, (chrome, view): (&str, &str)) -> String {
        format!(
            "<head><meta name=\"{NEWEST_RUN_META}\" content=\"{newest}\">\
             <meta name=\"{QUERY_META}\" content=\"{query}\"></head><body><p id=\"boot\">…</p>\n\
             {CHROME_START_MARKER}{chrome}{CHROME_END_MARKER}<div id=\"app\"></div>\n\
             {START_MARKER}{view}{END_MARKER}\n<script></script></body>"
        )
    }

    fn view(chrome: &str, html: &str, query: &str) -> FirstView {
        FirstView {
            html: html.to_owned(),
            chrome: chrome.to_owned(),
            query: query.to_owned(),
            crates: 1,
        }
    }

    /// The texts of the first view's table cells, row by row, tags dropped and entities
    /// decoded (enough for the markup written here, which has no attribute holding `>`).
    fn cell_texts(html: &str) -> Vec<Vec<String>> {
        let body = &html[html.find("<tbody>").unwrap()..html.find("</tbody>").unwrap()];
        body.split("<tr>")
            .skip(1)
            .map(|row| {
                row.split("<td")
                    .skip(1)
                    .map(|cell| {
                        let mut text = String::new();
                        let mut in_tag = true;
                        for c in cell.chars() {
                            match c {
                                '<' => in_tag = true,
                                '>' => in_tag = false,
                                c if !in_tag => text.push(c),
                                _ => {}
                            }
                        }
                        text.replace("&lt;", "<")
                            .replace("&gt;", ">")
                            .replace("&nbsp;", "\u{a0}")
                            .replace("&amp;", "&")
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_first_view_ranks_the_best_crates_of_the_default_view_in_the_models_order() {
        let file = fixture();
        let view = first_view(&file, "2026-08-21_21-37-06.json").expect("a first view");
        let all = ranking::ranked(&file, &ViewState::default()).expect("the model runs");
        assert!(
            all.len() > MAX_ROWS,
            "the fixture ranks more crates than are shown"
        );
        assert_eq!(view.crates, MAX_ROWS);
        let html = view.html;
        let cells = cell_texts(&html);
        assert_eq!(cells.len(), MAX_ROWS);
        for (i, (row, cells)) in all.iter().zip(&cells).enumerate() {
            assert_eq!(cells.len(), 8, "row {i}: {cells:?}");
            assert_eq!(cells[0], (i + 1).to_string());
            assert!(cells[1].starts_with(&row.crate_id), "row {i}: {cells:?}");
            assert_eq!(
                cells[3].trim_end_matches('*'),
                schema::display::rate(row.messages_per_second)
            );
            assert_eq!(cells[5], row.bottleneck.name());
            assert_eq!(cells[6], schema::display::bytes(row.wire_bytes));
        }
        assert!(html.starts_with("<main id=\"first-view\" data-run=\"2026-08-21_21-37-06.json\">"));
        assert!(html.contains("<p class=\"dataset-description\">mk48: "));
        assert_eq!(
            html.matches("<a href=\"https://crates.io/crates/").count(),
            MAX_ROWS
        );
        assert!(
            html.contains(&format!(
                "</table></div><p role=\"status\" class=\"visually-hidden\"></p><p class=\"more\">… and {} more crates, ranked by the explorer once it has loaded.</p></section></main><script type=\"application/json\" id=\"{MODEL_ELEMENT_ID}\">",
                all.len() - MAX_ROWS
            )),
            "{html}"
        );
        assert!(html.ends_with("</script>"), "{html}");
    }

    /// The JSON of the first view's model, as the page holds it.
    fn model_text(html: &str) -> &str {
        let open = format!("<script type=\"application/json\" id=\"{MODEL_ELEMENT_ID}\">");
        let from = html.find(&open).expect("the model's element") + open.len();
        &html[from..from + html[from..].find("</script>").expect("its end")]
    }

    #[test]
    fn the_model_in_the_first_view_ranks_every_view_of_its_sliders_as_the_run_does() {
        let (name, file) = newest_committed_run();
        let html = first_view(&file, &name).expect("a first view").html;
        let model = FirstViewModel::from_json(model_text(&html).as_bytes()).expect("it reads");
        assert_eq!(
            model,
            FirstViewModel::of(&file, &ViewState::default()).unwrap()
        );
        let (crates_only, costs) = model.into_parts();
        assert!(crates_only.datasets.is_empty());
        for (out, cores) in [(1.0e6, 1.0), (1.0e3, 0.01), (1.0e9, 64.0), (20.0, 2.5)] {
            let view = ViewState {
                run: Some(name.clone()),
                outbound: out,
                inbound: out,
                cores,
                ..ViewState::default()
            };
            assert_eq!(
                ranking::ranked_from(&costs, &crates_only, &view).unwrap(),
                ranking::ranked(&file, &view).unwrap(),
                "{out} {cores}"
            );
        }
    }

    /// The newest committed run, whose timings have intervals.
    fn newest_committed_run() -> (String, ResultsFile) {
        let dir = format!("{}/../benchmark_results", env!("CARGO_MANIFEST_DIR"));
        let manifest = std::fs::read(format!("{dir}/index.json")).expect("index.json");
        let manifest = schema::load_manifest("index.json", &manifest).expect("it loads");
        let name = newest_run(&manifest).expect("a newest run").to_owned();
        let bytes = std::fs::read(format!("{dir}/{name}")).expect("the newest run");
        let file = schema::load_results(&name, &bytes).expect("it loads");
        (name, file)
    }

    #[test]
    fn tied_crates_share_a_rank_with_a_title_and_the_legend_says_what_it_means() {
        let (name, file) = newest_committed_run();
        // CPU-bound throughout (many cores would make the wire decide), so intervals matter.
        let view = ViewState {
            run: Some(name.clone()),
            cores: 0.01,
            ..ViewState::default()
        };
        let rows = ranking::ranked(&file, &view).expect("the model runs");
        assert!(rows.iter().all(|row| row.interval.is_some()));
        let ranks = markup::ranks(&rows);
        assert!(
            ranks.iter().any(|rank| rank.shared),
            "the committed run has crates its intervals cannot tell apart"
        );
        let html = markup::ranked_section_html(&file, &rows, "updates");
        let cells = cell_texts(&html);
        let title = format!(" title=\"{}\"", markup::tied_title());
        let rows_html: Vec<&str> = html.split("<tr>").skip(2).collect();
        for (i, ((rank, cells), row_html)) in ranks.iter().zip(&cells).zip(&rows_html).enumerate() {
            assert_eq!(cells[0], rank.to_string(), "row {i}");
            // Shared: tied with its group's head, the row whose rank it shows.
            let head = &rows[rank.number - 1];
            assert_eq!(rank.shared, i + 1 != rank.number, "row {i}");
            if rank.shared {
                assert!(schema::rank::tied(
                    head.interval.as_ref(),
                    rows[i].interval.as_ref()
                ));
            }
            assert_eq!(
                row_html.starts_with(&format!("<td class=\"num\"{title}>=")),
                rank.shared,
                "row {i}: {row_html}"
            );
        }
        assert!(html.contains(&markup::tied_footnote("updates")), "{html}");
        // The first view of the bare address shows the legend too.
        let first = first_view(&file, &name).expect("a first view").html;
        assert!(first.contains("<p class=\"footnote\">=3: tied with the crate of that rank"));
    }

    #[test]
    fn the_first_modules_glue_goes_between_its_markers_once() {
        let page = format!(
            "<script type=\"module\">\n{GLUE_START_MARKER} {GLUE_END_MARKER}\ninitSync();</script>"
        );
        assert!(!has_glue(&page));
        let glue = "function initSync() {}\nexport { initSync };";
        let written = install_glue(&page, glue).expect("the page has the place");
        assert!(has_glue(&written));
        assert!(written.contains(&format!("{GLUE_START_MARKER}{glue}{GLUE_END_MARKER}")));
        // A later build replaces it rather than adding a second copy.
        let again = install_glue(&written, "let other;").expect("the place is still there");
        assert!(again.contains(&format!("{GLUE_START_MARKER}let other;{GLUE_END_MARKER}")));
        assert!(!again.contains(glue));
    }

    #[test]
    fn a_glue_that_could_end_its_script_early_or_a_page_without_its_place_is_refused() {
        let page = format!("<script type=\"module\">{GLUE_START_MARKER}{GLUE_END_MARKER}</script>");
        for glue in ["x = '</SCRIPT>';", &format!("/* {GLUE_END_MARKER} */")] {
            let why = install_glue(&page, glue).expect_err("refused");
            assert!(why.contains(FIRST_MODULE_GLUE), "{why}");
        }
        let why = install_glue("<script></script>", "let a;").expect_err("no place");
        assert!(why.contains(GLUE_START_MARKER), "{why}");
    }

    #[test]
    fn a_run_of_few_crates_is_shown_whole() {
        let mut file = fixture();
        let keep: Vec<String> = file.crates.keys().take(3).cloned().collect();
        for dataset in file.datasets.values_mut() {
            dataset.crates.retain(|id, _| keep.contains(id));
        }
        let view = first_view(&file, "run.json").expect("a first view");
        let shown = cell_texts(&view.html).len();
        assert!((1..=3).contains(&shown) && shown == view.crates, "{shown}");
        assert!(!view.html.contains("class=\"more\""));
    }

    #[test]
    fn text_from_the_file_is_escaped_and_unsafe_names_are_not_linked() {
        let mut file = fixture();
        let id = file.crates.keys().next().unwrap().clone();
        let info = file.crates.get_mut(&id).unwrap();
        info.name = "<script>alert(1)</script>".to_owned();
        info.version = "1.0.0\" onmouseover=\"x".to_owned();
        let html = first_view(&file, "a\"b<c>.json")
            .expect("a first view")
            .html;
        // One script element, the model's, which the crate's name does not end.
        assert_eq!(html.matches("<script").count(), 1, "{html}");
        assert_eq!(html.matches("</script").count(), 1, "{html}");
        assert!(model_text(&html).contains("\\u003cscript>alert(1)\\u003c/script>"));
        let model = FirstViewModel::from_json(model_text(&html).as_bytes()).expect("it reads");
        assert_eq!(model.crates[&id].name, "<script>alert(1)</script>");
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        // A quote is plain text in a text node; in an attribute it is escaped.
        assert!(html.contains("<span class=\"version\"> 1.0.0\" onmouseover=\"x</span>"));
        assert!(html.starts_with("<main id=\"first-view\" data-run=\"a&quot;b&lt;c&gt;.json\">"));
        assert!(!html.contains("crates.io/crates/<"), "{html}");
    }

    #[test]
    fn no_first_view_without_the_default_dataset_or_a_crate_to_rank() {
        let mut file = fixture();
        let mut empty = file.clone();
        for dataset in empty.datasets.values_mut() {
            dataset.crates.clear();
        }
        let why = first_view(&empty, "run.json").err().unwrap();
        assert!(why.contains("no crate"), "{why}");
        file.datasets.remove(crate::url_state::DEFAULT_DATASET);
        let why = first_view(&file, "run.json").err().unwrap();
        assert!(why.contains("no figures for the mk48 dataset"), "{why}");
    }

    #[test]
    fn install_fills_every_place_and_a_second_install_replaces_what_the_first_wrote() {
        let first = install(
            &page("", "", ("", "")),
            Some("a.json"),
            Some(&view("<i>a</i>", "<div>A</div>", "run=a.json&ds=mk48")),
        )
        .unwrap();
        assert_eq!(
            first,
            page(
                "a.json",
                "run=a.json&amp;ds=mk48",
                ("<i>a</i>", "<div>A</div>")
            )
        );
        let second = install(
            &first,
            Some("b.json"),
            Some(&view("<i>b</i>", "<div>B</div>", "run=b.json")),
        )
        .unwrap();
        assert_eq!(
            second,
            page("b.json", "run=b.json", ("<i>b</i>", "<div>B</div>"))
        );
        assert_eq!(
            install(&second, None, None).unwrap(),
            page("", "", ("", ""))
        );
        assert_eq!(
            install(&second, Some("c.json"), None).unwrap(),
            page("c.json", "", ("", ""))
        );
    }

    #[test]
    fn install_names_what_the_page_lacks() {
        let empty = page("", "", ("", ""));
        for (lacking, name) in [
            (empty.replace(NEWEST_RUN_META, "x"), NEWEST_RUN_META),
            (empty.replace(QUERY_META, "x"), QUERY_META),
            (empty.replace(CHROME_END_MARKER, ""), CHROME_END_MARKER),
            (empty.replace(CHROME_START_MARKER, ""), CHROME_START_MARKER),
            (empty.replace(END_MARKER, ""), END_MARKER),
            (empty.replace(START_MARKER, ""), START_MARKER),
        ] {
            let why = install(&lacking, None, None).unwrap_err();
            assert!(why.contains(name), "{name}: {why}");
        }
    }

    #[test]
    fn the_query_is_the_one_the_app_writes_for_the_bare_address() {
        let file = fixture();
        let written = first_view(&file, "2026-08-21_21-37-06.json").unwrap().query;
        let bare = crate::url_state::parse("").state;
        let resolved = ViewState {
            run: Some("2026-08-21_21-37-06.json".to_owned()),
            ..bare
        };
        assert_eq!(written, resolved.to_query());
        assert_eq!(crate::url_state::parse(&written).state, resolved);
    }

    #[test]
    fn the_newest_run_is_named_only_when_the_page_would_request_it() {
        let manifest = |file: &str| Manifest {
            schema_version: 1,
            runs: vec![ManifestEntry {
                file: file.to_owned(),
                started_at: "2026-11-30T00:54:55Z".to_owned(),
                finished_at: None,
                machine: None,
                rustc: None,
                origin: "bencher".to_owned(),
                profile: None,
                crates: 1,
            }],
        };
        assert_eq!(
            newest_run(&manifest("2026-11-30T00-54-55Z.json")),
            Some("2026-11-30T00-54-55Z.json")
        );
        for refused in [
            "",
            ".json",
            "-a.json",
            "a b.json",
            "a.JSON",
            "a.json?x",
            "../a.json",
            "a/b.json",
        ] {
            assert_eq!(newest_run(&manifest(refused)), None, "{refused:?}");
        }
        assert_eq!(newest_run(&Manifest::default()), None);
    }
}
