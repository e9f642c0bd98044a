//! "Compare runs": a baseline picker and, per crate, the change of each operation in percent,
//! with changes inside the confidence intervals marked as noise.

use crate::choices::RawColumn;
use crate::components::event_value;
use crate::components::header::run_label;
use crate::components::raw::TableView;
use crate::state::{change, Load, Navigate, Shared, Step};
use crate::tables::{self, CrateFilter};
use schema::compare::{
    busy_machine_notice, different_machines_notice, Change, CompareRow, Significance,
};
use schema::display;
use schema::{Manifest, ResultsFile};
use std::collections::BTreeSet;
use yew::prelude::*;

/// Properties of [`CompareView`].
#[derive(Properties, PartialEq)]
pub struct CompareProps {
    /// The run shown.
    pub file: Shared<ResultsFile>,
    /// Its name in the manifest.
    pub run: Option<String>,
    /// Dataset and filter.
    pub view: TableView,
    /// Whether every row is listed, not only those with a change that stands out.
    pub all: bool,
    /// Changes the view (baseline, every row or not).
    pub navigate: Navigate,
    /// The list of runs.
    pub manifest: Shared<Manifest>,
    /// The baseline's name and state, when one is picked.
    pub baseline: Option<(String, Load<ResultsFile>)>,
}

/// Baseline picker and comparison table.
#[function_component(CompareView)]
pub fn compare_view(props: &CompareProps) -> Html {
    let on_pick = {
        let navigate = props.navigate.clone();
        Callback::from(move |event: Event| {
            let value = event_value(&event);
            navigate.emit(change(Step::Discrete, move |next| {
                next.baseline = (!value.is_empty()).then_some(value);
            }))
        })
    };
    let picked = props.baseline.as_ref().map(|(name, _)| name.as_str());
    let picker = html! {
        <label>
            { "Baseline run " }
            <select onchange={on_pick} aria-label="Baseline run">
                <option value="" selected={picked.is_none()}>{ "none (no comparison)" }</option>
                { for props.manifest.runs.iter()
                    .filter(|entry| Some(entry.file.as_str()) != props.run.as_deref())
                    .map(|entry| html! {
                        <option value={entry.file.clone()} selected={picked == Some(entry.file.as_str())}>
                            { run_label(entry) }
                        </option>
                    }) }
            </select>
        </label>
    };
    let body = match &props.baseline {
        None => html! {},
        Some((_, Load::Loading)) => html! { <p class="loading">{ "Loading the baseline…" }</p> },
        Some((_, Load::Failed(why))) => html! {
            <div class="error" role="alert">
                <strong>{ "The baseline could not be loaded. " }</strong>{ why.to_string() }
            </div>
        },
        Some((_, Load::Ready(baseline))) => html! {
            <>
                if let Some(notice) = busy_machine_notice(&props.file, baseline) {
                    <div class="notice">{ notice }</div>
                }
                if let Some(notice) = different_machines_notice(&props.file, baseline, &props.view.dataset) {
                    <div class="notice">{ notice }</div>
                }
                if let Some(machines) = dataset_machines(&props.file, baseline, &props.view.dataset) {
                    <p class="machines">{ machines }</p>
                }
                { comparison_table(&props.file, baseline, &props.view, props.all, &props.navigate) }
            </>
        },
    };
    html! {
        <section id="compare">
            <h2>{ "Compare runs" }</h2>
            { picker }
            { body }
        </section>
    }
}

/// The machines that measured `dataset` in the two runs, when either run measured its
/// datasets on different machines (shards by dataset): then the run's machine is not the
/// dataset's.
fn dataset_machines(file: &ResultsFile, baseline: &ResultsFile, dataset: &str) -> Option<String> {
    if !file.machines_differ() && !baseline.machines_differ() {
        return None;
    }
    let (now, then) = (
        file.environment_of(dataset).machine_summary(),
        baseline.environment_of(dataset).machine_summary(),
    );
    Some(if now == then {
        format!("Both runs measured {dataset} on {now}.")
    } else {
        format!("This run measured {dataset} on {now}; the baseline on {then}.")
    })
}

