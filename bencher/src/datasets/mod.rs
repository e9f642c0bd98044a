//! The five benchmark datasets.
//!
//! * [`log`], [`mesh`], [`minecraft_savedata`], [`mk48`]: the upstream suite's datasets,
//!   regenerated bit for bit: the same types with the same field order, the same generator
//!   (rand 0.8 with rand_pcg 0.3's `Lcg64Xsh32`, seeded with the same state and stream), the same
//!   order of draws and the same collection sizes. `tests/sizes.rs` proves it: every crate at
//!   the upstream's version serializes them to exactly the upstream's published sizes.
//! * [`record`]: the C++ suite's payload (1000 `i64` ids and 100 copies of one string).
//!
//! Each dataset type implements [`Dataset`]. The derives every benchmarked crate needs are
//! applied in one place, by the `owned!` and `borrowed!` macros of `common.rs`: adding a crate
//! that derives its traits means adding one line to each macro (behind the crate's feature).
//!
//! Exactness notes for anyone editing the generators: the integer type of every `gen_range`
//! call matters (rand's rejection zone depends on it), as does the order in which struct fields
//! draw. Where the upstream relies on type inference, the type is written out here.

// abomonation_derive (synstructure 0.12) wraps each impl in a named `const` item, which this
// lint flags; the impls are ordinary trait impls for the types beside them.
#![cfg_attr(feature = "abomonation", allow(non_local_definitions))]

mod common;
pub mod log;
pub mod mesh;
pub mod minecraft_savedata;
pub mod mk48;
pub mod record;

pub use common::{Dataset, ReadDigest};
pub use log::Logs;
pub use mesh::Mesh;
pub use minecraft_savedata::Players;
pub use mk48::Updates;
pub use record::Record;

/// Every dataset, generated once.
#[derive(Clone, Debug, PartialEq)]
pub struct AllData {
    /// `log`.
    pub log: Logs,
    /// `mesh`.
    pub mesh: Mesh,
    /// `minecraft_savedata`.
    pub minecraft_savedata: Players,
    /// `mk48`.
    pub mk48: Updates,
    /// `record`.
    pub record: Record,
}

impl AllData {
    /// Generates all five datasets (well under a second in release builds).
    pub fn generate() -> Self {
        Self {
            log: Logs::generate(),
            mesh: Mesh::generate(),
            minecraft_savedata: Players::generate(),
            mk48: Updates::generate(),
            record: Record::generate(),
        }
    }
}

/// A dataset name that is not one of [`schema::DATASETS`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown dataset `{0}` (valid: {valid})",
    valid = schema::datasets::dataset_names().join(", ")
)]
pub struct UnknownDataset(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infos_match_their_names() {
        assert_eq!(Logs::INFO.name, "log");
        assert_eq!(Mesh::INFO.name, "mesh");
        assert_eq!(Players::INFO.name, "minecraft_savedata");
        assert_eq!(Updates::INFO.name, "mk48");
        assert_eq!(Record::INFO.name, "record");
    }

    #[test]
    fn generation_is_deterministic() {
        assert_eq!(Updates::generate(), Updates::generate());
        assert_eq!(Players::generate(), Players::generate());
    }
}
