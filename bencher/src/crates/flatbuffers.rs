//! flatbuffers: FlatBuffers, schema-first (`bencher/schemas/*.fbs`, generated code in
//! `crate::generated::flatbuffers`). A buffer is read in place through offsets; the crate can
//! verify the whole buffer first, or trust it.
//!
//! Cases, named as the upstream suite names them so figures compare:
//! * serialize: build into a reused `FlatBufferBuilder` (10 MB, as upstream).
//! * access / read, `validated upfront with error`: run the verifier over the whole buffer,
//!   then open the root / read the dataset's digest fields.
//! * access / read, `unvalidated`: trust the buffer (`unsafe`: undefined behaviour on bad
//!   input) and open the root / read the digest fields.
//! * deserialize: verify, then read every field into the owned dataset type (what a program
//!   needing owned data does; the upstream suite does not measure it).
//!
//! No borrow case (the table readers already borrow everything) and no update: the Rust crate
//! generates no mutation API.
//!
//! The schemas store `Option` scalars as FlatBuffers optional scalars (`= null`), so that
//! `Some(default)` round-trips. The upstream suite's schemas use plain scalars there, which
//! turn `Some(ArleighBurke)` / `Some(0)` / `Some(false)` into `None`: its mk48 and
//! minecraft_savedata sizes are therefore slightly smaller than an exact encoding's.

use std::hint::black_box;

use flatbuffers::{FlatBufferBuilder, Follow, Verifiable, WIPOffset};

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::log::{address_bits, Address, Log, Logs};
use crate::datasets::mesh::{Mesh, Triangle, Vector3};
use crate::datasets::minecraft_savedata::{
    Abilities, Entity, GameType, Item, Player, Players, RecipeBook,
};
use crate::datasets::mk48::{
    Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates,
};
use crate::datasets::{Dataset, ReadDigest, Record};
use crate::generated::flatbuffers::log_generated::log as fb_log;
use crate::generated::flatbuffers::mesh_generated::mesh as fb_mesh;
use crate::generated::flatbuffers::minecraft_savedata_generated::minecraft_savedata as fb_mc;
use crate::generated::flatbuffers::mk48_generated::mk_48 as fb_mk48;
use crate::generated::flatbuffers::record_generated::record as fb_record;

/// The flatbuffers adapter.
pub struct Flatbuffers;

const UNVALIDATED: &str = "unvalidated";
const VALIDATED: &str = "validated upfront with error";

static META: CrateMeta = CrateMeta {
    id: "flatbuffers",
    name: "flatbuffers",
    version: "25.12.19",
    family: "flatbuffers",
    zero_copy: true,
    variants: &[
        VariantMeta::other(
        UNVALIDATED,
        "buffer trusted without checks (unsafe: undefined behaviour if it is malformed)",
        "trusts its input: a malformed buffer is undefined behaviour, where the validated variant returns an error",
    ),
        VariantMeta::same(VALIDATED, "the verifier checks the whole buffer first; a malformed one is an error"),
    ],
};

