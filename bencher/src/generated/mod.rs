//! Code generated from the schemas in `bencher/schemas/` for the schema-first crates, one
//! directory per generator. Regenerate with `cargo run -p codegen -- <generator>` (see
//! `bencher/schemas/README.md`); never edit by hand.

#[cfg(feature = "bebop")]
pub mod bebop;
#[cfg(feature = "buffa")]
pub mod buffa;
#[cfg(feature = "capnp")]
pub mod capnp;
#[cfg(feature = "flatbuffers")]
pub mod flatbuffers;
#[cfg(feature = "prost")]
pub mod prost;
#[cfg(feature = "protobuf")]
pub mod protobuf;
#[cfg(feature = "thrift")]
pub mod thrift;
