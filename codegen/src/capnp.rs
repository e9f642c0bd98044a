//! Cap'n Proto: `bencher/schemas/<dataset>.capnp` → `bencher/src/generated/capnp/<dataset>_capnp.rs`.
//!
//! The `capnp` compiler (Debian package `capnproto`) parses the schemas; the `capnpc` crate,
//! pinned to the version of bencher's `capnp` runtime, turns its output into Rust.

use std::path::PathBuf;

use crate::common::{self, Result};

/// Where the generated modules sit in the bencher crate; generated code names its own types
/// by absolute path from there.
const PARENT_MODULE: [&str; 2] = ["generated", "capnp"];

/// Regenerates every dataset's module and returns the files written.
pub fn generate() -> Result<Vec<PathBuf>> {
    let schemas = common::workspace_root().join("bencher/schemas");
    let output = common::output_dir("capnp")?;
    let compiler = common::version_of("capnp", "--version")
        .map_err(|e| format!("{e}; install it: apt-get install capnproto"))?;
    let mut command = capnpc::CompilerCommand::new();
    command
        .src_prefix(&schemas)
        .output_path(&output)
        .default_parent_module(PARENT_MODULE.iter().map(|s| s.to_string()).collect());
    for dataset in common::DATASETS {
        command.file(common::schema_path(dataset, "capnp"));
    }
    command
        .run()
        .map_err(|e| format!("capnp compile failed: {e}"))?;
    let written: Vec<PathBuf> = common::DATASETS
        .iter()
        .map(|dataset| output.join(format!("{dataset}_capnp.rs")))
        .collect();
    common::rustfmt(&written)?;
    for (dataset, path) in common::DATASETS.iter().zip(&written) {
        common::prepend_header(
            path,
            &format!(
                "Generated from bencher/schemas/{dataset}.capnp by `cargo run -p codegen -- capnp`\n\
                 ({compiler}, capnpc as pinned in codegen/Cargo.toml). Do not edit."
            ),
        )?;
    }
    Ok(written)
}
