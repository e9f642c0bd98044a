//! The first module: what the page runs before the explorer's app has loaded.
//!
//! The app's module carries Yew and every view of the explorer; this one (the `early` binary,
//! built without Yew) only ranks. Where the page shows the build's first view, it makes the
//! view's sliders and number fields (bandwidth and cores) work: each input re-ranks the rows
//! in its own task, with the model the build wrote beside the view
//! ([`first_view::FirstViewModel`]: no request to wait for). Its other controls stay inert
//! until the app takes over. The first view's ranking is the address's (the page shows it for
//! that view alone), so the module takes it over as it stands; it reads the model and writes
//! its own rows, every crate ([`rows::write_early`]), in the next task or at the first input,
//! whichever comes first: the controls work without waiting for the model's reading, a
//! table's worth of DOM writes and its layout. Any other view it ranks once the page's early
//! requests are in (`index.html`: the list of runs and the run's copy of the dataset), and
//! writes its rows at once. The app then reads the address this module kept up to date,
//! takes the same data, and mounts its components in place of the first view's.
//!
//! The page's scripts and the two modules speak through the window: [`EARLY_DONE`] says this
//! module has done what it could (the app's module starts after it), [`HAND_OVER`] is what
//! the app calls as it starts (this module then leaves the page to it), and [`APP_STARTING`]
//! tells a late first module that the app has started without it.

use crate::browser::{self, HistoryMode};
use crate::choices::{number_field_value, LogRange, CORES_RANGE};
use crate::first_view;
use crate::ranking;
use crate::rows::{self, RankedBody, RANKED_ID};
use crate::site_files::{dataset_copy_url, manifest_url};
use crate::url_state::{self, ViewState, MAX_BANDWIDTH, MAX_CORES};
use schema::model::{Costs, Row};
use schema::ResultsFile;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlInputElement};

/// The page's function (`index.html`) this module calls when it has done what it could,
/// whether it wrote the ranking or not: the app's module starts only then, so that the two do
/// not share the main thread.
pub const EARLY_DONE: &str = "serbenchEarlyFinished";

/// The window's function this module installs for the app to call as it starts: a view the
/// sliders moved to goes into the address for the app to read, and later inputs at the first
/// view's controls change nothing here.
pub const HAND_OVER: &str = "serbenchEarlyHandOver";

/// Set by the page (its module script for the app) when the app starts without waiting for
/// this module any longer: this module then leaves the page to it.
pub const APP_STARTING: &str = "serbenchAppStarting";

/// The most milliseconds this module waits for the page's early requests.
const EARLY_WAIT_MS: i32 = 1000;

/// The class of `<html>` when the build's first view is not the address's view (`index.html`).
const NO_FIRST_VIEW: &str = "no-first-view";

/// Starts the first module. Where the page shows the build's first view, which comes with all
/// it needs to rank its view ([`first_view::FirstViewModel`]), it takes that view over at
/// once; any other view waits for the page's early requests (at most a second) and is ranked.
/// Then it shows the ranking (the first view's, taken over, or its own, written) and wires the
/// first view's sliders when it can, and calls the page's [`EARLY_DONE`] in every case.
pub fn start() {
    browser::mark("early-started");
    if let Some(first) = first_view_parts() {
        return begin(|| show_first_view(first));
    }
    match browser::early_requests_pending(EARLY_WAIT_MS) {
        Some(settled) => wasm_bindgen_futures::spawn_local(async move {
            // A failed request is the app's to report.
            let _ = wasm_bindgen_futures::JsFuture::from(settled).await;
            begin(show_from_requests);
        }),
        None => begin(show_from_requests),
    }
}

/// [`start`]'s work once it can rank: `show`, unless the app has started meanwhile.
fn begin(show: impl FnOnce() -> Result<(), String>) {
    if !browser::window_flag(APP_STARTING) {
        if let Err(why) = show() {
            // Nothing is lost: the app shows the ranking as it would without this module.
            web_sys::console::info_1(&JsValue::from_str(&format!("early ranking: {why}")));
        }
    }
    browser::call_window_function(EARLY_DONE);
}

