//! The root component: shows the view the page was built with, then the one the address asks
//! for; loads the list of runs and the runs it needs; keeps the URL and the browser history in
//! step with the controls; and lays the page out.
//!
//! The build renders [`App`] for the first view ([`crate::boot`]) and the app hydrates that HTML
//! ([`start`]): one render path. Its first render is therefore the build's, controls disabled;
//! they are enabled in the render that follows, once every handler is attached.
//!
//! The top of the explorer's imports: no other module imports this one (the crate root
//! re-exports [`start`]). Its components get the view's types from [`crate::state`].

use crate::boot::{self, Boot};
use crate::browser::{self, HistoryMode};
use crate::components::chrome::Chrome;
use crate::components::device::DeviceRun;
use crate::components::results::ResultsView;
use crate::site_files::{dataset_copy_url, manifest_url, run_url};
use crate::state::{self, Files, Load, LocalRun, Navigate, Run, Shared, Step, ViewChange};
use crate::tables;
use crate::url_state::{self, Notice, ViewState};
use schema::{LazyResults, Manifest, ManifestEntry, ResultsFile};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::{Rc, Weak};
use yew::prelude::*;

/// Reads each of the run's datasets while the browser is idle, one per idle callback, so that
/// picking another dataset shows it without reading it then, while the first table waits for
/// one dataset only. Only for a run whose datasets are all in the page already: a run read
/// from a dataset's copy fetches another dataset's when it is first shown, so that a visitor
/// who stays on one dataset downloads no other. A dataset read already is not read again
/// ([`Run::with_dataset`]).
fn read_ahead(run: &Shared<Run>) {
    if !run.holds_every_dataset() {
        return;
    }
    for dataset in run.datasets.iter() {
        let (run, dataset) = (run.clone(), dataset.clone());
        browser::when_idle(move || {
            run.with_dataset(&dataset);
        });
    }
}

/// `run` with the figures of `dataset` read ([`Run::with_dataset`]).
fn with_dataset(run: &Load<Run>, dataset: &str) -> Load<ResultsFile> {
    match run {
        Load::Loading => Load::Loading,
        Load::Failed(why) => Load::Failed(why.clone()),
        Load::Ready(run) => run.with_dataset(dataset),
    }
}

/// The list of runs from `index.json` (or why it did not come).
async fn fetch_manifest() -> Load<Manifest> {
    let name = manifest_url();
    match browser::fetch_bytes(&name).await {
        Err(why) => Load::Failed(format!("{name} {why}").into()),
        Ok(bytes) => match schema::load_manifest(&name, &bytes) {
            Ok(manifest) => Load::Ready(Shared(Rc::new(manifest))),
            Err(error) => Load::Failed(error.to_string().into()),
        },
    }
}

/// The run `file` for a view of `dataset`: its copy for that dataset, which the site's build
/// writes beside it, the other datasets' copies fetched when first shown; else, for a run
/// without copies (published after the site was built), the run's own file.
async fn fetch_results(file: &str, dataset: &str, files: FilesSink) -> Load<Run> {
    let copy = dataset_copy_url(file, dataset);
    if let Ok(bytes) = browser::fetch_bytes(&copy).await {
        return match schema::load_results_lazily(&copy, &bytes) {
            Ok(results) => Load::Ready(from_copy(results, file, dataset, files)),
            Err(error) => Load::Failed(error.to_string().into()),
        };
    }
    let name = run_url(file);
    match browser::fetch_bytes(&name).await {
        Err(why) => Load::Failed(format!("{name} {why}").into()),
        Ok(bytes) => match schema::load_results_lazily(&name, &bytes) {
            Ok(results) => Load::Ready(Shared(Rc::new(Run::new(results)))),
            Err(error) => Load::Failed(error.to_string().into()),
        },
    }
}

/// The run `file` read from its copy for `dataset`; its other datasets come from their copies.
fn from_copy(copy: LazyResults, file: &str, dataset: &str, files: FilesSink) -> Shared<Run> {
    Shared(Rc::new_cyclic(|this: &Weak<Run>| {
        Run::from_copy(copy, dataset, fetch_dataset(this.clone(), file, files))
    }))
}

