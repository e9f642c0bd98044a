//! postcard: serde, compact binary (varints), built for embedded use; deserializes borrowing.

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The postcard adapter.
pub struct Postcard;

static META: CrateMeta = CrateMeta {
    id: "postcard",
    name: "postcard",
    version: "1.2.0",
    family: "postcard",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Postcard {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Postcard {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // postcard's fast path writes into a slice (as the upstream suite measures it); the
        // slice is sized once, on the first run, to the data's encoded length.
        cases.serialize_in_own_buffer(None, Vec::new(), |scratch, data| {
            if scratch.is_empty() {
                *scratch = vec![0; postcard::to_allocvec(data)?.len()];
            }
            Ok(&*postcard::to_slice(data, scratch)?)
        });
        cases.deserialize(None, |bytes| Ok(postcard::from_bytes(bytes)?));
        borrow_case(cases, |bytes| Ok(postcard::from_bytes(bytes)?));
    }
}
