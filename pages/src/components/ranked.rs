//! The ranked table: every crate's messages per second under the controls, best first.
//!
//! Yew renders its frame (headings, footnotes); its rows are kept in the DOM by
//! [`RankedBody`], outside Yew's virtual DOM, so that a bandwidth input costs a few DOM writes
//! per crate and need not wait for a render at all ([`DirectRanking`]).

use crate::browser;
use crate::markup::{announcement, headings, tied_footnote, ESTIMATED_FOOTNOTE, TITLE};
use crate::ranking;
use crate::rows::{RankedBody, RANKED_ID};
use crate::state::Shared;
use crate::url_state::ViewState;
use schema::model::{Costs, Params, Row};
use schema::ResultsFile;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// Properties of [`RankedTable`].
#[derive(Properties, PartialEq)]
pub struct RankedProps {
    /// The run (for crate names and versions).
    pub file: Shared<ResultsFile>,
    /// The model's rows, best first.
    pub rows: Shared<Vec<Row>>,
    /// The model's costs the rows were ranked from, and the parameters they were computed for.
    pub costs: (Shared<Costs>, Rc<Params>),
    /// Where the table offers to show a view's ranking without a render (see [`DirectRanking`]).
    pub direct: DirectRanking,
    /// What one message is called (`updates`, `logs`, …).
    pub unit: &'static str,
}

/// Shows a view's ranking in the kept rows at once, without a render, when the view differs
/// from the one rendered only in what re-ranking covers (bandwidth, cores, crate filter):
/// during a slider drag the table then follows each input in the input's own task, and the
/// rest of the page (a render of the whole app) comes one task later. The ranked table
/// installs the way to do it while it is on the page; [`DirectRanking::show`] says whether it
/// could.
#[derive(Clone, Default)]
pub struct DirectRanking(Rc<RefCell<Option<DirectShow>>>);

type DirectShow = Box<dyn Fn(&ViewState) -> bool>;

impl PartialEq for DirectRanking {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl DirectRanking {
    /// Shows `view`'s ranking now; `false` (nothing changed) when that takes a render: no
    /// ranked table on the page, other costs (dataset, mode, codecs, …), or no row to show.
    pub fn show(&self, view: &ViewState) -> bool {
        self.0.borrow().as_ref().is_some_and(|show| show(view))
    }

    fn install(&self, show: DirectShow) {
        *self.0.borrow_mut() = Some(show);
    }

    fn remove(&self) {
        self.0.borrow_mut().take();
    }
}

/// Crate, best codec, messages per second, relative bar, bottleneck, estimate marker.
#[function_component(RankedTable)]
pub fn ranked_table(props: &RankedProps) -> Html {
    let tbody = use_node_ref();
    let status = use_node_ref();
    let body = use_mut_ref(|| None::<RankedBody>);
    let announcer = use_mut_ref(Announcer::default);
    {
        let tbody = tbody.clone();
        let body = body.clone();
        let status = status.clone();
        let announcer = announcer.clone();
        let unit = props.unit;
        use_effect_with(
            (props.file.clone(), props.rows.clone()),
            move |(file, rows)| {
                if let Some(element) = tbody.cast::<Element>() {
                    let mut body = body.borrow_mut();
                    // A new run (other crate descriptions) or a new <tbody> starts over.
                    let reusable = body.as_ref().is_some_and(|b| b.shows(&file.0, &element));
                    if !reusable {
                        *body = RankedBody::new(element, file.0.clone());
                    }
                    if let Some(body) = body.as_mut() {
                        match body.show(rows) {
                            Ok(()) => announcer.borrow_mut().shown(&status, file, rows, unit),
                            Err(error) => {
                                web_sys::console::error_2(&"ranked table:".into(), &error)
                            }
                        }
                        if !reusable {
                            browser::mark("ranked-shown");
                        }
                    }
                } else {
                    // No rows to keep (the "no crate" notice is shown instead).
                    body.borrow_mut().take();
                }
            },
        );
    }
    {
        let direct = props.direct.clone();
        let status = status.clone();
        let unit = props.unit;
        let announcer = announcer.clone();
        use_effect_with(
            (props.file.clone(), props.costs.clone()),
            move |(file, (costs, params))| {
                let (file, costs, params) = (file.clone(), costs.clone(), params.clone());
                direct.install(Box::new(move |view| {
                    if ranking::cost_params(view) != *params {
                        return false;
                    }
                    let Ok(rows) = ranking::ranked_from(&costs, &file, view) else {
                        return false;
                    };
                    let mut body = body.borrow_mut();
                    match body.as_mut() {
                        Some(body) if !rows.is_empty() && Rc::ptr_eq(body.file(), &file.0) => {
                            let shown = body.show(&rows).is_ok();
                            if shown {
                                announcer.borrow_mut().shown(&status, &file, &rows, unit);
                            }
                            shown
                        }
                        _ => false,
                    }
                }));
                move || direct.remove()
            },
        );
    }
    if props.rows.is_empty() {
        return html! {
            <section id={RANKED_ID}>
                <h2>{ TITLE }</h2>
                <p class="empty">{ "No crate has the figures this mode needs, or none matches the filter." }</p>
            </section>
        };
    }
    let any_estimated = props.rows.iter().any(|row| row.estimated);
    let any_interval = props.rows.iter().any(|row| row.interval.is_some());
    html! {
        <section id={RANKED_ID}>
            <h2>{ TITLE }</h2>
            <div class="table-scroll">
            <table class="ranked">
                <thead>
                    <tr>
                        { for headings(props.unit).into_iter().map(|(text, numeric)| html! {
                            <th scope="col" class={numeric.then_some("num")}>{ text }</th>
                        }) }
                    </tr>
                </thead>
                // Filled by `RankedBody`; Yew leaves children it did not create alone.
                <tbody ref={tbody}></tbody>
            </table>
            </div>
            // What changed, said to screen readers (see `Announcer`); hidden on screen.
            <p class="visually-hidden" role="status" ref={status}></p>
            if any_estimated {
                <p class="footnote">{ ESTIMATED_FOOTNOTE }</p>
            }
            if any_interval {
                <p class="footnote">{ tied_footnote(props.unit) }</p>
            }
        </section>
    }
}

/// Says the ranking's new leader to screen readers, in the `role="status"` line under the
/// table, once the controls have rested for [`ANNOUNCE_AFTER_MS`]: during a slider drag a
/// reader would otherwise queue a sentence per step. The first ranking shown is not said
/// (a reader reads the page then).
#[derive(Default)]
struct Announcer {
    /// False until the first ranking has been shown.
    armed: bool,
    /// The sentence waiting for the controls to rest (dropping it cancels it).
    pending: Option<gloo_timers::callback::Timeout>,
}

/// How long the ranking must stay unchanged before it is announced.
const ANNOUNCE_AFTER_MS: u32 = 700;

impl Announcer {
    /// `rows` of `file` are now in the table.
    fn shown(&mut self, status: &NodeRef, file: &ResultsFile, rows: &[Row], unit: &str) {
        if !std::mem::replace(&mut self.armed, true) {
            return;
        }
        let (Some(element), Some(sentence)) =
            (status.cast::<Element>(), announcement(file, rows, unit))
        else {
            return;
        };
        self.pending = Some(gloo_timers::callback::Timeout::new(
            ANNOUNCE_AFTER_MS,
            move || {
                // The same sentence again (steps that changed nothing said) is not said twice.
                if element.text_content().as_deref() != Some(sentence.as_str()) {
                    element.set_text_content(Some(&sentence));
                }
            },
        ));
    }
}
