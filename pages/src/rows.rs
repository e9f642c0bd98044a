//! The ranked table's rows in the DOM, written without Yew: by the first module
//! ([`crate::early`]) before the app has loaded, and by the app's ranked table
//! (`components::ranked`), which keeps them between renders.
//!
//! Its rows are the one part of the page that changes on every slider step, so they are not
//! rendered through a virtual DOM: [`RankedBody`] keeps one `<tr>` per crate and, on each
//! update, writes only the cells whose text changed and moves rows only when the order did.
//! A bandwidth input then costs a few DOM writes per crate instead of a diff of the whole
//! table. Everything is text nodes and attributes; nothing is parsed as HTML. Every text,
//! heading and footnote comes from [`crate::markup`], which also writes the same rows as HTML
//! for the build's first view.

use crate::markup::{
    bottleneck_class, codec_text, cpu_text, crate_name, crate_page, rank_text, ranked_frame_html,
    ranks, relative_texts, tied_title, RelativeKey, RowTexts, ESTIMATED_TITLE,
};
use schema::display;
use schema::model::Row;
use schema::rank::Rank;
use schema::ResultsFile;
use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, Text};

/// The id of the element holding a ranking written before the app's first render
/// ([`write_early`]).
pub const EARLY_ELEMENT_ID: &str = "early-ranking";

/// The id of the section holding the ranking that follows the controls: the app's, the one
/// [`write_early`] writes, or the build's first view once the first module has taken it over.
pub const RANKED_ID: &str = "ranked";

/// The ranked section of `rows` built straight in the DOM, for the page before the app's
/// components have rendered (the first module, [`crate::early`], or the app's start when the
/// view's data came in before it): the elements `components::ranked::RankedTable` renders, in
/// a `<main>` [`EARLY_ELEMENT_ID`] with the dataset's description above, as
/// `components::results` lays them out (not yet in the page).
/// The rows are [`RankedBody`]'s (text nodes); the frame around them is fixed markup
/// ([`ranked_frame_html`]), with no text from the result file. Returns the `<main>`, not yet
/// in the page, and its rows, kept for later updates.
pub fn write_early(
    file: &Rc<ResultsFile>,
    rows: &[Row],
    description: &str,
    unit: &str,
) -> Result<(Element, RankedBody), JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| missing("document"))?;
    let main = document.create_element("main")?;
    main.set_id(EARLY_ELEMENT_ID);
    let about = document.create_element("p")?;
    about.set_class_name("dataset-description");
    about.set_text_content(Some(description));
    let section = document.create_element("section")?;
    section.set_id(RANKED_ID);
    let (head, tail) = ranked_frame_html(
        unit,
        rows.iter().any(|row| row.estimated),
        rows.iter().any(|row| row.interval.is_some()),
    );
    section.set_inner_html(&format!("{head}{tail}"));
    let tbody = section
        .query_selector("tbody")?
        .ok_or_else(|| missing("table body"))?;
    let mut body = RankedBody::new(tbody, file.clone()).ok_or_else(|| missing("row template"))?;
    body.show(rows)?;
    main.append_child(&about)?;
    main.append_child(&section)?;
    Ok((main, body))
}

/// The rows of the ranked table, kept in the DOM between updates (see the module docs).
pub struct RankedBody {
    tbody: Element,
    document: Document,
    file: Rc<ResultsFile>,
    /// An empty row and an estimate marker, cloned for each new row: one call into the DOM
    /// instead of one per element, attribute and text node.
    templates: Templates,
    /// Each crate's row, by crate id.
    rows: HashMap<String, RowCells>,
    /// Crate ids in the order their rows are in the DOM.
    order: Vec<String>,
}

/// The nodes of one row that change, and what they show now.
struct RowCells {
    tr: Element,
    crate_cell: Element,
    rank_cell: Element,
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
    shown: RowTexts,
    /// The numbers `shown` was formatted from.
    figures: Figures,
    /// The text nodes whose text in `shown` is not written yet ([`Stale`] bits).
    stale: Cell<u8>,
}

