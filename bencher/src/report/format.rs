//! Text helpers shared by the README tables and the charts: human units and escaping.
//!
//! Every string that comes from a results file (crate ids, versions, variant names, failure
//! messages, environment text) goes through [`markdown`] or [`html`] before it reaches the
//! README, so a crate called `a|b<script>` can neither break a table nor inject HTML.

/// Significant digits shown for times, sizes and ratios: enough to tell crates apart, few
/// enough that the tables do not pretend to a precision the measurement lacks.
const SIGNIFICANT_DIGITS: i32 = 4;

/// Time units, each with how many nanoseconds it holds.
const TIME_UNITS: [(f64, &str); 4] = [(1.0, "ns"), (1e3, "µs"), (1e6, "ms"), (1e9, "s")];

/// Size units above bytes, decimal (1 kB = 1000 B) like the bandwidth units of the site.
const SIZE_UNITS: [(f64, &str); 4] = [(1.0, "B"), (1e3, "kB"), (1e6, "MB"), (1e9, "GB")];

/// Rounds `value` to [`SIGNIFICANT_DIGITS`] and prints it with as many decimals as needed.
fn significant(value: f64) -> String {
    with_significant_digits(value, SIGNIFICANT_DIGITS)
}

/// `value` rounded to `digits` significant digits.
fn round_to_digits(value: f64, digits: i32) -> f64 {
    if value == 0.0 || !value.is_finite() {
        return value;
    }
    let magnitude = value.abs().log10().floor() as i32;
    let scale = 10f64.powi(digits - 1 - magnitude);
    (value * scale).round() / scale
}

/// Prints `value` with `digits` significant digits (integers keep all theirs).
fn with_significant_digits(value: f64, digits: i32) -> String {
    let rounded = round_to_digits(value, digits);
    if rounded == 0.0 || !rounded.is_finite() {
        return format!("{rounded}");
    }
    // The magnitude after rounding: 0.99996 prints as `1.000`, not `1.0000`.
    let magnitude = rounded.abs().log10().floor() as i32;
    let decimals = (digits - 1 - magnitude).max(0) as usize;
    format!("{rounded:.decimals$}")
}

/// `value` rounded to [`SIGNIFICANT_DIGITS`].
fn round_significant(value: f64) -> f64 {
    round_to_digits(value, SIGNIFICANT_DIGITS)
}

/// The largest unit (factor, name) the value reaches *after* rounding, so 999.96 ns prints as
/// `1.000 µs` rather than `1000 ns`.
fn unit_for(value: f64, units: &[(f64, &'static str)]) -> (f64, &'static str) {
    let rounded = round_significant(value).abs();
    units
        .iter()
        .copied()
        .take_while(|&(factor, _)| factor == units[0].0 || rounded >= factor)
        .last()
        .unwrap_or(units[0])
}

/// A duration in nanoseconds, in ns, µs, ms or s with four significant digits.
pub fn time_ns(nanoseconds: f64) -> String {
    let (factor, unit) = unit_for(nanoseconds, &TIME_UNITS);
    format!("{} {unit}", significant(nanoseconds / factor))
}

/// A size in bytes: exact below 1000, otherwise kB/MB/GB (decimal) with four significant
/// digits.
pub fn bytes(size: u64) -> String {
    if size < 1000 {
        return format!("{size} B");
    }
    let (factor, unit) = unit_for(size as f64, &SIZE_UNITS);
    format!("{} {unit}", significant(size as f64 / factor))
}

/// The unit (and its factor) in which `nanoseconds` reads best; charts label an axis with
/// the unit of its largest value.
pub fn time_unit(nanoseconds: f64) -> (f64, &'static str) {
    unit_for(nanoseconds, &TIME_UNITS)
}

/// The unit (and its factor in bytes) in which `size` reads best; charts label an axis with
/// the unit of its largest value.
pub fn size_unit(size: f64) -> (f64, &'static str) {
    unit_for(size, &SIZE_UNITS)
}

/// An axis tick: four significant digits without trailing zeros (`1`, `2.5`, `1250`).
pub fn tick(value: f64) -> String {
    let text = significant(value);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// A time axis tick in its own unit, without trailing zeros (`100 µs`, `2.5 ms`).
pub fn time_tick(nanoseconds: f64) -> String {
    let (factor, unit) = time_unit(nanoseconds);
    format!("{} {unit}", tick(nanoseconds / factor))
}

/// A size axis tick in its own unit, without trailing zeros (`500 kB`, `2 MB`).
pub fn size_tick(size: f64) -> String {
    let (factor, unit) = size_unit(size);
    format!("{} {unit}", tick(size / factor))
}

/// A ratio as a percentage with four significant digits (`100%`, `253.4%`, `12.50%`).
pub fn percent(ratio: f64) -> String {
    format!("{}%", significant(ratio * 100.0))
}

/// The half-width of a confidence interval relative to its estimate, as `±1.2%`; `None`
/// when the bounds are missing or meaningless.
pub fn relative_half_width(
    estimate: f64,
    lower: Option<f64>,
    upper: Option<f64>,
) -> Option<String> {
    let (lower, upper) = (lower?, upper?);
    let half = (upper - lower) / 2.0 / estimate;
    if !half.is_finite() || half < 0.0 {
        return None;
    }
    // Two significant digits are plenty for an uncertainty.
    let shown = half * 100.0;
    Some(if shown < 0.01 {
        "±<0.01%".to_owned()
    } else {
        format!("±{}%", with_significant_digits(shown, 2))
    })
}

/// Escapes text for HTML element content and attribute values.
pub fn html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

/// Escapes text for inline markdown, including inside a table cell: HTML is neutralised,
/// emphasis, code, links, strike-through, math and cell separators are backslash-escaped, and
/// line breaks become spaces (a newline would end the table row).
pub fn markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '|' | '~' | '$' | '#' | '!' => {
                out.push('\\');
                out.push(c);
            }
            '\r' | '\n' | '\t' => out.push(' '),
            c if c.is_control() => {}
            other => out.push(other),
        }
    }
    out
}

