//! Reading result files and the manifest from bytes, with errors that say which file, where
//! in it, and what was expected. Nothing here panics on any input.
//!
//! [`load_results`] accepts this project's files (checked against [`SCHEMA_VERSION`]) and the
//! upstream suite's three historical layouts, recognised by their shape and converted into the
//! same model (see [`crate::UpstreamLayout`]). Every loaded file passes [`validate`].

use crate::lazy::LazyResults;
use crate::manifest::Manifest;
use crate::results::{is_readable_schema_version, ResultsFile, UpstreamLayout, SCHEMA_VERSION};
#[cfg(feature = "upstream")]
use crate::upstream;
use crate::validate::{validate, validate_manifest, ValidationError};
use serde::de::{DeserializeOwned, DeserializeSeed, IgnoredAny};
use serde_json::error::Category;
use serde_json::{Map, Value};
use std::marker::PhantomData;

/// Why a file could not be loaded. Every variant names the file; the message is one line.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file holds no bytes (or only whitespace).
    #[error("{file}: the file is empty")]
    Empty {
        /// The file as the caller named it.
        file: String,
    },
    /// Not well-formed JSON (including nesting deeper than the parser's limit of 128).
    #[error("{file}: not valid JSON at line {line} column {column}: {message}")]
    Syntax {
        /// The file as the caller named it.
        file: String,
        /// 1-based line of the error.
        line: usize,
        /// 1-based column of the error.
        column: usize,
        /// What the parser expected.
        message: String,
    },
    /// Valid JSON, but neither one of our results files nor an upstream one.
    #[error("{file}: not a results file: {reason}")]
    UnknownLayout {
        /// The file as the caller named it.
        file: String,
        /// What the top level looked like.
        reason: String,
    },
    /// One of our files, written by a version of the schema this build does not read.
    #[error(
        "{file}: unsupported schema_version {found}; this build reads schema_version {oldest} to \
         {supported}"
    )]
    UnsupportedVersion {
        /// The file as the caller named it.
        file: String,
        /// The `schema_version` value as found in the file (JSON text).
        found: String,
        /// The newest version this build reads ([`SCHEMA_VERSION`]).
        supported: u32,
        /// The oldest version this build reads ([`crate::OLDEST_SCHEMA_VERSION`]).
        oldest: u32,
    },
    /// A value has the wrong type or shape for the layout (serde's message says what was
    /// expected, e.g. "invalid type: string \"x\", expected u64").
    #[error("{file}: at {path}: {message}")]
    Shape {
        /// The file as the caller named it.
        file: String,
        /// Dotted JSON path of the offending value (`.` for the document itself).
        path: String,
        /// What was expected and what was found.
        message: String,
    },
    /// Well-typed, but breaks a rule of [`validate`] (e.g. a negative timing, an unknown
    /// crate, an unsafe file name).
    #[error("{file}: at {path}: {message}")]
    Invalid {
        /// The file as the caller named it.
        file: String,
        /// Dotted JSON path of the offending value.
        path: String,
        /// What was expected and what was found.
        message: String,
    },
}

impl LoadError {
    /// The file the error is about, as the caller named it.
    pub fn file(&self) -> &str {
        match self {
            LoadError::Empty { file }
            | LoadError::Syntax { file, .. }
            | LoadError::UnknownLayout { file, .. }
            | LoadError::UnsupportedVersion { file, .. }
            | LoadError::Shape { file, .. }
            | LoadError::Invalid { file, .. } => file,
        }
    }

    /// The JSON path the error points at, when it points at one value.
    pub fn path(&self) -> Option<&str> {
        match self {
            LoadError::Shape { path, .. } | LoadError::Invalid { path, .. } => Some(path),
            LoadError::UnsupportedVersion { .. } => Some("schema_version"),
            _ => None,
        }
    }

    pub(crate) fn shape(file: &str, path: impl Into<String>, message: impl Into<String>) -> Self {
        LoadError::Shape {
            file: file.to_owned(),
            path: path.into(),
            message: message.into(),
        }
    }

    pub(crate) fn invalid(file: &str, error: ValidationError) -> Self {
        LoadError::Invalid {
            file: file.to_owned(),
            path: error.path,
            message: error.message,
        }
    }
}

