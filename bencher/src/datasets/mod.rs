//! The five benchmark datasets.
//!
//! * [`log`], [`mesh`], [`minecraft_savedata`], [`mk48`]: the upstream suite's datasets,
//!   regenerated bit for bit: the same types with the same field order, the same generator
//!   (rand 0.8 with rand_pcg 0.3's `Lcg64Xsh32`, seeded with the same state and stream), the same
//!   order of draws and the same collection sizes. `tests/sizes.rs` proves it: every crate at
//!   the upstream's version serializes them to exactly the upstream's published sizes.
//! * [`record`]: the C++ suite's payload (1000 `i64` ids and 100 copies of one string).
//!
//! Each dataset type implements [`Dataset`]. The derives every benchmarked crate needs are
//! applied in one place, by the `owned!` and `borrowed!` macros of this module: adding a crate
//! that derives its traits means adding one line to each macro (behind the crate's feature).
//!
//! Exactness notes for anyone editing the generators: the integer type of every `gen_range`
//! call matters (rand's rejection zone depends on it), as does the order in which struct fields
//! draw. Where the upstream relies on type inference, the type is written out here.

// abomonation_derive (synstructure 0.12) wraps each impl in a named `const` item, which this
// lint flags; the impls are ordinary trait impls for the types beside them.
#![cfg_attr(feature = "abomonation", allow(non_local_definitions))]

pub mod log;
pub mod mesh;
pub mod minecraft_savedata;
pub mod mk48;
pub mod record;

use std::fmt::Debug;
use std::hint::black_box;
use std::ops::Range;

use rand::Rng;
use rand_pcg::Lcg64Xsh32;
use schema::DatasetInfo;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub use log::Logs;
pub use mesh::Mesh;
pub use minecraft_savedata::Players;
pub use mk48::Updates;
pub use record::Record;

/// One benchmark dataset: a value of this type is what every crate serializes.
pub trait Dataset:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Name, description and message count, from [`schema::DATASETS`].
    const INFO: &'static DatasetInfo;

    /// Whether [`Dataset::Borrowed`] is a distinct form that borrows from the input (strings as
    /// `&str`). When false, `Borrowed` is the owned type itself and adapters register no
    /// `borrow` case: there is nothing to borrow (the upstream suite does the same).
    const HAS_BORROWED_FORM: bool;

    /// The form of the data that borrows its strings from the serialized bytes.
    type Borrowed<'a>: Debug + PartialEq + Serialize + Deserialize<'a> + Into<Self>;

    /// Generates the dataset (deterministic: the same value on every call).
    fn generate() -> Self;

    /// Folds the fields the zero-copy `read` benchmarks visit into one number, computed on the
    /// owned data. A zero-copy adapter computes the same digest through its archived form, so
    /// a test can check it read the right fields.
    fn read_digest(&self) -> u64;

    /// Applies to the owned data the in-place change the zero-copy `update` benchmarks make to
    /// the serialized bytes (run once), so a test can check an update's result.
    fn apply_update(&mut self);
}

/// Finds a dataset's static description by name, at compile time.
const fn info(name: &str) -> &'static DatasetInfo {
    let mut i = 0;
    while i < schema::DATASETS.len() {
        if str_eq(schema::DATASETS[i].name, name) {
            return &DATASET_INFOS[i];
        }
        i += 1;
    }
    panic!("dataset missing from schema::DATASETS")
}

/// `schema::DATASETS` as a static, so [`info`] can hand out `'static` references into it.
static DATASET_INFOS: [DatasetInfo; schema::DATASETS.len()] = schema::DATASETS;

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Every dataset, generated once.
#[derive(Clone, Debug, PartialEq)]
pub struct AllData {
    /// `log`.
    pub log: Logs,
    /// `mesh`.
    pub mesh: Mesh,
    /// `minecraft_savedata`.
    pub minecraft_savedata: Players,
    /// `mk48`.
    pub mk48: Updates,
    /// `record`.
    pub record: Record,
}

impl AllData {
    /// Generates all five datasets (well under a second in release builds).
    pub fn generate() -> Self {
        Self {
            log: Logs::generate(),
            mesh: Mesh::generate(),
            minecraft_savedata: Players::generate(),
            mk48: Updates::generate(),
            record: Record::generate(),
        }
    }
}

/// The upstream suite's random number generator, seeded as it seeds every dataset
/// ("nothing up our sleeves": the first twenty digits of pi).
pub(crate) fn upstream_rng() -> Lcg64Xsh32 {
    const STATE: u64 = 3_141_592_653;
    const STREAM: u64 = 5_897_932_384;
    Lcg64Xsh32::new(STATE, STREAM)
}