/// The changes of each crate (and variant) in both runs: without `all`, only the rows with a
/// change that stands out ([`Change::stands_out`]) or a new release of the crate.
fn comparison_table(
    file: &ResultsFile,
    baseline: &ResultsFile,
    view: &TableView,
    all: bool,
    navigate: &Navigate,
) -> Html {
    let (Some(current), Some(before)) = (
        file.datasets.get(&view.dataset),
        baseline.datasets.get(&view.dataset),
    ) else {
        return html! { <p class="empty">{ format!("The baseline has no figures for {}.", view.dataset) }</p> };
    };
    let filter = CrateFilter {
        search: &view.search,
        families: &view.families,
    };
    let comparison = tables::compare(file, current, baseline, before, filter);
    let new_releases = comparison.rows.iter().any(|row| row.versions.is_some());
    let worth_a_look = |row: &&CompareRow| {
        row.versions.is_some() || row.changes.iter().flatten().any(Change::stands_out)
    };
    let outstanding: Vec<&CompareRow> = comparison.rows.iter().filter(worth_a_look).collect();
    // A variant's row comes with its crate's, which names the crate.
    let crates: BTreeSet<&str> = outstanding.iter().map(|row| row.crate_id).collect();
    let rows: Vec<&CompareRow> = if all {
        comparison.rows.iter().collect()
    } else {
        comparison
            .rows
            .iter()
            .filter(|row| {
                crates.contains(row.crate_id) && (row.variant.is_none() || worth_a_look(row))
            })
            .collect()
    };
    let every_row = {
        let navigate = navigate.clone();
        Callback::from(move |_: MouseEvent| {
            navigate.emit(change(Step::Discrete, |next| {
                next.compare_all = !next.compare_all
            }))
        })
    };
    let sizes_notice = comparison.sizes_notice();
    let listed = |label: &str, crates: &[&str]| {
        if crates.is_empty() {
            html! {}
        } else {
            html! { <p class="footnote">{ format!("{label}: {}", crates.join(", ")) }</p> }
        }
    };
    html! {
        <>
            if let Some(notice) = sizes_notice {
                <div class="notice">{ notice }</div>
            }
            <p class="footnote">
                { "Change from the baseline to this run; negative is faster or smaller. " }
                <span class="noise">{ "≈ grey" }</span>{ ": the change may be noise (the confidence intervals overlap, or it is within the run-to-run spread). " }
                { "?: a run recorded no confidence interval, so noise cannot be ruled out." }
                if let Some(spread) = comparison.spread {
                    { format!(
                        " Run to run, this comparison's timings changed by {} (median); a change within {:.1} points of that counts as noise: three robust standard deviations of all its timing changes (two runs of the same code differ by more than one run's confidence intervals say).",
                        display::change_percent(spread.median),
                        spread.half_width,
                    ) }
                }
                if new_releases {
                    { " Versions beside a crate's name: the runs measured different releases of it (baseline → this run), so its changes may be the crate's own." }
                }
            </p>
            if !comparison.rows.is_empty() {
                <label class="inline">
                    <input type="checkbox" checked={all} onclick={every_row} />
                    { format!(" every row ({} of {} have a change that stands out or a new release)",
                        outstanding.len(), comparison.rows.len()) }
                </label>
            }
            if comparison.rows.is_empty() {
                <p class="empty">{ "No crate of this run is in the baseline (with the filter applied)." }</p>
            } else if rows.is_empty() {
                <p class="empty">{ "No change stands out of the noise." }</p>
            } else {
                <div class="scroll">
                    <table class="compare">
                        <thead>
                            <tr>
                                <th scope="col">{ "crate" }</th>
                                { for comparison.metrics.iter().map(|c| html! {
                                    <th scope="col" class="num">{ tables::column_label(RawColumn::from(*c)) }</th>
                                }) }
                            </tr>
                        </thead>
                        <tbody>
                            { for rows.iter().map(|row| html! {
                                <tr class={classes!(row.variant.is_some().then_some("variant"))}>
                                    <th scope="row">
                                        if let Some(variant) = row.variant {
                                            <em>{ variant.to_owned() }</em>
                                        } else {
                                            { row.crate_id.to_owned() }
                                        }
                                        if let Some((then, now)) = row.versions {
                                            <span class="version">{ format!(" {then} → {now}") }</span>
                                        }
                                    </th>
                                    { for row.changes.iter().map(change_cell) }
                                </tr>
                            }) }
                        </tbody>
                    </table>
                </div>
            }
            { listed("Only in this run", &comparison.added) }
            { listed("Only in the baseline", &comparison.removed) }
        </>
    }
}

fn change_cell(change: &Option<Change>) -> Html {
    let Some(change) = change else {
        return html! { <td class="num absent">{ "—" }</td> };
    };
    let (class, prefix, suffix) = match change.significance {
        Significance::Real if change.percent < 0.0 => ("better", "", ""),
        Significance::Real if change.percent > 0.0 => ("worse", "", ""),
        Significance::Real => ("same", "", ""),
        Significance::Noise => ("noise", "≈ ", ""),
        Significance::Unknown => ("unknown", "", " ?"),
    };
    let title = format!(
        "baseline {} → now {}",
        display::significant(change.baseline),
        display::significant(change.current)
    );
    html! {
        <td class={classes!("num", class)} {title}>
            { format!("{prefix}{}{suffix}", display::change_percent(change.percent)) }
        </td>
    }
}

#[cfg(test)]
mod tests {
    use super::dataset_machines;
    use schema::{Environment, ResultsFile};

    fn run(model: &str) -> ResultsFile {
        ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo::default(),
            Environment {
                cpu: Some(format!("Model name: {model}")),
                ..Environment::default()
            },
        )
    }

    #[test]
    fn the_datasets_machines_are_said_when_a_runs_datasets_machines_differ() {
        let (epyc, xeon) = (run("AMD EPYC 7763"), run("Intel Xeon 8370C"));
        // Runs of one machine each: the notice of different machines says enough.
        assert_eq!(dataset_machines(&epyc, &xeon, "log"), None);
        let mut sharded = epyc.clone();
        sharded
            .dataset_environments
            .insert("mesh".to_owned(), xeon.environment.clone());
        assert_eq!(
            dataset_machines(&sharded, &xeon, "mesh").as_deref(),
            Some("Both runs measured mesh on Intel Xeon 8370C.")
        );
        assert_eq!(
            dataset_machines(&sharded, &xeon, "log").as_deref(),
            Some("This run measured log on AMD EPYC 7763; the baseline on Intel Xeon 8370C.")
        );
    }
}
