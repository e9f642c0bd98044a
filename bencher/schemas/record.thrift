// Apache Thrift schema of the `record` dataset (the C++ serializers suite's payload).

struct Record {
  1: required list<i64> ids
  2: required list<string> strings
}
