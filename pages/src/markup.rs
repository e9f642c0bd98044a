//! The ranked section as text: what its cells, headings, footnotes and announcements say.
//! Pure, and tested natively; links go only to crates.io pages built from validated names
//! ([`crate_page`]).

use schema::display;
use schema::model::{Bottleneck, Row};
use schema::rank::{self, Rank};
use schema::ResultsFile;

/// How a crate is named in the tables: its id, followed by its crates.io name when that
/// differs (`bincode2 (bincode)`); the name and version its link is built from.
pub struct CrateName<'f> {
    /// What the reader sees.
    pub label: String,
    /// The crates.io name (the id when the run does not describe the crate).
    pub name: &'f str,
    /// The version measured, when the run describes the crate.
    pub version: Option<&'f str>,
}

/// See [`CrateName`].
pub fn crate_name<'f>(file: &'f ResultsFile, crate_id: &'f str) -> CrateName<'f> {
    let info = file.crates.get(crate_id);
    CrateName {
        label: match info {
            Some(info) if info.name != crate_id => format!("{crate_id} ({})", info.name),
            _ => crate_id.to_owned(),
        },
        name: info.map_or(crate_id, |i| i.name.as_str()),
        version: info.map(|i| i.version.as_str()),
    }
}

/// The crate's crates.io page for `version`, only when both pass the schema's validation (so
/// no data-controlled text ever becomes a URL).
pub fn crate_page(name: &str, version: Option<&str>) -> Option<String> {
    version
        .filter(|v| schema::is_valid_crate_name(name) && schema::validate::is_valid_version(v))
        .map(|version| format!("https://crates.io/crates/{name}/{version}"))
}

/// The sentence that says a ranking: its leader with its rate, codec and bottleneck, the
/// crates that share its rank (tied, [`schema::rank`]), and how many crates are ranked. `None`
/// for no rows.
pub fn announcement(file: &ResultsFile, rows: &[Row], unit: &str) -> Option<String> {
    let first = rows.first()?;
    let name = crate_name(file, &first.crate_id);
    let variant = first
        .variant
        .as_deref()
        .map(|v| format!(" {v}"))
        .unwrap_or_default();
    let estimated = if first.estimated { ", estimated" } else { "" };
    let sharing = ranks(rows)
        .iter()
        .skip(1)
        .take_while(|rank| rank.shared)
        .count();
    let tied = match (sharing, rows.get(1)) {
        (0, _) | (_, None) => String::new(),
        (1, Some(second)) => format!(", tied with {}", crate_name(file, &second.crate_id).label),
        (more, Some(second)) => format!(
            ", tied with {} and {} more",
            crate_name(file, &second.crate_id).label,
            more - 1
        ),
    };
    Some(format!(
        "Ranking: {}{variant} leads with {} {unit}/s ({}, {}-bound{estimated}){tied}; {} crates ranked.",
        name.label,
        display::rate(first.messages_per_second),
        codec_text(first),
        first.bottleneck.name(),
        rows.len(),
    ))
}

/// The section's title.
pub const TITLE: &str = "Ranking";

/// The note under the table when a row's figure is estimated.
pub const ESTIMATED_FOOTNOTE: &str = "* estimated: an assumed codec time (upstream's constants) entered this figure, because the run recorded none.";

/// The note under the table when a row has an interval: what a shared rank (`=3`) means.
/// `unit` names one message (`updates`, `logs`, …).
pub fn tied_footnote(unit: &str) -> String {
    format!(
        "=3: {}. A crate's interval runs from its {unit}/s with every timing at its slowest \
         bound to its {unit}/s with every timing at its fastest.",
        rank::SHARED_RANK_EXPLANATION
    )
}

/// The hover text of a shared rank.
pub fn tied_title() -> String {
    rank::SHARED_RANK_EXPLANATION.to_owned()
}

/// The ranks `rows` (best first) show: [`schema::rank`]'s rule over their intervals.
pub fn ranks(rows: &[Row]) -> Vec<Rank> {
    rank::ranks(rows.iter().map(|row| row.interval.as_ref()))
}

/// The column headings, each with whether its column holds numbers (right-aligned). `unit`
/// names one message (`updates`, `logs`, …).
pub fn headings(unit: &str) -> [(String, bool); 8] {
    [
        ("#".to_owned(), false),
        ("crate".to_owned(), false),
        (format!("{unit}/s"), true),
        ("relative".to_owned(), false),
        ("compression".to_owned(), false),
        ("bottleneck".to_owned(), false),
        ("wire bytes / item".to_owned(), true),
        ("CPU time / item".to_owned(), true),
    ]
}

/// What a ranked row's cells show.
pub struct RowTexts {
    /// The rank ([`rank_text`]).
    pub rank: String,
    /// Whether the rank is shared with the row above (the rank cell then has a title).
    pub tied: bool,
    /// The variant of the crate ranked, when not its primary figures.
    pub variant: Option<String>,
    /// The compression ([`codec_text`]).
    pub codec: &'static str,
    /// Messages per second.
    pub rate: String,
    /// Whether the figure is estimated (the rate then has a marker).
    pub estimated: bool,
    /// The relative bar's style ([`relative_texts`]).
    pub bar_style: String,
    /// The percentage beside the bar ([`relative_texts`]).
    pub percent: String,
    /// What limits the rate (the cell's text and class).
    pub bottleneck: Bottleneck,
    /// Wire bytes per item.
    pub wire: String,
    /// CPU time per item ([`cpu_text`]).
    pub cpu: String,
}