impl Adapter for Flatbuffers {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// Capacity of the reused builder, as the upstream suite sizes it.
const BUILDER_CAPACITY: usize = 10_000_000;

/// A dataset with a FlatBuffers schema: how to build its buffer, read it back, and read the
/// digest fields through it.
pub trait FlatbuffersData: Dataset {
    /// The generated root table.
    type Root<'a>: Follow<'a, Inner = Self::Root<'a>> + Verifiable + 'a;
    /// Builds the root table (the caller finishes the buffer).
    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>>;
    /// Reads every field into the owned dataset type.
    fn to_data(root: Self::Root<'_>) -> BenchResult<Self>;
    /// Reads the fields of [`Dataset::read_digest`] through the buffer.
    fn digest(root: Self::Root<'_>) -> u64;
}

/// Verifies the buffer and opens its root.
fn verified<'b, T: FlatbuffersData>(bytes: &'b [u8]) -> BenchResult<T::Root<'b>> {
    Ok(flatbuffers::root::<T::Root<'b>>(bytes)?)
}

/// Opens the root without verification.
///
/// # Safety
/// `bytes` must be a valid buffer of `T::Root`; this adapter only hands it the output of its
/// own serialize case.
unsafe fn trusted<'b, T: FlatbuffersData>(bytes: &'b [u8]) -> T::Root<'b> {
    // SAFETY: forwarded to the caller.
    unsafe { flatbuffers::root_unchecked::<T::Root<'b>>(bytes) }
}

impl<T: FlatbuffersData> Bench<T> for Flatbuffers {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize_in_own_buffer(
            None,
            FlatBufferBuilder::with_capacity(BUILDER_CAPACITY),
            |fbb, data| {
                fbb.reset();
                let root = data.build(fbb);
                fbb.finish(root, None);
                Ok(fbb.finished_data())
            },
        );
        cases.deserialize(None, |bytes| T::to_data(verified::<T>(bytes)?));
        cases.access(Some(UNVALIDATED), |bytes| {
            // SAFETY: the engine hands this case the output of the serialize case above.
            black_box(unsafe { trusted::<T>(bytes) });
            Ok(())
        });
        cases.access(Some(VALIDATED), |bytes| {
            black_box(verified::<T>(bytes)?);
            Ok(())
        });
        cases.read(Some(UNVALIDATED), |bytes| {
            // SAFETY: as above.
            Ok(T::digest(unsafe { trusted::<T>(bytes) }))
        });
        cases.read(Some(VALIDATED), |bytes| {
            Ok(T::digest(verified::<T>(bytes)?))
        });
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        Some(verified::<T>(bytes).map(T::digest))
    }
}

/// Builds a vector of tables, one per item, in order.
fn tables<'b, I, O>(
    fbb: &mut FlatBufferBuilder<'b>,
    items: &[I],
    mut build: impl FnMut(&mut FlatBufferBuilder<'b>, &I) -> WIPOffset<O>,
) -> WIPOffset<flatbuffers::Vector<'b, flatbuffers::ForwardsUOffset<O>>> {
    let offsets: Vec<WIPOffset<O>> = items.iter().map(|item| build(fbb, item)).collect();
    fbb.create_vector(&offsets)
}

/// Builds a vector of strings, in order.
fn strings<'b>(
    fbb: &mut FlatBufferBuilder<'b>,
    items: &[String],
) -> WIPOffset<flatbuffers::Vector<'b, flatbuffers::ForwardsUOffset<&'b str>>> {
    tables(fbb, items, |fbb, s| fbb.create_string(s))
}

/// Copies a vector of strings out of a buffer.
fn owned_strings(
    strings: flatbuffers::Vector<'_, flatbuffers::ForwardsUOffset<&str>>,
) -> Vec<String> {
    strings.iter().map(str::to_owned).collect()
}

// ---- log ----

impl FlatbuffersData for Logs {
    type Root<'a> = fb_log::Logs<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb_log::Logs<'b>> {
        let logs = tables(fbb, &self.logs, |fbb, log| {
            let a = &log.address;
            let address = fb_log::Address::new(a.x0, a.x1, a.x2, a.x3);
            let identity = fbb.create_string(&log.identity);
            let userid = fbb.create_string(&log.userid);
            let date = fbb.create_string(&log.date);
            let request = fbb.create_string(&log.request);
            let mut entry = fb_log::LogBuilder::new(fbb);
            entry.add_address(&address);
            entry.add_identity(identity);
            entry.add_userid(userid);
            entry.add_date(date);
            entry.add_request(request);
            entry.add_code(log.code);
            entry.add_size(log.size);
            entry.finish()
        });
        let mut root = fb_log::LogsBuilder::new(fbb);
        root.add_logs(logs);
        root.finish()
    }

    fn to_data(root: fb_log::Logs<'_>) -> BenchResult<Self> {
        let logs = root.logs().iter().map(|log| {
            Ok(Log {
                address: log_address(&log)?,
                identity: log.identity().to_owned(),
                userid: log.userid().to_owned(),
                date: log.date().to_owned(),
                request: log.request().to_owned(),
                code: log.code(),
                size: log.size(),
            })
        });
        Ok(Logs {
            logs: logs.collect::<BenchResult<_>>()?,
        })
    }

    fn digest(root: fb_log::Logs<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for log in root.logs() {
            // Entries always carry an address (the serializer writes one for each).
            if let Some(a) = log.address() {
                digest.add(address_bits([a.x0(), a.x1(), a.x2(), a.x3()]));
            }
            digest.add(u64::from(log.code()));
            digest.add(log.size());
        }
        digest.finish()
    }
}