/// What fetches, for the run `file` read from a dataset's copy, another dataset's copy, puts
/// its figures into the run and has the page show them.
fn fetch_dataset(run: Weak<Run>, file: &str, files: FilesSink) -> Callback<String> {
    let file = file.to_owned();
    Callback::from(move |dataset: String| {
        let (run, file, files) = (run.clone(), file.clone(), files.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let copy = dataset_copy_url(&file, &dataset);
            let figures = match browser::fetch_bytes(&copy).await {
                Err(why) => Load::Failed(format!("{copy} {why}").into()),
                Ok(bytes) => match schema::load_results_lazily(&copy, &bytes)
                    .and_then(|copied| copied.read(&dataset))
                {
                    Ok(read) => Load::Ready(Shared(Rc::new(read))),
                    Err(error) => Load::Failed(error.to_string().into()),
                },
            };
            if let Some(run) = run.upgrade() {
                run.insert_dataset(&dataset, figures);
                files.dispatch((file, Load::Ready(Shared(run))));
            }
        });
    })
}

/// `view` with its run and baseline made files that `manifest` lists ([`url_state::resolve_runs`]).
fn resolve_in(manifest: &Manifest, view: &ViewState) -> (ViewState, Vec<Notice>) {
    let listed: Vec<&str> = manifest.runs.iter().map(|r| r.file.as_str()).collect();
    let default = manifest.default_run().map(|run| run.file.as_str());
    url_state::resolve_runs(view, &listed, default)
}

/// Where a loaded file lands: the app's [`Files`], once the app has rendered (the page's run,
/// read before, reports its later datasets' copies through it).
#[derive(Clone, Default)]
struct FilesSink(Rc<RefCell<Option<UseReducerDispatcher<Files>>>>);

impl FilesSink {
    fn bind(&self, files: UseReducerDispatcher<Files>) {
        self.0.borrow_mut().get_or_insert(files);
    }

    fn dispatch(&self, action: (String, Load<Run>)) {
        // Bound in the app's first render, before any request can come back.
        if let Some(files) = &*self.0.borrow() {
            files.dispatch(action);
        }
    }
}

/// Starts loading result files, each at most once per page; the outcome lands in [`Files`]
/// (a file not there yet reads as [`Load::Loading`]).
#[derive(Clone)]
struct FileRequests {
    requested: Rc<RefCell<BTreeSet<String>>>,
    files: FilesSink,
}

impl FileRequests {
    /// Requests the run `name`, for a view of `dataset` (which is read first).
    fn request(&self, name: &str, dataset: &str) {
        if self.requested.borrow_mut().insert(name.to_owned()) {
            let files = self.files.clone();
            let (name, dataset) = (name.to_owned(), dataset.to_owned());
            wasm_bindgen_futures::spawn_local(async move {
                let load = fetch_results(&name, &dataset, files.clone()).await;
                files.dispatch((name, load));
            });
        }
    }
}

/// Properties of [`App`].
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The first view's data, when the page carries it (else the app loads everything).
    pub boot: Option<Shared<Boot>>,
}