/// Everything the first module keeps between inputs.
struct Early {
    /// The view shown: the address's, as the sliders moved it.
    view: ViewState,
    /// The view the address shows (written at the end of each gesture).
    written: ViewState,
    /// What ranks the view.
    ranker: Ranker,
    /// The ranking in the page.
    rows: Rows,
    /// The shown dataset's description, above the rows this module writes.
    description: String,
    /// What the shown dataset's messages are called, in the rows' headings.
    unit: &'static str,
    /// Whether the app has taken over: inputs then change nothing here.
    handed_over: bool,
}

/// What ranks the shown view.
enum Ranker {
    /// The first view's model as the build wrote it into the page, read when first needed
    /// ([`Early::read_model`]).
    FirstViewModel(Element),
    /// The figures read.
    Figures(Figures),
}

/// The figures that rank the shown view.
struct Figures {
    /// The shown run as the rows read it (its crates), with the shown dataset's figures
    /// unless the first view's model ranks.
    file: Rc<ResultsFile>,
    /// The model's costs for the view's [`ranking::cost_params`], which sliders leave alone.
    costs: Costs,
}

impl Figures {
    /// The figures of the first view's model, as the build wrote it into `element`.
    fn of_first_view_model(element: &Element) -> Result<Figures, String> {
        let text = element
            .text_content()
            .ok_or("the first view's model has no text")?;
        let (file, costs) = first_view::FirstViewModel::from_json(text.as_bytes())?.into_parts();
        browser::mark("dataset-read");
        Ok(Figures {
            file: Rc::new(file),
            costs,
        })
    }
}

/// The ranking the first module shows.
enum Rows {
    /// The build's first view's ranking section, taken over as it stands: the view's top rows,
    /// in the order this module ranks them. Its own rows replace it in the next task, or at the
    /// first input.
    FirstView(Element),
    /// The rows it wrote, kept for later updates.
    Written(RankedBody),
}

thread_local! {
    /// The first module's state, once it shows the ranking.
    static EARLY: RefCell<Option<Early>> = const { RefCell::new(None) };
}

/// The build's first view, where the page shows it (for its own view alone): its ranking
/// section, its run and its model's element, which ranks the view with no request.
struct FirstViewParts {
    section: Element,
    run: String,
    model: Element,
}

/// The first view's [`FirstViewParts`], where the page shows it with its model.
fn first_view_parts() -> Option<FirstViewParts> {
    if browser::root_has_class(NO_FIRST_VIEW) {
        return None;
    }
    let view = browser::element_by_id(first_view::ELEMENT_ID)?;
    Some(FirstViewParts {
        run: view.get_attribute(first_view::RUN_ATTRIBUTE)?,
        section: view.query_selector("section").ok().flatten()?,
        model: browser::element_by_id(first_view::MODEL_ELEMENT_ID)?,
    })
}

/// Takes the first view's ranking over, its model read when it first ranks. Shown before
/// `index.json` has come: should it name a newer run, the page hides the first view, and this
/// module writes nothing in its place (see [`Early::rank`]).
fn show_first_view(first: FirstViewParts) -> Result<(), String> {
    let address = url_state::parse(&browser::current_query()).state;
    let view = ViewState {
        run: Some(first.run),
        ..address
    };
    let info = schema::dataset(&view.dataset).ok_or("an unknown dataset")?;
    take_over(Early::new(
        view,
        info,
        Ranker::FirstViewModel(first.model),
        Rows::FirstView(first.section),
    ))
}

/// Ranks the address's view with the run's figures (the page's early requests) and writes it
/// into the page.
fn show_from_requests() -> Result<(), String> {
    let view = url_state::parse(&browser::current_query()).state;
    let manifest_name = manifest_url();
    let manifest_bytes =
        browser::peek_arrived(&manifest_name).ok_or("the list of runs has not come")??;
    let manifest = schema::load_manifest(&manifest_name, &manifest_bytes)
        .map_err(|error| error.to_string())?;
    let listed: Vec<&str> = manifest.runs.iter().map(|r| r.file.as_str()).collect();
    let (view, _) = url_state::resolve_runs(&view, &listed);
    let run = view.run.clone().ok_or("no run is listed")?;
    let figures = read_copy(&run, &view)?;
    browser::mark("dataset-read");
    let info = schema::dataset(&view.dataset).ok_or("an unknown dataset")?;
    let shown = ranking::ranked_from(&figures.costs, &figures.file, &view)
        .map_err(|error| error.to_string())?;
    if shown.is_empty() {
        return Err("no crate to rank".to_owned());
    }
    browser::mark("ranking-computed");
    let description = description_of(&view.dataset, info);
    let body = write_rows(&figures.file, &shown, &description, info.message_name)?;
    take_over(Early::new(
        view,
        info,
        Ranker::Figures(figures),
        Rows::Written(body),
    ))
}

