//! Semantic checks that JSON types alone cannot express: timings are finite and ordered,
//! every crate a dataset mentions is described, names are safe to put in links and paths.
//!
//! The loaders apply these checks, so a [`ResultsFile`] or [`Manifest`] obtained from
//! [`crate::load`] satisfies them; writers call [`validate`] before saving.

use crate::manifest::Manifest;
use crate::results::{
    Allocations, CodecFigures, CodecInstructions, CrateInfo, CrateResults, Failure,
    InstructionCounts, ResultsFile, RunInfo, Timing, Variants, Work,
};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Display;

/// One broken rule: where in the document (a dotted JSON path) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at {path}: {message}")]
pub struct ValidationError {
    /// Dotted JSON path of the offending value, e.g. `datasets.log.crates.prost.size.primary`.
    pub path: String,
    /// What was expected and what was found.
    pub message: String,
}

/// Longest crate name crates.io accepts.
const MAX_CRATE_NAME_LEN: usize = 64;

/// Whether `name` is a valid crates.io crate name: 1 to 64 ASCII characters, letters, digits,
/// `-` or `_`, starting with a letter. The site builds `https://crates.io/crates/<name>/…`
/// links from crate names, so only names passing this check ever reach a URL.
pub fn is_valid_crate_name(name: &str) -> bool {
    let mut chars = name.chars();
    let starts_with_letter = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    starts_with_letter
        && name.len() <= MAX_CRATE_NAME_LEN
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Whether `version` is safe to show and to put in a crates.io link: non-empty, at most 64
/// characters among ASCII letters, digits, `.`, `-` and `+` (every semver version qualifies).
pub fn is_valid_version(version: &str) -> bool {
    !version.is_empty()
        && version.len() <= 64
        && version
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+'))
}

/// Whether `id` can name a dataset or a crate id: 1 to 64 ASCII letters, digits, `-` or `_`.
/// Ids appear in URLs, CSV and file-system paths of reports, so nothing else is allowed.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Whether `name` is a plain file name that cannot escape the results directory: non-empty,
/// no `/`, no `\`, no `..`, no control characters, and not starting with `.`.
pub fn is_safe_file_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && !name.contains("..")
        && !name
            .chars()
            .any(|c| c == '/' || c == '\\' || c.is_control())
}

/// Whether `text` is an RFC 3339 UTC-or-offset timestamp as result files use it:
/// `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or `±HH:MM`.
pub fn is_rfc3339(text: &str) -> bool {
    let bytes = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = bytes.get(range)?;
        if part.iter().all(u8::is_ascii_digit) {
            Some(part.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0')))
        } else {
            None
        }
    };
    let at = |index: usize, expected: u8| bytes.get(index) == Some(&expected);
    let date_time_ok = (|| {
        let (_year, month, day) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
        let (hour, minute, second) = (digits(11..13)?, digits(14..16)?, digits(17..19)?);
        let separators = at(4, b'-') && at(7, b'-') && at(10, b'T') && at(13, b':') && at(16, b':');
        Some(
            separators
                && (1..=12).contains(&month)
                && (1..=31).contains(&day)
                && hour < 24
                && minute < 60
                && second < 61,
        )
    })()
    .unwrap_or(false);
    if !date_time_ok {
        return false;
    }
    let mut rest = bytes.get(19..).unwrap_or_default();
    if let Some(fraction) = rest.strip_prefix(b".") {
        let digit_count = fraction.iter().take_while(|b| b.is_ascii_digit()).count();
        if digit_count == 0 {
            return false;
        }
        rest = fraction.get(digit_count..).unwrap_or_default();
    }
    match rest {
        b"Z" => true,
        [b'+' | b'-', h1, h2, b':', m1, m2] => [h1, h2, m1, m2].iter().all(|b| b.is_ascii_digit()),
        _ => false,
    }
}

/// A dotted JSON path (`datasets.log.crates.prost`, `runs[0].file`) as a chain of borrowed
/// segments, turned into text only when a rule fails: a valid file of thousands of figures
/// is checked without building one string per figure.
#[derive(Clone, Copy)]
struct Path<'a> {
    parent: Option<&'a Path<'a>>,
    segment: Segment<'a>,
}

#[derive(Clone, Copy)]
enum Segment<'a> {
    Key(&'a str),
    Index(usize),
}

