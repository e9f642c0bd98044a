//! Code-size probes: what serializing and deserializing one dataset's types with a crate adds
//! to a wasm module.
//!
//! Built with `--cfg bencher_size_probe` (`scripts/code-size.sh`), the bencher's wasm exports
//! one probe per crate and dataset and one baseline per dataset. A probe generates the dataset,
//! registers the crate's cases and runs its primary serialize and deserialize once; in such a
//! build the adapters register nothing else (`adapter::outside_size_probe`). The baseline does
//! the same with a "crate" that encodes nothing, so it holds the types, the generator and the
//! case machinery but no format. `bencher code-size` ([`crate::code_size`]) links each export
//! alone and optimizes it for size; a probe's gzip'd module less its dataset's baseline is
//! what the crate adds (docs/code-size.md).

// The adapter modules, for the paths `for_each_adapter` hands over.
use super::*;

/// Where a crate's probes sit in the wasm: for each adapter compiled into this build, its
/// crate id and the middle of its probes' export names ([`export_name`]).
pub fn probes() -> Vec<(&'static str, &'static str)> {
    macro_rules! probe_list {
        ($( $(#[$attr:meta])* $adapter:path, )*) => {
            vec![ $( $(#[$attr])* (Adapter::meta(&$adapter).id, stringify!($adapter)), )* ]
        };
    }
    for_each_adapter!(probe_list)
}

/// The export of the probe of the crate whose probes are named `probe` ([`probes`]) on
/// `dataset`; [`BASELINE`] as `probe` names the dataset's baseline.
pub fn export_name(probe: &str, dataset: &str) -> String {
    format!("code_size/{probe}/{dataset}")
}

/// The probe name of the baselines ([`export_name`]).
pub const BASELINE: &str = "baseline";

#[cfg(bencher_size_probe)]
mod exports {
    use super::super::*;
    use crate::adapter::{Bench, CaseKind, Cases};
    use crate::datasets::{Dataset, Logs, Mesh, Players, Record, Updates};
    use std::hint::black_box;

    /// Exports `$bench`'s run on every dataset, each named by [`super::export_name`].
    macro_rules! export_datasets {
        ($name:expr, $bench:expr) => {
            export_one!($name, $bench, "log", Logs);
            export_one!($name, $bench, "mesh", Mesh);
            export_one!($name, $bench, "minecraft_savedata", Players);
            export_one!($name, $bench, "mk48", Updates);
            export_one!($name, $bench, "record", Record);
        };
    }

    macro_rules! export_one {
        ($name:expr, $bench:expr, $dataset:literal, $data:ty) => {
            const _: () = {
                #[export_name = concat!("code_size/", $name, "/", $dataset)]
                extern "C" fn probe() -> usize {
                    run::<$data, _>($bench)
                }
            };
        };
    }

    macro_rules! export_probes {
        ($( $(#[$attr:meta])* $adapter:path, )*) => {
            $( $(#[$attr])* export_datasets!(stringify!($adapter), &$adapter); )*
        };
    }

    for_each_adapter!(export_probes);
    export_datasets!("baseline", &super::Baseline);

    /// Generates `T`, then runs `bench`'s primary serialize and deserialize once each (the
    /// only cases a probe build registers): what a probe's export keeps alive.
    fn run<T: Dataset, B: Bench<T>>(bench: &B) -> usize {
        if bench.unsupported().is_some() {
            return 0;
        }
        let data = T::generate();
        let mut cases = Cases::new(&data);
        bench.cases(&mut cases);
        let mut serialized = Vec::new();
        let mut done = 0;
        for mut case in cases.into_cases() {
            match &mut case.kind {
                CaseKind::Serialize(run) => done += usize::from(run(&mut serialized, 1).is_ok()),
                CaseKind::Deserialize { run, check } => {
                    done += usize::from(run(&serialized, 1).is_ok());
                    done += usize::from(black_box(check(&serialized)).is_ok());
                }
                _ => {}
            }
        }
        done
    }
}

/// The baselines' "crate": it encodes nothing and decodes nothing, so a baseline holds what
/// every probe of its dataset holds apart from a crate's code.
pub struct Baseline;

impl<T: Dataset> Bench<T> for Baseline {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, _| {
            std::hint::black_box(data);
            Ok(())
        });
        cases.deserialize(None, |bytes| {
            std::hint::black_box(bytes);
            Err(DecodesNothing.into())
        });
    }
}

/// The baseline's decode error: the least an error can be (a `&str` turned into an error
/// would bring `str`'s `Debug`, with its escaping, which no crate's probe needs).
#[derive(Debug)]
struct DecodesNothing;

impl std::fmt::Display for DecodesNothing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the baseline decodes nothing")
    }
}

impl std::error::Error for DecodesNothing {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_adapter_has_probes_of_its_own_and_none_is_the_baselines() {
        let ids: Vec<&str> = registry().iter().map(|a| a.meta().id).collect();
        let probes = probes();
        assert_eq!(probes.iter().map(|(id, _)| *id).collect::<Vec<_>>(), ids);
        let names: std::collections::BTreeSet<&str> = probes.iter().map(|(_, n)| *n).collect();
        assert_eq!(names.len(), probes.len());
        assert!(!names.contains(BASELINE));
        assert_eq!(export_name(BASELINE, "log"), "code_size/baseline/log");
    }
}
