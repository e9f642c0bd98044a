//! The root component: reads the view from the URL, loads the manifest and the runs it needs,
//! keeps the URL and the browser history in step with the controls, and lays the page out.
//!
//! The top of the explorer's imports: no other module imports this one (the crate root
//! re-exports [`start`]). Its components get the view's types from [`crate::state`].

use crate::browser::{self, HistoryMode};
use crate::components::chrome::Chrome;
use crate::components::ranked::DirectRanking;
use crate::components::results::ResultsView;
use crate::early;
use crate::first_view;
use crate::rows;
use crate::site_files::{dataset_copy_url, manifest_url, run_url};
use crate::state::{Files, Load, Navigate, Run, Shared, Step, ViewChange};
use crate::tables;
use crate::url_state::{self, Notice, ViewState};
use schema::{Manifest, ResultsFile};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::{Rc, Weak};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Reads each of the run's datasets while the browser is idle, one per idle callback, so that
/// picking another dataset shows it without reading it then (its first read cost a change 3-9
/// ms, `scripts/site-perf.sh`), while the first table waits for one dataset only. A dataset
/// read already is not read again ([`Run::with_dataset`]).
fn read_ahead(run: &Shared<Run>) {
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

async fn fetch_manifest() -> Load<Manifest> {
    let name = manifest_url();
    read_manifest(&name, browser::fetch_bytes(&name).await)
}

/// The list of runs from `index.json`'s bytes (or why they did not come).
fn read_manifest(name: &str, fetched: Result<Vec<u8>, String>) -> Load<Manifest> {
    match fetched {
        Err(why) => Load::Failed(format!("{name} {why}").into()),
        Ok(bytes) => match schema::load_manifest(name, &bytes) {
            Ok(manifest) => Load::Ready(Shared(Rc::new(manifest))),
            Err(error) => Load::Failed(error.to_string().into()),
        },
    }
}

/// The run `file` for a view of `dataset`: its copy for that dataset, which the site's build
/// writes beside it (a sixth of the run's bytes: `schema::write::dataset_copy_to_json`), the
/// other datasets' copies fetched when first shown (`files` then learns of each); else, for a
/// run without copies (results published after the site was built), the run's own file.
async fn fetch_results(file: &str, dataset: &str, files: FilesSink) -> Load<Run> {
    let copy = dataset_copy_url(file, dataset);
    if let Ok(bytes) = browser::fetch_bytes(&copy).await {
        return read_copy(file, dataset, &bytes, files);
    }
    let name = run_url(file);
    let fetched = browser::fetch_bytes(&name).await;
    browser::mark("run-fetched");
    match fetched {
        Err(why) => Load::Failed(format!("{name} {why}").into()),
        // One dataset is shown at a time: the table waits for its figures only, the others'
        // are read while the browser is idle (or when picked, if that comes first).
        Ok(bytes) => match schema::load_results_lazily(&name, &bytes) {
            Ok(results) => {
                browser::mark("run-parsed");
                let run = Shared(Rc::new(Run::new(results)));
                read_ahead(&run);
                Load::Ready(run)
            }
            Err(error) => Load::Failed(error.to_string().into()),
        },
    }
}

/// The run `file` from `bytes`, its copy for `dataset` ([`fetch_results`]).
fn read_copy(file: &str, dataset: &str, bytes: &[u8], files: FilesSink) -> Load<Run> {
    browser::mark("run-fetched");
    let copy = dataset_copy_url(file, dataset);
    match schema::load_results_lazily(&copy, bytes) {
        Ok(results) => {
            browser::mark("run-parsed");
            let run = Rc::new_cyclic(|this: &Weak<Run>| {
                Run::from_copy(results, dataset, fetch_dataset(this.clone(), file, files))
            });
            let run = Shared(run);
            read_ahead(&run);
            Load::Ready(run)
        }
        Err(error) => Load::Failed(error.to_string().into()),
    }
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
    url_state::resolve_runs(view, &listed)
}

/// Where a loaded file lands: the app's [`Files`], once the app has rendered (a run read before
/// its first render, [`Arrived`], reports its later datasets' copies through it).
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

/// What the app shows in its first render when the page's early requests (`index.html`) had
/// come back before it started (`browser::take_arrived`): the list of runs, the view resolved
/// against it, and the shown run when its copy for the view's dataset had come too. Rendering
/// these at once spares the renders of "Loading…" messages, each in a task of its own with a
/// frame between, before the ranking.
struct Arrived {
    manifest: Load<Manifest>,
    view: ViewState,
    notices: Vec<Notice>,
    run: Option<(String, Load<Run>)>,
}

impl Arrived {
    /// `None` when index.json has not come back yet: the app then loads as data comes.
    fn take(initial: &url_state::Parsed, files: &FilesSink) -> Option<Arrived> {
        let name = manifest_url();
        let manifest = read_manifest(&name, browser::take_arrived(&name)?);
        let (view, notices) = match &manifest {
            Load::Ready(listing) => resolve_in(listing, &initial.state),
            _ => (initial.state.clone(), Vec::new()),
        };
        // A copy that came back failed (a run published after the build has none) is left to
        // `fetch_results`, which then reads the run's own file.
        let run = view.run.as_ref().and_then(|file| {
            let copy = dataset_copy_url(file, &view.dataset);
            match browser::take_arrived(&copy)? {
                Ok(bytes) => Some((
                    file.clone(),
                    read_copy(file, &view.dataset, &bytes, files.clone()),
                )),
                Err(_) => None,
            }
        });
        let mut all = initial.notices.clone();
        all.extend(notices);
        Some(Arrived {
            manifest,
            view,
            notices: all,
            run,
        })
    }
}

/// What the app read before mounting its components ([`start`]): the view the address asks
/// for, where loaded files land, and the early requests' data when it had come back.
struct Started {
    initial: Rc<url_state::Parsed>,
    sink: FilesSink,
    arrived: Rc<RefCell<Option<Arrived>>>,
    /// Whether the first module ([`crate::early`]) wrote its ranking into the page before
    /// the components mounted (a first view it took over counts once its rows replace it).
    wrote_early: bool,
}

thread_local! {
    /// The [`Started`] of [`start`], taken by the app's first render.
    static STARTED: RefCell<Option<Started>> = const { RefCell::new(None) };
}

impl Started {
    /// Reads the address and takes the early requests that have come back, once the first
    /// module has handed the page over ([`early::HAND_OVER`]: the view its sliders moved to is
    /// then in the address).
    fn now() -> Started {
        browser::call_window_function(early::HAND_OVER);
        let initial = url_state::parse(&browser::current_query());
        let sink = FilesSink::default();
        let arrived = Arrived::take(&initial, &sink);
        Started {
            initial: Rc::new(initial),
            sink,
            arrived: Rc::new(RefCell::new(arrived)),
            wrote_early: browser::element_by_id(rows::EARLY_ELEMENT_ID).is_some(),
        }
    }

    /// The one [`start`] read, else (an app mounted otherwise) read now.
    fn take() -> Started {
        STARTED
            .with(|started| started.borrow_mut().take())
            .unwrap_or_else(Started::now)
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

/// The explorer.
#[function_component(App)]
pub fn app() -> Html {
    let started = use_memo((), |_| Started::take());
    let initial = started.initial.clone();
    let sink = started.sink.clone();
    let arrived = started.arrived.clone();
    let view = use_state({
        let (initial, arrived) = (initial.clone(), arrived.clone());
        move || match &*arrived.borrow() {
            Some(arrived) => arrived.view.clone(),
            None => initial.state.clone(),
        }
    });
    let notices = use_state({
        let (initial, arrived) = (initial.clone(), arrived.clone());
        move || match &*arrived.borrow() {
            Some(arrived) => arrived.notices.clone(),
            None => initial.notices.clone(),
        }
    });
    let manifest_arrived = arrived.borrow().is_some();
    let manifest = use_state({
        let arrived = arrived.clone();
        move || match &*arrived.borrow() {
            Some(arrived) => arrived.manifest.clone(),
            None => Load::Loading,
        }
    });
    let arrived_run = arrived.borrow_mut().as_mut().and_then(|a| a.run.take());
    let requested_first: BTreeSet<String> = arrived_run.iter().map(|(n, _)| n.clone()).collect();
    let files = use_reducer(move || Files(arrived_run.into_iter().collect()));
    sink.bind(files.dispatcher());
    let requests = {
        let requested = use_mut_ref(move || requested_first);
        let files = sink.clone();
        FileRequests { requested, files }
    };
    let gesture = use_mut_ref(|| None::<&'static str>);
    let url = (*use_memo((), |_| UrlWriter::default())).clone();
    let direct = (*use_memo((), |_| DirectRanking::default())).clone();
    let render_later = {
        let view = view.setter();
        (*use_memo((), move |_| RenderLater::new(view))).clone()
    };

    // The manifest, once (unless it had arrived before the first render). The runs the address
    // resolves to are requested as soon as it is in, in the same task, rather than after the two
    // renders that resolve the view (below).
    {
        let manifest = manifest.setter();
        let requests = requests.clone();
        let initial = initial.clone();
        use_effect_with((), move |_| {
            if manifest_arrived {
                return;
            }
            wasm_bindgen_futures::spawn_local(async move {
                let load = fetch_manifest().await;
                if let Load::Ready(listing) = &load {
                    let (resolved, _) = resolve_in(listing, &initial.state);
                    for name in [&resolved.run, &resolved.baseline].into_iter().flatten() {
                        requests.request(name, &resolved.dataset);
                    }
                }
                manifest.set(load);
            });
        });
    }

    // Back / forward: the URL is the truth; show what it says.
    {
        let view = view.setter();
        let notices = notices.setter();
        let gesture = gesture.clone();
        let url = url.clone();
        let render_later = render_later.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                gloo_events::EventListener::new(&window, "popstate", move |_| {
                    let parsed = url_state::parse(&browser::current_query());
                    *gesture.borrow_mut() = None;
                    url.cancel();
                    render_later.cancel();
                    view.set(parsed.state);
                    notices.set(parsed.notices);
                })
            });
            move || drop(listener)
        });
    }

    // Once the manifest is in, make the run and baseline name listed files (newest by
    // default) and write the resolved view into the URL without a new history entry. Runs only
    // when the manifest, the run or the baseline changes, not on every control change.
    {
        let view = view.clone();
        let notices = notices.clone();
        let url = url.clone();
        let linked = use_mut_ref(|| false);
        let deps = ((*manifest).clone(), view.run.clone(), view.baseline.clone());
        use_effect_with(deps, move |(manifest, _, _)| {
            if let Load::Ready(manifest) = manifest {
                let current = (*view).clone();
                let (resolved, more) = resolve_in(manifest, &current);
                if !more.is_empty() {
                    let mut all: Vec<Notice> = (*notices).clone();
                    all.extend(more);
                    notices.set(all);
                }
                let first = !std::mem::replace(&mut *linked.borrow_mut(), true);
                if resolved != current || first {
                    // On the first visit this also makes the address a complete link. It is
                    // written shortly after (as a gesture's replacements are), not on the way
                    // to the first table: a history call costs the browser a few milliseconds.
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
        let deps = (view.run.clone(), view.baseline.clone());
        let dataset = view.dataset.clone();
        use_effect_with(deps, move |(run, baseline)| {
            for name in [run, baseline].into_iter().flatten() {
                requests.request(name, &dataset);
            }
        });
    }

    let latest = use_mut_ref(ViewState::default);
    // A view waiting for its render is newer than the one rendered.
    if !render_later.is_pending() {
        *latest.borrow_mut() = (*view).clone();
    }
    let navigate = {
        let view = view.setter();
        let latest = latest.clone();
        let gesture = gesture.clone();
        let url = url.clone();
        let direct = direct.clone();
        let render_later = render_later.clone();
        (*use_memo((), move |_| {
            navigate_callback(view, latest, gesture, url, direct, render_later)
        }))
        .clone()
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
    // Once the run is in, drop the families (`fam`) it does not have, each named in a notice:
    // an unknown family would filter every crate out. Also when another run is picked.
    {
        let view = view.clone();
        let notices = notices.clone();
        let url = url.clone();
        let deps = (current_run.clone(), view.families.clone());
        use_effect_with(deps, move |(run, _)| {
            if let Some(run) = run {
                let current = (*view).clone();
                let known = tables::families(run.file.header());
                let (resolved, more) = url_state::resolve_families(&current, known.into_keys());
                if !more.is_empty() {
                    let mut all: Vec<Notice> = (*notices).clone();
                    all.extend(more);
                    notices.set(all);
                    url.write(resolved.clone(), HistoryMode::Replace);
                    view.set(resolved);
                }
            }
        });
    }
    let shown = current
        .as_ref()
        .map(|(_, run)| with_dataset(run, &view.dataset));
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
        (Load::Ready(manifest), Some((_, Load::Ready(run)))) => match &shown {
            Some(Load::Ready(file)) => html! {
                <ResultsView
                    file={file.clone()}
                    datasets={run.datasets.clone()}
                    view={(*view).clone()}
                    navigate={navigate.clone()}
                    manifest={manifest.clone()}
                    run={view.run.clone()}
                    baseline={baseline.clone()}
                    direct={direct.clone()}
                />
            },
            Some(Load::Failed(why)) => html! {
                <div class="error" role="alert">
                    <strong>{ format!("The {} dataset of this run could not be shown. ", view.dataset) }</strong>
                    { why.to_string() }
                    <p>{ "Pick another dataset or run above; everything else keeps working." }</p>
                </div>
            },
            // The dataset's copy on its way (a run read from another dataset's copy).
            Some(Load::Loading) => html! {
                <p class="loading">{ format!("Loading the {} dataset…", view.dataset) }</p>
            },
            None => html! {},
        },
    };

    // The ranking first: the header and the controls (most of a first render) wait until the
    // shown run is in or has failed, and come one task after it, so its table is not held up
    // by them; on a slow network they come after CHROME_DELAY_MS anyway. When the ranking was
    // written before the app mounted, it is on screen already: the controls come in the
    // first render, so that they work as soon as possible.
    let loading = matches!(
        (&*manifest, &current),
        (Load::Loading, _) | (Load::Ready(_), None | Some((_, Load::Loading)))
    );
    let chrome = use_state_eq(|| started.wrote_early);
    {
        let chrome = chrome.setter();
        use_effect_with(loading, move |loading| {
            // The app's ranking (rendered before this effect runs) or its message takes the
            // place of the build's; until then the page's style keeps the app's hidden, so the
            // two are never painted together even when Yew yields before its effects.
            if !*loading {
                browser::remove_element(first_view::ELEMENT_ID);
                browser::remove_element(first_view::MODEL_ELEMENT_ID);
                browser::remove_element(rows::EARLY_ELEMENT_ID);
            }
            let delay = if *loading { CHROME_DELAY_MS } else { 0 };
            let timer = gloo_timers::callback::Timeout::new(delay, move || chrome.set(true));
            move || drop(timer)
        });
    }
    // The app's header and controls take the place of the build's (hidden until then by the
    // page's style, as the ranking above).
    let chrome_root = use_memo((), |_| browser::element_by_id(CHROME_ROOT));
    use_effect_with(*chrome, |shown| {
        if *shown {
            browser::remove_element(first_view::CHROME_ELEMENT_ID);
            browser::mark("controls-live");
        }
    });

    let header_and_controls = if *chrome {
        let shown = html! {
            <Chrome
                manifest={(*manifest).clone()}
                view={(*view).clone()}
                notices={(*notices).clone()}
                on_dismiss={on_dismiss}
                navigate={navigate}
                run={current_run}
            />
        };
        in_chrome_root((*chrome_root).as_ref(), shown)
    } else {
        html! {}
    };
    html! {
        <>
            { header_and_controls }
            <main>{ body }</main>
        </>
    }
}

/// Milliseconds the header and controls wait for the shown run before appearing without it.
const CHROME_DELAY_MS: u32 = 1000;

/// The callback controls use: applies the change to the latest view, writes the URL, pushing
/// or replacing the history entry according to the [`Step`], and shows the new view. A step of
/// a continuous gesture that only re-ranks (bandwidth, cores, search) is shown by writing the
/// ranked rows directly ([`DirectRanking`]); the render of the rest follows one task later, so
/// the input's frame is not held up by it.
fn navigate_callback(
    view: UseStateSetter<ViewState>,
    latest: Rc<RefCell<ViewState>>,
    gesture: Rc<RefCell<Option<&'static str>>>,
    url: UrlWriter,
    direct: DirectRanking,
    render_later: RenderLater,
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
                let mut current = gesture.borrow_mut();
                let same = *current == Some(control);
                *current = Some(control);
                if same {
                    HistoryMode::Replace
                } else {
                    HistoryMode::Push
                }
            }
        };
        let continuous = matches!(change.step, Step::Continuous(_));
        let mut next = latest.borrow().clone();
        (change.apply)(&mut next);
        if next != *latest.borrow() {
            url.write(next.clone(), mode);
            *latest.borrow_mut() = next.clone();
            if continuous && direct.show(&next) {
                render_later.schedule(next);
            } else {
                render_later.cancel();
                view.set(next);
            }
        }
    })
}

