//! serde_bare: BARE (Binary Application Record Encoding, a schema-described compact format
//! with varints and no field names) through serde. Decodes into owned values only: its
//! deserializer copies every string out of the input.

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The serde_bare adapter.
pub struct SerdeBare;

static META: CrateMeta = CrateMeta {
    id: "serde_bare",
    name: "serde_bare",
    version: "0.5.0",
    family: "bare",
    zero_copy: false,
    variants: &[],
};

impl Adapter for SerdeBare {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for SerdeBare {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(serde_bare::to_writer(buffer, data)?)
        });
        cases.deserialize(None, |bytes| Ok(serde_bare::from_slice(bytes)?));
    }
}
