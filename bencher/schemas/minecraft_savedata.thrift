// Apache Thrift schema of the `minecraft_savedata` dataset
// (bencher/src/datasets/minecraft_savedata.rs), field for field.
// Unsigned integers are stored bit for bit in the signed type of the same width; `f32`
// travels as `double` (exact); tuples and arrays become structs; `Option` is `optional`.

enum GameType {
  SURVIVAL = 0
  CREATIVE = 1
  ADVENTURE = 2
  SPECTATOR = 3
}

struct Item {
  1: required i8 count
  2: required i8 slot
  3: required string id
}

struct Abilities {
  1: required double walk_speed
  2: required double fly_speed
  3: required bool may_fly
  4: required bool flying
  5: required bool invulnerable
  6: required bool may_build
  7: required bool instabuild
}

struct Vector2 {
  1: required double x
  2: required double y
}

struct Vector3 {
  1: required double x
  2: required double y
  3: required double z
}

struct Uuid {
  1: required i32 x0
  2: required i32 x1
  3: required i32 x2
  4: required i32 x3
}

struct Entity {
  1: required string id
  2: required Vector3 pos
  3: required Vector3 motion
  4: required Vector2 rotation
  5: required double fall_distance
  6: required i16 fire
  7: required i16 air
  8: required bool on_ground
  9: required bool no_gravity
  10: required bool invulnerable
  11: required i32 portal_cooldown
  12: required Uuid uuid
  13: optional string custom_name
  14: required bool custom_name_visible
  15: required bool silent
  16: required bool glowing
}

struct RecipeBook {
  1: required list<string> recipes
  2: required list<string> to_be_displayed
  3: required bool is_filtering_craftable
  4: required bool is_gui_open
  5: required bool is_furnace_filtering_craftable
  6: required bool is_furnace_gui_open
  7: required bool is_blasting_furnace_filtering_craftable
  8: required bool is_blasting_furnace_gui_open
  9: required bool is_smoker_filtering_craftable
  10: required bool is_smoker_gui_open
}

// The ridden vehicle: its UUID and the entity.
struct Vehicle {
  1: required Uuid uuid
  2: required Entity entity
}

struct Player {
  1: required GameType game_type
  2: required GameType previous_game_type
  3: required i64 score
  4: required string dimension
  5: required i32 selected_item_slot
  6: required Item selected_item
  7: optional string spawn_dimension
  8: required i64 spawn_x
  9: required i64 spawn_y
  10: required i64 spawn_z
  11: optional bool spawn_forced
  12: required i16 sleep_timer
  13: required double food_exhaustion_level
  14: required double food_saturation_level
  15: required i32 food_tick_timer
  16: required i32 xp_level
  17: required double xp_p
  18: required i32 xp_total
  19: required i32 xp_seed
  20: required list<Item> inventory
  21: required list<Item> ender_items
  22: required Abilities abilities
  23: optional Vector3 entered_nether_position
  24: optional Vehicle root_vehicle
  25: optional Entity shoulder_entity_left
  26: optional Entity shoulder_entity_right
  27: required bool seen_credits
  28: required RecipeBook recipe_book
}

struct Players {
  1: required list<Player> players
}
