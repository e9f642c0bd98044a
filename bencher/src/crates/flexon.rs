//! flexon: a SIMD JSON parser with its own serde (de)serializer. Like serde_json it cannot
//! borrow strings that contain escapes from a shared input, so no borrow case; its in-situ
//! mode (unescaping inside a mutable input) is measured as a variant.

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The flexon adapter.
pub struct Flexon;

/// `from_mut_slice`: parses in place, overwriting the input while unescaping strings.
const IN_SITU: &str = "in-situ";

static META: CrateMeta = CrateMeta {
    id: "flexon",
    name: "flexon",
    version: "0.4.8",
    family: "json",
    zero_copy: false,
    variants: &[VariantMeta::same(
        IN_SITU,
        "parses a mutable copy of the input in place (from_mut_slice); the copy is untimed",
    )],
};

impl Adapter for Flexon {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Flexon {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(flexon::to_writer(buffer, data)?));
        cases.deserialize(None, |bytes| Ok(flexon::from_slice(bytes)?));
        cases.deserialize_in_place(
            Some(IN_SITU),
            |bytes| Ok(flexon::from_mut_slice::<T>(bytes)?),
            |bytes| Ok(flexon::from_mut_slice(bytes)?),
        );
    }
}
