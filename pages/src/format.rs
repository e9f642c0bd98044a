//! Human-readable figures: times, sizes, rates and percentages.

use schema::Timing;

/// Formats a duration given in nanoseconds with a unit that keeps 3–4 significant digits
/// (`812 ns`, `1.24 µs`, `35.1 ms`, `2.50 s`).
pub fn duration_ns(ns: f64) -> String {
    if !ns.is_finite() {
        return "—".to_owned();
    }
    let (value, unit) = if ns < 1e3 {
        (ns, "ns")
    } else if ns < 1e6 {
        (ns / 1e3, "µs")
    } else if ns < 1e9 {
        (ns / 1e6, "ms")
    } else {
        (ns / 1e9, "s")
    };
    format!("{} {unit}", significant(value))
}

/// A timing as `estimate ± half-width%` when the confidence interval is known.
pub fn timing(timing: &Timing) -> String {
    match ci_half_width_percent(timing) {
        Some(percent) => format!(
            "{} ± {}%",
            duration_ns(timing.estimate_ns),
            significant(percent)
        ),
        None => duration_ns(timing.estimate_ns),
    }
}

/// Half the confidence interval's width as a percentage of the estimate, when both bounds are
/// recorded and the estimate is positive.
pub fn ci_half_width_percent(timing: &Timing) -> Option<f64> {
    let (lower, upper) = (timing.lower_ns?, timing.upper_ns?);
    let percent = (upper - lower) / 2.0 / timing.estimate_ns * 100.0;
    (timing.estimate_ns > 0.0 && percent.is_finite()).then_some(percent.max(0.0))
}

/// Formats a byte count (`950 B`, `12.3 kB`, `1.71 MB`; decimal units, as sizes are compared
/// with bandwidth in decimal units).
pub fn bytes(bytes: u64) -> String {
    let value = bytes as f64;
    if value < 1e3 {
        format!("{bytes} B")
    } else if value < 1e6 {
        format!("{} kB", significant(value / 1e3))
    } else if value < 1e9 {
        format!("{} MB", significant(value / 1e6))
    } else {
        format!("{} GB", significant(value / 1e9))
    }
}

/// Formats a rate with an SI prefix (`812`, `12.3k`, `4.56M`, `7.89G`).
pub fn rate(per_second: f64) -> String {
    if !per_second.is_finite() {
        return "—".to_owned();
    }
    let (value, suffix) = if per_second < 1e3 {
        (per_second, "")
    } else if per_second < 1e6 {
        (per_second / 1e3, "k")
    } else if per_second < 1e9 {
        (per_second / 1e6, "M")
    } else if per_second < 1e12 {
        (per_second / 1e9, "G")
    } else {
        (per_second / 1e12, "T")
    };
    format!("{}{suffix}", significant(value))
}

