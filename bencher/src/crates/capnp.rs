//! capnp: Cap'n Proto, schema-first (`bencher/schemas/*.capnp`, generated code in
//! `crate::generated::capnp`). The wire form is the in-memory form, so a message is read in
//! place: pointers are checked as they are followed ("validated on-demand"), and an invalid
//! one is an error, not undefined behaviour.
//!
//! Cases, named as the upstream suite names them so figures compare:
//! * serialize: build the message with a reused 8 MB first segment (the upstream's
//!   allocator) and write it out; `packed` writes the packed encoding.
//! * access / read (`validated on-demand with error`): open the message in place / and read
//!   the dataset's digest fields through it. `read` (`packed`) must unpack first.
//! * deserialize (primary, and `packed`): read every field into the owned dataset type, which
//!   is what a program needing owned data does (the upstream suite does not measure it).
//!
//! No borrow case (the readers already borrow everything) and no update: the crate has no API
//! to modify a received message in place.

use std::hint::black_box;

use capnp::message::{Allocator, Builder, HeapAllocator, ReaderOptions};
use capnp::serialize::{self, BufferSegments};
use capnp::traits::Owned;
use capnp::{serialize_packed, Word};

use super::Adapter;
use crate::adapter::VariantMeta;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta, Variant};
use crate::datasets::log::{address_bits, Address, Log, Logs};
use crate::datasets::mesh::{Mesh, Triangle, Vector3};
use crate::datasets::minecraft_savedata::{
    Abilities, Entity, GameType, Item, Player, Players, RecipeBook,
};
use crate::datasets::mk48::{
    Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates,
};
use crate::datasets::{Dataset, ReadDigest, Record};
use crate::generated::capnp::record_capnp;
use crate::generated::capnp::{log_capnp, mesh_capnp, minecraft_savedata_capnp as mc, mk48_capnp};

/// The capnp adapter.
pub struct Capnp;

const PACKED: &str = "packed";
const VALIDATED: &str = "validated on-demand with error";

static META: CrateMeta = CrateMeta {
    id: "capnp",
    name: "capnp",
    version: "0.27.3",
    family: "capnp",
    zero_copy: true,
    variants: &[
        VariantMeta::same(PACKED, "packed encoding: runs of zero bytes squeezed out; smaller, but unpacked before reading"),
        VariantMeta::same(VALIDATED, "read in place; each pointer is bounds-checked when followed, a bad one is an error"),
    ],
};

