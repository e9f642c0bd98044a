//! minicbor: CBOR with its own derives, which identify fields by explicit index (`#[n(..)]`) and
//! encode structs as CBOR arrays; decodes strings borrowing from the input.

use minicbor::{Decode, Encode};

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The minicbor adapter.
pub struct Minicbor;

static META: CrateMeta = CrateMeta {
    id: "minicbor",
    name: "minicbor",
    version: "2.3.1",
    family: "cbor",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Minicbor {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Minicbor
where
    T: Dataset + Encode<()> + for<'b> Decode<'b, ()>,
    for<'b> T::Borrowed<'b>: Decode<'b, ()>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(minicbor::encode(data, buffer)?));
        cases.deserialize(None, |bytes| Ok(minicbor::decode(bytes)?));
        borrow_case(cases, |bytes| Ok(minicbor::decode(bytes)?));
    }
}
