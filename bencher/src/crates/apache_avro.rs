//! apache-avro: the Apache Avro implementation for Rust, with one schema per dataset
//! (`bencher/schemas/<dataset>.avsc`). Each message is a raw Avro datum (no container-file
//! header or sync markers), as the C++ serializers suite measures Avro.
//!
//! Serialize and deserialize go through serde straight to and from the datum, guided by the
//! schema. The crate's older generic API (`types::Value`) is not measured: its serde mapping
//! turns tuples into arrays, which does not match the records the schema-aware serializer
//! (and these schemas) use for them.
//!
//! No borrow case: the crate only deserializes into owned types.

use std::rc::Rc;
use std::sync::OnceLock;

use apache_avro::reader::datum::GenericDatumReader;
use apache_avro::writer::datum::GenericDatumWriter;
use apache_avro::Schema;

use super::Adapter;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::{Dataset, Logs, Mesh, Players, Record, Updates};

/// The apache-avro adapter.
pub struct ApacheAvro;

static META: CrateMeta = CrateMeta {
    id: "apache-avro",
    name: "apache-avro",
    version: "0.22.0",
    family: "avro",
    zero_copy: false,
    variants: &[],
};

impl Adapter for ApacheAvro {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// A dataset with an Avro schema.
pub trait AvroData: Dataset {
    /// The schema, parsed once per process (a parse error is kept and reported by every case).
    fn schema() -> Result<&'static Schema, String>;
}

/// Parses `text` into `cell` on first use.
fn parse_once(
    cell: &'static OnceLock<Result<Schema, String>>,
    text: &str,
) -> Result<&'static Schema, String> {
    cell.get_or_init(|| Schema::parse_str(text).map_err(|e| format!("Avro schema: {e}")))
        .as_ref()
        .map_err(Clone::clone)
}

macro_rules! avro_schema {
    ($($dataset:ty => $file:literal),* $(,)?) => {$(
        impl AvroData for $dataset {
            fn schema() -> Result<&'static Schema, String> {
                static SCHEMA: OnceLock<Result<Schema, String>> = OnceLock::new();
                parse_once(&SCHEMA, include_str!(concat!("../../schemas/", $file)))
            }
        }
    )*};
}

avro_schema! {
    Logs => "log.avsc",
    Mesh => "mesh.avsc",
    Players => "minecraft_savedata.avsc",
    Updates => "mk48.avsc",
    Record => "record.avsc",
}

/// The datum writer and reader of a schema (resolved once, reused by every run).
struct Codec {
    writer: GenericDatumWriter<'static>,
    reader: GenericDatumReader<'static>,
}

impl Codec {
    fn new(schema: &'static Schema) -> BenchResult<Self> {
        Ok(Codec {
            writer: GenericDatumWriter::builder(schema).build()?,
            reader: GenericDatumReader::builder(schema).build()?,
        })
    }
}

impl<T: AvroData> Bench<T> for ApacheAvro {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        match T::schema().and_then(|schema| Codec::new(schema).map_err(|e| e.to_string())) {
            Ok(codec) => codec_cases(cases, Rc::new(codec)),
            Err(error) => {
                // A bad schema must not stop the run: the cases report it.
                let message = error.clone();
                cases.serialize(None, move |_, _| Err(message.clone().into()));
                cases.deserialize(None, move |_| Err(error.clone().into()));
            }
        }
    }
}

fn codec_cases<'a, T: AvroData>(cases: &mut Cases<'a, T>, codec: Rc<Codec>) {
    let writer = Rc::clone(&codec);
    cases.serialize(None, move |data, buffer| {
        writer.writer.write_ser(buffer, data)?;
        Ok(())
    });
    cases.deserialize(None, move |mut bytes| {
        Ok(codec.reader.read_deser(&mut bytes)?)
    });
}
