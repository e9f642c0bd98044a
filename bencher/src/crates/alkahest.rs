//! alkahest: schema types (derived `Schema`, module [`schema`]) describe the wire form; values
//! are packed straight from the dataset types into a byte slice (no intermediate structure),
//! and read back lazily: `alkahest::read` unpacks the root, sequences unpack an element when
//! iterated. Reads check bounds and enum discriminants as they go and panic on bad input
//! ("validated on-demand with panic", as the upstream suite names it); they never touch
//! memory outside the buffer (the crate forbids `unsafe`).
//!
//! Cases:
//! * serialize: `alkahest::write` into a slice sized once to the packed length (alkahest
//!   cannot grow its output; it panics when the value does not fit).
//! * access / read (`validated on-demand with panic`): unpack the root / and read the
//!   dataset's digest fields through it, as the upstream suite measures them.
//! * deserialize (same variant): read every field into the owned dataset type. alkahest 0.1
//!   has no deserializer of its own; this is what a program needing owned data writes (the
//!   upstream suite does not measure it). Strings are packed as bytes, as upstream packs
//!   them, so this is where they are checked to be UTF-8 (an error, not a panic).
//!
//! The schemas mirror the dataset types field for field, with the upstream suite's choices
//! (strings as `Bytes`, fixed arrays, tuples, options), so sizes compare. One deviation, same
//! bytes: a sequence whose element's packed form needs alignment (`u16`, `Bytes`) is declared
//! as a sequence of one-element tuples, whose packed form is unaligned. alkahest reads
//! sequence elements with `bytemuck::from_bytes`, which panics on a misaligned element, and
//! it does not pad, so such a sequence after an odd-length string fails to read otherwise.

use std::hint::black_box;
use std::panic::{self, AssertUnwindSafe};

use alkahest::{Pack, Packed, Schema, Unpacked};