/// Why a results file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The file breaks a rule of [`validate`]; writing it would produce an unreadable file.
    #[error("refusing to write an invalid results file: {0}")]
    Invalid(#[from] ValidationError),
    /// serde_json refused a value (cannot happen for well-formed [`ResultsFile`]s).
    #[error("cannot encode results as JSON: {0}")]
    Json(#[from] serde_json::Error),
}

/// Parses bytes as JSON; serde_json's recursion limit turns absurd nesting into an error.
fn parse_json(file: &str, bytes: &[u8]) -> Result<Value, LoadError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(LoadError::Empty {
            file: file.to_owned(),
        });
    }
    serde_json::from_slice(bytes).map_err(|error| LoadError::Syntax {
        file: file.to_owned(),
        line: error.line(),
        column: error.column(),
        message: strip_position(&error),
    })
}

/// serde_json appends " at line L column C" to its messages; we report position separately.
fn strip_position(error: &serde_json::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(cut) => text.get(..cut).unwrap_or(&text).to_owned(),
        None => text,
    }
}

/// Deserializes `T` straight from the bytes (no intermediate tree), reporting the JSON path of
/// the first mismatch. The bytes must be well-formed JSON (checked first by [`parse_json`]), so
/// every error is about the shape of a value.
///
/// The path is recovered from serde_json's error position by [`json_path_at`] rather than by
/// tracking it during the parse (serde_path_to_error): tracking doubles the deserialization
/// code of every type and slows the parse, which matters for the site's download and startup,
/// while the position already says where the parser stopped.
pub(crate) fn from_json<T: DeserializeOwned>(file: &str, bytes: &[u8]) -> Result<T, LoadError> {
    from_json_seed(file, bytes, PhantomData::<T>)
}

/// [`from_json`] for what `seed` reads from the document (part of it, say).
pub(crate) fn from_json_seed<'de, S: DeserializeSeed<'de>>(
    file: &str,
    bytes: &'de [u8],
    seed: S,
) -> Result<S::Value, LoadError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    seed.deserialize(&mut deserializer)
        .and_then(|value| deserializer.end().map(|()| value))
        .map_err(|error| shape_error(file, bytes, &error))
}

/// The error serde_json met reading the well-formed document `bytes`, with its JSON path.
fn shape_error(file: &str, bytes: &[u8], error: &serde_json::Error) -> LoadError {
    let offset = position_offset(bytes, error.line(), error.column());
    let (offset, message) = match (error.classify(), offset) {
        // On well-formed JSON, serde_json's only non-data error is an enum meeting
        // something that is neither a variant name nor a one-key object ("expected
        // value"), reported one byte into that value: say what was there instead.
        (Category::Syntax, Some(offset)) if offset > 0 => {
            let start = offset - 1;
            let message = match found_at(bytes, start) {
                Some(found) => format!("invalid type: {found}, expected string or map"),
                None => {
                    "invalid value: expected a variant name or a map with a single key".to_owned()
                }
            };
            (Some(start), message)
        }
        _ => (offset, strip_position(error)),
    };
    let path = offset.map_or_else(|| ".".to_owned(), |offset| json_path_at(bytes, offset));
    LoadError::shape(file, path, message)
}

/// What the JSON value starting at `bytes[start]` is, in serde's words (`null`, `integer
/// \`3\``, `sequence`, …).
fn found_at(bytes: &[u8], start: usize) -> Option<String> {
    let value = serde_json::Deserializer::from_slice(bytes.get(start..)?)
        .into_iter::<Value>()
        .next()?
        .ok()?;
    Some(match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(n) if n.is_f64() => format!("floating point `{n}`"),
        Value::Number(n) => format!("integer `{n}`"),
        Value::String(s) => format!("string {s:?}"),
        Value::Array(_) => "sequence".to_owned(),
        Value::Object(_) => "map".to_owned(),
    })
}

/// Byte offset of serde_json's 1-based `line` and 0-based-within-the-line `column` (the
/// number of bytes of that line before the position), or `None` for an error without one.
fn position_offset(bytes: &[u8], line: usize, column: usize) -> Option<usize> {
    if line == 0 {
        return None;
    }
    let line_start = if line == 1 {
        0
    } else {
        bytes
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .nth(line - 2)
            .map(|(at, _)| at + 1)?
    };
    Some((line_start + column).min(bytes.len()))
}