fn log_address(log: &fb_log::Log<'_>) -> BenchResult<Address> {
    let a = log.address().ok_or("log entry without address")?;
    Ok(Address {
        x0: a.x0(),
        x1: a.x1(),
        x2: a.x2(),
        x3: a.x3(),
    })
}

// ---- mesh ----

impl FlatbuffersData for Mesh {
    type Root<'a> = fb_mesh::Mesh<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb_mesh::Mesh<'b>> {
        fn vector(v: &Vector3) -> fb_mesh::Vector3 {
            fb_mesh::Vector3::new(v.x, v.y, v.z)
        }
        // Structs are pushed straight into the buffer, which grows downwards: last first.
        fbb.start_vector::<fb_mesh::Triangle>(self.triangles.len());
        for t in self.triangles.iter().rev() {
            fbb.push(fb_mesh::Triangle::new(
                &vector(&t.v0),
                &vector(&t.v1),
                &vector(&t.v2),
                &vector(&t.normal),
            ));
        }
        let triangles = fbb.end_vector(self.triangles.len());
        let mut root = fb_mesh::MeshBuilder::new(fbb);
        root.add_triangles(triangles);
        root.finish()
    }

    fn to_data(root: fb_mesh::Mesh<'_>) -> BenchResult<Self> {
        fn vector(v: &fb_mesh::Vector3) -> Vector3 {
            Vector3 {
                x: v.x(),
                y: v.y(),
                z: v.z(),
            }
        }
        let triangles = root.triangles().iter().map(|t| Triangle {
            v0: vector(t.v0()),
            v1: vector(t.v1()),
            v2: vector(t.v2()),
            normal: vector(t.normal()),
        });
        Ok(Mesh {
            triangles: triangles.collect(),
        })
    }

    fn digest(root: fb_mesh::Mesh<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for triangle in root.triangles() {
            let normal = triangle.normal();
            digest.add(u64::from(normal.x().to_bits()));
            digest.add(u64::from(normal.y().to_bits()));
            digest.add(u64::from(normal.z().to_bits()));
        }
        digest.finish()
    }
}

// ---- minecraft_savedata ----

fn game_type_to_fb(game_type: GameType) -> fb_mc::GameType {
    match game_type {
        GameType::Survival => fb_mc::GameType::Survival,
        GameType::Creative => fb_mc::GameType::Creative,
        GameType::Adventure => fb_mc::GameType::Adventure,
        GameType::Spectator => fb_mc::GameType::Spectator,
    }
}

fn game_type_from_fb(game_type: fb_mc::GameType) -> BenchResult<GameType> {
    Ok(match game_type {
        fb_mc::GameType::Survival => GameType::Survival,
        fb_mc::GameType::Creative => GameType::Creative,
        fb_mc::GameType::Adventure => GameType::Adventure,
        fb_mc::GameType::Spectator => GameType::Spectator,
        other => return Err(format!("unknown game type {}", other.0).into()),
    })
}

fn vector3d(v: (f64, f64, f64)) -> fb_mc::Vector3d {
    fb_mc::Vector3d::new(v.0, v.1, v.2)
}

fn tuple3d(v: &fb_mc::Vector3d) -> (f64, f64, f64) {
    (v.x(), v.y(), v.z())
}

fn build_item<'b>(fbb: &mut FlatBufferBuilder<'b>, item: &Item) -> WIPOffset<fb_mc::Item<'b>> {
    let id = fbb.create_string(&item.id);
    let mut out = fb_mc::ItemBuilder::new(fbb);
    out.add_count(item.count);
    out.add_slot(item.slot);
    out.add_id(id);
    out.finish()
}

fn read_item(item: fb_mc::Item<'_>) -> Item {
    Item {
        count: item.count(),
        slot: item.slot(),
        id: item.id().to_owned(),
    }
}

