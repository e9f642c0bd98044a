//! flexbuffers: the schema-less sibling of FlatBuffers (self-describing, serde-driven).
//! Its serializer keeps its own buffer, which is reset and reused between runs; strings can be
//! borrowed from the input.

use serde::Deserialize;

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The flexbuffers adapter.
pub struct Flexbuffers;

static META: CrateMeta = CrateMeta {
    id: "flexbuffers",
    name: "flexbuffers",
    version: "25.12.19",
    family: "flexbuffers",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Flexbuffers {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Flexbuffers {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize_in_own_buffer(
            None,
            flexbuffers::FlexbufferSerializer::new(),
            |serializer, data| {
                serializer.reset();
                data.serialize(&mut *serializer)?;
                Ok(serializer.view())
            },
        );
        cases.deserialize(None, |bytes| {
            Ok(T::deserialize(flexbuffers::Reader::get_root(bytes)?)?)
        });
        borrow_case(cases, |bytes| {
            Ok(T::Borrowed::deserialize(flexbuffers::Reader::get_root(
                bytes,
            )?)?)
        });
    }
}
