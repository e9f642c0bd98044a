//! Chart geometry, pure: what each chart can place, axes mapping data to pixels (linear or
//! logarithmic) and their tick values. The charts component turns these into SVG elements.

use schema::model::Row;

/// The largest figure the bar chart shows (a bar's end or its interval's), or `None` when
/// there is nothing to chart: no rows, or none with a finite positive rate. The chart then
/// says so rather than draw axes over nothing.
pub fn bar_max(rows: &[Row]) -> Option<f64> {
    let max = rows
        .iter()
        .flat_map(|r| [r.messages_per_second, r.interval.map_or(0.0, |i| i.high)])
        .filter(|v| v.is_finite())
        .fold(0.0, f64::max);
    (max > 0.0).then_some(max)
}

/// The scatter chart's points: bytes on the wire, CPU nanoseconds and crate per row. Log
/// scales need positive values, so a row with a zero (or not finite) cost is left out; an
/// empty list means there is nothing to chart.
pub fn scatter_points(rows: &[Row]) -> Vec<(f64, f64, &str)> {
    rows.iter()
        .filter(|r| r.wire_bytes > 0 && r.cpu_seconds > 0.0 && r.cpu_seconds.is_finite())
        .map(|r| {
            (
                r.wire_bytes as f64,
                r.cpu_seconds * 1e9,
                r.crate_id.as_str(),
            )
        })
        .collect()
}

/// One axis: a linear or logarithmic mapping of `[min, max]` onto a pixel range, which may
/// run backwards (a y axis grows upwards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Axis {
    min: f64,
    max: f64,
    from_px: f64,
    to_px: f64,
    log: bool,
}

impl Axis {
    /// A linear axis.
    pub fn linear(min: f64, max: f64, from_px: f64, to_px: f64) -> Self {
        Axis {
            min,
            max,
            from_px,
            to_px,
            log: false,
        }
    }

    /// A logarithmic axis; `min` and `max` must be positive.
    pub fn log(min: f64, max: f64, from_px: f64, to_px: f64) -> Self {
        Axis {
            min,
            max,
            from_px,
            to_px,
            log: true,
        }
    }

    /// The pixel position of `value`, clamped to the axis (a degenerate range maps everything
    /// to its middle).
    pub fn px(&self, value: f64) -> f64 {
        let map = |v: f64| {
            if self.log {
                v.max(f64::MIN_POSITIVE).ln()
            } else {
                v
            }
        };
        let (low, high, v) = (map(self.min), map(self.max), map(value));
        let fraction = if high > low && v.is_finite() {
            ((v - low) / (high - low)).clamp(0.0, 1.0)
        } else {
            0.5
        };
        self.from_px + fraction * (self.to_px - self.from_px)
    }
}

/// Ticks of a linear axis from 0 to `max`: multiples of 1, 2 or 5 × 10^k, about `target` of
/// them (never more than 2 × `target` + 1), always including 0.
pub fn linear_ticks(max: f64, target: usize) -> Vec<f64> {
    if !(max.is_finite() && max > 0.0) || target == 0 {
        return vec![0.0];
    }
    let raw = max / target as f64;
    let magnitude = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|step| *step >= raw)
        .unwrap_or(10.0 * magnitude);
    (0..=2 * target)
        .map(|i| i as f64 * step)
        .take_while(|tick| *tick <= max * (1.0 + 1e-9))
        .collect()
}

/// Ticks of a logarithmic axis over `[min, max]` (both positive): the powers of ten inside,
/// thinned to at most `most`; when fewer than two fit, the 1-2-5 multiples instead.
pub fn log_ticks(min: f64, max: f64, most: usize) -> Vec<f64> {
    if !(min.is_finite() && max.is_finite() && min > 0.0 && max >= min) || most == 0 {
        return Vec::new();
    }
    let inside = |v: &f64| *v >= min * (1.0 - 1e-9) && *v <= max * (1.0 + 1e-9);
    let (low, high) = (min.log10().floor() as i32, max.log10().ceil() as i32);
    let powers: Vec<f64> = (low..=high).map(|k| 10f64.powi(k)).filter(inside).collect();
    if powers.len() >= 2 {
        let every = powers.len().div_ceil(most);
        return powers.into_iter().step_by(every).collect();
    }
    (low..=high)
        .flat_map(|k| [1.0, 2.0, 5.0].map(|m| m * 10f64.powi(k)))
        .filter(inside)
        .take(most)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use schema::model::Bottleneck;
    use schema::rank::Interval;

    fn row(crate_id: &str, rate: f64, wire_bytes: u64, cpu_seconds: f64) -> Row {
        Row {
            crate_id: crate_id.to_owned(),
            codec: None,
            variant: None,
            messages_per_second: rate,
            interval: None,
            relative: 1.0,
            bottleneck: Bottleneck::Cpu,
            estimated: false,
            wire_bytes,
            cpu_seconds,
        }
    }

    #[test]
    fn an_empty_selection_has_nothing_to_chart() {
        assert_eq!(bar_max(&[]), None);
        assert!(scatter_points(&[]).is_empty());
        // Rows that cannot be placed are nothing to chart either.
        let useless = [row("a", 0.0, 0, 0.0), row("b", f64::NAN, 10, f64::INFINITY)];
        assert_eq!(bar_max(&useless), None);
        assert!(scatter_points(&useless).is_empty());
    }

    #[test]
    fn charts_place_what_they_can() {
        let mut with_interval = row("a", 10.0, 100, 2e-6);
        with_interval.interval = Some(Interval {
            low: 8.0,
            high: 12.0,
        });
        let rows = [with_interval, row("b", 5.0, 0, 1e-6)];
        assert_eq!(bar_max(&rows), Some(12.0));
        assert_eq!(scatter_points(&rows), vec![(100.0, 2000.0, "a")]);
    }

    #[test]
    fn axes_map_and_clamp() {
        let x = Axis::linear(0.0, 10.0, 100.0, 200.0);
        assert_eq!(x.px(5.0), 150.0);
        assert_eq!(x.px(-1.0), 100.0);
        assert_eq!(x.px(f64::NAN), 150.0);
        let y = Axis::log(1.0, 100.0, 300.0, 100.0);
        assert!((y.px(10.0) - 200.0).abs() < 1e-9);
        assert_eq!(Axis::linear(3.0, 3.0, 0.0, 10.0).px(3.0), 5.0);
    }

    #[test]
    fn linear_ticks_are_round_and_cover_the_range() {
        assert_eq!(linear_ticks(10.0, 5), vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(linear_ticks(0.0, 5), vec![0.0]);
        assert_eq!(linear_ticks(f64::INFINITY, 5), vec![0.0]);
        for max in [1e-300, 0.7, 3.3, 999.0, 1.05e15] {
            let ticks = linear_ticks(max, 5);
            assert!((2..=11).contains(&ticks.len()), "{max}: {ticks:?}");
            assert!(
                ticks.iter().all(|t| *t <= max * 1.000001),
                "{max}: {ticks:?}"
            );
        }
    }

    #[test]
    fn log_ticks_are_powers_of_ten_or_multiples() {
        assert_eq!(log_ticks(0.5, 2000.0, 8), vec![1.0, 10.0, 100.0, 1000.0]);
        assert_eq!(log_ticks(3.0, 30.0, 8), vec![5.0, 10.0, 20.0]);
        let wide = log_ticks(1e-13, 1e19, 8);
        assert!((2..=8).contains(&wide.len()), "{wide:?}");
        assert!(log_ticks(0.0, 1.0, 8).is_empty());
    }
}
