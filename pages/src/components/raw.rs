//! A raw table (all figures, or the zero-copy ones) of one dataset, sortable by any column,
//! with the notes on columns whose figures differ from the upstream suite's by definition.

use crate::choices::{shown_label, RawColumn, Shown};
use crate::components::{choice_select, crate_link};
use crate::markup::{crate_name, CrateName};
use crate::state::{change, Navigate, Shared, Step};
use crate::tables::{self, CrateFilter, RawRow};
use crate::url_state::Sort;
use schema::against_upstream::{note_marker, UpstreamDifference};
use schema::display;
use schema::Figure;
use schema::{DatasetResults, FigureKind, Metric, ResultsFile};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`RawTableView`].
#[derive(Properties, PartialEq)]
pub struct RawTableProps {
    /// Anchor of the section.
    pub id: AttrValue,
    /// Heading.
    pub title: AttrValue,
    /// The run shown.
    pub file: Shared<ResultsFile>,
    /// What of the view the table depends on.
    pub view: TableView,
    /// Changes the view (sorting).
    pub navigate: Navigate,
    /// Columns that may appear (those without any figure are left out).
    pub columns: Rc<Vec<RawColumn>>,
    /// Shown when no row remains.
    pub empty_text: AttrValue,
    /// The kind of figures shown, with a picker of the others (the raw table); `None`: one
    /// fixed set of columns (the zero-copy table).
    #[prop_or_default]
    pub kind: Option<FigureKind>,
}

/// The part of the view a table depends on; a table re-renders only when this changes.
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    /// Dataset shown.
    pub dataset: String,
    /// Crate search text.
    pub search: String,
    /// Encoding families shown (empty = all).
    pub families: BTreeSet<String>,
    /// Ordering.
    pub sort: Sort,
    /// Times, instruction counts or both in the timed columns.
    pub shown: Shown,
}

impl TableView {
    /// The table's part of `view`.
    pub fn of(view: &crate::url_state::ViewState) -> Self {
        TableView {
            dataset: view.dataset.clone(),
            search: view.search.clone(),
            families: view.families.clone(),
            sort: view.sort,
            shown: view.shown,
        }
    }
}

/// The table, with clickable headers that sort (again to reverse).
#[function_component(RawTableView)]
pub fn raw_table_view(props: &RawTableProps) -> Html {
    let view = &props.view;
    let Some(dataset) = props.file.datasets.get(&view.dataset) else {
        return html! {};
    };
    let filter = CrateFilter {
        search: &view.search,
        families: &view.families,
    };
    let table = tables::raw_table(&props.file, dataset, &props.columns, filter, view.sort);
    // Counts replace or join the times only where the run has them.
    let counted = tables::has_counts(dataset);
    let shown = if counted { view.shown } else { Shown::Times };
    let body = if table.rows.is_empty() {
        html! { <p class="empty">{ props.empty_text.clone() }</p> }
    } else {
        let upstream = tables::upstream_notes(&props.file, &table);
        let note_of = |index: usize| {
            let found = upstream.iter().position(|&(column, _)| column == index);
            found.map(|n| (note_marker(n), upstream[n].1))
        };
        let header = std::iter::once(sort_header(view, &props.navigate, RawColumn::Crate, None))
            .chain(table.columns.iter().enumerate().map(|(index, &column)| {
                sort_header(view, &props.navigate, column, note_of(index))
            }));
        let any_tied = table.rows.iter().any(|row| row.tied);
        let any_allocations = table
            .columns
            .iter()
            .any(|c| matches!(c, RawColumn::Metric(Metric::Allocations(_))));
        html! {
            <>
            <div class="scroll">
                <table class="raw">
                    <thead><tr>{ for header }</tr></thead>
                    <tbody>{ for table.rows.iter().map(|row| raw_row(&props.file, dataset, &table.columns, shown, row, table.sort_index)) }</tbody>
                </table>
            </div>
            if any_tied {
                <p class="footnote">{ tied_footnote() }</p>
            }
            if any_allocations {
                <p class="footnote">{ tables::ALLOCATIONS_NOTE }</p>
            }
            if table.columns.contains(&RawColumn::Metric(Metric::CodeSize)) {
                <p class="footnote">{ schema::metric::CODE_SIZE_NOTE }</p>
            }
            { for upstream.iter().enumerate().map(|(n, (_, note))| html! {
                <p class="footnote"><sup>{ note_marker(n) }</sup>{ " " }{ note.text }</p>
            }) }
            </>
        }
    };
    html! {
        <section id={props.id.clone()}>
            <h2>{ props.title.clone() }</h2>
            if let Some(kind) = props.kind {
                { kind_picker(kind, &props.navigate) }
            }
            if counted {
                { shown_picker(&props.id, shown, &props.navigate) }
            }
            { body }
        </section>
    }
}