/// Percent-encodes a relative path for a markdown link destination, keeping `/`, so spaces
/// or parentheses in a directory name cannot end the link early.
pub fn url_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Shortens `text` to at most `max_chars` characters, marking the cut with `…`.
pub fn truncate(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        None => text.to_owned(),
        Some((cut, _)) => format!("{}…", &text[..cut]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_pick_the_unit_after_rounding() {
        assert_eq!(time_ns(0.5), "0.5000 ns");
        assert_eq!(time_ns(12.0), "12.00 ns");
        assert_eq!(time_ns(999.4), "999.4 ns");
        assert_eq!(time_ns(999.96), "1.000 µs");
        assert_eq!(time_ns(443_140.0), "443.1 µs");
        assert_eq!(time_ns(3_686_300.0), "3.686 ms");
        assert_eq!(time_ns(12_345_678_901.0), "12.35 s");
    }

    #[test]
    fn sizes_are_exact_below_a_kilobyte_then_decimal() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(999), "999 B");
        assert_eq!(bytes(1000), "1.000 kB");
        assert_eq!(bytes(804_955), "805.0 kB");
        assert_eq!(bytes(999_999), "1.000 MB");
        assert_eq!(bytes(1_045_784), "1.046 MB");
    }

    #[test]
    fn percentages_and_intervals() {
        assert_eq!(percent(1.0), "100.0%");
        assert_eq!(percent(2.534), "253.4%");
        assert_eq!(percent(0.125), "12.50%");
        assert_eq!(
            relative_half_width(100.0, Some(99.0), Some(101.0)).unwrap(),
            "±1.0%"
        );
        assert_eq!(
            relative_half_width(100.0, Some(80.0), Some(140.0)).unwrap(),
            "±30%"
        );
        assert_eq!(
            relative_half_width(5.0, Some(4.95), Some(5.05)).unwrap(),
            "±1.0%"
        );
        assert_eq!(
            relative_half_width(100.0, Some(99.96), Some(100.04)).unwrap(),
            "±0.040%"
        );
        assert_eq!(relative_half_width(100.0, None, Some(101.0)), None);
        assert_eq!(relative_half_width(100.0, Some(101.0), Some(99.0)), None);
    }

    #[test]
    fn units_and_ticks_for_axes() {
        assert_eq!(time_unit(443_140.0), (1e3, "µs"));
        assert_eq!(time_unit(5.0), (1.0, "ns"));
        assert_eq!(size_unit(804_955.0), (1e3, "kB"));
        assert_eq!(size_unit(12.0), (1.0, "B"));
        assert_eq!(tick(1.0), "1");
        assert_eq!(tick(2.5), "2.5");
        assert_eq!(tick(1250.0), "1250");
        assert_eq!(tick(0.0), "0");
        assert_eq!(time_tick(2.0e7), "20 ms");
        assert_eq!(time_tick(100_000.0), "100 µs");
        assert_eq!(size_tick(2.0e6), "2 MB");
        assert_eq!(size_tick(500.0), "500 B");
    }

    #[test]
    fn markdown_escaping_neutralises_tables_html_and_emphasis() {
        let escaped = markdown("a|b<script>*x*_y_`z`\n[l](u) $m$");
        assert!(!escaped.contains('<'));
        assert!(!escaped.contains('\n'));
        assert_eq!(escaped.matches('|').count(), escaped.matches("\\|").count());
        assert_eq!(
            escaped,
            "a\\|b&lt;script&gt;\\*x\\*\\_y\\_\\`z\\` \\[l\\](u) \\$m\\$"
        );
    }

    #[test]
    fn html_escaping() {
        assert_eq!(
            html("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn url_paths_keep_slashes_and_encode_the_rest() {
        assert_eq!(
            url_path("benchmark_results/charts/log-serialize.svg"),
            "benchmark_results/charts/log-serialize.svg"
        );
        assert_eq!(url_path("my charts/(x).svg"), "my%20charts/%28x%29.svg");
        assert_eq!(url_path("é"), "%C3%A9");
    }

    #[test]
    fn truncation_respects_characters() {
        assert_eq!(truncate("héllo", 10), "héllo");
        assert_eq!(truncate("héllo", 2), "hé…");
    }
}
