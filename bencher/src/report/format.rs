//! Text helpers shared by the README tables and the charts: axis ticks and escaping. Figures
//! themselves are written by [`schema::display`], as everywhere else.
//!
//! Every string that comes from a results file (crate ids, versions, variant names, failure
//! messages, environment text) goes through [`markdown`] or [`html`] before it reaches the
//! README, so a crate called `a|b<script>` can neither break a table nor inject HTML.

use schema::display::{significant, size_unit, time_unit};

/// An axis tick: the shown digits without trailing zeros (`1`, `2.5`, `1250`).
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

/// An absolute `https://` address fit for a markdown link: only unreserved characters,
/// `/`, `:`, `%`, `#`, `?`, `=` and `&` (no space or parenthesis could end the link early);
/// `None` otherwise.
pub fn https_url(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("https://")?;
    let safe = |b: u8| b.is_ascii_alphanumeric() || b"-._~/:%#?=&".contains(&b);
    (!rest.is_empty() && rest.bytes().all(safe)).then_some(url)
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
    fn units_and_ticks_for_axes() {
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
    fn only_plain_https_addresses_are_linked() {
        assert_eq!(
            https_url("https://owner.github.io/repo/"),
            Some("https://owner.github.io/repo/")
        );
        assert_eq!(https_url("http://owner.github.io/"), None);
        assert_eq!(https_url("https://x.io/a)b"), None);
        assert_eq!(https_url("javascript:alert(1)"), None);
    }

    #[test]
    fn truncation_respects_characters() {
        assert_eq!(truncate("héllo", 10), "héllo");
        assert_eq!(truncate("héllo", 2), "hé…");
    }
}