use self::schema::*;
use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{size_probe_primary, Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::log::{address_bits, Address, Log, Logs};
use crate::datasets::mesh::{Mesh, Triangle, Vector3};
use crate::datasets::minecraft_savedata::{
    Abilities, Entity, GameType, Item, Player, Players, RecipeBook,
};
use crate::datasets::mk48::{
    Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates,
};
use crate::datasets::{Dataset, ReadDigest, Record};

/// The alkahest adapter.
pub struct Alkahest;

const VALIDATED: &str = "validated on-demand with panic";

static META: CrateMeta = CrateMeta {
    id: "alkahest",
    name: "alkahest",
    version: "0.1.5",
    family: "alkahest",
    zero_copy: true,
    variants: &[VariantMeta::same(
        VALIDATED,
        "read in place; bounds and enum tags are checked as fields are reached, bad input panics",
    )],
};

impl Adapter for Alkahest {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// A dataset with an alkahest schema.
pub trait AlkahestData: Dataset {
    /// The schema of the root.
    type Schema: Schema;

    /// Reads the fields of [`Dataset::read_digest`] through the unpacked root.
    fn digest(root: Unpacked<'_, Self::Schema>) -> u64;

    /// Reads every field into the owned dataset type.
    fn to_data(root: Unpacked<'_, Self::Schema>) -> BenchResult<Self>;
}

/// The first output size tried (every dataset fits: the largest packs to 6 MB).
const FIRST_CAPACITY: usize = 16 << 20;
/// Beyond this, packing is given up.
const MAX_CAPACITY: usize = 1 << 30;

/// A buffer exactly as long as `data` packs to. alkahest offers no way to measure a value, and
/// panics when its output slice is too short: so pack into ever larger zeroed buffers (the
/// first one fits in practice) and keep the length that was used.
fn fitted_buffer<T: AlkahestData>(data: &T) -> BenchResult<Vec<u8>>
where
    for<'d> &'d T: Pack<T::Schema>,
{
    let mut capacity = FIRST_CAPACITY;
    while capacity <= MAX_CAPACITY {
        let mut buffer = vec![0; capacity];
        let written = panic::catch_unwind(AssertUnwindSafe(|| {
            alkahest::write::<T::Schema, _>(&mut buffer, data)
        }));
        if let Ok(len) = written {
            buffer.truncate(len);
            buffer.shrink_to_fit();
            return Ok(buffer);
        }
        capacity *= 2;
    }
    Err(format!("packed form larger than {MAX_CAPACITY} bytes").into())
}

impl<T: AlkahestData> Bench<T> for Alkahest
where
    for<'d> &'d T: Pack<T::Schema>,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        let output = fitted_buffer(cases.data()).map_err(|error| error.to_string());
        cases.serialize_in_own_buffer(None, output, |output, data| {
            let output = output.as_mut().map_err(|error| error.clone())?;
            let len = alkahest::write::<T::Schema, _>(output, data);
            Ok(&output[..len])
        });

        let variant = Some(VALIDATED);
        cases.access(variant, |bytes| {
            black_box(alkahest::read::<T::Schema>(bytes));
            Ok(())
        });
        cases.read(variant, |bytes| {
            Ok(T::digest(alkahest::read::<T::Schema>(bytes)))
        });
        cases.deserialize(size_probe_primary(VALIDATED), |bytes| {
            T::to_data(alkahest::read::<T::Schema>(bytes))
        });
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        Some(Ok(T::digest(alkahest::read::<T::Schema>(bytes))))
    }
}

/// A packed string, checked to be UTF-8.
fn string(bytes: &[u8]) -> BenchResult<String> {
    Ok(std::str::from_utf8(bytes)?.to_owned())
}

/// Converts every element of an unpacked sequence.
fn collect<I: Iterator, T>(
    items: I,
    convert: impl FnMut(I::Item) -> BenchResult<T>,
) -> BenchResult<Vec<T>> {
    items.map(convert).collect()
}

/// The schema types: one per dataset type, field for field. The derive adds, for each schema
/// `S`, `SPacked` (the fixed-size part), `SUnpacked<'a>` (what a read yields) and `SPack<..>`
/// (a struct of values to pack, one per field); the `Pack` impls below fill the latter from
/// the dataset types.
// The derive's generated `align` drops each field by value (to name every field's type), which
// these lints flag for the fields that are `Copy` or have no drop glue. Its fields mirror the
// dataset types' (documented there), and the derive adds undocumented items of its own.
#[allow(dropping_copy_types, clippy::drop_non_drop, missing_docs)]
pub mod schema {
    use alkahest::{Bytes, Seq};

    /// [`crate::datasets::log::Address`].
    #[derive(alkahest::Schema)]
    pub struct AddressSchema {
        pub x0: u8,
        pub x1: u8,
        pub x2: u8,
        pub x3: u8,
    }

    /// [`crate::datasets::log::Log`].
    #[derive(alkahest::Schema)]
    pub struct LogSchema {
        pub address: AddressSchema,
        pub identity: Bytes,
        pub userid: Bytes,
        pub date: Bytes,
        pub request: Bytes,
        pub code: u16,
        pub size: u64,
    }

    /// [`crate::datasets::log::Logs`].
    #[derive(alkahest::Schema)]
    pub struct LogsSchema {
        pub logs: Seq<LogSchema>,
    }

    /// [`crate::datasets::mesh::Vector3`].
    #[derive(alkahest::Schema)]
    pub struct Vector3Schema {
        pub x: f32,
        pub y: f32,
        pub z: f32,
    }

    /// [`crate::datasets::mesh::Triangle`].
    #[derive(alkahest::Schema)]
    pub struct TriangleSchema {
        pub v0: Vector3Schema,
        pub v1: Vector3Schema,
        pub v2: Vector3Schema,
        pub normal: Vector3Schema,
    }

    /// [`crate::datasets::mesh::Mesh`].
    #[derive(alkahest::Schema)]
    pub struct MeshSchema {
        pub triangles: Seq<TriangleSchema>,
    }

    /// [`crate::datasets::minecraft_savedata::GameType`].
    #[derive(alkahest::Schema)]
    pub enum GameTypeSchema {
        Survival,
        Creative,
        Adventure,
        Spectator,
    }

    /// [`crate::datasets::minecraft_savedata::Item`].
    #[derive(alkahest::Schema)]
    pub struct ItemSchema {
        pub count: i8,
        pub slot: u8,
        pub id: Bytes,
    }

    /// [`crate::datasets::minecraft_savedata::Abilities`].
    #[derive(alkahest::Schema)]
    pub struct AbilitiesSchema {
        pub walk_speed: f32,
        pub fly_speed: f32,
        pub may_fly: bool,
        pub flying: bool,
        pub invulnerable: bool,
        pub may_build: bool,
        pub instabuild: bool,
    }

    /// [`crate::datasets::minecraft_savedata::Entity`].
    #[derive(alkahest::Schema)]
    pub struct EntitySchema {
        pub id: Bytes,
        pub pos: (f64, f64, f64),
        pub motion: (f64, f64, f64),
        pub rotation: (f32, f32),
        pub fall_distance: f32,
        pub fire: u16,
        pub air: u16,
        pub on_ground: bool,
        pub no_gravity: bool,
        pub invulnerable: bool,
        pub portal_cooldown: i32,
        pub uuid: [u32; 4],
        pub custom_name: Option<Bytes>,
        pub custom_name_visible: bool,
        pub silent: bool,
        pub glowing: bool,
    }

    /// [`crate::datasets::minecraft_savedata::RecipeBook`].
    #[derive(alkahest::Schema)]
    pub struct RecipeBookSchema {
        pub recipes: Seq<(Bytes,)>,
        pub to_be_displayed: Seq<(Bytes,)>,
        pub is_filtering_craftable: bool,
        pub is_gui_open: bool,
        pub is_furnace_filtering_craftable: bool,
        pub is_furnace_gui_open: bool,
        pub is_blasting_furnace_filtering_craftable: bool,
        pub is_blasting_furnace_gui_open: bool,
        pub is_smoker_filtering_craftable: bool,
        pub is_smoker_gui_open: bool,
    }

    /// [`crate::datasets::minecraft_savedata::Player`].
    #[derive(alkahest::Schema)]
    pub struct PlayerSchema {
        pub game_type: GameTypeSchema,
        pub previous_game_type: GameTypeSchema,
        pub score: i64,
        pub dimension: Bytes,
        pub selected_item_slot: u32,
        pub selected_item: ItemSchema,
        pub spawn_dimension: Option<Bytes>,
        pub spawn_x: i64,
        pub spawn_y: i64,
        pub spawn_z: i64,
        pub spawn_forced: Option<bool>,
        pub sleep_timer: u16,
        pub food_exhaustion_level: f32,
        pub food_saturation_level: f32,
        pub food_tick_timer: u32,
        pub xp_level: u32,
        pub xp_p: f32,
        pub xp_total: i32,
        pub xp_seed: i32,
        pub inventory: Seq<ItemSchema>,
        pub ender_items: Seq<ItemSchema>,
        pub abilities: AbilitiesSchema,
        pub entered_nether_position: Option<(f64, f64, f64)>,
        pub root_vehicle: Option<([u32; 4], EntitySchema)>,
        pub shoulder_entity_left: Option<EntitySchema>,
        pub shoulder_entity_right: Option<EntitySchema>,
        pub seen_credits: bool,
        pub recipe_book: RecipeBookSchema,
    }

    /// [`crate::datasets::minecraft_savedata::Players`].
    #[derive(alkahest::Schema)]
    pub struct PlayersSchema {
        pub players: Seq<PlayerSchema>,
    }

    /// [`crate::datasets::mk48::EntityType`].
    #[derive(alkahest::Schema)]
    pub enum EntityTypeSchema {
        ArleighBurke,
        Bismarck,
        Clemenceau,
        Fletcher,
        G5,
        Iowa,
        Kolkata,
        Osa,
        Yasen,
        Zubr,
    }

    /// [`crate::datasets::mk48::Transform`].
    #[derive(alkahest::Schema)]
    pub struct TransformSchema {
        pub altitude: i8,
        pub angle: u16,
        pub position: (f32, f32),
        pub velocity: i16,
    }

    /// [`crate::datasets::mk48::Guidance`].
    #[derive(alkahest::Schema)]
    pub struct GuidanceSchema {
        pub angle: u16,
        pub submerge: bool,
        pub velocity: i16,
    }

    /// [`crate::datasets::mk48::Contact`].
    #[derive(alkahest::Schema)]
    pub struct ContactSchema {
        pub damage: u8,
        pub entity_id: u32,
        pub entity_type: Option<EntityTypeSchema>,
        pub guidance: GuidanceSchema,
        pub player_id: Option<u16>,
        pub reloads: Seq<bool>,
        pub transform: TransformSchema,
        pub turret_angles: Seq<(u16,)>,
    }

    /// [`crate::datasets::mk48::TerrainUpdate`].
    #[derive(alkahest::Schema)]
    pub struct TerrainUpdateSchema {
        pub chunk_id: (i8, i8),
        pub data: Bytes,
    }

    /// [`crate::datasets::mk48::Update`].
    #[derive(alkahest::Schema)]
    pub struct UpdateSchema {
        pub contacts: Seq<ContactSchema>,
        pub score: u32,
        pub world_radius: f32,
        pub terrain_updates: Seq<TerrainUpdateSchema>,
    }

    /// [`crate::datasets::mk48::Updates`].
    #[derive(alkahest::Schema)]
    pub struct UpdatesSchema {
        pub updates: Seq<UpdateSchema>,
    }

    /// [`crate::datasets::Record`]. The ids follow the 16-byte root directly, so they are
    /// 8-byte aligned and need no tuple wrapper.
    #[derive(alkahest::Schema)]
    pub struct RecordSchema {
        pub ids: Seq<i64>,
        pub strings: Seq<(Bytes,)>,
    }
}

// ---- log ----

impl Pack<AddressSchema> for Address {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<AddressSchema>, usize) {
        let Address { x0, x1, x2, x3 } = self;
        AddressSchemaPack { x0, x1, x2, x3 }.pack(offset, output)
    }
}

fn address(a: AddressSchemaUnpacked<'_>) -> Address {
    Address {
        x0: a.x0,
        x1: a.x1,
        x2: a.x2,
        x3: a.x3,
    }
}

impl Pack<LogSchema> for &Log {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<LogSchema>, usize) {
        LogSchemaPack {
            address: self.address,
            identity: &self.identity,
            userid: &self.userid,
            date: &self.date,
            request: &self.request,
            code: self.code,
            size: self.size,
        }
        .pack(offset, output)
    }
}

