//! serde-brief: a self-describing serde binary format; struct fields and enum variants are
//! keyed by name, or by index in its compact mode (a variant). Deserializes borrowing.

use serde_brief::Config;

use super::{borrow_case, serialize_to_slice, Adapter};
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The serde-brief adapter.
pub struct SerdeBrief;

/// `Config::use_indices`: fields and variants keyed by index instead of name.
const INDICES: &str = "indices";

static META: CrateMeta = CrateMeta {
    id: "serde-brief",
    name: "serde-brief",
    version: "0.2.0",
    family: "serde-brief",
    zero_copy: false,
    variants: &[VariantMeta::same(
        INDICES,
        "use_indices: struct fields and enum variants keyed by index instead of by name",
    )],
};

const INDICES_CONFIG: Config = Config {
    use_indices: true,
    error_on_excess_data: true,
    max_size: None,
};

impl Adapter for SerdeBrief {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for SerdeBrief {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // serde-brief's allocation-free path encodes into a slice.
        serialize_to_slice(
            cases,
            None,
            |data| Ok(serde_brief::to_vec(data)?),
            |data, slice| Ok(serde_brief::to_slice(data, slice)?),
        );
        cases.deserialize(None, |bytes| Ok(serde_brief::from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(serde_brief::from_slice(bytes)?));

        serialize_to_slice(
            cases,
            Some(INDICES),
            |data| Ok(serde_brief::to_vec_with_config(data, INDICES_CONFIG)?),
            |data, slice| {
                Ok(serde_brief::to_slice_with_config(
                    data,
                    slice,
                    INDICES_CONFIG,
                )?)
            },
        );
        cases.deserialize(Some(INDICES), |bytes| {
            Ok(serde_brief::from_slice_with_config(bytes, INDICES_CONFIG)?)
        });
    }
}
