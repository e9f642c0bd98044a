//! nanoserde: serialization with minimal dependencies and compile time; its binary format
//! (`SerBin` / `DeBin`: fixed-width little-endian integers, u64 lengths).

use nanoserde::{DeBin, SerBin};

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The nanoserde adapter.
pub struct Nanoserde;

static META: CrateMeta = CrateMeta {
    id: "nanoserde",
    name: "nanoserde",
    version: "0.2.1",
    family: "nanoserde",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Nanoserde {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: nanoserde only deserializes owned values.
impl<T: Dataset + SerBin + DeBin> Bench<T> for Nanoserde {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            data.ser_bin(buffer);
            Ok(())
        });
        cases.deserialize(None, |bytes| Ok(T::deserialize_bin(bytes)?));
    }
}