impl Pack<LogsSchema> for &Logs {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<LogsSchema>, usize) {
        LogsSchemaPack {
            logs: self.logs.iter(),
        }
        .pack(offset, output)
    }
}

impl AlkahestData for Logs {
    type Schema = LogsSchema;

    fn digest(root: LogsSchemaUnpacked<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for log in root.logs {
            let a = log.address;
            digest.add(address_bits([a.x0, a.x1, a.x2, a.x3]));
            digest.add(u64::from(log.code));
            digest.add(log.size);
        }
        digest.finish()
    }

    fn to_data(root: LogsSchemaUnpacked<'_>) -> BenchResult<Self> {
        let logs = collect(root.logs, |log| {
            Ok(Log {
                address: address(log.address),
                identity: string(log.identity)?,
                userid: string(log.userid)?,
                date: string(log.date)?,
                request: string(log.request)?,
                code: log.code,
                size: log.size,
            })
        })?;
        Ok(Logs { logs })
    }
}

// ---- mesh ----

impl Pack<Vector3Schema> for Vector3 {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<Vector3Schema>, usize) {
        let Vector3 { x, y, z } = self;
        Vector3SchemaPack { x, y, z }.pack(offset, output)
    }
}

fn vector3(v: Vector3SchemaUnpacked<'_>) -> Vector3 {
    Vector3 {
        x: v.x,
        y: v.y,
        z: v.z,
    }
}

