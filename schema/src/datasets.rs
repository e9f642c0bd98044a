//! The benchmark datasets as the results side knows them: names, descriptions and how many
//! messages one serialized item stands for. The bencher owns the data itself; this table is
//! what reports and the site need to turn "items per second" into "messages per second".

use std::collections::BTreeSet;

/// Static description of one dataset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatasetInfo {
    /// Name used in result files, URLs and on the command line.
    pub name: &'static str,
    /// One-line description for tables and the site.
    pub description: &'static str,
    /// How many messages one benchmarked item contains (e.g. one `log` item holds 10000 logs).
    pub messages_per_item: u32,
    /// What one message is called, plural (`logs`, `meshes`, …).
    pub message_name: &'static str,
}

/// Every dataset, in display order.
pub const DATASETS: [DatasetInfo; 5] = [
    DatasetInfo {
        name: "log",
        description: "HTTP request logs: small structs with many strings",
        messages_per_item: 10_000,
        message_name: "logs",
    },
    DatasetInfo {
        name: "mesh",
        description: "A 3D mesh of triangles: large arrays of floats",
        messages_per_item: 1,
        message_name: "meshes",
    },
    DatasetInfo {
        name: "minecraft_savedata",
        description: "Minecraft player save data: deeply nested structs, enums and options",
        messages_per_item: 500,
        message_name: "saves",
    },
    DatasetInfo {
        name: "mk48",
        description: "mk48.io game updates: many small integers and floats",
        messages_per_item: 1_000,
        message_name: "updates",
    },
    DatasetInfo {
        name: "record",
        description: "The C++ suite's record: 1000 int64 ids and 100 copies of one string",
        messages_per_item: 1,
        message_name: "records",
    },
];

/// Looks a dataset up by name.
pub fn dataset(name: &str) -> Option<&'static DatasetInfo> {
    DATASETS.iter().find(|d| d.name == name)
}

/// The dataset names, for error messages that list the valid ones.
pub fn dataset_names() -> Vec<&'static str> {
    DATASETS.iter().map(|d| d.name).collect()
}

/// `names` in display order, each once: those of [`DATASETS`] in its order, then any others
/// (a file may name datasets this build does not know) by name.
pub fn in_display_order<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let mut named: BTreeSet<&str> = names.into_iter().collect();
    let mut ordered: Vec<&str> = DATASETS
        .iter()
        .map(|d| d.name)
        .filter(|name| named.remove(name))
        .collect();
    ordered.extend(named);
    ordered
}

#[cfg(test)]
mod tests {
    use super::in_display_order;

    #[test]
    fn known_datasets_come_in_display_order_then_others_by_name_each_once() {
        let names = ["zzz", "mk48", "aaa", "log", "mk48"];
        assert_eq!(in_display_order(names), ["log", "mk48", "aaa", "zzz"]);
        assert!(in_display_order([]).is_empty());
    }
}