/// The view a gesture moved to whose ranking is already shown, rendered in a later task: one
/// render for a burst of inputs (the newest view), after the browser has painted the table.
/// The timer's callback is made once: making one per input cost as much as ranking.
#[derive(Clone)]
struct RenderLater {
    waiting: Rc<RefCell<Option<ViewState>>>,
    render: Rc<Closure<dyn Fn()>>,
}

impl RenderLater {
    fn new(view: UseStateSetter<ViewState>) -> RenderLater {
        let waiting = Rc::new(RefCell::new(None::<ViewState>));
        let render = {
            let waiting = waiting.clone();
            Closure::<dyn Fn()>::new(move || {
                let due = waiting.borrow_mut().take();
                if let Some(next) = due {
                    view.set(next);
                }
            })
        };
        RenderLater {
            waiting,
            render: Rc::new(render),
        }
    }

    /// Renders `next` in a later task (replacing a view still waiting).
    fn schedule(&self, next: ViewState) {
        let armed = self.waiting.borrow_mut().replace(next).is_some();
        let render: &js_sys::Function = self.render.as_ref().as_ref().unchecked_ref();
        if !armed && !browser::set_timeout(render) {
            // No timer: render now rather than never.
            let _ = render.call0(&JsValue::NULL);
        }
    }

