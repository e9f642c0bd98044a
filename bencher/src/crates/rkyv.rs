//! rkyv: zero-copy deserialization. The serialized bytes are the archived form itself: they can
//! be accessed, read and updated in place without deserializing, optionally validated first
//! (bytecheck). Every operation but serialize comes in two variants, trusted ("unvalidated")
//! and validated, as the upstream suite measures them.

use std::ptr;

use rkyv::api::high::{HighDeserializer, HighSerializer, HighValidator};
use rkyv::bytecheck::CheckBytes;
use rkyv::munge::munge;
use rkyv::rancor::Failure;
use rkyv::seal::Seal;
use rkyv::ser::allocator::ArenaHandle;
use rkyv::vec::ArchivedVec;
use rkyv::{Archive, Deserialize, Serialize};

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{size_probe_primary, Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::log::{address_bits, ArchivedAddress, ArchivedLog, ArchivedLogs};
use crate::datasets::mesh::{ArchivedMesh, ArchivedTriangle, ArchivedVector3};
use crate::datasets::minecraft_savedata::{ArchivedGameType, ArchivedPlayer, ArchivedPlayers};
use crate::datasets::mk48::{ArchivedUpdate, ArchivedUpdates};
use crate::datasets::record::ArchivedRecord;
use crate::datasets::{Dataset, Logs, Mesh, Players, ReadDigest, Record, Updates};

/// The rkyv adapter.
pub struct Rkyv;

const UNVALIDATED: &str = "unvalidated";
const VALIDATED: &str = "validated upfront with error";

static META: CrateMeta = CrateMeta {
    id: "rkyv",
    name: "rkyv",
    version: "0.8.18",
    family: "rkyv",
    zero_copy: true,
    variants: &[
        VariantMeta::other(
        UNVALIDATED,
        "bytes trusted as rkyv's own output: no validation before use (unsafe)",
        "trusts its input: untrusted bytes are undefined behaviour, where the validated variant returns an error",
    ),
        VariantMeta::same(VALIDATED, "bytecheck validates the whole buffer first, reporting rkyv's cheapest error (rancor::Failure)"),
    ],
};

impl Adapter for Rkyv {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// The serializer rkyv's high-level API uses, writing into a plain `Vec<u8>` (the engine's
/// reused buffer; rkyv pads by position, so the bytes equal those of an `AlignedVec`).
type Serializer<'a> = HighSerializer<Vec<u8>, ArenaHandle<'a>, Failure>;

/// What rkyv needs of a dataset, and its per-dataset zero-copy reads and updates: the same
/// fields the upstream suite reads and updates (see `Dataset::read_digest` and
/// `Dataset::apply_update`, which state them on the owned data).
pub trait ZeroCopy: Dataset + Archive + for<'a> Serialize<Serializer<'a>>
where
    Self::Archived: for<'a> CheckBytes<HighValidator<'a, Failure>>
        + Deserialize<Self, HighDeserializer<Failure>>,
{
    /// Reads the fields through the archive; returns their digest.
    fn read(archived: &Self::Archived) -> u64;

    /// Updates the fields in place.
    fn update(archived: Seal<'_, Self::Archived>);
}

/// # Safety
/// `bytes` must be the output of this adapter's serialize case for `T` (the engine's
/// contract: see [`crate::adapter::Cases`]), 16-byte aligned.
unsafe fn trusted<T: Archive>(bytes: &[u8]) -> &T::Archived
where
    T::Archived: rkyv::Portable,
{
    // SAFETY: guaranteed by the caller.
    unsafe { rkyv::access_unchecked::<T::Archived>(bytes) }
}

fn validated<T: ZeroCopy>(bytes: &[u8]) -> BenchResult<&T::Archived>
where
    T::Archived:
        for<'a> CheckBytes<HighValidator<'a, Failure>> + Deserialize<T, HighDeserializer<Failure>>,
{
    Ok(rkyv::access::<T::Archived, Failure>(bytes)?)
}

impl<T: ZeroCopy> Bench<T> for Rkyv
where
    T::Archived:
        for<'a> CheckBytes<HighValidator<'a, Failure>> + Deserialize<T, HighDeserializer<Failure>>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            *buffer = rkyv::api::high::to_bytes_in::<_, Failure>(data, std::mem::take(buffer))?;
            Ok(())
        });

        // SAFETY (every `trusted` call below): the engine hands these cases the output of the
        // serialize case above, 16-byte aligned.
        let variant = Some(UNVALIDATED);
        // Access returns the archive's address: it cannot return a borrow of its input.
        cases.access(variant, |bytes| {
            Ok(ptr::from_ref(unsafe { trusted::<T>(bytes) }))
        });
        cases.read(variant, |bytes| Ok(T::read(unsafe { trusted::<T>(bytes) })));
        cases.update(variant, |bytes| {
            T::update(unsafe { rkyv::access_unchecked_mut::<T::Archived>(bytes) });
            Ok(())
        });
        cases.deserialize(variant, |bytes| {
            Ok(rkyv::deserialize::<T, Failure>(unsafe {
                trusted::<T>(bytes)
            })?)
        });

        let variant = Some(VALIDATED);
        cases.access(variant, |bytes| validated::<T>(bytes).map(ptr::from_ref));
        cases.read(variant, |bytes| Ok(T::read(validated::<T>(bytes)?)));
        cases.update(variant, |bytes| {
            T::update(rkyv::access_mut::<T::Archived, Failure>(bytes)?);
            Ok(())
        });
        cases.deserialize(size_probe_primary(VALIDATED), |bytes| {
            Ok(rkyv::deserialize::<T, Failure>(validated::<T>(bytes)?)?)
        });
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        Some(validated::<T>(bytes).map(T::read))
    }
}