/// The shown dataset's description, above the rows this module writes.
fn description_of(dataset: &str, info: &schema::DatasetInfo) -> String {
    format!("{dataset}: {}.", info.description)
}

/// Keeps `early` for the inputs to come and wires the first view's sliders when the page
/// shows it: the first view's ranking, taken over, then follows them, and this module's own
/// rows replace it in the next task.
fn take_over(early: Early) -> Result<(), String> {
    let first_view = match &early.rows {
        Rows::FirstView(section) => Some(section.clone()),
        Rows::Written(_) => None,
    };
    EARLY.with(|cell| *cell.borrow_mut() = Some(early));
    install_hand_over();
    let live = !browser::root_has_class(NO_FIRST_VIEW) && wire_sliders();
    if let Some(section) = first_view {
        // Live from here: the rows follow the sliders (the first input writes this module's).
        section.set_id(RANKED_ID);
        let write_later = Closure::once_into_js(|| {
            with_early(|early| {
                if matches!(early.rows, Rows::FirstView(_)) {
                    early.rank();
                }
            })
        });
        browser::set_timeout(write_later.unchecked_ref());
    }
    browser::mark("ranked-shown");
    if live {
        // The same phase as the app's mark of that name, which comes later: the first one is
        // when a visitor can change the view.
        browser::mark("controls-live");
    }
    Ok(())
}

/// The run's figures of the view's dataset, from the page's early request of the run's copy
/// of it, and the model's costs for the view.
fn read_copy(run: &str, view: &ViewState) -> Result<Figures, String> {
    let copy_name = dataset_copy_url(run, &view.dataset);
    let copy_bytes = browser::peek_arrived(&copy_name).ok_or("the run has not come")??;
    let file = schema::load_results_lazily(&copy_name, &copy_bytes)
        .and_then(|copy| copy.read(&view.dataset))
        .map_err(|error| error.to_string())?;
    if !file.datasets.contains_key(&view.dataset) {
        return Err(format!("the run has no {} figures", view.dataset));
    }
    let costs = schema::model::costs(&file, &ranking::cost_params(view))
        .map_err(|error| error.to_string())?;
    Ok(Figures {
        file: Rc::new(file),
        costs,
    })
}

/// Writes `rows` into the page as this module's ranking, in the build's first view's place,
/// else below the app's element, where the app's ranking will be; returns them for updates.
fn write_rows(
    file: &Rc<ResultsFile>,
    rows: &[Row],
    description: &str,
    unit: &str,
) -> Result<RankedBody, String> {
    let (section, body) =
        rows::write_early(file, rows, description, unit).map_err(|error| format!("{error:?}"))?;
    let placed = match (
        browser::element_by_id(first_view::ELEMENT_ID),
        browser::element_by_id(first_view::APP_ROOT),
    ) {
        (Some(first), _) => first.replace_with_with_node_1(&section),
        (None, Some(app)) => app.after_with_node_1(&section),
        (None, None) => return Err("no place for the ranking".to_owned()),
    };
    placed.map_err(|error| format!("{error:?}"))?;
    Ok(body)
}

/// A number the first view's sliders set.
#[derive(Clone, Copy)]
enum Knob {
    /// Outbound bandwidth (and inbound while linked).
    Outbound,
    /// Inbound bandwidth, when not linked.
    Inbound,
    /// CPU cores.
    Cores,
}

impl Knob {
    fn range(self, view: &ViewState) -> LogRange {
        match self {
            Knob::Outbound | Knob::Inbound => view.unit.slider_range(),
            Knob::Cores => CORES_RANGE,
        }
    }

