//! Everything above the results: the header (title, run picker, "copy link"), the notices and
//! the controls. The app renders it, and the build renders the same component for the bare
//! address's view into the page ([`crate::first_view::FirstView::with_chrome`]), so that the
//! page's first paint already stands as the app will.

use crate::app::{Load, Navigate, Run, Shared};
use crate::components::controls::Controls;
use crate::components::header::{Header, Notices};
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
    /// The build's copy, written into the page before the app runs: its controls do nothing,
    /// so they are `inert` (neither focused, clicked nor announced), while its heading stays
    /// readable to everyone. The app's own chrome leaves this false.
    #[prop_or_default]
    pub inert_controls: bool,
}

/// The header, the notices and the controls.
#[function_component(Chrome)]
pub fn chrome(props: &ChromeProps) -> Html {
    html! {
        <>
            <Header manifest={props.manifest.clone()} run={props.view.run.clone()} navigate={props.navigate.clone()}
                inert_controls={props.inert_controls} />
            <Notices notices={props.notices.clone()} manifest={props.manifest.clone()} on_dismiss={props.on_dismiss.clone()} />
            <Controls view={props.view.clone()} navigate={props.navigate.clone()} run={props.run.clone()}
                inert_controls={props.inert_controls} />
        </>
    }
}
