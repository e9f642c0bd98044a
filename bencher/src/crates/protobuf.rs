//! rust-protobuf (the `protobuf` crate, version 3): protobuf through structs generated from
//! `bencher/schemas/*.proto` by protobuf-codegen (`bencher/src/generated/protobuf/`). No
//! borrowing decode.

use protobuf::{EnumOrUnknown, Message, MessageField};

use super::protobuf_support::{impl_generated, message_cases, Generated, MessageCodec, VARIANTS};
use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The rust-protobuf adapter.
pub struct RustProtobuf;

static META: CrateMeta = CrateMeta {
    id: "protobuf",
    name: "protobuf",
    version: "3.7.2",
    family: "protobuf",
    zero_copy: false,
    variants: VARIANTS,
};

impl Adapter for RustProtobuf {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for RustProtobuf
where
    T: Dataset + Generated<RustProtobuf>,
    T::Message: Message + 'static,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        message_cases(
            cases,
            MessageCodec {
                populate: T::populate,
                encode: |message, buffer| Ok(message.write_to_vec(buffer)?),
                decode: |bytes| Ok(T::Message::parse_from_bytes(bytes)?),
                convert: T::convert,
            },
        );
    }
}

fn enum_from_number<E>(number: i32) -> EnumOrUnknown<E> {
    EnumOrUnknown::from_i32(number)
}

fn enum_number<E: protobuf::Enum>(value: EnumOrUnknown<E>) -> i32 {
    value.value()
}

impl_generated!(
    RustProtobuf,
    crate::generated::protobuf,
    field: MessageField::from_option,
    unfield: MessageField::into_option,
    to_enum: enum_from_number,
    from_enum: enum_number,
);
