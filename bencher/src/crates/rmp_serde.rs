//! rmp-serde: MessagePack for serde. Structs are written as arrays (its default), as the
//! upstream suite measures it.

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The rmp-serde adapter.
pub struct RmpSerde;

static META: CrateMeta = CrateMeta {
    id: "rmp-serde",
    name: "rmp-serde",
    version: "1.3.1",
    family: "messagepack",
    zero_copy: false,
    variants: &[],
};

impl Adapter for RmpSerde {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for RmpSerde {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(rmp_serde::encode::write(buffer, data)?)
        });
        cases.deserialize(None, |bytes| Ok(rmp_serde::from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(rmp_serde::from_slice(bytes)?));
    }
}
