//! `minecraft_savedata`: 500 Minecraft player saves (the upstream suite's dataset of that
//! name): nested structs, enums, options, tuples and short strings.

use rand::Rng;

use super::common::{
    borrowed, gen_index, gen_option, gen_vec, owned, upstream_rng, Dataset, ReadDigest,
};

owned! {
    /// A player's game mode.
    #[derive(Copy, Eq)]
    // Also decoded inside the borrowed forms.
    #[cfg_attr(feature = "msgpacker", derive(msgpacker::MsgUnpackerBorrowed))]
    #[cfg_attr(feature = "wincode", wincode(tag_encoding = "u8"))]
    #[cfg_attr(feature = "zerompk", msgpack(c_enum))]
    #[repr(u8)]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Enumeration))]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    #[cfg_attr(feature = "fory", derive(fory::ForyEnum))]
    pub enum GameType {
        /// Survival mode.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(0))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        Survival,
        /// Creative mode.
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        Creative,
        /// Adventure mode.
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(2))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        Adventure,
        /// Spectator mode.
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(3))]
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        Spectator,
    }

    /// An inventory item.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Item {
        /// Stack size.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(varint)))]
        pub count: i8,
        /// Inventory slot.
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(varint)))]
        pub slot: u8,
        /// Item id.
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub id: String,
    }

    /// What a player may do.
    #[derive(Copy)]
    // Also decoded inside the borrowed forms.
    #[cfg_attr(feature = "msgpacker", derive(msgpacker::MsgUnpackerBorrowed))]
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Abilities {
        /// Walking speed.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub walk_speed: f32,
        /// Flying speed.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub fly_speed: f32,
        /// May fly.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub may_fly: bool,
        /// Is flying.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub flying: bool,
        /// Takes no damage.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub invulnerable: bool,
        /// May place blocks.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub may_build: bool,
        /// Builds instantly.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub instabuild: bool,
    }

    /// A mob or vehicle.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Entity {
        /// Entity kind.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub id: String,
        /// Position.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub pos: (f64, f64, f64),
        /// Velocity.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub motion: (f64, f64, f64),
        /// Yaw and pitch.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub rotation: (f32, f32),
        /// Distance fallen.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub fall_distance: f32,
        /// Ticks left burning.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub fire: u16,
        /// Air left.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub air: u16,
        /// Touches the ground.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub on_ground: bool,
        /// Ignores gravity.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub no_gravity: bool,
        /// Takes no damage.
        #[cfg_attr(feature = "minicbor", n(9))]
        pub invulnerable: bool,
        /// Ticks before it may use a portal again.
        #[cfg_attr(feature = "minicbor", n(10))]
        pub portal_cooldown: i32,
        /// UUID.
        #[cfg_attr(feature = "minicbor", n(11))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed<fixed>"))]
        pub uuid: [u32; 4],
        /// Name tag.
        #[cfg_attr(feature = "minicbor", n(12))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub custom_name: Option<String>,
        /// Whether the name tag shows.
        #[cfg_attr(feature = "minicbor", n(13))]
        pub custom_name_visible: bool,
        /// Makes no sound.
        #[cfg_attr(feature = "minicbor", n(14))]
        pub silent: bool,
        /// Glows.
        #[cfg_attr(feature = "minicbor", n(15))]
        pub glowing: bool,
    }

    /// Recipes unlocked and recipe-book UI state.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct RecipeBook {
        /// Unlocked recipes.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "compactly", compactly(Values<LowCardinality>, allow_string))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub recipes: Vec<String>,
        /// Recipes to highlight.
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "compactly", compactly(Values<LowCardinality>, allow_string))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub to_be_displayed: Vec<String>,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub is_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub is_gui_open: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub is_furnace_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub is_furnace_gui_open: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub is_blasting_furnace_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub is_blasting_furnace_gui_open: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub is_smoker_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(9))]
        pub is_smoker_gui_open: bool,
    }

    /// One player's save.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Player {
        /// Current game mode.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub game_type: GameType,
        /// Previous game mode.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub previous_game_type: GameType,
        /// Score.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub score: i64,
        /// Current dimension.
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub dimension: String,
        /// Selected hotbar slot.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub selected_item_slot: u32,
        /// Item in hand.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub selected_item: Item,
        /// Spawn dimension.
        #[cfg_attr(feature = "minicbor", n(6))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub spawn_dimension: Option<String>,
        /// Spawn X.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub spawn_x: i64,
        /// Spawn Y.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub spawn_y: i64,
        /// Spawn Z.
        #[cfg_attr(feature = "minicbor", n(9))]
        pub spawn_z: i64,
        /// Whether the spawn point is forced.
        #[cfg_attr(feature = "minicbor", n(10))]
        pub spawn_forced: Option<bool>,
        /// Sleep ticks.
        #[cfg_attr(feature = "minicbor", n(11))]
        pub sleep_timer: u16,
        /// Food exhaustion.
        #[cfg_attr(feature = "minicbor", n(12))]
        pub food_exhaustion_level: f32,
        /// Food saturation.
        #[cfg_attr(feature = "minicbor", n(13))]
        pub food_saturation_level: f32,
        /// Food tick timer.
        #[cfg_attr(feature = "minicbor", n(14))]
        pub food_tick_timer: u32,
        /// Experience level.
        #[cfg_attr(feature = "minicbor", n(15))]
        pub xp_level: u32,
        /// Progress to the next level.
        #[cfg_attr(feature = "minicbor", n(16))]
        pub xp_p: f32,
        /// Total experience.
        #[cfg_attr(feature = "minicbor", n(17))]
        pub xp_total: i32,
        /// Enchantment seed.
        #[cfg_attr(feature = "minicbor", n(18))]
        pub xp_seed: i32,
        /// Inventory.
        #[cfg_attr(feature = "minicbor", n(19))]
        pub inventory: Vec<Item>,
        /// Ender chest.
        #[cfg_attr(feature = "minicbor", n(20))]
        pub ender_items: Vec<Item>,
        /// Abilities.
        #[cfg_attr(feature = "minicbor", n(21))]
        pub abilities: Abilities,
        /// Where the player entered the nether.
        #[cfg_attr(feature = "minicbor", n(22))]
        pub entered_nether_position: Option<(f64, f64, f64)>,
        /// Vehicle ridden, with its UUID.
        #[cfg_attr(feature = "minicbor", n(23))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "(packed<fixed>, general)"))]
        pub root_vehicle: Option<([u32; 4], Entity)>,
        /// Parrot on the left shoulder.
        #[cfg_attr(feature = "minicbor", n(24))]
        pub shoulder_entity_left: Option<Entity>,
        /// Parrot on the right shoulder.
        #[cfg_attr(feature = "minicbor", n(25))]
        pub shoulder_entity_right: Option<Entity>,
        /// Has seen the credits.
        #[cfg_attr(feature = "minicbor", n(26))]
        pub seen_credits: bool,
        /// Recipe book.
        #[cfg_attr(feature = "minicbor", n(27))]
        pub recipe_book: RecipeBook,
    }

    /// The dataset: a list of player saves.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Players {
        /// The players.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub players: Vec<Player>,
    }
}

