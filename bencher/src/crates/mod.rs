//! One adapter per benchmarked crate, and the registry that lists them.
//!
//! # For the engine
//!
//! ```no_run
//! use bencher::crates::{cases, registry, visit_all, Visit};
//! use bencher::datasets::{AllData, Dataset};
//!
//! struct Engine;
//! impl<'a> Visit<'a> for Engine {
//!     fn visit<T: Dataset>(&mut self, bench: &'a dyn bencher::adapter::Bench<T>, data: &'a T) {
//!         // T::INFO names the dataset; register the adapter's cases, run the serialize cases
//!         // first (their output feeds the other cases of the same variant, else of the
//!         // primary), compare what every `check` returns with `data` (T: PartialEq + Debug),
//!         // then time everything.
//!         let cases = cases(bench, data);
//!         let _ = (data, cases);
//!     }
//! }
//!
//! let data = AllData::generate(); // once: every dataset
//! for adapter in registry() {
//!     let meta = adapter.meta(); // id, crates.io name, version, family, variants
//!     visit_all(adapter, &data, &mut Engine);
//!     // or one dataset by name: bencher::crates::visit_dataset(adapter, "mesh", &data, &mut Engine)
//!     let _ = meta;
//! }
//! ```
//!
//! * [`registry`] lists every adapter compiled in (each crate is a cargo feature of the same
//!   name; all are on by default).
//! * [`visit_dataset`] / [`visit_all`] hand a [`Visit`]or the cases of one adapter on one /
//!   every dataset, typed: the visitor is generic over the dataset type, so it can compare
//!   round-trip results with the data and time the closures without any dynamic dispatch
//!   inside the timing loops (see [`crate::adapter`]).
//!
//! # Adding a crate
//!
//! 1. `bencher/Cargo.toml`: the dependency pinned `=x.y.z` (optional), a feature of the crate's
//!    id enabling it, and the feature in `all-crates`.
//! 2. The derives it needs on the dataset types: one line in each of the `owned!` and
//!    `borrowed!` macros of [`crate::datasets`], behind the feature.
//! 3. `crates/<id>.rs`: a unit struct, its [`CrateMeta`](crate::adapter::CrateMeta), `impl Adapter`, and `impl Bench<T>`:
//!    one blanket impl over every `T: Dataset` for serde-style crates (every dataset type is
//!    serde-capable), or one impl per dataset for crates that need per-dataset code
//!    (zero-copy reads, generated schema types). A dataset the crate cannot represent (or not
//!    soundly) returns its reason from [`Bench::unsupported`] (runs record it in place of
//!    figures).
//! 4. One line in the list of `for_each_adapter` (which makes [`registry`] and the code-size
//!    probes of [`size_probe`]) and one `mod` line below.
//! 5. It builds for wasm32 too, or is kept native with its reason (CONTRIBUTING.md, step 6).
//!
//! Helpers: [`borrow_case`] registers a borrowing deserialize (only on datasets with a
//! borrowed form); `Cases::serialize_in_own_buffer` suits crates that encode into a buffer of
//! their own or into a slice; `Cases::deserialize_in_place` suits parsers that mutate their
//! input (the copy is made outside the timing). Zero-copy crates also override
//! [`Bench::read_digest`] so the round-trip test can check what their reads see
//! (`tests/roundtrip.rs` checks every case of every adapter; `tests/sizes.rs` compares sizes
//! with the upstream suite's when the version matches).
//!
//! Schema-first crates (prost, capnp, flatbuffers, …) implement `Bench<Logs>`, `Bench<Mesh>`,
//! … one by one with their generated types (converting to and from the dataset types), and
//! register the same way.

use crate::adapter::{Bench, Case, Cases};
use crate::datasets::{AllData, Dataset, Logs, Mesh, Players, Record, UnknownDataset, Updates};

mod common;
#[cfg(any(feature = "serde-brief", feature = "serde-zap"))]
pub(crate) use common::serialize_to_slice;
#[cfg(any(
    feature = "prost",
    feature = "protobuf",
    feature = "buffa",
    feature = "protobuf4",
    feature = "thrift"
))]
pub(crate) use common::variant_at;
pub use common::{borrow_case, Adapter};