fn build_entity<'b>(
    fbb: &mut FlatBufferBuilder<'b>,
    entity: &Entity,
) -> WIPOffset<fb_mc::Entity<'b>> {
    let id = fbb.create_string(&entity.id);
    let custom_name = entity
        .custom_name
        .as_ref()
        .map(|name| fbb.create_string(name));
    let uuid = fb_mc::Uuid::new(
        entity.uuid[0],
        entity.uuid[1],
        entity.uuid[2],
        entity.uuid[3],
    );
    let mut out = fb_mc::EntityBuilder::new(fbb);
    out.add_id(id);
    out.add_pos(&vector3d(entity.pos));
    out.add_motion(&vector3d(entity.motion));
    out.add_rotation(&fb_mc::Vector2f::new(entity.rotation.0, entity.rotation.1));
    out.add_fall_distance(entity.fall_distance);
    out.add_fire(entity.fire);
    out.add_air(entity.air);
    out.add_on_ground(entity.on_ground);
    out.add_no_gravity(entity.no_gravity);
    out.add_invulnerable(entity.invulnerable);
    out.add_portal_cooldown(entity.portal_cooldown);
    out.add_uuid(&uuid);
    if let Some(custom_name) = custom_name {
        out.add_custom_name(custom_name);
    }
    out.add_custom_name_visible(entity.custom_name_visible);
    out.add_silent(entity.silent);
    out.add_glowing(entity.glowing);
    out.finish()
}

fn read_entity(entity: fb_mc::Entity<'_>) -> Entity {
    let rotation = entity.rotation();
    let uuid = entity.uuid();
    Entity {
        id: entity.id().to_owned(),
        pos: tuple3d(entity.pos()),
        motion: tuple3d(entity.motion()),
        rotation: (rotation.x(), rotation.y()),
        fall_distance: entity.fall_distance(),
        fire: entity.fire(),
        air: entity.air(),
        on_ground: entity.on_ground(),
        no_gravity: entity.no_gravity(),
        invulnerable: entity.invulnerable(),
        portal_cooldown: entity.portal_cooldown(),
        uuid: [uuid.x0(), uuid.x1(), uuid.x2(), uuid.x3()],
        custom_name: entity.custom_name().map(str::to_owned),
        custom_name_visible: entity.custom_name_visible(),
        silent: entity.silent(),
        glowing: entity.glowing(),
    }
}

fn build_recipe_book<'b>(
    fbb: &mut FlatBufferBuilder<'b>,
    book: &RecipeBook,
) -> WIPOffset<fb_mc::RecipeBook<'b>> {
    let recipes = strings(fbb, &book.recipes);
    let to_be_displayed = strings(fbb, &book.to_be_displayed);
    let mut out = fb_mc::RecipeBookBuilder::new(fbb);
    out.add_recipes(recipes);
    out.add_to_be_displayed(to_be_displayed);
    out.add_is_filtering_craftable(book.is_filtering_craftable);
    out.add_is_gui_open(book.is_gui_open);
    out.add_is_furnace_filtering_craftable(book.is_furnace_filtering_craftable);
    out.add_is_furnace_gui_open(book.is_furnace_gui_open);
    out.add_is_blasting_furnace_filtering_craftable(book.is_blasting_furnace_filtering_craftable);
    out.add_is_blasting_furnace_gui_open(book.is_blasting_furnace_gui_open);
    out.add_is_smoker_filtering_craftable(book.is_smoker_filtering_craftable);
    out.add_is_smoker_gui_open(book.is_smoker_gui_open);
    out.finish()
}

fn read_recipe_book(book: fb_mc::RecipeBook<'_>) -> RecipeBook {
    RecipeBook {
        recipes: owned_strings(book.recipes()),
        to_be_displayed: owned_strings(book.to_be_displayed()),
        is_filtering_craftable: book.is_filtering_craftable(),
        is_gui_open: book.is_gui_open(),
        is_furnace_filtering_craftable: book.is_furnace_filtering_craftable(),
        is_furnace_gui_open: book.is_furnace_gui_open(),
        is_blasting_furnace_filtering_craftable: book.is_blasting_furnace_filtering_craftable(),
        is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open(),
        is_smoker_filtering_craftable: book.is_smoker_filtering_craftable(),
        is_smoker_gui_open: book.is_smoker_gui_open(),
    }
}

