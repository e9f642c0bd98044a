//! The ranked table: every crate's messages per second under the controls, best first.
//!
//! Its rows are the one part of the page that changes on every slider step, so they are not
//! rendered through Yew's virtual DOM: [`RankedBody`] keeps one `<tr>` per crate and, on each
//! update, writes only the cells whose text changed and moves rows only when the order did.
//! A bandwidth input then costs a few DOM writes per crate instead of a diff of the whole
//! table. Everything is still text nodes and attributes; nothing is parsed as HTML.

use crate::app::Shared;
use crate::components::{crate_name, crate_page};
use crate::format;
use schema::model::{Bottleneck, Row};
use schema::ResultsFile;
use std::collections::HashMap;
use wasm_bindgen::JsValue;
use web_sys::{Document, Element, Text};
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
    let tbody = use_node_ref();
    let body = use_mut_ref(|| None::<RankedBody>);
    {
        let tbody = tbody.clone();
        use_effect_with(
            (props.file.clone(), props.rows.clone()),
            move |(file, rows)| {
                if let Some(element) = tbody.cast::<Element>() {
                    let mut body = body.borrow_mut();
                    // A new run (other crate descriptions) or a new <tbody> starts over.
                    let reusable = body
                        .as_ref()
                        .is_some_and(|b| b.file == *file && b.tbody.is_same_node(Some(&element)));
                    if !reusable {
                        *body = RankedBody::new(element, file.clone());
                    }
                    if let Some(body) = body.as_mut() {
                        if let Err(error) = body.show(rows) {
                            web_sys::console::error_2(&"ranked table:".into(), &error);
                        }
                        if !reusable {
                            crate::browser::mark("ranked-shown");
                        }
                    }
                }
            },
        );
    }
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
                // Filled by `RankedBody`; Yew leaves children it did not create alone.
                <tbody ref={tbody}></tbody>
            </table>
            if any_estimated {
                <p class="footnote">{ "* estimated: an assumed codec time (upstream's constants) entered this figure, because the run recorded none." }</p>
            }
        </section>
    }
}

/// The rows of the ranked table, kept in the DOM between updates (see the module docs).
pub struct RankedBody {
    tbody: Element,
    document: Document,
    file: Shared<ResultsFile>,
    /// Each crate's row, by crate id.
    rows: HashMap<String, RowCells>,
    /// Crate ids in the order their rows are in the DOM.
    order: Vec<String>,
}

/// The nodes of one row that change, and what they show now.
struct RowCells {
    tr: Element,
    crate_cell: Element,
    rank: Text,
    codec: Text,
    rate: Text,
    rate_cell: Element,
    estimated: Element,
    bar: Element,
    percent: Text,
    bottleneck_cell: Element,
    bottleneck: Text,
    wire: Text,
    cpu: Text,
    shown: Shown,
}

/// What a row's cells show, as written into the DOM; compared field by field so an update
/// writes only what changed.
#[derive(PartialEq)]
struct Shown {
    rank: String,
    variant: Option<String>,
    codec: &'static str,
    rate: String,
    estimated: bool,
    bar_style: String,
    percent: String,
    bottleneck: Bottleneck,
    wire: String,
    cpu: String,
}

impl Shown {
    fn of(rank: usize, row: &Row) -> Shown {
        let percent = row.relative * 100.0;
        Shown {
            rank: (rank + 1).to_string(),
            variant: row.variant.clone(),
            codec: row.codec.map_or("none", |c| c.name()),
            rate: format::rate(row.messages_per_second),
            estimated: row.estimated,
            bar_style: format!("width: {percent:.2}%"),
            percent: format!("{}%", format::significant(percent)),
            bottleneck: row.bottleneck,
            wire: format::bytes(row.wire_bytes),
            cpu: format::duration_ns(row.cpu_seconds * 1e9),
        }
    }
}

impl RankedBody {
    /// An empty body over `tbody` (whose children it removes); `None` without a document.
    pub fn new(tbody: Element, file: Shared<ResultsFile>) -> Option<RankedBody> {
        let document = tbody.owner_document()?;
        tbody.set_text_content(None);
        Some(RankedBody {
            tbody,
            document,
            file,
            rows: HashMap::new(),
            order: Vec::new(),
        })
    }

