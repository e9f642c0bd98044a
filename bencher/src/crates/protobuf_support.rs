//! What the protobuf crates (prost, rust-protobuf, buffa, protobuf 4) share: they all work
//! through message types generated from `bencher/schemas/*.proto`, so each has the same four
//! cases, as the upstream suite measures them:
//!
//! * serialize: encode a message built beforehand (the figure protobuf users get when their
//!   program already holds its data in the generated types);
//! * serialize *populate*: build the message from the dataset type, then encode;
//! * deserialize: decode into the generated message type;
//! * deserialize *convert*: decode, then convert the message to the dataset type.
//!
//! The crates' generated types have the same fields (the schemas are shared) but wrap message
//! fields, enums and unknown fields each in their own way, so the conversions between the
//! datasets and the generated types are written once, in [`impl_generated!`], over four small
//! functions each crate supplies; the datasets' small Rust integers travel as protobuf's wider
//! ones and are narrowed back with [`narrow`].

use super::variant_at;
use crate::adapter::VariantMeta;
use crate::adapter::{BenchResult, Cases};
use crate::datasets::minecraft_savedata::GameType;
use crate::datasets::mk48::EntityType;
use crate::datasets::Dataset;

/// The variants every protobuf adapter registers.
pub(crate) const VARIANTS: &[VariantMeta] = &[
    VariantMeta::same(
        POPULATE,
        "builds the generated message from the dataset type, then encodes it",
    ),
    VariantMeta::same(
        CONVERT,
        "decodes, then converts the generated message to the dataset type",
    ),
];
const POPULATE: &str = "populate";
const CONVERT: &str = "convert";

/// A dataset type's mapping to the generated message types of the protobuf crate `Crate`
/// (the adapter's marker type).
pub(crate) trait Generated<Crate>: Sized {
    /// The generated message of the dataset's root type.
    type Message;
    /// Builds the message from the dataset value.
    fn populate(&self) -> Self::Message;
    /// Converts a decoded message back (fails on a missing field or an out-of-range value).
    fn convert(message: Self::Message) -> BenchResult<Self>;
}

/// How one crate maps a dataset type `T` to its generated message type `M` and back.
pub(crate) struct MessageCodec<T, M> {
    /// Builds the message from the dataset value.
    pub populate: fn(&T) -> M,
    /// Appends the message's encoding to the buffer.
    pub encode: fn(&M, &mut Vec<u8>) -> BenchResult<()>,
    /// Decodes a message.
    pub decode: fn(&[u8]) -> BenchResult<M>,
    /// Converts a decoded message to the dataset type (fails on out-of-range values).
    pub convert: fn(M) -> BenchResult<T>,
}

impl<T, M> Clone for MessageCodec<T, M> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, M> Copy for MessageCodec<T, M> {}

/// Registers the four cases described in the module documentation.
pub(crate) fn message_cases<'a, T: Dataset, M: 'a>(
    cases: &mut Cases<'a, T>,
    codec: MessageCodec<T, M>,
) {
    let message = (codec.populate)(cases.data());
    cases.serialize(None, move |_, buffer| (codec.encode)(&message, buffer));
    cases.serialize(Some(POPULATE), move |data, buffer| {
        (codec.encode)(&(codec.populate)(data), buffer)
    });
    let decode_and_convert = move |bytes: &[u8]| (codec.convert)((codec.decode)(bytes)?);
    cases.deserialize_with(None, codec.decode, decode_and_convert);
    cases.deserialize(Some(CONVERT), decode_and_convert);
}

/// Narrows a protobuf integer to the dataset's type; out of range is an error, not a panic.
pub(crate) fn narrow<Wide, Narrow: TryFrom<Wide>>(value: Wide) -> BenchResult<Narrow>
where
    Narrow::Error: std::error::Error + Send + Sync + 'static,
{
    Ok(Narrow::try_from(value)?)
}

/// A message field that the dataset always has; `None` means the input was not ours.
// protobuf 4 reads absent message fields as defaults instead, and does not use it.
#[cfg_attr(
    not(any(feature = "prost", feature = "protobuf", feature = "buffa")),
    allow(dead_code)
)]
pub(crate) fn required<M>(field: Option<M>, name: &'static str) -> BenchResult<M> {
    field.ok_or_else(|| format!("message field `{name}` is missing").into())
}