impl Pack<TriangleSchema> for &Triangle {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<TriangleSchema>, usize) {
        let Triangle { v0, v1, v2, normal } = *self;
        TriangleSchemaPack { v0, v1, v2, normal }.pack(offset, output)
    }
}

impl Pack<MeshSchema> for &Mesh {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<MeshSchema>, usize) {
        MeshSchemaPack {
            triangles: self.triangles.iter(),
        }
        .pack(offset, output)
    }
}

impl AlkahestData for Mesh {
    type Schema = MeshSchema;

    fn digest(root: MeshSchemaUnpacked<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for triangle in root.triangles {
            let n = triangle.normal;
            digest.add(u64::from(n.x.to_bits()));
            digest.add(u64::from(n.y.to_bits()));
            digest.add(u64::from(n.z.to_bits()));
        }
        digest.finish()
    }

    fn to_data(root: MeshSchemaUnpacked<'_>) -> BenchResult<Self> {
        let triangles = collect(root.triangles, |t| {
            Ok(Triangle {
                v0: vector3(t.v0),
                v1: vector3(t.v1),
                v2: vector3(t.v2),
                normal: vector3(t.normal),
            })
        })?;
        Ok(Mesh { triangles })
    }
}

// ---- minecraft_savedata ----

impl Pack<GameTypeSchema> for GameType {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<GameTypeSchema>, usize) {
        match self {
            GameType::Survival => GameTypeSchemaSurvivalPack.pack(offset, output),
            GameType::Creative => GameTypeSchemaCreativePack.pack(offset, output),
            GameType::Adventure => GameTypeSchemaAdventurePack.pack(offset, output),
            GameType::Spectator => GameTypeSchemaSpectatorPack.pack(offset, output),
        }
    }
}

