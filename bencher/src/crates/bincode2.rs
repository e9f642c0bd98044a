//! bincode 2: bincode's own derives (`Encode` / `Decode` / `BorrowDecode`) with its standard
//! configuration (variable-length integers, little endian).

use bincode::config::{self, Configuration};
use bincode::de::BorrowDecode;
use bincode::{Decode, Encode};

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The bincode 2 adapter.
pub struct Bincode2;

static META: CrateMeta = CrateMeta {
    id: "bincode2",
    name: "bincode",
    version: "2.0.1",
    family: "bincode",
    zero_copy: false,
    variants: &[],
};

const CONFIG: Configuration = config::standard();

impl Adapter for Bincode2 {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Bincode2
where
    T: Dataset + Encode + Decode<()>,
    for<'b> T::Borrowed<'b>: BorrowDecode<'b, ()>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            bincode::encode_into_std_write(data, buffer, CONFIG)?;
            Ok(())
        });
        cases.deserialize(None, |bytes| {
            Ok(bincode::decode_from_slice(bytes, CONFIG)?.0)
        });
        borrow_case(cases, |bytes| {
            Ok(bincode::borrow_decode_from_slice(bytes, CONFIG)?.0)
        });
    }
}
