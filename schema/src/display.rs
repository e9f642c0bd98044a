//! Figures as text for people: one rounding rule for the README, `bencher compare`, the charts
//! and the explorer, so that one figure reads the same everywhere.
//!
//! Every figure keeps [`SIGNIFICANT_DIGITS`] significant digits: the published intervals are
//! several percent wide, so a fourth digit would claim a precision the measurement lacks. A
//! unit is chosen *after* rounding, so 999.96 ns reads `1.00 µs`, not `1000 ns`.
//!
//! Only text for people is rounded here. Machine-readable output (the CSV of `export`,
//! `throughput` and `compare`, and every JSON file) carries full precision and never goes
//! through this module.

use crate::Timing;

/// Significant digits of every figure shown to people.
pub const SIGNIFICANT_DIGITS: i32 = 3;

/// Time units, each with how many nanoseconds it holds.
const TIME_UNITS: [(f64, &str); 4] = [(1.0, "ns"), (1e3, "µs"), (1e6, "ms"), (1e9, "s")];

/// Size units, decimal (1 kB = 1000 B) like the bandwidth units they are compared with.
const SIZE_UNITS: [(f64, &str); 4] = [(1.0, "B"), (1e3, "kB"), (1e6, "MB"), (1e9, "GB")];

/// SI prefixes of plain quantities (rates, counts).
const SI_PREFIXES: [(f64, &str); 5] = [(1.0, ""), (1e3, "k"), (1e6, "M"), (1e9, "G"), (1e12, "T")];

/// `value` rounded to [`SIGNIFICANT_DIGITS`] significant digits (`1234.5` → `1230`).
pub fn round_significant(value: f64) -> f64 {
    if value == 0.0 || !value.is_finite() {
        return value;
    }
    let magnitude = value.abs().log10().floor() as i32;
    let decimals = SIGNIFICANT_DIGITS - 1 - magnitude;
    // Dividing by an exact power of ten rounds better than multiplying by its inexact inverse.
    if decimals >= 0 {
        let scale = 10f64.powi(decimals);
        (value * scale).round() / scale
    } else {
        let scale = 10f64.powi(-decimals);
        (value / scale).round() * scale
    }
}

/// `value` with [`SIGNIFICANT_DIGITS`] significant digits (`1.24`, `35.1`, `812`, `0.0123`);
/// from 1000 on, written in full once rounded (`12346` → `12300`).
pub fn significant(value: f64) -> String {
    let rounded = round_significant(value);
    let decimals = significant_decimals(rounded);
    let scaled = rounded * 10f64.powi(decimals as i32);
    // An integer rounding and the point placed exactly: several times faster than formatting
    // a float in wasm, and the explorer formats a rate per row on every slider step.
    if scaled.is_finite() && scaled.abs() < 9e15 {
        fixed_point(scaled.round() as i64, decimals)
    } else {
        format!("{rounded:.decimals$}")
    }
}

/// The decimals that show [`SIGNIFICANT_DIGITS`] digits of a value already rounded by
/// [`round_significant`]: none from 100 on, one from 10, two from 1 (and for zero), more below
/// 1, at most 12.
pub fn significant_decimals(rounded: f64) -> usize {
    let magnitude = rounded.abs();
    if magnitude == 0.0 || !magnitude.is_finite() {
        return (SIGNIFICANT_DIGITS - 1) as usize;
    }
    let exponent = magnitude.log10().floor() as i32;
    (SIGNIFICANT_DIGITS - 1 - exponent).clamp(0, 12) as usize
}

/// `scaled` divided by 10^`decimals`, written exactly (`fixed_point(1234, 2)` is `12.34`).
pub fn fixed_point(scaled: i64, decimals: usize) -> String {
    let digits = scaled.unsigned_abs().to_string();
    let sign = if scaled < 0 { "-" } else { "" };
    if decimals == 0 {
        return format!("{sign}{digits}");
    }
    let padded = format!("{digits:0>width$}", width = decimals + 1);
    let (whole, fraction) = padded.split_at(padded.len() - decimals);
    format!("{sign}{whole}.{fraction}")
}

