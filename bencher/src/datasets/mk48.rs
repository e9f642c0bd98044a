//! `mk48`: 1000 game-state updates of the mk48.io naval game (the upstream suite's `mk48`
//! dataset): many small integers, floats, options and short vectors.

use rand::distributions::WeightedIndex;
use rand::Rng;

use super::common::{gen_vec, owned, upstream_rng, Dataset, ReadDigest};

owned! {
    /// A ship class.
    #[derive(Copy, Eq)]
    #[cfg_attr(feature = "wincode", wincode(tag_encoding = "u8"))]
    #[repr(u8)]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Enumeration))]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    #[cfg_attr(feature = "fory", derive(fory::ForyEnum))]
    pub enum EntityType {
        /// Destroyer.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(0))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        ArleighBurke,
        /// Battleship.
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        Bismarck,
        /// Aircraft carrier.
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(2))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        Clemenceau,
        /// Destroyer.
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(3))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        Fletcher,
        /// Torpedo boat.
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "bilrost", bilrost(4))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 4))]
        G5,
        /// Battleship.
        #[cfg_attr(feature = "minicbor", n(5))]
        #[cfg_attr(feature = "bilrost", bilrost(5))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 5))]
        Iowa,
        /// Destroyer.
        #[cfg_attr(feature = "minicbor", n(6))]
        #[cfg_attr(feature = "bilrost", bilrost(6))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 6))]
        Kolkata,
        /// Missile boat.
        #[cfg_attr(feature = "minicbor", n(7))]
        #[cfg_attr(feature = "bilrost", bilrost(7))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 7))]
        Osa,
        /// Submarine.
        #[cfg_attr(feature = "minicbor", n(8))]
        #[cfg_attr(feature = "bilrost", bilrost(8))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 8))]
        Yasen,
        /// Hovercraft.
        #[cfg_attr(feature = "minicbor", n(9))]
        #[cfg_attr(feature = "bilrost", bilrost(9))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 9))]
        Zubr,
    }

    /// Where an entity is and how it moves.
    #[derive(Copy)]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Transform {
        /// Altitude (negative: submerged).
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(varint)))]
        pub altitude: i8,
        /// Heading.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub angle: u16,
        /// Position.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub position: (f32, f32),
        /// Speed.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub velocity: i16,
    }

    /// Where an entity is steering.
    #[derive(Copy)]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Guidance {
        /// Target heading.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub angle: u16,
        /// Whether to dive.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub submerge: bool,
        /// Target speed.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub velocity: i16,
    }

    /// One entity seen by the player.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Contact {
        /// Damage taken.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(varint)))]
        pub damage: u8,
        /// Entity id.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub entity_id: u32,
        /// Class, when visible.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub entity_type: Option<EntityType>,
        /// Steering.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub guidance: Guidance,
        /// Owner, when visible.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub player_id: Option<u16>,
        /// Which weapons are loaded.
        #[cfg_attr(feature = "minicbor", n(5))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub reloads: Vec<bool>,
        /// Position and motion.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub transform: Transform,
        /// Turret headings.
        #[cfg_attr(feature = "minicbor", n(7))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub turret_angles: Vec<u16>,
    }

    /// A changed chunk of terrain.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct TerrainUpdate {
        /// Chunk coordinates.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "(varint, varint)"))]
        pub chunk_id: (i8, i8),
        /// Encoded chunk change.
        #[cfg_attr(feature = "minicbor", n(1))]
        // MessagePack's bin type rather than an array of integers.
        #[cfg_attr(feature = "msgpacker", msgpacker(binary))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "plainbytes"))]
        pub data: Vec<u8>,
    }

    /// One update sent to a player.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Update {
        /// Entities in view.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub contacts: Vec<Contact>,
        /// Player's score.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub score: u32,
        /// World radius.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub world_radius: f32,
        /// Terrain changes.
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub terrain_updates: Vec<TerrainUpdate>,
    }

    /// The dataset: a list of updates.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Updates {
        /// The updates.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub updates: Vec<Update>,
    }
}

