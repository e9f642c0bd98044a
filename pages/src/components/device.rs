//! A run on the visitor's own device: the bencher's engine built for wasm (bencher-wasm's
//! package, which the site ships in [`BENCH_WORKER_URL`]'s directory and the page loads only
//! when asked) measures the shown dataset's crates in a Web Worker, so the page stays
//! responsive. The result joins the runs beside the published ones ([`LocalRun`]) and
//! downloads as a result file; a result file downloaded before opens the same way.

use crate::state::LocalRun;
use schema::ManifestEntry;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The benchmark's worker, relative to the page (`scripts/build-site.sh` copies the package).
pub const BENCH_WORKER_URL: &str = "bench/worker.mjs";

/// The origin a run measured here is listed with.
pub const DEVICE_ORIGIN: &str = "this device";

/// The origin a run opened from a file is listed with.
pub const OPENED_ORIGIN: &str = "opened file";

/// Where a run of the engine is, read from the lines it logs (`bencher::engine::run`): the
/// crates' preparation (`[3/20] log / postcard (…)`), then the timings (`[12/345 timings, 3%]
/// round 1/1: … (5 s elapsed, ETA 40 s)`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Work items done.
    pub done: u64,
    /// Work items in this phase.
    pub total: u64,
    /// Whether the items are timings (else crates prepared and checked).
    pub timing: bool,
    /// The engine's estimate of the phase's time left, in seconds.
    pub left_s: Option<f64>,
}

impl Progress {
    /// The progress a line reports, if it reports one.
    pub fn of_line(line: &str) -> Option<Progress> {
        let (counts, rest) = line.strip_prefix('[')?.split_once(']')?;
        let (fraction, kind) = counts.split_once(' ').unwrap_or((counts, ""));
        let (done, total) = fraction.split_once('/')?;
        let left_s = rest
            .rsplit_once("ETA ")
            .and_then(|(_, eta)| eta.strip_suffix(" s)"))
            .and_then(|seconds| seconds.parse().ok());
        Some(Progress {
            done: done.parse().ok()?,
            total: total.parse().ok()?,
            timing: kind.starts_with("timings"),
            left_s,
        })
    }

    /// The share of the whole run done: preparing the crates counts for its first tenth.
    pub fn fraction(&self) -> f64 {
        let phase = self.done as f64 / self.total.max(1) as f64;
        if self.timing {
            0.1 + 0.9 * phase
        } else {
            0.1 * phase
        }
    }

    /// What the run does, in words.
    pub fn text(&self) -> String {
        match (self.timing, self.left_s) {
            (true, Some(left)) => format!(
                "Timing {} of {}, about {} left",
                self.done,
                self.total,
                seconds_text(left)
            ),
            (true, None) => format!("Timing {} of {}", self.done, self.total),
            (false, _) => format!(
                "Preparing and checking crate {} of {}",
                self.done, self.total
            ),
        }
    }
}

/// `seconds` in words: `40 s`, `2 min`.
fn seconds_text(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{:.0} s", seconds.max(1.0))
    } else {
        format!("{:.0} min", seconds / 60.0)
    }
}

/// The name a local run is listed under: its origin's word and its start, as a file name.
pub fn local_name(prefix: &str, started_at: &str) -> String {
    let stamp: String = started_at
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{prefix}-{stamp}.json")
}

/// `json`, a result file, as a run listed with `origin`; or why it cannot be shown.
pub fn local_run(origin: &str, what: &str, json: &[u8]) -> Result<LocalRun, String> {
    let results = schema::load_results_lazily(what, json)
        .map_err(|error| format!("{what} cannot be shown: {error}"))?;
    let prefix = if origin == DEVICE_ORIGIN {
        "device"
    } else {
        "opened"
    };
    let file = local_name(prefix, &results.header().run.started_at);
    let mut entry = ManifestEntry::describe(&file, results.header());
    entry.origin = origin.to_owned();
    Ok(LocalRun { entry, results })
}

/// Properties of [`DeviceRun`].
#[derive(Properties, PartialEq)]
pub struct DeviceProps {
    /// The dataset measured.
    pub dataset: AttrValue,
    /// The crates shown, of which those in the benchmark's wasm build are measured; `None`
    /// measures every crate of that build.
    pub wanted: Option<Rc<[String]>>,
    /// Takes a run measured or opened here.
    pub on_run: Callback<LocalRun>,
}

/// What the section shows.
#[derive(Clone, PartialEq)]
enum Phase {
    Idle,
    Starting,
    Running(Progress),
    /// Why the last run or file failed (anything measured or opened before stays).
    Failed(String),
    /// The last run measured here: its file name and download address.
    Measured {
        file: String,
        href: String,
    },
}