/// The `GameType` with protobuf number `number`.
pub(crate) fn game_type(number: i32) -> BenchResult<GameType> {
    variant_at(&GameType::ALL, number, "GameType")
}

/// The `EntityType` with protobuf number `number`.
pub(crate) fn entity_type(number: i32) -> BenchResult<EntityType> {
    variant_at(&EntityType::ALL, number, "EntityType")
}

/// Implements [`Generated<$marker>`] for every dataset, with the generated modules under
/// `$pb` (`$pb::log`, `$pb::mesh`, …) and the crate's wrappers:
///
/// * `$field(Option<M>) -> F<M>`: a message-typed field from an optional message;
/// * `$unfield(F<M>) -> Option<M>`: and back;
/// * `$to_enum(i32) -> E`: an enum-typed field from its number;
/// * `$from_enum(E) -> i32`: and back.
///
/// Every struct literal ends in `..Default::default()` for the fields some crates add
/// (unknown-field stores); for the others it is a no-op.
macro_rules! impl_generated {
    (
        $marker:ty,
        $pb:path,
        field: $field:path,
        unfield: $unfield:path,
        to_enum: $to_enum:path,
        from_enum: $from_enum:path $(,)?
    ) => {
        #[allow(clippy::needless_update)]
        mod generated_conversions {
            use super::*;
            use $crate::adapter::BenchResult;
            use $crate::crates::protobuf_support::{
                entity_type, game_type, narrow, required, Generated,
            };
            use $crate::datasets::{log, mesh, minecraft_savedata as mc, mk48, Record};
            use $pb as pb;

            // ---- log ----

            impl Generated<$marker> for log::Logs {
                type Message = pb::log::Logs;

                fn populate(&self) -> Self::Message {
                    let logs = self.logs.iter().map(|log| pb::log::Log {
                        address: $field(Some(pb::log::Address {
                            x0: log.address.x0.into(),
                            x1: log.address.x1.into(),
                            x2: log.address.x2.into(),
                            x3: log.address.x3.into(),
                            ..Default::default()
                        })),
                        identity: log.identity.clone(),
                        userid: log.userid.clone(),
                        date: log.date.clone(),
                        request: log.request.clone(),
                        code: log.code.into(),
                        size: log.size,
                        ..Default::default()
                    });
                    pb::log::Logs {
                        logs: logs.collect(),
                        ..Default::default()
                    }
                }

                fn convert(message: Self::Message) -> BenchResult<Self> {
                    let logs = message.logs.into_iter().map(|log| {
                        let address = required($unfield(log.address), "address")?;
                        Ok(log::Log {
                            address: log::Address {
                                x0: narrow(address.x0)?,
                                x1: narrow(address.x1)?,
                                x2: narrow(address.x2)?,
                                x3: narrow(address.x3)?,
                            },
                            identity: log.identity,
                            userid: log.userid,
                            date: log.date,
                            request: log.request,
                            code: narrow(log.code)?,
                            size: log.size,
                        })
                    });
                    Ok(log::Logs {
                        logs: logs.collect::<BenchResult<_>>()?,
                    })
                }
            }

            // ---- mesh ----

            fn vector3_to_pb(v: &mesh::Vector3) -> pb::mesh::Vector3 {
                pb::mesh::Vector3 {
                    x: v.x,
                    y: v.y,
                    z: v.z,
                    ..Default::default()
                }
            }

            fn vector3_from_pb(v: Option<pb::mesh::Vector3>) -> BenchResult<mesh::Vector3> {
                let v = required(v, "vector")?;
                Ok(mesh::Vector3 {
                    x: v.x,
                    y: v.y,
                    z: v.z,
                })
            }

            impl Generated<$marker> for mesh::Mesh {
                type Message = pb::mesh::Mesh;

                fn populate(&self) -> Self::Message {
                    let triangles = self.triangles.iter().map(|t| pb::mesh::Triangle {
                        v0: $field(Some(vector3_to_pb(&t.v0))),
                        v1: $field(Some(vector3_to_pb(&t.v1))),
                        v2: $field(Some(vector3_to_pb(&t.v2))),
                        normal: $field(Some(vector3_to_pb(&t.normal))),
                        ..Default::default()
                    });
                    pb::mesh::Mesh {
                        triangles: triangles.collect(),
                        ..Default::default()
                    }
                }

                fn convert(message: Self::Message) -> BenchResult<Self> {
                    let triangles = message.triangles.into_iter().map(|t| {
                        Ok(mesh::Triangle {
                            v0: vector3_from_pb($unfield(t.v0))?,
                            v1: vector3_from_pb($unfield(t.v1))?,
                            v2: vector3_from_pb($unfield(t.v2))?,
                            normal: vector3_from_pb($unfield(t.normal))?,
                        })
                    });
                    Ok(mesh::Mesh {
                        triangles: triangles.collect::<BenchResult<_>>()?,
                    })
                }
            }

            // ---- minecraft_savedata ----

            fn item_to_pb(item: &mc::Item) -> pb::minecraft_savedata::Item {
                pb::minecraft_savedata::Item {
                    count: item.count.into(),
                    slot: item.slot.into(),
                    id: item.id.clone(),
                    ..Default::default()
                }
            }

            fn item_from_pb(item: pb::minecraft_savedata::Item) -> BenchResult<mc::Item> {
                Ok(mc::Item {
                    count: narrow(item.count)?,
                    slot: narrow(item.slot)?,
                    id: item.id,
                })
            }

            fn items_from_pb(
                items: Vec<pb::minecraft_savedata::Item>,
            ) -> BenchResult<Vec<mc::Item>> {
                items.into_iter().map(item_from_pb).collect()
            }

            fn vector3d_to_pb(&(x, y, z): &(f64, f64, f64)) -> pb::minecraft_savedata::Vector3d {
                pb::minecraft_savedata::Vector3d {
                    x,
                    y,
                    z,
                    ..Default::default()
                }
            }

            fn vector3d_from_pb(v: pb::minecraft_savedata::Vector3d) -> (f64, f64, f64) {
                (v.x, v.y, v.z)
            }

            fn uuid_to_pb(&[x0, x1, x2, x3]: &[u32; 4]) -> pb::minecraft_savedata::Uuid {
                pb::minecraft_savedata::Uuid {
                    x0,
                    x1,
                    x2,
                    x3,
                    ..Default::default()
                }
            }

            fn uuid_from_pb(uuid: Option<pb::minecraft_savedata::Uuid>) -> BenchResult<[u32; 4]> {
                let u = required(uuid, "uuid")?;
                Ok([u.x0, u.x1, u.x2, u.x3])
            }

            fn entity_to_pb(e: &mc::Entity) -> pb::minecraft_savedata::Entity {
                pb::minecraft_savedata::Entity {
                    id: e.id.clone(),
                    pos: $field(Some(vector3d_to_pb(&e.pos))),
                    motion: $field(Some(vector3d_to_pb(&e.motion))),
                    rotation: $field(Some(pb::minecraft_savedata::Vector2f {
                        x: e.rotation.0,
                        y: e.rotation.1,
                        ..Default::default()
                    })),
                    fall_distance: e.fall_distance,
                    fire: e.fire.into(),
                    air: e.air.into(),
                    on_ground: e.on_ground,
                    no_gravity: e.no_gravity,
                    invulnerable: e.invulnerable,
                    portal_cooldown: e.portal_cooldown,
                    uuid: $field(Some(uuid_to_pb(&e.uuid))),
                    custom_name: e.custom_name.clone(),
                    custom_name_visible: e.custom_name_visible,
                    silent: e.silent,
                    glowing: e.glowing,
                    ..Default::default()
                }
            }

            fn entity_from_pb(e: pb::minecraft_savedata::Entity) -> BenchResult<mc::Entity> {
                let rotation = required($unfield(e.rotation), "rotation")?;
                Ok(mc::Entity {
                    id: e.id,
                    pos: vector3d_from_pb(required($unfield(e.pos), "pos")?),
                    motion: vector3d_from_pb(required($unfield(e.motion), "motion")?),
                    rotation: (rotation.x, rotation.y),
                    fall_distance: e.fall_distance,
                    fire: narrow(e.fire)?,
                    air: narrow(e.air)?,
                    on_ground: e.on_ground,
                    no_gravity: e.no_gravity,
                    invulnerable: e.invulnerable,
                    portal_cooldown: e.portal_cooldown,
                    uuid: uuid_from_pb($unfield(e.uuid))?,
                    custom_name: e.custom_name,
                    custom_name_visible: e.custom_name_visible,
                    silent: e.silent,
                    glowing: e.glowing,
                })
            }

            fn recipe_book_to_pb(book: &mc::RecipeBook) -> pb::minecraft_savedata::RecipeBook {
                pb::minecraft_savedata::RecipeBook {
                    recipes: book.recipes.clone(),
                    to_be_displayed: book.to_be_displayed.clone(),
                    is_filtering_craftable: book.is_filtering_craftable,
                    is_gui_open: book.is_gui_open,
                    is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
                    is_furnace_gui_open: book.is_furnace_gui_open,
                    is_blasting_furnace_filtering_craftable: book
                        .is_blasting_furnace_filtering_craftable,
                    is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
                    is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
                    is_smoker_gui_open: book.is_smoker_gui_open,
                    ..Default::default()
                }
            }

            fn recipe_book_from_pb(book: pb::minecraft_savedata::RecipeBook) -> mc::RecipeBook {
                mc::RecipeBook {
                    recipes: book.recipes,
                    to_be_displayed: book.to_be_displayed,
                    is_filtering_craftable: book.is_filtering_craftable,
                    is_gui_open: book.is_gui_open,
                    is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
                    is_furnace_gui_open: book.is_furnace_gui_open,
                    is_blasting_furnace_filtering_craftable: book
                        .is_blasting_furnace_filtering_craftable,
                    is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
                    is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
                    is_smoker_gui_open: book.is_smoker_gui_open,
                }
            }

            fn abilities_to_pb(a: &mc::Abilities) -> pb::minecraft_savedata::Abilities {
                pb::minecraft_savedata::Abilities {
                    walk_speed: a.walk_speed,
                    fly_speed: a.fly_speed,
                    may_fly: a.may_fly,
                    flying: a.flying,
                    invulnerable: a.invulnerable,
                    may_build: a.may_build,
                    instabuild: a.instabuild,
                    ..Default::default()
                }
            }

            fn abilities_from_pb(a: pb::minecraft_savedata::Abilities) -> mc::Abilities {
                mc::Abilities {
                    walk_speed: a.walk_speed,
                    fly_speed: a.fly_speed,
                    may_fly: a.may_fly,
                    flying: a.flying,
                    invulnerable: a.invulnerable,
                    may_build: a.may_build,
                    instabuild: a.instabuild,
                }
            }

            fn player_to_pb(player: &mc::Player) -> pb::minecraft_savedata::Player {
                let root_vehicle = player.root_vehicle.as_ref().map(|(uuid, entity)| {
                    pb::minecraft_savedata::Vehicle {
                        uuid: $field(Some(uuid_to_pb(uuid))),
                        entity: $field(Some(entity_to_pb(entity))),
                        ..Default::default()
                    }
                });
                pb::minecraft_savedata::Player {
                    game_type: $to_enum(player.game_type as i32),
                    previous_game_type: $to_enum(player.previous_game_type as i32),
                    score: player.score,
                    dimension: player.dimension.clone(),
                    selected_item_slot: player.selected_item_slot,
                    selected_item: $field(Some(item_to_pb(&player.selected_item))),
                    spawn_dimension: player.spawn_dimension.clone(),
                    spawn_x: player.spawn_x,
                    spawn_y: player.spawn_y,
                    spawn_z: player.spawn_z,
                    spawn_forced: player.spawn_forced,
                    sleep_timer: player.sleep_timer.into(),
                    food_exhaustion_level: player.food_exhaustion_level,
                    food_saturation_level: player.food_saturation_level,
                    food_tick_timer: player.food_tick_timer,
                    xp_level: player.xp_level,
                    xp_p: player.xp_p,
                    xp_total: player.xp_total,
                    xp_seed: player.xp_seed,
                    inventory: player.inventory.iter().map(item_to_pb).collect(),
                    ender_items: player.ender_items.iter().map(item_to_pb).collect(),
                    abilities: $field(Some(abilities_to_pb(&player.abilities))),
                    entered_nether_position: $field(
                        player.entered_nether_position.as_ref().map(vector3d_to_pb),
                    ),
                    root_vehicle: $field(root_vehicle),
                    shoulder_entity_left: $field(
                        player.shoulder_entity_left.as_ref().map(entity_to_pb),
                    ),
                    shoulder_entity_right: $field(
                        player.shoulder_entity_right.as_ref().map(entity_to_pb),
                    ),
                    seen_credits: player.seen_credits,
                    recipe_book: $field(Some(recipe_book_to_pb(&player.recipe_book))),
                    ..Default::default()
                }
            }

            fn player_from_pb(player: pb::minecraft_savedata::Player) -> BenchResult<mc::Player> {
                let root_vehicle = match $unfield(player.root_vehicle) {
                    Some(vehicle) => Some((
                        uuid_from_pb($unfield(vehicle.uuid))?,
                        entity_from_pb(required($unfield(vehicle.entity), "entity")?)?,
                    )),
                    None => None,
                };
                let selected_item = required($unfield(player.selected_item), "selected_item")?;
                let abilities = required($unfield(player.abilities), "abilities")?;
                let recipe_book = required($unfield(player.recipe_book), "recipe_book")?;
                Ok(mc::Player {
                    game_type: game_type($from_enum(player.game_type))?,
                    previous_game_type: game_type($from_enum(player.previous_game_type))?,
                    score: player.score,
                    dimension: player.dimension,
                    selected_item_slot: player.selected_item_slot,
                    selected_item: item_from_pb(selected_item)?,
                    spawn_dimension: player.spawn_dimension,
                    spawn_x: player.spawn_x,
                    spawn_y: player.spawn_y,
                    spawn_z: player.spawn_z,
                    spawn_forced: player.spawn_forced,
                    sleep_timer: narrow(player.sleep_timer)?,
                    food_exhaustion_level: player.food_exhaustion_level,
                    food_saturation_level: player.food_saturation_level,
                    food_tick_timer: player.food_tick_timer,
                    xp_level: player.xp_level,
                    xp_p: player.xp_p,
                    xp_total: player.xp_total,
                    xp_seed: player.xp_seed,
                    inventory: items_from_pb(player.inventory)?,
                    ender_items: items_from_pb(player.ender_items)?,
                    abilities: abilities_from_pb(abilities),
                    entered_nether_position: $unfield(player.entered_nether_position)
                        .map(vector3d_from_pb),
                    root_vehicle,
                    shoulder_entity_left: $unfield(player.shoulder_entity_left)
                        .map(entity_from_pb)
                        .transpose()?,
                    shoulder_entity_right: $unfield(player.shoulder_entity_right)
                        .map(entity_from_pb)
                        .transpose()?,
                    seen_credits: player.seen_credits,
                    recipe_book: recipe_book_from_pb(recipe_book),
                })
            }

            impl Generated<$marker> for mc::Players {
                type Message = pb::minecraft_savedata::Players;

                fn populate(&self) -> Self::Message {
                    pb::minecraft_savedata::Players {
                        players: self.players.iter().map(player_to_pb).collect(),
                        ..Default::default()
                    }
                }

                fn convert(message: Self::Message) -> BenchResult<Self> {
                    let players = message.players.into_iter().map(player_from_pb);
                    Ok(mc::Players {
                        players: players.collect::<BenchResult<_>>()?,
                    })
                }
            }

            // ---- mk48 ----

            fn contact_to_pb(c: &mk48::Contact) -> pb::mk48::Contact {
                let t = &c.transform;
                pb::mk48::Contact {
                    damage: c.damage.into(),
                    entity_id: c.entity_id,
                    entity_type: c.entity_type.map(|e| $to_enum(e as i32)),
                    guidance: $field(Some(pb::mk48::Guidance {
                        angle: c.guidance.angle.into(),
                        submerge: c.guidance.submerge,
                        velocity: c.guidance.velocity.into(),
                        ..Default::default()
                    })),
                    player_id: c.player_id.map(u32::from),
                    reloads: c.reloads.clone(),
                    transform: $field(Some(pb::mk48::Transform {
                        altitude: t.altitude.into(),
                        angle: t.angle.into(),
                        position: $field(Some(pb::mk48::Vector2f {
                            x: t.position.0,
                            y: t.position.1,
                            ..Default::default()
                        })),
                        velocity: t.velocity.into(),
                        ..Default::default()
                    })),
                    turret_angles: c.turret_angles.iter().map(|&a| a.into()).collect(),
                    ..Default::default()
                }
            }

            fn contact_from_pb(c: pb::mk48::Contact) -> BenchResult<mk48::Contact> {
                let guidance = required($unfield(c.guidance), "guidance")?;
                let transform = required($unfield(c.transform), "transform")?;
                let position = required($unfield(transform.position), "position")?;
                Ok(mk48::Contact {
                    damage: narrow(c.damage)?,
                    entity_id: c.entity_id,
                    entity_type: c
                        .entity_type
                        .map(|e| entity_type($from_enum(e)))
                        .transpose()?,
                    guidance: mk48::Guidance {
                        angle: narrow(guidance.angle)?,
                        submerge: guidance.submerge,
                        velocity: narrow(guidance.velocity)?,
                    },
                    player_id: c.player_id.map(narrow).transpose()?,
                    reloads: c.reloads,
                    transform: mk48::Transform {
                        altitude: narrow(transform.altitude)?,
                        angle: narrow(transform.angle)?,
                        position: (position.x, position.y),
                        velocity: narrow(transform.velocity)?,
                    },
                    turret_angles: c
                        .turret_angles
                        .into_iter()
                        .map(narrow)
                        .collect::<BenchResult<_>>()?,
                })
            }

            fn terrain_to_pb(t: &mk48::TerrainUpdate) -> pb::mk48::TerrainUpdate {
                pb::mk48::TerrainUpdate {
                    chunk_id: $field(Some(pb::mk48::ChunkId {
                        x: t.chunk_id.0.into(),
                        y: t.chunk_id.1.into(),
                        ..Default::default()
                    })),
                    data: t.data.clone().into(),
                    ..Default::default()
                }
            }

            fn terrain_from_pb(t: pb::mk48::TerrainUpdate) -> BenchResult<mk48::TerrainUpdate> {
                let chunk_id = required($unfield(t.chunk_id), "chunk_id")?;
                Ok(mk48::TerrainUpdate {
                    chunk_id: (narrow(chunk_id.x)?, narrow(chunk_id.y)?),
                    data: t.data.into(),
                })
            }

            impl Generated<$marker> for mk48::Updates {
                type Message = pb::mk48::Updates;

                fn populate(&self) -> Self::Message {
                    let updates = self.updates.iter().map(|u| pb::mk48::Update {
                        contacts: u.contacts.iter().map(contact_to_pb).collect(),
                        score: u.score,
                        world_radius: u.world_radius,
                        terrain_updates: u.terrain_updates.iter().map(terrain_to_pb).collect(),
                        ..Default::default()
                    });
                    pb::mk48::Updates {
                        updates: updates.collect(),
                        ..Default::default()
                    }
                }

                fn convert(message: Self::Message) -> BenchResult<Self> {
                    let updates = message.updates.into_iter().map(|u| {
                        let contacts = u.contacts.into_iter().map(contact_from_pb);
                        let terrain_updates = u.terrain_updates.into_iter().map(terrain_from_pb);
                        Ok(mk48::Update {
                            contacts: contacts.collect::<BenchResult<_>>()?,
                            score: u.score,
                            world_radius: u.world_radius,
                            terrain_updates: terrain_updates.collect::<BenchResult<_>>()?,
                        })
                    });
                    Ok(mk48::Updates {
                        updates: updates.collect::<BenchResult<_>>()?,
                    })
                }
            }

            // ---- record ----

            impl Generated<$marker> for Record {
                type Message = pb::record::Record;

                fn populate(&self) -> Self::Message {
                    pb::record::Record {
                        ids: self.ids.clone(),
                        strings: self.strings.clone(),
                        ..Default::default()
                    }
                }

                fn convert(message: Self::Message) -> BenchResult<Self> {
                    Ok(Record {
                        ids: message.ids,
                        strings: message.strings,
                    })
                }
            }
        }
    };
}

#[cfg_attr(
    not(any(feature = "prost", feature = "protobuf", feature = "buffa")),
    allow(unused_imports)
)]
pub(crate) use impl_generated;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_numbers_are_declaration_order() {
        for number in 0..4 {
            assert_eq!(game_type(number).unwrap() as i32, number);
        }
        for number in 0..10 {
            assert_eq!(entity_type(number).unwrap() as i32, number);
        }
        assert!(game_type(4).is_err());
        assert!(entity_type(-1).is_err());
    }

    #[test]
    fn narrowing_rejects_out_of_range() {
        assert_eq!(narrow::<u32, u8>(255).unwrap(), 255);
        assert!(narrow::<u32, u8>(256).is_err());
        assert!(required::<u8>(None, "x").is_err());
    }
}