impl Adapter for Capnp {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// A dataset with a Cap'n Proto schema: how to build its message, read it back, and read the
/// digest fields through it.
pub trait CapnpData: Dataset {
    /// The generated root struct.
    type Root: Owned;
    /// Fills the message's root.
    fn build(&self, root: <Self::Root as Owned>::Builder<'_>);
    /// Reads every field into the owned dataset type.
    fn to_data(root: <Self::Root as Owned>::Reader<'_>) -> capnp::Result<Self>;
    /// Reads the fields of [`Dataset::read_digest`] through the message.
    fn digest(root: <Self::Root as Owned>::Reader<'_>) -> capnp::Result<u64>;
}

/// Words in the reused first segment: 8 MB, as the upstream suite allocates (segment layout,
/// hence size, depends on it).
const SCRATCH_WORDS: usize = 1_000_000;

/// capnp's `ScratchSpaceHeapAllocator`, owning its scratch space so a benchmark closure can
/// keep it across runs: the first segment is the (re-zeroed) scratch space, later segments
/// come from a `HeapAllocator`. Same segments as the upstream's allocator, so same sizes.
struct OwnedScratch {
    scratch: Vec<Word>,
    scratch_in_use: bool,
    heap: HeapAllocator,
}

impl OwnedScratch {
    fn new() -> Self {
        Self {
            scratch: Word::allocate_zeroed_vec(SCRATCH_WORDS),
            scratch_in_use: false,
            heap: HeapAllocator::new(),
        }
    }
}

// SAFETY: segments handed out are zeroed (the scratch is zeroed at creation and re-zeroed up
// to the words used when released; the heap allocator zeroes its own), 8-byte aligned (`Word`
// storage) and stay valid until released; the scratch is handed out at most once at a time.
unsafe impl Allocator for OwnedScratch {
    fn allocate_segment(&mut self, minimum_size: u32) -> (std::ptr::NonNull<u8>, u32) {
        if (minimum_size as usize) < self.scratch.len() && !self.scratch_in_use {
            self.scratch_in_use = true;
            let bytes = Word::words_to_bytes_mut(&mut self.scratch);
            let words = u32::try_from(SCRATCH_WORDS).expect("scratch fits in u32 words");
            (std::ptr::NonNull::from(bytes).cast(), words)
        } else {
            self.heap.allocate_segment(minimum_size)
        }
    }

    unsafe fn deallocate_segment(
        &mut self,
        ptr: std::ptr::NonNull<u8>,
        word_size: u32,
        words_used: u32,
    ) {
        let scratch = Word::words_to_bytes_mut(&mut self.scratch);
        if ptr.as_ptr() == scratch.as_mut_ptr() {
            let used = words_used as usize * std::mem::size_of::<Word>();
            scratch[..used].fill(0);
            self.scratch_in_use = false;
        } else {
            // SAFETY: the segment came from `self.heap` with these sizes.
            unsafe { self.heap.deallocate_segment(ptr, word_size, words_used) }
        }
    }
}

/// Opens a message in place (bytes must be 8-byte aligned; the engine aligns them).
fn open(bytes: &[u8]) -> capnp::Result<capnp::message::Reader<BufferSegments<&[u8]>>> {
    serialize::read_message_from_flat_slice(&mut &*bytes, ReaderOptions::new())
}

/// Unpacks a packed message into owned segments.
fn unpack(bytes: &[u8]) -> capnp::Result<capnp::message::Reader<serialize::OwnedSegments>> {
    serialize_packed::read_message(bytes, ReaderOptions::new())
}

/// Registers the serialize case, packed or not: a constant, so each form is code of its own
/// and a code-size probe, which registers only the primary, holds no packing code.
fn serialize_case<'a, T: CapnpData, const PACKED: bool>(
    cases: &mut Cases<'a, T>,
    variant: Variant,
) {
    let mut scratch = OwnedScratch::new();
    cases.serialize(variant, move |data, buffer| {
        let mut message = Builder::new(&mut scratch);
        data.build(message.init_root());
        if PACKED {
            serialize_packed::write_message(buffer, &message)?;
        } else {
            serialize::write_message(buffer, &message)?;
        }
        Ok(())
    });
}

impl<T: CapnpData> Bench<T> for Capnp {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        serialize_case::<T, false>(cases, None);
        serialize_case::<T, true>(cases, Some(PACKED));
        cases.deserialize(None, |bytes| Ok(T::to_data(open(bytes)?.get_root()?)?));
        cases.deserialize(Some(PACKED), |bytes| {
            Ok(T::to_data(unpack(bytes)?.get_root()?)?)
        });
        cases.access(Some(VALIDATED), |bytes| {
            let message = open(bytes)?;
            // Opening the message and checking the root pointer is the access; the reader
            // borrows the input, so it is black-boxed here rather than returned.
            black_box(message.get_root::<<T::Root as Owned>::Reader<'_>>()?);
            Ok(())
        });
        cases.read(Some(VALIDATED), |bytes| {
            Ok(T::digest(open(bytes)?.get_root()?)?)
        });
        cases.read(Some(PACKED), |bytes| {
            Ok(T::digest(unpack(bytes)?.get_root()?)?)
        });
    }

    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        let digest = || -> BenchResult<u64> { Ok(T::digest(open(bytes)?.get_root()?)?) };
        Some(digest())
    }
}

/// Builds an owned `Vec` from a capnp list, element by element.
fn collect<R, T>(
    list: impl IntoIterator<Item = R>,
    mut convert: impl FnMut(R) -> capnp::Result<T>,
) -> capnp::Result<Vec<T>> {
    list.into_iter().map(&mut convert).collect()
}

/// `u32` length of a collection, as capnp list constructors take.
fn len32<T>(items: &[T]) -> u32 {
    u32::try_from(items.len()).expect("capnp lists hold at most u32::MAX elements")
}

// ---- log ----

impl CapnpData for Logs {
    type Root = log_capnp::logs::Owned;

