//! A JSON document walked node by node, for tests that damage one node of a valid file.
//! Shared by the integration tests (`common`) and the loader's unit tests (`#[path]`).

use serde_json::Value;

/// Every node of `document` as a JSON pointer (RFC 6901), the root (`""`) first, then each
/// node before its children.
pub fn node_pointers(document: &Value) -> Vec<String> {
    fn walk(value: &Value, pointer: String, out: &mut Vec<String>) {
        out.push(pointer.clone());
        match value {
            Value::Object(map) => {
                for (key, child) in map {
                    let key = key.replace('~', "~0").replace('/', "~1");
                    walk(child, format!("{pointer}/{key}"), out);
                }
            }
            Value::Array(items) => {
                for (index, child) in items.iter().enumerate() {
                    walk(child, format!("{pointer}/{index}"), out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(document, String::new(), &mut out);
    out
}
