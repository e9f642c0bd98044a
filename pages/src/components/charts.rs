//! Charts drawn as inline SVG: messages per second per crate (following the controls live),
//! and bytes on the wire against CPU time per item with the Pareto front. Crate names are
//! text nodes, never parsed as markup. Colours are SVG attributes rather than CSS, so a chart
//! stays complete when copied out of the page as an image.

use crate::components::use_deferred;
use crate::plot::{bar_max, linear_ticks, log_ticks, scatter_points, Axis};
use crate::state::Shared;
use schema::chart::{label_size, pareto_front, place_labels, Rect, LABEL_BASELINE};
use schema::display;
use schema::model::{Bottleneck, Mode, Row};
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

/// Width of both charts' coordinate system; the SVG scales to the page.
const WIDTH: f64 = 900.0;
const BAR_HEIGHT: f64 = 18.0;
const BANDWIDTH_COLOR: &str = "#3498db";
const CPU_COLOR: &str = "#e67e22";
const FRONT_COLOR: &str = "#c0392b";
const TEXT_COLOR: &str = "#222";
/// The charts' font size, in the coordinate system's pixels (`svg`).
const FONT_PX: f64 = 11.0;
/// The scatter's points' radius.
const POINT_RADIUS: f64 = 3.0;

/// A kind of line: its colour, and its class, by which the page's style recolours it in dark
/// mode (style.css).
struct Stroke {
    class: &'static str,
    color: &'static str,
}
const GRID: Stroke = Stroke {
    class: "grid",
    color: "#e3e3e3",
};
const AXIS: Stroke = Stroke {
    class: "axis",
    color: "#555",
};

/// What the charts show: the rows, unit and mode they were last drawn for.
#[derive(Clone, PartialEq, Properties)]
struct Drawn {
    rows: Shared<Vec<Row>>,
    unit: &'static str,
    mode: Mode,
}

/// Both charts. They follow the props one task later, so a slider move updates the ranked
/// table at once and a fast drag redraws only its last state (a pending redraw is cancelled
/// when its timeout is replaced).
#[function_component(Charts)]
pub fn charts(props: &ChartsProps) -> Html {
    let drawn = use_deferred(Drawn {
        rows: props.rows.clone(),
        unit: props.unit,
        mode: props.mode,
    });
    match &drawn {
        Some(drawn) => html! { <ChartsView ..drawn.clone() /> },
        None => html! {
            <section id="charts">
                <h2>{ "Charts" }</h2>
                <p class="loading">{ "Drawing the charts…" }</p>
            </section>
        },
    }
}

/// The charts for what [`Charts`] last drew: a component of its own, so the new props of a
/// control change (drawn one task later) do not rebuild the old drawing meanwhile.
#[function_component(ChartsView)]
fn charts_view(drawn: &Drawn) -> Html {
    let bars = bar_chart(&drawn.rows, drawn.unit).map(|chart| {
        html! {
            <figure>
                { chart }
                <figcaption>{ format!("{}/s per crate at its best codec; blue: bandwidth-bound, orange: CPU-bound.", drawn.unit) }</figcaption>
            </figure>
        }
    });
    let scatter = scatter_chart(&drawn.rows, drawn.mode).map(|chart| {
        html! {
            <figure>
                { chart }
                <figcaption>{ "Bytes on the wire against CPU time per item (log scales, lower left is better); the red line joins the Pareto front: crates no other crate beats on both. A point whose label would cover another is left unlabelled: hover over it for its crate." }</figcaption>
            </figure>
        }
    });
    let nothing = bars.is_none() && scatter.is_none();
    html! {
        <section id="charts">
            <h2>{ "Charts" }</h2>
            if nothing {
                <p class="empty">{ "Nothing to chart: no crate has the figures this mode needs, or none matches the filter." }</p>
            } else {
                { for bars }
                { for scatter }
            }
        </section>
    }
}

/// A number as an SVG coordinate: whole pixels are precise enough and cheap to format.
fn px(value: f64) -> String {
    (value.round() as i64).to_string()
}

