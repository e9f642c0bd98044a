//! SVG charts of a results file, drawn with plotters.
//!
//! Per dataset: a horizontal bar chart of serialize time and one of deserialize time (one bar
//! per crate or crate variant, fastest on top, confidence interval as a thin line), and a
//! scatter of serialized size against serialize time, log-log, with the Pareto front (the
//! crates no other crate beats on both size and time) drawn in red. Text stays SVG `<text>`
//! (plotters' SVG backend without the `ttf` feature), so no font file is read or needed.

use super::columns::Entry;
use super::format;
use super::shared::dataset_order;
use crate::output::write_atomically;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use schema::chart::{label_size, pareto_front, place_labels, Rect, LABEL_BASELINE};
use schema::display;
use schema::rank::Interval;
use schema::{CrateResults, DatasetResults, Figure, Metric, Operation, ResultsFile, Timing};
use std::io;
use std::path::{Path, PathBuf};

/// Width of every chart, in pixels.
const WIDTH: u32 = 960;
/// Height of one bar, in pixels.
const ROW_HEIGHT: u32 = 24;
/// Height of the scatter.
const SCATTER_HEIGHT: u32 = 640;
/// Generic family: the viewer's browser picks the actual font.
const FONT: &str = "sans-serif";
/// Bars and ordinary points.
const MAIN_COLOR: RGBColor = RGBColor(70, 130, 180);
/// The Pareto front.
const FRONT_COLOR: RGBColor = RGBColor(200, 40, 40);
/// The scatter's legend, naming its front.
const FRONT_LEGEND: &str = "Pareto front: no other crate is both smaller and faster";
/// Font sizes of the scatter's point labels and legend, in pixels.
const LABEL_PX: f64 = 12.0;
const LEGEND_PX: f64 = 13.0;
/// The scatter's points' radius, in pixels.
const POINT_RADIUS: i32 = 4;

/// Drawing errors of plotters, boxed.
pub type DrawResult<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// The charts drawn per dataset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartKind {
    /// Bars of serialize time.
    Serialize,
    /// Bars of deserialize time.
    Deserialize,
    /// Serialized size against serialize time, with the Pareto front.
    SizeVsSerialize,
}

impl ChartKind {
    /// Every kind, in the order the README links them.
    pub const ALL: [ChartKind; 3] = [
        ChartKind::Serialize,
        ChartKind::Deserialize,
        ChartKind::SizeVsSerialize,
    ];

    /// File-name part (`log-size-vs-serialize.svg`).
    pub fn slug(self) -> &'static str {
        match self {
            ChartKind::Serialize => "serialize",
            ChartKind::Deserialize => "deserialize",
            ChartKind::SizeVsSerialize => "size-vs-serialize",
        }
    }

    /// Human title, also the README link text.
    pub fn title(self) -> &'static str {
        match self {
            ChartKind::Serialize => "serialize time",
            ChartKind::Deserialize => "deserialize time",
            ChartKind::SizeVsSerialize => "size vs serialize time",
        }
    }
}

/// A chart that [`write_charts`] will write, and the README will link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedChart {
    /// Dataset name.
    pub dataset: String,
    /// What the chart shows.
    pub kind: ChartKind,
    /// File name inside the charts directory.
    pub file_name: String,
}

/// The charts a results file yields: per dataset whose name is safe as a file name, each kind
/// with at least one figure to draw. Shared by [`write_charts`] and the README renderer so a
/// link never points at a chart that was not written.
pub fn planned_charts(file: &ResultsFile) -> Vec<PlannedChart> {
    let mut planned = Vec::new();
    for dataset in dataset_order(file) {
        let Some(results) = file.datasets.get(dataset) else {
            continue;
        };
        // Dataset names come from the results file; only plain ids become file names, so a
        // name like `../x` can never write outside the charts directory.
        if !schema::validate::is_valid_id(dataset) {
            continue;
        }
        for kind in ChartKind::ALL {
            let has_data = match kind {
                ChartKind::Serialize => !bars(results, Operation::Serialize).is_empty(),
                ChartKind::Deserialize => !bars(results, Operation::Deserialize).is_empty(),
                ChartKind::SizeVsSerialize => !scatter_points(results).is_empty(),
            };
            if has_data {
                planned.push(PlannedChart {
                    dataset: dataset.to_owned(),
                    kind,
                    file_name: format!("{dataset}-{}.svg", kind.slug()),
                });
            }
        }
    }
    planned
}

/// Writes every planned chart of `file` into `dir` (created if missing), each atomically, and
/// returns the paths written.
pub fn write_charts(file: &ResultsFile, dir: &Path) -> io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", dir.display())))?;
    let mut written = Vec::new();
    for chart in planned_charts(file) {
        let path = dir.join(&chart.file_name);
        let svg = render_chart(file, &chart)
            .map_err(|e| io::Error::other(format!("drawing {}: {e}", path.display())))?;
        write_atomically(&path, svg.as_bytes())
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
        written.push(path);
    }
    Ok(written)
}

