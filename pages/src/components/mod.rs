//! The explorer's components and the small helpers they share.
//!
//! Components import the view's types from [`crate::state`], their texts and markup from
//! [`crate::markup`] and the pure modules below them, never [`crate::app`], which renders them.

pub mod charts;
pub mod chrome;
pub mod compare;
pub mod controls;
pub mod device;
pub mod header;
pub mod ranked;
pub mod raw;
pub mod results;
pub mod run_info;

use crate::choices::UrlName;
use crate::markup::crate_page;
use crate::state::{change, Navigate, Step};
use crate::url_state::ViewState;
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

/// A `<select>` of every choice of `T`, each shown by its `label`, with `current` selected;
/// picking one changes the view by `apply` (a history entry of its own).
pub fn choice_select<T: UrlName>(
    current: T,
    label: fn(T) -> &'static str,
    aria_label: Option<String>,
    navigate: &Navigate,
    apply: fn(&mut ViewState, T),
) -> Html {
    let onchange = {
        let navigate = navigate.clone();
        Callback::from(move |event: Event| {
            if let Some(picked) = T::from_url_name(&event_value(&event)) {
                navigate.emit(change(Step::Discrete, move |next| apply(next, picked)));
            }
        })
    };
    let options = T::all()
        .into_iter()
        .map(|choice| (choice.url_name(), label(choice), choice == current));
    select_of(options.collect(), aria_label, onchange)
}

/// The markup of [`choice_select`], apart so that each type of choice does not carry a copy.
fn select_of(
    options: Vec<(&'static str, &'static str, bool)>,
    aria_label: Option<String>,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <select {onchange} aria-label={aria_label}>
            { for options.into_iter().map(|(value, label, selected)| html! {
                <option {value} {selected}>{ label }</option>
            }) }
        </select>
    }
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