/// A column's heading, a button that sorts by it, with the marker of its note against the
/// upstream suite when it has one (the note's text also as the marker's tooltip).
fn sort_header(
    view: &TableView,
    navigate: &Navigate,
    column: RawColumn,
    note: Option<(String, &'static UpstreamDifference)>,
) -> Html {
    let active = view.sort.column == column;
    let arrow = match (active, view.sort.descending) {
        (false, _) => "",
        (true, false) => " ▲",
        (true, true) => " ▼",
    };
    let aria_sort = match (active, view.sort.descending) {
        (false, _) => "none",
        (true, false) => "ascending",
        (true, true) => "descending",
    };
    let onclick = {
        let navigate = navigate.clone();
        let descending = active && !view.sort.descending;
        Callback::from(move |_: MouseEvent| {
            navigate.emit(change(Step::Discrete, move |next| {
                next.sort = Sort { column, descending }
            }))
        })
    };
    html! {
        <th scope="col" aria-sort={aria_sort} class={classes!((column != RawColumn::Crate).then_some("num"))}>
            <button type="button" class="sort" {onclick}>{ format!("{}{arrow}", tables::column_label(column)) }</button>
            if let Some((marker, note)) = note {
                <sup title={note.text}>{ marker }</sup>
            }
        </th>
    }
}

/// The legend of the marker of a tied figure.
fn tied_footnote() -> String {
    format!(
        "{TIED_MARKER} before a figure of the sorted column: {}.",
        schema::rank::SHARED_RANK_EXPLANATION
    )
}

/// What marks a figure of the sorted column tied with the crate's above (see [`schema::rank`]).
const TIED_MARKER: &str = "=";

/// The choice of the kind of figures the raw table shows. Picking another kind drops a sort by
/// a column it does not show.
fn kind_picker(kind: FigureKind, navigate: &Navigate) -> Html {
    html! {
        <label class="kind-picker">
            { "Figures " }
            { choice_select(kind, FigureKind::title, None, navigate, |next, picked| {
                if next.sort.column_kind().is_some_and(|sorted| sorted != picked) {
                    next.sort = Sort::default();
                }
                next.raw = picked;
            }) }
        </label>
    }
}

/// The choice of times, counts or both, and what counts are (a run with counts only).
fn shown_picker(id: &str, shown: Shown, navigate: &Navigate) -> Html {
    let aria_label = Some(format!("Figures of the {id} table"));
    html! {
        <>
            <label>
                { "Show " }
                { choice_select(shown, shown_label, aria_label, navigate, |next, picked| next.shown = picked) }
            </label>
            if shown != Shown::Times {
                <p class="footnote">
                    { "Instruction counts: instructions executed by one call (Valgrind's callgrind), \
                       the same from run to run; blind to cache misses, memory bandwidth and SIMD \
                       width. ~ marks a count that depends on the process's random hash seed. The \
                       ranking and the throughput model stay on times." }
                </p>
            }
        </>
    }
}

fn raw_row(
    file: &ResultsFile,
    dataset: &DatasetResults,
    columns: &[RawColumn],
    shown: Shown,
    row: &RawRow<'_>,
    sort_index: Option<usize>,
) -> Html {
    let results = dataset.crates.get(row.crate_id);
    let count = |column: RawColumn| {
        results
            .and_then(|r| tables::count_cell(r, column, row.variant))
            .map(|(n, varies)| tables::count_text(n, varies))
    };
    let name_cell = match row.variant {
        None => {
            let CrateName {
                label,
                name,
                version,
            } = crate_name(file, row.crate_id);
            html! {
                <th scope="row">
                    { crate_link(name, version, &label) }
                    if let Some(version) = version {
                        <span class="version">{ format!(" {version}") }</span>
                    }
                </th>
            }
        }
        Some(variant) => html! {
            <th scope="row" class="variant-row">
                <em>{ variant.to_owned() }</em>
                if let Some(explanation) = row.explanation {
                    <span class="explanation">{ format!(" — {explanation}") }</span>
                }
            </th>
        },
    };
    html! {
        <tr class={classes!(row.variant.is_some().then_some("variant"))}>
            { name_cell }
            { for row.cells.iter().zip(columns).enumerate().map(|(index, (cell, column))| html! {
                <td class="num">
                    if row.tied && Some(index) == sort_index {
                        <span class="tied" title={schema::rank::SHARED_RANK_EXPLANATION}>{ TIED_MARKER }</span>
                        { " " }
                    }
                    { figure_cell(cell, count(*column), shown) }
                </td>
            }) }
        </tr>
    }
}

/// A cell as `shown` asks: the time, the count (sizes stay), or the count under the time.
fn figure_cell(cell: &Option<Figure>, count: Option<String>, shown: Shown) -> Html {
    match (shown, count) {
        (Shown::Times, _) | (_, None) => cell_text(cell),
        (Shown::Instructions, Some(count)) => html! {
            <span title="instructions per call">{ count }</span>
        },
        (Shown::Both, Some(count)) => html! {
            <>
                { cell_text(cell) }
                <br />
                <small title="instructions per call">{ format!("{count} instr") }</small>
            </>
        },
    }
}

fn cell_text(cell: &Option<Figure>) -> Html {
    match cell {
        None => html! { <span class="absent">{ "—" }</span> },
        Some(Figure::Time(timing)) => html! { { display::timing(timing) } },
        Some(Figure::Bytes(bytes)) => html! {
            <span title={format!("{bytes} bytes")}>{ display::bytes(*bytes) }</span>
        },
        Some(Figure::Allocations(allocations)) => html! {
            <span title={tables::allocations_title(allocations)}>{ display::count(allocations.count) }</span>
        },
        Some(Figure::CodeBytes(bytes)) => html! {
            <span title={format!("{bytes} gzip'd bytes of wasm code")}>{ display::code_bytes(*bytes) }</span>
        },
    }
}

// Rendered by Yew's server renderer, which only native builds carry.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use schema::against_upstream::UPSTREAM_DIFFERENCES;
    use schema::{CrateResults, Operation, Origin, Timing, Variants};

    /// The zero-copy table of a run of `origin` with one crate's read.
    fn rendered(origin: Origin) -> String {
        let mut zc = CrateResults::default();
        zc.operations
            .insert(Operation::Read, Variants::primary(Timing::point(40.0)));
        let mut log = DatasetResults::default();
        log.crates.insert("zc".to_owned(), zc);
        let file = ResultsFile {
            datasets: [("log".to_owned(), log)].into(),
            ..ResultsFile::new(
                origin,
                schema::RunInfo {
                    started_at: "2026-12-02T15:00:00Z".to_owned(),
                    ..Default::default()
                },
                Default::default(),
            )
        };
        // Made in the renderer's closure: the props hold an `Rc`, which cannot be sent there.
        let renderer = yew::ServerRenderer::<RawTableView>::with_props(move || RawTableProps {
            id: "zero-copy".into(),
            title: "Zero-copy access: log".into(),
            file: Shared(Rc::new(file)),
            view: TableView {
                dataset: "log".to_owned(),
                search: String::new(),
                families: BTreeSet::new(),
                sort: Sort {
                    column: RawColumn::Crate,
                    descending: false,
                },
                shown: Shown::Times,
            },
            navigate: Callback::noop(),
            columns: Rc::new(tables::zero_copy_columns()),
            empty_text: "none".into(),
            kind: None,
        });
        futures_executor::block_on(renderer.hydratable(false).render()).replace("&#x27;", "'")
    }

    #[test]
    fn the_read_column_carries_its_note_against_the_upstream_suite() {
        let [read, _, _] = UPSTREAM_DIFFERENCES;
        let html = rendered(Origin::Bencher);
        assert!(
            html.contains(&format!(
                "read</button><sup title=\"{}\">a</sup></th>",
                read.text
            )),
            "{html}"
        );
        assert!(
            html.contains(&format!(
                "<p class=\"footnote\"><sup>a</sup> {}</p>",
                read.text
            )),
            "{html}"
        );
        // An imported upstream run's figures are upstream's own: no note.
        let imported = rendered(Origin::Upstream {
            layout: schema::UpstreamLayout::FeaturesWithInfo,
        });
        assert!(!imported.contains(read.text), "{imported}");
        assert!(!imported.contains("<sup"), "{imported}");
    }
}