/// Draws one planned chart as an SVG document.
pub fn render_chart(file: &ResultsFile, chart: &PlannedChart) -> DrawResult<String> {
    let empty = DatasetResults::default();
    let results = file.datasets.get(&chart.dataset).unwrap_or(&empty);
    let title = format!("{}: {}", chart.dataset, chart.kind.title());
    match chart.kind {
        ChartKind::Serialize => {
            draw_bars(&title, "serialize", &bars(results, Operation::Serialize))
        }
        ChartKind::Deserialize => draw_bars(
            &title,
            "deserialize",
            &bars(results, Operation::Deserialize),
        ),
        ChartKind::SizeVsSerialize => draw_scatter(&title, &scatter_points(results)),
    }
}

/// The name a figure goes by in a chart: the crate id, plus the variant if any.
fn entry_label(crate_id: &str, variant: Option<&str>) -> String {
    match variant {
        Some(variant) => format!("{crate_id} ({variant})"),
        None => crate_id.to_owned(),
    }
}

/// One bar: a crate (or one of its variants) and its timing.
#[derive(Clone, Debug, PartialEq)]
struct Bar {
    label: String,
    timing: Timing,
}

/// Every timing of `operation` on the dataset, fastest first.
fn bars(results: &DatasetResults, operation: Operation) -> Vec<Bar> {
    let metric = Metric::Operation(operation);
    let mut bars: Vec<Bar> = results
        .crates
        .iter()
        .flat_map(|(crate_id, row)| {
            metric
                .figures(row)
                .into_iter()
                .filter_map(move |(variant, figure)| match figure {
                    Figure::Time(timing) => Some(Bar {
                        label: entry_label(crate_id, variant),
                        timing,
                    }),
                    Figure::Bytes(_) | Figure::Allocations(_) | Figure::CodeBytes(_) => None,
                })
        })
        .filter(|bar| bar.timing.estimate_ns.is_finite() && bar.timing.estimate_ns >= 0.0)
        .collect();
    bars.sort_by(|a, b| a.timing.estimate_ns.total_cmp(&b.timing.estimate_ns));
    bars
}

/// One scatter point: serialized size and serialize time of a crate or variant.
#[derive(Clone, Debug, PartialEq)]
struct Point {
    label: String,
    size: f64,
    time_ns: f64,
}

/// Per serialize figure, the size of the same variant (else the crate's primary size). Only
/// positive finite values: both axes are logarithmic.
fn scatter_points(results: &DatasetResults) -> Vec<Point> {
    let serialize = Metric::Operation(Operation::Serialize);
    results
        .crates
        .iter()
        .flat_map(|(crate_id, row)| {
            serialize
                .figures(row)
                .into_iter()
                .filter_map(move |entry| scatter_point(crate_id, row, entry))
        })
        .filter(|p| p.size.is_finite() && p.size > 0.0 && p.time_ns.is_finite() && p.time_ns > 0.0)
        .collect()
}

fn scatter_point(crate_id: &str, row: &CrateResults, (variant, figure): Entry) -> Option<Point> {
    let size = row.size.get(variant).or(row.size.primary.as_ref())?;
    Some(Point {
        label: entry_label(crate_id, variant),
        size: *size as f64,
        time_ns: figure.value(),
    })
}