borrowed! {
    /// [`Item`] borrowing its id.
    pub struct BorrowItem<'a> {
        /// Stack size.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(varint)))]
        pub count: i8,
        /// Inventory slot.
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(varint)))]
        pub slot: u8,
        /// Item id.
        #[cfg_attr(feature = "minicbor", b(2))]
        pub id: &'a str,
    }

    /// [`Entity`] borrowing its strings.
    pub struct BorrowEntity<'a> {
        /// Entity kind.
        #[cfg_attr(feature = "minicbor", b(0))]
        pub id: &'a str,
        /// Position.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub pos: (f64, f64, f64),
        /// Velocity.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub motion: (f64, f64, f64),
        /// Yaw and pitch.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub rotation: (f32, f32),
        /// Distance fallen.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub fall_distance: f32,
        /// Ticks left burning.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub fire: u16,
        /// Air left.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub air: u16,
        /// Touches the ground.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub on_ground: bool,
        /// Ignores gravity.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub no_gravity: bool,
        /// Takes no damage.
        #[cfg_attr(feature = "minicbor", n(9))]
        pub invulnerable: bool,
        /// Portal cooldown.
        #[cfg_attr(feature = "minicbor", n(10))]
        pub portal_cooldown: i32,
        /// UUID.
        #[cfg_attr(feature = "minicbor", n(11))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed<fixed>"))]
        pub uuid: [u32; 4],
        /// Name tag.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(12))]
        pub custom_name: Option<&'a str>,
        /// Whether the name tag shows.
        #[cfg_attr(feature = "minicbor", n(13))]
        pub custom_name_visible: bool,
        /// Makes no sound.
        #[cfg_attr(feature = "minicbor", n(14))]
        pub silent: bool,
        /// Glows.
        #[cfg_attr(feature = "minicbor", n(15))]
        pub glowing: bool,
    }

    /// [`RecipeBook`] borrowing its strings.
    pub struct BorrowRecipeBook<'a> {
        /// Unlocked recipes.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub recipes: Vec<&'a str>,
        /// Recipes to highlight.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub to_be_displayed: Vec<&'a str>,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub is_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub is_gui_open: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub is_furnace_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub is_furnace_gui_open: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub is_blasting_furnace_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub is_blasting_furnace_gui_open: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub is_smoker_filtering_craftable: bool,
        /// UI flag.
        #[cfg_attr(feature = "minicbor", n(9))]
        pub is_smoker_gui_open: bool,
    }

    /// [`Player`] borrowing its strings.
    pub struct BorrowPlayer<'a> {
        /// Current game mode.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub game_type: GameType,
        /// Previous game mode.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub previous_game_type: GameType,
        /// Score.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub score: i64,
        /// Current dimension.
        #[cfg_attr(feature = "minicbor", b(3))]
        pub dimension: &'a str,
        /// Selected hotbar slot.
        #[cfg_attr(feature = "minicbor", n(4))]
        pub selected_item_slot: u32,
        /// Item in hand.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(5))]
        pub selected_item: BorrowItem<'a>,
        /// Spawn dimension.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(6))]
        pub spawn_dimension: Option<&'a str>,
        /// Spawn X.
        #[cfg_attr(feature = "minicbor", n(7))]
        pub spawn_x: i64,
        /// Spawn Y.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub spawn_y: i64,
        /// Spawn Z.
        #[cfg_attr(feature = "minicbor", n(9))]
        pub spawn_z: i64,
        /// Whether the spawn point is forced.
        #[cfg_attr(feature = "minicbor", n(10))]
        pub spawn_forced: Option<bool>,
        /// Sleep ticks.
        #[cfg_attr(feature = "minicbor", n(11))]
        pub sleep_timer: u16,
        /// Food exhaustion.
        #[cfg_attr(feature = "minicbor", n(12))]
        pub food_exhaustion_level: f32,
        /// Food saturation.
        #[cfg_attr(feature = "minicbor", n(13))]
        pub food_saturation_level: f32,
        /// Food tick timer.
        #[cfg_attr(feature = "minicbor", n(14))]
        pub food_tick_timer: u32,
        /// Experience level.
        #[cfg_attr(feature = "minicbor", n(15))]
        pub xp_level: u32,
        /// Progress to the next level.
        #[cfg_attr(feature = "minicbor", n(16))]
        pub xp_p: f32,
        /// Total experience.
        #[cfg_attr(feature = "minicbor", n(17))]
        pub xp_total: i32,
        /// Enchantment seed.
        #[cfg_attr(feature = "minicbor", n(18))]
        pub xp_seed: i32,
        /// Inventory.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(19))]
        pub inventory: Vec<BorrowItem<'a>>,
        /// Ender chest.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(20))]
        pub ender_items: Vec<BorrowItem<'a>>,
        /// Abilities.
        #[cfg_attr(feature = "minicbor", n(21))]
        pub abilities: Abilities,
        /// Where the player entered the nether.
        #[cfg_attr(feature = "minicbor", n(22))]
        pub entered_nether_position: Option<(f64, f64, f64)>,
        /// Vehicle ridden, with its UUID.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(23))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "(packed<fixed>, general)"))]
        pub root_vehicle: Option<([u32; 4], BorrowEntity<'a>)>,
        /// Parrot on the left shoulder.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(24))]
        pub shoulder_entity_left: Option<BorrowEntity<'a>>,
        /// Parrot on the right shoulder.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(25))]
        pub shoulder_entity_right: Option<BorrowEntity<'a>>,
        /// Has seen the credits.
        #[cfg_attr(feature = "minicbor", n(26))]
        pub seen_credits: bool,
        /// Recipe book.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(27))]
        pub recipe_book: BorrowRecipeBook<'a>,
    }

    /// [`Players`] borrowing its strings.
    pub struct BorrowPlayers<'a> {
        /// The players.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub players: Vec<BorrowPlayer<'a>>,
    }
}

