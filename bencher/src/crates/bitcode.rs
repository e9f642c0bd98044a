//! bitcode: a compact binary format with its own derives; encodes into a reusable `Buffer`
//! and deserializes borrowing strings.

use std::cell::RefCell;
use std::rc::Rc;

use bitcode::{Buffer, Decode, DecodeOwned, Encode};

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The bitcode adapter.
pub struct Bitcode;

static META: CrateMeta = CrateMeta {
    id: "bitcode",
    name: "bitcode",
    version: "0.6.9",
    family: "bitcode",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Bitcode {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Bitcode
where
    T: Dataset + Encode + DecodeOwned,
    for<'b> T::Borrowed<'b>: Decode<'b>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // bitcode's own buffers are reused across runs, as its documentation advises.
        cases.serialize_in_own_buffer(None, Buffer::new(), |buffer, data| Ok(buffer.encode(data)));
        let buffer = Rc::new(RefCell::new(Buffer::new()));
        let owned = Rc::clone(&buffer);
        cases.deserialize(None, move |bytes| Ok(owned.borrow_mut().decode(bytes)?));
        borrow_case(cases, move |bytes| Ok(buffer.borrow_mut().decode(bytes)?));
    }
}
