//! parity-scale-codec: SCALE, the Substrate / Polkadot wire format (fixed-width little-endian
//! integers, compact length prefixes), through its derives. No borrowing decode.

use parity_scale_codec::{Decode, Encode};

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The parity-scale-codec adapter.
pub struct ParityScaleCodec;

static META: CrateMeta = CrateMeta {
    id: "parity-scale-codec",
    name: "parity-scale-codec",
    version: "3.7.5",
    family: "scale",
    zero_copy: false,
    variants: &[],
};

impl Adapter for ParityScaleCodec {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset + Encode + Decode> Bench<T> for ParityScaleCodec {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            data.encode_to(buffer);
            Ok(())
        });
        cases.deserialize(None, |mut bytes| Ok(T::decode(&mut bytes)?));
    }
}