/// Bits of [`RowCells::stale`]: which text node awaits its new text.
struct Stale;

impl Stale {
    const RANK: u8 = 1;
    const RATE: u8 = 2;
    const PERCENT: u8 = 4;
    const WIRE: u8 = 8;
    const CPU: u8 = 16;
}

/// The numbers a row's texts are formatted from. An update formats a text again only when its
/// number changed: a bandwidth step changes the rates, rarely the rest, and formatting every
/// cell of every row would cost more than writing the few that changed.
#[derive(Clone, Copy, PartialEq)]
struct Figures {
    rank: Rank,
    rate: f64,
    relative: Option<RelativeKey>,
    wire: u64,
    cpu: f64,
}

impl Figures {
    fn of(rank: Rank, row: &Row) -> Figures {
        Figures {
            rank,
            rate: row.messages_per_second,
            relative: RelativeKey::of(row.relative),
            wire: row.wire_bytes,
            cpu: row.cpu_seconds,
        }
    }
}

impl RankedBody {
    /// An empty body over `tbody` (whose children it removes); `None` without a document or
    /// when the browser refuses to build the row template.
    pub fn new(tbody: Element, file: Rc<ResultsFile>) -> Option<RankedBody> {
        let document = tbody.owner_document()?;
        let templates = Templates::new(&document).ok()?;
        tbody.set_text_content(None);
        Some(RankedBody {
            tbody,
            document,
            file,
            templates,
            rows: HashMap::new(),
            order: Vec::new(),
        })
    }

    /// The run whose rows these are.
    pub fn file(&self) -> &Rc<ResultsFile> {
        &self.file
    }

    /// Whether these are the rows of `file` (the same allocation) in `tbody`.
    pub fn shows(&self, file: &Rc<ResultsFile>, tbody: &Element) -> bool {
        Rc::ptr_eq(&self.file, file) && self.tbody.is_same_node(Some(tbody))
    }