/// A worker measuring, with the handlers it calls (dropped with it).
struct Measuring {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

impl Drop for Measuring {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// `data.key` as a string, when it is one.
fn field(data: &JsValue, key: &str) -> Option<String> {
    js_sys::Reflect::get(data, &JsValue::from_str(key))
        .ok()?
        .as_string()
}

/// The worker's request: a quick profile of one round on `dataset`, of `wanted` crates.
fn request(dataset: &str, wanted: Option<&[String]>) -> JsValue {
    let request = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| {
        let _ = js_sys::Reflect::set(&request, &JsValue::from_str(key), value);
    };
    set("profile", &JsValue::from_str("quick"));
    set("rounds", &JsValue::from_f64(1.0));
    set("datasets", &js_sys::Array::of1(&JsValue::from_str(dataset)));
    if let Some(wanted) = wanted {
        let ids: js_sys::Array = wanted.iter().map(|id| JsValue::from_str(id)).collect();
        set("wanted", &ids);
    }
    request.into()
}

/// A download address for `json` (a `blob:` URL).
fn download_href(json: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(json));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Starts the worker; its messages set `phase` and hand the run to `on_run`.
fn start(
    dataset: &str,
    wanted: Option<&[String]>,
    phase: UseStateSetter<Phase>,
    measuring: Rc<RefCell<Option<Measuring>>>,
    on_run: Callback<LocalRun>,
) -> Result<(), String> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(BENCH_WORKER_URL, &options)
        .map_err(|error| format!("this browser cannot start the benchmark's worker: {error:?}"))?;
    let on_message = {
        let (phase, measuring) = (phase.clone(), measuring.clone());
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let data = event.data();
            if let Some(line) = field(&data, "log") {
                if let Some(progress) = Progress::of_line(&line) {
                    phase.set(Phase::Running(progress));
                }
                return;
            }
            let outcome = if let Some(json) = field(&data, "results") {
                local_run(DEVICE_ORIGIN, "the run on this device", json.as_bytes()).map(|run| {
                    let file = run.entry.file.clone();
                    let href = download_href(&json).unwrap_or_default();
                    on_run.emit(run);
                    Phase::Measured { file, href }
                })
            } else if let Some(error) = field(&data, "error") {
                Err(format!("The run could not go on: {error}"))
            } else {
                let crash = field(&data, "crashed").unwrap_or_default();
                Err(format!(
                    "The benchmark stopped ({crash}): a crate crashed or the browser ran out \
                     of memory. Filter that crate out and measure again."
                ))
            };
            phase.set(outcome.unwrap_or_else(Phase::Failed));
            // The worker is done: dropping it here would free this very closure while it runs.
            let done = measuring.borrow_mut().take();
            gloo_timers::callback::Timeout::new(0, move || drop(done)).forget();
        })
    };
    let on_error = {
        let (phase, measuring) = (phase.clone(), measuring.clone());
        Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |event: web_sys::ErrorEvent| {
            event.prevent_default();
            phase.set(Phase::Failed(format!(
                "The benchmark's worker failed: {}",
                event.message()
            )));
            let done = measuring.borrow_mut().take();
            gloo_timers::callback::Timeout::new(0, move || drop(done)).forget();
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker
        .post_message(&request(dataset, wanted))
        .map_err(|error| format!("the benchmark's worker took no request: {error:?}"))?;
    *measuring.borrow_mut() = Some(Measuring {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    });
    Ok(())
}

/// Reads the file an `<input type=file>` holds and hands it over as an opened run.
fn open_file(event: &Event, phase: UseStateSetter<Phase>, on_run: Callback<LocalRun>) {
    let Some(input) = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    input.set_value("");
    wasm_bindgen_futures::spawn_local(async move {
        let name = file.name();
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        match text.ok().and_then(|text| text.as_string()) {
            None => phase.set(Phase::Failed(format!("{name} could not be read."))),
            Some(json) => match local_run(OPENED_ORIGIN, &name, json.as_bytes()) {
                Ok(run) => {
                    on_run.emit(run);
                    phase.set(Phase::Idle);
                }
                Err(why) => phase.set(Phase::Failed(why)),
            },
        }
    });
}

/// Measure on this device: a button, then a progress bar with the time left and a cancel;
/// the result's download; and a file input that opens a result file.
#[function_component(DeviceRun)]
pub fn device_run(props: &DeviceProps) -> Html {
    let phase = use_state_eq(|| Phase::Idle);
    let measuring = use_mut_ref(|| None::<Measuring>);
    {
        let measuring = measuring.clone();
        use_effect_with((), move |_| move || drop(measuring.borrow_mut().take()));
    }
    let running = matches!(*phase, Phase::Starting | Phase::Running(_));
    let on_start = {
        let (phase, measuring) = (phase.setter(), measuring.clone());
        let (dataset, wanted, on_run) = (
            props.dataset.clone(),
            props.wanted.clone(),
            props.on_run.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            phase.set(Phase::Starting);
            if let Err(why) = start(
                &dataset,
                wanted.as_deref(),
                phase.clone(),
                measuring.clone(),
                on_run.clone(),
            ) {
                phase.set(Phase::Failed(why));
            }
        })
    };
    let on_cancel = {
        let (phase, measuring) = (phase.setter(), measuring.clone());
        Callback::from(move |_: MouseEvent| {
            drop(measuring.borrow_mut().take());
            phase.set(Phase::Failed("Cancelled: nothing was measured.".to_owned()));
        })
    };
    let on_open = {
        let (phase, on_run) = (phase.setter(), props.on_run.clone());
        Callback::from(move |event: Event| open_file(&event, phase.clone(), on_run.clone()))
    };
    let which = match &props.wanted {
        Some(wanted) => format!("the {} crates shown", wanted.len()),
        None => "every crate".to_owned(),
    };
    let status = match &*phase {
        Phase::Idle => html! {},
        Phase::Starting => html! {
            <p role="status">{ "Loading the benchmark…" }</p>
        },
        Phase::Running(progress) => html! {
            <p role="status">
                <progress max="1" value={progress.fraction().to_string()} aria-label="Progress of the run on this device"></progress>
                { " " }{ progress.text() }
            </p>
        },
        Phase::Failed(why) => html! { <p class="error" role="alert">{ why.clone() }</p> },
        Phase::Measured { file, href } => html! {
            <p role="status">
                { "Measured: the run on this device is shown above, beside the published runs. " }
                if !href.is_empty() {
                    <a href={href.clone()} download={file.clone()}>{ "Download its result file" }</a>
                }
            </p>
        },
    };
    html! {
        <section class="device" aria-labelledby="device-title">
            <h2 id="device-title">{ "On this device" }</h2>
            <p>
                { format!("Measure {which} on the {} dataset in this browser (WebAssembly, one round of the quick profile: a minute or a few), or open a result file.", props.dataset) }
            </p>
            <p class="device-controls">
                if running {
                    <button type="button" onclick={on_cancel}>{ "Cancel" }</button>
                } else {
                    <button type="button" onclick={on_start}>{ "Measure on this device" }</button>
                }
                <label class="inline">
                    { "Open a result file " }
                    <input type="file" accept=".json,application/json" onchange={on_open} />
                </label>
            </p>
            { status }
        </section>
    }
}

