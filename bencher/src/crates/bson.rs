//! bson: MongoDB's binary JSON, through serde. Every struct is a document carrying its field
//! names; small integers are stored as 32-bit values, `u32` and 64-bit ones as 64-bit values,
//! floats as doubles. Deserializes borrowing. Its raw API (`RawDocument`) reads fields straight
//! from the bytes: measured as zero-copy access and read. It validates lazily: `from_bytes`
//! checks the document's length only, each element is checked as it is read.

use std::ptr;

use bson::raw::{RawBsonRef, RawDocument};
use serde::de::value::{Error as ValueError, StrDeserializer};
use serde::de::IntoDeserializer;
use serde::Deserialize;

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::log::address_bits;
use crate::datasets::minecraft_savedata::GameType;
use crate::datasets::{Dataset, Logs, Mesh, Players, ReadDigest, Record, Updates};

/// The bson adapter.
pub struct Bson;

static META: CrateMeta = CrateMeta {
    id: "bson",
    name: "bson",
    version: "3.1.0",
    family: "bson",
    zero_copy: true,
    variants: &[],
};

impl Adapter for Bson {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// The fields a dataset's zero-copy read visits (those of [`Dataset::read_digest`], in the
/// same order), read through bson's raw document API.
pub trait RawRead: Dataset {
    /// Reads the fields through `document`; returns their digest.
    fn raw_read(document: &RawDocument) -> BenchResult<u64>;
}

impl<T: RawRead> Bench<T> for Bson {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // bson 3 appends to a buffer it is given (bson 2 could only make a new vector).
        cases.serialize(None, |data, buffer| {
            Ok(bson::serialize_to_buffer(data, buffer)?)
        });
        cases.deserialize(None, |bytes| Ok(bson::deserialize_from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(bson::deserialize_from_slice(bytes)?));
        // Access returns the document's address: it cannot return a borrow of its input.
        cases.access(None, |bytes| {
            Ok(ptr::from_ref(RawDocument::from_bytes(bytes)?))
        });
        cases.read(None, |bytes| T::raw_read(RawDocument::from_bytes(bytes)?));
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        Some(
            RawDocument::from_bytes(bytes)
                .map_err(Into::into)
                .and_then(T::raw_read),
        )
    }
}

/// The element `key` of `document`.
fn field<'a>(document: &'a RawDocument, key: &str) -> BenchResult<RawBsonRef<'a>> {
    document
        .get(key)?
        .ok_or_else(|| format!("missing field `{key}`").into())
}

/// The integer `key` of `document`, whichever of bson's two integer widths it was written in.
fn integer(document: &RawDocument, key: &str) -> BenchResult<i64> {
    match field(document, key)? {
        RawBsonRef::Int32(value) => Ok(value.into()),
        RawBsonRef::Int64(value) => Ok(value),
        other => Err(format!(
            "field `{key}` is {:?}, not an integer",
            other.element_type()
        )
        .into()),
    }
}

/// Calls `visit` on every element of the array `key` of `document`.
fn for_each<'a>(
    document: &'a RawDocument,
    key: &str,
    mut visit: impl FnMut(RawBsonRef<'a>) -> BenchResult<()>,
) -> BenchResult<()> {
    for element in document.get_array(key)? {
        visit(element?)?;
    }
    Ok(())
}

/// `element` as a document.
fn as_document<'a>(element: RawBsonRef<'a>) -> BenchResult<&'a RawDocument> {
    element
        .as_document()
        .ok_or_else(|| format!("{:?} where a document was expected", element.element_type()).into())
}

impl RawRead for Logs {
    fn raw_read(document: &RawDocument) -> BenchResult<u64> {
        let mut digest = ReadDigest::default();
        for_each(document, "logs", |log| {
            let log = as_document(log)?;
            let address = log.get_document("address")?;
            let mut bytes = [0; 4];
            for (byte, key) in bytes.iter_mut().zip(["x0", "x1", "x2", "x3"]) {
                *byte = u8::try_from(integer(address, key)?)?;
            }
            digest.add(address_bits(bytes));
            digest.add(u64::try_from(integer(log, "code")?)?);
            digest.add(u64::try_from(integer(log, "size")?)?);
            Ok(())
        })?;
        Ok(digest.finish())
    }
}

impl RawRead for Mesh {
    fn raw_read(document: &RawDocument) -> BenchResult<u64> {
        let mut digest = ReadDigest::default();
        for_each(document, "triangles", |triangle| {
            let normal = as_document(triangle)?.get_document("normal")?;
            for key in ["x", "y", "z"] {
                // Written from an f32, so the narrowing is exact.
                digest.add(u64::from((normal.get_f64(key)? as f32).to_bits()));
            }
            Ok(())
        })?;
        Ok(digest.finish())
    }
}

impl RawRead for Players {
    fn raw_read(document: &RawDocument) -> BenchResult<u64> {
        let mut digest = ReadDigest::default();
        for_each(document, "players", |player| {
            // A unit variant is written as its name; serde maps the name back to the variant.
            let name: StrDeserializer<'_, ValueError> = as_document(player)?
                .get_str("game_type")?
                .into_deserializer();
            digest.add(GameType::deserialize(name)?.index());
            Ok(())
        })?;
        Ok(digest.finish())
    }
}

impl RawRead for Updates {
    fn raw_read(document: &RawDocument) -> BenchResult<u64> {
        let mut digest = ReadDigest::default();
        for_each(document, "updates", |update| {
            digest.add(u64::try_from(integer(as_document(update)?, "score")?)?);
            Ok(())
        })?;
        Ok(digest.finish())
    }
}

impl RawRead for Record {
    fn raw_read(document: &RawDocument) -> BenchResult<u64> {
        let mut digest = ReadDigest::default();
        for_each(document, "ids", |id| {
            let id = id.as_i64().ok_or("an id that is not a 64-bit integer")?;
            // The digest folds ids as their two's-complement bits, as the owned data does.
            digest.add(id as u64);
            Ok(())
        })?;
        for_each(document, "strings", |string| {
            let string = string
                .as_str()
                .ok_or("a string element that is not a string")?;
            digest.add(string.len() as u64);
            Ok(())
        })?;
        Ok(digest.finish())
    }
}