/// The dotted JSON path (`datasets.mesh.crates[2].size`, `.` for the document itself) of the
/// value being read at byte `offset` of a document that is well-formed up to there: walks the
/// text before the offset keeping a stack of the enclosing objects (with their current key)
/// and arrays (with their current index). Keys are shown decoded, as serde_path_to_error
/// shows them. Never recursive, so any nesting depth is fine.
pub(crate) fn json_path_at(bytes: &[u8], offset: usize) -> String {
    enum Frame {
        Object { key: Option<String> },
        Array { index: usize },
    }
    let text = &bytes[..offset.min(bytes.len())];
    let mut stack: Vec<Frame> = Vec::new();
    let mut expecting_key = false;
    let mut at = 0;
    while at < text.len() {
        match text[at] {
            b'"' => {
                let end = string_end(text, at);
                if expecting_key {
                    if let Some(Frame::Object { key }) = stack.last_mut() {
                        // A key cut by the offset stays as written so far.
                        let raw = &text[at..end];
                        *key = Some(serde_json::from_slice::<String>(raw).unwrap_or_else(|_| {
                            String::from_utf8_lossy(raw.get(1..).unwrap_or_default()).into_owned()
                        }));
                    }
                    expecting_key = false;
                }
                at = end;
                continue;
            }
            b'{' => {
                stack.push(Frame::Object { key: None });
                expecting_key = true;
            }
            b'[' => stack.push(Frame::Array { index: 0 }),
            b'}' | b']' => {
                stack.pop();
                expecting_key = false;
            }
            b',' => match stack.last_mut() {
                Some(Frame::Array { index }) => *index += 1,
                Some(Frame::Object { .. }) => expecting_key = true,
                None => {}
            },
            _ => {}
        }
        at += 1;
    }
    let mut path = String::new();
    for frame in &stack {
        match frame {
            Frame::Object { key: Some(key) } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
            }
            Frame::Object { key: None } => {}
            Frame::Array { index } => {
                path.push('[');
                path.push_str(&index.to_string());
                path.push(']');
            }
        }
    }
    if path.is_empty() {
        path.push('.');
    }
    path
}

/// Index just past the string literal starting at `text[start]` (a `"`), or the end of the
/// text when it is cut short.
fn string_end(text: &[u8], start: usize) -> usize {
    let mut at = start + 1;
    while at < text.len() {
        match text[at] {
            b'\\' => at += 2,
            b'"' => return at + 1,
            _ => at += 1,
        }
    }
    text.len()
}

/// Checks `schema_version` of one of our documents before reading the rest, so a file from
/// a newer bencher is refused with a clear reason rather than a confusing field error.
fn check_version(file: &str, version: &Value) -> Result<(), LoadError> {
    if version.as_u64().is_some_and(is_readable_schema_version) {
        Ok(())
    } else {
        Err(LoadError::UnsupportedVersion {
            file: file.to_owned(),
            found: version.to_string(),
            supported: SCHEMA_VERSION,
            oldest: crate::OLDEST_SCHEMA_VERSION,
        })
    }
}

/// Loads a results file from its bytes.
///
/// `file_name` names the file in errors; for upstream files, which carry no date, the run's
/// start is also read from it (`2023-9-6_12-8-26.json` → `2023-09-06T12:08:26Z`), so pass the
/// real file name (a path is fine, its directories are ignored).
///
/// Accepted: our files (`schema_version` from [`crate::OLDEST_SCHEMA_VERSION`] to [`SCHEMA_VERSION`],
/// kept as read) and the upstream
/// suite's three layouts, recognised by shape (see [`crate::UpstreamLayout`]). The result
/// passes [`validate`].
///
/// This is [`load_results_lazily`] with every dataset read: one way of reading a file, so
/// that the explorer, which reads one dataset at a time, carries one reader of the layout.
pub fn load_results(file_name: &str, bytes: &[u8]) -> Result<ResultsFile, LoadError> {
    load_results_lazily(file_name, bytes)?.read_all()
}

