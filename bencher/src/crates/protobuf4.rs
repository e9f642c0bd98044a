//! protobuf 4: Google's official Rust protobuf (crate `protobuf` 4.x, upb kernel: the C
//! library upb, built from the crate's vendored sources). Message types are generated from
//! `bencher/schemas/*.proto` into the `protobuf4-generated` crate; they are opaque handles
//! read through views and written through setters.
//!
//! Its plain deserialize (parse) does not validate UTF-8 until a string is read; the *convert*
//! variant reads every field back into the dataset type, validating strings.

use protobuf4::{Parse, ProtoStr, Serialize};
use protobuf4_generated as pb;

use super::protobuf_support::{
    entity_type, game_type, message_cases, narrow, Generated, MessageCodec, VARIANTS,
};
use super::Adapter;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::datasets::{log, mesh, minecraft_savedata as mc, mk48, Dataset, Record};

/// The protobuf 4 adapter.
pub struct Protobuf4;

static META: CrateMeta = CrateMeta {
    id: "protobuf4",
    name: "protobuf",
    version: "4.35.1-release",
    family: "protobuf",
    zero_copy: false,
    variants: VARIANTS,
};

impl Adapter for Protobuf4 {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

impl<T> Bench<T> for Protobuf4
where
    T: Dataset + Generated<Protobuf4>,
    T::Message: Parse + Serialize + 'static,
{
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        message_cases(
            cases,
            MessageCodec {
                populate: T::populate,
                // protobuf 4 serializes into a new vector: it replaces the buffer (the old
                // one is dropped), as a program using it would.
                encode: |message, buffer| {
                    *buffer = message.serialize()?;
                    Ok(())
                },
                decode: |bytes| Ok(T::Message::parse(bytes)?),
                convert: T::convert,
            },
        );
    }
}

/// A string field, validated.
fn text(value: &ProtoStr) -> BenchResult<String> {
    Ok(value.to_str()?.to_owned())
}

// ---- log ----

impl Generated<Protobuf4> for log::Logs {
    type Message = pb::log::Logs;

    fn populate(&self) -> Self::Message {
        let logs = self.logs.iter().map(|log| {
            let mut address = pb::log::Address::new();
            address.set_x0(log.address.x0.into());
            address.set_x1(log.address.x1.into());
            address.set_x2(log.address.x2.into());
            address.set_x3(log.address.x3.into());
            let mut message = pb::log::Log::new();
            message.set_address(address);
            message.set_identity(log.identity.as_str());
            message.set_userid(log.userid.as_str());
            message.set_date(log.date.as_str());
            message.set_request(log.request.as_str());
            message.set_code(log.code.into());
            message.set_size(log.size);
            message
        });
        let mut message = pb::log::Logs::new();
        message.set_logs(logs);
        message
    }

    fn convert(message: Self::Message) -> BenchResult<Self> {
        let logs = message.as_view().logs().iter().map(|log| {
            let address = log.address();
            Ok(log::Log {
                address: log::Address {
                    x0: narrow(address.x0())?,
                    x1: narrow(address.x1())?,
                    x2: narrow(address.x2())?,
                    x3: narrow(address.x3())?,
                },
                identity: text(log.identity())?,
                userid: text(log.userid())?,
                date: text(log.date())?,
                request: text(log.request())?,
                code: narrow(log.code())?,
                size: log.size(),
            })
        });
        Ok(log::Logs {
            logs: logs.collect::<BenchResult<_>>()?,
        })
    }
}

// ---- mesh ----

fn vector3_to_pb(v: &mesh::Vector3) -> pb::mesh::Vector3 {
    let mut message = pb::mesh::Vector3::new();
    message.set_x(v.x);
    message.set_y(v.y);
    message.set_z(v.z);
    message
}

fn vector3_from_pb(v: pb::mesh::Vector3View<'_>) -> mesh::Vector3 {
    mesh::Vector3 {
        x: v.x(),
        y: v.y(),
        z: v.z(),
    }
}

impl Generated<Protobuf4> for mesh::Mesh {
    type Message = pb::mesh::Mesh;

