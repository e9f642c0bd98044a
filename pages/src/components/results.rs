//! Everything shown about one loaded run: ranked table, charts, raw and zero-copy tables,
//! comparison with a baseline, run information and footnotes.

use crate::components::charts::Charts;
use crate::components::compare::CompareView;
use crate::components::ranked::RankedTable;
use crate::components::raw::{RawTableView, TableView};
use crate::components::run_info::{Footnotes, RunInfo};
use crate::ranking;
use crate::state::{Load, Navigate, Shared};
use crate::tables;
use crate::url_state::ViewState;
use schema::{FigureKind, Manifest, ResultsFile};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`ResultsView`].
#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    /// The run shown, with the figures of the view's dataset only (none when the run has no
    /// such dataset).
    pub file: Shared<ResultsFile>,
    /// The names of the run's datasets.
    pub datasets: Rc<[String]>,
    /// Current view.
    pub view: ViewState,
    /// Changes the view.
    pub navigate: Navigate,
    /// The list of runs (for the baseline picker).
    pub manifest: Shared<Manifest>,
    /// The run's name in the manifest.
    pub run: Option<String>,
    /// The baseline run's name and state, when one is picked.
    pub baseline: Option<(String, Load<ResultsFile>)>,
}

/// One run, every view of it.
#[function_component(ResultsView)]
pub fn results_view(props: &ResultsProps) -> Html {
    let view = &props.view;
    let info = schema::dataset(&view.dataset);
    let unit = info.map(|d| d.message_name).unwrap_or("messages");
    let description = info.map(|d| d.description).unwrap_or_default();

    // The model in two steps: the costs change with the dataset, mode, codecs and variant
    // policy; a bandwidth or cores step only re-ranks them (microseconds).
    let costs = use_memo(
        (props.file.clone(), ranking::cost_params(view)),
        |(file, params)| schema::model::costs(file, params).map_err(|e| e.to_string()),
    );
    let ranked = use_memo(
        (Shared(costs.clone()), props.file.clone(), view.clone()),
        |(costs, file, view)| match &**costs {
            Ok(costs) => ranking::ranked_from(costs, file, view)
                .map(|rows| Shared(Rc::new(rows)))
                .map_err(|e| e.to_string()),
            Err(why) => Err(why.clone()),
        },
    );

    // Everything below the ranking is built one task later, so the ranking (what a visitor
    // reads first) appears without waiting for the charts and the raw tables' thousands of
    // cells.
    let below_ready = use_state(|| false);
    {
        let below_ready = below_ready.clone();
        use_effect_with((), move |_| {
            let timer = gloo_timers::callback::Timeout::new(0, move || below_ready.set(true));
            move || drop(timer)
        });
    }

    if !props.file.datasets.contains_key(&view.dataset) {
        let available: Vec<&str> = props.datasets.iter().map(String::as_str).collect();
        return html! {
            <>
                <div class="notice" role="status">
                    { format!("This run has no figures for the {} dataset; it has: {}.",
                        view.dataset, available.join(", ")) }
                </div>
                <RunInfo file={props.file.clone()} />
            </>
        };
    }

    let set_aside = use_memo(
        (props.file.clone(), ranking::cost_params(view)),
        |(file, params)| schema::model::set_aside(file, params),
    );
    let ranked_section = match &*ranked {
        Ok(rows) => html! {
            <>
                <RankedTable file={props.file.clone()} rows={rows.clone()} unit={unit} />
                if !set_aside.is_empty() {
                    <details class="set-aside">
                        <summary>{ format!("{} variants not ranked with the primaries, each with why", set_aside.len()) }</summary>
                        <ul>
                            { for set_aside.iter().map(|left| html! {
                                <li><strong>{ format!("{} {}", left.crate_id, left.variant) }</strong>{ format!(": {}", left.why) }</li>
                            }) }
                        </ul>
                        <p class="footnote">{ "“rank other work too” (Crates, above) ranks them." }</p>
                    </details>
                }
                // The charts (below the ranking, out of the first screen) come with the tables.
                if *below_ready {
                    <Charts rows={rows.clone()} unit={unit} mode={view.mode} />
                }
            </>
        },
        Err(why) => {
            html! { <div class="error" role="alert">{ format!("The model could not run: {why}") }</div> }
        }
    };

    html! {
        <>
            <p class="dataset-description">{ format!("{}: {description}.", view.dataset) }</p>
            { ranked_section }
            if *below_ready {
                <BelowRanking
                    file={props.file.clone()}
                    view={TableView::of(view)}
                    kind={view.raw}
                    compare_all={view.compare_all}
                    unit={unit}
                    navigate={props.navigate.clone()}
                    manifest={props.manifest.clone()}
                    run={props.run.clone()}
                    baseline={props.baseline.clone()}
                />
            } else {
                <p class="loading">{ "Preparing the tables…" }</p>
            }
        </>
    }
}

/// Properties of [`BelowRanking`]: only what the tables use, so a change of the model's
/// controls (bandwidth, cores, …) does not re-render them.
#[derive(Properties, PartialEq)]
struct BelowProps {
    file: Shared<ResultsFile>,
    view: TableView,
    kind: FigureKind,
    compare_all: bool,
    unit: &'static str,
    navigate: Navigate,
    manifest: Shared<Manifest>,
    run: Option<String>,
    baseline: Option<(String, Load<ResultsFile>)>,
}

/// Raw and zero-copy tables, comparison, run information and footnotes.
#[function_component(BelowRanking)]
fn below_ranking(props: &BelowProps) -> Html {
    let dataset = &props.view.dataset;
    let kind = props.kind;
    let raw_columns = use_memo(kind, |kind| tables::raw_columns(*kind));
    let zero_copy_columns = use_memo((), |_| tables::zero_copy_columns());
    html! {
        <>
            <RawTableView
                id="raw"
                title={format!("Raw figures: {dataset}")}
                file={props.file.clone()}
                view={props.view.clone()}
                navigate={props.navigate.clone()}
                columns={raw_columns}
                empty_text="No crate matches the filter."
                kind={kind}
            />
            <RawTableView
                id="zero-copy"
                title={format!("Zero-copy access: {dataset}")}
                file={props.file.clone()}
                view={props.view.clone()}
                navigate={props.navigate.clone()}
                columns={zero_copy_columns}
                empty_text="No crate in this run (matching the filter) offers zero-copy access."
            />
            <CompareView
                file={props.file.clone()}
                run={props.run.clone()}
                view={props.view.clone()}
                all={props.compare_all}
                navigate={props.navigate.clone()}
                manifest={props.manifest.clone()}
                baseline={props.baseline.clone()}
            />
            <RunInfo file={props.file.clone()} />
            <Footnotes unit={props.unit} />
        </>
    }
}