impl<'a> Path<'a> {
    fn root(key: &'a str) -> Self {
        Path {
            parent: None,
            segment: Segment::Key(key),
        }
    }

    fn key(&'a self, key: &'a str) -> Path<'a> {
        Path {
            parent: Some(self),
            segment: Segment::Key(key),
        }
    }

    fn index(&'a self, index: usize) -> Path<'a> {
        Path {
            parent: Some(self),
            segment: Segment::Index(index),
        }
    }
}

impl Display for Path<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(parent) = self.parent {
            parent.fmt(f)?;
        }
        match self.segment {
            Segment::Key(key) if self.parent.is_some() => write!(f, ".{key}"),
            Segment::Key(key) => f.write_str(key),
            Segment::Index(index) => write!(f, "[{index}]"),
        }
    }
}

/// Collects rule violations while walking a document, tracking the JSON path.
struct Checker {
    errors: Vec<ValidationError>,
}

impl Checker {
    fn fail(&mut self, path: impl Display, message: impl Into<String>) {
        self.errors.push(ValidationError {
            path: path.to_string(),
            message: message.into(),
        });
    }

    fn check(&mut self, ok: bool, path: impl Display, message: impl FnOnce() -> String) {
        if !ok {
            self.fail(path, message());
        }
    }

    fn timestamp(&mut self, value: &str, path: impl Display) {
        self.check(is_rfc3339(value), path, || {
            format!("expected an RFC 3339 timestamp such as 2026-01-31T12:00:00Z, found {value:?}")
        });
    }

    fn non_negative(&mut self, value: f64, path: impl Display, what: &str) {
        self.check(value.is_finite() && value >= 0.0, path, || {
            format!("expected a finite non-negative {what}, found {value}")
        });
    }

    fn share(&mut self, value: f64, path: impl Display) {
        self.check((0.0..=1.0).contains(&value), path, || {
            format!("expected a share from 0 to 1, found {value}")
        });
    }

    fn timing(&mut self, timing: &Timing, path: &Path) {
        self.non_negative(timing.estimate_ns, path.key("estimate_ns"), "time");
        if let Some(lower) = timing.lower_ns {
            self.non_negative(lower, path.key("lower_ns"), "time");
            self.check(lower <= timing.estimate_ns, path.key("lower_ns"), || {
                format!(
                    "lower bound {lower} ns exceeds the estimate {} ns",
                    timing.estimate_ns
                )
            });
        }
        if let Some(upper) = timing.upper_ns {
            self.non_negative(upper, path.key("upper_ns"), "time");
            self.check(upper >= timing.estimate_ns, path.key("upper_ns"), || {
                format!(
                    "upper bound {upper} ns is below the estimate {} ns",
                    timing.estimate_ns
                )
            });
        }
    }

    /// Checks every value of a [`Variants`] and that its variant names are declared.
    fn variants<T>(
        &mut self,
        figures: &Variants<T>,
        path: &Path,
        declared: &BTreeMap<String, String>,
        mut check_value: impl FnMut(&mut Self, &T, &Path),
    ) {
        if figures.is_empty() {
            self.fail(path, "expected a primary value or at least one variant");
        }
        if let Some(value) = &figures.primary {
            check_value(self, value, &path.key("primary"));
        }
        let variants = path.key("variants");
        for (name, value) in &figures.variants {
            let variant_path = variants.key(name);
            self.check(declared.contains_key(name), variant_path, || {
                format!("variant {name:?} is not declared in the crate's `variants`")
            });
            check_value(self, value, &variant_path);
        }
    }

    fn run(&mut self, run: &RunInfo) {
        self.timestamp(&run.started_at, "run.started_at");
        if let Some(finished_at) = &run.finished_at {
            self.timestamp(finished_at, "run.finished_at");
        }
        if let Some(wall) = run.wall_time_seconds {
            self.non_negative(wall, "run.wall_time_seconds", "duration");
        }
        if let Some(width) = run.median_relative_ci_half_width {
            self.non_negative(width, "run.median_relative_ci_half_width", "ratio");
        }
        if let Some(load) = &run.machine_load {
            self.share(load.others_cpu_share, "run.machine_load.others_cpu_share");
            self.share(load.steal_share, "run.machine_load.steal_share");
        }
    }