    fn populate(&self) -> Self::Message {
        let triangles = self.triangles.iter().map(|t| {
            let mut message = pb::mesh::Triangle::new();
            message.set_v0(vector3_to_pb(&t.v0));
            message.set_v1(vector3_to_pb(&t.v1));
            message.set_v2(vector3_to_pb(&t.v2));
            message.set_normal(vector3_to_pb(&t.normal));
            message
        });
        let mut message = pb::mesh::Mesh::new();
        message.set_triangles(triangles);
        message
    }

    fn convert(message: Self::Message) -> BenchResult<Self> {
        let triangles = message
            .as_view()
            .triangles()
            .iter()
            .map(|t| mesh::Triangle {
                v0: vector3_from_pb(t.v0()),
                v1: vector3_from_pb(t.v1()),
                v2: vector3_from_pb(t.v2()),
                normal: vector3_from_pb(t.normal()),
            });
        Ok(mesh::Mesh {
            triangles: triangles.collect(),
        })
    }
}

// ---- minecraft_savedata ----

mod minecraft {
    use super::*;
    use pb::minecraft_savedata as p;

    fn item_to_pb(item: &mc::Item) -> p::Item {
        let mut message = p::Item::new();
        message.set_count(item.count.into());
        message.set_slot(item.slot.into());
        message.set_id(item.id.as_str());
        message
    }

    fn item_from_pb(item: p::ItemView<'_>) -> BenchResult<mc::Item> {
        Ok(mc::Item {
            count: narrow(item.count())?,
            slot: narrow(item.slot())?,
            id: text(item.id())?,
        })
    }

    fn vector3d_to_pb(&(x, y, z): &(f64, f64, f64)) -> p::Vector3d {
        let mut message = p::Vector3d::new();
        message.set_x(x);
        message.set_y(y);
        message.set_z(z);
        message
    }

    fn vector3d_from_pb(v: p::Vector3dView<'_>) -> (f64, f64, f64) {
        (v.x(), v.y(), v.z())
    }

    fn uuid_to_pb(&[x0, x1, x2, x3]: &[u32; 4]) -> p::Uuid {
        let mut message = p::Uuid::new();
        message.set_x0(x0);
        message.set_x1(x1);
        message.set_x2(x2);
        message.set_x3(x3);
        message
    }

    fn uuid_from_pb(u: p::UuidView<'_>) -> [u32; 4] {
        [u.x0(), u.x1(), u.x2(), u.x3()]
    }

    fn entity_to_pb(e: &mc::Entity) -> p::Entity {
        let mut rotation = p::Vector2f::new();
        rotation.set_x(e.rotation.0);
        rotation.set_y(e.rotation.1);
        let mut message = p::Entity::new();
        message.set_id(e.id.as_str());
        message.set_pos(vector3d_to_pb(&e.pos));
        message.set_motion(vector3d_to_pb(&e.motion));
        message.set_rotation(rotation);
        message.set_fall_distance(e.fall_distance);
        message.set_fire(e.fire.into());
        message.set_air(e.air.into());
        message.set_on_ground(e.on_ground);
        message.set_no_gravity(e.no_gravity);
        message.set_invulnerable(e.invulnerable);
        message.set_portal_cooldown(e.portal_cooldown);
        message.set_uuid(uuid_to_pb(&e.uuid));
        if let Some(name) = &e.custom_name {
            message.set_custom_name(name.as_str());
        }
        message.set_custom_name_visible(e.custom_name_visible);
        message.set_silent(e.silent);
        message.set_glowing(e.glowing);
        message
    }

    fn entity_from_pb(e: p::EntityView<'_>) -> BenchResult<mc::Entity> {
        let rotation = e.rotation();
        Ok(mc::Entity {
            id: text(e.id())?,
            pos: vector3d_from_pb(e.pos()),
            motion: vector3d_from_pb(e.motion()),
            rotation: (rotation.x(), rotation.y()),
            fall_distance: e.fall_distance(),
            fire: narrow(e.fire())?,
            air: narrow(e.air())?,
            on_ground: e.on_ground(),
            no_gravity: e.no_gravity(),
            invulnerable: e.invulnerable(),
            portal_cooldown: e.portal_cooldown(),
            uuid: uuid_from_pb(e.uuid()),
            custom_name: e.custom_name_opt().map(text).transpose()?,
            custom_name_visible: e.custom_name_visible(),
            silent: e.silent(),
            glowing: e.glowing(),
        })
    }

