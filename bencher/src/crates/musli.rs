//! musli: one set of derives, several formats. Each format is its own adapter (sizes, speed
//! and guarantees differ as much as between different crates), as musli's own benchmarks
//! list them:
//!
//! * `musli-storage`: compact binary (variable-length integers, field indexes); tolerates
//!   fields added with `#[musli(default)]`, not unknown ones.
//! * `musli-wire`: a binary wire format that can skip unknown fields (upgrade-safe).
//! * `musli-descriptive`: fully self-describing binary (types on the wire).
//! * `musli-json`: JSON.
//!
//! Not measured: musli's `packed` mode (`#[musli(packed)]` structs), the fastest it offers,
//! writes `Option::None` inside a packed struct as nothing at all, so the `Option` fields of
//! minecraft_savedata and mk48 cannot be read back.
//!
//! The binary formats deserialize borrowing strings from the input; JSON is left without a
//! borrow case, as for serde_json (escaped strings cannot be borrowed).

use std::marker::PhantomData;

use musli::alloc::Global;
use musli::mode::{Binary, Text};
use musli::{Decode, Encode};

use super::Adapter;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::Dataset;

/// One musli format.
pub trait Format: Sync + 'static {
    /// The musli mode the derives are used in.
    type Mode: 'static;
    /// The adapter's static facts.
    const META: CrateMeta;
    /// Whether strings can be borrowed from the input in this format.
    const BORROWS: bool;
    /// Appends the encoding of `value` to `out`.
    fn encode<T: Encode<Self::Mode>>(value: &T, out: &mut Vec<u8>) -> BenchResult<()>;
    /// Decodes a value (borrowing from `bytes` where the type does).
    fn decode<'de, T: Decode<'de, Self::Mode, Global>>(bytes: &'de [u8]) -> BenchResult<T>;
}

/// Defines a [`Format`] over one of musli's `Encoding` constants.
macro_rules! format {
    (
        $(#[$doc:meta])* $name:ident, $mode:ty, $encoding:expr,
        id: $id:literal, family: $family:literal, borrows: $borrows:literal
    ) => {
        $(#[$doc])*
        pub struct $name;

        impl Format for $name {
            type Mode = $mode;
            const META: CrateMeta = CrateMeta {
                id: $id,
                name: "musli",
                version: "0.2.1",
                family: $family,
                zero_copy: false,
                variants: &[],
            };
            const BORROWS: bool = $borrows;

            fn encode<T: Encode<$mode>>(value: &T, out: &mut Vec<u8>) -> BenchResult<()> {
                Ok($encoding.encode(out, value)?)
            }

            fn decode<'de, T: Decode<'de, $mode, Global>>(bytes: &'de [u8]) -> BenchResult<T> {
                Ok($encoding.from_slice(bytes)?)
            }
        }
    };
}

format!(
    /// `musli::storage` with its default options.
    Storage, Binary, musli::storage::Encoding::new(),
    id: "musli-storage", family: "musli", borrows: true
);
format!(
    /// `musli::wire` with its default options.
    Wire, Binary, musli::wire::Encoding::new(),
    id: "musli-wire", family: "musli", borrows: true
);
format!(
    /// `musli::descriptive` with its default options.
    Descriptive, Binary, musli::descriptive::Encoding::new(),
    id: "musli-descriptive", family: "musli", borrows: true
);
format!(
    /// `musli::json` with its default options.
    Json, Text, musli::json::Encoding::new(),
    id: "musli-json", family: "json", borrows: false
);

/// The musli adapter in format `F`.
pub struct Musli<F>(PhantomData<F>);

/// `musli-storage`.
pub const MUSLI_STORAGE: Musli<Storage> = Musli(PhantomData);
/// `musli-wire`.
pub const MUSLI_WIRE: Musli<Wire> = Musli(PhantomData);
/// `musli-descriptive`.
pub const MUSLI_DESCRIPTIVE: Musli<Descriptive> = Musli(PhantomData);
/// `musli-json`.
pub const MUSLI_JSON: Musli<Json> = Musli(PhantomData);

impl<F: Format> Adapter for Musli<F>
where
    Musli<F>: Bench<crate::datasets::Logs>
        + Bench<crate::datasets::Mesh>
        + Bench<crate::datasets::Players>
        + Bench<crate::datasets::Updates>
        + Bench<crate::datasets::Record>,
{
    fn meta(&self) -> &'static CrateMeta {
        &F::META
    }
}

impl<F, T> Bench<T> for Musli<F>
where
    F: Format,
    T: Dataset + Encode<F::Mode> + for<'de> Decode<'de, F::Mode, Global>,
    for<'b> T::Borrowed<'b>: Decode<'b, F::Mode, Global>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| F::encode(data, buffer));
        cases.deserialize(None, |bytes| F::decode::<T>(bytes));
        if F::BORROWS {
            super::borrow_case(cases, decode_borrowed::<F, T>);
        }
    }
}

/// Decodes the borrowed form of the dataset in format `F`.
fn decode_borrowed<F, T>(bytes: &[u8]) -> BenchResult<T::Borrowed<'_>>
where
    F: Format,
    T: Dataset,
    for<'b> T::Borrowed<'b>: Decode<'b, F::Mode, Global>,
{
    F::decode(bytes)
}
