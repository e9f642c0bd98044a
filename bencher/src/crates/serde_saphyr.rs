//! serde-saphyr: YAML through serde (parsing with granit-parser), a maintained choice where
//! serde_yaml is no longer. It writes block style, its default.
//!
//! Reading is given no budget (`Options::budget: None`): the default budget, made for
//! untrusted configuration files, caps a document at 250,000 nodes (and 1,000,000 parser
//! events), and mesh and mk48 hold more (reading them fails with "budget breached: Nodes").
//! The parser's structural limits (nesting depth, key length) still apply; the datasets stay
//! well within them.

use super::Adapter;
use crate::adapter::{Bench, Cases, CrateMeta};
use crate::datasets::Dataset;

/// The serde-saphyr adapter.
pub struct SerdeSaphyr;

static META: CrateMeta = CrateMeta {
    id: "serde-saphyr",
    name: "serde-saphyr",
    version: "2.2.0",
    family: "yaml",
    zero_copy: false,
    variants: &[],
};

impl Adapter for SerdeSaphyr {
    fn meta(&self) -> &'static CrateMeta {
        &META
    }
}

/// No borrow case: serde-saphyr borrows a string only where it stands verbatim in the input,
/// and it folds or quotes some of the datasets' strings (record's fail to borrow).
impl<T: Dataset> Bench<T> for SerdeSaphyr {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>) {
        // serde-saphyr's serializer writes to a `fmt::Write`: a reused `String`.
        cases.serialize_in_own_buffer(None, String::new(), |output, data| {
            output.clear();
            serde_saphyr::to_fmt_writer(&mut *output, data)?;
            Ok(output.as_bytes())
        });
        cases.deserialize(None, |bytes| {
            let options = serde_saphyr::options! { budget: None };
            Ok(serde_saphyr::from_slice_with_options(bytes, options)?)
        });
    }
}
