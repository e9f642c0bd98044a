//! msgpacker: MessagePack with its own derives (`MsgPacker` for owned types, `MsgPackerBorrowed`
//! for types that borrow strings from the input).

use msgpacker::{Packable, Unpackable, UnpackableBorrowed};

use super::{borrow_case, Adapter};
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::{Dataset, Logs, Mesh, Players, Record, Updates};

/// The msgpacker adapter.
pub struct Msgpacker;

static META: CrateMeta = CrateMeta {
    id: "msgpacker",
    name: "msgpacker",
    version: "0.7.2",
    family: "messagepack",
    zero_copy: false,
    variants: &[],
};

impl Adapter for Msgpacker {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Msgpacker
where
    T: Dataset + Packable + Unpackable<Error = msgpacker::Error> + BorrowCase,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            data.pack(buffer);
            Ok(())
        });
        cases.deserialize(None, |bytes| Ok(T::unpack(bytes)?));
        T::register_borrow(cases);
    }
}

/// Registers msgpacker's borrowing decode where the dataset has a borrowed form. A trait per
/// dataset rather than a bound on `T::Borrowed`: msgpacker's owned derive does not implement
/// `UnpackableBorrowed`, so the datasets without a borrowed form could not satisfy such a bound.
pub trait BorrowCase: Dataset {
    /// Adds the `borrow` case, if any.
    fn register_borrow<'a>(cases: &mut Cases<'a, Self>);
}

/// Datasets with a borrowed form: decode it with `UnpackableBorrowed`.
macro_rules! borrows {
    ($($dataset:ty),*) => {$(
        impl BorrowCase for $dataset {
            fn register_borrow<'a>(cases: &mut Cases<'a, Self>) {
                borrow_case(cases, |bytes| {
                    Ok(<<$dataset as Dataset>::Borrowed<'_> as UnpackableBorrowed>::unpack(bytes)?)
                });
            }
        }
    )*};
}

borrows!(Logs, Players, Record);

/// Datasets without a borrowed form: nothing to borrow.
macro_rules! owns {
    ($($dataset:ty),*) => {$(
        impl BorrowCase for $dataset {
            fn register_borrow<'a>(_: &mut Cases<'a, Self>) {}
        }
    )*};
}

owns!(Mesh, Updates);