fn game_type(game_type: &GameTypeSchemaUnpacked) -> GameType {
    match game_type {
        GameTypeSchemaUnpacked::Survival => GameType::Survival,
        GameTypeSchemaUnpacked::Creative => GameType::Creative,
        GameTypeSchemaUnpacked::Adventure => GameType::Adventure,
        GameTypeSchemaUnpacked::Spectator => GameType::Spectator,
    }
}

impl Pack<ItemSchema> for &Item {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<ItemSchema>, usize) {
        ItemSchemaPack {
            count: self.count,
            slot: self.slot,
            id: &self.id,
        }
        .pack(offset, output)
    }
}

fn item(item: ItemSchemaUnpacked<'_>) -> BenchResult<Item> {
    Ok(Item {
        count: item.count,
        slot: item.slot,
        id: string(item.id)?,
    })
}

impl Pack<AbilitiesSchema> for Abilities {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<AbilitiesSchema>, usize) {
        let Abilities {
            walk_speed,
            fly_speed,
            may_fly,
            flying,
            invulnerable,
            may_build,
            instabuild,
        } = self;
        AbilitiesSchemaPack {
            walk_speed,
            fly_speed,
            may_fly,
            flying,
            invulnerable,
            may_build,
            instabuild,
        }
        .pack(offset, output)
    }
}

fn abilities(a: AbilitiesSchemaUnpacked<'_>) -> Abilities {
    Abilities {
        walk_speed: a.walk_speed,
        fly_speed: a.fly_speed,
        may_fly: a.may_fly,
        flying: a.flying,
        invulnerable: a.invulnerable,
        may_build: a.may_build,
        instabuild: a.instabuild,
    }
}

impl Pack<EntitySchema> for &Entity {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<EntitySchema>, usize) {
        EntitySchemaPack {
            id: &self.id,
            pos: self.pos,
            motion: self.motion,
            rotation: self.rotation,
            fall_distance: self.fall_distance,
            fire: self.fire,
            air: self.air,
            on_ground: self.on_ground,
            no_gravity: self.no_gravity,
            invulnerable: self.invulnerable,
            portal_cooldown: self.portal_cooldown,
            uuid: &self.uuid,
            custom_name: self.custom_name.as_ref(),
            custom_name_visible: self.custom_name_visible,
            silent: self.silent,
            glowing: self.glowing,
        }
        .pack(offset, output)
    }
}

