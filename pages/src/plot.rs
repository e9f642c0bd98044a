//! Chart geometry, pure: axes mapping data to pixels (linear or logarithmic) and their tick
//! values. The charts component turns these into SVG elements.

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
