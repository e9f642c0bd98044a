//! What every adapter file uses: the [`Adapter`] trait and the helpers that register common
//! kinds of cases. The registry (`mod.rs`) re-exports them, and imports no adapter's item from
//! here back, so the adapter files and the registry never import each other in a cycle.

use std::hint::black_box;

use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::{Dataset, Logs, Mesh, Players, Record, Updates};

/// A benchmarked crate: what it does on every dataset, and its static facts.
pub trait Adapter:
    Bench<Logs> + Bench<Mesh> + Bench<Players> + Bench<Updates> + Bench<Record> + Sync
{
    /// Id, name, exact version, encoding family, zero-copy capability and variants.
    fn meta(&self) -> &'static CrateMeta;
}

/// Registers the primary `borrow` case of a crate that can deserialize borrowing from its
/// input, when the dataset has a borrowed form. `decode` decodes the borrowed form: the timed
/// run decodes and drops it (as a deserialize run drops its owned value), the round-trip check
/// converts it to the owned type.
pub fn borrow_case<'a, T, D>(cases: &mut Cases<'a, T>, decode: D)
where
    T: Dataset,
    D: for<'b> Fn(&'b [u8]) -> BenchResult<T::Borrowed<'b>> + Clone + 'a,
{
    if !T::HAS_BORROWED_FORM {
        return;
    }
    let check = decode.clone();
    cases.borrow(
        None,
        move |bytes| decode(bytes).map(|borrowed| drop(black_box(borrowed))),
        move |bytes| Ok(check(bytes)?.into()),
    );
}

/// The variant at `index` in `all` (a dataset enum's `ALL`, in declaration order), for formats
/// that carry enums as integers (protobuf, thrift); an index out of range is an error.
#[cfg(any(
    feature = "prost",
    feature = "protobuf",
    feature = "buffa",
    feature = "protobuf4",
    feature = "thrift"
))]
pub(crate) fn variant_at<E: Copy>(all: &[E], index: i32, name: &str) -> BenchResult<E> {
    usize::try_from(index)
        .ok()
        .and_then(|index| all.get(index).copied())
        .ok_or_else(|| format!("{index} is not a {name}").into())
}

/// Registers a serialize case for a crate whose fast path encodes into a caller-provided slice
/// (`to_slice`). The slice is sized once, at registration, to the data's encoded length as
/// `to_vec` reports it: the timed runs then neither allocate nor grow anything. A failure of
/// `to_vec` surfaces as the error of every run.
#[cfg(any(feature = "serde-brief", feature = "serde-zap"))]
pub(crate) fn serialize_to_slice<'a, T: 'a>(
    cases: &mut Cases<'a, T>,
    variant: crate::adapter::Variant,
    to_vec: impl FnOnce(&T) -> BenchResult<Vec<u8>>,
    mut to_slice: impl for<'s> FnMut(&'a T, &'s mut [u8]) -> BenchResult<&'s [u8]> + 'a,
) {
    let scratch = to_vec(cases.data())
        .map(|encoded| vec![0; encoded.len()])
        .map_err(|error| format!("sizing the output slice: {error}"));
    cases.serialize_in_own_buffer(variant, scratch, move |scratch, data| {
        let scratch = scratch.as_mut().map_err(|error| error.clone())?;
        to_slice(data, scratch)
    });
}