/// Draws labelled horizontal bars, fastest on top, each with its value and (when recorded)
/// its confidence interval; a value tied with its group's head ([`schema::rank`]) is followed
/// by its shared rank (`=3`), which the axis title explains.
fn draw_bars(title: &str, operation: &str, bars: &[Bar]) -> DrawResult<String> {
    let rows = bars.len() as f64;
    let height = 100 + ROW_HEIGHT * bars.len() as u32;
    let longest_label = bars
        .iter()
        .map(|b| b.label.chars().count())
        .max()
        .unwrap_or(0);
    let label_area = (longest_label as u32 * 7 + 16).clamp(60, 360);
    let max_ns = bars
        .iter()
        .map(|b| b.timing.upper_ns.unwrap_or(0.0).max(b.timing.estimate_ns))
        .filter(|v| v.is_finite())
        .fold(0.0, f64::max);
    let (factor, unit) = display::time_unit(max_ns);
    // Room to the right of the longest bar for its value label.
    let x_max = if max_ns > 0.0 { max_ns * 1.25 } else { 1.0 };
    let center = |rank: usize| rows - rank as f64 - 0.5;
    let intervals: Vec<_> = bars
        .iter()
        .map(|bar| Interval::of_timing(&bar.timing))
        .collect();
    let ranks = schema::rank::ranks(intervals.iter().map(Option::as_ref));
    let any_tied = ranks.iter().any(|rank| rank.shared);

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 20))
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(label_area)
            .build_cartesian_2d(0f64..x_max, 0f64..rows)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .max_light_lines(1)
            .y_labels(0)
            .x_desc(format!(
                "{operation} time per item ({unit}), lower is better{}",
                if any_tied {
                    "; =3: tied with the bar above (intervals overlap)"
                } else {
                    ""
                }
            ))
            .x_label_formatter(&|x| format::tick(x / factor))
            .draw()?;
        chart.draw_series(bars.iter().enumerate().map(|(rank, bar)| {
            let y = center(rank);
            Rectangle::new(
                [(0.0, y - 0.35), (bar.timing.estimate_ns, y + 0.35)],
                MAIN_COLOR.filled(),
            )
        }))?;
        chart.draw_series(bars.iter().enumerate().filter_map(|(rank, bar)| {
            let (lower, upper) = (bar.timing.lower_ns?, bar.timing.upper_ns?);
            let y = center(rank);
            Some(PathElement::new(
                vec![(lower, y), (upper, y)],
                BLACK.stroke_width(1),
            ))
        }))?;
        let value_style =
            TextStyle::from((FONT, 13).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        chart.draw_series(bars.iter().enumerate().map(|(rank, bar)| {
            let end = bar
                .timing
                .upper_ns
                .unwrap_or(0.0)
                .max(bar.timing.estimate_ns);
            let time = display::duration_ns(bar.timing.estimate_ns);
            let text = match ranks[rank] {
                shared if shared.shared => format!("{time} {shared}"),
                _ => time,
            };
            EmptyElement::at((end, center(rank))) + Text::new(text, (6, 0), value_style.clone())
        }))?;
        // Crate labels sit left of the plot, aligned with their bar; drawn on the root area in
        // pixels because a numeric axis would not put a tick at every bar.
        let label_style =
            TextStyle::from((FONT, 14).into_font()).pos(Pos::new(HPos::Right, VPos::Center));
        for (rank, bar) in bars.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(0.0, center(rank)));
            root.draw(&Text::new(
                bar.label.as_str(),
                (x - 6, y),
                label_style.clone(),
            ))?;
        }
        root.present()?;
    }
    Ok(svg)
}

/// A logarithmic axis: its range, labelled ticks and unlabelled grid lines.
#[derive(Clone, Debug, PartialEq)]
struct LogAxis {
    low: f64,
    high: f64,
    /// Labelled ticks: 1, 2, 5 times powers of ten (only powers of ten on a wide range).
    ticks: Vec<f64>,
    /// Grid lines at every digit times a power of ten.
    grid: Vec<f64>,
}

impl LogAxis {
    /// An axis around positive values, with air on both sides (more above, for the labels).
    /// The range spans at least a factor 2.5, so it always holds a 1-2-5 tick.
    fn around(values: impl Iterator<Item = f64>) -> LogAxis {
        let (low, high) = values.fold((f64::INFINITY, 0.0f64), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        });
        let (low, high) = if low.is_finite() && high > 0.0 {
            (low / 1.5, high * 1.7)
        } else {
            (1.0, 10.0)
        };
        let wide = (high / low).log10() > 4.0;
        let mut ticks = Vec::new();
        let mut grid = Vec::new();
        let first = low.log10().floor() as i32;
        let last = high.log10().floor() as i32;
        for decade in (first..=last).map(|exponent| 10f64.powi(exponent)) {
            for digit in 1..=9 {
                let value = decade * f64::from(digit);
                if value < low || value > high {
                    continue;
                }
                grid.push(value);
                if digit == 1 || (!wide && (digit == 2 || digit == 5)) {
                    ticks.push(value);
                }
            }
        }
        LogAxis {
            low,
            high,
            ticks,
            grid,
        }
    }
}

