//! nachricht-serde: serde for nachricht, a self-describing binary format that names each
//! field once and refers back to repeated names; deserializes borrowing.

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The nachricht-serde adapter.
pub struct NachrichtSerde;

static META: CrateMeta = CrateMeta {
    id: "nachricht-serde",
    name: "nachricht-serde",
    version: "0.4.0",
    family: "nachricht",
    zero_copy: false,
    variants: &[],
};

impl Adapter for NachrichtSerde {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for NachrichtSerde {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(nachricht_serde::to_writer(buffer, data)?)
        });
        cases.deserialize(None, |bytes| Ok(nachricht_serde::from_bytes(bytes)?));
        borrow_case(cases, |bytes| Ok(nachricht_serde::from_bytes(bytes)?));
    }
}
