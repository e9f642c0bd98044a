//! ron: Rusty Object Notation, a human-readable text format mirroring Rust's syntax, through
//! serde; deserializes borrowing.

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The ron adapter.
pub struct Ron;

static META: CrateMeta = CrateMeta {
    id: "ron",
    name: "ron",
    version: "0.12.3",
    family: "ron",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Ron {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset> Bench<T> for Ron {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // ron's main serializer writes to a `fmt::Write`: a reused `String`, as ron users do
        // (its `io::Write` path adds an adapter layer).
        cases.serialize_in_own_buffer(None, String::new(), |output, data| {
            output.clear();
            ron::ser::to_writer(&mut *output, data)?;
            Ok(output.as_bytes())
        });
        cases.deserialize(None, |bytes| Ok(ron::de::from_bytes(bytes)?));
        borrow_case(cases, |bytes| Ok(ron::de::from_bytes(bytes)?));
    }
}
