//! simd-json: a SIMD JSON parser (a port of simdjson), here with its own derives
//! (simd-json-derive). It parses its input in place, so each deserialize run gets a fresh
//! copy of the bytes, made outside the timing; its parse buffers are reused.

use std::cell::RefCell;

use simd_json::Buffers;
use simd_json_derive::{Deserialize, Serialize};

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The simd-json adapter.
pub struct SimdJson;

static META: CrateMeta = CrateMeta {
    id: "simd-json",
    name: "simd-json",
    version: "0.19.0",
    family: "json",
    zero_copy: false,
    variants: &[],
};

impl Adapter for SimdJson {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: simd-json cannot borrow strings that contain escapes (it unescapes in
/// place), so borrowing is not something it supports in general.
impl<T> Bench<T> for SimdJson
where
    T: Dataset + Serialize + for<'b> Deserialize<'b>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(data.json_write(buffer)?));
        let buffers = RefCell::new(Buffers::default());
        cases.deserialize_in_place(
            None,
            move |bytes| {
                Ok(T::from_slice_with_buffers(
                    bytes,
                    &mut buffers.borrow_mut(),
                )?)
            },
            |bytes| Ok(T::from_slice(bytes)?),
        );
    }
}
