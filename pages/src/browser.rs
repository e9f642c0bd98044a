//! The few things the explorer asks of the browser: the URL, history entries, the clipboard,
//! and fetching files relative to the page. Every failure comes back as a message, never a
//! panic, so the page keeps working when an API is missing.
//!
//! It imports no other module of the explorer: every module may use it.

use wasm_bindgen::{JsCast, JsValue};

/// Records a User Timing mark `serbench:{phase}` (milliseconds since navigation start), so the
/// site's benchmark (`scripts/site-perf.sh`) and the browser's performance panel can show where
/// a load's time goes. Only load phases are marked: marks accumulate in the page.
pub fn mark(phase: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        // A refused mark changes nothing the visitor sees.
        let _ = performance.mark(&format!("serbench:{phase}"));
    }
}

/// The page's query string, with its leading `?` (empty when there is none).
pub fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The full address of the page, for "copy link".
pub fn current_href() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// How a view change enters the browser history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryMode {
    /// A new entry: back returns to the previous view.
    Push,
    /// Overwrite the current entry (continuous changes such as slider drags).
    Replace,
}

/// Calls `callback` in a later task (a zero-delay timer); `false` when no timer could be set.
pub fn set_timeout(callback: &js_sys::Function) -> bool {
    web_sys::window()
        .and_then(|window| window.set_timeout_with_callback(callback).ok())
        .is_some()
}

/// Calls `callback` once, when the browser is idle (`requestIdleCallback`), or where there is
/// none (Safari), after [`IDLE_FALLBACK_MS`].
pub fn when_idle(callback: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = wasm_bindgen::closure::Closure::once_into_js(callback);
    let callback: &js_sys::Function = callback.unchecked_ref();
    if window.request_idle_callback(callback).is_err() {
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(callback, IDLE_FALLBACK_MS);
    }
}

/// The wait of [`when_idle`] without `requestIdleCallback`: long enough that the work that
/// follows a render in zero-delay timers (the tables below the ranking) goes first.
pub const IDLE_FALLBACK_MS: i32 = 100;

/// Writes `query` (without `?`) into the address bar, keeping the path and fragment so the
/// page works from any sub-path.
pub fn write_query(query: &str, mode: HistoryMode) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let url = format!("{path}?{query}{hash}");
    if let Ok(history) = window.history() {
        // A refused history write (e.g. a sandboxed frame) leaves the view working; only the
        // address bar lags behind, so the error is deliberately dropped.
        let _ = match mode {
            HistoryMode::Push => history.push_state_with_url(&JsValue::NULL, "", Some(&url)),
            HistoryMode::Replace => history.replace_state_with_url(&JsValue::NULL, "", Some(&url)),
        };
    }
}

/// Copies `text` to the clipboard; the error names what went wrong.
pub async fn copy_text(text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map(|_| ())
        .map_err(|e| format!("the browser refused: {}", js_message(&e)))
}

/// The global object through which `index.html` hands over the requests it started before the
/// app was loaded: `window[EARLY_FETCHES][url]` is a promise of `{ response, body }`, the
/// `Response` for `url` and its body, already read whole (an `ArrayBuffer`).
const EARLY_FETCHES: &str = "serbenchEarlyFetches";

/// Takes the request `index.html` started early for `url` (relative to the page), if any.
/// Each is taken once: a later fetch of the same file goes to the network.
fn take_early_fetch(url: &str) -> Option<js_sys::Promise> {
    take_window_entry(EARLY_FETCHES, url)?
        .dyn_into::<js_sys::Promise>()
        .ok()
}

/// Takes `window[table][url]` out of its table, if the table and the entry are there.
fn take_window_entry(table: &str, url: &str) -> Option<JsValue> {
    let (entries, key, entry) = window_entry(table, url)?;
    let _ = js_sys::Reflect::delete_property(entries.unchecked_ref::<js_sys::Object>(), &key);
    Some(entry)
}

