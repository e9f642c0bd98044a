//! serde_cbor: CBOR (RFC 8949) through serde, structs as maps keyed by field name, or by
//! field index in its packed format (a variant). Deserializes borrowing. The crate is no
//! longer maintained, but still widely used.

use serde_cbor::Serializer;

use super::{borrow_case, Adapter};
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The serde_cbor adapter.
pub struct SerdeCbor;

/// `Serializer::packed_format`: fields and variants as integer indices.
const PACKED: &str = "packed";

static META: CrateMeta = CrateMeta {
    id: "serde_cbor",
    name: "serde_cbor",
    version: "0.11.2",
    family: "cbor",
    zero_copy: false,
    variants: &[VariantMeta::same(
        PACKED,
        "packed format: struct fields and enum variants as integer indices instead of names",
    )],
};

impl Adapter for SerdeCbor {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for SerdeCbor {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // serde_cbor writes to a `Vec` directly (what its `to_vec` does), skipping the
        // `io::Write` adapter of `to_writer`.
        cases.serialize(None, |data, buffer| {
            Ok(data.serialize(&mut Serializer::new(buffer))?)
        });
        cases.deserialize(None, |bytes| Ok(serde_cbor::from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(serde_cbor::from_slice(bytes)?));

        cases.serialize(Some(PACKED), |data, buffer| {
            Ok(data.serialize(&mut Serializer::new(buffer).packed_format())?)
        });
        // The same deserializer reads both formats.
        cases.deserialize(Some(PACKED), |bytes| Ok(serde_cbor::from_slice(bytes)?));
    }
}
