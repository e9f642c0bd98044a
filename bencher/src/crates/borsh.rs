//! borsh: "Binary Object Representation Serializer for Hashing", a strict, canonical binary
//! format with its own derives (fixed-width integers, u32 lengths).

use borsh::{BorshDeserialize, BorshSerialize};

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The borsh adapter.
pub struct Borsh;

static META: CrateMeta = CrateMeta {
    id: "borsh",
    name: "borsh",
    version: "1.8.1",
    family: "borsh",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Borsh {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: borsh cannot deserialize into borrowed strings.
impl<T: Dataset + BorshSerialize + BorshDeserialize> Bench<T> for Borsh {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(borsh::to_writer(buffer, data)?));
        cases.deserialize(None, |bytes| Ok(borsh::from_slice(bytes)?));
    }
}
