//! bilrost: a protobuf-like tagged format (not wire-compatible with protobuf) with derives on
//! the dataset types, field encodings chosen per field (packed, varint, fixed), and borrowing
//! decode of strings.

use bilrost::buf::ReverseBuffer;
use bilrost::{BorrowedMessage, OwnedMessage};

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The bilrost adapter.
pub struct Bilrost;

static META: CrateMeta = CrateMeta {
    id: "bilrost",
    name: "bilrost",
    version: "0.1016.3",
    family: "bilrost",
    zero_copy: false,
    variants: &[VariantMeta::same(
        PREPEND,
        "encodes back to front into bilrost's ReverseBuffer, which needs no length pre-pass",
    )],
};

const PREPEND: &str = "prepend";

impl Adapter for Bilrost {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Bilrost
where
    T: Dataset + OwnedMessage,
    for<'b> T::Borrowed<'b>: BorrowedMessage<'b>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(data.encode(buffer)?));
        // One chunk big enough for the whole message, so the output is one contiguous slice.
        let prepend_buffer = ReverseBuffer::with_capacity(cases.data().encoded_len());
        cases.serialize_in_own_buffer(Some(PREPEND), prepend_buffer, |buffer, data| {
            buffer.clear();
            data.prepend(buffer);
            buffer
                .contiguous()
                .ok_or_else(|| "bilrost's ReverseBuffer grew a second chunk".into())
        });
        cases.deserialize(None, |bytes| Ok(T::decode(bytes)?));
        super::borrow_case(cases, |bytes| Ok(T::Borrowed::decode_borrowed(bytes)?));
    }
}

/// `log::Address` travels as its four bytes in one fixed-width field (bilrost's "proxied"
/// encoding), as the upstream suite encodes it: the four components never exceed a byte.
mod address_encoding {
    use bilrost::encoding::{Fixed, ForOverwrite, Proxiable};
    use bilrost::DecodeErrorKind;

    use crate::datasets::log::Address;

    impl ForOverwrite<(), Address> for () {
        fn for_overwrite() -> Address {
            Address {
                x0: 0,
                x1: 0,
                x2: 0,
                x3: 0,
            }
        }
    }

    bilrost::empty_state_via_for_overwrite!(Address);

    impl Proxiable for Address {
        type Proxy = [u8; 4];

        fn encode_proxy(&self) -> [u8; 4] {
            [self.x0, self.x1, self.x2, self.x3]
        }

        fn decode_proxy(&mut self, [x0, x1, x2, x3]: [u8; 4]) -> Result<(), DecodeErrorKind> {
            *self = Address { x0, x1, x2, x3 };
            Ok(())
        }
    }

    bilrost::delegate_proxied_encoding!(
        use encoding (Fixed) to encode proxied type (Address) with general encodings
    );
}