/// Loads a results file from its bytes up to its datasets' figures, which
/// [`LazyResults::read`] reads one dataset at a time (see [`crate::lazy`]): what
/// [`load_results`] accepts, it accepts, and it refuses the rest with the same error, but for
/// faults within a dataset's (well-formed) figures, which reading that dataset reports.
pub fn load_results_lazily(file_name: &str, bytes: &[u8]) -> Result<LazyResults, LoadError> {
    // Fast path: a current file of ours, its datasets' figures skipped. Anything else (an
    // upstream layout, another version, a broken file) takes the slower path that tells which.
    match serde_json::from_slice::<ResultsFile<IgnoredAny>>(bytes) {
        Ok(file) if is_readable_schema_version(file.schema_version.into()) => {
            LazyResults::new(file_name, bytes, file)
        }
        Ok(file) => Err(LoadError::UnsupportedVersion {
            file: file_name.to_owned(),
            found: file.schema_version.to_string(),
            supported: SCHEMA_VERSION,
            oldest: crate::OLDEST_SCHEMA_VERSION,
        }),
        Err(_) => load_other_results(file_name, bytes),
    }
}

/// [`load_results_lazily`] for what the fast path refused: recognises the document (syntax,
/// top level, version, upstream layout) before reading it, so the error says what is wrong.
fn load_other_results(file_name: &str, bytes: &[u8]) -> Result<LazyResults, LoadError> {
    let document = parse_json(file_name, bytes)?;
    let Some(top) = document.as_object() else {
        return Err(LoadError::UnknownLayout {
            file: file_name.to_owned(),
            reason: format!(
                "expected a JSON object at the top level, found {}",
                json_kind(&document)
            ),
        });
    };
    if let Some(version) = top.get("schema_version") {
        check_version(file_name, version)?;
        LazyResults::new(file_name, bytes, from_json(file_name, bytes)?)
    } else if let Some(layout) = upstream_layout(top) {
        read_upstream(file_name, bytes, layout)
    } else {
        Err(LoadError::UnknownLayout {
            file: file_name.to_owned(),
            reason: "no `schema_version`, and not an upstream results layout (expected \
                     `datasets` with `meta` or `features`)"
                .to_owned(),
        })
    }
}

/// Recognises an upstream layout from the top-level object, without reading the figures.
fn upstream_layout(top: &Map<String, Value>) -> Option<UpstreamLayout> {
    let datasets = top.get("datasets")?.as_object()?;
    let any_dataset_has = |key: &str| {
        datasets
            .values()
            .any(|d| d.as_object().is_some_and(|d| d.contains_key(key)))
    };
    if top.contains_key("meta") || any_dataset_has("crates") {
        return Some(UpstreamLayout::Crates2023);
    }
    let features = top.get("features")?.as_object()?;
    let spells_crate_name = features
        .values()
        .any(|f| f.as_object().is_some_and(|f| f.contains_key("crate_name")));
    if spells_crate_name || top.contains_key("cpu_info") || top.contains_key("rustc_info") {
        Some(UpstreamLayout::FeaturesWithInfo)
    } else {
        Some(UpstreamLayout::Features2024)
    }
}

/// Converts an upstream file into our model.
#[cfg(feature = "upstream")]
fn read_upstream(
    file_name: &str,
    bytes: &[u8],
    layout: UpstreamLayout,
) -> Result<LazyResults, LoadError> {
    upstream::convert(file_name, bytes, layout).map(|file| LazyResults::converted(file_name, file))
}

/// Without the `upstream` feature (the explorer), an upstream file is refused with the way to
/// import it.
#[cfg(not(feature = "upstream"))]
fn read_upstream(
    file_name: &str,
    _bytes: &[u8],
    layout: UpstreamLayout,
) -> Result<LazyResults, LoadError> {
    Err(LoadError::UnknownLayout {
        file: file_name.to_owned(),
        reason: format!(
            "a results file of the upstream suite ({layout:?} layout), which this build does not \
             read; import it with `bencher import FILE`"
        ),
    })
}

/// Loads `benchmark_results/index.json` from its bytes: version check, types, then
/// [`validate_manifest`] (safe, distinct file names).
pub fn load_manifest(file_name: &str, bytes: &[u8]) -> Result<Manifest, LoadError> {
    // Fast path as in [`load_results`]; the slower one explains a refusal.
    let manifest = match serde_json::from_slice::<Manifest>(bytes) {
        Ok(manifest) if is_readable_schema_version(manifest.schema_version.into()) => manifest,
        Ok(manifest) => {
            return Err(LoadError::UnsupportedVersion {
                file: file_name.to_owned(),
                found: manifest.schema_version.to_string(),
                supported: SCHEMA_VERSION,
                oldest: crate::OLDEST_SCHEMA_VERSION,
            })
        }
        Err(_) => load_other_manifest(file_name, bytes)?,
    };
    validate_manifest(&manifest).map_err(|error| LoadError::invalid(file_name, error))?;
    Ok(manifest)
}

