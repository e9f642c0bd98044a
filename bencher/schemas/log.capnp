# Cap'n Proto schema of the `log` dataset (bencher/src/datasets/log.rs), field for field.
@0x8f20718cd709f3f2;

# An IPv4 address, one byte per component.
struct Address {
  x0 @0 :UInt8;
  x1 @1 :UInt8;
  x2 @2 :UInt8;
  x3 @3 :UInt8;
}

# One access-log entry.
struct Log {
  address @0 :Address;
  identity @1 :Text;
  userid @2 :Text;
  date @3 :Text;
  request @4 :Text;
  code @5 :UInt16;
  size @6 :UInt64;
}

struct Logs {
  logs @0 :List(Log);
}
