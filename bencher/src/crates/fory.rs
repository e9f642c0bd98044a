//! fory: Apache Fory's Rust implementation, its object-graph format, through the serializers
//! its derives generate (`ForyStruct` on the dataset's structs, `ForyEnum` on its enums). Every
//! struct and enum a dataset holds is registered with a numeric type id, once per
//! configuration, before any run.
//!
//! The primary figure is `Fory::default()`: the cross-language (xlang) wire format in
//! compatible mode, which writes the metadata schema evolution needs. The variants turn
//! compatible mode off (`compatible(false)`, for peers that share the types exactly), once in
//! the cross-language format and once in the Rust-only native one (`xlang(false)`). Native
//! mode with compatible mode on is left out: it wrote the same sizes as the default on every
//! dataset, and its times were close to the default's in a release check (on a busy machine).

use std::rc::Rc;

use fory::{Fory, Serializer};

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta, Variant};
use crate::datasets::log::{Address, Log, Logs};
use crate::datasets::mesh::{Mesh, Triangle, Vector3};
use crate::datasets::minecraft_savedata::{
    Abilities, Entity, GameType, Item, Player, Players, RecipeBook,
};
use crate::datasets::mk48::{
    Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates,
};
use crate::datasets::{Dataset, Record};

/// The fory adapter.
pub struct ForyCrate;

/// `compatible(false)`.
const SAME_SCHEMA: &str = "same-schema";
/// `xlang(false).compatible(false)`.
const NATIVE_SAME_SCHEMA: &str = "native same-schema";

static META: CrateMeta = CrateMeta {
    id: "fory",
    name: "fory",
    version: "1.7.7",
    family: "fory",
    zero_copy: false,
    variants: &[
        VariantMeta::same(
            SAME_SCHEMA,
            "compatible mode off: no schema-evolution metadata, writer and reader share the \
             types exactly (cross-language format kept)",
        ),
        VariantMeta::same(
            NATIVE_SAME_SCHEMA,
            "Rust-only native format, compatible mode off: no schema-evolution metadata",
        ),
    ],
};

impl Adapter for ForyCrate {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// A dataset fory serializes, with the registration of the types it holds.
pub trait ForyData: Dataset + Serializer<Target = Self> {
    /// Registers every struct and enum of the dataset, the root last.
    fn register(fory: &mut Fory) -> Result<(), fory::Error>;
}

/// Registers each dataset's types with ids from 100 up, in the order listed.
macro_rules! fory_data {
    ($($dataset:ty => [$($ty:ty),* $(,)?],)*) => {$(
        impl ForyData for $dataset {
            fn register(fory: &mut Fory) -> Result<(), fory::Error> {
                let mut id = 100;
                $(
                    fory.register::<$ty>(id)?;
                    id += 1;
                )*
                let _ = id;
                Ok(())
            }
        }
    )*};
}

fory_data! {
    Logs => [Address, Log, Logs],
    Mesh => [Vector3, Triangle, Mesh],
    Players => [GameType, Item, Abilities, Entity, RecipeBook, Player, Players],
    Updates => [EntityType, Transform, Guidance, Contact, TerrainUpdate, Update, Updates],
    Record => [Record],
}

/// A `Fory` configured so, with the dataset's types registered.
fn build<T: ForyData>(xlang: bool, compatible: bool) -> BenchResult<Fory> {
    let mut fory = Fory::builder().xlang(xlang).compatible(compatible).build();
    T::register(&mut fory)?;
    Ok(fory)
}

/// The serialize and deserialize cases of one configuration. A registration that fails must
/// not stop the run: the cases report it.
fn configuration<'a, T: ForyData>(
    cases: &mut Cases<'a, T>,
    variant: Variant,
    xlang: bool,
    compatible: bool,
) {
    match build::<T>(xlang, compatible) {
        Ok(fory) => {
            let reader = Rc::new(fory);
            let writer = Rc::clone(&reader);
            // `serialize_to` appends to the engine's buffer (cleared before each run).
            cases.serialize(variant, move |data, buffer| {
                writer.serialize_to(buffer, data)?;
                Ok(())
            });
            cases.deserialize(variant, move |bytes| Ok(reader.deserialize(bytes)?));
        }
        Err(error) => {
            let message = error.to_string();
            let again = message.clone();
            cases.serialize(variant, move |_, _| Err(message.clone().into()));
            cases.deserialize(variant, move |_| Err(again.clone().into()));
        }
    }
}

impl<T: ForyData> Bench<T> for ForyCrate {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // `Fory::default()`'s configuration, spelled out.
        configuration(cases, None, true, true);
        configuration(cases, Some(SAME_SCHEMA), true, false);
        configuration(cases, Some(NATIVE_SAME_SCHEMA), false, false);
    }
}