/// [`load_manifest`] for what the fast path refused.
fn load_other_manifest(file_name: &str, bytes: &[u8]) -> Result<Manifest, LoadError> {
    let document = parse_json(file_name, bytes)?;
    let Some(top) = document.as_object() else {
        return Err(LoadError::UnknownLayout {
            file: file_name.to_owned(),
            reason: format!(
                "expected a JSON object with `schema_version` and `runs`, found {}",
                json_kind(&document)
            ),
        });
    };
    match top.get("schema_version") {
        Some(version) => check_version(file_name, version)?,
        None => {
            return Err(LoadError::shape(
                file_name,
                ".",
                "missing field `schema_version`",
            ))
        }
    }
    from_json(file_name, bytes)
}

/// Serializes a results file as compact JSON (one line, as the upstream suite writes them),
/// after checking it with [`validate`] so that no writer can produce a file the loader would
/// refuse. Compact rather than pretty: indentation doubles a full run's size (1.09 MB → 0.50
/// MB for 49 crates × 5 datasets), and the explorer downloads and skims the whole file
/// before it can show anything; `jq .` shows one indented.
pub fn to_json(file: &ResultsFile) -> Result<String, WriteError> {
    validate(file)?;
    Ok(serde_json::to_string(file)?)
}

/// Serializes a manifest as pretty-printed JSON, after [`validate_manifest`].
pub fn manifest_to_json_pretty(manifest: &Manifest) -> Result<String, WriteError> {
    validate_manifest(manifest)?;
    Ok(serde_json::to_string_pretty(manifest)?)
}

/// "an array", "a string", … for messages about the top level.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

// Their fixtures include the upstream layouts, so they run with the `upstream` feature (the
// default); `without_upstream` below checks the build without it.
#[cfg(all(test, feature = "upstream"))]
mod tests {
    use super::*;
    use crate::upstream::UpstreamFile;
    use crate::Origin;
    use proptest::prelude::*;

