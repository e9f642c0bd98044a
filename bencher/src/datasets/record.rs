//! `record`: the C++ serializers suite's payload: a struct of 1000 `i64` ids and 100 copies
//! of one 86-character string. The ids are the C++ suite's own values
//! (`bencher/data/record_integers.txt`, one per line, in order).

use super::common::{borrowed, owned, Dataset, ReadDigest};

/// The C++ suite's ids, one signed 64-bit integer per line.
const INTEGERS: &str = include_str!("../../data/record_integers.txt");
/// The string the C++ suite repeats.
const STRING: &str =
    "shgfkghsdfjhgsfjhfgjhfgjsffghgsfdhgsfdfkdjhfioukjhkfdljgdfkgvjafdhasgdfwurtjkghfsdjkfg";
/// How many times it repeats it.
const STRING_COUNT: usize = 100;

owned! {
    /// The dataset: `message Record { repeated int64 ids = 1; repeated string strings = 2; }`.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Record {
        /// The ids.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub ids: Vec<i64>,
        /// The strings.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub strings: Vec<String>,
    }
}

borrowed! {
    /// [`Record`] borrowing its strings.
    pub struct BorrowRecord<'a> {
        /// The ids.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub ids: Vec<i64>,
        /// The strings.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(1))]
        pub strings: Vec<&'a str>,
    }
}

impl From<BorrowRecord<'_>> for Record {
    fn from(record: BorrowRecord<'_>) -> Self {
        Record {
            ids: record.ids,
            strings: record.strings.into_iter().map(str::to_owned).collect(),
        }
    }
}

/// Parses the embedded ids. The file is part of the source tree and a unit test parses it,
/// so a parse failure here is a build defect, not bad input.
fn ids() -> Vec<i64> {
    INTEGERS
        .lines()
        .map(|line| {
            line.trim()
                .parse()
                .expect("bencher/data/record_integers.txt holds one i64 per line")
        })
        .collect()
}

impl Dataset for Record {
    const INFO: &'static schema::DatasetInfo = super::common::info("record");
    const HAS_BORROWED_FORM: bool = true;
    type Borrowed<'a> = BorrowRecord<'a>;

    fn generate() -> Self {
        Record {
            ids: ids(),
            strings: vec![STRING.to_owned(); STRING_COUNT],
        }
    }

    /// Every id and every string's length.
    fn read_digest(&self) -> u64 {
        let mut digest = ReadDigest::default();
        for &id in &self.ids {
            digest.add(id as u64);
        }
        for string in &self.strings {
            digest.add(string.len() as u64);
        }
        digest.finish()
    }

    /// Negates every id (wrapping).
    fn apply_update(&mut self) {
        for id in &mut self.ids {
            *id = id.wrapping_neg();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_matches_the_cpp_suite() {
        let record = Record::generate();
        assert_eq!(record.ids.len(), 1000);
        assert_eq!(record.ids[0], -7_363_025_924_956_902_506);
        assert_eq!(record.ids[1], 433_747_491);
        assert_eq!(record.strings.len(), 100);
        assert!(record.strings.iter().all(|s| s.len() == 86));
    }
}