    fn max(self) -> f64 {
        match self {
            Knob::Outbound | Knob::Inbound => MAX_BANDWIDTH,
            Knob::Cores => MAX_CORES,
        }
    }

    fn set(self, view: &mut ViewState, value: f64) {
        match self {
            Knob::Outbound => view.set_outbound(value),
            Knob::Inbound => view.inbound = value,
            Knob::Cores => view.cores = value,
        }
    }
}

/// The first view's controls section (`components::controls`, inert as the build wrote it).
const CONTROLS: &str = "#first-view-chrome section.controls";

/// Makes the first view's sliders and their number fields work (the bandwidth's and the
/// cores'), and keeps every other control inert: the controls' section loses its `inert`,
/// and each part of it that this module does not run gets one. Whether any slider is wired.
fn wire_sliders() -> bool {
    let Some(controls) = browser::query_selector(CONTROLS) else {
        return false;
    };
    let groups: [(&str, &[Knob]); 2] = [
        ("fieldset.bandwidth", &[Knob::Outbound, Knob::Inbound]),
        ("fieldset.cores", &[Knob::Cores]),
    ];
    let mut wired = Vec::new();
    for (selector, knobs) in groups {
        let Ok(Some(fieldset)) = controls.query_selector(selector) else {
            continue;
        };
        let Ok(sliders) = fieldset.query_selector_all(".log-number") else {
            continue;
        };
        for (index, knob) in (0..sliders.length()).zip(knobs.iter().copied()) {
            if let Some(slider) = sliders
                .item(index)
                .and_then(|n| n.dyn_into::<Element>().ok())
            {
                if wire(&slider, knob) {
                    wired.push(slider);
                }
            }
        }
    }
    if wired.is_empty() {
        return false;
    }
    // Everything but the wired sliders stays inert: each element on the way from the section
    // to a wired slider is opened, and its other children closed.
    let _ = controls.remove_attribute("inert");
    close_all_but(&controls, &wired);
    true
}

/// Makes every child of `parent` inert that neither is nor holds one of `open`, and does the
/// same inside each child that holds one.
fn close_all_but(parent: &Element, open: &[Element]) {
    let children = parent.children();
    for index in 0..children.length() {
        let Some(child) = children.item(index) else {
            continue;
        };
        if open.iter().any(|element| child.is_same_node(Some(element))) {
            continue;
        }
        if open.iter().any(|element| child.contains(Some(element))) {
            close_all_but(&child, open);
        } else if child.tag_name() != "LEGEND" {
            let _ = child.set_attribute("inert", "");
        }
    }
}

/// Wires one slider and its number field (a `.log-number` of `components::controls`):
/// whether both were found.
fn wire(log_number: &Element, knob: Knob) -> bool {
    let find = |selector: &str| {
        log_number
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
    };
    let (Some(slider), Some(number)) = (find("input[type=range]"), find("input[type=number]"))
    else {
        return false;
    };
    let on_slide = {
        let (slider, number) = (slider.clone(), number.clone());
        move || {
            with_early(|early| {
                let Some(value) = knob.range(&early.view).value_of_slider(&slider.value()) else {
                    return;
                };
                knob.set(&mut early.view, value);
                number.set_value(&value.to_string());
                early.rank();
            });
        }
    };
    let on_release = || with_early(Early::write_address);
    let on_number = {
        let (slider, number) = (slider.clone(), number.clone());
        move || {
            with_early(|early| {
                // A refused number changes nothing, as in the app.
                let Some(value) = number_field_value(&number.value(), knob.max()) else {
                    return;
                };
                knob.set(&mut early.view, value);
                let position = knob.range(&early.view).position_of(value);
                slider.set_value(&position.to_string());
                early.rank();
                early.write_address();
            });
        }
    };
    listen(&slider, "input", on_slide);
    listen(&slider, "change", on_release);
    listen(&number, "change", on_number);
    true
}

