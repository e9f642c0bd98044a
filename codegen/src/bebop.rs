//! `codegen bebop`: Bebop code from `bencher/schemas/*.bop` into `bencher/src/generated/bebop/`.
//!
//! `bebopc` comes from the npm package `bebop-tools` (3.2.3, pinned in
//! `tools/bebop/package.json`; `scripts/install.sh codegen` installs it), the release of
//! bencher's `bebop` runtime crate (3.2.3).

use std::ffi::OsString;

use anyhow::Result;

use crate::external::{self, Tool, DATASETS};
use crate::output::{self, Mode};
use crate::Paths;

/// The schema compiler the committed code was generated with.
pub const BEBOPC: Tool = Tool {
    program: "bebopc",
    env: "BEBOPC",
    version_flag: "--version",
    version: "3.2.3",
    install: "scripts/install.sh codegen (npm: bebop-tools 3.2.3, into tools/bebop)",
};

/// The warning about an enum whose 0 is not named `Unknown` or `Default`: the schemas number
/// the dataset's enums as Rust does, from 0.
const ENUM_ZERO_WARNING: &str = "200";

/// Generates the code and installs or checks it.
pub fn run(paths: &Paths, mode: Mode) -> Result<()> {
    let bebopc = BEBOPC.find()?;
    let scratch = tempfile::tempdir()?;
    for dataset in DATASETS {
        // `-i` takes a glob pattern, where `..` may only lead: the path is resolved first.
        let schema = paths
            .schemas
            .join(format!("{dataset}.bop"))
            .canonicalize()?;
        let mut generator = OsString::from("rust:");
        generator.push(scratch.path().join(format!("{dataset}.rs")));
        let args = [
            "-i".into(),
            schema.into_os_string(),
            "build".into(),
            "-g".into(),
            generator,
            "--no-warn".into(),
            ENUM_ZERO_WARNING.into(),
        ];
        let args: Vec<_> = args.iter().map(OsString::as_os_str).collect();
        external::run(&bebopc, &args)?;
    }
    let modules: Vec<_> = DATASETS
        .iter()
        .map(|&dataset| (dataset, dataset.to_owned()))
        .collect();
    // Each file also holds owned copies of its types behind the consumer's cargo feature
    // `bebop-owned-all`, which bencher does not declare.
    external::write_mod_rs_allowing(
        scratch.path(),
        "Bebop",
        "bebop",
        "*.bop",
        &modules,
        &["unexpected_cfgs"],
    )?;
    output::finish(
        scratch.path(),
        &paths.generated.join("bebop"),
        "generated/bebop",
        mode,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Needs bebopc 3.2.3; without it, skips (fails under `CODEGEN_REQUIRE_TOOLS`).
    #[test]
    fn committed_code_is_current_when_bebopc_is_installed() {
        if external::skip_missing(BEBOPC.find()) {
            return;
        }
        run(&Paths::workspace(), Mode::Check).unwrap();
    }

    #[test]
    fn a_missing_compiler_is_refused_with_a_hint() {
        let error = format!(
            "{:#}",
            BEBOPC.check("/nonexistent/bebopc".into()).unwrap_err()
        );
        assert!(error.contains("bebop-tools 3.2.3"), "{error}");
    }
}