// SAFETY: `ArchivedGameType` is a fieldless `#[repr(u8)]` enum: no padding, no uninitialized
// bytes, which is what `NoUndef` asks (it lets an update write a variant through a `Seal`).
unsafe impl rkyv::traits::NoUndef for ArchivedGameType {}

impl ZeroCopy for Logs {
    fn read(archived: &ArchivedLogs) -> u64 {
        let mut digest = ReadDigest::default();
        for log in archived.logs.iter() {
            let a = &log.address;
            digest.add(address_bits([a.x0, a.x1, a.x2, a.x3]));
            digest.add(u64::from(log.code.to_native()));
            digest.add(log.size.to_native());
        }
        digest.finish()
    }

    fn update(archived: Seal<'_, ArchivedLogs>) {
        munge!(let ArchivedLogs { logs } = archived);
        let mut logs = ArchivedVec::as_slice_seal(logs);
        for i in 0..logs.len() {
            munge! {
                let ArchivedLog {
                    address: ArchivedAddress { mut x0, mut x1, mut x2, mut x3 },
                    mut code,
                    mut size,
                    ..
                } = logs.as_mut().index(i);
            }
            *x0 = 0;
            *x1 = 0;
            *x2 = 0;
            *x3 = 0;
            *code = 200.into();
            *size = 0.into();
        }
    }
}

impl ZeroCopy for Mesh {
    fn read(archived: &ArchivedMesh) -> u64 {
        let mut digest = ReadDigest::default();
        for triangle in archived.triangles.iter() {
            let n = &triangle.normal;
            digest.add(u64::from(n.x.to_native().to_bits()));
            digest.add(u64::from(n.y.to_native().to_bits()));
            digest.add(u64::from(n.z.to_native().to_bits()));
        }
        digest.finish()
    }

    fn update(archived: Seal<'_, ArchivedMesh>) {
        munge!(let ArchivedMesh { triangles } = archived);
        let mut triangles = ArchivedVec::as_slice_seal(triangles);
        for i in 0..triangles.len() {
            munge! {
                let ArchivedTriangle {
                    normal: ArchivedVector3 { mut x, mut y, mut z },
                    ..
                } = triangles.as_mut().index(i);
            }
            *x = 0f32.into();
            *y = 0f32.into();
            *z = 0f32.into();
        }
    }
}

/// The variant's index, as `GameType` numbers it.
fn game_type_index(game_type: &ArchivedGameType) -> u64 {
    match game_type {
        ArchivedGameType::Survival => 0,
        ArchivedGameType::Creative => 1,
        ArchivedGameType::Adventure => 2,
        ArchivedGameType::Spectator => 3,
    }
}

impl ZeroCopy for Players {
    fn read(archived: &ArchivedPlayers) -> u64 {
        let mut digest = ReadDigest::default();
        for player in archived.players.iter() {
            digest.add(game_type_index(&player.game_type));
        }
        digest.finish()
    }

    fn update(archived: Seal<'_, ArchivedPlayers>) {
        munge!(let ArchivedPlayers { players } = archived);
        let mut players = ArchivedVec::as_slice_seal(players);
        for i in 0..players.len() {
            munge! {
                let ArchivedPlayer {
                    mut game_type,
                    mut spawn_x,
                    mut spawn_y,
                    mut spawn_z,
                    ..
                } = players.as_mut().index(i);
            }
            *game_type = ArchivedGameType::Survival;
            *spawn_x = 0.into();
            *spawn_y = 0.into();
            *spawn_z = 0.into();
        }
    }
}

impl ZeroCopy for Updates {
    fn read(archived: &ArchivedUpdates) -> u64 {
        let mut digest = ReadDigest::default();
        for update in archived.updates.iter() {
            digest.add(u64::from(update.score.to_native()));
        }
        digest.finish()
    }

    fn update(archived: Seal<'_, ArchivedUpdates>) {
        munge!(let ArchivedUpdates { updates } = archived);
        let mut updates = ArchivedVec::as_slice_seal(updates);
        for i in 0..updates.len() {
            munge!(let ArchivedUpdate { mut score, .. } = updates.as_mut().index(i));
            *score = score.to_native().wrapping_mul(2).into();
        }
    }
}

impl ZeroCopy for Record {
    fn read(archived: &ArchivedRecord) -> u64 {
        let mut digest = ReadDigest::default();
        for id in archived.ids.iter() {
            digest.add(id.to_native() as u64);
        }
        for string in archived.strings.iter() {
            digest.add(string.len() as u64);
        }
        digest.finish()
    }

    fn update(archived: Seal<'_, ArchivedRecord>) {
        munge!(let ArchivedRecord { ids, .. } = archived);
        let mut ids = ArchivedVec::as_slice_seal(ids);
        for i in 0..ids.len() {
            let mut id = ids.as_mut().index(i);
            *id = id.to_native().wrapping_neg().into();
        }
    }
}