fn owned_strings(strings: Vec<&str>) -> Vec<String> {
    strings.into_iter().map(str::to_owned).collect()
}

impl From<BorrowItem<'_>> for Item {
    fn from(item: BorrowItem<'_>) -> Self {
        Item {
            count: item.count,
            slot: item.slot,
            id: item.id.to_owned(),
        }
    }
}

impl From<BorrowEntity<'_>> for Entity {
    fn from(entity: BorrowEntity<'_>) -> Self {
        Entity {
            id: entity.id.to_owned(),
            pos: entity.pos,
            motion: entity.motion,
            rotation: entity.rotation,
            fall_distance: entity.fall_distance,
            fire: entity.fire,
            air: entity.air,
            on_ground: entity.on_ground,
            no_gravity: entity.no_gravity,
            invulnerable: entity.invulnerable,
            portal_cooldown: entity.portal_cooldown,
            uuid: entity.uuid,
            custom_name: entity.custom_name.map(str::to_owned),
            custom_name_visible: entity.custom_name_visible,
            silent: entity.silent,
            glowing: entity.glowing,
        }
    }
}

impl From<BorrowRecipeBook<'_>> for RecipeBook {
    fn from(book: BorrowRecipeBook<'_>) -> Self {
        RecipeBook {
            recipes: owned_strings(book.recipes),
            to_be_displayed: owned_strings(book.to_be_displayed),
            is_filtering_craftable: book.is_filtering_craftable,
            is_gui_open: book.is_gui_open,
            is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
            is_furnace_gui_open: book.is_furnace_gui_open,
            is_blasting_furnace_filtering_craftable: book.is_blasting_furnace_filtering_craftable,
            is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
            is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
            is_smoker_gui_open: book.is_smoker_gui_open,
        }
    }
}