#[cfg(feature = "abomonation")]
pub mod abomonation;
#[cfg(feature = "alkahest")]
pub mod alkahest;
#[cfg(feature = "apache-avro")]
pub mod apache_avro;
#[cfg(feature = "bebop")]
pub mod bebop;
#[cfg(feature = "bilrost")]
pub mod bilrost;
#[cfg(feature = "bin-proto")]
pub mod bin_proto;
#[cfg(feature = "bincode1")]
pub mod bincode1;
#[cfg(feature = "bincode2")]
pub mod bincode2;
#[cfg(feature = "bitcode")]
pub mod bitcode;
#[cfg(feature = "borsh")]
pub mod borsh;
#[cfg(feature = "bson")]
pub mod bson;
#[cfg(feature = "buffa")]
pub mod buffa;
#[cfg(feature = "capnp")]
pub mod capnp;
#[cfg(feature = "cbor4ii")]
pub mod cbor4ii;
#[cfg(feature = "ciborium")]
pub mod ciborium;
#[cfg(feature = "columnar")]
pub mod columnar;
#[cfg(feature = "compactly")]
pub mod compactly;
#[cfg(feature = "databuf")]
pub mod databuf;
#[cfg(feature = "dlhn")]
pub mod dlhn;
#[cfg(feature = "flatbuffers")]
pub mod flatbuffers;
#[cfg(feature = "flexbuffers")]
pub mod flexbuffers;
#[cfg(feature = "flexon")]
pub mod flexon;
#[cfg(feature = "fory")]
pub mod fory;
#[cfg(feature = "minicbor")]
pub mod minicbor;
#[cfg(feature = "msgpacker")]
pub mod msgpacker;
#[cfg(feature = "musli")]
pub mod musli;
#[cfg(feature = "nachricht-serde")]
pub mod nachricht_serde;
#[cfg(feature = "nanoserde")]
pub mod nanoserde;
#[cfg(feature = "parity-scale-codec")]
pub mod parity_scale_codec;
#[cfg(feature = "postcard")]
pub mod postcard;
#[cfg(feature = "pot")]
pub mod pot;
#[cfg(feature = "prost")]
pub mod prost;
#[cfg(feature = "protobuf")]
pub mod protobuf;
// Its runtime is C: native only (see Cargo.toml).
#[cfg(all(feature = "protobuf4", not(target_arch = "wasm32")))]
pub mod protobuf4;
#[cfg(any(
    feature = "prost",
    feature = "protobuf",
    feature = "buffa",
    feature = "protobuf4"
))]
mod protobuf_support;
#[cfg(feature = "quick-xml")]
pub mod quick_xml;
#[cfg(feature = "rkyv")]
pub mod rkyv;
#[cfg(feature = "rmp-serde")]
pub mod rmp_serde;
#[cfg(feature = "ron")]
pub mod ron;
#[cfg(feature = "savefile")]
pub mod savefile;
#[cfg(feature = "serde_bare")]
pub mod serde_bare;
#[cfg(feature = "serde-brief")]
pub mod serde_brief;
#[cfg(feature = "serde_cbor")]
pub mod serde_cbor;
#[cfg(feature = "serde_json")]
pub mod serde_json;
#[cfg(feature = "serde-saphyr")]
pub mod serde_saphyr;
#[cfg(feature = "serde-zap")]
pub mod serde_zap;
#[cfg(feature = "simd-json")]
pub mod simd_json;
pub mod size_probe;
#[cfg(feature = "sonic-rs")]
pub mod sonic_rs;
#[cfg(feature = "speedy")]
pub mod speedy;
#[cfg(feature = "thrift")]
pub mod thrift;
#[cfg(feature = "wincode")]
pub mod wincode;
#[cfg(feature = "zerocopy")]
pub mod zerocopy;
#[cfg(feature = "zerompk")]
pub mod zerompk;

/// Classes the variants of `file` that it records no classing for ([`schema::CrateInfo::work`]:
/// files written before schema version 5) by the adapters' current declarations, and returns
/// how many it classed. A variant is classed only where this build declares the same crate id,
/// variant name and explanation: the same text says it is the same variant, so the classing
/// applies to it. Any other variant stays unclassed, which a ranking sets aside by default
/// ([`schema::UNCLASSED`]). Upstream files are left alone: their variants are not ours.
pub fn class_variants(file: &mut schema::ResultsFile) -> usize {
    class_variants_by(file, &registry())
}

