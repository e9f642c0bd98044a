//! The explorer's components and the small helpers they share.

pub mod charts;
pub mod compare;
pub mod controls;
pub mod header;
pub mod ranked;
pub mod raw;
pub mod results;
pub mod run_info;

use wasm_bindgen::JsCast;
use yew::prelude::*;

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

/// A link to the crate's crates.io page for `version`, only when both pass the schema's
/// validation (so no data-controlled text ever becomes a URL); otherwise plain text.
pub fn crate_link(name: &str, version: Option<&str>, label: &str) -> Html {
    let link = version
        .filter(|v| schema::is_valid_crate_name(name) && schema::validate::is_valid_version(v));
    match link {
        Some(version) => html! {
            <a href={format!("https://crates.io/crates/{name}/{version}")} rel="noopener">{ label.to_owned() }</a>
        },
        None => html! { <span>{ label.to_owned() }</span> },
    }
}