    fn crate_info(&mut self, id: &str, info: &CrateInfo) {
        let crates = Path::root("crates");
        let path = crates.key(id);
        self.check(is_valid_id(id), path, || {
            format!("crate id {id:?} must be 1-64 ASCII letters, digits, '-' or '_'")
        });
        self.check(is_valid_crate_name(&info.name), path.key("name"), || {
            format!("{:?} is not a valid crates.io crate name", info.name)
        });
        self.check(is_valid_version(&info.version), path.key("version"), || {
            format!("{:?} is not a valid crate version", info.version)
        });
        let work = path.key("work");
        for (name, class) in &info.work {
            let variant_path = work.key(name);
            self.check(info.variants.contains_key(name), variant_path, || {
                format!("variant {name:?} is classed but not declared in the crate's `variants`")
            });
            if let Work::Other(why) = class {
                self.check(!why.trim().is_empty(), variant_path, || {
                    "a variant of other work needs the reason it is not comparable".to_owned()
                });
            }
        }
    }

    fn crate_results(&mut self, path: &Path, info: &CrateInfo, results: &CrateResults) {
        let declared = &info.variants;
        let operations = path.key("operations");
        for (operation, timings) in &results.operations {
            let op_path = operations.key(operation.name());
            self.variants(timings, &op_path, declared, |c, t, p| c.timing(t, p));
        }
        if !results.size.is_empty() {
            self.variants(&results.size, &path.key("size"), declared, |_, _, _| {});
        }
        let codecs = path.key("codecs");
        for (codec, figures) in &results.codecs {
            let codec_path = codecs.key(codec.name());
            self.variants(figures, &codec_path, declared, |c, f: &CodecFigures, p| {
                if let Some(t) = &f.compress {
                    c.timing(t, &p.key("compress"));
                }
                if let Some(t) = &f.decompress {
                    c.timing(t, &p.key("decompress"));
                }
            });
        }
        let allocations_path = path.key("allocations");
        for (operation, allocations) in &results.allocations {
            let alloc_path = allocations_path.key(operation.name());
            self.variants(
                allocations,
                &alloc_path,
                declared,
                |_, _: &Allocations, _| {},
            );
        }
        if let Some(counts) = &results.instructions {
            self.instructions(&path.key("instructions"), declared, counts);
        }
    }

    /// Instruction counts: declared variants, and no codec entry without a count.
    fn instructions(
        &mut self,
        path: &Path,
        declared: &BTreeMap<String, String>,
        counts: &InstructionCounts,
    ) {
        let operations = path.key("operations");
        for (operation, figures) in &counts.operations {
            self.variants(
                figures,
                &operations.key(operation.name()),
                declared,
                |_, _, _| {},
            );
        }
        let codecs = path.key("codecs");
        for (codec, figures) in &counts.codecs {
            let codec_path = codecs.key(codec.name());
            self.variants(
                figures,
                &codec_path,
                declared,
                |c, f: &CodecInstructions, p| {
                    c.check(f.compress.is_some() || f.decompress.is_some(), p, || {
                        "expected a compress or a decompress count".to_owned()
                    });
                },
            );
        }
    }

    fn failure(&mut self, index: usize, failure: &Failure) {
        let failures = Path::root("failures");
        let path = failures.index(index);
        self.check(is_valid_id(&failure.crate_id), path.key("crate_id"), || {
            format!("{:?} is not a valid crate id", failure.crate_id)
        });
        self.check(is_valid_id(&failure.dataset), path.key("dataset"), || {
            format!("{:?} is not a valid dataset name", failure.dataset)
        });
    }

    fn finish(self) -> Result<(), ValidationError> {
        match self.errors.into_iter().next() {
            Some(first) => Err(first),
            None => Ok(()),
        }
    }
}