/// Draws the size/time scatter, log-log, with the Pareto front as a red staircase.
fn draw_scatter(title: &str, points: &[Point]) -> DrawResult<String> {
    let coordinates: Vec<(f64, f64)> = points.iter().map(|p| (p.size, p.time_ns)).collect();
    let front = pareto_front(&coordinates);
    let x_axis = LogAxis::around(points.iter().map(|p| p.size));
    let y_axis = LogAxis::around(points.iter().map(|p| p.time_ns));

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, SCATTER_HEIGHT)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 20))
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(72)
            .build_cartesian_2d(
                (x_axis.low..x_axis.high)
                    .log_scale()
                    .with_key_points(x_axis.ticks.clone())
                    .with_light_points(x_axis.grid.clone()),
                (y_axis.low..y_axis.high)
                    .log_scale()
                    .with_key_points(y_axis.ticks.clone())
                    .with_light_points(y_axis.grid.clone()),
            )?;
        chart
            .configure_mesh()
            .x_desc("serialized size (log scale), smaller is better")
            .y_desc("serialize time per item (log scale), lower is better")
            .x_label_formatter(&|x| format::size_tick(*x))
            .y_label_formatter(&|y| format::time_tick(*y))
            .draw()?;

        chart
            .draw_series(LineSeries::new(
                staircase(&front, &coordinates),
                FRONT_COLOR.stroke_width(2),
            ))?
            .label(FRONT_LEGEND)
            .legend(|(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], FRONT_COLOR.stroke_width(2))
            });

        chart.draw_series(points.iter().enumerate().map(|(index, point)| {
            let color = if front.contains(&index) {
                FRONT_COLOR
            } else {
                MAIN_COLOR
            };
            EmptyElement::at((point.size, point.time_ns))
                + Circle::new((0, 0), POINT_RADIUS, color.filled())
        }))?;
        // Labels where they cover no other label, point or the legend (schema::chart); in a
        // dense cluster some points stay unlabelled rather than have their names overprinted.
        let at: Vec<(f64, f64)> = coordinates
            .iter()
            .map(|point| {
                let (x, y) = chart.backend_coord(point);
                (f64::from(x), f64::from(y))
            })
            .collect();
        let sizes: Vec<(f64, f64)> = points
            .iter()
            .map(|point| label_size(&point.label, LABEL_PX))
            .collect();
        let (xs, ys) = chart.plotting_area().get_pixel_range();
        let plot = Rect {
            x: f64::from(xs.start),
            y: f64::from(ys.start),
            width: f64::from(xs.end - xs.start),
            height: f64::from(ys.end - ys.start),
        };
        // The legend's box in the upper left, generously: its line, its text and margins.
        let legend = Rect {
            width: label_size(FRONT_LEGEND, LEGEND_PX).0 + 60.0,
            height: LEGEND_PX + 30.0,
            ..plot
        };
        let labels = place_labels(
            &at,
            &sizes,
            &front,
            plot,
            f64::from(POINT_RADIUS),
            &[legend],
        );
        let label_style =
            TextStyle::from((FONT, LABEL_PX).into_font()).pos(Pos::new(HPos::Left, VPos::Bottom));
        for (point, spot) in points.iter().zip(labels) {
            if let Some(spot) = spot {
                let baseline = spot.y + LABEL_BASELINE * LABEL_PX;
                let at = (spot.x.round() as i32, baseline.round() as i32);
                root.draw(&Text::new(point.label.as_str(), at, label_style.clone()))?;
            }
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font((FONT, LEGEND_PX))
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

/// The front as a staircase through its points (sorted by size): from each point, right to
/// the next point's size, then down to its time; everything above and right is dominated.
fn staircase(front: &[usize], points: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut path = Vec::with_capacity(front.len() * 2);
    for (step, &index) in front.iter().enumerate() {
        let (x, y) = points[index];
        if step > 0 {
            let (_, previous_y) = points[front[step - 1]];
            path.push((x, previous_y));
        }
        path.push((x, y));
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_axis_ticks_follow_one_two_five() {
        let axis = LogAxis::around([150.0, 600.0].into_iter());
        assert_eq!(axis.low, 100.0);
        assert!((axis.high - 1020.0).abs() < 1e-9);
        assert_eq!(axis.ticks, [100.0, 200.0, 500.0, 1000.0]);
        assert_eq!(axis.grid.len(), 10);
        // Even a single value gets a labelled tick.
        for value in [1.0, 3.3, 7.0, 6.0e6, 0.04] {
            let axis = LogAxis::around(std::iter::once(value));
            assert!(!axis.ticks.is_empty(), "{value}: {axis:?}");
            assert!(axis.low < value && value < axis.high);
        }
        // Wide ranges only label powers of ten.
        let wide = LogAxis::around([1.0, 1e6].into_iter());
        assert!(wide
            .ticks
            .iter()
            .all(|t| (t.log10() - t.log10().round()).abs() < 1e-9));
        assert_eq!(
            LogAxis::around(std::iter::empty()).ticks,
            [1.0, 2.0, 5.0, 10.0]
        );
    }

    #[test]
    fn staircase_steps_right_then_down() {
        let points = [(1.0, 9.0), (4.0, 2.0), (2.0, 5.0)];
        let front = pareto_front(&points);
        assert_eq!(front, [0, 2, 1]);
        assert_eq!(
            staircase(&front, &points),
            [(1.0, 9.0), (2.0, 9.0), (2.0, 5.0), (4.0, 5.0), (4.0, 2.0)]
        );
    }
}
