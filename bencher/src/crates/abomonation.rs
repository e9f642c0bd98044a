//! abomonation: "a high performance and very unsafe serialization library". Encoding copies
//! each value's memory verbatim, then the memory its `Vec`s and `String`s own; decoding works
//! in place: it patches those pointers to point into the buffer and hands out `&T`. Nothing is
//! validated, so every operation but serialize is the upstream suite's "unvalidated" variant.
//!
//! Cases, as the upstream suite measures them:
//! * serialize: `encode` into the engine's buffer.
//! * access (`unvalidated`): `decode` in place (see [`Cases::access_in_place`]).
//! * read (`unvalidated`): `decode`, then read the dataset's digest fields through the `&T`.
//! * deserialize (`unvalidated`): `decode`, then clone the `&T` into an owned value.
//!
//! # Soundness
//!
//! `decode` is unsafe: the bytes must be `encode`'s output for the same type on the same
//! target (they are: the engine hands these cases this adapter's serialize output), and
//! [`decode_trusted`] checks the buffer is aligned for `T`. Beyond that the crate itself is
//! unsound in two ways this adapter cannot avoid:
//! * `encode` copies padding bytes (the crate documents it): uninitialized memory read as
//!   bytes. It affects every dataset whose structs have padding.
//! * `decode` builds each `Vec` over the buffer at whatever offset the encoding put its
//!   elements, with no alignment padding. Where a `Vec` of a type with alignment > 1 follows
//!   odd-length strings (`minecraft_savedata`: `Vec<Item>` after item ids; `mk48`:
//!   `Vec<u16>` and `Vec<TerrainUpdate>` after byte vectors), the `Vec` is misaligned,
//!   which is undefined behaviour; x86-64 tolerates the misaligned loads, which is why the
//!   upstream suite could measure it. `log`, `mesh` and `record` decode aligned. Builds with
//!   debug assertions check this precondition and abort the process ("unsafe precondition(s)
//!   violated: slice::from_raw_parts_mut requires the pointer to be aligned"): that is why
//!   the `abomonation` feature is not part of `all-crates` and must be asked for, in release
//!   builds only.

use std::mem::align_of;

use abomonation::Abomonation;

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The abomonation adapter (named apart from the crate's `Abomonation` trait).
pub struct AbomonationCrate;

const UNVALIDATED: &str = "unvalidated";

static META: CrateMeta = CrateMeta {
    id: "abomonation",
    name: "abomonation",
    version: "0.7.3",
    family: "abomonation",
    zero_copy: true,
    variants: &[VariantMeta::other(
        UNVALIDATED,
        "decoded in place with no validation: the bytes are trusted as this target's own output (unsafe)",
        "trusts its input: untrusted bytes are undefined behaviour",
    )],
};

impl Adapter for AbomonationCrate {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// Decodes `bytes` in place.
///
/// # Safety
/// `bytes` must be (an in-place decoded copy of) `abomonation::encode`'s output for `T`,
/// made by this build: abomonation trusts every byte.
unsafe fn decode_trusted<T: Abomonation>(bytes: &mut [u8]) -> BenchResult<&T> {
    if bytes.as_ptr().align_offset(align_of::<T>()) != 0 {
        return Err(format!("input not aligned to {} bytes", align_of::<T>()).into());
    }
    // SAFETY: the caller vouches for the bytes; the root is aligned (checked above).
    match unsafe { abomonation::decode::<T>(bytes) } {
        Some((value, [])) => Ok(value),
        Some((_, rest)) => Err(format!("{} bytes left over after decoding", rest.len()).into()),
        None => Err("input too short".into()),
    }
}

impl<T: Dataset + Abomonation> Bench<T> for AbomonationCrate {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            // SAFETY: `encode` only reads `data` (padding included, see the module docs).
            unsafe { abomonation::encode(data, buffer)? };
            Ok(())
        });

        // SAFETY (every `decode_trusted` call below): the engine hands these cases the output
        // of the serialize case above, for this `T`, copied into scratch that they may decode
        // in place (again: decoding only rewrites pointers, from the lengths beside them).
        let variant = Some(UNVALIDATED);
        cases.access_in_place(variant, |bytes| {
            unsafe { decode_trusted::<T>(bytes) }.map(std::ptr::from_ref)
        });
        cases.read_in_place(variant, |bytes| {
            Ok(unsafe { decode_trusted::<T>(bytes) }?.read_digest())
        });
        cases.deserialize_in_place(
            variant,
            |bytes| Ok(unsafe { decode_trusted::<T>(bytes) }?.clone()),
            |bytes| Ok(unsafe { decode_trusted::<T>(bytes) }?.clone()),
        );
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        let mut scratch = crate::adapter::AlignedScratch::default();
        // SAFETY: `read_digest` is handed this adapter's serialize output.
        Some(unsafe { decode_trusted::<T>(scratch.load(bytes)) }.map(T::read_digest))
    }
}