/// The explorer.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let boot = props.boot.clone();
    let sink = (*use_memo((), |_| FilesSink::default())).clone();
    let view = use_state({
        let boot = boot.clone();
        move || boot.map_or_else(ViewState::default, |boot| boot.view.clone())
    });
    let notices = use_state(Vec::<Notice>::new);
    let published = use_state({
        let boot = boot.clone();
        move || match boot {
            Some(boot) => Load::Ready(Shared(Rc::new(boot.manifest.clone()))),
            None => Load::Loading,
        }
    });
    // The runs measured or opened here, listed first.
    let local = use_reducer(LocalRuns::default);
    let manifest = use_memo(
        ((*published).clone(), local.clone()),
        |(published, local)| with_local(published, &local.0),
    );
    // The page's run, read from its data (taken once: the build's render and the app's first
    // one each build it from the same bytes).
    let files = use_reducer({
        let (boot, sink) = (boot.clone(), sink.clone());
        move || {
            let first = boot.and_then(|boot| {
                let file = boot.view.run.clone()?;
                let copy = boot.run.borrow_mut().take()?;
                Some((
                    file.clone(),
                    Load::Ready(from_copy(copy, &file, &boot.view.dataset, sink)),
                ))
            });
            Files(first.into_iter().collect())
        }
    });
    sink.bind(files.dispatcher());
    let requests = {
        let loaded: BTreeSet<String> = files.0.keys().cloned().collect();
        let requested = use_mut_ref(move || loaded);
        let files = sink.clone();
        FileRequests { requested, files }
    };
    // False in the build's render and the app's first (hydrating) one: the controls are
    // disabled until every handler is attached, so nothing a visitor does is lost.
    let live = use_state_eq(|| false);
    let gesture = use_mut_ref(|| None::<&'static str>);
    let url = (*use_memo((), |_| UrlWriter::default())).clone();

    // Once mounted: the controls come alive, the address's view replaces the page's, back and
    // forward show what the address says, and the list of runs is read afresh (runs published
    // after the build).
    {
        let shown = (*view).clone();
        let (view, notices, manifest) = (view.setter(), notices.setter(), published.setter());
        let (live, gesture, url) = (live.setter(), gesture.clone(), url.clone());
        let built = boot.as_ref().map(|boot| boot.manifest.clone());
        use_effect_with((), move |_| {
            live.set(true);
            let query = browser::current_query();
            let parsed = url_state::parse(&query);
            let asked = !query.trim_start_matches('?').is_empty();
            if asked || built.is_none() {
                if parsed.state != shown {
                    view.set(parsed.state);
                }
                notices.set(parsed.notices);
            }
            let carried = built.is_some();
            let refresh = move || {
                wasm_bindgen_futures::spawn_local(async move {
                    let fetched = fetch_manifest().await;
                    // The list the page carries stands when the file says the same (nothing to
                    // render again) or cannot be read afresh.
                    if let Some(built) = &built {
                        match &fetched {
                            Load::Ready(listed) if **listed != *built => {}
                            _ => return,
                        }
                    }
                    manifest.set(fetched);
                })
            };
            // A list the page carries is read afresh once the page has settled: no request
            // stands before the page is live.
            if carried {
                browser::when_idle(refresh);
            } else {
                refresh();
            }
            let listener = web_sys::window().map(|window| {
                let (view, notices) = (view.clone(), notices.clone());
                gloo_events::EventListener::new(&window, "popstate", move |_| {
                    let parsed = url_state::parse(&browser::current_query());
                    *gesture.borrow_mut() = None;
                    url.cancel();
                    view.set(parsed.state);
                    notices.set(parsed.notices);
                })
            });
            move || drop(listener)
        });
    }

    // The page's answer, hidden while the address asks for another view, gives way once the
    // render that shows the address's view (the first with live controls) is in the page.
    use_effect_with(*live, |live| {
        if *live {
            browser::remove_root_class(boot::OTHER_VIEW_CLASS);
        }
    });

    // Once the list of runs is in, make the run and baseline name listed files (newest by
    // default) and write the resolved view into the address without a new history entry.
    {
        let (view, notices, url) = (view.clone(), notices.clone(), url.clone());
        let linked = use_mut_ref(|| false);
        let deps = ((*manifest).clone(), view.run.clone(), view.baseline.clone());
        use_effect_with(deps, move |(manifest, _, _)| {
            if let Load::Ready(manifest) = manifest {
                let current = (*view).clone();
                let (resolved, more) = resolve_in(manifest, &current);
                add_notices(&notices, more);
                let first = !std::mem::replace(&mut *linked.borrow_mut(), true);
                if resolved != current || first {
                    // On the first visit this also makes the address a complete link.
                    url.write(resolved.clone(), HistoryMode::Replace);
                }
                if resolved != current {
                    view.set(resolved);
                }
            }
        });
    }

    // Fetch the shown run and the baseline when first needed.
    {
        let requests = requests.clone();
        let deps = (view.run.clone(), view.baseline.clone());
        let dataset = view.dataset.clone();
        use_effect_with(deps, move |(run, baseline)| {
            for name in [run, baseline].into_iter().flatten() {
                requests.request(name, &dataset);
            }
        });
    }

    let latest = use_mut_ref(ViewState::default);
    *latest.borrow_mut() = (*view).clone();
    let navigate = {
        let (view, latest, gesture, url) = (view.setter(), latest.clone(), gesture, url.clone());
        (*use_memo((), move |_| navigate_callback(view, latest, gesture, url))).clone()
    };
    let on_local_run = {
        let (local, sink, requested) =
            (local.dispatcher(), sink.clone(), requests.requested.clone());
        let navigate = navigate.clone();
        use_callback((*manifest).clone(), move |run: LocalRun, listed| {
            let name = run.entry.file.clone();
            // Never fetched: the page holds it.
            requested.borrow_mut().insert(name.clone());
            sink.dispatch((
                name.clone(),
                Load::Ready(Shared(Rc::new(Run::new(run.results)))),
            ));
            local.dispatch(run.entry);
            // Compared with figures measured in wasm too: the run shown when it is such a run
            // (an earlier device run), else the newest published wasm run; else the run shown.
            let listed = match listed {
                Load::Ready(listed) => Some(listed.clone()),
                _ => None,
            };
            navigate.emit(state::change(Step::Discrete, move |view| {
                let shown = view
                    .run
                    .replace(name.clone())
                    .filter(|shown| *shown != name);
                let Some(listed) = listed else {
                    view.baseline = shown;
                    return;
                };
                let ran_in_wasm = |file: &str| {
                    listed
                        .runs
                        .iter()
                        .any(|run| run.file == file && run.wasm.is_some())
                };
                view.baseline = match shown {
                    Some(shown) if ran_in_wasm(&shown) => Some(shown),
                    shown => listed
                        .newest_wasm_run()
                        .map(|run| run.file.clone())
                        .or(shown),
                };
            }));
        })
    };
    let on_dismiss = {
        let notices = notices.setter();
        Callback::from(move |()| notices.set(Vec::new()))
    };

    let run_named = |name: &String| files.0.get(name).cloned().unwrap_or(Load::Loading);
    let current = view
        .run
        .as_ref()
        .map(|name| (name.clone(), run_named(name)));
    let current_run = match &current {
        Some((_, Load::Ready(run))) => Some(run.clone()),
        _ => None,
    };
    // The crates a device run measures: those the filter leaves shown (once per filter or
    // run, not on every slider step).
    let wanted = (*use_memo(
        (
            current_run.clone(),
            view.search.clone(),
            view.families.clone(),
        ),
        |(run, search, families)| {
            let run = run
                .as_ref()
                .filter(|_| !search.trim().is_empty() || !families.is_empty())?;
            let filter = tables::CrateFilter { search, families };
            Some(
                run.file
                    .header()
                    .crates
                    .iter()
                    .filter(|(id, info)| filter.matches(id, Some(info)))
                    .map(|(id, _)| id.clone())
                    .collect::<Rc<[String]>>(),
            )
        },
    ))
    .clone();
    // Once the run is in, drop the families (`fam`) it does not have, each named in a notice:
    // an unknown family would filter every crate out. Also when another run is picked.
    {
        let (view, notices, url) = (view.clone(), notices.clone(), url.clone());
        let deps = (current_run.clone(), view.families.clone());
        use_effect_with(deps, move |(run, _)| {
            if let Some(run) = run {
                let current = (*view).clone();
                let known = tables::families(run.file.header());
                let (resolved, more) = url_state::resolve_families(&current, known.into_keys());
                if !more.is_empty() {
                    add_notices(&notices, more);
                    url.write(resolved.clone(), HistoryMode::Replace);
                    view.set(resolved);
                }
            }
        });
    }
    // The run's other datasets are read while the browser is idle.
    use_effect_with(current_run.clone(), |run| {
        if let Some(run) = run {
            read_ahead(run);
        }
    });
    let baseline = view
        .baseline
        .as_ref()
        .map(|name| (name.clone(), with_dataset(&run_named(name), &view.dataset)));

    let body = match (&*manifest, &current) {
        (Load::Failed(_), _) => html! {},
        (Load::Loading, _) | (_, None) => {
            html! { <p class="loading">{ "Loading the list of runs…" }</p> }
        }
        (_, Some((name, Load::Loading))) => {
            html! { <p class="loading">{ format!("Loading {}…", run_url(name)) }</p> }
        }
        (_, Some((_, Load::Failed(why)))) => html! {
            <div class="error" role="alert">
                <strong>{ "This run could not be shown. " }</strong>{ why.to_string() }
                <p>{ "Pick another run above; everything else keeps working." }</p>
            </div>
        },
        (Load::Ready(manifest), Some((_, Load::Ready(run)))) => {
            match run.with_dataset(&view.dataset) {
                Load::Ready(file) => html! {
                    <ResultsView
                        file={file}
                        datasets={run.datasets.clone()}
                        view={(*view).clone()}
                        navigate={navigate.clone()}
                        manifest={manifest.clone()}
                        run={view.run.clone()}
                        baseline={baseline.clone()}
                    />
                },
                Load::Failed(why) => html! {
                    <div class="error" role="alert">
                        <strong>{ format!("The {} dataset of this run could not be shown. ", view.dataset) }</strong>
                        { why.to_string() }
                        <p>{ "Pick another dataset or run above; everything else keeps working." }</p>
                    </div>
                },
                // The dataset's copy on its way (a run read from another dataset's copy).
                Load::Loading => html! {
                    <p class="loading">{ format!("Loading the {} dataset…", view.dataset) }</p>
                },
            }
        }
    };

    // Every control of the page is inside this group, disabled (and looking it) until the app
    // has hydrated the page: one attribute makes them all usable, no component renders for it.
    html! {
        <fieldset class="app" role="none" disabled={!*live}>
            <Chrome
                manifest={(*manifest).clone()}
                view={(*view).clone()}
                notices={(*notices).clone()}
                on_dismiss={on_dismiss}
                navigate={navigate}
                run={current_run}
            />
            <main>
                { body }
                <DeviceRun dataset={view.dataset.clone()} {wanted} on_run={on_local_run} />
            </main>
        </fieldset>
    }
}