    /// Whether a view is waiting for its render.
    fn is_pending(&self) -> bool {
        self.waiting.borrow().is_some()
    }

    /// Forgets the waiting view: a newer one is rendered now, or the URL changed under us.
    fn cancel(&self) {
        self.waiting.borrow_mut().take();
    }
}

/// Milliseconds a gesture's URL update waits, gathering the changes that follow.
const URL_DELAY_MS: u32 = 150;

/// Keeps the address bar in step with the view. A new history entry is written at once; the
/// replacements of a gesture (a slider drag fires dozens of events, and each history call costs
/// the browser about a millisecond and is rate-limited) are coalesced: the latest view is
/// written `URL_DELAY_MS` after the first change not yet written, or when the gesture ends.
/// The query string is built only when written, not on every event of a drag.
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
                    // A write is already scheduled: it will write this newer view. Arming a
                    // new timer per event would cost more than the rest of the event.
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

/// The element of `index.html` the app's header and controls render into, after the build's
/// (first_view.rs), which they replace: the page's other elements do not move when they do,
/// where the build's in the app's element would move it (the browser reports a layout shift,
/// though nothing visible moved). Without it (tests), they render in the app's element.
const CHROME_ROOT: &str = "chrome";

/// `chrome` rendered into `root` when there is one (a portal), else in place.
fn in_chrome_root(root: Option<&web_sys::Element>, chrome: Html) -> Html {
    match root {
        Some(root) => yew::create_portal(chrome, root.clone()),
        None => chrome,
    }
}