/// Checks the rules of a results file that its JSON types cannot express:
///
/// * timings (estimates and bounds, in operations and codecs) are finite and non-negative,
///   with `lower ≤ estimate ≤ upper` where bounds are present;
/// * every crate id used in a dataset is described in `crates`, every variant name used in a
///   figure is declared in that crate's `variants`, every figure set holds at least one value
///   (instruction counts included; a codec's counts name at least one step);
/// * crate ids and dataset names are plain identifiers, crate names are valid crates.io names
///   ([`is_valid_crate_name`]), versions are link-safe, timestamps are RFC 3339;
/// * each dataset's environment ([`ResultsFile::dataset_environments`]) is keyed by a plain
///   identifier and, like the run's, records at least one core where it records cores.
///
/// Returns the first violation found (in document order).
pub fn validate(file: &ResultsFile) -> Result<(), ValidationError> {
    let mut checker = Checker { errors: Vec::new() };
    checker.run(&file.run);
    if let Some(cores) = file.environment.cores {
        checker.check(cores > 0, "environment.cores", || {
            "expected at least one core".to_owned()
        });
    }
    for (id, info) in &file.crates {
        checker.crate_info(id, info);
    }
    let datasets = Path::root("datasets");
    for (dataset, results) in &file.datasets {
        let dataset_path = datasets.key(dataset);
        checker.check(is_valid_id(dataset), dataset_path, || {
            format!("dataset name {dataset:?} must be 1-64 ASCII letters, digits, '-' or '_'")
        });
        let crates = dataset_path.key("crates");
        for (crate_id, crate_results) in &results.crates {
            let path = crates.key(crate_id);
            match file.crates.get(crate_id) {
                Some(info) => checker.crate_results(&path, info, crate_results),
                None => checker.fail(
                    path,
                    format!("crate {crate_id:?} has results but no entry in `crates`"),
                ),
            }
        }
    }
    for (index, failure) in file.failures.iter().enumerate() {
        checker.failure(index, failure);
    }
    let environments = Path::root("dataset_environments");
    for (dataset, environment) in &file.dataset_environments {
        let path = environments.key(dataset);
        checker.check(is_valid_id(dataset), path, || {
            format!("dataset name {dataset:?} must be 1-64 ASCII letters, digits, '-' or '_'")
        });
        if let Some(cores) = environment.cores {
            checker.check(cores > 0, path.key("cores"), || {
                "expected at least one core".to_owned()
            });
        }
    }
    checker.finish()
}

/// Checks a manifest: safe, distinct file names ([`is_safe_file_name`]) and RFC 3339 dates.
pub fn validate_manifest(manifest: &Manifest) -> Result<(), ValidationError> {
    let mut checker = Checker { errors: Vec::new() };
    let mut seen = BTreeSet::new();
    let runs = Path::root("runs");
    for (index, entry) in manifest.runs.iter().enumerate() {
        let path = runs.index(index);
        checker.check(is_safe_file_name(&entry.file), path.key("file"), || {
            format!(
                "{:?} is not a plain file name (no '/', '\\', '..' or leading '.')",
                entry.file
            )
        });
        checker.check(seen.insert(&entry.file), path.key("file"), || {
            format!("{:?} is listed twice", entry.file)
        });
        checker.timestamp(&entry.started_at, path.key("started_at"));
        if let Some(finished_at) = &entry.finished_at {
            checker.timestamp(finished_at, path.key("finished_at"));
        }
    }
    checker.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crate_names_follow_crates_io_rules() {
        for good in [
            "serde_json",
            "rmp-serde",
            "a",
            "bincode1",
            "x".repeat(64).as_str(),
        ] {
            assert!(is_valid_crate_name(good), "{good}");
        }
        let too_long = "x".repeat(65);
        for bad in [
            "",
            "1abc",
            "-abc",
            "_abc",
            "a b",
            "a/b",
            "../x",
            "a.b",
            "é",
            "a\"b",
            too_long.as_str(),
        ] {
            assert!(!is_valid_crate_name(bad), "{bad}");
        }
    }

    #[test]
    fn file_names_cannot_escape() {
        assert!(is_safe_file_name("2026-08-21_21-37-06.json"));
        for bad in [
            "",
            "a/b.json",
            "a\\b.json",
            "..",
            "x..json",
            ".hidden",
            "a\nb",
        ] {
            assert!(!is_safe_file_name(bad), "{bad:?}");
        }
    }

    #[test]
    fn timestamps() {
        for good in [
            "2026-08-21T21:37:06Z",
            "2026-08-21T21:37:06.123Z",
            "2026-08-21T21:37:06+02:00",
        ] {
            assert!(is_rfc3339(good), "{good}");
        }
        for bad in [
            "",
            "2026-08-21",
            "2026-13-21T21:37:06Z",
            "2026-08-21 21:37:06Z",
            "2026-08-21T21:37:06",
            "2026-08-21T21:37:06.Z",
            "2026-08-21T24:00:00Z",
            "2026-08-21T21:37:06Zjunk",
        ] {
            assert!(!is_rfc3339(bad), "{bad}");
        }
    }
}