fn class_variants_by(file: &mut schema::ResultsFile, adapters: &[&dyn Adapter]) -> usize {
    if file.origin != schema::Origin::Bencher {
        return 0;
    }
    let mut classed = 0;
    for (id, info) in &mut file.crates {
        let Some(adapter) = adapters.iter().find(|a| a.meta().id == id) else {
            continue;
        };
        for declared in adapter.meta().variants {
            let same_variant =
                info.variants.get(declared.name).map(String::as_str) == Some(declared.about);
            if same_variant && !info.work.contains_key(declared.name) {
                info.work.insert(declared.name.to_owned(), declared.work());
                classed += 1;
            }
        }
    }
    classed
}

/// Hands macro `$m` every adapter compiled into this build, in display order, each as a path
/// to its value behind its `#[cfg]`: the one list of crates, from which [`registry`] and the
/// code-size probes ([`crate::size_probe`]) are both made. The `cfg`s are evaluated here, in
/// this crate.
macro_rules! for_each_adapter {
    ($m:ident) => {
        $m! {
            #[cfg(feature = "bitcode")]
            bitcode::Bitcode,
            #[cfg(feature = "serde_json")]
            serde_json::SerdeJson,
            #[cfg(feature = "bincode2")]
            bincode2::Bincode2,
            #[cfg(feature = "postcard")]
            postcard::Postcard,
            #[cfg(feature = "borsh")]
            borsh::Borsh,
            #[cfg(feature = "rmp-serde")]
            rmp_serde::RmpSerde,
            #[cfg(feature = "ciborium")]
            ciborium::Ciborium,
            #[cfg(feature = "rkyv")]
            rkyv::Rkyv,
            #[cfg(feature = "speedy")]
            speedy::Speedy,
            #[cfg(feature = "simd-json")]
            simd_json::SimdJson,
            #[cfg(feature = "sonic-rs")]
            sonic_rs::SonicRs,
            #[cfg(feature = "savefile")]
            savefile::Savefile,
            #[cfg(feature = "nanoserde")]
            nanoserde::Nanoserde,
            #[cfg(feature = "minicbor")]
            minicbor::Minicbor,
            #[cfg(feature = "msgpacker")]
            msgpacker::Msgpacker,
            #[cfg(feature = "wincode")]
            wincode::Wincode,
            #[cfg(feature = "zerompk")]
            zerompk::Zerompk,
            #[cfg(feature = "databuf")]
            databuf::Databuf,
            #[cfg(feature = "parity-scale-codec")]
            parity_scale_codec::ParityScaleCodec,
            #[cfg(feature = "compactly")]
            compactly::Compactly,
            #[cfg(feature = "bincode1")]
            bincode1::Bincode1,
            #[cfg(feature = "bson")]
            bson::Bson,
            #[cfg(feature = "cbor4ii")]
            cbor4ii::Cbor4ii,
            #[cfg(feature = "dlhn")]
            dlhn::Dlhn,
            #[cfg(feature = "flexon")]
            flexon::Flexon,
            #[cfg(feature = "nachricht-serde")]
            nachricht_serde::NachrichtSerde,
            #[cfg(feature = "pot")]
            pot::Pot,
            #[cfg(feature = "ron")]
            ron::Ron,
            #[cfg(feature = "serde_bare")]
            serde_bare::SerdeBare,
            #[cfg(feature = "serde-brief")]
            serde_brief::SerdeBrief,
            #[cfg(feature = "serde_cbor")]
            serde_cbor::SerdeCbor,
            #[cfg(feature = "serde-zap")]
            serde_zap::SerdeZap,
            #[cfg(feature = "quick-xml")]
            quick_xml::QuickXml,
            #[cfg(feature = "serde-saphyr")]
            serde_saphyr::SerdeSaphyr,
            #[cfg(feature = "prost")]
            prost::Prost,
            #[cfg(feature = "protobuf")]
            protobuf::RustProtobuf,
            #[cfg(feature = "buffa")]
            buffa::Buffa,
            #[cfg(all(feature = "protobuf4", not(target_arch = "wasm32")))]
            protobuf4::Protobuf4,
            #[cfg(feature = "bilrost")]
            bilrost::Bilrost,
            #[cfg(feature = "bin-proto")]
            bin_proto::BinProto,
            #[cfg(feature = "apache-avro")]
            apache_avro::ApacheAvro,
            #[cfg(feature = "bebop")]
            bebop::Bebop,
            #[cfg(feature = "capnp")]
            capnp::Capnp,
            #[cfg(feature = "columnar")]
            columnar::ColumnarCrate,
            #[cfg(feature = "flatbuffers")]
            flatbuffers::Flatbuffers,
            #[cfg(feature = "flexbuffers")]
            flexbuffers::Flexbuffers,
            #[cfg(feature = "fory")]
            fory::ForyCrate,
            #[cfg(feature = "musli")]
            musli::MUSLI_STORAGE,
            #[cfg(feature = "musli")]
            musli::MUSLI_WIRE,
            #[cfg(feature = "musli")]
            musli::MUSLI_DESCRIPTIVE,
            #[cfg(feature = "musli")]
            musli::MUSLI_JSON,
            #[cfg(feature = "thrift")]
            thrift::THRIFT_BINARY,
            #[cfg(feature = "thrift")]
            thrift::THRIFT_COMPACT,
            #[cfg(feature = "abomonation")]
            abomonation::AbomonationCrate,
            #[cfg(feature = "alkahest")]
            alkahest::Alkahest,
            #[cfg(feature = "zerocopy")]
            zerocopy::Zerocopy,
        }
    };
}
pub(crate) use for_each_adapter;

