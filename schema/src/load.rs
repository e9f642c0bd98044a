//! Reading result files and the manifest from bytes, with errors that say which file, where
//! in it, and what was expected. Nothing here panics on any input.
//!
//! [`load_results`] accepts this project's files (checked against [`SCHEMA_VERSION`]) and the
//! upstream suite's three historical layouts, recognised by their shape and converted into the
//! same model (see [`crate::UpstreamLayout`]). Every loaded file passes [`crate::validate()`].

pub use crate::json::LoadError;
use crate::json::{from_json, json_kind, parse_json};
use crate::lazy::LazyResults;
use crate::manifest::Manifest;
use crate::results::{is_readable_schema_version, ResultsFile, UpstreamLayout, SCHEMA_VERSION};
#[cfg(feature = "upstream")]
use crate::upstream;
use crate::validate::validate_manifest;
use serde::de::IgnoredAny;
use serde_json::{Map, Value};

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
/// passes [`crate::validate()`].
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

// Their fixtures include the upstream layouts, so they run with the `upstream` feature (the
// default); `without_upstream` below checks the build without it.
#[cfg(all(test, feature = "upstream"))]
mod tests {
    use super::*;
    use crate::json::strip_position;
    use crate::upstream::UpstreamFile;
    use crate::Origin;
    use proptest::prelude::*;
    use serde::de::DeserializeOwned;
    use serde_json::error::Category;

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

    mod json_pointers {
        include!("../tests/common/json_pointers.rs");
    }
    use json_pointers::pointers;

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
    /// a broken rule of [`crate::validate()`]) stands for a reading that got through.
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
