//! `codegen capnp`: Cap'n Proto code from `bencher/schemas/*.capnp` into
//! `bencher/src/generated/capnp/`.
//!
//! The `capnp` compiler (Debian package `capnproto`) parses the schemas; the `capnpc` crate,
//! pinned to bencher's `capnp` runtime version, turns its output into Rust.

use anyhow::{Context, Result};

use crate::external::{self, Tool, DATASETS};
use crate::output::{self, Mode};
use crate::Paths;

/// The schema compiler the committed code was generated with.
pub const CAPNP: Tool = Tool {
    program: "capnp",
    env: "CAPNP",
    version_flag: "--version",
    version: "Cap'n Proto version 0.9.2",
    install: "apt-get install capnproto",
};

/// Generates the code and installs or checks it.
pub fn run(paths: &Paths, mode: Mode) -> Result<()> {
    let capnp = CAPNP.find()?;
    let scratch = tempfile::tempdir()?;
    let mut command = capnpc::CompilerCommand::new();
    command
        .capnp_executable(&capnp)
        .src_prefix(&paths.schemas)
        .output_path(scratch.path())
        // Generated code names its own types by absolute path from bencher's crate root.
        .default_parent_module(vec!["generated".into(), "capnp".into()]);
    for dataset in DATASETS {
        command.file(paths.schemas.join(format!("{dataset}.capnp")));
    }
    command.run().context("capnp compile")?;
    let modules: Vec<_> = DATASETS
        .iter()
        .map(|&dataset| (dataset, format!("{dataset}_capnp")))
        .collect();
    external::write_mod_rs(scratch.path(), "Cap'n Proto", "capnp", "*.capnp", &modules)?;
    output::finish(
        scratch.path(),
        &paths.generated.join("capnp"),
        "generated/capnp",
        mode,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Needs capnp 0.9.2; without it, skips (fails under `CODEGEN_REQUIRE_TOOLS`).
    #[test]
    fn committed_code_is_current_when_capnp_is_installed() {
        if external::skip_missing(CAPNP.find()) {
            return;
        }
        run(&Paths::workspace(), Mode::Check).unwrap();
    }
}
