//! The explorer's components and the small helpers they share.

pub mod charts;
pub mod chrome;
pub mod compare;
pub mod controls;
pub mod header;
pub mod ranked;
pub mod raw;
pub mod results;
pub mod run_info;

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// `value` as it was one task ago: a component showing it re-renders in the task after a
/// change instead of during it, so what a control change must update at once (the ranked
/// table) is not held up; a burst of changes (a slider drag) renders only its last value.
/// `None` until the first value has been shown.
#[hook]
pub fn use_deferred<T: Clone + PartialEq + 'static>(value: T) -> Option<T> {
    let shown = use_state_eq(|| None::<T>);
    let pending = use_mut_ref(|| None::<gloo_timers::callback::Timeout>);
    {
        let shown = shown.setter();
        use_effect_with(value, move |value| {
            let value = value.clone();
            // Replacing the pending timeout cancels it.
            *pending.borrow_mut() = Some(gloo_timers::callback::Timeout::new(0, move || {
                shown.set(Some(value))
            }));
        });
    }
    (*shown).clone()
}

/// Calls `on_input` with the element's value on each of its `input` events, listening on the
/// element itself. Yew's `oninput` goes through its event delegation instead: a capture
/// listener at the app's root that, for every input event anywhere in the page, looks for
/// handlers on each ancestor of the target before any handler runs (about 0.1 ms per event
/// here, on each step of a slider drag). With no `oninput` in the app, Yew never installs it.
#[hook]
pub fn use_input_listener(input: NodeRef, on_input: Callback<String>) {
    let latest = use_mut_ref(|| on_input.clone());
    *latest.borrow_mut() = on_input;
    use_effect_with(input, move |input| {
        let listener = input.cast::<web_sys::HtmlInputElement>().map(|element| {
            let target = element.clone();
            gloo_events::EventListener::new(&element, "input", move |_| {
                // Cloned out first: the callback may re-render the component that holds it.
                let on_input = latest.borrow().clone();
                on_input.emit(target.value());
            })
        });
        move || drop(listener)
    });
}

/// The current value of the `<input>` or `<select>` an event came from ("" if neither).
pub fn event_value(event: &Event) -> String {
    let Some(target) = event.target() else {
        return String::new();
    };
    if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        input.value()
    } else if let Some(select) = target.dyn_ref::<web_sys::HtmlSelectElement>() {
        select.value()
    } else {
        String::new()
    }
}

/// How a crate is named in the tables: its id, followed by its crates.io name when that
/// differs (`bincode2 (bincode)`); the name and version its link is built from.
pub struct CrateName<'f> {
    /// What the reader sees.
    pub label: String,
    /// The crates.io name (the id when the run does not describe the crate).
    pub name: &'f str,
    /// The version measured, when the run describes the crate.
    pub version: Option<&'f str>,
}

/// See [`CrateName`].
pub fn crate_name<'f>(file: &'f schema::ResultsFile, crate_id: &'f str) -> CrateName<'f> {
    let info = file.crates.get(crate_id);
    CrateName {
        label: match info {
            Some(info) if info.name != crate_id => format!("{crate_id} ({})", info.name),
            _ => crate_id.to_owned(),
        },
        name: info.map_or(crate_id, |i| i.name.as_str()),
        version: info.map(|i| i.version.as_str()),
    }
}

/// The crate's crates.io page for `version`, only when both pass the schema's validation (so
/// no data-controlled text ever becomes a URL).
pub fn crate_page(name: &str, version: Option<&str>) -> Option<String> {
    version
        .filter(|v| schema::is_valid_crate_name(name) && schema::validate::is_valid_version(v))
        .map(|version| format!("https://crates.io/crates/{name}/{version}"))
}

/// A link to the crate's crates.io page (see [`crate_page`]); otherwise plain text.
pub fn crate_link(name: &str, version: Option<&str>, label: &str) -> Html {
    match crate_page(name, version) {
        Some(href) => html! {
            <a href={href} rel="noopener">{ label.to_owned() }</a>
        },
        None => html! { <span>{ label.to_owned() }</span> },
    }
}