fn svg(chart: &'static str, height: f64, label: String, content: Html) -> Html {
    html! {
        <svg class="chart" data-chart={chart} role="img" aria-label={label}
            xmlns="http://www.w3.org/2000/svg" width={px(WIDTH)} height={px(height)}
            viewBox={format!("0 0 {} {}", px(WIDTH), px(height))}
            font-family="sans-serif" font-size={px(FONT_PX)} fill={TEXT_COLOR}>
            <rect class="background" width="100%" height="100%" fill="white"></rect>
            { content }
        </svg>
    }
}

fn text(x: f64, y: f64, anchor: &'static str, content: String) -> Html {
    html! { <text x={px(x)} y={px(y)} text-anchor={anchor}>{ content }</text> }
}

fn line(x1: f64, y1: f64, x2: f64, y2: f64, stroke: &Stroke) -> Html {
    html! {
        <line class={stroke.class} x1={px(x1)} y1={px(y1)} x2={px(x2)} y2={px(y2)}
            stroke={stroke.color}></line>
    }
}

/// Horizontal bars, best crate on top, on a linear messages-per-second axis, each with its
/// interval (`Row::interval`) as a line across its end: bars whose lines overlap are tied.
/// `None` when there is nothing to chart ([`bar_max`]).
fn bar_chart(rows: &[Row], unit: &str) -> Option<Html> {
    let (left, right, top, bottom) = (150.0, 20.0, 10.0, 44.0);
    let height = top + BAR_HEIGHT * rows.len().max(1) as f64 + bottom;
    let axis_y = height - bottom;
    let max = bar_max(rows)? * 1.05;
    let x = Axis::linear(0.0, max, left, WIDTH - right);
    let ticks = linear_ticks(max, 5).into_iter().map(|tick| {
        let at = x.px(tick);
        html! {
            <>
                { line(at, top, at, axis_y, &GRID) }
                { text(at, axis_y + 16.0, "middle", display::rate(tick)) }
            </>
        }
    });
    let bars = rows.iter().enumerate().map(|(rank, row)| {
        let y = top + rank as f64 * BAR_HEIGHT;
        let color = match row.bottleneck {
            Bottleneck::Bandwidth => BANDWIDTH_COLOR,
            Bottleneck::Cpu => CPU_COLOR,
        };
        let end = x.px(row.messages_per_second);
        let interval = row
            .interval
            .filter(|i| i.low.is_finite() && i.high.is_finite() && i.high > i.low)
            .map(|i| {
                let middle = y + BAR_HEIGHT / 2.0;
                line(x.px(i.low), middle, x.px(i.high), middle, &AXIS)
            });
        let hover = match row.interval {
            Some(i) => format!(
                "{}: {} {unit}/s ({} to {})",
                row.crate_id,
                display::rate(row.messages_per_second),
                display::rate(i.low),
                display::rate(i.high)
            ),
            None => format!(
                "{}: {} {unit}/s",
                row.crate_id,
                display::rate(row.messages_per_second)
            ),
        };
        html! {
            <>
                { text(left - 6.0, y + BAR_HEIGHT / 2.0 + 4.0, "end", row.crate_id.clone()) }
                <rect class="bar" x={px(left)} y={px(y + 2.0)} width={px(end - left)}
                    height={px(BAR_HEIGHT - 4.0)} fill={color}><title>{ hover }</title></rect>
                { for interval }
            </>
        }
    });
    let content = html! {
        <>
            { for ticks }
            { for bars }
            { line(left, top, left, axis_y, &AXIS) }
            { line(left, axis_y, WIDTH - right, axis_y, &AXIS) }
            { text((left + WIDTH - right) / 2.0, height - 6.0, "middle", format!("{unit}/s")) }
        </>
    };
    Some(svg(
        "bars",
        height,
        format!("Bar chart of {unit} per second per crate, each with its interval"),
        content,
    ))
}