    /// Makes the body show `rows`, in their order.
    pub fn show(&mut self, rows: &[Row]) -> Result<(), JsValue> {
        for (&rank, row) in ranks(rows).iter().zip(rows) {
            match self.rows.get_mut(&row.crate_id) {
                Some(cells) => cells.update(&self.document, &self.file, rank, row)?,
                None => {
                    let cells = self.new_row(rank, row)?;
                    self.rows.insert(row.crate_id.clone(), cells);
                }
            }
        }
        let mut writes = TextWrites::default();
        for cells in self.rows.values() {
            cells.push_writes(&mut writes);
        }
        writes.write();
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
    fn new_row(&self, rank: Rank, row: &Row) -> Result<RowCells, JsValue> {
        let (crate_id, shown) = (&row.crate_id, RowTexts::of(rank, row));
        let tr: Element = self
            .templates
            .row
            .clone_node_with_deep(true)?
            .unchecked_into();
        let cells = tr.children();
        let cell = |index: u32| cells.item(index).ok_or_else(|| missing("cell"));
        let relative = cell(4)?;
        let track = relative
            .first_element_child()
            .ok_or_else(|| missing("track"))?;
        let bar = track.first_element_child().ok_or_else(|| missing("bar"))?;
        let label = relative
            .last_element_child()
            .ok_or_else(|| missing("label"))?;
        let bottleneck_cell = cell(5)?;
        let cells = RowCells {
            rank_cell: cell(0)?,
            rank: text_of(&cell(0)?)?,
            crate_cell: cell(1)?,
            codec: text_of(&cell(2)?)?,
            rate_cell: cell(3)?,
            rate: text_of(&cell(3)?)?,
            estimated: self
                .templates
                .estimated
                .clone_node_with_deep(true)?
                .unchecked_into(),
            bar,
            percent: text_of(&label)?,
            bottleneck: text_of(&bottleneck_cell)?,
            bottleneck_cell,
            wire: text_of(&cell(6)?)?,
            cpu: text_of(&cell(7)?)?,
            tr,
            shown,
            figures: Figures::of(rank, row),
            // Its figures are written with the other rows' changed texts, in one go.
            stale: Cell::new(Stale::RANK | Stale::RATE | Stale::PERCENT | Stale::WIRE | Stale::CPU),
        };
        let shown = &cells.shown;
        fill_crate_cell(
            &self.document,
            &cells.crate_cell,
            &self.file,
            crate_id,
            shown.variant.as_deref(),
        )?;
        cells.codec.set_data(shown.codec);
        if shown.tied {
            cells.rank_cell.set_attribute("title", &tied_title())?;
        }
        if shown.estimated {
            cells.rate_cell.append_child(&cells.estimated)?;
        }
        cells.bar.set_attribute("style", &shown.bar_style)?;
        cells
            .bottleneck_cell
            .set_attribute("class", bottleneck_class(shown.bottleneck))?;
        cells.bottleneck.set_data(shown.bottleneck.name());
        Ok(cells)
    }
}

/// What new rows are cloned from.
struct Templates {
    /// Rank, crate, codec, rate, relative (track, bar and label), bottleneck, wire bytes and
    /// CPU time cells, each text cell holding an empty text node.
    row: Element,
    /// The marker of an estimated figure.
    estimated: Element,
}

impl Templates {
    fn new(doc: &Document) -> Result<Templates, JsValue> {
        let element = |tag: &str, class: Option<&str>| -> Result<Element, JsValue> {
            let element = doc.create_element(tag)?;
            if let Some(class) = class {
                element.set_attribute("class", class)?;
            }
            Ok(element)
        };
        let with_text = |parent: Element| -> Result<Element, JsValue> {
            parent.append_child(&doc.create_text_node(""))?;
            Ok(parent)
        };
        let relative = element("td", Some("relative"))?;
        let track = element("span", Some("track"))?;
        let bar = element("span", Some("bar"))?;
        track.append_child(&bar)?;
        relative.append_child(&track)?;
        let label = with_text(element("span", Some("bar-label"))?)?;
        relative.append_child(&label)?;
        let row = element("tr", None)?;
        for cell in [
            with_text(element("td", Some("num"))?)?,
            element("td", None)?,
            with_text(element("td", None)?)?,
            with_text(element("td", Some("num"))?)?,
            relative,
            with_text(element("td", None)?)?,
            with_text(element("td", Some("num"))?)?,
            with_text(element("td", Some("num"))?)?,
        ] {
            row.append_child(&cell)?;
        }
        let estimated = element("span", Some("estimated"))?;
        estimated.set_attribute("title", ESTIMATED_TITLE)?;
        estimated.set_text_content(Some("*"));
        Ok(Templates { row, estimated })
    }
}

/// The text node a template cell holds.
fn text_of(element: &Element) -> Result<Text, JsValue> {
    element
        .first_child()
        .and_then(|node| node.dyn_into::<Text>().ok())
        .ok_or_else(|| missing("text"))
}

/// A template part not found where it was put (cannot happen; reported, not panicked on).
fn missing(what: &str) -> JsValue {
    JsValue::from_str(&format!("ranked table: the row template has no {what}"))
}

/// Text writes gathered over an update and made together. Each text handed to the DOM on its
/// own crosses from wasm into JavaScript and is decoded from UTF-8 there, which costs more than
/// the write itself; here all texts cross as one string, split in JavaScript, and each part is
/// assigned to its node's `data` without another decoding.
#[derive(Default)]
struct TextWrites<'a> {
    nodes: Vec<&'a Text>,
    /// The texts, in `nodes`' order, each followed by [`TextWrites::SEPARATOR`].
    texts: String,
}

impl<'a> TextWrites<'a> {
    /// Ends each text; never part of one (they are figures, ranks and fixed words).
    const SEPARATOR: &'static str = "\u{1f}";

    fn push(&mut self, node: &'a Text, text: &str) {
        self.nodes.push(node);
        self.texts.push_str(text);
        self.texts.push_str(Self::SEPARATOR);
    }

    fn write(self) {
        if self.nodes.is_empty() {
            return;
        }
        let parts = js_sys::JsString::from(self.texts).split(Self::SEPARATOR);
        for (index, node) in (0..).zip(self.nodes) {
            node.unchecked_ref::<TextData>().set_data(&parts.get(index));
        }
    }
}

