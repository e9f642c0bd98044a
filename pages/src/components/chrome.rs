//! Everything above the results: the header (title, run picker, "copy link"), the notices and
//! the controls. The app renders it, and the build renders the same component for the bare
//! address's view into the page (`inert_html`, native only, given to
//! [`crate::first_view::FirstView::with_chrome`]), so that the page's first paint already
//! stands as the app will.

use crate::components::controls::Controls;
use crate::components::header::{Header, Notices};
use crate::state::{Load, Navigate, Run, Shared};
use crate::url_state::{Notice, ViewState};
use schema::Manifest;
use yew::prelude::*;

/// Properties of [`Chrome`].
#[derive(Properties, PartialEq)]
pub struct ChromeProps {
    /// The list of runs.
    pub manifest: Load<Manifest>,
    /// Current view.
    pub view: ViewState,
    /// URL parameters that were ignored.
    pub notices: Vec<Notice>,
    /// Hides the URL notices.
    pub on_dismiss: Callback<()>,
    /// Changes the view.
    pub navigate: Navigate,
    /// The run shown, when loaded (for its datasets and encoding families).
    pub run: Option<Shared<Run>>,
    /// The build's copy, written into the page before the app runs: its controls do nothing,
    /// so they are `inert` (neither focused, clicked nor announced), while its heading stays
    /// readable to everyone. The app's own chrome leaves this false.
    #[prop_or_default]
    pub inert_controls: bool,
}

/// The header, the notices and the controls.
#[function_component(Chrome)]
pub fn chrome(props: &ChromeProps) -> Html {
    html! {
        <>
            <Header manifest={props.manifest.clone()} run={props.view.run.clone()} navigate={props.navigate.clone()}
                inert_controls={props.inert_controls} />
            <Notices notices={props.notices.clone()} manifest={props.manifest.clone()} on_dismiss={props.on_dismiss.clone()} />
            <Controls view={props.view.clone()} navigate={props.navigate.clone()} run={props.run.clone()}
                inert_controls={props.inert_controls} />
        </>
    }
}

/// The header, the notices and the controls for `view`, `manifest` listing the runs and `run`
/// its run, rendered to HTML by Yew's server renderer (which escapes every text and attribute)
/// as the build writes them into the page ([`crate::first_view::FirstView::with_chrome`]).
/// Their controls are `inert` (neither focused, clicked nor announced) until the app replaces
/// them with its own; the title is not.
#[cfg(not(target_arch = "wasm32"))]
pub fn inert_html(manifest: &Manifest, run: schema::LazyResults, view: ViewState) -> String {
    use std::rc::Rc;

    let manifest = manifest.clone();
    let renderer = yew::ServerRenderer::<Chrome>::with_props(move || ChromeProps {
        manifest: Load::Ready(Shared(Rc::new(manifest))),
        view,
        notices: Vec::new(),
        on_dismiss: Callback::noop(),
        navigate: Callback::noop(),
        run: Some(Shared(Rc::new(Run::new(run)))),
        inert_controls: true,
    });
    futures_executor::block_on(renderer.hydratable(false).render())
}