    fn build(&self, root: log_capnp::logs::Builder<'_>) {
        let mut logs = root.init_logs(len32(&self.logs));
        for (i, log) in self.logs.iter().enumerate() {
            let mut entry = logs.reborrow().get(i as u32);
            let mut address = entry.reborrow().init_address();
            address.set_x0(log.address.x0);
            address.set_x1(log.address.x1);
            address.set_x2(log.address.x2);
            address.set_x3(log.address.x3);
            entry.set_identity(log.identity.as_str());
            entry.set_userid(log.userid.as_str());
            entry.set_date(log.date.as_str());
            entry.set_request(log.request.as_str());
            entry.set_code(log.code);
            entry.set_size(log.size);
        }
    }

    fn to_data(root: log_capnp::logs::Reader<'_>) -> capnp::Result<Self> {
        let logs = collect(root.get_logs()?, |log| {
            Ok(Log {
                address: log_address(log.get_address()?),
                identity: log.get_identity()?.to_string()?,
                userid: log.get_userid()?.to_string()?,
                date: log.get_date()?.to_string()?,
                request: log.get_request()?.to_string()?,
                code: log.get_code(),
                size: log.get_size(),
            })
        })?;
        Ok(Logs { logs })
    }

    fn digest(root: log_capnp::logs::Reader<'_>) -> capnp::Result<u64> {
        let mut digest = ReadDigest::default();
        for log in root.get_logs()? {
            let a = log.get_address()?;
            digest.add(address_bits([
                a.get_x0(),
                a.get_x1(),
                a.get_x2(),
                a.get_x3(),
            ]));
            digest.add(u64::from(log.get_code()));
            digest.add(log.get_size());
        }
        Ok(digest.finish())
    }
}

fn log_address(address: log_capnp::address::Reader<'_>) -> Address {
    Address {
        x0: address.get_x0(),
        x1: address.get_x1(),
        x2: address.get_x2(),
        x3: address.get_x3(),
    }
}

// ---- mesh ----

impl CapnpData for Mesh {
    type Root = mesh_capnp::mesh::Owned;

    fn build(&self, root: mesh_capnp::mesh::Builder<'_>) {
        fn set(mut out: mesh_capnp::vector3::Builder<'_>, v: &Vector3) {
            out.set_x(v.x);
            out.set_y(v.y);
            out.set_z(v.z);
        }
        let mut triangles = root.init_triangles(len32(&self.triangles));
        for (i, triangle) in self.triangles.iter().enumerate() {
            let mut out = triangles.reborrow().get(i as u32);
            set(out.reborrow().init_v0(), &triangle.v0);
            set(out.reborrow().init_v1(), &triangle.v1);
            set(out.reborrow().init_v2(), &triangle.v2);
            set(out.reborrow().init_normal(), &triangle.normal);
        }
    }

    fn to_data(root: mesh_capnp::mesh::Reader<'_>) -> capnp::Result<Self> {
        fn vector(v: mesh_capnp::vector3::Reader<'_>) -> Vector3 {
            Vector3 {
                x: v.get_x(),
                y: v.get_y(),
                z: v.get_z(),
            }
        }
        let triangles = collect(root.get_triangles()?, |t| {
            Ok(Triangle {
                v0: vector(t.get_v0()?),
                v1: vector(t.get_v1()?),
                v2: vector(t.get_v2()?),
                normal: vector(t.get_normal()?),
            })
        })?;
        Ok(Mesh { triangles })
    }