    fn strings<'s>(strings: impl IntoIterator<Item = &'s ProtoStr>) -> BenchResult<Vec<String>> {
        strings.into_iter().map(text).collect()
    }

    fn player_to_pb(player: &mc::Player) -> p::Player {
        let a = &player.abilities;
        let mut abilities = p::Abilities::new();
        abilities.set_walk_speed(a.walk_speed);
        abilities.set_fly_speed(a.fly_speed);
        abilities.set_may_fly(a.may_fly);
        abilities.set_flying(a.flying);
        abilities.set_invulnerable(a.invulnerable);
        abilities.set_may_build(a.may_build);
        abilities.set_instabuild(a.instabuild);
        let book = &player.recipe_book;
        let mut recipe_book = p::RecipeBook::new();
        recipe_book.set_recipes(book.recipes.iter());
        recipe_book.set_to_be_displayed(book.to_be_displayed.iter());
        recipe_book.set_is_filtering_craftable(book.is_filtering_craftable);
        recipe_book.set_is_gui_open(book.is_gui_open);
        recipe_book.set_is_furnace_filtering_craftable(book.is_furnace_filtering_craftable);
        recipe_book.set_is_furnace_gui_open(book.is_furnace_gui_open);
        recipe_book.set_is_blasting_furnace_filtering_craftable(
            book.is_blasting_furnace_filtering_craftable,
        );
        recipe_book.set_is_blasting_furnace_gui_open(book.is_blasting_furnace_gui_open);
        recipe_book.set_is_smoker_filtering_craftable(book.is_smoker_filtering_craftable);
        recipe_book.set_is_smoker_gui_open(book.is_smoker_gui_open);

        let mut message = p::Player::new();
        message.set_game_type(p::GameType::from(player.game_type as i32));
        message.set_previous_game_type(p::GameType::from(player.previous_game_type as i32));
        message.set_score(player.score);
        message.set_dimension(player.dimension.as_str());
        message.set_selected_item_slot(player.selected_item_slot);
        message.set_selected_item(item_to_pb(&player.selected_item));
        if let Some(dimension) = &player.spawn_dimension {
            message.set_spawn_dimension(dimension.as_str());
        }
        message.set_spawn_x(player.spawn_x);
        message.set_spawn_y(player.spawn_y);
        message.set_spawn_z(player.spawn_z);
        if let Some(forced) = player.spawn_forced {
            message.set_spawn_forced(forced);
        }
        message.set_sleep_timer(player.sleep_timer.into());
        message.set_food_exhaustion_level(player.food_exhaustion_level);
        message.set_food_saturation_level(player.food_saturation_level);
        message.set_food_tick_timer(player.food_tick_timer);
        message.set_xp_level(player.xp_level);
        message.set_xp_p(player.xp_p);
        message.set_xp_total(player.xp_total);
        message.set_xp_seed(player.xp_seed);
        message.set_inventory(player.inventory.iter().map(item_to_pb));
        message.set_ender_items(player.ender_items.iter().map(item_to_pb));
        message.set_abilities(abilities);
        if let Some(position) = &player.entered_nether_position {
            message.set_entered_nether_position(vector3d_to_pb(position));
        }
        if let Some((uuid, entity)) = &player.root_vehicle {
            let mut vehicle = p::Vehicle::new();
            vehicle.set_uuid(uuid_to_pb(uuid));
            vehicle.set_entity(entity_to_pb(entity));
            message.set_root_vehicle(vehicle);
        }
        if let Some(entity) = &player.shoulder_entity_left {
            message.set_shoulder_entity_left(entity_to_pb(entity));
        }
        if let Some(entity) = &player.shoulder_entity_right {
            message.set_shoulder_entity_right(entity_to_pb(entity));
        }
        message.set_seen_credits(player.seen_credits);
        message.set_recipe_book(recipe_book);
        message
    }

    fn player_from_pb(player: p::PlayerView<'_>) -> BenchResult<mc::Player> {
        let a = player.abilities();
        let book = player.recipe_book();
        let root_vehicle = match player.root_vehicle_opt() {
            Some(vehicle) => Some((
                uuid_from_pb(vehicle.uuid()),
                entity_from_pb(vehicle.entity())?,
            )),
            None => None,
        };
        Ok(mc::Player {
            game_type: game_type(player.game_type().into())?,
            previous_game_type: game_type(player.previous_game_type().into())?,
            score: player.score(),
            dimension: text(player.dimension())?,
            selected_item_slot: player.selected_item_slot(),
            selected_item: item_from_pb(player.selected_item())?,
            spawn_dimension: player.spawn_dimension_opt().map(text).transpose()?,
            spawn_x: player.spawn_x(),
            spawn_y: player.spawn_y(),
            spawn_z: player.spawn_z(),
            spawn_forced: player.spawn_forced_opt(),
            sleep_timer: narrow(player.sleep_timer())?,
            food_exhaustion_level: player.food_exhaustion_level(),
            food_saturation_level: player.food_saturation_level(),
            food_tick_timer: player.food_tick_timer(),
            xp_level: player.xp_level(),
            xp_p: player.xp_p(),
            xp_total: player.xp_total(),
            xp_seed: player.xp_seed(),
            inventory: player
                .inventory()
                .iter()
                .map(item_from_pb)
                .collect::<BenchResult<_>>()?,
            ender_items: player
                .ender_items()
                .iter()
                .map(item_from_pb)
                .collect::<BenchResult<_>>()?,
            abilities: mc::Abilities {
                walk_speed: a.walk_speed(),
                fly_speed: a.fly_speed(),
                may_fly: a.may_fly(),
                flying: a.flying(),
                invulnerable: a.invulnerable(),
                may_build: a.may_build(),
                instabuild: a.instabuild(),
            },
            entered_nether_position: player.entered_nether_position_opt().map(vector3d_from_pb),
            root_vehicle,
            shoulder_entity_left: player
                .shoulder_entity_left_opt()
                .map(entity_from_pb)
                .transpose()?,
            shoulder_entity_right: player
                .shoulder_entity_right_opt()
                .map(entity_from_pb)
                .transpose()?,
            seen_credits: player.seen_credits(),
            recipe_book: mc::RecipeBook {
                recipes: strings(book.recipes())?,
                to_be_displayed: strings(book.to_be_displayed())?,
                is_filtering_craftable: book.is_filtering_craftable(),
                is_gui_open: book.is_gui_open(),
                is_furnace_filtering_craftable: book.is_furnace_filtering_craftable(),
                is_furnace_gui_open: book.is_furnace_gui_open(),
                is_blasting_furnace_filtering_craftable: book
                    .is_blasting_furnace_filtering_craftable(),
                is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open(),
                is_smoker_filtering_craftable: book.is_smoker_filtering_craftable(),
                is_smoker_gui_open: book.is_smoker_gui_open(),
            },
        })
    }

    impl Generated<Protobuf4> for mc::Players {
        type Message = p::Players;

        fn populate(&self) -> Self::Message {
            let mut message = p::Players::new();
            message.set_players(self.players.iter().map(player_to_pb));
            message
        }

        fn convert(message: Self::Message) -> BenchResult<Self> {
            let players = message.as_view().players().iter().map(player_from_pb);
            Ok(mc::Players {
                players: players.collect::<BenchResult<_>>()?,
            })
        }
    }
}