/// The unit `(factor, name)` in which `value` reads best: the largest it reaches after
/// rounding. Charts label an axis with the unit of its largest value.
fn unit_for(value: f64, units: &[(f64, &'static str)]) -> (f64, &'static str) {
    let rounded = round_significant(value).abs();
    units
        .iter()
        .copied()
        .take_while(|&(factor, _)| factor == units[0].0 || rounded >= factor)
        .last()
        .unwrap_or(units[0])
}

/// The time unit `(nanoseconds per unit, name)` in which `nanoseconds` reads best.
pub fn time_unit(nanoseconds: f64) -> (f64, &'static str) {
    unit_for(nanoseconds, &TIME_UNITS)
}

/// The size unit `(bytes per unit, name)` in which `bytes` reads best.
pub fn size_unit(bytes: f64) -> (f64, &'static str) {
    unit_for(bytes, &SIZE_UNITS)
}

/// A duration given in nanoseconds (`812 ns`, `1.24 µs`, `35.1 ms`, `2.50 s`); `—` when not
/// a number.
pub fn duration_ns(nanoseconds: f64) -> String {
    if !nanoseconds.is_finite() {
        return "—".to_owned();
    }
    let (factor, unit) = time_unit(nanoseconds);
    format!(
        "{} {unit}",
        significant(round_significant(nanoseconds) / factor)
    )
}

/// A size in bytes: exact below 1000 (`950 B`), then decimal units (`12.3 kB`, `1.71 MB`).
pub fn bytes(bytes: u64) -> String {
    if bytes < 1000 {
        return format!("{bytes} B");
    }
    let value = bytes as f64;
    let (factor, unit) = size_unit(value);
    format!("{} {unit}", significant(round_significant(value) / factor))
}

/// Bytes of code added ([`crate::Figure::CodeBytes`]): as [`bytes`], with a minus sign
/// below zero (`−120 B`).
pub fn code_bytes(bytes: i64) -> String {
    let shown = self::bytes(bytes.unsigned_abs());
    if bytes < 0 {
        format!("\u{2212}{shown}")
    } else {
        shown
    }
}

/// A rate with an SI prefix (`812`, `12.3k`, `4.56M`, `7.89G`); `—` when not a number.
pub fn rate(per_second: f64) -> String {
    if !per_second.is_finite() {
        return "—".to_owned();
    }
    let (factor, prefix) = unit_for(per_second, &SI_PREFIXES);
    format!(
        "{}{prefix}",
        significant(round_significant(per_second) / factor)
    )
}

/// An instruction count: exact below 1000, then with an SI prefix (`15.6 k`, `1.63 G`).
pub fn count(count: u64) -> String {
    if count < 1000 {
        return count.to_string();
    }
    let value = count as f64;
    let (factor, prefix) = unit_for(value, &SI_PREFIXES);
    format!(
        "{} {prefix}",
        significant(round_significant(value) / factor)
    )
}

/// A ratio as a percentage (`100%`, `253%`, `12.5%`).
pub fn percent(ratio: f64) -> String {
    format!("{}%", significant(ratio * 100.0))
}

/// A signed percentage change with one decimal (`+4.2%`, `−13.0%`); a change too small for
/// one decimal keeps three significant digits (`−0.00136%`), so that a size that changed by a
/// few bytes does not read as unchanged. No change at all has no sign (`0.0%`).
pub fn change_percent(percent: f64) -> String {
    if !percent.is_finite() {
        return "—".to_owned();
    }
    if percent == 0.0 {
        return "0.0%".to_owned();
    }
    let magnitude = percent.abs();
    let digits = if magnitude > 0.0 && magnitude < 0.05 {
        significant(magnitude)
    } else {
        format!("{magnitude:.1}")
    };
    let sign = if percent < 0.0 { '−' } else { '+' };
    format!("{sign}{digits}%")
}

/// Half an interval's width relative to its estimate (`0.02` for 980..1020 around 1000); `None`
/// when a bound is missing, the estimate is not positive or the bounds are reversed.
pub fn relative_half_width(estimate: f64, lower: Option<f64>, upper: Option<f64>) -> Option<f64> {
    let (lower, upper) = (lower?, upper?);
    let half = (upper - lower) / 2.0 / estimate;
    (estimate > 0.0 && half.is_finite() && half >= 0.0).then_some(half)
}

/// A timing's [`relative_half_width`].
pub fn timing_half_width(timing: &Timing) -> Option<f64> {
    relative_half_width(timing.estimate_ns, timing.lower_ns, timing.upper_ns)
}

/// A relative half-width as `±2.0%`: two significant digits are plenty for an uncertainty;
/// below 0.01% it reads `±<0.01%`.
pub fn plus_minus(half_width: f64) -> String {
    let percent = half_width * 100.0;
    if percent < 0.01 {
        return "±<0.01%".to_owned();
    }
    let exponent = percent.log10().floor() as i32;
    let decimals = (1 - exponent).max(0) as usize;
    let scale = 10f64.powi(decimals as i32);
    format!("±{:.decimals$}%", (percent * scale).round() / scale)
}

/// A timing as `1.24 µs ±2.0%` when its interval is even about the estimate, as
/// `501 µs +29%/−1.2%` when it is lopsided (each side as [`plus_minus`] writes it), or its
/// estimate alone when it has no interval: a reader can always tell the bounds.
pub fn timing(timing: &Timing) -> String {
    let estimate = duration_ns(timing.estimate_ns);
    match timing_sides(timing) {
        Some((below, above)) => {
            let (minus, plus) = (side(below), side(above));
            if minus == plus {
                format!("{estimate} ±{plus}")
            } else {
                format!("{estimate} +{plus}/−{minus}")
            }
        }
        None => estimate,
    }
}

/// How far a timing's interval reaches below and above its estimate, each relative to the
/// estimate; `None` without bounds or for an estimate that is not positive.
pub fn timing_sides(timing: &Timing) -> Option<(f64, f64)> {
    let (lower, upper, estimate) = (timing.lower_ns?, timing.upper_ns?, timing.estimate_ns);
    let below = (estimate - lower) / estimate;
    let above = (upper - estimate) / estimate;
    (estimate > 0.0 && below.is_finite() && above.is_finite() && below >= 0.0 && above >= 0.0)
        .then_some((below, above))
}

/// One side of an interval (a share of the estimate) as [`plus_minus`] writes it, unsigned.
fn side(share: f64) -> String {
    plus_minus(share).trim_start_matches('±').to_owned()
}

/// A figure relative to the best of its kind, as a factor: `×1.00` for the best (and what
/// rounds to it), `×1.03`, `×2.4`, `×207`: three significant digits below ×10 without
/// trailing zeros, whole numbers from there. A percentage (`18000%`) said it less plainly.
pub fn times_best(ratio: f64) -> String {
    if !ratio.is_finite() {
        return "—".to_owned();
    }
    if ratio >= 10.0 {
        return format!("×{ratio:.0}");
    }
    let text = significant(ratio);
    if text == "1.00" || !text.contains('.') {
        return format!("×{text}");
    }
    format!("×{}", text.trim_end_matches('0').trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_lopsided_interval_shows_both_sides() {
        let even = Timing::bounded(100.0, 90.0, 110.0);
        assert_eq!(timing(&even), "100 ns ±10%");
        // savefile's figure on log: 501 µs in [495, 648] µs.
        let lopsided = Timing::bounded(501_000.0, 495_000.0, 648_000.0);
        assert_eq!(timing(&lopsided), "501 µs +29%/−1.2%");
        assert_eq!(timing(&Timing::point(2.0e6)), "2.00 ms");
    }

    #[test]
    fn relative_figures_are_factors_of_the_best() {
        assert_eq!(times_best(1.0), "×1.00");
        assert_eq!(times_best(1.0004), "×1.00");
        assert_eq!(times_best(1.034), "×1.03");
        assert_eq!(times_best(2.4), "×2.4");
        assert_eq!(times_best(12.34), "×12");
        assert_eq!(times_best(207.4), "×207");
        assert_eq!(times_best(18_049.0), "×18049");
        assert_eq!(times_best(f64::NAN), "—");
    }

    #[test]
    fn significant_keeps_three_digits_at_every_magnitude() {
        assert_eq!(significant(812.4), "812");
        assert_eq!(significant(35.14), "35.1");
        assert_eq!(significant(1.244), "1.24");
        assert_eq!(significant(0.012344), "0.0123");
        assert_eq!(significant(0.0), "0.00");
        assert_eq!(significant(-0.0), "0.00");
        assert_eq!(significant(-0.0001), "-0.000100");
        assert_eq!(significant(99.96), "100");
        assert_eq!(significant(12_346.0), "12300");
        assert_eq!(significant(-35.14), "-35.1");
        assert_eq!(significant(f64::NAN), "NaN");
        assert_eq!(fixed_point(5, 2), "0.05");
        assert_eq!(fixed_point(-123, 1), "-12.3");
    }

    #[test]
    fn units_are_chosen_after_rounding() {
        assert_eq!(duration_ns(812.0), "812 ns");
        assert_eq!(duration_ns(999.4), "999 ns");
        assert_eq!(duration_ns(999.6), "1.00 µs");
        assert_eq!(duration_ns(999.96), "1.00 µs");
        assert_eq!(duration_ns(1_240.0), "1.24 µs");
        assert_eq!(duration_ns(35_100_000.0), "35.1 ms");
        assert_eq!(duration_ns(2.5e9), "2.50 s");
        assert_eq!(duration_ns(12_345_678_901.0), "12.3 s");
        assert_eq!(duration_ns(f64::NAN), "—");
        assert_eq!(bytes(950), "950 B");
        assert_eq!(bytes(999_999), "1.00 MB");
        assert_eq!(bytes(1_705_800), "1.71 MB");
        assert_eq!(rate(4_560_000.0), "4.56M");
        assert_eq!(rate(999_700.0), "1.00M");
        assert_eq!(rate(0.0123), "0.0123");
        assert_eq!(count(999), "999");
        assert_eq!(count(15_649), "15.6 k");
        assert_eq!(count(1_634_000_000), "1.63 G");
    }

    #[test]
    fn percentages_changes_and_intervals() {
        assert_eq!(percent(1.0), "100%");
        assert_eq!(percent(2.534), "253%");
        assert_eq!(percent(0.125), "12.5%");
        assert_eq!(change_percent(-13.0), "−13.0%");
        assert_eq!(change_percent(4.25), "+4.2%");
        assert_eq!(change_percent(0.0), "0.0%");
        assert_eq!(change_percent(-0.0), "0.0%");
        assert_eq!(change_percent(-0.0013608), "−0.00136%");
        assert_eq!(change_percent(-0.000273), "−0.000273%");
        assert_eq!(
            relative_half_width(100.0, Some(99.0), Some(101.0)),
            Some(0.01)
        );
        assert_eq!(relative_half_width(100.0, None, Some(101.0)), None);
        assert_eq!(relative_half_width(100.0, Some(101.0), Some(99.0)), None);
        assert_eq!(relative_half_width(0.0, Some(0.0), Some(1.0)), None);
        assert_eq!(plus_minus(0.01), "±1.0%");
        assert_eq!(plus_minus(0.3), "±30%");
        assert_eq!(plus_minus(0.0004), "±0.040%");
        assert_eq!(plus_minus(0.0), "±<0.01%");
        let t = Timing::bounded(1000.0, 980.0, 1020.0);
        assert_eq!(timing(&t), "1.00 µs ±2.0%");
        assert_eq!(timing(&Timing::point(1000.0)), "1.00 µs");
    }

    proptest! {
        /// The integer rounding writes what float formatting of the rounded value writes (down
        /// to 1e-9, above which three digits need at most the 12 decimals shown; below, both
        /// round a second time, each its own way).
        #[test]
        fn significant_agrees_with_float_formatting(
            mantissa in 1.0f64..10.0,
            negative: bool,
            exponent in -9i32..14,
        ) {
            let value = if negative { -mantissa } else { mantissa } * 10f64.powi(exponent);
            let rounded = round_significant(value);
            let decimals = significant_decimals(rounded);
            prop_assert_eq!(significant(value), format!("{rounded:.decimals$}"));
        }

        /// A figure never shows more than three significant digits, whatever its unit.
        #[test]
        fn durations_show_three_significant_digits(ns in 1.0f64..1e11) {
            let text = duration_ns(ns);
            let number = text.split(' ').next().unwrap();
            let digits: String = number.chars().filter(char::is_ascii_digit).collect();
            prop_assert_eq!(digits.trim_start_matches('0').len().max(1), 3, "{}", text);
        }
    }
}
