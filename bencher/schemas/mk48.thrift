// Apache Thrift schema of the `mk48` dataset (bencher/src/datasets/mk48.rs), field for field.
// Unsigned integers are stored bit for bit in the signed type of the same width; `f32`
// travels as `double` (exact); tuples become structs; `Option` is `optional`; `Vec<u8>` is
// `binary`.

enum EntityType {
  ARLEIGH_BURKE = 0
  BISMARCK = 1
  CLEMENCEAU = 2
  FLETCHER = 3
  G5 = 4
  IOWA = 5
  KOLKATA = 6
  OSA = 7
  YASEN = 8
  ZUBR = 9
}

struct Vector2 {
  1: required double x
  2: required double y
}

struct Transform {
  1: required i8 altitude
  2: required i16 angle
  3: required Vector2 position
  4: required i16 velocity
}

struct Guidance {
  1: required i16 angle
  2: required bool submerge
  3: required i16 velocity
}

struct Contact {
  1: required i8 damage
  2: required i32 entity_id
  3: optional EntityType entity_type
  4: required Guidance guidance
  5: optional i16 player_id
  6: required list<bool> reloads
  7: required Transform transform
  8: required list<i16> turret_angles
}

struct ChunkId {
  1: required i8 x
  2: required i8 y
}

struct TerrainUpdate {
  1: required ChunkId chunk_id
  2: required binary data
}

struct Update {
  1: required list<Contact> contacts
  2: required i32 score
  3: required double world_radius
  4: required list<TerrainUpdate> terrain_updates
}

struct Updates {
  1: required list<Update> updates
}
