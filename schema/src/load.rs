//! Reading result files and the manifest from bytes, with errors that say which file, where
//! in it, and what was expected. Nothing here panics on any input.
//!
//! [`load_results`] accepts this project's files (checked against [`SCHEMA_VERSION`]) and the
//! upstream suite's three historical layouts, recognised by their shape and converted into the
//! same model (see [`crate::UpstreamLayout`]). Every loaded file passes [`validate`].

use crate::manifest::Manifest;
use crate::results::{ResultsFile, SCHEMA_VERSION};
use crate::upstream;
use crate::validate::{validate, validate_manifest, ValidationError};
use serde::de::DeserializeOwned;
use serde_json::Value;

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
        "{file}: unsupported schema_version {found}; this build reads schema_version {supported}"
    )]
    UnsupportedVersion {
        /// The file as the caller named it.
        file: String,
        /// The `schema_version` value as found in the file (JSON text).
        found: String,
        /// The version this build reads ([`SCHEMA_VERSION`]).
        supported: u32,
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

    fn invalid(file: &str, error: ValidationError) -> Self {
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

/// Deserializes a parsed document into `T`, reporting the JSON path of the first mismatch.
pub(crate) fn from_value<T: DeserializeOwned>(file: &str, value: &Value) -> Result<T, LoadError> {
    serde_path_to_error::deserialize(value).map_err(|error| {
        let path = error.path().to_string();
        LoadError::shape(file, path, error.into_inner().to_string())
    })
}

/// Checks `schema_version` of one of our documents before reading the rest, so a file from
/// a newer bencher is refused with a clear reason rather than a confusing field error.
fn check_version(file: &str, version: &Value) -> Result<(), LoadError> {
    if version.as_u64() == Some(u64::from(SCHEMA_VERSION)) {
        Ok(())
    } else {
        Err(LoadError::UnsupportedVersion {
            file: file.to_owned(),
            found: version.to_string(),
            supported: SCHEMA_VERSION,
        })
    }
}

/// Loads a results file from its bytes.
///
/// `file_name` names the file in errors; for upstream files, which carry no date, the run's
/// start is also read from it (`2023-9-6_12-8-26.json` → `2023-09-06T12:08:26Z`), so pass the
/// real file name (a path is fine, its directories are ignored).
///
/// Accepted: our files (`schema_version` must equal [`SCHEMA_VERSION`]) and the upstream
/// suite's three layouts, recognised by shape (see [`crate::UpstreamLayout`]). The result
/// passes [`validate`].
pub fn load_results(file_name: &str, bytes: &[u8]) -> Result<ResultsFile, LoadError> {
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
    let results = if let Some(version) = top.get("schema_version") {
        check_version(file_name, version)?;
        from_value::<ResultsFile>(file_name, &document)?
    } else if let Some(layout) = upstream::detect_layout(top) {
        upstream::convert(file_name, &document, layout)?
    } else {
        return Err(LoadError::UnknownLayout {
            file: file_name.to_owned(),
            reason: "no `schema_version`, and not an upstream results layout (expected \
                     `datasets` with `meta` or `features`)"
                .to_owned(),
        });
    };
    validate(&results).map_err(|error| LoadError::invalid(file_name, error))?;
    Ok(results)
}

/// Loads `benchmark_results/index.json` from its bytes: version check, types, then
/// [`validate_manifest`] (safe, distinct file names).
pub fn load_manifest(file_name: &str, bytes: &[u8]) -> Result<Manifest, LoadError> {
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
    let manifest: Manifest = from_value(file_name, &document)?;
    validate_manifest(&manifest).map_err(|error| LoadError::invalid(file_name, error))?;
    Ok(manifest)
}

/// Serializes a results file as pretty-printed JSON, after checking it with [`validate`] so
/// that no writer can produce a file the loader would refuse.
pub fn to_json_pretty(file: &ResultsFile) -> Result<String, WriteError> {
    validate(file)?;
    Ok(serde_json::to_string_pretty(file)?)
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
