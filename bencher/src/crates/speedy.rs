//! speedy: a fast binary format with its own derives (fixed-width little-endian integers,
//! u32 lengths); deserializes borrowing strings.

use speedy::{Endianness, Readable, Writable};

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The speedy adapter.
pub struct Speedy;

static META: CrateMeta = CrateMeta {
    id: "speedy",
    name: "speedy",
    version: "0.8.7",
    family: "speedy",
    zero_copy: false,
    variants: &[],
};

/// Little endian, the byte order of every machine this suite runs on.
const ENDIANNESS: Endianness = Endianness::LittleEndian;

impl Adapter for Speedy {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Speedy
where
    T: Dataset + Writable<Endianness> + for<'b> Readable<'b, Endianness>,
    for<'b> T::Borrowed<'b>: Readable<'b, Endianness>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // speedy's fast path writes into a slice, as the upstream suite measures it (speedy
        // computes the output size first on every write); the slice is sized on the first run.
        cases.serialize_in_own_buffer(None, Vec::new(), |scratch, data| {
            if scratch.is_empty() {
                scratch.resize(data.bytes_needed()?, 0);
            }
            data.write_to_buffer_with_ctx(ENDIANNESS, scratch)?;
            Ok(&scratch[..])
        });
        cases.deserialize(None, |bytes| {
            Ok(T::read_from_buffer_with_ctx(ENDIANNESS, bytes)?)
        });
        borrow_case(cases, |bytes| {
            Ok(T::Borrowed::read_from_buffer_with_ctx(ENDIANNESS, bytes)?)
        });
    }
}
