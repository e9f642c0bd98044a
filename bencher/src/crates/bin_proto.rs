//! bin-proto: bit-level binary encoding with derives on the dataset types (little endian;
//! lengths and option tags prepended, its `prepend-tags` feature). No borrowing decode.

use bin_proto::{BitCodec, LittleEndian};

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The bin-proto adapter.
pub struct BinProto;

static META: CrateMeta = CrateMeta {
    id: "bin-proto",
    name: "bin-proto",
    version: "0.12.9",
    family: "bin-proto",
    zero_copy: false,
    variants: &[],
};

impl Adapter for BinProto {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T: Dataset + BitCodec> Bench<T> for BinProto {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // bin-proto writes into a slice, not a growable buffer: as the upstream suite, encode
        // into a buffer of exactly the encoded length, sized by one encode beforehand.
        let size = cases
            .data()
            .encode_bytes(LittleEndian)
            .map_or(0, |bytes| bytes.len());
        cases.serialize_in_own_buffer(None, vec![0u8; size], |buffer, data| {
            let written = data.encode_bytes_buf(LittleEndian, buffer)?;
            Ok(&buffer[..usize::try_from(written)?])
        });
        cases.deserialize(None, |bytes| Ok(T::decode_bytes(bytes, LittleEndian)?.0));
    }
}