macro_rules! adapter_list {
    ($( $(#[$attr:meta])* $adapter:path, )*) => {
        vec![ $( $(#[$attr])* &$adapter, )* ]
    };
}

/// Every adapter compiled into this build, in display order.
pub fn registry() -> Vec<&'static dyn Adapter> {
    for_each_adapter!(adapter_list)
}

/// The adapter with this id (`CrateMeta::id`), if compiled in.
pub fn find(id: &str) -> Option<&'static dyn Adapter> {
    registry()
        .into_iter()
        .find(|adapter| adapter.meta().id == id)
}

/// Receives one adapter on one dataset, typed by the dataset. `'a` is how long the adapter
/// and the data live, so a visitor may keep the cases it registers (the engine times them
/// later, interleaved with every other crate's). The visitor registers them ([`cases`]) where
/// it wants them: the counting mode does so in the fork that counts the crate, so that what an
/// adapter's registration leaves in the allocator never reaches the next crate's counts.
pub trait Visit<'a> {
    /// `bench` is the adapter seen as `Bench<T>`, whose cases on `data` [`cases`] registers.
    fn visit<T: Dataset>(&mut self, bench: &'a dyn Bench<T>, data: &'a T);
}

/// The cases of `bench` on `data`: none where the crate is not measured on the dataset
/// ([`Bench::unsupported`]).
pub fn cases<'a, T: Dataset>(bench: &'a dyn Bench<T>, data: &'a T) -> Vec<Case<'a, T>> {
    if bench.unsupported().is_some() {
        return Vec::new();
    }
    let mut cases = Cases::new(data);
    bench.cases(&mut cases);
    cases.into_cases()
}

fn visit_one<'a, T: Dataset>(bench: &'a dyn Bench<T>, data: &'a T, visitor: &mut impl Visit<'a>) {
    visitor.visit(bench, data);
}

/// Hands `visitor` the cases of `adapter` on the dataset called `dataset`.
pub fn visit_dataset<'a>(
    adapter: &'a dyn Adapter,
    dataset: &str,
    data: &'a AllData,
    visitor: &mut impl Visit<'a>,
) -> Result<(), UnknownDataset> {
    match dataset {
        "log" => visit_one::<Logs>(adapter, &data.log, visitor),
        "mesh" => visit_one::<Mesh>(adapter, &data.mesh, visitor),
        "minecraft_savedata" => visit_one::<Players>(adapter, &data.minecraft_savedata, visitor),
        "mk48" => visit_one::<Updates>(adapter, &data.mk48, visitor),
        "record" => visit_one::<Record>(adapter, &data.record, visitor),
        other => return Err(UnknownDataset(other.to_owned())),
    }
    Ok(())
}

