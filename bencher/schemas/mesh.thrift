// Apache Thrift schema of the `mesh` dataset (bencher/src/datasets/mesh.rs), field for field.
// Thrift has no 32-bit float: `f32` travels as `double` (exact: every f32 is a double).

struct Vector3 {
  1: required double x
  2: required double y
  3: required double z
}

struct Triangle {
  1: required Vector3 v0
  2: required Vector3 v1
  3: required Vector3 v2
  4: required Vector3 normal
}

struct Mesh {
  1: required list<Triangle> triangles
}
