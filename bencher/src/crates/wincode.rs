//! wincode: bincode's wire format through wincode's own derives (`SchemaWrite` / `SchemaRead`),
//! which write and read in place; deserializes borrowing strings.

use wincode::config::{Config, Configuration, DefaultConfig, DEFAULT_PREALLOCATION_SIZE_LIMIT};
use wincode::int_encoding::{LittleEndian, VarInt};
use wincode::len::BincodeLen;
use wincode::{SchemaRead, SchemaWrite};

use super::{borrow_case, Adapter};
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, Cases, CrateMeta, Variant};
use crate::datasets::Dataset;

/// The wincode adapter.
pub struct Wincode;

/// The `varint` variant's configuration.
const VARINT: &str = "varint";

static META: CrateMeta = CrateMeta {
    id: "wincode",
    name: "wincode",
    version: "0.6.3",
    family: "bincode",
    zero_copy: false,
    variants: &[VariantMeta::same(
        VARINT,
        "variable-length integers (bincode 2's standard layout) instead of the default fixed width",
    )],
};

impl Adapter for Wincode {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// Variable-length integers, otherwise wincode's defaults.
type VarintConfig =
    Configuration<true, DEFAULT_PREALLOCATION_SIZE_LIMIT, BincodeLen, LittleEndian, VarInt>;

/// A dataset wincode writes and reads (owned) under configuration `C`.
pub trait Schema<C: Config>:
    Dataset + SchemaWrite<C, Src = Self> + for<'de> SchemaRead<'de, C, Dst = Self>
{
}

impl<T, C: Config> Schema<C> for T where
    T: Dataset + SchemaWrite<C, Src = T> + for<'de> SchemaRead<'de, C, Dst = T>
{
}

impl<T> Bench<T> for Wincode
where
    T: Schema<DefaultConfig> + Schema<VarintConfig>,
    for<'b> T::Borrowed<'b>: SchemaRead<'b, DefaultConfig, Dst = T::Borrowed<'b>>
        + SchemaRead<'b, VarintConfig, Dst = T::Borrowed<'b>>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        register(cases, None, DefaultConfig::default());
        register(cases, Some(VARINT), VarintConfig::new());
    }
}

/// The cases of one configuration: serialize, deserialize and (primary only) borrow.
fn register<'a, T, C>(cases: &mut Cases<'a, T>, variant: Variant, config: C)
where
    T: Schema<C>,
    C: Config + Copy + 'a,
    for<'b> T::Borrowed<'b>: SchemaRead<'b, C, Dst = T::Borrowed<'b>>,
{
    cases.serialize(variant, move |data, buffer| {
        Ok(wincode::config::serialize_into(buffer, data, config)?)
    });
    cases.deserialize(variant, move |bytes| {
        Ok(wincode::config::deserialize(bytes, config)?)
    });
    if variant.is_none() {
        borrow_case(cases, move |bytes| {
            Ok(wincode::config::deserialize(bytes, config)?)
        });
    }
}
