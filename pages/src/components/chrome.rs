//! Everything above the results: the header (title, run picker, "copy link"), the notices and
//! the controls.

use crate::components::controls::Controls;
use crate::components::header::{Header, Notices};
use crate::state::{Load, Navigate, Run, Shared};
use crate::url_state::{Notice, ViewState};
use schema::Manifest;
use yew::prelude::*;

/// Properties of [`Chrome`].
#[derive(Properties, PartialEq)]
pub struct ChromeProps {
    /// The list of runs.
    pub manifest: Load<Manifest>,
    /// Current view.
    pub view: ViewState,
    /// URL parameters that were ignored.
    pub notices: Vec<Notice>,
    /// Hides the URL notices.
    pub on_dismiss: Callback<()>,
    /// Changes the view.
    pub navigate: Navigate,
    /// The run shown, when loaded (for its datasets and encoding families).
    pub run: Option<Shared<Run>>,
}

/// The header, the notices and the controls.
#[function_component(Chrome)]
pub fn chrome(props: &ChromeProps) -> Html {
    html! {
        <>
            <Header manifest={props.manifest.clone()} run={props.view.run.clone()} navigate={props.navigate.clone()} />
            <Notices notices={props.notices.clone()} manifest={props.manifest.clone()} on_dismiss={props.on_dismiss.clone()} />
            <Controls view={props.view.clone()} navigate={props.navigate.clone()} run={props.run.clone()} />
        </>
    }
}
