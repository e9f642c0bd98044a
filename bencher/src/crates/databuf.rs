//! databuf: a compact binary format with its own derives and a compile-time configuration
//! (integer encoding, length prefix); decodes strings borrowing from the input.

use databuf::config::num::{LE, LEB128};
use databuf::{Decode, Encode};

use super::{borrow_case, Adapter};
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The databuf adapter.
pub struct Databuf;

/// The `leb128` variant.
const LEB128_VARIANT: &str = "leb128";

static META: CrateMeta = CrateMeta {
    id: "databuf",
    name: "databuf",
    version: "0.5.0",
    family: "databuf",
    zero_copy: false,
    variants: &[VariantMeta::same(
        LEB128_VARIANT,
        "integers as LEB128 varints instead of fixed-width little endian",
    )],
};

impl Adapter for Databuf {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Databuf
where
    T: Dataset + Encode + for<'b> Decode<'b>,
    for<'b> T::Borrowed<'b>: Decode<'b>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // Primary: fixed-width little-endian numbers, as the upstream suite configures it.
        cases.serialize(None, |data, buffer| Ok(data.encode::<LE>(buffer)?));
        cases.deserialize(None, |bytes| T::from_bytes::<LE>(bytes));
        borrow_case(cases, |bytes| T::Borrowed::from_bytes::<LE>(bytes));
        cases.serialize(Some(LEB128_VARIANT), |data, buffer| {
            Ok(data.encode::<LEB128>(buffer)?)
        });
        cases.deserialize(Some(LEB128_VARIANT), |bytes| T::from_bytes::<LEB128>(bytes));
    }
}
