//! The ranked table: every crate's messages per second under the controls, best first. The
//! one writer of a ranked row: the build renders it into the page and the app hydrates it.

use crate::components::crate_link;
use crate::markup::{
    announcement, bottleneck_class, crate_name, headings, ranks, tied_footnote, tied_title,
    RowTexts, ESTIMATED_FOOTNOTE, ESTIMATED_TITLE, TITLE,
};
use crate::state::Shared;
use schema::model::Row;
use schema::rank::Rank;
use schema::ResultsFile;
use web_sys::Element;
use yew::prelude::*;

/// The ranked section's element id (the page's script and the tests find the ranking by it).
pub const RANKED_ID: &str = "ranked";

/// Properties of [`RankedTable`].
#[derive(Properties, PartialEq)]
pub struct RankedProps {
    /// The run (for crate names and versions).
    pub file: Shared<ResultsFile>,
    /// The model's rows, best first.
    pub rows: Shared<Vec<Row>>,
    /// What one message is called (`updates`, `logs`, …).
    pub unit: &'static str,
}

/// Crate, messages per second (with the estimate marker), relative bar, best codec,
/// bottleneck, wire bytes and CPU time.
#[function_component(RankedTable)]
pub fn ranked_table(props: &RankedProps) -> Html {
    let status = use_node_ref();
    let announcer = use_mut_ref(Announcer::default);
    {
        let (status, announcer, unit) = (status.clone(), announcer.clone(), props.unit);
        use_effect_with(
            (props.file.clone(), props.rows.clone()),
            move |(file, rows)| {
                announcer.borrow_mut().shown(&status, file, rows, unit);
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
    let file = &props.file;
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
                <tbody>
                    { for ranks(&props.rows).into_iter().zip(props.rows.iter()).map(|(rank, row)| ranked_row(file, rank, row)) }
                </tbody>
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

/// One ranked row, keyed by crate and variant so that a new order moves rows instead of
/// rewriting them.
fn ranked_row(file: &ResultsFile, rank: Rank, row: &Row) -> Html {
    let shown = RowTexts::of(rank, row);
    let name = crate_name(file, &row.crate_id);
    let key = format!("{}/{}", row.crate_id, row.variant.as_deref().unwrap_or(""));
    html! {
        <tr key={key}>
            <td class="num" title={shown.tied.then(tied_title)}>{ shown.rank }</td>
            <td>
                { crate_link(name.name, name.version, &name.label) }
                if let Some(version) = name.version {
                    <span class="version">{ format!(" {version}") }</span>
                }
                if let Some(variant) = &shown.variant {
                    <em class="variant">{ format!(" {variant}") }</em>
                }
            </td>
            <td class="num">
                { shown.rate }
                if shown.estimated {
                    <span class="estimated" title={ESTIMATED_TITLE}>{ "*" }</span>
                }
            </td>
            <td class="relative"><span class="track" style={shown.bar_style}></span>{ shown.percent }</td>
            <td>{ shown.codec }</td>
            <td class={bottleneck_class(shown.bottleneck)}>{ shown.bottleneck.name() }</td>
            <td class="num">{ shown.wire }</td>
            <td class="num">{ shown.cpu }</td>
        </tr>
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
