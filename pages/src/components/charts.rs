//! Charts drawn with plotters on canvases: messages per second per crate (following the
//! controls live), and bytes on the wire against CPU time per item with the Pareto front.
//! Crate names are painted as pixels, never parsed as markup.

use crate::app::Shared;
use crate::format;
use crate::ranking::pareto_front;
use plotters::coord::ranged1d::SegmentValue;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;
use schema::model::{Bottleneck, Mode, Row};
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

/// Properties of [`Charts`].
#[derive(Properties, PartialEq)]
pub struct ChartsProps {
    /// The model's rows, best first.
    pub rows: Shared<Vec<Row>>,
    /// What one message is called.
    pub unit: &'static str,
    /// Current mode (for axis labels).
    pub mode: Mode,
}

const BAR_HEIGHT: u32 = 18;
const BANDWIDTH_COLOR: RGBColor = RGBColor(52, 152, 219);
const CPU_COLOR: RGBColor = RGBColor(230, 126, 34);
const FRONT_COLOR: RGBColor = RGBColor(192, 57, 43);

/// Both charts; redrawn whenever the rows change.
#[function_component(Charts)]
pub fn charts(props: &ChartsProps) -> Html {
    let bars = use_node_ref();
    let scatter = use_node_ref();
    let error = use_state(|| None::<String>);
    // Drawing waits for the next turn of the event loop, so a slider move updates the tables
    // at once and a fast drag draws only the last state (a pending drawing is cancelled when
    // its timeout is dropped).
    let pending = use_mut_ref(|| None::<gloo_timers::callback::Timeout>);
    {
        let (bars, scatter, error) = (bars.clone(), scatter.clone(), error.clone());
        let deps = (props.rows.clone(), props.unit, props.mode);
        use_effect_with(deps, move |(rows, unit, mode)| {
            let (rows, unit, mode) = (rows.clone(), *unit, *mode);
            *pending.borrow_mut() = Some(gloo_timers::callback::Timeout::new(0, move || {
                let outcome =
                    draw_bars(&bars, &rows, unit).and_then(|_| draw_scatter(&scatter, &rows, mode));
                let message = outcome.err();
                if *error != message {
                    error.set(message);
                }
            }));
        });
    }
    html! {
        <section id="charts">
            <h2>{ "Charts" }</h2>
            if let Some(why) = &*error {
                <div class="error" role="alert">{ format!("A chart could not be drawn: {why}") }</div>
            }
            <figure>
                <canvas ref={bars} class="chart" data-chart="bars"></canvas>
                <figcaption>{ format!("{}/s per crate at its best codec; blue: bandwidth-bound, orange: CPU-bound.", props.unit) }</figcaption>
            </figure>
            <figure>
                <canvas ref={scatter} class="chart" data-chart="scatter"></canvas>
                <figcaption>{ "Bytes on the wire against CPU time per item (log scales, lower left is better); the red line joins the Pareto front: crates no other crate beats on both." }</figcaption>
            </figure>
        </section>
    }
}

fn canvas(node: &NodeRef, height: u32) -> Result<HtmlCanvasElement, String> {
    let canvas = node
        .cast::<HtmlCanvasElement>()
        .ok_or("the canvas is not on the page")?;
    let width = match canvas.client_width() {
        w if w > 200 => w as u32,
        _ => 900,
    };
    canvas.set_width(width);
    canvas.set_height(height);
    Ok(canvas)
}

