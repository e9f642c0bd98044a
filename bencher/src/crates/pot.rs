//! pot: a compact self-describing serde format that writes each field name once per message
//! and refers back to it by id; deserializes borrowing. Its symbol maps can also persist
//! across a session, so that names never travel again: measured as a variant.

use std::cell::RefCell;

use super::{borrow_case, Adapter};
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The pot adapter.
pub struct Pot;

/// Persistent symbol maps on both sides, already holding every name of the data.
const SYMBOL_MAP: &str = "symbol-map";

static META: CrateMeta = CrateMeta {
    id: "pot",
    name: "pot",
    version: "3.0.1",
    family: "pot",
    zero_copy: false,
    variants: &[VariantMeta::other(
        SYMBOL_MAP,
        "persistent symbol maps (a session that already exchanged every field name): names become ids",
        "its output names fields by ids a reader learned from earlier messages: one message alone cannot be read",
    )],
};

impl Adapter for Pot {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// The two ends of a session after the first exchange: a serializer map that has seen every
/// symbol of `data`, and the matching deserializer map (transferred as pot itself sends it).
fn session_maps<T: Dataset>(data: &T) -> BenchResult<(pot::ser::SymbolMap, pot::de::SymbolMap)> {
    let mut sender = pot::ser::SymbolMap::new();
    sender.populate_from(data)?;
    let receiver = pot::from_slice(&pot::to_vec(&sender)?)?;
    Ok((sender, receiver))
}

impl<T: Dataset> Bench<T> for Pot {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| Ok(pot::to_writer(data, buffer)?));
        cases.deserialize(None, |bytes| Ok(pot::from_slice(bytes)?));
        borrow_case(cases, |bytes| Ok(pot::from_slice(bytes)?));

        let (mut sender, receiver) = match session_maps(cases.data()) {
            Ok((sender, receiver)) => (Ok(sender), Ok(receiver)),
            Err(error) => {
                let error = format!("building the session's symbol maps: {error}");
                (Err(error.clone()), Err(error))
            }
        };
        cases.serialize(Some(SYMBOL_MAP), move |data, buffer| {
            let sender = sender.as_mut().map_err(|error| error.clone())?;
            Ok(sender.serialize_to(buffer, data)?)
        });
        let receiver = RefCell::new(receiver);
        cases.deserialize(Some(SYMBOL_MAP), move |bytes| {
            let mut receiver = receiver.borrow_mut();
            let receiver = receiver.as_mut().map_err(|error| error.clone())?;
            Ok(receiver.deserialize_slice(bytes)?)
        });
    }
}