impl EntityType {
    /// Every variant, in declaration order (the index formats without enums encode).
    pub const ALL: [EntityType; 10] = [
        EntityType::ArleighBurke,
        EntityType::Bismarck,
        EntityType::Clemenceau,
        EntityType::Fletcher,
        EntityType::G5,
        EntityType::Iowa,
        EntityType::Kolkata,
        EntityType::Osa,
        EntityType::Yasen,
        EntityType::Zubr,
    ];

    /// Relative frequency in a game (the generator's weights, `f32` as upstream).
    fn frequency(self) -> f32 {
        match self {
            EntityType::ArleighBurke => 2.14,
            EntityType::Bismarck => 0.52,
            EntityType::Clemenceau => 0.97,
            EntityType::Fletcher => 1.46,
            EntityType::G5 => 13.16,
            EntityType::Iowa => 1.55,
            EntityType::Kolkata => 0.83,
            EntityType::Osa => 7.25,
            EntityType::Yasen => 4.06,
            EntityType::Zubr => 12.92,
        }
    }

    fn is_sub(self) -> bool {
        self == EntityType::Yasen
    }

    fn turret_count(self) -> usize {
        match self {
            EntityType::ArleighBurke | EntityType::Kolkata => 1,
            EntityType::Osa => 2,
            EntityType::Iowa | EntityType::Zubr => 3,
            EntityType::Bismarck | EntityType::Clemenceau | EntityType::Fletcher => 4,
            EntityType::G5 | EntityType::Yasen => 0,
        }
    }

    fn weapon_count(self) -> usize {
        match self {
            EntityType::ArleighBurke => 20,
            EntityType::Bismarck => 10,
            EntityType::Clemenceau => 16,
            EntityType::Fletcher => 18,
            EntityType::G5 => 2,
            EntityType::Iowa => 28,
            EntityType::Kolkata => 15,
            EntityType::Osa => 6,
            EntityType::Yasen => 14,
            EntityType::Zubr => 11,
        }
    }

    fn generate(rng: &mut impl Rng) -> Self {
        let weights = WeightedIndex::new(Self::ALL.map(EntityType::frequency))
            .expect("constant positive weights");
        Self::ALL[rng.sample(weights)]
    }
}

/// Submarines dive nine times in ten; the draw happens only for submarines.
fn gen_submerge(rng: &mut impl Rng, entity_type: EntityType) -> bool {
    entity_type.is_sub() && rng.gen_bool(0.9)
}

fn gen_altitude(rng: &mut impl Rng, entity_type: EntityType) -> i8 {
    if gen_submerge(rng, entity_type) {
        rng.gen_range(-120..-35i8)
    } else {
        0
    }
}

fn gen_velocity(rng: &mut impl Rng) -> i16 {
    const MIN_SPEED: i16 = 140;
    const MAX_SPEED: i16 = 900;
    const REVERSE_SLOW: i16 = 4;
    match rng.gen_range(0..100i32) {
        0..=79 => rng.gen_range(MIN_SPEED..MAX_SPEED),
        80..=89 => 0,
        _ => rng.gen_range((-MAX_SPEED / REVERSE_SLOW)..(-MIN_SPEED / REVERSE_SLOW)),
    }
}

impl Transform {
    fn generate(rng: &mut impl Rng, entity_type: EntityType) -> Self {
        const RANGE: f32 = 750.0;
        Transform {
            altitude: gen_altitude(rng, entity_type),
            angle: rng.gen(),
            position: (rng.gen_range(-RANGE..RANGE), rng.gen_range(-RANGE..RANGE)),
            velocity: gen_velocity(rng),
        }
    }
}

impl Guidance {
    fn generate(rng: &mut impl Rng, entity_type: EntityType) -> Self {
        Guidance {
            angle: rng.gen(),
            submerge: gen_submerge(rng, entity_type),
            velocity: gen_velocity(rng),
        }
    }
}

