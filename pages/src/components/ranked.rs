//! The ranked table: every crate's messages per second under the controls, best first.

use crate::app::Shared;
use crate::components::crate_link;
use crate::format;
use schema::model::{Bottleneck, Row};
use schema::ResultsFile;
use yew::prelude::*;

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

/// Crate, best codec, messages per second, relative bar, bottleneck, estimate marker.
#[function_component(RankedTable)]
pub fn ranked_table(props: &RankedProps) -> Html {
    if props.rows.is_empty() {
        return html! {
            <section id="ranked">
                <h2>{ "Ranking" }</h2>
                <p class="empty">{ "No crate has the figures this mode needs, or none matches the filter." }</p>
            </section>
        };
    }
    let any_estimated = props.rows.iter().any(|row| row.estimated);
    html! {
        <section id="ranked">
            <h2>{ "Ranking" }</h2>
            <table class="ranked">
                <thead>
                    <tr>
                        <th scope="col">{ "#" }</th>
                        <th scope="col">{ "crate" }</th>
                        <th scope="col">{ "compression" }</th>
                        <th scope="col" class="num">{ format!("{}/s", props.unit) }</th>
                        <th scope="col">{ "relative" }</th>
                        <th scope="col">{ "bottleneck" }</th>
                        <th scope="col" class="num">{ "wire bytes / item" }</th>
                        <th scope="col" class="num">{ "CPU time / item" }</th>
                    </tr>
                </thead>
                <tbody>
                    { for props.rows.iter().enumerate().map(|(rank, row)| ranked_row(&props.file, rank, row)) }
                </tbody>
            </table>
            if any_estimated {
                <p class="footnote">{ "* estimated: an assumed codec time (upstream's constants) entered this figure, because the run recorded none." }</p>
            }
        </section>
    }
}

fn ranked_row(file: &Shared<ResultsFile>, rank: usize, row: &Row) -> Html {
    let percent = row.relative * 100.0;
    html! {
        <tr>
            <td class="num">{ rank + 1 }</td>
            <CrateCell file={file.clone()} crate_id={row.crate_id.clone()} variant={row.variant.clone()} />
            <td>{ row.codec.map_or("none", |c| c.name()) }</td>
            <td class="num">
                { format::rate(row.messages_per_second) }
                if row.estimated {
                    <span class="estimated" title="estimated: assumed codec time">{ "*" }</span>
                }
            </td>
            <td class="relative">
                <span class="track"><span class="bar" style={format!("width: {percent:.2}%")}></span></span>
                <span class="bar-label">{ format!("{}%", format::significant(percent)) }</span>
            </td>
            // A fixed class string: no per-row `classes!` set to build on every input.
            <td class={match row.bottleneck {
                Bottleneck::Bandwidth => "bottleneck bandwidth",
                Bottleneck::Cpu => "bottleneck cpu",
            }}>{ row.bottleneck.name() }</td>
            <td class="num">{ format::bytes(row.wire_bytes) }</td>
            <td class="num">{ format::duration_ns(row.cpu_seconds * 1e9) }</td>
        </tr>
    }
}

/// Properties of [`CrateCell`].
#[derive(Properties, PartialEq)]
struct CrateCellProps {
    file: Shared<ResultsFile>,
    crate_id: String,
    variant: Option<String>,
}

/// The crate cell of a ranked row: link, version and variant. A component of its own, so a
/// control change that only moves the figures does not rebuild it.
#[function_component(CrateCell)]
fn crate_cell(props: &CrateCellProps) -> Html {
    let info = props.file.crates.get(&props.crate_id);
    let label = match info {
        Some(info) if info.name != props.crate_id => format!("{} ({})", props.crate_id, info.name),
        _ => props.crate_id.clone(),
    };
    let name = info.map_or(props.crate_id.as_str(), |i| i.name.as_str());
    let version = info.map(|i| i.version.as_str());
    html! {
        <td>
            { crate_link(name, version, &label) }
            if let Some(version) = version {
                <span class="version">{ format!(" {version}") }</span>
            }
            if let Some(variant) = &props.variant {
                <em class="variant">{ format!(" {variant}") }</em>
            }
        </td>
    }
}
