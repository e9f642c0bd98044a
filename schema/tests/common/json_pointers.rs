// JSON pointers of a document's nodes, for tests that damage one node at a time. Shared by the
// integration tests (`common`) and the unit tests of `src/load.rs`, which `include!` this file
// (hence plain comments here: an included file may not carry inner doc comments).

use serde_json::Value;

/// Every JSON node of `value`, as JSON pointers below `prefix` (`""` for the whole document),
/// in document order.
pub fn pointers(value: &Value, prefix: String, out: &mut Vec<String>) {
    out.push(prefix.clone());
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let key = key.replace('~', "~0").replace('/', "~1");
                pointers(child, format!("{prefix}/{key}"), out);
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                pointers(child, format!("{prefix}/{index}"), out);
            }
        }
        _ => {}
    }
}
