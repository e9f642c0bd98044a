//! zerompk: MessagePack with its own derives, writing into a caller-provided slice; decodes
//! strings borrowing from the input.

use zerompk::{FromMessagePack, ToMessagePack};

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The zerompk adapter.
pub struct Zerompk;

static META: CrateMeta = CrateMeta {
    id: "zerompk",
    name: "zerompk",
    version: "0.8.0",
    family: "messagepack",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Zerompk {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Zerompk
where
    T: Dataset + ToMessagePack + for<'b> FromMessagePack<'b>,
    for<'b> T::Borrowed<'b>: FromMessagePack<'b>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // zerompk's fast path writes into a slice (as the upstream suite measures it); the
        // slice is sized once, on the first run, to the data's encoded length.
        cases.serialize_in_own_buffer(None, Vec::new(), |scratch, data| {
            if scratch.is_empty() {
                *scratch = vec![0; zerompk::to_msgpack_vec(data)?.len()];
            }
            let written = zerompk::to_msgpack(data, scratch)?;
            Ok(&scratch[..written])
        });
        cases.deserialize(None, |bytes| Ok(zerompk::from_msgpack(bytes)?));
        borrow_case(cases, |bytes| Ok(zerompk::from_msgpack(bytes)?));
    }
}