// ---- mk48 ----

mod naval {
    use super::*;
    use pb::mk48 as p;

    fn contact_to_pb(c: &mk48::Contact) -> p::Contact {
        let mut guidance = p::Guidance::new();
        guidance.set_angle(c.guidance.angle.into());
        guidance.set_submerge(c.guidance.submerge);
        guidance.set_velocity(c.guidance.velocity.into());
        let t = &c.transform;
        let mut position = p::Vector2f::new();
        position.set_x(t.position.0);
        position.set_y(t.position.1);
        let mut transform = p::Transform::new();
        transform.set_altitude(t.altitude.into());
        transform.set_angle(t.angle.into());
        transform.set_position(position);
        transform.set_velocity(t.velocity.into());
        let mut message = p::Contact::new();
        message.set_damage(c.damage.into());
        message.set_entity_id(c.entity_id);
        if let Some(entity_type) = c.entity_type {
            message.set_entity_type(p::EntityType::from(entity_type as i32));
        }
        message.set_guidance(guidance);
        if let Some(player_id) = c.player_id {
            message.set_player_id(player_id.into());
        }
        message.set_reloads(c.reloads.iter().copied());
        message.set_transform(transform);
        message.set_turret_angles(c.turret_angles.iter().map(|&a| u32::from(a)));
        message
    }