fn entity(e: EntitySchemaUnpacked<'_>) -> BenchResult<Entity> {
    Ok(Entity {
        id: string(e.id)?,
        pos: e.pos,
        motion: e.motion,
        rotation: e.rotation,
        fall_distance: e.fall_distance,
        fire: e.fire,
        air: e.air,
        on_ground: e.on_ground,
        no_gravity: e.no_gravity,
        invulnerable: e.invulnerable,
        portal_cooldown: e.portal_cooldown,
        uuid: e.uuid,
        custom_name: e.custom_name.map(string).transpose()?,
        custom_name_visible: e.custom_name_visible,
        silent: e.silent,
        glowing: e.glowing,
    })
}

impl Pack<RecipeBookSchema> for &RecipeBook {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<RecipeBookSchema>, usize) {
        RecipeBookSchemaPack {
            recipes: self.recipes.iter().map(|recipe| (recipe,)),
            to_be_displayed: self.to_be_displayed.iter().map(|recipe| (recipe,)),
            is_filtering_craftable: self.is_filtering_craftable,
            is_gui_open: self.is_gui_open,
            is_furnace_filtering_craftable: self.is_furnace_filtering_craftable,
            is_furnace_gui_open: self.is_furnace_gui_open,
            is_blasting_furnace_filtering_craftable: self.is_blasting_furnace_filtering_craftable,
            is_blasting_furnace_gui_open: self.is_blasting_furnace_gui_open,
            is_smoker_filtering_craftable: self.is_smoker_filtering_craftable,
            is_smoker_gui_open: self.is_smoker_gui_open,
        }
        .pack(offset, output)
    }
}

fn recipe_book(b: RecipeBookSchemaUnpacked<'_>) -> BenchResult<RecipeBook> {
    Ok(RecipeBook {
        recipes: collect(b.recipes, |(recipe,)| string(recipe))?,
        to_be_displayed: collect(b.to_be_displayed, |(recipe,)| string(recipe))?,
        is_filtering_craftable: b.is_filtering_craftable,
        is_gui_open: b.is_gui_open,
        is_furnace_filtering_craftable: b.is_furnace_filtering_craftable,
        is_furnace_gui_open: b.is_furnace_gui_open,
        is_blasting_furnace_filtering_craftable: b.is_blasting_furnace_filtering_craftable,
        is_blasting_furnace_gui_open: b.is_blasting_furnace_gui_open,
        is_smoker_filtering_craftable: b.is_smoker_filtering_craftable,
        is_smoker_gui_open: b.is_smoker_gui_open,
    })
}

impl Pack<PlayerSchema> for &Player {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<PlayerSchema>, usize) {
        PlayerSchemaPack {
            game_type: self.game_type,
            previous_game_type: self.previous_game_type,
            score: self.score,
            dimension: &self.dimension,
            selected_item_slot: self.selected_item_slot,
            selected_item: &self.selected_item,
            spawn_dimension: self.spawn_dimension.as_ref(),
            spawn_x: self.spawn_x,
            spawn_y: self.spawn_y,
            spawn_z: self.spawn_z,
            spawn_forced: self.spawn_forced,
            sleep_timer: self.sleep_timer,
            food_exhaustion_level: self.food_exhaustion_level,
            food_saturation_level: self.food_saturation_level,
            food_tick_timer: self.food_tick_timer,
            xp_level: self.xp_level,
            xp_p: self.xp_p,
            xp_total: self.xp_total,
            xp_seed: self.xp_seed,
            inventory: self.inventory.iter(),
            ender_items: self.ender_items.iter(),
            abilities: self.abilities,
            entered_nether_position: self.entered_nether_position,
            root_vehicle: self.root_vehicle.as_ref().map(|(uuid, e)| (uuid, e)),
            shoulder_entity_left: self.shoulder_entity_left.as_ref(),
            shoulder_entity_right: self.shoulder_entity_right.as_ref(),
            seen_credits: self.seen_credits,
            recipe_book: &self.recipe_book,
        }
        .pack(offset, output)
    }
}