/// The runs measured or opened on this page, newest first.
#[derive(Default, PartialEq)]
struct LocalRuns(Vec<ManifestEntry>);

impl Reducible for LocalRuns {
    type Action = ManifestEntry;

    fn reduce(self: Rc<Self>, entry: ManifestEntry) -> Rc<Self> {
        let others = self.0.iter().filter(|run| run.file != entry.file).cloned();
        let runs = std::iter::once(entry.clone()).chain(others).collect();
        Rc::new(LocalRuns(runs))
    }
}

/// The published runs with the `local` ones first.
fn with_local(published: &Load<Manifest>, local: &[ManifestEntry]) -> Load<Manifest> {
    match published {
        Load::Ready(manifest) if !local.is_empty() => {
            let runs = local.iter().chain(&manifest.runs).cloned().collect();
            Load::Ready(Shared(Rc::new(Manifest {
                schema_version: manifest.schema_version,
                runs,
            })))
        }
        other => other.clone(),
    }
}

/// Adds `more` to the notices shown (none: nothing changes).
fn add_notices(notices: &UseStateHandle<Vec<Notice>>, more: Vec<Notice>) {
    if !more.is_empty() {
        let mut all: Vec<Notice> = (**notices).clone();
        all.extend(more);
        notices.set(all);
    }
}