    const UPSTREAM: [(&str, &[u8]); 3] = [
        (
            "2023-9-6_12-8-26.json",
            include_bytes!("../tests/fixtures/upstream-results/2023-9-6_12-8-26.json"),
        ),
        (
            "2024-4-7_14-28-32.json",
            include_bytes!("../tests/fixtures/upstream-results/2024-4-7_14-28-32.json"),
        ),
        (
            "2026-08-21_21-37-06.json",
            include_bytes!("../tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        ),
    ];

    /// Every JSON node of `value`, as JSON pointers.
    fn pointers(value: &Value, prefix: String, out: &mut Vec<String>) {
        out.push(prefix.clone());
        match value {
            Value::Object(map) => {
                for (key, child) in map {
                    let key = key.replace('~', "~0").replace('/', "~1");
                    pointers(child, format!("{prefix}/{key}"), out);
                }
            }
            Value::Array(items) => {
                for (index, child) in items.iter().enumerate() {
                    pointers(child, format!("{prefix}/{index}"), out);
                }
            }
            _ => {}
        }
    }

    /// Our own layout of an upstream fixture (as converted), with either origin.
    fn ours(index: usize, bencher: bool) -> Value {
        let (name, bytes) = UPSTREAM[index];
        let mut file = load_results(name, bytes).unwrap();
        if bencher {
            file.origin = Origin::Bencher;
        }
        serde_json::to_value(&file).unwrap()
    }

    /// Our path against serde_path_to_error's for the same bytes read as `T`, where `ours`
    /// is our reading of them. A refusal the reference cannot make (a version we do not read,
    /// a broken rule of [`validate`]) stands for a reading that got through.
    fn same_path_as_reference<T: DeserializeOwned>(
        bytes: &[u8],
        ours: Result<(), LoadError>,
    ) -> Result<(), TestCaseError> {
        let reference = serde_path_to_error::deserialize::<_, T>(
            &mut serde_json::Deserializer::from_slice(bytes),
        );
        let ours = match ours {
            Err(LoadError::UnsupportedVersion { .. }) => {
                // A version that is not ours is refused before the rest is read.
                let path = reference.as_ref().err().map(|e| e.path().to_string());
                prop_assert_eq!(path.as_deref(), Some("schema_version"));
                return Ok(());
            }
            Err(LoadError::Invalid { .. }) => Ok(()),
            ours => ours,
        };
        match (ours, reference) {
            (Ok(_), Ok(_)) => {}
            (Err(LoadError::Shape { path, message, .. }), Err(reference)) => {
                // Where serde_json only says "expected value", ours says what was found.
                if reference.inner().classify() == Category::Data {
                    prop_assert_eq!(&message, &strip_position(reference.inner()));
                } else {
                    prop_assert!(message.starts_with("invalid "), "{}", message);
                }
                // The reference cannot name enum-valued map keys (`codecs.?.primary`); ours
                // can. For a malformed enum, ours may point inside it (at the variant's key).
                let reference_path = reference.path().to_string();
                let ours: Vec<&str> = path.split('.').collect();
                let theirs: Vec<&str> = reference_path.split('.').collect();
                let data = reference.inner().classify() == Category::Data;
                let inside_enum = !data || message.starts_with("unknown variant");
                let same = (ours.len() == theirs.len()
                    || (inside_enum && ours.len() > theirs.len()))
                    && ours.iter().zip(&theirs).all(|(a, b)| {
                        a == b || b.strip_prefix('?').is_some_and(|rest| a.ends_with(rest))
                    });
                prop_assert!(
                    same,
                    "ours {}, reference {}: {}",
                    path,
                    reference_path,
                    message
                );
            }
            // The whole document replaced by something other than an object: ours refuses it
            // as no known layout before reading any field; the reference fails at the root.
            (Err(LoadError::UnknownLayout { .. }), Err(reference)) => {
                prop_assert_eq!(reference.path().to_string(), ".");
            }
            (ours, reference) => prop_assert!(
                false,
                "ours {:?}, reference {:?}",
                ours.err(),
                reference.err()
            ),
        }
        Ok(())
    }

    fn replacement() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            Just(serde_json::json!(-1)),
            Just(serde_json::json!(1.5)),
            Just(serde_json::json!("")),
            Just(serde_json::json!("a \"quoted\"\nkey")),
            Just(serde_json::json!([])),
            Just(serde_json::json!([1, {"x": 2}])),
            Just(serde_json::json!({})),
            Just(serde_json::json!({"surprise": 1})),
            Just(serde_json::json!(true)),
        ]
    }

