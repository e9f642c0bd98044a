//! Apache Thrift: `bencher/schemas/<dataset>.thrift` → `bencher/src/generated/thrift/<dataset>.rs`.
//!
//! The `thrift` compiler comes from the Debian package `thrift-compiler` (0.17); its output
//! compiles against the `thrift` runtime crate of the same version, which bencher pins.

use std::ffi::OsStr;
use std::path::PathBuf;

use crate::common::{self, Result};

/// Regenerates every dataset's module and returns the files written.
pub fn generate() -> Result<Vec<PathBuf>> {
    let output = common::output_dir("thrift")?;
    let compiler = common::version_of("thrift", "--version")
        .map_err(|e| format!("{e}; install it: apt-get install thrift-compiler"))?;
    let mut written = Vec::new();
    for dataset in common::DATASETS {
        let schema = common::schema_path(dataset, "thrift");
        let args: [&OsStr; 5] = [
            "--gen".as_ref(),
            "rs".as_ref(),
            "-out".as_ref(),
            output.as_os_str(),
            schema.as_os_str(),
        ];
        common::run("thrift", &args, "apt-get install thrift-compiler")?;
        written.push(output.join(format!("{dataset}.rs")));
    }
    common::rustfmt(&written)?;
    for (dataset, path) in common::DATASETS.iter().zip(&written) {
        common::prepend_header(
            path,
            &format!(
                "Generated from bencher/schemas/{dataset}.thrift by `cargo run -p codegen -- thrift`\n\
                 ({compiler}). Do not edit."
            ),
        )?;
    }
    Ok(written)
}