fn build_player<'b>(
    fbb: &mut FlatBufferBuilder<'b>,
    player: &Player,
) -> WIPOffset<fb_mc::Player<'b>> {
    // Children first (the upstream suite's order, which fixes the layout).
    let dimension = fbb.create_string(&player.dimension);
    let selected_item = build_item(fbb, &player.selected_item);
    let spawn_dimension = player
        .spawn_dimension
        .as_ref()
        .map(|d| fbb.create_string(d));
    let inventory = tables(fbb, &player.inventory, build_item);
    let ender_items = tables(fbb, &player.ender_items, build_item);
    let a = &player.abilities;
    let abilities = fb_mc::Abilities::new(
        a.walk_speed,
        a.fly_speed,
        a.may_fly,
        a.flying,
        a.invulnerable,
        a.may_build,
        a.instabuild,
    );
    let root_vehicle = player.root_vehicle.as_ref().map(|(uuid, entity)| {
        let entity = Some(build_entity(fbb, entity));
        let args = fb_mc::VehicleArgs {
            param_0: uuid[0],
            param_1: uuid[1],
            param_2: uuid[2],
            param_3: uuid[3],
            entity,
        };
        fb_mc::Vehicle::create(fbb, &args)
    });
    let left = player
        .shoulder_entity_left
        .as_ref()
        .map(|e| build_entity(fbb, e));
    let right = player
        .shoulder_entity_right
        .as_ref()
        .map(|e| build_entity(fbb, e));
    let recipe_book = build_recipe_book(fbb, &player.recipe_book);

    let mut out = fb_mc::PlayerBuilder::new(fbb);
    out.add_game_type(game_type_to_fb(player.game_type));
    out.add_previous_game_type(game_type_to_fb(player.previous_game_type));
    out.add_score(player.score);
    out.add_dimension(dimension);
    out.add_selected_item_slot(player.selected_item_slot);
    out.add_selected_item(selected_item);
    if let Some(spawn_dimension) = spawn_dimension {
        out.add_spawn_dimension(spawn_dimension);
    }
    out.add_spawn_x(player.spawn_x);
    out.add_spawn_y(player.spawn_y);
    out.add_spawn_z(player.spawn_z);
    if let Some(forced) = player.spawn_forced {
        out.add_spawn_forced(forced);
    }
    out.add_sleep_timer(player.sleep_timer);
    out.add_food_exhaustion_level(player.food_exhaustion_level);
    out.add_food_saturation_level(player.food_saturation_level);
    out.add_food_tick_timer(player.food_tick_timer);
    out.add_xp_level(player.xp_level);
    out.add_xp_p(player.xp_p);
    out.add_xp_total(player.xp_total);
    out.add_xp_seed(player.xp_seed);
    out.add_inventory(inventory);
    out.add_ender_items(ender_items);
    out.add_abilities(&abilities);
    if let Some(position) = player.entered_nether_position {
        out.add_entered_nether_position(&vector3d(position));
    }
    if let Some(vehicle) = root_vehicle {
        out.add_root_vehicle(vehicle);
    }
    if let Some(left) = left {
        out.add_shoulder_entity_left(left);
    }
    if let Some(right) = right {
        out.add_shoulder_entity_right(right);
    }
    out.add_seen_credits(player.seen_credits);
    out.add_recipe_book(recipe_book);
    out.finish()
}

fn read_player(player: fb_mc::Player<'_>) -> BenchResult<Player> {
    let a = player.abilities();
    Ok(Player {
        game_type: game_type_from_fb(player.game_type())?,
        previous_game_type: game_type_from_fb(player.previous_game_type())?,
        score: player.score(),
        dimension: player.dimension().to_owned(),
        selected_item_slot: player.selected_item_slot(),
        selected_item: read_item(player.selected_item()),
        spawn_dimension: player.spawn_dimension().map(str::to_owned),
        spawn_x: player.spawn_x(),
        spawn_y: player.spawn_y(),
        spawn_z: player.spawn_z(),
        spawn_forced: player.spawn_forced(),
        sleep_timer: player.sleep_timer(),
        food_exhaustion_level: player.food_exhaustion_level(),
        food_saturation_level: player.food_saturation_level(),
        food_tick_timer: player.food_tick_timer(),
        xp_level: player.xp_level(),
        xp_p: player.xp_p(),
        xp_total: player.xp_total(),
        xp_seed: player.xp_seed(),
        inventory: player.inventory().iter().map(read_item).collect(),
        ender_items: player.ender_items().iter().map(read_item).collect(),
        abilities: Abilities {
            walk_speed: a.walk_speed(),
            fly_speed: a.fly_speed(),
            may_fly: a.may_fly(),
            flying: a.flying(),
            invulnerable: a.invulnerable(),
            may_build: a.may_build(),
            instabuild: a.instabuild(),
        },
        entered_nether_position: player.entered_nether_position().map(tuple3d),
        root_vehicle: player.root_vehicle().map(|vehicle| {
            let uuid = [
                vehicle.param_0(),
                vehicle.param_1(),
                vehicle.param_2(),
                vehicle.param_3(),
            ];
            (uuid, read_entity(vehicle.entity()))
        }),
        shoulder_entity_left: player.shoulder_entity_left().map(read_entity),
        shoulder_entity_right: player.shoulder_entity_right().map(read_entity),
        seen_credits: player.seen_credits(),
        recipe_book: read_recipe_book(player.recipe_book()),
    })
}