fn player(p: PlayerSchemaUnpacked<'_>) -> BenchResult<Player> {
    Ok(Player {
        game_type: game_type(&p.game_type),
        previous_game_type: game_type(&p.previous_game_type),
        score: p.score,
        dimension: string(p.dimension)?,
        selected_item_slot: p.selected_item_slot,
        selected_item: item(p.selected_item)?,
        spawn_dimension: p.spawn_dimension.map(string).transpose()?,
        spawn_x: p.spawn_x,
        spawn_y: p.spawn_y,
        spawn_z: p.spawn_z,
        spawn_forced: p.spawn_forced,
        sleep_timer: p.sleep_timer,
        food_exhaustion_level: p.food_exhaustion_level,
        food_saturation_level: p.food_saturation_level,
        food_tick_timer: p.food_tick_timer,
        xp_level: p.xp_level,
        xp_p: p.xp_p,
        xp_total: p.xp_total,
        xp_seed: p.xp_seed,
        inventory: collect(p.inventory, item)?,
        ender_items: collect(p.ender_items, item)?,
        abilities: abilities(p.abilities),
        entered_nether_position: p.entered_nether_position,
        root_vehicle: p
            .root_vehicle
            .map(|(uuid, e)| entity(e).map(|e| (uuid, e)))
            .transpose()?,
        shoulder_entity_left: p.shoulder_entity_left.map(entity).transpose()?,
        shoulder_entity_right: p.shoulder_entity_right.map(entity).transpose()?,
        seen_credits: p.seen_credits,
        recipe_book: recipe_book(p.recipe_book)?,
    })
}

impl Pack<PlayersSchema> for &Players {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<PlayersSchema>, usize) {
        PlayersSchemaPack {
            players: self.players.iter(),
        }
        .pack(offset, output)
    }
}

impl AlkahestData for Players {
    type Schema = PlayersSchema;

    fn digest(root: PlayersSchemaUnpacked<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for player in root.players {
            digest.add(game_type(&player.game_type).index());
        }
        digest.finish()
    }

    fn to_data(root: PlayersSchemaUnpacked<'_>) -> BenchResult<Self> {
        Ok(Players {
            players: collect(root.players, player)?,
        })
    }
}

// ---- mk48 ----

impl Pack<EntityTypeSchema> for EntityType {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<EntityTypeSchema>, usize) {
        match self {
            EntityType::ArleighBurke => EntityTypeSchemaArleighBurkePack.pack(offset, output),
            EntityType::Bismarck => EntityTypeSchemaBismarckPack.pack(offset, output),
            EntityType::Clemenceau => EntityTypeSchemaClemenceauPack.pack(offset, output),
            EntityType::Fletcher => EntityTypeSchemaFletcherPack.pack(offset, output),
            EntityType::G5 => EntityTypeSchemaG5Pack.pack(offset, output),
            EntityType::Iowa => EntityTypeSchemaIowaPack.pack(offset, output),
            EntityType::Kolkata => EntityTypeSchemaKolkataPack.pack(offset, output),
            EntityType::Osa => EntityTypeSchemaOsaPack.pack(offset, output),
            EntityType::Yasen => EntityTypeSchemaYasenPack.pack(offset, output),
            EntityType::Zubr => EntityTypeSchemaZubrPack.pack(offset, output),
        }
    }
}

fn entity_type(entity_type: EntityTypeSchemaUnpacked) -> EntityType {
    use EntityTypeSchemaUnpacked as U;
    match entity_type {
        U::ArleighBurke => EntityType::ArleighBurke,
        U::Bismarck => EntityType::Bismarck,
        U::Clemenceau => EntityType::Clemenceau,
        U::Fletcher => EntityType::Fletcher,
        U::G5 => EntityType::G5,
        U::Iowa => EntityType::Iowa,
        U::Kolkata => EntityType::Kolkata,
        U::Osa => EntityType::Osa,
        U::Yasen => EntityType::Yasen,
        U::Zubr => EntityType::Zubr,
    }
}

impl Pack<TransformSchema> for Transform {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<TransformSchema>, usize) {
        let Transform {
            altitude,
            angle,
            position,
            velocity,
        } = self;
        TransformSchemaPack {
            altitude,
            angle,
            position,
            velocity,
        }
        .pack(offset, output)
    }
}