/// `window[table]`, the key `url` and `window[table][url]`, if the table and the entry are
/// there.
fn window_entry(table: &str, url: &str) -> Option<(JsValue, JsValue, JsValue)> {
    let window = web_sys::window()?;
    let entries = js_sys::Reflect::get(&window, &JsValue::from_str(table)).ok()?;
    if !entries.is_object() {
        return None;
    }
    let key = JsValue::from_str(url);
    let entry = js_sys::Reflect::get(&entries, &key).ok()?;
    if entry.is_undefined() {
        return None;
    }
    Some((entries, key, entry))
}

/// The response and body an early request resolved to (see [`EARLY_FETCHES`]).
fn early_response(fetched: &JsValue) -> Result<(web_sys::Response, Vec<u8>), JsValue> {
    let field = |name: &str| js_sys::Reflect::get(fetched, &JsValue::from_str(name));
    let response = field("response")?.dyn_into::<web_sys::Response>()?;
    let body = field("body")?.dyn_into::<js_sys::ArrayBuffer>()?;
    Ok((response, js_sys::Uint8Array::new(&body).to_vec()))
}

/// Fetches `url` (relative to the page) and returns its bytes, or a one-line reason. A request
/// `index.html` started for the same URL while the app loaded is used instead of a new one.
pub async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
    match take_early_fetch(url) {
        Some(early) => {
            let fetched = wasm_bindgen_futures::JsFuture::from(early)
                .await
                .map_err(|e| format!("could not be fetched ({})", js_message(&e)))?;
            early_bytes(&fetched)
        }
        None => {
            let response = gloo_net::http::Request::get(url)
                .send()
                .await
                .map_err(|e| format!("could not be fetched ({e})"))?;
            usable(&response)?;
            response
                .binary()
                .await
                .map_err(|e| format!("could not be read ({e})"))
        }
    }
}

/// The global object where `index.html` puts what each of its early requests resolved to once
/// it has (`window[EARLY_ARRIVED][url]`, as [`EARLY_FETCHES`]' promises resolve): what the app
/// can read at once, without waiting a turn of the browser.
const EARLY_ARRIVED: &str = "serbenchEarlyArrived";

/// The bytes of the request `index.html` started early for `url` when they have already
/// arrived, taken over as [`fetch_bytes`] takes it (a later fetch goes to the network), or why
/// they cannot be used; `None`, taking nothing, when that request has not come back (yet): the
/// app then renders before its data and [`fetch_bytes`] waits for it. A failed request is
/// never here; [`fetch_bytes`] reports it.
pub fn take_arrived(url: &str) -> Option<Result<Vec<u8>, String>> {
    let fetched = take_window_entry(EARLY_ARRIVED, url)?;
    take_early_fetch(url);
    Some(early_bytes(&fetched))
}

/// The bytes of the request `index.html` started early for `url` when they have already
/// arrived, as [`take_arrived`] gives them, but left in place for the app to take: the first
/// module ([`crate::early`]) reads them before the app has started.
pub fn peek_arrived(url: &str) -> Option<Result<Vec<u8>, String>> {
    let (_, _, fetched) = window_entry(EARLY_ARRIVED, url)?;
    Some(early_bytes(&fetched))
}

/// Calls the function `window[name]` without arguments, if there is one; what it returns or
/// throws is dropped. The page's two modules and its scripts reach each other this way.
pub fn call_window_function(name: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(function) = js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .and_then(|value| value.dyn_into::<js_sys::Function>())
    {
        let _ = function.call0(&JsValue::NULL);
    }
}

/// Whether `window[name]` is set to a true value.
pub fn window_flag(name: &str) -> bool {
    web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &JsValue::from_str(name)).ok())
        .is_some_and(|value| value.is_truthy())
}

/// Sets `window[name]` to `value` (a refused write is dropped).
pub fn set_window_value(name: &str, value: &JsValue) {
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &JsValue::from_str(name), value);
    }
}

/// Whether the page's root element (`<html>`) has the class `class`.
pub fn root_has_class(class: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .is_some_and(|root| root.class_list().contains(class))
}

/// Adds the class `class` to the page's root element (`<html>`).
pub fn add_root_class(class: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.class_list().add_1(class);
    }
}

