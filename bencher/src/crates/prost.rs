//! prost: protobuf through plain Rust structs generated from `bencher/schemas/*.proto`
//! (`bencher/src/generated/prost/`). No borrowing decode: prost messages own their strings.

use prost::Message;

use super::protobuf_support::{impl_generated, message_cases, Generated, MessageCodec, VARIANTS};
use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The prost adapter.
pub struct Prost;

static META: CrateMeta = CrateMeta {
    id: "prost",
    name: "prost",
    version: "0.14.6",
    family: "protobuf",
    zero_copy: false,
    variants: VARIANTS,
};

impl Adapter for Prost {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Prost
where
    T: Dataset + Generated<Prost>,
    T::Message: Message + Default + 'static,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        message_cases(
            cases,
            MessageCodec {
                populate: T::populate,
                encode: |message, buffer| Ok(message.encode(buffer)?),
                decode: |bytes| Ok(T::Message::decode(bytes)?),
                convert: T::convert,
            },
        );
    }
}

// prost's message fields are `Option`s and its enum fields plain `i32`s.
fn identity<T>(value: T) -> T {
    value
}

impl_generated!(
    Prost,
    crate::generated::prost,
    field: identity,
    unfield: identity,
    to_enum: identity,
    from_enum: identity,
);