impl Pack<GuidanceSchema> for Guidance {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<GuidanceSchema>, usize) {
        let Guidance {
            angle,
            submerge,
            velocity,
        } = self;
        GuidanceSchemaPack {
            angle,
            submerge,
            velocity,
        }
        .pack(offset, output)
    }
}

impl Pack<ContactSchema> for &Contact {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<ContactSchema>, usize) {
        ContactSchemaPack {
            damage: self.damage,
            entity_id: self.entity_id,
            entity_type: self.entity_type,
            guidance: self.guidance,
            player_id: self.player_id,
            reloads: self.reloads.iter(),
            transform: self.transform,
            turret_angles: self.turret_angles.iter().map(|angle| (angle,)),
        }
        .pack(offset, output)
    }
}

fn contact(c: ContactSchemaUnpacked<'_>) -> Contact {
    let g = c.guidance;
    let t = c.transform;
    Contact {
        damage: c.damage,
        entity_id: c.entity_id,
        entity_type: c.entity_type.map(entity_type),
        guidance: Guidance {
            angle: g.angle,
            submerge: g.submerge,
            velocity: g.velocity,
        },
        player_id: c.player_id,
        reloads: c.reloads.collect(),
        transform: Transform {
            altitude: t.altitude,
            angle: t.angle,
            position: t.position,
            velocity: t.velocity,
        },
        turret_angles: c.turret_angles.map(|(angle,)| angle).collect(),
    }
}

impl Pack<TerrainUpdateSchema> for &TerrainUpdate {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<TerrainUpdateSchema>, usize) {
        TerrainUpdateSchemaPack {
            chunk_id: self.chunk_id,
            data: &self.data,
        }
        .pack(offset, output)
    }
}

impl Pack<UpdateSchema> for &Update {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<UpdateSchema>, usize) {
        UpdateSchemaPack {
            contacts: self.contacts.iter(),
            score: self.score,
            world_radius: self.world_radius,
            terrain_updates: self.terrain_updates.iter(),
        }
        .pack(offset, output)
    }
}

fn update(u: UpdateSchemaUnpacked<'_>) -> Update {
    Update {
        contacts: u.contacts.map(contact).collect(),
        score: u.score,
        world_radius: u.world_radius,
        terrain_updates: u
            .terrain_updates
            .map(|t| TerrainUpdate {
                chunk_id: t.chunk_id,
                data: t.data.to_vec(),
            })
            .collect(),
    }
}

impl Pack<UpdatesSchema> for &Updates {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<UpdatesSchema>, usize) {
        UpdatesSchemaPack {
            updates: self.updates.iter(),
        }
        .pack(offset, output)
    }
}

impl AlkahestData for Updates {
    type Schema = UpdatesSchema;

    fn digest(root: UpdatesSchemaUnpacked<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for update in root.updates {
            digest.add(u64::from(update.score));
        }
        digest.finish()
    }

    fn to_data(root: UpdatesSchemaUnpacked<'_>) -> BenchResult<Self> {
        Ok(Updates {
            updates: root.updates.map(update).collect(),
        })
    }
}

// ---- record ----

impl Pack<RecordSchema> for &Record {
    fn pack(self, offset: usize, output: &mut [u8]) -> (Packed<RecordSchema>, usize) {
        RecordSchemaPack {
            ids: self.ids.iter(),
            strings: self.strings.iter().map(|string| (string,)),
        }
        .pack(offset, output)
    }
}

impl AlkahestData for Record {
    type Schema = RecordSchema;

    fn digest(root: RecordSchemaUnpacked<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for id in root.ids {
            digest.add(id as u64);
        }
        for (bytes,) in root.strings {
            digest.add(bytes.len() as u64);
        }
        digest.finish()
    }

    fn to_data(root: RecordSchemaUnpacked<'_>) -> BenchResult<Self> {
        Ok(Record {
            ids: root.ids.collect(),
            strings: collect(root.strings, |(bytes,)| string(bytes))?,
        })
    }
}
