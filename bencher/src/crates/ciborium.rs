//! ciborium: CBOR (RFC 8949) for serde. Structs are maps keyed by field name.

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The ciborium adapter.
pub struct Ciborium;

static META: CrateMeta = CrateMeta {
    id: "ciborium",
    name: "ciborium",
    version: "0.2.2",
    family: "cbor",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Ciborium {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: ciborium only deserializes owned values (`DeserializeOwned`).
impl<T: Dataset> Bench<T> for Ciborium {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(ciborium::into_writer(data, buffer)?)
        });
        cases.deserialize(None, |bytes| Ok(ciborium::from_reader(bytes)?));
    }
}