impl From<BorrowPlayer<'_>> for Player {
    fn from(player: BorrowPlayer<'_>) -> Self {
        Player {
            game_type: player.game_type,
            previous_game_type: player.previous_game_type,
            score: player.score,
            dimension: player.dimension.to_owned(),
            selected_item_slot: player.selected_item_slot,
            selected_item: player.selected_item.into(),
            spawn_dimension: player.spawn_dimension.map(str::to_owned),
            spawn_x: player.spawn_x,
            spawn_y: player.spawn_y,
            spawn_z: player.spawn_z,
            spawn_forced: player.spawn_forced,
            sleep_timer: player.sleep_timer,
            food_exhaustion_level: player.food_exhaustion_level,
            food_saturation_level: player.food_saturation_level,
            food_tick_timer: player.food_tick_timer,
            xp_level: player.xp_level,
            xp_p: player.xp_p,
            xp_total: player.xp_total,
            xp_seed: player.xp_seed,
            inventory: player.inventory.into_iter().map(Item::from).collect(),
            ender_items: player.ender_items.into_iter().map(Item::from).collect(),
            abilities: player.abilities,
            entered_nether_position: player.entered_nether_position,
            root_vehicle: player
                .root_vehicle
                .map(|(uuid, entity)| (uuid, entity.into())),
            shoulder_entity_left: player.shoulder_entity_left.map(Entity::from),
            shoulder_entity_right: player.shoulder_entity_right.map(Entity::from),
            seen_credits: player.seen_credits,
            recipe_book: player.recipe_book.into(),
        }
    }
}