fn draw_bars(node: &NodeRef, rows: &[Row], unit: &str) -> Result<(), String> {
    let count = rows.len().max(1);
    let canvas = canvas(node, 60 + BAR_HEIGHT * count as u32)?;
    let backend = CanvasBackend::with_canvas_object(canvas).ok_or("no 2D context")?;
    let area = backend.into_drawing_area();
    area.fill(&WHITE).map_err(|e| e.to_string())?;
    let max = rows
        .iter()
        .map(|r| r.messages_per_second)
        .fold(0.0, f64::max)
        .max(f64::MIN_POSITIVE)
        * 1.05;
    let names: Vec<&str> = rows.iter().map(|r| r.crate_id.as_str()).collect();
    let mut chart = ChartBuilder::on(&area)
        .margin(8)
        .x_label_area_size(30)
        .y_label_area_size(140)
        .build_cartesian_2d(0.0..max, (0..count).into_segmented())
        .map_err(|e| e.to_string())?;
    // The best crate is drawn at the top: segment `count - 1 - rank`.
    let label = |value: &SegmentValue<usize>| match value {
        SegmentValue::CenterOf(i) | SegmentValue::Exact(i) => names
            .get(count.wrapping_sub(1).wrapping_sub(*i))
            .map(|s| (*s).to_owned())
            .unwrap_or_default(),
        SegmentValue::Last => String::new(),
    };
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_labels(count)
        .y_label_formatter(&label)
        .x_label_formatter(&|v| format::rate(*v))
        .x_desc(format!("{unit}/s"))
        .draw()
        .map_err(|e| e.to_string())?;
    chart
        .draw_series(rows.iter().enumerate().map(|(rank, row)| {
            let slot = count - 1 - rank;
            let color = match row.bottleneck {
                Bottleneck::Bandwidth => BANDWIDTH_COLOR,
                Bottleneck::Cpu => CPU_COLOR,
            };
            let mut bar = Rectangle::new(
                [
                    (0.0, SegmentValue::Exact(slot)),
                    (row.messages_per_second, SegmentValue::Exact(slot + 1)),
                ],
                color.filled(),
            );
            bar.set_margin(2, 2, 0, 0);
            bar
        }))
        .map_err(|e| e.to_string())?;
    area.present().map_err(|e| e.to_string())
}

fn draw_scatter(node: &NodeRef, rows: &[Row], mode: Mode) -> Result<(), String> {
    let canvas = canvas(node, 480)?;
    let backend = CanvasBackend::with_canvas_object(canvas).ok_or("no 2D context")?;
    let area = backend.into_drawing_area();
    area.fill(&WHITE).map_err(|e| e.to_string())?;
    // Log scales need positive values; a zero cost cannot be placed and is left out.
    let points: Vec<(f64, f64, &str)> = rows
        .iter()
        .filter(|r| r.wire_bytes > 0 && r.cpu_seconds > 0.0 && r.cpu_seconds.is_finite())
        .map(|r| {
            (
                r.wire_bytes as f64,
                r.cpu_seconds * 1e9,
                r.crate_id.as_str(),
            )
        })
        .collect();
    if points.is_empty() {
        return area.present().map_err(|e| e.to_string());
    }
    let (mut x_min, mut x_max, mut y_min, mut y_max) = (f64::MAX, 0.0f64, f64::MAX, 0.0f64);
    for (x, y, _) in &points {
        x_min = x_min.min(*x);
        x_max = x_max.max(*x);
        y_min = y_min.min(*y);
        y_max = y_max.max(*y);
    }
    let mut chart = ChartBuilder::on(&area)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(
            (x_min / 1.3..x_max * 1.3).log_scale(),
            (y_min / 1.3..y_max * 1.3).log_scale(),
        )
        .map_err(|e| e.to_string())?;
    let operation = match mode {
        Mode::Serialize => "serialize + compress",
        Mode::Deserialize => "decompress + deserialize",
        Mode::RoundTrip => "round trip",
    };
    chart
        .configure_mesh()
        .x_labels(6)
        .y_labels(8)
        .x_desc("bytes on the wire per item")
        .y_desc(format!("CPU time per item ({operation})"))
        .x_label_formatter(&|v| format::bytes(v.round().max(0.0) as u64))
        .y_label_formatter(&|v| format::duration_ns(*v))
        .draw()
        .map_err(|e| e.to_string())?;
    let xy: Vec<(f64, f64)> = points.iter().map(|(x, y, _)| (*x, *y)).collect();
    let front = pareto_front(&xy);
    chart
        .draw_series(LineSeries::new(
            front.iter().map(|&i| xy[i]),
            ShapeStyle::from(&FRONT_COLOR).stroke_width(2),
        ))
        .map_err(|e| e.to_string())?;
    chart
        .draw_series(points.iter().enumerate().map(|(i, (x, y, name))| {
            let on_front = front.contains(&i);
            let color = if on_front {
                FRONT_COLOR
            } else {
                BANDWIDTH_COLOR
            };
            EmptyElement::at((*x, *y))
                + Circle::new((0, 0), 3, color.filled())
                + Text::new(
                    (*name).to_owned(),
                    (5, -5),
                    ("sans-serif", 11).into_font().color(&BLACK),
                )
        }))
        .map_err(|e| e.to_string())?;
    area.present().map_err(|e| e.to_string())
}