    fn digest(root: mesh_capnp::mesh::Reader<'_>) -> capnp::Result<u64> {
        let mut digest = ReadDigest::default();
        for triangle in root.get_triangles()? {
            let normal = triangle.get_normal()?;
            digest.add(u64::from(normal.get_x().to_bits()));
            digest.add(u64::from(normal.get_y().to_bits()));
            digest.add(u64::from(normal.get_z().to_bits()));
        }
        Ok(digest.finish())
    }
}

// ---- minecraft_savedata ----

fn game_type_to_capnp(game_type: GameType) -> mc::GameType {
    match game_type {
        GameType::Survival => mc::GameType::Survival,
        GameType::Creative => mc::GameType::Creative,
        GameType::Adventure => mc::GameType::Adventure,
        GameType::Spectator => mc::GameType::Spectator,
    }
}

fn game_type_from_capnp(game_type: mc::GameType) -> GameType {
    match game_type {
        mc::GameType::Survival => GameType::Survival,
        mc::GameType::Creative => GameType::Creative,
        mc::GameType::Adventure => GameType::Adventure,
        mc::GameType::Spectator => GameType::Spectator,
    }
}

fn build_item(mut out: mc::item::Builder<'_>, item: &Item) {
    out.set_count(item.count);
    out.set_slot(item.slot);
    out.set_id(item.id.as_str());
}

fn read_item(item: mc::item::Reader<'_>) -> capnp::Result<Item> {
    Ok(Item {
        count: item.get_count(),
        slot: item.get_slot(),
        id: item.get_id()?.to_string()?,
    })
}

fn build_items(mut out: capnp::struct_list::Builder<'_, mc::item::Owned>, items: &[Item]) {
    for (i, item) in items.iter().enumerate() {
        build_item(out.reborrow().get(i as u32), item);
    }
}

fn build_entity(mut out: mc::entity::Builder<'_>, entity: &Entity) {
    out.set_id(entity.id.as_str());
    let mut pos = out.reborrow().init_pos();
    pos.set_x(entity.pos.0);
    pos.set_y(entity.pos.1);
    pos.set_z(entity.pos.2);
    let mut motion = out.reborrow().init_motion();
    motion.set_x(entity.motion.0);
    motion.set_y(entity.motion.1);
    motion.set_z(entity.motion.2);
    let mut rotation = out.reborrow().init_rotation();
    rotation.set_x(entity.rotation.0);
    rotation.set_y(entity.rotation.1);
    out.set_fall_distance(entity.fall_distance);
    out.set_fire(entity.fire);
    out.set_air(entity.air);
    out.set_on_ground(entity.on_ground);
    out.set_no_gravity(entity.no_gravity);
    out.set_invulnerable(entity.invulnerable);
    out.set_portal_cooldown(entity.portal_cooldown);
    let mut uuid = out.reborrow().init_uuid();
    uuid.set_x0(entity.uuid[0]);
    uuid.set_x1(entity.uuid[1]);
    uuid.set_x2(entity.uuid[2]);
    uuid.set_x3(entity.uuid[3]);
    if let Some(name) = &entity.custom_name {
        out.set_custom_name(name.as_str());
    }
    out.set_custom_name_visible(entity.custom_name_visible);
    out.set_silent(entity.silent);
    out.set_glowing(entity.glowing);
}

fn read_entity(entity: mc::entity::Reader<'_>) -> capnp::Result<Entity> {
    let pos = entity.get_pos();
    let motion = entity.get_motion();
    let rotation = entity.get_rotation();
    let uuid = entity.get_uuid();
    Ok(Entity {
        id: entity.get_id()?.to_string()?,
        pos: (pos.get_x(), pos.get_y(), pos.get_z()),
        motion: (motion.get_x(), motion.get_y(), motion.get_z()),
        rotation: (rotation.get_x(), rotation.get_y()),
        fall_distance: entity.get_fall_distance(),
        fire: entity.get_fire(),
        air: entity.get_air(),
        on_ground: entity.get_on_ground(),
        no_gravity: entity.get_no_gravity(),
        invulnerable: entity.get_invulnerable(),
        portal_cooldown: entity.get_portal_cooldown(),
        uuid: [uuid.get_x0(), uuid.get_x1(), uuid.get_x2(), uuid.get_x3()],
        custom_name: if entity.has_custom_name() {
            Some(entity.get_custom_name()?.to_string()?)
        } else {
            None
        },
        custom_name_visible: entity.get_custom_name_visible(),
        silent: entity.get_silent(),
        glowing: entity.get_glowing(),
    })
}

fn build_strings(mut out: capnp::text_list::Builder<'_>, strings: &[String]) {
    for (i, string) in strings.iter().enumerate() {
        out.set(i as u32, string.as_str());
    }
}

fn read_strings(strings: capnp::text_list::Reader<'_>) -> capnp::Result<Vec<String>> {
    collect(strings, |s| Ok(s?.to_string()?))
}

fn build_recipe_book(mut out: mc::recipe_book::Builder<'_>, book: &RecipeBook) {
    build_strings(
        out.reborrow().init_recipes(len32(&book.recipes)),
        &book.recipes,
    );
    build_strings(
        out.reborrow()
            .init_to_be_displayed(len32(&book.to_be_displayed)),
        &book.to_be_displayed,
    );
    out.set_is_filtering_craftable(book.is_filtering_craftable);
    out.set_is_gui_open(book.is_gui_open);
    out.set_is_furnace_filtering_craftable(book.is_furnace_filtering_craftable);
    out.set_is_furnace_gui_open(book.is_furnace_gui_open);
    out.set_is_blasting_furnace_filtering_craftable(book.is_blasting_furnace_filtering_craftable);
    out.set_is_blasting_furnace_gui_open(book.is_blasting_furnace_gui_open);
    out.set_is_smoker_filtering_craftable(book.is_smoker_filtering_craftable);
    out.set_is_smoker_gui_open(book.is_smoker_gui_open);
}

fn read_recipe_book(book: mc::recipe_book::Reader<'_>) -> capnp::Result<RecipeBook> {
    Ok(RecipeBook {
        recipes: read_strings(book.get_recipes()?)?,
        to_be_displayed: read_strings(book.get_to_be_displayed()?)?,
        is_filtering_craftable: book.get_is_filtering_craftable(),
        is_gui_open: book.get_is_gui_open(),
        is_furnace_filtering_craftable: book.get_is_furnace_filtering_craftable(),
        is_furnace_gui_open: book.get_is_furnace_gui_open(),
        is_blasting_furnace_filtering_craftable: book.get_is_blasting_furnace_filtering_craftable(),
        is_blasting_furnace_gui_open: book.get_is_blasting_furnace_gui_open(),
        is_smoker_filtering_craftable: book.get_is_smoker_filtering_craftable(),
        is_smoker_gui_open: book.get_is_smoker_gui_open(),
    })
}

fn build_player(mut out: mc::player::Builder<'_>, player: &Player) {
    out.set_game_type(game_type_to_capnp(player.game_type));
    out.set_previous_game_type(game_type_to_capnp(player.previous_game_type));
    out.set_score(player.score);
    out.set_dimension(player.dimension.as_str());
    out.set_selected_item_slot(player.selected_item_slot);
    build_item(out.reborrow().init_selected_item(), &player.selected_item);
    let mut spawn_dimension = out.reborrow().init_spawn_dimension();
    match &player.spawn_dimension {
        Some(dimension) => spawn_dimension.set_some(dimension.as_str()),
        None => spawn_dimension.set_none(()),
    }
    let mut spawn = out.reborrow().init_spawn();
    spawn.set_x(player.spawn_x);
    spawn.set_y(player.spawn_y);
    spawn.set_z(player.spawn_z);
    let mut spawn_forced = out.reborrow().init_spawn_forced();
    match player.spawn_forced {
        Some(forced) => spawn_forced.set_some(forced),
        None => spawn_forced.set_none(()),
    }
    out.set_sleep_timer(player.sleep_timer);
    out.set_food_exhaustion_level(player.food_exhaustion_level);
    out.set_food_saturation_level(player.food_saturation_level);
    out.set_food_tick_timer(player.food_tick_timer);
    out.set_xp_level(player.xp_level);
    out.set_xp_p(player.xp_p);
    out.set_xp_total(player.xp_total);
    out.set_xp_seed(player.xp_seed);
    build_items(
        out.reborrow().init_inventory(len32(&player.inventory)),
        &player.inventory,
    );
    build_items(
        out.reborrow().init_ender_items(len32(&player.ender_items)),
        &player.ender_items,
    );
    let mut abilities = out.reborrow().init_abilities();
    let a = &player.abilities;
    abilities.set_walk_speed(a.walk_speed);
    abilities.set_fly_speed(a.fly_speed);
    abilities.set_may_fly(a.may_fly);
    abilities.set_flying(a.flying);
    abilities.set_invulnerable(a.invulnerable);
    abilities.set_may_build(a.may_build);
    abilities.set_instabuild(a.instabuild);
    let mut nether = out.reborrow().init_entered_nether_position();
    match player.entered_nether_position {
        Some((x, y, z)) => {
            let mut position = nether.init_some();
            position.set_x(x);
            position.set_y(y);
            position.set_z(z);
        }
        None => nether.set_none(()),
    }
    let mut vehicle = out.reborrow().init_root_vehicle();
    match &player.root_vehicle {
        Some((uuid, entity)) => {
            let mut some = vehicle.init_some();
            let mut id = some.reborrow().init_uuid();
            id.set_x0(uuid[0]);
            id.set_x1(uuid[1]);
            id.set_x2(uuid[2]);
            id.set_x3(uuid[3]);
            build_entity(some.init_entity(), entity);
        }
        None => vehicle.set_none(()),
    }
    let mut left = out.reborrow().init_shoulder_entity_left();
    match &player.shoulder_entity_left {
        Some(entity) => build_entity(left.init_some(), entity),
        None => left.set_none(()),
    }
    let mut right = out.reborrow().init_shoulder_entity_right();
    match &player.shoulder_entity_right {
        Some(entity) => build_entity(right.init_some(), entity),
        None => right.set_none(()),
    }
    out.set_seen_credits(player.seen_credits);
    build_recipe_book(out.init_recipe_book(), &player.recipe_book);
}

fn read_player(player: mc::player::Reader<'_>) -> capnp::Result<Player> {
    use mc::player::{
        entered_nether_position as nether, root_vehicle, shoulder_entity_left as left,
        shoulder_entity_right as right, spawn_dimension, spawn_forced,
    };
    let spawn = player.get_spawn();
    let abilities = player.get_abilities()?;
    Ok(Player {
        game_type: game_type_from_capnp(player.get_game_type()?),
        previous_game_type: game_type_from_capnp(player.get_previous_game_type()?),
        score: player.get_score(),
        dimension: player.get_dimension()?.to_string()?,
        selected_item_slot: player.get_selected_item_slot(),
        selected_item: read_item(player.get_selected_item()?)?,
        spawn_dimension: match player.get_spawn_dimension().which()? {
            spawn_dimension::Some(dimension) => Some(dimension?.to_string()?),
            spawn_dimension::None(()) => None,
        },
        spawn_x: spawn.get_x(),
        spawn_y: spawn.get_y(),
        spawn_z: spawn.get_z(),
        spawn_forced: match player.get_spawn_forced().which()? {
            spawn_forced::Some(forced) => Some(forced),
            spawn_forced::None(()) => None,
        },
        sleep_timer: player.get_sleep_timer(),
        food_exhaustion_level: player.get_food_exhaustion_level(),
        food_saturation_level: player.get_food_saturation_level(),
        food_tick_timer: player.get_food_tick_timer(),
        xp_level: player.get_xp_level(),
        xp_p: player.get_xp_p(),
        xp_total: player.get_xp_total(),
        xp_seed: player.get_xp_seed(),
        inventory: collect(player.get_inventory()?, read_item)?,
        ender_items: collect(player.get_ender_items()?, read_item)?,
        abilities: Abilities {
            walk_speed: abilities.get_walk_speed(),
            fly_speed: abilities.get_fly_speed(),
            may_fly: abilities.get_may_fly(),
            flying: abilities.get_flying(),
            invulnerable: abilities.get_invulnerable(),
            may_build: abilities.get_may_build(),
            instabuild: abilities.get_instabuild(),
        },
        entered_nether_position: match player.get_entered_nether_position().which()? {
            nether::Some(p) => Some((p.get_x(), p.get_y(), p.get_z())),
            nether::None(()) => None,
        },
        root_vehicle: match player.get_root_vehicle().which()? {
            root_vehicle::Some(vehicle) => {
                let uuid = vehicle.get_uuid();
                Some((
                    [uuid.get_x0(), uuid.get_x1(), uuid.get_x2(), uuid.get_x3()],
                    read_entity(vehicle.get_entity()?)?,
                ))
            }
            root_vehicle::None(()) => None,
        },
        shoulder_entity_left: match player.get_shoulder_entity_left().which()? {
            left::Some(entity) => Some(read_entity(entity?)?),
            left::None(()) => None,
        },
        shoulder_entity_right: match player.get_shoulder_entity_right().which()? {
            right::Some(entity) => Some(read_entity(entity?)?),
            right::None(()) => None,
        },
        seen_credits: player.get_seen_credits(),
        recipe_book: read_recipe_book(player.get_recipe_book()?)?,
    })
}

impl CapnpData for Players {
    type Root = mc::players::Owned;