/// Mounts the explorer on the page, after installing a panic hook that replaces the page's
/// content with a readable message (never a blank page). The release build's panics are an
/// immediate abort (scripts/build-site.sh), a trap that no hook sees: `index.html`'s script
/// says it the same way.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        browser::show_fatal(&format!(
            "The explorer hit an internal error and stopped: {info}. Reloading the page may help; \
             please report this with the page's address."
        ));
    }));
    browser::mark("app-started");
    browser::remove_boot_message();
    // The page's early requests are usually in by now; when one is not, it is moments away
    // (the page asked for it before the app's code), and its data let the app show the
    // ranking at once.
    match browser::early_requests_pending(EARLY_WAIT_MS as i32) {
        Some(settled) => wasm_bindgen_futures::spawn_local(async move {
            // A failed request is the app's to report, as it takes it over.
            let _ = wasm_bindgen_futures::JsFuture::from(settled).await;
            begin();
        }),
        None => begin(),
    }
}

/// The most milliseconds the app's start waits for the page's early requests.
const EARLY_WAIT_MS: u32 = CHROME_DELAY_MS;

/// Reads the address and the data that has come, and mounts the app's components: with the
/// ranking already written by the first module, the controls come in the components' first
/// render.
fn begin() {
    let started = Started::now();
    STARTED.with(|slot| *slot.borrow_mut() = Some(started));
    match browser::element_by_id(first_view::APP_ROOT) {
        Some(root) => {
            yew::Renderer::<App>::with_root(root).render();
        }
        None => {
            yew::Renderer::<App>::new().render();
        }
    }
}
