//! sonic-rs: CloudWeGo's SIMD JSON library, through the datasets' serde derives. Like the other
//! builds here it targets baseline x86-64, so it uses the SIMD that target guarantees (SSE2), not
//! the wider paths a `-C target-cpu=native` build would select.

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The sonic-rs adapter.
pub struct SonicRs;

static META: CrateMeta = CrateMeta {
    id: "sonic-rs",
    name: "sonic-rs",
    version: "0.5.12",
    family: "json",
    zero_copy: false,
    variants: &[],
};

impl Adapter for SonicRs {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case, for serde_json's reason: a JSON string with escapes cannot be borrowed, so
/// borrowing is not something it supports in general.
impl<T: Dataset> Bench<T> for SonicRs {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(sonic_rs::to_writer(buffer, data)?));
        cases.deserialize(None, |bytes| Ok(sonic_rs::from_slice(bytes)?));
    }
}
