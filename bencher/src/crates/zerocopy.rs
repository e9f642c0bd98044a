//! zerocopy: safe casts between bytes and types whose layout it can check (`#[repr(C)]`, no
//! padding, every bit pattern valid). The serialized form is the memory of such types; access
//! is a checked cast of the bytes (length and alignment), reads and updates go through it.
//!
//! The wire types are the adapter's own, [`WireTriangle`] of [`WireVector3`]: the dataset's
//! `Triangle` is a plain Rust struct, and giving the shared type `#[repr(C)]` would switch on
//! other crates' memcpy fast paths (speedy's and wincode's derives look for it). Their fields
//! are zerocopy's little-endian `F32`, so the bytes mean the same on every machine and, with
//! alignment 1, any input slice casts (on little-endian machines the conversion is free).
//! Serialize converts each triangle into its wire form, as schema-first crates convert into
//! their generated types; deserialize converts back.
//!
//! zerocopy has no encoding of its own for variable-length data: it maps fixed-layout types and
//! at most one trailing slice of them. Mesh (a slice of fixed-size triangles) is the only
//! dataset with such a layout; the others are recorded as unsupported, each with its reason
//! ([`Bench::unsupported`]). Writing offsets and lengths for their strings and nested vectors
//! would be a format of our own, not zerocopy's.

use std::ptr;

use zerocopy::little_endian::F32;
use zerocopy::{FromBytes, Immutable, IntoBytes, KnownLayout, Unaligned};

use super::Adapter;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::mesh::{Triangle, Vector3};
use crate::datasets::{Logs, Mesh, Players, ReadDigest, Record, Updates};

/// The zerocopy adapter.
pub struct Zerocopy;

static META: CrateMeta = CrateMeta {
    id: "zerocopy",
    name: "zerocopy",
    version: "0.8.66",
    family: "zerocopy",
    zero_copy: true,
    variants: &[],
};

impl Adapter for Zerocopy {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// A [`Vector3`] as stored: three little-endian `f32`, 12 bytes, alignment 1.
#[derive(Clone, Copy, FromBytes, IntoBytes, Immutable, KnownLayout, Unaligned)]
#[repr(C)]
pub struct WireVector3 {
    x: F32,
    y: F32,
    z: F32,
}

/// A [`Triangle`] as stored: four [`WireVector3`], 48 bytes.
#[derive(Clone, Copy, FromBytes, IntoBytes, Immutable, KnownLayout, Unaligned)]
#[repr(C)]
pub struct WireTriangle {
    v0: WireVector3,
    v1: WireVector3,
    v2: WireVector3,
    normal: WireVector3,
}

// A triangle is 48 bytes, without padding, and casts from any address (alignment 1).
const _: () = assert!(size_of::<WireTriangle>() == 48 && align_of::<WireTriangle>() == 1);

impl WireVector3 {
    /// The zero vector (what the update writes into each normal).
    const ZERO: WireVector3 = WireVector3 {
        x: F32::ZERO,
        y: F32::ZERO,
        z: F32::ZERO,
    };
}

impl From<Vector3> for WireVector3 {
    #[inline]
    fn from(v: Vector3) -> Self {
        WireVector3 {
            x: F32::new(v.x),
            y: F32::new(v.y),
            z: F32::new(v.z),
        }
    }
}

impl From<WireVector3> for Vector3 {
    #[inline]
    fn from(v: WireVector3) -> Self {
        Vector3 {
            x: v.x.get(),
            y: v.y.get(),
            z: v.z.get(),
        }
    }
}

impl From<&Triangle> for WireTriangle {
    #[inline]
    fn from(t: &Triangle) -> Self {
        WireTriangle {
            v0: t.v0.into(),
            v1: t.v1.into(),
            v2: t.v2.into(),
            normal: t.normal.into(),
        }
    }
}

impl From<&WireTriangle> for Triangle {
    #[inline]
    fn from(t: &WireTriangle) -> Self {
        Triangle {
            v0: t.v0.into(),
            v1: t.v1.into(),
            v2: t.v2.into(),
            normal: t.normal.into(),
        }
    }
}

/// The bytes as triangles: zerocopy checks that the length is a whole number of triangles
/// (alignment 1 needs no check).
fn triangles(bytes: &[u8]) -> BenchResult<&[WireTriangle]> {
    <[WireTriangle]>::ref_from_bytes(bytes).map_err(|error| error.to_string().into())
}

fn triangles_mut(bytes: &mut [u8]) -> BenchResult<&mut [WireTriangle]> {
    <[WireTriangle]>::mut_from_bytes(bytes).map_err(|error| error.to_string().into())
}

/// Each triangle's normal, as [`crate::datasets::Dataset::read_digest`] reads it.
fn read(triangles: &[WireTriangle]) -> u64 {
    let mut digest = ReadDigest::default();
    for triangle in triangles {
        let n = &triangle.normal;
        digest.add(u64::from(n.x.get().to_bits()));
        digest.add(u64::from(n.y.get().to_bits()));
        digest.add(u64::from(n.z.get().to_bits()));
    }
    digest.finish()
}

impl Bench<Mesh> for Zerocopy {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Mesh>) {
        cases.serialize(None, |mesh, buffer| {
            buffer.reserve(mesh.triangles.len() * size_of::<WireTriangle>());
            for triangle in &mesh.triangles {
                buffer.extend_from_slice(WireTriangle::from(triangle).as_bytes());
            }
            Ok(())
        });
        // Access returns the slice's address: it cannot return a borrow of its input.
        cases.access(None, |bytes| Ok(ptr::from_ref(triangles(bytes)?)));
        cases.read(None, |bytes| Ok(read(triangles(bytes)?)));
        cases.update(None, |bytes| {
            for triangle in triangles_mut(bytes)? {
                triangle.normal = WireVector3::ZERO;
            }
            Ok(())
        });
        cases.deserialize(None, |bytes| {
            Ok(Mesh {
                triangles: triangles(bytes)?.iter().map(Triangle::from).collect(),
            })
        });
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        Some(triangles(bytes).map(read))
    }
}

/// Registers nothing: the dataset has no layout zerocopy can map (see [`Bench::unsupported`]).
macro_rules! unsupported {
    ($($dataset:ty => $reason:literal,)*) => {$(
        impl Bench<$dataset> for Zerocopy {
            fn cases<'a>(&'a self, _: &mut Cases<'a, $dataset>) {}

            fn unsupported(&self) -> Option<&'static str> {
                Some($reason)
            }
        }
    )*};
}

unsupported! {
    Logs => "each log entry holds four Strings: zerocopy maps only fixed-size layouts (and one \
             trailing slice of them), and variable-length fields inside elements need offsets \
             and lengths, a format of our own rather than zerocopy's",
    Players => "each player holds Strings, Vecs, Options and enums: zerocopy maps only \
                fixed-size layouts (and one trailing slice of them), and variable-length or \
                optional fields inside elements need offsets, lengths and tags, a format of \
                our own rather than zerocopy's",
    Updates => "each update holds Vecs of contacts that hold Vecs and Options: zerocopy maps \
                only fixed-size layouts (and one trailing slice of them), and nested \
                variable-length data needs offsets and lengths, a format of our own rather \
                than zerocopy's",
    Record => "beside the i64 ids (one slice zerocopy could map) are 100 Strings: zerocopy \
               maps at most one trailing slice per type, and a sequence of variable-length \
               strings needs offsets and lengths, a format of our own rather than zerocopy's",
}
