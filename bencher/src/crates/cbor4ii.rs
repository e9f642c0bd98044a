//! cbor4ii: CBOR (RFC 8949) through serde, with structs as maps keyed by field name;
//! deserializes borrowing.

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The cbor4ii adapter.
pub struct Cbor4ii;

static META: CrateMeta = CrateMeta {
    id: "cbor4ii",
    name: "cbor4ii",
    version: "1.2.4",
    family: "cbor",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Cbor4ii {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Cbor4ii {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // `to_vec` takes the vector to append to by value: lending it the engine's buffer
        // reuses its capacity (cbor4ii's own buffer writer, faster than its `io::Write` path).
        cases.serialize(None, |data, buffer| {
            *buffer = cbor4ii::serde::to_vec(std::mem::take(buffer), data)?;
            Ok(())
        });
        cases.deserialize(None, |bytes| Ok(cbor4ii::serde::from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(cbor4ii::serde::from_slice(bytes)?));
    }
}