// Native only, as the other pure modules' tests.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn progress_is_read_from_the_engines_lines() {
        let preparing = Progress::of_line("[3/20] log / postcard (2 s elapsed, ETA 10 s)").unwrap();
        assert_eq!(
            (preparing.done, preparing.total, preparing.timing),
            (3, 20, false)
        );
        assert!((preparing.fraction() - 0.015).abs() < 1e-9);
        let timing = Progress::of_line(
            "[12/300 timings, 4%] round 1/1: log / postcard: serialize (5 s elapsed, ETA 40 s)",
        )
        .unwrap();
        assert_eq!((timing.done, timing.total, timing.timing), (12, 300, true));
        assert_eq!(timing.left_s, Some(40.0));
        assert_eq!(timing.text(), "Timing 12 of 300, about 40 s left");
        assert!(Progress::of_line("log / postcard: checking round trips").is_none());
        assert!(Progress::of_line("[x/3] nope").is_none());
    }

    #[test]
    fn a_local_run_is_named_for_its_start_and_refused_when_damaged() {
        assert_eq!(
            local_name("device", "2026-12-07T06:01:02Z"),
            "device-2026-12-07T06-01-02Z.json"
        );
        let refused = local_run(OPENED_ORIGIN, "run.json", b"{\"schema_version\": 7,")
            .err()
            .unwrap();
        assert!(
            refused.starts_with("run.json cannot be shown: "),
            "{refused}"
        );
        let file = schema::ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo {
                started_at: "2026-12-07T06:01:02Z".to_owned(),
                profile: Some(schema::Profile::Quick),
                ..Default::default()
            },
            Default::default(),
        );
        let json = schema::to_json(&file).unwrap();
        let run = local_run(DEVICE_ORIGIN, "the run", json.as_bytes()).unwrap();
        assert_eq!(run.entry.file, "device-2026-12-07T06-01-02Z.json");
        assert_eq!(run.entry.origin, DEVICE_ORIGIN);
        assert_eq!(run.entry.profile.as_deref(), Some("quick"));
    }
}