#[wasm_bindgen]
extern "C" {
    /// A text node seen only as its `data`, to assign a string already in JavaScript
    /// (`CharacterData::set_data` takes a Rust string, decoded again on each call;
    /// `Reflect::set` wraps each call in a catch).
    type TextData;

    #[wasm_bindgen(method, setter = data)]
    fn set_data(this: &TextData, value: &JsValue);
}

/// Makes `shown` hold `next` and marks the node `bit` stale when the text differs.
fn set_text(stale: &Cell<u8>, bit: u8, shown: &mut String, next: String) {
    if *shown != next {
        *shown = next;
        stale.set(stale.get() | bit);
    }
}

impl RowCells {
    /// Makes the row show `row` at `rank`, writing only the cells whose text changed.
    fn update(
        &mut self,
        doc: &Document,
        file: &ResultsFile,
        rank: Rank,
        row: &Row,
    ) -> Result<(), JsValue> {
        let figures = Figures::of(rank, row);
        let before = std::mem::replace(&mut self.figures, figures);
        let shown = &mut self.shown;
        if figures.rank != before.rank {
            set_text(&self.stale, Stale::RANK, &mut shown.rank, rank_text(rank));
        }
        if shown.tied != rank.shared {
            if rank.shared {
                self.rank_cell.set_attribute("title", &tied_title())?;
            } else {
                self.rank_cell.remove_attribute("title")?;
            }
            shown.tied = rank.shared;
        }
        // The crate cell is rebuilt only if the variant used changes.
        if shown.variant != row.variant {
            fill_crate_cell(
                doc,
                &self.crate_cell,
                file,
                &row.crate_id,
                row.variant.as_deref(),
            )?;
            shown.variant.clone_from(&row.variant);
        }
        let codec = codec_text(row);
        if shown.codec != codec {
            self.codec.set_data(codec);
            shown.codec = codec;
        }
        if figures.rate != before.rate {
            set_text(
                &self.stale,
                Stale::RATE,
                &mut shown.rate,
                display::rate(row.messages_per_second),
            );
        }
        if shown.estimated != row.estimated {
            if row.estimated {
                self.rate_cell.append_child(&self.estimated)?;
            } else {
                self.estimated.remove();
            }
            shown.estimated = row.estimated;
        }
        if figures.relative != before.relative {
            let (bar_style, percent) = relative_texts(figures.relative);
            if shown.bar_style != bar_style {
                self.bar.set_attribute("style", &bar_style)?;
                shown.bar_style = bar_style;
            }
            set_text(&self.stale, Stale::PERCENT, &mut shown.percent, percent);
        }
        if shown.bottleneck != row.bottleneck {
            self.bottleneck_cell
                .set_attribute("class", bottleneck_class(row.bottleneck))?;
            self.bottleneck.set_data(row.bottleneck.name());
            shown.bottleneck = row.bottleneck;
        }
        if figures.wire != before.wire {
            set_text(
                &self.stale,
                Stale::WIRE,
                &mut shown.wire,
                display::bytes(row.wire_bytes),
            );
        }
        if figures.cpu != before.cpu {
            set_text(&self.stale, Stale::CPU, &mut shown.cpu, cpu_text(row));
        }
        Ok(())
    }

    /// Hands the stale text nodes and their texts to `writes`, and marks them written.
    fn push_writes<'a>(&'a self, writes: &mut TextWrites<'a>) {
        let stale = self.stale.replace(0);
        let nodes = [
            (Stale::RANK, &self.rank, &self.shown.rank),
            (Stale::RATE, &self.rate, &self.shown.rate),
            (Stale::PERCENT, &self.percent, &self.shown.percent),
            (Stale::WIRE, &self.wire, &self.shown.wire),
            (Stale::CPU, &self.cpu, &self.shown.cpu),
        ];
        for (bit, node, text) in nodes {
            if stale & bit != 0 {
                writes.push(node, text);
            }
        }
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
