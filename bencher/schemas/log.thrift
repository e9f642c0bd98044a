// Apache Thrift schema of the `log` dataset (bencher/src/datasets/log.rs), field for field.
// Thrift has only signed integers: unsigned fields are stored bit for bit in the signed type
// of the same width (u8 as i8, u16 as i16, u64 as i64).

struct Address {
  1: required i8 x0
  2: required i8 x1
  3: required i8 x2
  4: required i8 x3
}

struct Log {
  1: required Address address
  2: required string identity
  3: required string userid
  4: required string date
  5: required string request
  6: required i16 code
  7: required i64 size
}

struct Logs {
  1: required list<Log> logs
}