/// A vector whose length is drawn from `len` first, then whose elements are drawn in order:
/// the upstream's draw order for every collection.
pub(crate) fn gen_vec<R: Rng, T>(
    rng: &mut R,
    len: Range<usize>,
    mut element: impl FnMut(&mut R) -> T,
) -> Vec<T> {
    let len = rng.gen_range(len);
    (0..len).map(|_| element(rng)).collect()
}

/// `Some` with probability one half (one draw), then the value's draws.
pub(crate) fn gen_option<R: Rng, T>(rng: &mut R, value: impl FnOnce(&mut R) -> T) -> Option<T> {
    if rng.gen_bool(0.5) {
        Some(value(rng))
    } else {
        None
    }
}

/// Sums the values a read visits. Each value passes through `black_box`, as the upstream's
/// read benchmarks black-box every field they touch, so the loop cannot be vectorized away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadDigest(u64);

impl ReadDigest {
    /// Adds one value read.
    #[inline(always)]
    pub fn add(&mut self, value: u64) {
        self.0 = self.0.wrapping_add(black_box(value));
    }

    /// The digest.
    pub fn finish(self) -> u64 {
        self.0
    }
}

/// Applies the derives of every benchmarked crate to owned dataset types.
macro_rules! owned {
    ($($item:item)*) => {$(
        #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "bitcode", derive(bitcode::Encode, bitcode::Decode))]
        #[cfg_attr(feature = "bincode2", derive(bincode::Encode, bincode::Decode))]
        #[cfg_attr(feature = "borsh", derive(borsh::BorshSerialize, borsh::BorshDeserialize))]
        #[cfg_attr(feature = "rkyv", derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize))]
        #[cfg_attr(feature = "speedy", derive(speedy::Readable, speedy::Writable))]
        #[cfg_attr(feature = "simd-json", derive(simd_json_derive::Serialize, simd_json_derive::Deserialize))]
        #[cfg_attr(feature = "savefile", derive(savefile_derive::Savefile))]
        #[cfg_attr(feature = "nanoserde", derive(nanoserde::SerBin, nanoserde::DeBin))]
        #[cfg_attr(feature = "minicbor", derive(minicbor::Encode, minicbor::Decode))]
        #[cfg_attr(feature = "msgpacker", derive(msgpacker::MsgPacker))]
        #[cfg_attr(feature = "wincode", derive(wincode::SchemaWrite, wincode::SchemaRead))]
        #[cfg_attr(feature = "zerompk", derive(zerompk::ToMessagePack, zerompk::FromMessagePack))]
        #[cfg_attr(feature = "databuf", derive(databuf::Encode, databuf::Decode))]
        #[cfg_attr(
            feature = "parity-scale-codec",
            derive(parity_scale_codec::Encode, parity_scale_codec::Decode)
        )]
        #[cfg_attr(feature = "compactly", derive(compactly::Encode))]
        #[cfg_attr(feature = "bin-proto", derive(bin_proto::BitEncode, bin_proto::BitDecode))]
        #[cfg_attr(feature = "musli", derive(musli::Encode, musli::Decode))]
        #[cfg_attr(feature = "columnar", derive(columnar::Columnar))]
        #[cfg_attr(feature = "abomonation", derive(abomonation_derive::Abomonation))]
        $item
    )*};
}

/// Applies the derives of the crates that can deserialize borrowing from the input to the
/// borrowed forms (`&'a str` in place of `String`).
macro_rules! borrowed {
    ($($item:item)*) => {$(
        #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "bitcode", derive(bitcode::Encode, bitcode::Decode))]
        #[cfg_attr(feature = "bincode2", derive(bincode::Encode, bincode::BorrowDecode))]
        #[cfg_attr(feature = "speedy", derive(speedy::Readable, speedy::Writable))]
        #[cfg_attr(feature = "minicbor", derive(minicbor::Encode, minicbor::Decode))]
        #[cfg_attr(feature = "msgpacker", derive(msgpacker::MsgPackerBorrowed))]
        #[cfg_attr(feature = "wincode", derive(wincode::SchemaWrite, wincode::SchemaRead))]
        #[cfg_attr(feature = "zerompk", derive(zerompk::ToMessagePack, zerompk::FromMessagePack))]
        #[cfg_attr(feature = "databuf", derive(databuf::Encode, databuf::Decode))]
        #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
        #[cfg_attr(feature = "musli", derive(musli::Encode, musli::Decode))]
        $item
    )*};
}

pub(crate) use {borrowed, owned};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infos_match_their_names() {
        assert_eq!(Logs::INFO.name, "log");
        assert_eq!(Mesh::INFO.name, "mesh");
        assert_eq!(Players::INFO.name, "minecraft_savedata");
        assert_eq!(Updates::INFO.name, "mk48");
        assert_eq!(Record::INFO.name, "record");
    }

    #[test]
    fn generation_is_deterministic() {
        assert_eq!(Updates::generate(), Updates::generate());
        assert_eq!(Players::generate(), Players::generate());
    }
}