// Native only, as the server renderer.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::first_view::{first_view, CHROME_ELEMENT_ID};
    use schema::manifest::ManifestEntry;
    use schema::ResultsFile;

    const FIXTURE: &[u8] =
        include_bytes!("../../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json");

    fn fixture() -> ResultsFile {
        schema::load_results("2026-08-21_21-37-06.json", FIXTURE).expect("the fixture loads")
    }

    /// The fixture as the app holds a run.
    fn fixture_run() -> schema::LazyResults {
        schema::load_results_lazily("2026-08-21_21-37-06.json", FIXTURE).expect("the fixture loads")
    }

    /// A manifest listing `file` first, then an older run whose machine name is hostile.
    fn listing(file: &str) -> Manifest {
        let entry = |file: &str, machine: &str| ManifestEntry {
            file: file.to_owned(),
            started_at: "2026-11-30T00:54:55Z".to_owned(),
            finished_at: None,
            machine: Some(machine.to_owned()),
            rustc: None,
            origin: "bencher".to_owned(),
            profile: None,
            crates: 2,
        };
        Manifest {
            schema_version: 1,
            runs: vec![
                entry(file, "box"),
                entry("old.json", "<script>alert(1)</script>\" x=\""),
            ],
        }
    }

    #[test]
    fn the_chrome_is_the_apps_header_and_controls_for_the_view_and_inert() {
        let file = fixture();
        let name = "2026-08-21_21-37-06.json";
        let first = first_view(&file, name).unwrap();
        let view = first.view();
        let view = first.with_chrome(&inert_html(&listing(name), fixture_run(), view));
        let chrome = &view.chrome;
        // The title is readable to everyone; the controls, which do nothing before the app,
        // are inert: every one of them lies inside an inert element.
        assert!(
            chrome.starts_with(&format!(
                "<div id=\"{CHROME_ELEMENT_ID}\"><header class=\"top\"><h1>Rust serialization benchmark</h1><label inert=\"inert\""
            )),
            "{chrome}"
        );
        let controls = interactive_elements_outside_inert(chrome);
        assert_eq!(controls.outside, Vec::<String>::new(), "{chrome}");
        assert!(controls.inside > 20, "{chrome}");
        assert!(chrome.ends_with("</section></div>"), "{chrome}");
        assert!(chrome.contains("<h1>Rust serialization benchmark</h1>"));
        // The run picker lists both runs and selects the shown one.
        assert!(chrome.contains(&format!(
            "<option value=\"{name}\" selected=\"selected\">2026-11-30T00:54:55Z · bencher · box · 2 crates</option>"
        )));
        assert!(chrome.contains("<option value=\"old.json\">"));
        // The dataset picker selects the default dataset; the bandwidth shows its default.
        assert!(chrome.contains("<option value=\"mk48\" selected=\"selected\">mk48</option>"));
        assert!(
            chrome.contains("<input value=\"1\" type=\"number\""),
            "{chrome}"
        );
        // Text from the manifest is text.
        assert!(!chrome.contains("<script"), "{chrome}");
        assert!(
            chrome.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{chrome}"
        );
        // Nothing of it is interactive before the app: no handler, no link, no form.
        for absent in ["onclick", "oninput", "onchange", "<a ", "<form", "href="] {
            assert!(!chrome.contains(absent), "{absent}: {chrome}");
        }
        // The ranking is unchanged by it.
        assert_eq!(view.html, first_view(&file, name).unwrap().html);
    }

    /// What [`interactive_elements_outside_inert`] found.
    struct Interactive {
        /// Controls inside an inert element.
        inside: usize,
        /// Controls outside any (their tag names).
        outside: Vec<String>,
    }

    /// Walks `html` (well-formed markup, as Yew's server renderer writes it) and sorts its
    /// controls (select, input, button, textarea, a) by whether an enclosing element is inert.
    fn interactive_elements_outside_inert(html: &str) -> Interactive {
        const VOID: [&str; 5] = ["input", "br", "img", "hr", "meta"];
        const CONTROLS: [&str; 5] = ["select", "input", "button", "textarea", "a"];
        let mut open: Vec<(String, bool)> = Vec::new();
        let mut found = Interactive {
            inside: 0,
            outside: Vec::new(),
        };
        for tag in html.split('<').skip(1) {
            let tag = &tag[..tag.find('>').expect("a closed tag")];
            if let Some(name) = tag.strip_prefix('/') {
                let (opened, _) = open.pop().expect("a closing tag has its opening one");
                assert_eq!(opened, name, "tags nest");
                continue;
            }
            let name = tag.split_whitespace().next().unwrap_or_default().to_owned();
            let inert = tag
                .split_whitespace()
                .any(|attribute| attribute.starts_with("inert"));
            let within_inert = inert || open.iter().any(|(_, inert)| *inert);
            if CONTROLS.contains(&name.as_str()) {
                if within_inert {
                    found.inside += 1;
                } else {
                    found.outside.push(name.clone());
                }
            }
            if !VOID.contains(&name.as_str()) {
                open.push((name, inert));
            }
        }
        assert!(open.is_empty(), "every element is closed");
        found
    }

    #[test]
    fn the_inert_check_finds_a_control_outside_inert_elements() {
        let found = interactive_elements_outside_inert(
            "<div><section inert=\"inert\"><input type=\"range\"><button>b</button></section><select><option>o</option></select></div>",
        );
        assert_eq!(found.inside, 2);
        assert_eq!(found.outside, ["select"]);
    }
}