/// A signed percentage change with one decimal (`+4.2%`, `−13.0%`); a change too small for
/// one decimal keeps three significant digits (`−0.00136%`), so it does not read as none.
pub fn change_percent(percent: f64) -> String {
    if !percent.is_finite() {
        return "—".to_owned();
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

/// Three significant digits without trailing noise (`1.24`, `35.1`, `812`); a negative value
/// that rounds to zero is written without its sign.
pub fn significant(value: f64) -> String {
    let decimals = significant_decimals(value);
    let scaled = value * 10f64.powi(decimals as i32);
    // An integer rounding and the point placed exactly: several times faster than formatting
    // a float in wasm, and the ranked table formats a rate per row on every slider step.
    // (`{:.N}` rounds the exact binary value half to even, this the scaled value half away
    // from zero: they differ only within a rounding error of a tie.)
    if scaled.is_finite() && scaled.abs() < 9e15 {
        fixed_point(scaled.round() as i64, decimals)
    } else {
        format!("{value:.decimals$}")
    }
}

/// The decimals [`significant`] shows for `value`: none from 100 on, one from 10, two from 1;
/// below 1, as many as keep three significant digits (`0.0123`), at most 12.
pub fn significant_decimals(value: f64) -> usize {
    let magnitude = value.abs();
    if magnitude >= 100.0 {
        0
    } else if magnitude >= 10.0 {
        1
    } else if magnitude >= 1.0 || magnitude == 0.0 || !magnitude.is_finite() {
        2
    } else {
        (2 - magnitude.log10().floor() as i32).clamp(2, 12) as usize
    }
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

// Native only: proptest does not build for wasm32 (Cargo.toml).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn fixed_point_places_the_decimal_point_exactly() {
        assert_eq!(fixed_point(1234, 2), "12.34");
        assert_eq!(fixed_point(5, 2), "0.05");
        assert_eq!(fixed_point(0, 2), "0.00");
        assert_eq!(fixed_point(812, 0), "812");
        assert_eq!(fixed_point(-123, 1), "-12.3");
        assert_eq!(fixed_point(1, 12), "0.000000000001");
    }

    proptest::proptest! {
        /// The integer rounding of `significant` writes what float formatting writes, except
        /// for values within a rounding error of a tie.
        #[test]
        fn significant_agrees_with_float_formatting(mantissa in -10.0f64..10.0, exponent in -14i32..14) {
            let value = mantissa * 10f64.powi(exponent);
            let decimals = significant_decimals(value);
            let scaled = value * 10f64.powi(decimals as i32);
            let near_tie = (scaled.abs().fract() - 0.5).abs() < 1e-6;
            let formatted = format!("{value:.decimals$}");
            // A negative value that rounds to zero is written without its sign.
            let formatted = if scaled.round() == 0.0 {
                formatted.trim_start_matches('-').to_owned()
            } else {
                formatted
            };
            if !near_tie {
                proptest::prop_assert_eq!(significant(value), formatted);
            }
        }
    }

    #[test]
    fn significant_keeps_three_digits_at_every_magnitude() {
        assert_eq!(significant(812.4), "812");
        assert_eq!(significant(35.14), "35.1");
        assert_eq!(significant(1.244), "1.24");
        assert_eq!(significant(0.012344), "0.0123");
        assert_eq!(significant(0.0), "0.00");
        assert_eq!(significant(-0.0), "0.00");
        assert_eq!(significant(99.96), "100.0");
        assert_eq!(significant(-35.14), "-35.1");
        assert_eq!(significant(1e300), format!("{:.0}", 1e300));
        assert_eq!(significant(f64::NAN), "NaN");
        assert_eq!(significant_decimals(1e-20), 12);
    }

    #[test]
    fn durations_pick_a_readable_unit() {
        assert_eq!(duration_ns(812.0), "812 ns");
        assert_eq!(duration_ns(1_240.0), "1.24 µs");
        assert_eq!(duration_ns(35_100_000.0), "35.1 ms");
        assert_eq!(duration_ns(2.5e9), "2.50 s");
        assert_eq!(duration_ns(f64::NAN), "—");
    }

    #[test]
    fn timing_shows_the_confidence_interval_as_plus_minus() {
        let t = Timing::bounded(1000.0, 980.0, 1020.0);
        assert_eq!(timing(&t), "1.00 µs ± 2.00%");
        assert_eq!(timing(&Timing::point(1000.0)), "1.00 µs");
    }

    #[test]
    fn sizes_and_rates() {
        assert_eq!(bytes(950), "950 B");
        assert_eq!(bytes(1_705_800), "1.71 MB");
        assert_eq!(rate(4_560_000.0), "4.56M");
        assert_eq!(rate(0.0123), "0.0123");
        assert_eq!(change_percent(-13.0), "−13.0%");
        assert_eq!(change_percent(4.25), "+4.2%");
        assert_eq!(change_percent(0.0), "+0.0%");
        assert_eq!(change_percent(-0.0013608), "−0.00136%");
    }
}
