//! The few things the explorer asks of the browser: the URL, history entries, the clipboard,
//! and fetching files relative to the page. Every failure comes back as a message, never a
//! panic, so the page keeps working when an API is missing.
//!
//! It imports no other module of the explorer: every module may use it.

use wasm_bindgen::{JsCast, JsValue};

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

/// Fetches `url` (relative to the page) and returns its bytes, or a one-line reason.
pub async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
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

/// The page's element with this id, if any.
pub fn element_by_id(id: &str) -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
}

/// The text of the page's element with this id, as UTF-8, or None without such an element.
///
/// Encoded by the browser's `TextEncoder`: handing the text over as a Rust `String` would copy
/// it a character at a time in JavaScript, about 10 ms for the page's data.
pub fn element_text_utf8(id: &str) -> Option<Vec<u8>> {
    let element = element_by_id(id)?;
    let text = js_sys::Reflect::get(&element, &JsValue::from_str("textContent")).ok()?;
    Some(Utf8Encoder::new().encode(&text).to_vec())
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The browser's `TextEncoder`, taking the text as a JavaScript value (`web_sys`'s takes a
    /// Rust `&str`).
    #[wasm_bindgen(js_name = TextEncoder)]
    type Utf8Encoder;
    #[wasm_bindgen(constructor, js_class = "TextEncoder")]
    fn new() -> Utf8Encoder;
    #[wasm_bindgen(method, js_class = "TextEncoder")]
    fn encode(this: &Utf8Encoder, text: &JsValue) -> js_sys::Uint8Array;
}

/// Removes `class` from the page's root element (`<html>`).
pub fn remove_root_class(class: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        // A refused change leaves the class, which only hides a stale answer.
        let _ = root.class_list().remove_1(class);
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
