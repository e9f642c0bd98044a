//! Page header (title, run picker, "copy link") and the notice area.

use crate::browser;
use crate::components::event_value;
use crate::state::{change, Load, Navigate, Step};
use crate::url_state::Notice;
use schema::{Manifest, ManifestEntry};
use yew::prelude::*;

/// Properties of [`Header`].
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The list of runs.
    pub manifest: Load<Manifest>,
    /// The run shown.
    pub run: Option<String>,
    /// Changes the view.
    pub navigate: Navigate,
}

/// Title, run picker and the "copy link" button.
#[function_component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let picker = match &props.manifest {
        Load::Ready(manifest) if !manifest.runs.is_empty() => {
            let on_change = {
                let navigate = props.navigate.clone();
                Callback::from(move |event: Event| {
                    let run = event_value(&event);
                    navigate.emit(change(Step::Discrete, move |next| {
                        if next.baseline.as_deref() == Some(run.as_str()) {
                            next.baseline = None;
                        }
                        next.run = Some(run);
                    }));
                })
            };
            html! {
                <label class="run-picker">
                    { "Run " }
                    <select onchange={on_change} aria-label="Run">
                        { for manifest.runs.iter().map(|entry| {
                            let selected = props.run.as_deref() == Some(entry.file.as_str());
                            html! {
                                <option value={entry.file.clone()} selected={selected}>
                                    { run_label(entry) }
                                </option>
                            }
                        }) }
                    </select>
                </label>
            }
        }
        _ => html! {},
    };
    html! {
        <header class="top">
            <h1>{ "Rust serialization benchmark" }</h1>
            { picker }
            <CopyLink />
        </header>
    }
}

/// One line per run: date, origin, profile, machine, what a wasm run ran in, and rustc.
pub fn run_label(entry: &ManifestEntry) -> String {
    let mut parts = vec![entry.started_at.clone(), entry.origin.clone()];
    parts.extend(entry.profile.clone());
    parts.extend(entry.machine.clone());
    parts.extend(entry.wasm.clone());
    parts.extend(entry.rustc.clone());
    parts.push(format!("{} crates", entry.crates));
    parts.join(" · ")
}

/// Copies the page's address, which holds the whole view.
#[function_component(CopyLink)]
fn copy_link() -> Html {
    let status = use_state(String::new);
    let on_click = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let href = browser::current_href();
                status.set(match browser::copy_text(&href).await {
                    Ok(()) => "Link copied".to_owned(),
                    Err(why) => format!("Could not copy ({why}); copy the address bar instead"),
                });
            });
        })
    };
    html! {
        <span class="copy-link">
            <button type="button" onclick={on_click}>{ "Copy link" }</button>
            <span class="status" aria-live="polite">{ (*status).clone() }</span>
        </span>
    }
}

/// Properties of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// URL parameters that were ignored.
    pub notices: Vec<Notice>,
    /// The list of runs (its failure is reported here).
    pub manifest: Load<Manifest>,
    /// Hides the URL notices.
    pub on_dismiss: Callback<()>,
}

/// Ignored URL parameters and a failed manifest, as visible messages.
#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    let manifest_error = match &props.manifest {
        Load::Failed(why) => html! {
            <div class="error" role="alert">
                <strong>{ "The list of runs could not be loaded. " }</strong>{ why.to_string() }
            </div>
        },
        Load::Ready(manifest) if manifest.runs.is_empty() => html! {
            <div class="error" role="alert">{ "index.json lists no runs yet." }</div>
        },
        _ => html! {},
    };
    let url = if props.notices.is_empty() {
        html! {}
    } else {
        html! {
            <div class="notice" role="status">
                <strong>{ "Some of the link's settings were not understood; defaults are used:" }</strong>
                <ul>{ for props.notices.iter().map(|n| html! { <li>{ n.to_string() }</li> }) }</ul>
                <button type="button" onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ "Dismiss" }</button>
            </div>
        }
    };
    html! { <>{ manifest_error }{ url }</> }
}