impl FlatbuffersData for Players {
    type Root<'a> = fb_mc::Players<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb_mc::Players<'b>> {
        let players = tables(fbb, &self.players, build_player);
        let mut root = fb_mc::PlayersBuilder::new(fbb);
        root.add_players(players);
        root.finish()
    }

    fn to_data(root: fb_mc::Players<'_>) -> BenchResult<Self> {
        Ok(Players {
            players: root
                .players()
                .iter()
                .map(read_player)
                .collect::<BenchResult<_>>()?,
        })
    }

    fn digest(root: fb_mc::Players<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for player in root.players() {
            // The raw enum value: the digest must not depend on the conversion.
            digest.add(player.game_type().0 as u64);
        }
        digest.finish()
    }
}

// ---- mk48 ----

fn entity_type_to_fb(entity_type: EntityType) -> fb_mk48::EntityType {
    match entity_type {
        EntityType::ArleighBurke => fb_mk48::EntityType::ArleighBurke,
        EntityType::Bismarck => fb_mk48::EntityType::Bismarck,
        EntityType::Clemenceau => fb_mk48::EntityType::Clemenceau,
        EntityType::Fletcher => fb_mk48::EntityType::Fletcher,
        EntityType::G5 => fb_mk48::EntityType::G5,
        EntityType::Iowa => fb_mk48::EntityType::Iowa,
        EntityType::Kolkata => fb_mk48::EntityType::Kolkata,
        EntityType::Osa => fb_mk48::EntityType::Osa,
        EntityType::Yasen => fb_mk48::EntityType::Yasen,
        EntityType::Zubr => fb_mk48::EntityType::Zubr,
    }
}

fn entity_type_from_fb(entity_type: fb_mk48::EntityType) -> BenchResult<EntityType> {
    Ok(match entity_type {
        fb_mk48::EntityType::ArleighBurke => EntityType::ArleighBurke,
        fb_mk48::EntityType::Bismarck => EntityType::Bismarck,
        fb_mk48::EntityType::Clemenceau => EntityType::Clemenceau,
        fb_mk48::EntityType::Fletcher => EntityType::Fletcher,
        fb_mk48::EntityType::G5 => EntityType::G5,
        fb_mk48::EntityType::Iowa => EntityType::Iowa,
        fb_mk48::EntityType::Kolkata => EntityType::Kolkata,
        fb_mk48::EntityType::Osa => EntityType::Osa,
        fb_mk48::EntityType::Yasen => EntityType::Yasen,
        fb_mk48::EntityType::Zubr => EntityType::Zubr,
        other => return Err(format!("unknown entity type {}", other.0).into()),
    })
}

fn build_contact<'b>(
    fbb: &mut FlatBufferBuilder<'b>,
    contact: &Contact,
) -> WIPOffset<fb_mk48::Contact<'b>> {
    let reloads = fbb.create_vector(&contact.reloads);
    let turret_angles = fbb.create_vector(&contact.turret_angles);
    let g = &contact.guidance;
    let t = &contact.transform;
    let position = fb_mk48::Vector2f::new(t.position.0, t.position.1);
    let mut out = fb_mk48::ContactBuilder::new(fbb);
    out.add_damage(contact.damage);
    out.add_entity_id(contact.entity_id);
    if let Some(entity_type) = contact.entity_type {
        out.add_entity_type(entity_type_to_fb(entity_type));
    }
    out.add_guidance(&fb_mk48::Guidance::new(g.angle, g.submerge, g.velocity));
    if let Some(player_id) = contact.player_id {
        out.add_player_id(player_id);
    }
    out.add_reloads(reloads);
    out.add_transform(&fb_mk48::Transform::new(
        t.altitude, t.angle, &position, t.velocity,
    ));
    out.add_turret_angles(turret_angles);
    out.finish()
}

