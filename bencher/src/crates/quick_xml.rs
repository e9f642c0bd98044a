//! quick-xml: XML through serde (its `serialize` feature). A struct is an element whose
//! fields are child elements, a sequence its elements repeated under the field's name, the
//! root element named after the dataset's type.
//!
//! Measured on log, mesh and record. XML has no null and no empty sequence that serde's
//! data model maps onto, and the dataset types are shared by every crate, without
//! XML-specific attributes (`#[serde(default)]`, `skip_serializing_if`): quick-xml cannot
//! round-trip minecraft_savedata and mk48 with them (see [`Bench::unsupported`]).

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The quick-xml adapter.
pub struct QuickXml;

static META: CrateMeta = CrateMeta {
    id: "quick-xml",
    name: "quick-xml",
    version: "0.42.0",
    family: "xml",
    zero_copy: false,
    variants: &[],
};

impl Adapter for QuickXml {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: like serde_json, quick-xml borrows only strings without escapes.
impl<T: Dataset> Bench<T> for QuickXml {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // quick-xml's serializer writes to a `fmt::Write`: a reused `String`.
        cases.serialize_in_own_buffer(None, String::new(), |output, data| {
            output.clear();
            quick_xml::se::to_writer(&mut *output, data)?;
            Ok(output.as_bytes())
        });
        // Its deserializer reads a `&str` (or a slower `io::BufRead`): the UTF-8 check is timed.
        cases.deserialize(None, |bytes| {
            Ok(quick_xml::de::from_str(std::str::from_utf8(bytes)?)?)
        });
    }

    fn unsupported(&self) -> Option<&'static str> {
        match T::INFO.name {
            "minecraft_savedata" => Some(
                "quick-xml writes None as an empty element and reads that back as Some of an \
                 empty value, which Option<bool> and Option<Entity> cannot hold; root_vehicle's \
                 ([u32; 4], Entity) flattens into one run of repeated elements, losing the \
                 array's length; and an empty Vec writes no element, read back as a missing \
                 field (the shared types carry no XML-specific serde attributes)",
            ),
            "mk48" => Some(
                "quick-xml writes None as an empty element and reads that back as Some of an \
                 empty value, which Option<EntityType> and Option<u16> cannot hold; and an \
                 empty Vec (reloads, turret_angles, …) writes no element, read back as a \
                 missing field (the shared types carry no XML-specific serde attributes)",
            ),
            _ => None,
        }
    }
}