    fn build(&self, root: mc::players::Builder<'_>) {
        let mut players = root.init_players(len32(&self.players));
        for (i, player) in self.players.iter().enumerate() {
            build_player(players.reborrow().get(i as u32), player);
        }
    }

    fn to_data(root: mc::players::Reader<'_>) -> capnp::Result<Self> {
        Ok(Players {
            players: collect(root.get_players()?, read_player)?,
        })
    }

    fn digest(root: mc::players::Reader<'_>) -> capnp::Result<u64> {
        let mut digest = ReadDigest::default();
        for player in root.get_players()? {
            digest.add(game_type_from_capnp(player.get_game_type()?).index());
        }
        Ok(digest.finish())
    }
}

// ---- mk48 ----

/// The dataset's entity types in capnp's declaration order (the same order).
const ENTITY_TYPES: [(EntityType, mk48_capnp::EntityType); 10] = [
    (
        EntityType::ArleighBurke,
        mk48_capnp::EntityType::ArleighBurke,
    ),
    (EntityType::Bismarck, mk48_capnp::EntityType::Bismarck),
    (EntityType::Clemenceau, mk48_capnp::EntityType::Clemenceau),
    (EntityType::Fletcher, mk48_capnp::EntityType::Fletcher),
    (EntityType::G5, mk48_capnp::EntityType::G5),
    (EntityType::Iowa, mk48_capnp::EntityType::Iowa),
    (EntityType::Kolkata, mk48_capnp::EntityType::Kolkata),
    (EntityType::Osa, mk48_capnp::EntityType::Osa),
    (EntityType::Yasen, mk48_capnp::EntityType::Yasen),
    (EntityType::Zubr, mk48_capnp::EntityType::Zubr),
];

fn build_contact(mut out: mk48_capnp::contact::Builder<'_>, contact: &Contact) {
    out.set_damage(contact.damage);
    out.set_entity_id(contact.entity_id);
    let mut entity_type = out.reborrow().init_entity_type();
    match contact.entity_type {
        Some(t) => entity_type.set_some(ENTITY_TYPES[t as usize].1),
        None => entity_type.set_none(()),
    }
    let mut guidance = out.reborrow().init_guidance();
    guidance.set_angle(contact.guidance.angle);
    guidance.set_submerge(contact.guidance.submerge);
    guidance.set_velocity(contact.guidance.velocity);
    let mut player_id = out.reborrow().init_player_id();
    match contact.player_id {
        Some(id) => player_id.set_some(id),
        None => player_id.set_none(()),
    }
    let mut reloads = out.reborrow().init_reloads(len32(&contact.reloads));
    for (i, &reload) in contact.reloads.iter().enumerate() {
        reloads.set(i as u32, reload);
    }
    let mut transform = out.reborrow().init_transform();
    transform.set_altitude(contact.transform.altitude);
    transform.set_angle(contact.transform.angle);
    let mut position = transform.reborrow().init_position();
    position.set_x(contact.transform.position.0);
    position.set_y(contact.transform.position.1);
    transform.set_velocity(contact.transform.velocity);
    let mut turret_angles = out.init_turret_angles(len32(&contact.turret_angles));
    for (i, &angle) in contact.turret_angles.iter().enumerate() {
        turret_angles.set(i as u32, angle);
    }
}

fn read_contact(contact: mk48_capnp::contact::Reader<'_>) -> capnp::Result<Contact> {
    use mk48_capnp::contact::{entity_type, player_id};
    let guidance = contact.get_guidance()?;
    let transform = contact.get_transform()?;
    let position = transform.get_position();
    Ok(Contact {
        damage: contact.get_damage(),
        entity_id: contact.get_entity_id(),
        entity_type: match contact.get_entity_type().which()? {
            entity_type::Some(t) => Some(ENTITY_TYPES[t? as usize].0),
            entity_type::None(()) => None,
        },
        guidance: Guidance {
            angle: guidance.get_angle(),
            submerge: guidance.get_submerge(),
            velocity: guidance.get_velocity(),
        },
        player_id: match contact.get_player_id().which()? {
            player_id::Some(id) => Some(id),
            player_id::None(()) => None,
        },
        reloads: contact.get_reloads()?.iter().collect(),
        transform: Transform {
            altitude: transform.get_altitude(),
            angle: transform.get_angle(),
            position: (position.get_x(), position.get_y()),
            velocity: transform.get_velocity(),
        },
        turret_angles: contact.get_turret_angles()?.iter().collect(),
    })
}

impl CapnpData for Updates {
    type Root = mk48_capnp::updates::Owned;

