//! columnar: turns rows into columns (struct of arrays) with its own derive, and encodes the
//! columns as a few contiguous byte slices that are read back in place.
//!
//! * serialize: transpose the data into columns (a reused container), then encode them;
//!   `SoA`: encode columns built beforehand (a program that keeps its data columnar).
//! * access: view the encoded columns in place (no copy, no validation beyond slicing).
//! * read: the dataset's digest fields, through the column views.
//! * deserialize: rebuild the owned value from the views; `copy_from`: refill an existing
//!   value, reusing its allocations.

use std::cell::RefCell;
use std::hint::black_box;

use columnar::bytes::indexed;
use columnar::{
    Borrow, BorrowedOf, Clear, Columnar, ContainerOf, FromBytes, Index, Len, Push, Ref,
};

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::{Dataset, Logs, Mesh, Players, ReadDigest, Record, Updates};

/// The columnar adapter.
pub struct ColumnarCrate;

const SOA: &str = "SoA";
const COPY_FROM: &str = "copy_from";

static META: CrateMeta = CrateMeta {
    id: "columnar",
    name: "columnar",
    version: "0.13.3",
    family: "columnar",
    zero_copy: true,
    variants: &[
        VariantMeta::other(
        SOA,
        "encodes columns built beforehand: data kept as struct of arrays, no transposing",
        "its input is the dataset already transposed into columns: the conversion the primary times is done before the timed call",
    ),
        VariantMeta::other(
        COPY_FROM,
        "deserializes into an existing value, reusing its allocations",
        "reuses the allocations of the value the previous call decoded, which the primary makes afresh",
    ),
    ],
};

impl Adapter for ColumnarCrate {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// A dataset type with columnar derives, and how to read its digest fields through a view.
pub trait ColumnarData: Dataset + Columnar {
    /// Reads the fields of [`Dataset::read_digest`] through the column views.
    fn digest(root: Ref<'_, Self>) -> u64;
}

/// Views encoded columns in place; the value is the container's only element.
fn view<T: Columnar>(bytes: &[u8]) -> BenchResult<Ref<'_, T>> {
    // The encoding is a sequence of u64 words; the engine hands the bytes 16-byte aligned.
    let words: &[u64] = columnar::bytemuck::try_cast_slice(bytes)
        .map_err(|e| format!("columnar input is not whole aligned words: {e:?}"))?;
    let columns = BorrowedOf::<T>::from_bytes(&mut indexed::decode(words));
    if columns.len() != 1 {
        return Err(format!("expected one encoded value, found {}", columns.len()).into());
    }
    Ok(columns.get(0))
}

/// Encodes the columns into reused words and hands out their bytes.
fn encode<'w, T: Columnar>(columns: &ContainerOf<T>, words: &'w mut Vec<u64>) -> &'w [u8] {
    words.clear();
    indexed::encode(words, &columns.borrow());
    columnar::bytemuck::cast_slice(words)
}

impl<T: ColumnarData> Bench<T> for ColumnarCrate {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        let empty = (ContainerOf::<T>::default(), Vec::new());
        cases.serialize_in_own_buffer(None, empty, |(columns, words), data| {
            columns.clear();
            columns.push(data);
            Ok(encode::<T>(columns, words))
        });
        let mut filled = ContainerOf::<T>::default();
        filled.push(cases.data());
        cases.serialize_in_own_buffer(Some(SOA), (filled, Vec::new()), |(columns, words), _| {
            Ok(encode::<T>(columns, words))
        });
        cases.access(None, |bytes| {
            black_box(view::<T>(bytes)?);
            Ok(())
        });
        cases.read(None, |bytes| Ok(T::digest(view::<T>(bytes)?)));
        cases.deserialize(None, |bytes| Ok(T::into_owned(view::<T>(bytes)?)));
        let reused = RefCell::new(cases.data().clone());
        cases.deserialize_with(
            Some(COPY_FROM),
            move |bytes| {
                let mut value = reused.borrow_mut();
                value.copy_from(view::<T>(bytes)?);
                black_box(&*value);
                Ok(())
            },
            |bytes| Ok(T::into_owned(view::<T>(bytes)?)),
        );
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        Some(view::<T>(bytes).map(T::digest))
    }
}

impl ColumnarData for Logs {
    fn digest(root: Ref<'_, Self>) -> u64 {
        let mut digest = ReadDigest::default();
        for log in root.logs.into_index_iter() {
            let a = log.address;
            digest.add(crate::datasets::log::address_bits([
                *a.x0, *a.x1, *a.x2, *a.x3,
            ]));
            digest.add(u64::from(*log.code));
            digest.add(*log.size);
        }
        digest.finish()
    }
}

impl ColumnarData for Mesh {
    fn digest(root: Ref<'_, Self>) -> u64 {
        let mut digest = ReadDigest::default();
        for triangle in root.triangles.into_index_iter() {
            let n = triangle.normal;
            digest.add(u64::from(n.x.to_bits()));
            digest.add(u64::from(n.y.to_bits()));
            digest.add(u64::from(n.z.to_bits()));
        }
        digest.finish()
    }
}

impl ColumnarData for Players {
    fn digest(root: Ref<'_, Self>) -> u64 {
        let mut digest = ReadDigest::default();
        for player in root.players.into_index_iter() {
            let game_type =
                crate::datasets::minecraft_savedata::GameType::into_owned(player.game_type);
            digest.add(game_type.index());
        }
        digest.finish()
    }
}

impl ColumnarData for Updates {
    fn digest(root: Ref<'_, Self>) -> u64 {
        let mut digest = ReadDigest::default();
        for update in root.updates.into_index_iter() {
            digest.add(u64::from(*update.score));
        }
        digest.finish()
    }
}

impl ColumnarData for Record {
    fn digest(root: Ref<'_, Self>) -> u64 {
        let mut digest = ReadDigest::default();
        for id in root.ids.into_index_iter() {
            digest.add(*id as u64);
        }
        for string in root.strings.into_index_iter() {
            digest.add(string.len() as u64);
        }
        digest.finish()
    }
}