    /// `document` with the node `at` replaced by `value`, or given the key `key` with it when
    /// it is an object, as JSON text (indented when `pretty`).
    fn mutated(
        mut document: Value,
        at: prop::sample::Index,
        value: Value,
        key: Option<String>,
        pretty: bool,
    ) -> String {
        let mut all = Vec::new();
        pointers(&document, String::new(), &mut all);
        let pointer = &all[at.index(all.len())];
        match (key, document.pointer_mut(pointer)) {
            // An unexpected key in an object, or a replaced value.
            (Some(key), Some(Value::Object(map))) => {
                map.insert(key, value);
            }
            (_, Some(node)) => *node = value,
            (_, None) => {}
        }
        if pretty {
            serde_json::to_string_pretty(&document).unwrap()
        } else {
            document.to_string()
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// The JSON path recovered from the error position is the one serde_path_to_error
        /// tracks during the parse, on our layout and the upstream one, compact or pretty.
        #[test]
        fn shape_error_paths_match_serde_path_to_error(
            fixture in 0..3usize,
            upstream in any::<bool>(),
            bencher in any::<bool>(),
            pretty in any::<bool>(),
            at in any::<prop::sample::Index>(),
            value in replacement(),
            key in proptest::option::of("[a-z\"\\\\é]{1,6}"),
        ) {
            let document = if upstream {
                serde_json::from_slice::<Value>(UPSTREAM[fixture].1).unwrap()
            } else {
                ours(fixture, bencher)
            };
            let text = mutated(document, at, value, key, pretty);
            let bytes = text.as_bytes();
            if upstream {
                let ours = from_json::<UpstreamFile>("x.json", bytes).map(drop);
                same_path_as_reference::<UpstreamFile>(bytes, ours)?;
            } else {
                // Our files are read in two passes (all but the datasets' figures, then the
                // whole): the paths are the document's either way.
                let ours = load_results("x.json", bytes).map(drop);
                same_path_as_reference::<ResultsFile>(bytes, ours)?;
            }
        }

        /// Loading lazily and reading every dataset gives the full loader's file, or, where it
        /// refuses the file, its error from the first step that fails (a value replaced or a
        /// key added anywhere in one of our files).
        #[test]
        fn lazy_reads_agree_with_the_full_loader(
            fixture in 0..3usize,
            bencher in any::<bool>(),
            pretty in any::<bool>(),
            at in any::<prop::sample::Index>(),
            value in replacement(),
            key in proptest::option::of("[a-z\"\\\\é]{1,6}"),
        ) {
            let text = mutated(ours(fixture, bencher), at, value, key, pretty);
            let full = load_results("x.json", text.as_bytes());
            let lazy = load_results_lazily("x.json", text.as_bytes()).and_then(|lazy| {
                let mut whole = lazy.header().clone();
                for name in lazy.dataset_names() {
                    whole.datasets.append(&mut lazy.read(name)?.datasets);
                }
                Ok(whole)
            });
            match (full, lazy) {
                (Ok(full), Ok(lazy)) => prop_assert_eq!(full, lazy),
                (Err(full), Err(lazy)) => prop_assert_eq!(full.to_string(), lazy.to_string()),
                (full, lazy) => prop_assert!(false, "full {:?}, lazy {:?}", full.err(), lazy.err()),
            }
        }
    }

    #[test]
    fn upstream_files_load_lazily_through_the_full_loader() {
        for (name, bytes) in UPSTREAM {
            let full = load_results(name, bytes).unwrap();
            let lazy = load_results_lazily(name, bytes).unwrap();
            let names: Vec<&str> = lazy.dataset_names().collect();
            assert_eq!(
                names,
                full.datasets.keys().map(String::as_str).collect::<Vec<_>>()
            );
            for dataset in names {
                let one = lazy.read(dataset).unwrap();
                assert_eq!(
                    one.datasets[dataset], full.datasets[dataset],
                    "{name} {dataset}"
                );
            }
        }
    }

    #[test]
    fn paths_at_offsets() {
        let text = br#"{"a": [1, {"b\"c": 2}], "d": {"e": "#;
        let at = |needle: &str| {
            let start = text
                .windows(needle.len())
                .position(|w| w == needle.as_bytes())
                .unwrap();
            json_path_at(text, start + needle.len())
        };
        assert_eq!(json_path_at(text, 0), ".");
        assert_eq!(at("[1"), "a[0]");
        assert_eq!(at("{\"b\\\"c\""), "a[1].b\"c");
        assert_eq!(at("2}]"), "a");
        assert_eq!(at("\"e\": "), "d.e");
        assert_eq!(position_offset(b"ab\ncd", 2, 1), Some(4));
        assert_eq!(position_offset(b"ab\ncd", 0, 0), None);
    }
}

#[cfg(all(test, not(feature = "upstream")))]
mod without_upstream {
    use super::*;

    #[test]
    fn upstream_files_are_refused_with_the_way_to_import_them() {
        let bytes = include_bytes!("../tests/fixtures/upstream-results/2026-08-21_21-37-06.json");
        let error = load_results("2026-08-21_21-37-06.json", bytes).unwrap_err();
        let message = error.to_string();
        assert!(
            matches!(error, LoadError::UnknownLayout { .. }),
            "{message}"
        );
        assert!(message.contains("FeaturesWithInfo layout"), "{message}");
        assert!(message.contains("bencher import"), "{message}");
    }

    #[test]
    fn our_files_still_load() {
        // An imported upstream run is one of our files: it loads.
        let imported = br#"{"schema_version": 1,
            "origin": {"kind": "upstream", "layout": "features_with_info"},
            "run": {"started_at": "2026-08-21T21:37:06Z"}, "environment": {},
            "crates": {"bitcode": {"name": "bitcode", "version": "0.6.9"}},
            "datasets": {"mesh": {"crates": {"bitcode": {"size": {"primary": 7}}}}}}"#;
        let file = load_results("2026-08-21_21-37-06.json", imported).unwrap();
        assert!(matches!(file.origin, crate::Origin::Upstream { .. }));
        assert_eq!(
            file.datasets["mesh"].crates["bitcode"].size.primary,
            Some(7)
        );
    }
}
