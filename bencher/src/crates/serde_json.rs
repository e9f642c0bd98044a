//! serde_json: the reference JSON implementation for serde.

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The serde_json adapter.
pub struct SerdeJson;

static META: CrateMeta = CrateMeta {
    id: "serde_json",
    name: "serde_json",
    version: "1.0.154",
    family: "json",
    zero_copy: false,
    variants: &[],
};

impl Adapter for SerdeJson {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: serde_json can only borrow strings that contain no escapes, so borrowing
/// is not something it supports in general (the upstream suite makes the same call).
impl<T: Dataset> Bench<T> for SerdeJson {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(serde_json::to_writer(buffer, data)?)
        });
        cases.deserialize(None, |bytes| Ok(serde_json::from_slice(bytes)?));
    }
}
