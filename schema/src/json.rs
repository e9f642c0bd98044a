//! Reading JSON with errors that say which file, where in it (a JSON path such as
//! `datasets.mesh.crates.bitcode`) and what was expected: the primitives every loader of
//! [`crate::load`], [`crate::lazy`] and the upstream layouts builds on. This module depends on
//! none of them.

use crate::validate::ValidationError;
use serde::de::{DeserializeOwned, DeserializeSeed};
use serde_json::error::Category;
use serde_json::Value;
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
        /// The newest version this build reads ([`crate::SCHEMA_VERSION`]).
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
    /// Well-typed, but breaks a rule of [`crate::validate()`] (e.g. a negative timing, an unknown
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

/// Parses bytes as JSON; serde_json's recursion limit turns absurd nesting into an error.
pub(crate) fn parse_json(file: &str, bytes: &[u8]) -> Result<Value, LoadError> {
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
pub(crate) fn strip_position(error: &serde_json::Error) -> String {
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

/// "an array", "a string", … for messages about the top level.
pub(crate) fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
