//! Code generated from the schemas in `bencher/schemas/` for the schema-first crates,
//! committed so that building and testing need no schema compiler. Regenerate with
//! `cargo run -p codegen -- <tool>` (see `bencher/schemas/README.md`); never edit by hand.

#[cfg(feature = "capnp")]
#[allow(clippy::all, clippy::pedantic, missing_docs, unused)]
pub mod capnp;

#[cfg(feature = "flatbuffers")]
#[allow(
    clippy::all,
    clippy::pedantic,
    missing_docs,
    unused,
    deprecated,
    non_camel_case_types
)]
pub mod flatbuffers;

#[cfg(feature = "thrift")]
#[allow(
    clippy::all,
    clippy::pedantic,
    missing_docs,
    unused,
    non_camel_case_types
)]
pub mod thrift;
