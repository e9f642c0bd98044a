//! serde-zap: a fast serde binary format (varints, no field names) that encodes into a slice;
//! deserializes borrowing.

use super::{borrow_case, serialize_to_slice, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The serde-zap adapter.
pub struct SerdeZap;

static META: CrateMeta = CrateMeta {
    id: "serde-zap",
    name: "serde-zap",
    version: "0.1.1",
    family: "serde-zap",
    zero_copy: false,
    variants: &[],
};

impl Adapter for SerdeZap {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for SerdeZap {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        serialize_to_slice(
            cases,
            None,
            |data| Ok(serde_zap::to_vec(data)?),
            |data, slice| Ok(serde_zap::to_slice(data, slice)?),
        );
        cases.deserialize(None, |bytes| Ok(serde_zap::from_bytes(bytes)?));
        borrow_case(cases, |bytes| Ok(serde_zap::from_bytes(bytes)?));
    }
}
