//! savefile: a binary format with its own derive, built for saving application state; here
//! without its schema header (`save_noschema`), as the upstream suite measures it.

use std::io::Cursor;

use savefile::{Deserialize, Serialize};

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The savefile adapter.
pub struct Savefile;

static META: CrateMeta = CrateMeta {
    id: "savefile",
    name: "savefile",
    version: "0.20.6",
    family: "savefile",
    zero_copy: false,
    variants: &[],
};

/// The data version written and read (the datasets have a single version).
const VERSION: u32 = 0;

impl Adapter for Savefile {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: savefile types cannot hold references.
impl<T: Dataset + Serialize + Deserialize> Bench<T> for Savefile {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        cases.serialize(None, |data, buffer| {
            Ok(savefile::save_noschema(buffer, VERSION, data)?)
        });
        cases.deserialize(None, |bytes| {
            Ok(savefile::load_noschema(&mut Cursor::new(bytes), VERSION)?)
        });
    }
}
