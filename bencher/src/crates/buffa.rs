//! buffa: protobuf through owned message types and zero-copy *views* generated from
//! `bencher/schemas/*.proto` (`bencher/src/generated/buffa/`). Its borrowing decode decodes
//! into the view types, whose strings and bytes borrow from the input (it still walks the
//! whole message: it is not zero-copy access).

use std::hint::black_box;

use buffa::{EnumValue, HasMessageView, Message, MessageField, MessageView};

use super::protobuf_support::{impl_generated, message_cases, Generated, MessageCodec, VARIANTS};
use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The buffa adapter.
pub struct Buffa;

static META: CrateMeta = CrateMeta {
    id: "buffa",
    name: "buffa",
    version: "0.9.2",
    family: "protobuf",
    zero_copy: false,
    variants: VARIANTS,
};

impl Adapter for Buffa {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Buffa
where
    T: Dataset + Generated<Buffa>,
    T::Message: HasMessageView + 'static,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        message_cases(
            cases,
            MessageCodec {
                populate: T::populate,
                encode: |message, buffer| {
                    message.encode(buffer);
                    Ok(())
                },
                decode: |bytes| Ok(T::Message::decode_from_slice(bytes)?),
                convert: T::convert,
            },
        );
        // As the upstream suite: only datasets with strings have something to borrow.
        if T::HAS_BORROWED_FORM {
            cases.borrow(
                None,
                // The view borrows the input: drop it inside the timed run, as a deserialize
                // run drops its owned value.
                |bytes| {
                    drop(black_box(T::Message::decode_view(bytes)?));
                    Ok(())
                },
                |bytes| T::convert(T::Message::decode_view(bytes)?.to_owned_message()?),
            );
        }
    }
}

fn enum_number<E: buffa::Enumeration>(value: EnumValue<E>) -> i32 {
    value.to_i32()
}

impl_generated!(
    Buffa,
    crate::generated::buffa,
    field: Into::into,
    unfield: MessageField::into_option,
    to_enum: EnumValue::from,
    from_enum: enum_number,
);
