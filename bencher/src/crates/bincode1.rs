//! bincode 1: serde, little-endian binary. The crate-level functions (`bincode::serialize`, …)
//! write integers at fixed size; `DefaultOptions` switches to variable-length integers.
//! Deserializes borrowing.

use bincode1::Options;

use super::{borrow_case, Adapter};
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The bincode 1 adapter.
pub struct Bincode1;

/// Variable-length integers (`bincode::DefaultOptions`), the configuration bincode 1's docs
/// recommend through its `Options` API.
const VARINT: &str = "varint";

static META: CrateMeta = CrateMeta {
    id: "bincode1",
    name: "bincode",
    version: "1.3.3",
    family: "bincode",
    zero_copy: false,
    variants: &[VariantMeta::same(
        VARINT,
        "DefaultOptions: variable-length integers instead of the fixed-size legacy functions",
    )],
};

impl Adapter for Bincode1 {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Bincode1 {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(bincode1::serialize_into(buffer, data)?)
        });
        cases.deserialize(None, |bytes| Ok(bincode1::deserialize(bytes)?));
        borrow_case(cases, |bytes| Ok(bincode1::deserialize(bytes)?));

        cases.serialize(Some(VARINT), |data, buffer| {
            Ok(bincode1::DefaultOptions::new().serialize_into(buffer, data)?)
        });
        cases.deserialize(Some(VARINT), |bytes| {
            Ok(bincode1::DefaultOptions::new().deserialize(bytes)?)
        });
    }
}