impl From<BorrowPlayers<'_>> for Players {
    fn from(players: BorrowPlayers<'_>) -> Self {
        Players {
            players: players.players.into_iter().map(Player::from).collect(),
        }
    }
}

/// Picks a string uniformly (one index draw, `gen_index`) and owns it.
fn pick(rng: &mut impl Rng, items: &[&str]) -> String {
    items[gen_index(rng, 0..items.len())].to_owned()
}

/// A tuple of three `f64`, drawn in order.
fn gen_f64x3(rng: &mut impl Rng) -> (f64, f64, f64) {
    (rng.gen(), rng.gen(), rng.gen())
}

fn gen_uuid(rng: &mut impl Rng) -> [u32; 4] {
    [rng.gen(), rng.gen(), rng.gen(), rng.gen()]
}

impl GameType {
    /// Every variant, in declaration order (the index formats without enums encode).
    pub const ALL: [GameType; 4] = [
        GameType::Survival,
        GameType::Creative,
        GameType::Adventure,
        GameType::Spectator,
    ];

    fn generate(rng: &mut impl Rng) -> Self {
        // An i32 range, as upstream: a usize range would draw differently.
        Self::ALL[rng.gen_range(0..4i32) as usize]
    }

    /// The variant's index, for read digests.
    pub fn index(self) -> u64 {
        self as u64
    }
}

impl Item {
    fn generate(rng: &mut impl Rng) -> Self {
        const IDS: [&str; 8] = [
            "dirt",
            "stone",
            "pickaxe",
            "sand",
            "gravel",
            "shovel",
            "chestplate",
            "steak",
        ];
        Item {
            count: rng.gen(),
            slot: rng.gen(),
            id: pick(rng, &IDS),
        }
    }
}

impl Abilities {
    fn generate(rng: &mut impl Rng) -> Self {
        Abilities {
            walk_speed: rng.gen(),
            fly_speed: rng.gen(),
            may_fly: rng.gen_bool(0.5),
            flying: rng.gen_bool(0.5),
            invulnerable: rng.gen_bool(0.5),
            may_build: rng.gen_bool(0.5),
            instabuild: rng.gen_bool(0.5),
        }
    }
}

impl Entity {
    fn generate(rng: &mut impl Rng) -> Self {
        const IDS: [&str; 8] = [
            "cow", "sheep", "zombie", "skeleton", "spider", "creeper", "parrot", "bee",
        ];
        const CUSTOM_NAMES: [&str; 8] = [
            "rainbow", "princess", "steve", "johnny", "missy", "coward", "fairy", "howard",
        ];
        Entity {
            id: pick(rng, &IDS),
            pos: gen_f64x3(rng),
            motion: gen_f64x3(rng),
            rotation: (rng.gen(), rng.gen()),
            fall_distance: rng.gen(),
            fire: rng.gen(),
            air: rng.gen(),
            on_ground: rng.gen_bool(0.5),
            no_gravity: rng.gen_bool(0.5),
            invulnerable: rng.gen_bool(0.5),
            portal_cooldown: rng.gen(),
            uuid: gen_uuid(rng),
            custom_name: gen_option(rng, |rng| pick(rng, &CUSTOM_NAMES)),
            custom_name_visible: rng.gen_bool(0.5),
            silent: rng.gen_bool(0.5),
            glowing: rng.gen_bool(0.5),
        }
    }
}