    /// Makes the body show `rows`, in their order.
    pub fn show(&mut self, rows: &[Row]) -> Result<(), JsValue> {
        for (rank, row) in rows.iter().enumerate() {
            let next = Shown::of(rank, row);
            match self.rows.get_mut(&row.crate_id) {
                Some(cells) => cells.update(&self.document, &self.file, &row.crate_id, next)?,
                None => {
                    let cells = self.new_row(&row.crate_id, next)?;
                    self.rows.insert(row.crate_id.clone(), cells);
                }
            }
        }
        let wanted: Vec<&str> = rows.iter().map(|row| row.crate_id.as_str()).collect();
        if wanted != self.order {
            self.reorder(&wanted)?;
        }
        Ok(())
    }

    /// Puts the rows in `wanted`'s order with few DOM moves: a slider step usually swaps a few
    /// neighbours, and moving a row costs a style and layout invalidation of the table.
    fn reorder(&mut self, wanted: &[&str]) -> Result<(), JsValue> {
        // Rows of crates no longer shown go.
        self.rows.retain(|id, cells| {
            let keep = wanted.contains(&id.as_str());
            if !keep {
                cells.tr.remove();
            }
            keep
        });
        let mut dom: Vec<String> = std::mem::take(&mut self.order);
        dom.retain(|id| self.rows.contains_key(id));
        for (position, id) in wanted.iter().enumerate() {
            if dom.get(position).map(String::as_str) == Some(*id) {
                continue;
            }
            // Not in place: move it before the row now at `position` (or to the end).
            let before = dom.get(position).map(|other| &self.rows[other].tr);
            let tr: &web_sys::Node = &self.rows[*id].tr;
            self.tbody
                .insert_before(tr, before.map(|e| e as &web_sys::Node))?;
            if let Some(from) = dom.iter().position(|other| other == id) {
                dom.remove(from);
            }
            dom.insert(position, (*id).to_owned());
        }
        self.order = dom;
        Ok(())
    }

    /// A row showing `shown`, not yet in the body (the reordering puts it in place).
    fn new_row(&self, crate_id: &str, shown: Shown) -> Result<RowCells, JsValue> {
        let doc = &self.document;
        let tr = doc.create_element("tr")?;
        let cell = |class: Option<&str>| -> Result<Element, JsValue> {
            let td = doc.create_element("td")?;
            if let Some(class) = class {
                td.set_attribute("class", class)?;
            }
            tr.append_child(&td)?;
            Ok(td)
        };
        let text = |parent: &Element, data: &str| -> Result<Text, JsValue> {
            let node = doc.create_text_node(data);
            parent.append_child(&node)?;
            Ok(node)
        };
        let rank = text(&cell(Some("num"))?, &shown.rank)?;
        let crate_cell = cell(None)?;
        fill_crate_cell(
            doc,
            &crate_cell,
            &self.file,
            crate_id,
            shown.variant.as_deref(),
        )?;
        let codec = text(&cell(None)?, shown.codec)?;
        let rate_cell = cell(Some("num"))?;
        let rate = text(&rate_cell, &shown.rate)?;
        // Attached only while the row's figure is estimated.
        let estimated = doc.create_element("span")?;
        estimated.set_attribute("class", "estimated")?;
        estimated.set_attribute("title", "estimated: assumed codec time")?;
        estimated.set_text_content(Some("*"));
        if shown.estimated {
            rate_cell.append_child(&estimated)?;
        }
        let relative = cell(Some("relative"))?;
        let track = doc.create_element("span")?;
        track.set_attribute("class", "track")?;
        let bar = doc.create_element("span")?;
        bar.set_attribute("class", "bar")?;
        bar.set_attribute("style", &shown.bar_style)?;
        track.append_child(&bar)?;
        relative.append_child(&track)?;
        let label = doc.create_element("span")?;
        label.set_attribute("class", "bar-label")?;
        relative.append_child(&label)?;
        let percent = text(&label, &shown.percent)?;
        let bottleneck_cell = cell(Some(bottleneck_class(shown.bottleneck)))?;
        let bottleneck = text(&bottleneck_cell, shown.bottleneck.name())?;
        let wire = text(&cell(Some("num"))?, &shown.wire)?;
        let cpu = text(&cell(Some("num"))?, &shown.cpu)?;
        Ok(RowCells {
            tr,
            crate_cell,
            rank,
            codec,
            rate,
            rate_cell,
            estimated,
            bar,
            percent,
            bottleneck_cell,
            bottleneck,
            wire,
            cpu,
            shown,
        })
    }
}

