//! bson: MongoDB's binary JSON, through serde. Every struct is a document carrying its field
//! names; integers are stored as 32- or 64-bit values, floats as 64-bit doubles.

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The bson adapter.
pub struct Bson;

static META: CrateMeta = CrateMeta {
    id: "bson",
    name: "bson",
    version: "2.9.0",
    family: Some("bson"),
    zero_copy: false,
    variants: &[],
};

impl Adapter for Bson {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Bson {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // bson 2 can only serialize into a vector of its own making (`to_vec`), so the timed
        // run includes that allocation, as it does for every bson user.
        cases.serialize_in_own_buffer(None, Vec::new(), |output, data| {
            *output = bson::to_vec(data)?;
            Ok(output.as_slice())
        });
        cases.deserialize(None, |bytes| Ok(bson::from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(bson::from_slice(bytes)?));
    }
}