impl Contact {
    fn generate(rng: &mut impl Rng, player_count: u16) -> Self {
        let entity_count = u32::from(player_count) * 20;
        let entity_type = EntityType::generate(rng);
        let is_visible = rng.gen_bool(0.7);
        // Short-circuit: the 0.6 draw happens only for visible contacts.
        let damage = if is_visible && rng.gen_bool(0.6) {
            0
        } else {
            rng.gen_range(0..200u8)
        };
        let entity_id = rng.gen_range(0..entity_count);
        let guidance = Guidance::generate(rng, entity_type);
        let player_id = is_visible.then(|| rng.gen_range(0..player_count));
        let reloads = if is_visible {
            let loaded_probability = rng.gen_range(0.0..1.0f64);
            (0..entity_type.weapon_count())
                .map(|_| rng.gen_bool(loaded_probability))
                .collect()
        } else {
            Vec::new()
        };
        let transform = Transform::generate(rng, entity_type);
        let turret_angles = if is_visible {
            let base_angle: u16 = rng.gen();
            (0..entity_type.turret_count())
                .map(|_| {
                    if rng.gen_bool(0.75) {
                        (base_angle as i16).wrapping_add(rng.gen_range(-200..200i16)) as u16
                    } else {
                        rng.gen()
                    }
                })
                .collect()
        } else {
            Vec::new()
        };
        Contact {
            damage,
            entity_id,
            entity_type: is_visible.then_some(entity_type),
            guidance,
            player_id,
            reloads,
            transform,
            turret_angles,
        }
    }
}

impl TerrainUpdate {
    fn generate(rng: &mut impl Rng, radius: i8) -> Self {
        let is_new = rng.gen_bool(0.02);
        let chunk_id = (
            rng.gen_range(-radius..radius),
            rng.gen_range(-radius..radius),
        );
        let len = if is_new { 900..1100 } else { 3..9 };
        TerrainUpdate {
            chunk_id,
            data: gen_vec(rng, len, |rng| rng.gen::<u8>()),
        }
    }
}

impl Update {
    fn generate(rng: &mut impl Rng) -> Self {
        // The upstream leaves these integer types to inference, which picks i32.
        let player_count = rng.gen_range(200..400i32) as u16;
        let world_radius =
            (f32::from(player_count) * 15000.0).sqrt() + rng.gen_range(-50.0..50.0f32);
        let terrain_radius = (world_radius / 1600.0).ceil() as i8;
        let contact_count = rng.gen_range(20..40i32);
        let contacts = (0..contact_count)
            .map(|_| Contact::generate(rng, player_count))
            .collect();
        let score = (rng.gen::<f32>().powi(4) * 5000.0) as u32 + rng.gen_range(0..50u32);
        let terrain_update_count = rng.gen_range(3..10i32);
        let terrain_updates = (0..terrain_update_count)
            .map(|_| TerrainUpdate::generate(rng, terrain_radius))
            .collect();
        Update {
            contacts,
            score,
            world_radius,
            terrain_updates,
        }
    }
}

impl Dataset for Updates {
    const INFO: &'static schema::DatasetInfo = super::common::info("mk48");
    const HAS_BORROWED_FORM: bool = false;
    type Borrowed<'a> = Updates;

    fn generate() -> Self {
        const UPDATES: usize = 1000;
        let mut rng = upstream_rng();
        Updates {
            updates: gen_vec(&mut rng, UPDATES..UPDATES + 1, Update::generate),
        }
    }

    /// Each update's score.
    fn read_digest(&self) -> u64 {
        let mut digest = ReadDigest::default();
        for update in &self.updates {
            digest.add(u64::from(update.score));
        }
        digest.finish()
    }

    /// Doubles each update's score.
    fn apply_update(&mut self) {
        for update in &mut self.updates {
            update.score = update.score.wrapping_mul(2);
        }
    }
}