/// The page's first element that `selector` matches, if any.
pub fn query_selector(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
}

/// A promise settled once every request `index.html` started early that has not come back
/// yet has (or has failed), or after `at_most_ms`, whichever is first; `None` when none is
/// pending. The app awaits it before its first render (`app::start`): such data usually
/// comes moments later (the script asked for it before the app's code), and the app then
/// shows the ranking at once instead of rendering "Loading…" first. It takes nothing:
/// [`take_arrived`] then finds each outcome.
pub fn early_requests_pending(at_most_ms: i32) -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let table = |name: &str| {
        js_sys::Reflect::get(&window, &JsValue::from_str(name))
            .ok()
            .filter(JsValue::is_object)
    };
    let started = table(EARLY_FETCHES)?;
    let arrived = table(EARLY_ARRIVED);
    let pending = js_sys::Array::new();
    let urls: js_sys::Array = js_sys::Object::keys(started.unchecked_ref::<js_sys::Object>());
    for url in urls.iter() {
        let done = arrived
            .as_ref()
            .is_some_and(|arrived| js_sys::Reflect::has(arrived, &url).unwrap_or(false));
        if !done {
            if let Ok(request) = js_sys::Reflect::get(&started, &url) {
                pending.push(&request);
            }
        }
    }
    if pending.length() == 0 {
        return None;
    }
    let all = js_sys::Promise::all_settled(&pending);
    let timer = js_sys::Promise::new(&mut |resolve, _reject| {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, at_most_ms);
    });
    Some(js_sys::Promise::race(&js_sys::Array::of2(&all, &timer)))
}

/// The body of an early request's outcome, checked as a response from the network is.
fn early_bytes(fetched: &JsValue) -> Result<Vec<u8>, String> {
    let (response, body) = early_response(fetched)
        .map_err(|e| format!("could not be fetched ({})", js_message(&e)))?;
    usable(&gloo_net::http::Response::from(response))?;
    Ok(body)
}

/// Whether `response` holds the file asked for: a success, and not an HTML page.
fn usable(response: &gloo_net::http::Response) -> Result<(), String> {
    if !response.ok() {
        return Err(format!(
            "could not be fetched: HTTP {} {}",
            response.status(),
            response.status_text()
        ));
    }
    // Single-page servers (`trunk serve`, many static hosts) answer a missing file with the
    // page itself; say so rather than report its HTML as broken JSON.
    let content_type = response.headers().get("content-type").unwrap_or_default();
    if content_type.starts_with("text/html") {
        return Err(
            "could not be fetched: the server answered with an HTML page \
                    (the file is probably missing)"
                .to_owned(),
        );
    }
    Ok(())
}

fn js_message(value: &JsValue) -> String {
    value
        .as_string()
        .or_else(|| {
            js_sys::Reflect::get(value, &JsValue::from_str("message"))
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| "unknown error".to_owned())
}

/// Removes the "Loading the explorer…" line `index.html` shows until the app starts.
pub fn remove_boot_message() {
    remove_element("boot");
}

/// The page's element with this id, if any.
pub fn element_by_id(id: &str) -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
}

/// Removes the page's element with this id, if any: the app removes the build's first view
/// with it once its own is shown (`first_view::ELEMENT_ID`, `first_view::CHROME_ELEMENT_ID`).
pub fn remove_element(id: &str) {
    if let Some(element) = element_by_id(id) {
        element.remove();
    }
}

/// Shows `message` in a banner at the top of the page (created if needed), as text. Used by
/// the panic hook, so it must not panic itself.
pub fn show_fatal(message: &str) {
    web_sys::console::error_1(&JsValue::from_str(message));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let banner = match document.get_element_by_id("fatal") {
        Some(element) => element,
        None => {
            let Ok(element) = document.create_element("div") else {
                return;
            };
            element.set_id("fatal");
            let _ = element.set_attribute("role", "alert");
            if let Some(body) = document.body() {
                let _ = body.prepend_with_node_1(&element);
            }
            element
        }
    };
    banner.set_text_content(Some(message));
}
