//! `mesh`: 125 000 triangles of `f32` vectors (the upstream suite's `mesh` dataset).

use rand::Rng;

use super::{gen_vec, owned, upstream_rng, Dataset, ReadDigest};

owned! {
    /// A point or direction in 3D.
    #[derive(Copy)]
    #[cfg_attr(feature = "musli", musli(mode = crate::crates::musli::Packed, packed))]
    pub struct Vector3 {
        /// X coordinate.
        pub x: f32,
        /// Y coordinate.
        pub y: f32,
        /// Z coordinate.
        pub z: f32,
    }

    /// A triangle with its normal.
    #[derive(Copy)]
    #[cfg_attr(feature = "musli", musli(mode = crate::crates::musli::Packed, packed))]
    pub struct Triangle {
        /// First vertex.
        pub v0: Vector3,
        /// Second vertex.
        pub v1: Vector3,
        /// Third vertex.
        pub v2: Vector3,
        /// Normal.
        pub normal: Vector3,
    }

    /// The dataset: a triangle mesh.
    #[cfg_attr(feature = "musli", musli(mode = crate::crates::musli::Packed, packed))]
    pub struct Mesh {
        /// The triangles.
        pub triangles: Vec<Triangle>,
    }
}

impl Vector3 {
    fn generate(rng: &mut impl Rng) -> Self {
        Vector3 {
            x: rng.gen(),
            y: rng.gen(),
            z: rng.gen(),
        }
    }
}

impl Triangle {
    fn generate(rng: &mut impl Rng) -> Self {
        Triangle {
            v0: Vector3::generate(rng),
            v1: Vector3::generate(rng),
            v2: Vector3::generate(rng),
            normal: Vector3::generate(rng),
        }
    }
}

impl Dataset for Mesh {
    const INFO: &'static schema::DatasetInfo = super::info("mesh");
    const HAS_BORROWED_FORM: bool = false;
    type Borrowed<'a> = Mesh;

    fn generate() -> Self {
        const TRIANGLES: usize = 125_000;
        let mut rng = upstream_rng();
        Mesh {
            triangles: gen_vec(&mut rng, TRIANGLES..TRIANGLES + 1, Triangle::generate),
        }
    }

    /// Each triangle's normal.
    fn read_digest(&self) -> u64 {
        let mut digest = ReadDigest::default();
        for triangle in &self.triangles {
            let n = &triangle.normal;
            digest.add(u64::from(n.x.to_bits()));
            digest.add(u64::from(n.y.to_bits()));
            digest.add(u64::from(n.z.to_bits()));
        }
        digest.finish()
    }

    /// Zeroes each triangle's normal.
    fn apply_update(&mut self) {
        for triangle in &mut self.triangles {
            triangle.normal = Vector3 {
                x: 0.0,
                y: 0.0,
                z: 0.0,
            };
        }
    }
}
