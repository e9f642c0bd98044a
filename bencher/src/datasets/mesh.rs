//! `mesh`: 125 000 triangles of `f32` vectors (the upstream suite's `mesh` dataset).

use rand::Rng;

use super::common::{gen_vec, owned, upstream_rng, Dataset, ReadDigest};

owned! {
    /// A point or direction in 3D.
    #[derive(Copy)]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Vector3 {
        /// X coordinate.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub x: f32,
        /// Y coordinate.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub y: f32,
        /// Z coordinate.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub z: f32,
    }

    /// A triangle with its normal.
    #[derive(Copy)]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Triangle {
        /// First vertex.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub v0: Vector3,
        /// Second vertex.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub v1: Vector3,
        /// Third vertex.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub v2: Vector3,
        /// Normal.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub normal: Vector3,
    }

    /// The dataset: a triangle mesh.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Mesh {
        /// The triangles.
        #[cfg_attr(feature = "minicbor", n(0))]
        // Over wincode's default 4 MiB preallocation limit: lift it for this field.
        #[cfg_attr(
            feature = "wincode",
            wincode(with = "wincode::containers::Vec::<_, wincode::len::BincodeLen<{usize::MAX}>>")
        )]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
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
    const INFO: &'static schema::DatasetInfo = super::common::info("mesh");
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
