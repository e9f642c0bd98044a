# Cap'n Proto schema of the `record` dataset (the C++ serializers suite's payload).
@0xd3dbdad20da2feda;

struct Record {
  ids @0 :List(Int64);
  strings @1 :List(Text);
}