impl RowTexts {
    /// The texts of `row`, shown at `rank`.
    pub fn of(rank: Rank, row: &Row) -> RowTexts {
        let (bar_style, percent) = relative_texts(row.relative);
        RowTexts {
            rank: rank_text(rank),
            tied: rank.shared,
            variant: row.variant.clone(),
            codec: codec_text(row),
            rate: display::rate(row.messages_per_second),
            estimated: row.estimated,
            bar_style,
            percent,
            bottleneck: row.bottleneck,
            wire: display::bytes(row.wire_bytes),
            cpu: cpu_text(row),
        }
    }
}

/// A rank as shown: `3`, or `=3` when shared.
pub fn rank_text(rank: Rank) -> String {
    rank.to_string()
}

/// The compression a row's crate is ranked with (`none` for none).
pub fn codec_text(row: &Row) -> &'static str {
    row.codec.map_or("none", |c| c.name())
}

/// The relative bar's style (the share of its track the style sheet fills) and the percentage
/// beside it, for a figure relative to the best row's (1 = the best); a figure that is not a
/// number is a dash.
pub fn relative_texts(relative: f64) -> (String, String) {
    let percent = relative * 100.0;
    if !percent.is_finite() {
        return ("--share: 0%".to_owned(), "—".to_owned());
    }
    (
        format!("--share: {percent:.2}%"),
        display::percent(relative),
    )
}

/// A row's CPU time per item.
pub fn cpu_text(row: &Row) -> String {
    display::duration_ns(row.cpu_seconds * 1e9)
}

/// The bottleneck cell's classes (colour by resource).
pub fn bottleneck_class(bottleneck: Bottleneck) -> &'static str {
    match bottleneck {
        Bottleneck::Bandwidth => "bottleneck bandwidth",
        Bottleneck::Cpu => "bottleneck cpu",
    }
}

/// The tooltip of an estimated figure's marker.
pub const ESTIMATED_TITLE: &str = "estimated: assumed codec time";

// Native only: proptest does not build for wasm32 (Cargo.toml).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::ranking;
    use crate::url_state::ViewState;

    proptest::proptest! {
        /// The ranking's relative column, made from integer keys for speed, writes what
        /// schema::display writes for the same figure (as the README and the comparison do).
        #[test]
        fn relative_texts_read_as_schema_display_writes(relative in 0.0001f64..50.0) {
            let (_, text) = relative_texts(relative);
            proptest::prop_assert_eq!(text, schema::display::percent(relative));
        }
    }

    #[test]
    fn counts_read_as_schema_display_writes() {
        assert_eq!(
            crate::tables::count_text(15_649, false),
            schema::display::count(15_649)
        );
        assert_eq!(crate::tables::count_text(999, true), "~999");
    }

    const FIXTURE: &[u8] =
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json");

    fn fixture() -> ResultsFile {
        schema::load_results("2026-08-21_21-37-06.json", FIXTURE).expect("the fixture loads")
    }

    #[test]
    fn the_announcement_names_the_leader_with_its_figures_and_the_count() {
        let file = fixture();
        let rows = ranking::ranked(&file, &ViewState::default()).expect("the model runs");
        let first = &rows[0];
        let said = announcement(&file, &rows, "updates").expect("rows to announce");
        let rate = schema::display::rate(first.messages_per_second);
        assert!(said.starts_with("Ranking: "), "{said}");
        assert!(said.contains(&first.crate_id), "{said}");
        assert!(
            said.contains(&format!(" leads with {rate} updates/s (")),
            "{said}"
        );
        assert!(
            said.contains(&format!("{}-bound", first.bottleneck.name())),
            "{said}"
        );
        assert!(
            said.ends_with(&format!("; {} crates ranked.", rows.len())),
            "{said}"
        );
        assert_eq!(announcement(&file, &[], "updates"), None);
    }

    #[test]
    fn the_announcement_names_the_crates_that_share_the_leaders_rank() {
        let file = fixture();
        let mut rows = ranking::ranked(&file, &ViewState::default()).expect("the model runs");
        let said = |rows: &[schema::model::Row]| announcement(&file, rows, "updates").unwrap();
        assert!(!said(&rows).contains("tied"), "{}", said(&rows));
        let interval = |row: &schema::model::Row, low: f64, high: f64| {
            schema::rank::Interval::new(
                row.messages_per_second * low,
                row.messages_per_second * high,
            )
        };
        // The second and then the third overlap the leader: they share its rank.
        rows[0].interval = interval(&rows[0], 0.9, 1.1);
        rows[1].interval = interval(&rows[1], 0.0, 1e9);
        let second = crate_name(&file, &rows[1].crate_id).label;
        assert!(
            said(&rows).contains(&format!("), tied with {second}; ")),
            "{}",
            said(&rows)
        );
        rows[2].interval = interval(&rows[2], 0.0, 1e9);
        assert!(
            said(&rows).contains(&format!("), tied with {second} and 1 more; ")),
            "{}",
            said(&rows)
        );
    }

    #[test]
    fn a_relative_figure_that_is_not_a_number_is_a_dash() {
        assert_eq!(
            relative_texts(f64::NAN),
            ("--share: 0%".to_owned(), "—".to_owned())
        );
        let (bar, percent) = relative_texts(0.5);
        assert_eq!(
            (bar.as_str(), percent.as_str()),
            ("--share: 50.00%", "50.0%")
        );
    }
}