fn read_contact(contact: fb_mk48::Contact<'_>) -> BenchResult<Contact> {
    let g = contact.guidance().ok_or("contact without guidance")?;
    let t = contact.transform().ok_or("contact without transform")?;
    Ok(Contact {
        damage: contact.damage(),
        entity_id: contact.entity_id(),
        entity_type: contact.entity_type().map(entity_type_from_fb).transpose()?,
        guidance: Guidance {
            angle: g.angle(),
            submerge: g.submerge(),
            velocity: g.velocity(),
        },
        player_id: contact.player_id(),
        reloads: contact.reloads().iter().collect(),
        transform: Transform {
            altitude: t.altitude(),
            angle: t.angle(),
            position: (t.position().x(), t.position().y()),
            velocity: t.velocity(),
        },
        turret_angles: contact.turret_angles().iter().collect(),
    })
}

fn build_update<'b>(
    fbb: &mut FlatBufferBuilder<'b>,
    update: &Update,
) -> WIPOffset<fb_mk48::Update<'b>> {
    let contacts = tables(fbb, &update.contacts, build_contact);
    let terrain_updates = tables(fbb, &update.terrain_updates, |fbb, terrain| {
        let data = fbb.create_vector(&terrain.data);
        let mut out = fb_mk48::TerrainUpdateBuilder::new(fbb);
        out.add_chunk_id(&fb_mk48::ChunkId::new(
            terrain.chunk_id.0,
            terrain.chunk_id.1,
        ));
        out.add_data(data);
        out.finish()
    });
    let mut out = fb_mk48::UpdateBuilder::new(fbb);
    out.add_contacts(contacts);
    out.add_score(update.score);
    out.add_world_radius(update.world_radius);
    out.add_terrain_updates(terrain_updates);
    out.finish()
}

fn read_update(update: fb_mk48::Update<'_>) -> BenchResult<Update> {
    let terrain_updates = update.terrain_updates().iter().map(|terrain| {
        let chunk_id = terrain
            .chunk_id()
            .ok_or("terrain update without chunk id")?;
        Ok(TerrainUpdate {
            chunk_id: (chunk_id.x(), chunk_id.y()),
            data: terrain
                .data()
                .map(|d| d.bytes().to_vec())
                .unwrap_or_default(),
        })
    });
    Ok(Update {
        contacts: update
            .contacts()
            .iter()
            .map(read_contact)
            .collect::<BenchResult<_>>()?,
        score: update.score(),
        world_radius: update.world_radius(),
        terrain_updates: terrain_updates.collect::<BenchResult<_>>()?,
    })
}

impl FlatbuffersData for Updates {
    type Root<'a> = fb_mk48::Updates<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb_mk48::Updates<'b>> {
        let updates = tables(fbb, &self.updates, build_update);
        let mut root = fb_mk48::UpdatesBuilder::new(fbb);
        root.add_updates(updates);
        root.finish()
    }

    fn to_data(root: fb_mk48::Updates<'_>) -> BenchResult<Self> {
        Ok(Updates {
            updates: root
                .updates()
                .iter()
                .map(read_update)
                .collect::<BenchResult<_>>()?,
        })
    }

    fn digest(root: fb_mk48::Updates<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for update in root.updates() {
            digest.add(u64::from(update.score()));
        }
        digest.finish()
    }
}

// ---- record ----

impl FlatbuffersData for Record {
    type Root<'a> = fb_record::Record<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb_record::Record<'b>> {
        let ids = fbb.create_vector(&self.ids);
        let strings = strings(fbb, &self.strings);
        let mut root = fb_record::RecordBuilder::new(fbb);
        root.add_ids(ids);
        root.add_strings(strings);
        root.finish()
    }

    fn to_data(root: fb_record::Record<'_>) -> BenchResult<Self> {
        Ok(Record {
            ids: root.ids().iter().collect(),
            strings: owned_strings(root.strings()),
        })
    }

    fn digest(root: fb_record::Record<'_>) -> u64 {
        let mut digest = ReadDigest::default();
        for id in root.ids() {
            digest.add(id as u64);
        }
        for string in root.strings() {
            digest.add(string.len() as u64);
        }
        digest.finish()
    }
}