/// The callback controls use: applies the change to the latest view, writes the URL, pushing
/// or replacing the history entry according to the [`Step`], and shows the new view.
fn navigate_callback(
    view: UseStateSetter<ViewState>,
    latest: Rc<RefCell<ViewState>>,
    gesture: Rc<RefCell<Option<&'static str>>>,
    url: UrlWriter,
) -> Navigate {
    Callback::from(move |change: ViewChange| {
        let mode = match change.step {
            Step::Settle => {
                *gesture.borrow_mut() = None;
                url.flush();
                return;
            }
            Step::Discrete => {
                *gesture.borrow_mut() = None;
                HistoryMode::Push
            }
            Step::Continuous(control) => {
                let same = gesture.borrow_mut().replace(control) == Some(control);
                if same {
                    HistoryMode::Replace
                } else {
                    HistoryMode::Push
                }
            }
        };
        let mut next = latest.borrow().clone();
        (change.apply)(&mut next);
        if next != *latest.borrow() {
            url.write(next.clone(), mode);
            *latest.borrow_mut() = next.clone();
            view.set(next);
        }
    })
}

/// Milliseconds a gesture's URL update waits, gathering the changes that follow.
const URL_DELAY_MS: u32 = 150;

/// Keeps the address bar in step with the view. A new history entry is written at once; the
/// replacements of a gesture (a slider drag fires dozens of events, and each history call costs
/// the browser about a millisecond and is rate-limited) are coalesced: the latest view is
/// written `URL_DELAY_MS` after the first change not yet written, or when the gesture ends.
#[derive(Clone, Default)]
pub struct UrlWriter(Rc<RefCell<Option<(ViewState, gloo_timers::callback::Timeout)>>>);