    fn contact_from_pb(c: p::ContactView<'_>) -> BenchResult<mk48::Contact> {
        let guidance = c.guidance();
        let transform = c.transform();
        let position = transform.position();
        Ok(mk48::Contact {
            damage: narrow(c.damage())?,
            entity_id: c.entity_id(),
            entity_type: c
                .entity_type_opt()
                .map(|e| entity_type(e.into()))
                .transpose()?,
            guidance: mk48::Guidance {
                angle: narrow(guidance.angle())?,
                submerge: guidance.submerge(),
                velocity: narrow(guidance.velocity())?,
            },
            player_id: c.player_id_opt().map(narrow).transpose()?,
            reloads: c.reloads().iter().collect(),
            transform: mk48::Transform {
                altitude: narrow(transform.altitude())?,
                angle: narrow(transform.angle())?,
                position: (position.x(), position.y()),
                velocity: narrow(transform.velocity())?,
            },
            turret_angles: c
                .turret_angles()
                .iter()
                .map(narrow)
                .collect::<BenchResult<_>>()?,
        })
    }

    fn terrain_to_pb(t: &mk48::TerrainUpdate) -> p::TerrainUpdate {
        let mut chunk_id = p::ChunkId::new();
        chunk_id.set_x(t.chunk_id.0.into());
        chunk_id.set_y(t.chunk_id.1.into());
        let mut message = p::TerrainUpdate::new();
        message.set_chunk_id(chunk_id);
        message.set_data(t.data.as_slice());
        message
    }

    fn terrain_from_pb(t: p::TerrainUpdateView<'_>) -> BenchResult<mk48::TerrainUpdate> {
        let chunk_id = t.chunk_id();
        Ok(mk48::TerrainUpdate {
            chunk_id: (narrow(chunk_id.x())?, narrow(chunk_id.y())?),
            data: t.data().to_vec(),
        })
    }

    impl Generated<Protobuf4> for mk48::Updates {
        type Message = p::Updates;

        fn populate(&self) -> Self::Message {
            let updates = self.updates.iter().map(|u| {
                let mut message = p::Update::new();
                message.set_contacts(u.contacts.iter().map(contact_to_pb));
                message.set_score(u.score);
                message.set_world_radius(u.world_radius);
                message.set_terrain_updates(u.terrain_updates.iter().map(terrain_to_pb));
                message
            });
            let mut message = p::Updates::new();
            message.set_updates(updates);
            message
        }

        fn convert(message: Self::Message) -> BenchResult<Self> {
            let updates = message.as_view().updates().iter().map(|u| {
                let contacts = u.contacts().iter().map(contact_from_pb);
                let terrain_updates = u.terrain_updates().iter().map(terrain_from_pb);
                Ok(mk48::Update {
                    contacts: contacts.collect::<BenchResult<_>>()?,
                    score: u.score(),
                    world_radius: u.world_radius(),
                    terrain_updates: terrain_updates.collect::<BenchResult<_>>()?,
                })
            });
            Ok(mk48::Updates {
                updates: updates.collect::<BenchResult<_>>()?,
            })
        }
    }
}

// ---- record ----

impl Generated<Protobuf4> for Record {
    type Message = pb::record::Record;

    fn populate(&self) -> Self::Message {
        let mut message = pb::record::Record::new();
        message.set_ids(self.ids.iter().copied());
        message.set_strings(self.strings.iter());
        message
    }

    fn convert(message: Self::Message) -> BenchResult<Self> {
        let view = message.as_view();
        Ok(Record {
            ids: view.ids().iter().collect(),
            strings: view
                .strings()
                .iter()
                .map(text)
                .collect::<BenchResult<_>>()?,
        })
    }
}
