#[path="record.u.pb.rs"]
#[allow(nonstandard_style, unused, unreachable_pub)]
#[doc(hidden)]
mod internal_do_not_use_record;

#[allow(nonstandard_style, unused)]
#[doc(inline)]
pub use internal_do_not_use_record::*;
#[allow(nonstandard_style, unused)]
pub mod __unstable {
pub static RECORD_DESCRIPTOR_INFO: ::protobuf::__internal::runtime::__unstable::DescriptorInfo = ::protobuf::__internal::runtime::__unstable::DescriptorInfo {
  descriptor: b"\n\x0crecord.proto\x12\x06record\"&\n\x06Record\x12\x0b\n\x03ids\x18\x01 \x03(\x03\x12\x0f\n\x07strings\x18\x02 \x03(\tb\x06proto3",
  deps: &[
  ],
};
}