impl RecipeBook {
    fn generate(rng: &mut impl Rng) -> Self {
        const RECIPES: [&str; 8] = [
            "pickaxe",
            "torch",
            "bow",
            "crafting table",
            "furnace",
            "shears",
            "arrow",
            "tnt",
        ];
        const MAX_RECIPES: usize = 30;
        const MAX_DISPLAYED_RECIPES: usize = 10;
        RecipeBook {
            recipes: gen_vec(rng, 0..MAX_RECIPES, |rng| pick(rng, &RECIPES)),
            to_be_displayed: gen_vec(rng, 0..MAX_DISPLAYED_RECIPES, |rng| pick(rng, &RECIPES)),
            is_filtering_craftable: rng.gen_bool(0.5),
            is_gui_open: rng.gen_bool(0.5),
            is_furnace_filtering_craftable: rng.gen_bool(0.5),
            is_furnace_gui_open: rng.gen_bool(0.5),
            is_blasting_furnace_filtering_craftable: rng.gen_bool(0.5),
            is_blasting_furnace_gui_open: rng.gen_bool(0.5),
            is_smoker_filtering_craftable: rng.gen_bool(0.5),
            is_smoker_gui_open: rng.gen_bool(0.5),
        }
    }
}

impl Player {
    fn generate(rng: &mut impl Rng) -> Self {
        const DIMENSIONS: [&str; 3] = ["overworld", "nether", "end"];
        const MAX_ITEMS: usize = 40;
        const MAX_ENDER_ITEMS: usize = 27;
        Player {
            game_type: GameType::generate(rng),
            previous_game_type: GameType::generate(rng),
            score: rng.gen(),
            dimension: pick(rng, &DIMENSIONS),
            selected_item_slot: rng.gen(),
            selected_item: Item::generate(rng),
            spawn_dimension: gen_option(rng, |rng| pick(rng, &DIMENSIONS)),
            spawn_x: rng.gen(),
            spawn_y: rng.gen(),
            spawn_z: rng.gen(),
            spawn_forced: gen_option(rng, |rng| rng.gen_bool(0.5)),
            sleep_timer: rng.gen(),
            food_exhaustion_level: rng.gen(),
            food_saturation_level: rng.gen(),
            food_tick_timer: rng.gen(),
            xp_level: rng.gen(),
            xp_p: rng.gen(),
            xp_total: rng.gen(),
            xp_seed: rng.gen(),
            inventory: gen_vec(rng, 0..MAX_ITEMS, Item::generate),
            ender_items: gen_vec(rng, 0..MAX_ENDER_ITEMS, Item::generate),
            abilities: Abilities::generate(rng),
            entered_nether_position: gen_option(rng, gen_f64x3),
            root_vehicle: gen_option(rng, |rng| (gen_uuid(rng), Entity::generate(rng))),
            shoulder_entity_left: gen_option(rng, Entity::generate),
            shoulder_entity_right: gen_option(rng, Entity::generate),
            seen_credits: rng.gen_bool(0.5),
            recipe_book: RecipeBook::generate(rng),
        }
    }
}

impl Dataset for Players {
    const INFO: &'static schema::DatasetInfo = super::common::info("minecraft_savedata");
    const HAS_BORROWED_FORM: bool = true;
    type Borrowed<'a> = BorrowPlayers<'a>;

    fn generate() -> Self {
        const PLAYERS: usize = 500;
        let mut rng = upstream_rng();
        Players {
            players: gen_vec(&mut rng, PLAYERS..PLAYERS + 1, Player::generate),
        }
    }

    /// Each player's game type.
    fn read_digest(&self) -> u64 {
        let mut digest = ReadDigest::default();
        for player in &self.players {
            digest.add(player.game_type.index());
        }
        digest.finish()
    }

    /// Sets each player's game type to survival and spawn point to the origin.
    fn apply_update(&mut self) {
        for player in &mut self.players {
            player.game_type = GameType::Survival;
            player.spawn_x = 0;
            player.spawn_y = 0;
            player.spawn_z = 0;
        }
    }
}
