//! `codegen thrift`: Apache Thrift code from `bencher/schemas/*.thrift` into
//! `bencher/src/generated/thrift/`.
//!
//! The `thrift` compiler comes from the Debian package `thrift-compiler` (0.17.0); its output
//! compiles against the `thrift` runtime crate of the same version, which bencher pins.

use std::ffi::OsStr;

use anyhow::Result;

use crate::external::{self, Tool, DATASETS};
use crate::output::{self, Mode};
use crate::Paths;

/// The schema compiler the committed code was generated with.
pub const THRIFT: Tool = Tool {
    program: "thrift",
    env: "THRIFT",
    version_flag: "--version",
    version: "Thrift version 0.17.0",
    install: "apt-get install thrift-compiler",
};

/// Generates the code and installs or checks it.
pub fn run(paths: &Paths, mode: Mode) -> Result<()> {
    let thrift = THRIFT.find()?;
    let scratch = tempfile::tempdir()?;
    for dataset in DATASETS {
        let schema = paths.schemas.join(format!("{dataset}.thrift"));
        let args: [&OsStr; 5] = [
            "--gen".as_ref(),
            "rs".as_ref(),
            "-out".as_ref(),
            scratch.path().as_os_str(),
            schema.as_os_str(),
        ];
        external::run(&thrift, &args)?;
    }
    let modules: Vec<_> = DATASETS
        .iter()
        .map(|&dataset| (dataset, dataset.to_owned()))
        .collect();
    external::write_mod_rs(
        scratch.path(),
        "Apache Thrift",
        "thrift",
        "*.thrift",
        &modules,
    )?;
    output::finish(
        scratch.path(),
        &paths.generated.join("thrift"),
        "generated/thrift",
        mode,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Needs thrift 0.17.0; without it, skips (fails under `CODEGEN_REQUIRE_TOOLS`).
    #[test]
    fn committed_code_is_current_when_thrift_is_installed() {
        if external::skip_missing(THRIFT.find()) {
            return;
        }
        run(&Paths::workspace(), Mode::Check).unwrap();
    }
}
