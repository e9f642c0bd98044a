//! dlhn: a compact serde binary format (prefix varints, no field names). It decodes from an
//! `io::Read`er only, so it cannot borrow strings from its input.

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The dlhn adapter.
pub struct Dlhn;

static META: CrateMeta = CrateMeta {
    id: "dlhn",
    name: "dlhn",
    version: "0.1.7",
    family: "dlhn",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Dlhn {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Dlhn {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(data.serialize(&mut dlhn::Serializer::new(buffer))?)
        });
        cases.deserialize(None, |mut bytes| {
            Ok(T::deserialize(&mut dlhn::Deserializer::new(&mut bytes))?)
        });
    }
}