/// Hands `visitor` the cases of `adapter` on every dataset, in [`schema::DATASETS`] order.
pub fn visit_all<'a>(adapter: &'a dyn Adapter, data: &'a AllData, visitor: &mut impl Visit<'a>) {
    visit_one::<Logs>(adapter, &data.log, visitor);
    visit_one::<Mesh>(adapter, &data.mesh, visitor);
    visit_one::<Players>(adapter, &data.minecraft_savedata, visitor);
    visit_one::<Updates>(adapter, &data.mk48, visitor);
    visit_one::<Record>(adapter, &data.record, visitor);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "columnar")]
    #[test]
    fn an_older_files_variants_are_classed_where_the_explanation_is_the_same() {
        let adapter: &dyn Adapter = &columnar::ColumnarCrate;
        let soa = &adapter.meta().variants[0];
        let mut info = schema::CrateInfo {
            name: "columnar".to_owned(),
            version: adapter.meta().version.to_owned(),
            family: None,
            zero_copy: true,
            variants: [
                (soa.name.to_owned(), soa.about.to_owned()),
                ("copy_from".to_owned(), "another text".to_owned()),
            ]
            .into(),
            work: Default::default(),
        };
        let mut file = schema::ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo::default(),
            schema::Environment::default(),
        );
        file.crates.insert("columnar".to_owned(), info.clone());
        assert_eq!(class_variants_by(&mut file, &[adapter]), 1);
        let classed = &file.crates["columnar"];
        assert_eq!(classed.work[soa.name], soa.work());
        assert!(soa.other_work.is_some());
        assert!(classed.set_aside(Some(soa.name)).is_some());
        // Another explanation may be another variant: it stays unclassed, and set aside.
        assert_eq!(
            classed.set_aside(Some("copy_from")),
            Some(schema::UNCLASSED)
        );
        // An upstream file is not ours to class.
        info.work.clear();
        file.crates.insert("columnar".to_owned(), info);
        file.origin = schema::Origin::Upstream {
            layout: schema::UpstreamLayout::Crates2023,
        };
        assert_eq!(class_variants_by(&mut file, &[adapter]), 0);
    }

    #[test]
    fn ids_are_unique_and_variants_explained() {
        let adapters = registry();
        let mut ids: Vec<_> = adapters.iter().map(|a| a.meta().id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), adapters.len(), "duplicate adapter id");
        for adapter in adapters {
            for variant in adapter.meta().variants {
                assert!(!variant.name.is_empty() && !variant.about.is_empty());
                assert!(variant.other_work.is_none_or(|why| !why.trim().is_empty()));
            }
        }
    }

    /// README's "Crates" section counts the default build's crates and adapters; this keeps
    /// the count true as crates come and go. A crate is a crates.io name at one version
    /// (bincode 1 and 2 count apart, musli's four formats once).
    #[cfg(feature = "all-crates")]
    #[test]
    fn readme_counts_the_default_builds_crates_and_adapters() {
        let adapters = registry();
        let crates: std::collections::BTreeSet<_> = adapters
            .iter()
            .map(|a| (a.meta().name, a.meta().version))
            .collect();
        let readme = include_str!("../../../README.md").replace('\n', " ");
        let expected = format!(
            "{} crates, counting bincode 1 and 2 and protobuf 3 and 4 apart as the upstream \
             suite does ({} adapters:",
            crates.len(),
            adapters.len()
        );
        assert!(
            readme.contains(&expected),
            "README's Crates section should say \"{expected}\""
        );
    }

    /// Records the dataset names it is handed.
    struct Names(Vec<&'static str>);
    impl<'a> Visit<'a> for Names {
        fn visit<T: Dataset>(&mut self, _: &'a dyn Bench<T>, _: &'a T) {
            self.0.push(T::INFO.name);
        }
    }

    #[test]
    fn every_schema_dataset_is_visited_by_name_and_in_order() {
        let Some(&adapter) = registry().first() else {
            eprintln!("no adapter compiled in: nothing to visit");
            return;
        };
        let data = AllData::generate();
        let mut all = Names(Vec::new());
        visit_all(adapter, &data, &mut all);
        assert_eq!(all.0, schema::datasets::dataset_names());
        for name in schema::datasets::dataset_names() {
            let mut one = Names(Vec::new());
            visit_dataset(adapter, name, &data, &mut one).unwrap();
            assert_eq!(one.0, [name]);
        }
        let error = visit_dataset(adapter, "nope", &data, &mut Names(Vec::new())).unwrap_err();
        assert!(error.to_string().contains("minecraft_savedata"));
    }
}