    fn build(&self, root: mk48_capnp::updates::Builder<'_>) {
        let mut updates = root.init_updates(len32(&self.updates));
        for (i, update) in self.updates.iter().enumerate() {
            let mut out = updates.reborrow().get(i as u32);
            let mut contacts = out.reborrow().init_contacts(len32(&update.contacts));
            for (j, contact) in update.contacts.iter().enumerate() {
                build_contact(contacts.reborrow().get(j as u32), contact);
            }
            out.set_score(update.score);
            out.set_world_radius(update.world_radius);
            let mut terrain = out.init_terrain_updates(len32(&update.terrain_updates));
            for (j, terrain_update) in update.terrain_updates.iter().enumerate() {
                let mut chunk = terrain.reborrow().get(j as u32);
                let mut chunk_id = chunk.reborrow().init_chunk_id();
                chunk_id.set_x(terrain_update.chunk_id.0);
                chunk_id.set_y(terrain_update.chunk_id.1);
                let mut data = chunk.init_data(len32(&terrain_update.data));
                for (k, &byte) in terrain_update.data.iter().enumerate() {
                    data.set(k as u32, byte);
                }
            }
        }
    }

    fn to_data(root: mk48_capnp::updates::Reader<'_>) -> capnp::Result<Self> {
        let updates = collect(root.get_updates()?, |update| {
            Ok(Update {
                contacts: collect(update.get_contacts()?, read_contact)?,
                score: update.get_score(),
                world_radius: update.get_world_radius(),
                terrain_updates: collect(update.get_terrain_updates()?, |chunk| {
                    let chunk_id = chunk.get_chunk_id();
                    Ok(TerrainUpdate {
                        chunk_id: (chunk_id.get_x(), chunk_id.get_y()),
                        data: chunk.get_data()?.iter().collect(),
                    })
                })?,
            })
        })?;
        Ok(Updates { updates })
    }

