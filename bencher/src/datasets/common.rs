//! What every dataset module uses: the [`Dataset`] trait, each dataset's static description,
//! the upstream generator's random draws, the read digest, and the `owned!` and `borrowed!`
//! macros that apply every benchmarked crate's derives.

use std::fmt::Debug;
use std::hint::black_box;
use std::ops::Range;

use rand::Rng;
use rand_pcg::Lcg64Xsh32;
use schema::DatasetInfo;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

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
pub(super) const fn info(name: &str) -> &'static DatasetInfo {
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

/// The upstream suite's random number generator, seeded as it seeds every dataset
/// ("nothing up our sleeves": the first twenty digits of pi).
pub(crate) fn upstream_rng() -> Lcg64Xsh32 {
    const STATE: u64 = 3_141_592_653;
    const STREAM: u64 = 5_897_932_384;
    Lcg64Xsh32::new(STATE, STREAM)
}

/// A `usize` drawn uniformly from `range` as the upstream's `usize` draw is on a 64-bit
/// target: as a `u64`, which rand samples exactly as a 64-bit `usize`. A `usize` draw on a
/// 32-bit target (wasm32) takes other values from the generator, and every dataset would
/// differ there.
pub(crate) fn gen_index(rng: &mut impl Rng, range: Range<usize>) -> usize {
    let index = rng.gen_range(range.start as u64..range.end as u64);
    usize::try_from(index).expect("drawn below a usize bound")
}

/// A vector whose length is drawn from `len` first, then whose elements are drawn in order:
/// the upstream's draw order for every collection.
pub(crate) fn gen_vec<R: Rng, T>(
    rng: &mut R,
    len: Range<usize>,
    mut element: impl FnMut(&mut R) -> T,
) -> Vec<T> {
    let len = gen_index(rng, len);
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
