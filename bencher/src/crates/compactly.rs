//! compactly: adaptive entropy coding of derived types (the encoding is its own compression),
//! with per-field hints on the dataset types (`LowCardinality` for strings drawn from small
//! sets). No borrowing decode.

use compactly::v2::{Ans, Range};
use compactly::Encode;

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchError, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The compactly adapter.
pub struct Compactly;

/// The `range` variant.
const RANGE: &str = "range";

static META: CrateMeta = CrateMeta {
    id: "compactly",
    name: "compactly",
    version: "0.2.0",
    family: "compactly",
    zero_copy: false,
    variants: &[VariantMeta::same(
        RANGE,
        "range coder (what `compactly::encode` uses) instead of the ANS coder",
    )],
};

impl Adapter for Compactly {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// compactly reports an undecodable input as `None`, without a reason.
fn decoded<T>(value: Option<T>) -> Result<T, BenchError> {
    value.ok_or_else(|| "compactly could not decode the input".into())
}

impl<T: Dataset + Encode> Bench<T> for Compactly {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // Primary: the ANS coder, as the upstream suite measures compactly. Both coders
        // return a fresh vector; it replaces the engine's buffer (no copy).
        cases.serialize(None, |data, buffer| {
            *buffer = Ans::encode(data);
            Ok(())
        });
        cases.deserialize(None, |bytes| decoded(Ans::decode(bytes)));
        cases.serialize(Some(RANGE), |data, buffer| {
            *buffer = Range::encode(data);
            Ok(())
        });
        cases.deserialize(Some(RANGE), |bytes| decoded(Range::decode(bytes)));
    }
}