impl UrlWriter {
    /// Shows `view` in the address bar, now (push) or shortly (replace).
    pub fn write(&self, view: ViewState, mode: HistoryMode) {
        match mode {
            HistoryMode::Push => {
                self.flush();
                browser::write_query(&view.to_query(), HistoryMode::Push);
            }
            HistoryMode::Replace => {
                let mut pending = self.0.borrow_mut();
                match pending.as_mut() {
                    // A write is already scheduled: it will write this newer view.
                    Some((scheduled, _timer)) => *scheduled = view,
                    None => {
                        let writer = self.clone();
                        let timer = gloo_timers::callback::Timeout::new(URL_DELAY_MS, move || {
                            writer.flush();
                        });
                        *pending = Some((view, timer));
                    }
                }
            }
        }
    }

    /// Writes the pending replacement, if any, now.
    pub fn flush(&self) {
        let pending = self.0.borrow_mut().take();
        if let Some((view, _timer)) = pending {
            browser::write_query(&view.to_query(), HistoryMode::Replace);
        }
    }

    /// Forgets the pending replacement (the URL changed under us: back / forward).
    pub fn cancel(&self) {
        self.0.borrow_mut().take();
    }
}

/// The first view's data the page carries ([`crate::boot`]), or why it carries none usable.
fn boot_from_page() -> Result<Boot, String> {
    let text =
        |id: &str| browser::element_text_utf8(id).ok_or_else(|| format!("the page has no #{id}"));
    let file = browser::element_by_id(boot::RUN_ELEMENT_ID)
        .and_then(|element| element.get_attribute("data-file"))
        .ok_or("the page names no run")?;
    Boot::read(
        &text(boot::MANIFEST_ELEMENT_ID)?,
        &file,
        &text(boot::RUN_ELEMENT_ID)?,
    )
}

/// Starts the explorer on the page, after installing a panic hook that shows a readable
/// message (never a blank page). The release build's panics are an immediate abort
/// (scripts/build-site.sh), a trap that no hook sees: `index.html`'s script says it the same
/// way. Where the build rendered the page's view and its data reads back, the app hydrates that
/// HTML; otherwise it renders afresh in its place.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        browser::show_fatal(&format!(
            "The explorer hit an internal error and stopped: {info}. Reloading the page may help; \
             please report this with the page's address."
        ));
    }));
    let root = browser::element_by_id(boot::APP_ELEMENT_ID);
    let rendered = root
        .as_ref()
        .is_some_and(|root| root.has_attribute(boot::VIEW_ATTRIBUTE));
    let boot = match boot_from_page() {
        Ok(boot) => Some(Shared(Rc::new(boot))),
        Err(why) => {
            if rendered {
                web_sys::console::warn_1(&format!("explorer: {why}; loading afresh").into());
            }
            None
        }
    };
    let props = AppProps { boot };
    match root {
        Some(root) if rendered && props.boot.is_some() => {
            yew::Renderer::<App>::with_root_and_props(root, props).hydrate();
        }
        Some(root) => {
            // The build's view cannot be matched: start over in its place.
            root.set_text_content(None);
            yew::Renderer::<App>::with_root_and_props(root, props).render();
        }
        None => {
            yew::Renderer::<App>::with_props(props).render();
        }
    }
}

/// The app for `boot`'s view as the build writes it into the page: Yew's server renderer, with
/// the markers the app's hydration reads (native only; the wasm does not carry the renderer).
#[cfg(not(target_arch = "wasm32"))]
pub fn render_to_html(boot: Boot) -> String {
    let renderer = yew::ServerRenderer::<App>::with_props(move || AppProps {
        boot: Some(Shared(Rc::new(boot))),
    });
    futures_executor::block_on(renderer.render())
}