    fn digest(root: mk48_capnp::updates::Reader<'_>) -> capnp::Result<u64> {
        let mut digest = ReadDigest::default();
        for update in root.get_updates()? {
            digest.add(u64::from(update.get_score()));
        }
        Ok(digest.finish())
    }
}

// ---- record ----

impl CapnpData for Record {
    type Root = record_capnp::record::Owned;

    fn build(&self, mut root: record_capnp::record::Builder<'_>) {
        let mut ids = root.reborrow().init_ids(len32(&self.ids));
        for (i, &id) in self.ids.iter().enumerate() {
            ids.set(i as u32, id);
        }
        build_strings(root.init_strings(len32(&self.strings)), &self.strings);
    }

    fn to_data(root: record_capnp::record::Reader<'_>) -> capnp::Result<Self> {
        Ok(Record {
            ids: root.get_ids()?.iter().collect(),
            strings: read_strings(root.get_strings()?)?,
        })
    }

    fn digest(root: record_capnp::record::Reader<'_>) -> capnp::Result<u64> {
        let mut digest = ReadDigest::default();
        for id in root.get_ids()? {
            digest.add(id as u64);
        }
        for string in root.get_strings()? {
            digest.add(string?.len() as u64);
        }
        Ok(digest.finish())
    }
}