/// Calls `handle` on each `event` at `target`, for as long as the page lasts (the app removes
/// the first view's controls, and their listeners with them).
fn listen(target: &web_sys::EventTarget, event: &str, handle: impl FnMut() + 'static) {
    let listener = Closure::<dyn FnMut()>::new(handle);
    if target
        .add_event_listener_with_callback(event, listener.as_ref().unchecked_ref())
        .is_ok()
    {
        listener.forget();
    }
}

/// Runs `change` on the first module's state, unless the app has taken over.
fn with_early(change: impl FnOnce(&mut Early)) {
    EARLY.with(|early| {
        if let Some(early) = early.borrow_mut().as_mut().filter(|e| !e.handed_over) {
            change(early);
        }
    });
}

impl Early {
    /// The first module's state for `view` of the dataset `info` describes, ranked by
    /// `ranker` and shown in `rows`.
    fn new(view: ViewState, info: &schema::DatasetInfo, ranker: Ranker, rows: Rows) -> Early {
        Early {
            written: view.clone(),
            description: description_of(&view.dataset, info),
            view,
            ranker,
            rows,
            unit: info.message_name,
            handed_over: false,
        }
    }

    /// Reads the first view's model, if it is not read yet.
    fn read_model(&mut self) -> Result<(), String> {
        if let Ranker::FirstViewModel(element) = &self.ranker {
            self.ranker = Ranker::Figures(Figures::of_first_view_model(element)?);
        }
        Ok(())
    }

    /// Shows the view's ranking (its costs are the same: only sliders move): in the rows this
    /// module wrote, else written now in the first view's place. Should the first view's
    /// model not read, this module leaves the page to the app.
    fn rank(&mut self) {
        if let Err(why) = self.read_model() {
            return self.step_back(&why);
        }
        let Ranker::Figures(figures) = &self.ranker else {
            return;
        };
        let Ok(shown) = ranking::ranked_from(&figures.costs, &figures.file, &self.view) else {
            return;
        };
        if shown.is_empty() {
            return;
        }
        let outcome = match &mut self.rows {
            Rows::Written(body) => body.show(&shown).map_err(|error| format!("{error:?}")),
            // The page has hidden the first view (a newer run is published): the app shows
            // that run, and nothing of this one goes in its place.
            Rows::FirstView(_) if browser::root_has_class(NO_FIRST_VIEW) => Ok(()),
            Rows::FirstView(_) => write_rows(&figures.file, &shown, &self.description, self.unit)
                .map(|body| self.rows = Rows::Written(body)),
        };
        if let Err(error) = outcome {
            web_sys::console::error_1(&format!("early ranking: {error}").into());
        }
    }

    /// Leaves the page to the app, for `why`: the view the sliders moved to goes into the
    /// address, the first view is hidden (its rows may no longer be the sliders' view) and
    /// later inputs change nothing here.
    fn step_back(&mut self, why: &str) {
        web_sys::console::error_1(&format!("early ranking: {why}").into());
        self.hand_over();
        browser::add_root_class(NO_FIRST_VIEW);
    }

    /// The app takes over: the view the sliders moved to goes into the address (replacing the
    /// entry, as the end of a gesture would have written it), for the app to read, and later
    /// inputs at the first view's controls change nothing here.
    fn hand_over(&mut self) {
        if self.view != self.written {
            browser::write_query(&self.view.to_query(), HistoryMode::Replace);
            self.written = self.view.clone();
        }
        // The app's ranking is then the one that follows the controls.
        if let Rows::FirstView(section) = &self.rows {
            let _ = section.remove_attribute("id");
        }
        self.handed_over = true;
    }

    /// Writes the view into the address, as a new history entry, when it changed.
    fn write_address(&mut self) {
        if self.view != self.written {
            browser::write_query(&self.view.to_query(), HistoryMode::Push);
            self.written = self.view.clone();
        }
    }
}

/// Installs [`HAND_OVER`], which the app calls as it starts ([`hand_over`]).
fn install_hand_over() {
    let callback = Closure::<dyn Fn()>::new(hand_over);
    browser::set_window_value(HAND_OVER, callback.as_ref());
    callback.forget();
}

/// The app takes over ([`Early::hand_over`]), as it starts.
fn hand_over() {
    EARLY.with(|early| {
        if let Some(early) = early.borrow_mut().as_mut() {
            early.hand_over();
        }
    });
}