/// Bytes on the wire (x) against CPU time per item (y), log scales, with the Pareto front.
/// Labels go where they cover no other label or point ([`place_labels`]); every point names
/// itself on hover. `None` when no row can be placed ([`scatter_points`]).
fn scatter_chart(rows: &[Row], mode: Mode) -> Option<Html> {
    let (left, right, top, bottom, height) = (84.0, 20.0, 12.0, 48.0, 480.0);
    let axis_y = height - bottom;
    let points = scatter_points(rows);
    if points.is_empty() {
        return None;
    }
    let operation = match mode {
        Mode::Serialize => "serialize + compress",
        Mode::Deserialize => "decompress + deserialize",
        Mode::RoundTrip => "round trip",
    };
    let frame = html! {
        <>
            { line(left, top, left, axis_y, &AXIS) }
            { line(left, axis_y, WIDTH - right, axis_y, &AXIS) }
            { text((left + WIDTH - right) / 2.0, height - 8.0, "middle", "bytes on the wire per item".to_owned()) }
            <text transform={format!("translate(14 {}) rotate(-90)", px((top + axis_y) / 2.0))}
                text-anchor="middle">{ format!("CPU time per item ({operation})") }</text>
        </>
    };
    let label = "Scatter chart of bytes on the wire against CPU time per item".to_owned();
    let (mut x_min, mut x_max, mut y_min, mut y_max) = (f64::MAX, 0.0f64, f64::MAX, 0.0f64);
    for (wire, cpu, _) in &points {
        x_min = x_min.min(*wire);
        x_max = x_max.max(*wire);
        y_min = y_min.min(*cpu);
        y_max = y_max.max(*cpu);
    }
    let (x_min, x_max, y_min, y_max) = (x_min / 1.3, x_max * 1.3, y_min / 1.3, y_max * 1.3);
    let x = Axis::log(x_min, x_max, left, WIDTH - right);
    let y = Axis::log(y_min, y_max, axis_y, top);
    let x_ticks = log_ticks(x_min, x_max, 7).into_iter().map(|tick| {
        let at = x.px(tick);
        html! {
            <>
                { line(at, top, at, axis_y, &GRID) }
                { text(at, axis_y + 16.0, "middle", display::bytes(tick.round() as u64)) }
            </>
        }
    });
    let y_ticks = log_ticks(y_min, y_max, 8).into_iter().map(|tick| {
        let at = y.px(tick);
        html! {
            <>
                { line(left, at, WIDTH - right, at, &GRID) }
                { text(left - 6.0, at + 4.0, "end", display::duration_ns(tick)) }
            </>
        }
    });
    let xy: Vec<(f64, f64)> = points.iter().map(|(wire, cpu, _)| (*wire, *cpu)).collect();
    let front = pareto_front(&xy);
    let at: Vec<(f64, f64)> = xy
        .iter()
        .map(|&(wire, cpu)| (x.px(wire), y.px(cpu)))
        .collect();
    let front_line: Vec<String> = front
        .iter()
        .map(|&i| format!("{},{}", px(at[i].0), px(at[i].1)))
        .collect();
    let sizes: Vec<(f64, f64)> = points
        .iter()
        .map(|(_, _, name)| label_size(name, FONT_PX))
        .collect();
    let plot = Rect {
        x: left,
        y: top,
        width: WIDTH - right - left,
        height: axis_y - top,
    };
    let labels = place_labels(&at, &sizes, &front, plot, POINT_RADIUS, &[]);
    let marks = points.iter().enumerate().map(|(i, (wire, cpu, name))| {
        let (cx, cy) = at[i];
        let color = if front.contains(&i) {
            FRONT_COLOR
        } else {
            BANDWIDTH_COLOR
        };
        // Every point names itself on hover; its label is drawn where it covers no other.
        let hover = format!(
            "{name}: {} on the wire, {} per item",
            display::bytes(wire.round() as u64),
            display::duration_ns(*cpu)
        );
        let label = labels[i].map(|spot| {
            html! {
                <text class="point-label" x={px(spot.x)} y={px(spot.y + LABEL_BASELINE * FONT_PX)}>
                    { (*name).to_owned() }
                </text>
            }
        });
        html! {
            <>
                <circle class="point" cx={px(cx)} cy={px(cy)} r={px(POINT_RADIUS)} fill={color}>
                    <title>{ hover }</title>
                </circle>
                { for label }
            </>
        }
    });
    let content = html! {
        <>
            { for x_ticks }
            { for y_ticks }
            { frame }
            <polyline class="front" points={front_line.join(" ")} fill="none"
                stroke={FRONT_COLOR} stroke-width="2"></polyline>
            { for marks }
        </>
    };
    Some(svg("scatter", height, label, content))
}