/// The bottleneck cell's classes (colour by resource).
fn bottleneck_class(bottleneck: Bottleneck) -> &'static str {
    match bottleneck {
        Bottleneck::Bandwidth => "bottleneck bandwidth",
        Bottleneck::Cpu => "bottleneck cpu",
    }
}

/// Sets `node`'s text to `next` when it differs from what it shows.
fn set_text(node: &Text, shown: &mut String, next: String) {
    if *shown != next {
        node.set_data(&next);
        *shown = next;
    }
}

impl RowCells {
    fn update(
        &mut self,
        doc: &Document,
        file: &ResultsFile,
        crate_id: &str,
        next: Shown,
    ) -> Result<(), JsValue> {
        if next == self.shown {
            return Ok(());
        }
        let Shown {
            rank,
            variant,
            codec,
            rate,
            estimated,
            bar_style,
            percent,
            bottleneck,
            wire,
            cpu,
        } = next;
        let shown = &mut self.shown;
        set_text(&self.rank, &mut shown.rank, rank);
        // The crate cell is rebuilt only if the variant used changes.
        if shown.variant != variant {
            fill_crate_cell(doc, &self.crate_cell, file, crate_id, variant.as_deref())?;
            shown.variant = variant;
        }
        if shown.codec != codec {
            self.codec.set_data(codec);
            shown.codec = codec;
        }
        set_text(&self.rate, &mut shown.rate, rate);
        if shown.estimated != estimated {
            if estimated {
                self.rate_cell.append_child(&self.estimated)?;
            } else {
                self.estimated.remove();
            }
            shown.estimated = estimated;
        }
        if shown.bar_style != bar_style {
            self.bar.set_attribute("style", &bar_style)?;
            shown.bar_style = bar_style;
        }
        set_text(&self.percent, &mut shown.percent, percent);
        if shown.bottleneck != bottleneck {
            self.bottleneck_cell
                .set_attribute("class", bottleneck_class(bottleneck))?;
            self.bottleneck.set_data(bottleneck.name());
            shown.bottleneck = bottleneck;
        }
        set_text(&self.wire, &mut shown.wire, wire);
        set_text(&self.cpu, &mut shown.cpu, cpu);
        Ok(())
    }
}

/// The crate cell: link to crates.io (validated name and version only), version, variant.
fn fill_crate_cell(
    doc: &Document,
    cell: &Element,
    file: &ResultsFile,
    crate_id: &str,
    variant: Option<&str>,
) -> Result<(), JsValue> {
    cell.set_text_content(None);
    let name = crate_name(file, crate_id);
    let link = match crate_page(name.name, name.version) {
        Some(href) => {
            let a = doc.create_element("a")?;
            a.set_attribute("href", &href)?;
            a.set_attribute("rel", "noopener")?;
            a
        }
        None => doc.create_element("span")?,
    };
    link.set_text_content(Some(&name.label));
    cell.append_child(&link)?;
    let append_span = |tag: &str, class: Option<&str>, text: String| -> Result<(), JsValue> {
        let element = doc.create_element(tag)?;
        if let Some(class) = class {
            element.set_attribute("class", class)?;
        }
        element.set_text_content(Some(&text));
        cell.append_child(&element).map(|_| ())
    };
    if let Some(version) = name.version {
        append_span("span", Some("version"), format!(" {version}"))?;
    }
    if let Some(variant) = variant {
        append_span("em", Some("variant"), format!(" {variant}"))?;
    }
    Ok(())
}
