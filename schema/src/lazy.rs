//! A results file read one dataset at a time.
//!
//! The explorer shows one dataset of a run at a time, and a run holds five. Reading every
//! dataset's figures before the first table cost the page 8-17 ms on this project's machine
//! (`scripts/site-perf.sh --baseline`), most of it building and validating figures it did not
//! show. [`load_results_lazily`](crate::load_results_lazily) reads everything but the
//! datasets' figures, which it skips (checking only that they are well-formed JSON);
//! [`LazyResults::read`] reads one dataset's figures from the file when asked for, skipping
//! the others again. [`load_results`](crate::load_results) is the same with the whole file
//! read ([`LazyResults::read_all`]).

use crate::json::{from_json, from_json_seed, LoadError};
use crate::results::{DatasetResults, ResultsFile};
use crate::validate::validate;
use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

/// A results file whose datasets' figures are read when asked for ([`LazyResults::read`]).
#[derive(Debug)]
pub struct LazyResults {
    /// The file as the caller named it, for errors.
    file_name: String,
    /// The file without its datasets (run, environment, crates, failures), validated.
    header: ResultsFile,
    /// The names of its datasets, in name order.
    dataset_names: Vec<String>,
    /// Where the datasets' figures are.
    figures: Figures,
}

/// Where the figures of a [`LazyResults`] are.
#[derive(Debug)]
enum Figures {
    /// In the file, its bytes: read from there, one dataset at a time.
    InFile(Vec<u8>),
    /// Already in the model: an upstream file, converted whole. (Not in the explorer, which
    /// reads only our files: cloning figures costs its download a few KB.)
    #[cfg(feature = "upstream")]
    Converted(BTreeMap<String, DatasetResults>),
}

impl LazyResults {
    /// The file `bytes`, read as `file` (its datasets' figures skipped), once its header
    /// passes [`validate`].
    pub(crate) fn new(
        file_name: &str,
        bytes: &[u8],
        file: ResultsFile<IgnoredAny>,
    ) -> Result<LazyResults, LoadError> {
        let (header, datasets) = split(file);
        validate(&header).map_err(|error| LoadError::invalid(file_name, error))?;
        Ok(LazyResults {
            file_name: file_name.to_owned(),
            header,
            dataset_names: datasets.into_keys().collect(),
            figures: Figures::InFile(bytes.to_vec()),
        })
    }

    /// An upstream file, converted whole, named `file_name` in errors.
    #[cfg(feature = "upstream")]
    pub(crate) fn converted(file_name: &str, file: ResultsFile) -> LazyResults {
        let (header, datasets) = split(file);
        LazyResults {
            file_name: file_name.to_owned(),
            header,
            dataset_names: datasets.keys().cloned().collect(),
            figures: Figures::Converted(datasets),
        }
    }

    /// The run, environment, crates and failures of the file; its `datasets` is empty.
    pub fn header(&self) -> &ResultsFile {
        &self.header
    }

    /// The names of the file's datasets, in name order.
    pub fn dataset_names(&self) -> impl Iterator<Item = &str> {
        self.dataset_names.iter().map(String::as_str)
    }

    /// The file with `dataset`'s figures read and validated, and no other dataset (none when
    /// the file has no such dataset).
    ///
    /// Each call reads the figures again: keep the result rather than call it per render.
    /// An error names the file and the JSON path from the top of the document, as
    /// [`load_results`](crate::load_results)'s.
    pub fn read(&self, dataset: &str) -> Result<ResultsFile, LoadError> {
        // Field by field: cloning the whole header would bring in the code that clones
        // figures (a file's datasets), which the explorer's download would carry for nothing.
        let header = &self.header;
        let mut file = ResultsFile {
            schema_version: header.schema_version,
            origin: header.origin.clone(),
            run: header.run.clone(),
            environment: header.environment.clone(),
            crates: header.crates.clone(),
            datasets: BTreeMap::new(),
            failures: header.failures.clone(),
            dataset_environments: header.dataset_environments.clone(),
            counting_environment: header.counting_environment.clone(),
            code_size_method: header.code_size_method.clone(),
        };
        let figures = match &self.figures {
            Figures::InFile(bytes) => {
                let figures = Entry {
                    key: "datasets",
                    value: Entry {
                        key: dataset,
                        value: PhantomData::<DatasetResults>,
                    },
                };
                from_json_seed(&self.file_name, bytes, figures)?.flatten()
            }
            #[cfg(feature = "upstream")]
            Figures::Converted(datasets) => datasets.get(dataset).cloned(),
        };
        if let Some(figures) = figures {
            file.datasets.insert(dataset.to_owned(), figures);
        }
        validate(&file).map_err(|error| LoadError::invalid(&self.file_name, error))?;
        Ok(file)
    }

    /// The whole file, every dataset read, validated: what
    /// [`load_results`](crate::load_results) returns. Its errors come in document order.
    pub fn read_all(self) -> Result<ResultsFile, LoadError> {
        let file = match self.figures {
            // Read again whole, in one pass (the header was read in another).
            Figures::InFile(bytes) => from_json::<ResultsFile>(&self.file_name, &bytes)?,
            #[cfg(feature = "upstream")]
            Figures::Converted(datasets) => ResultsFile {
                datasets,
                ..self.header
            },
        };
        validate(&file).map_err(|error| LoadError::invalid(&self.file_name, error))?;
        Ok(file)
    }
}

/// `file` without its datasets, and its datasets.
fn split<D>(file: ResultsFile<D>) -> (ResultsFile, BTreeMap<String, D>) {
    let ResultsFile {
        schema_version,
        origin,
        run,
        environment,
        crates,
        datasets,
        failures,
        dataset_environments,
        counting_environment,
        code_size_method,
    } = file;
    let header = ResultsFile {
        schema_version,
        origin,
        run,
        environment,
        crates,
        datasets: BTreeMap::new(),
        failures,
        dataset_environments,
        counting_environment,
        code_size_method,
    };
    (header, datasets)
}

/// Reads the value at `key` of a JSON object with the seed `value` (`None` without one),
/// skipping the object's other entries. A repeated key is read each time and the last one
/// kept, as a map keeps it.
#[derive(Clone, Copy)]
struct Entry<'a, S> {
    key: &'a str,
    value: S,
}

impl<'de, S: DeserializeSeed<'de> + Copy> DeserializeSeed<'de> for Entry<'_, S> {
    type Value = Option<S::Value>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de, S: DeserializeSeed<'de> + Copy> Visitor<'de> for Entry<'_, S> {
    type Value = Option<S::Value>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        write!(formatter, "a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut found = None;
        while let Some(key) = map.next_key::<String>()? {
            if key == self.key {
                found = Some(map.next_value_seed(self.value)?);
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(found)
    }
}
