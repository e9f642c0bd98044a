//! What every generator shares: where schemas and outputs live, running external tools, and
//! formatting the output so `cargo fmt --check` accepts the committed files.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The datasets, in the order of `schema::DATASETS`; each has one schema file per tool.
pub const DATASETS: [&str; 5] = ["log", "mesh", "minecraft_savedata", "mk48", "record"];

/// Errors are reported as one line each; there is nothing to recover from.
pub type Result<T> = std::result::Result<T, String>;

/// The workspace root (this crate lives in `<root>/codegen`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("codegen/ has a parent directory")
        .to_path_buf()
}

/// `bencher/schemas/<dataset>.<extension>`.
pub fn schema_path(dataset: &str, extension: &str) -> PathBuf {
    workspace_root()
        .join("bencher/schemas")
        .join(format!("{dataset}.{extension}"))
}

/// `bencher/src/generated/<tool>/`, created if missing.
pub fn output_dir(tool: &str) -> Result<PathBuf> {
    let dir = workspace_root().join("bencher/src/generated").join(tool);
    std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    Ok(dir)
}

/// Runs `program` with `args`; a missing program or a failure is an error naming the package
/// that provides it.
pub fn run(program: &str, args: &[&std::ffi::OsStr], provided_by: &str) -> Result<()> {
    let output = Command::new(program)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run `{program}` ({e}); install it: {provided_by}"))?;
    if !output.status.success() {
        return Err(format!(
            "`{program}` failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(())
}

/// Prints the version line of `program` into the first line of generated files, so a diff
/// shows when a regeneration used another compiler.
pub fn version_of(program: &str, flag: &str) -> Result<String> {
    let output = Command::new(program)
        .arg(flag)
        .output()
        .map_err(|e| format!("cannot run `{program} {flag}`: {e}"))?;
    let text = String::from_utf8_lossy(&output.stdout).trim().to_owned();
    Ok(text.lines().next().unwrap_or_default().to_owned())
}

/// Formats generated files with the toolchain's rustfmt (edition 2021, like the workspace).
pub fn rustfmt(files: &[PathBuf]) -> Result<()> {
    let mut args: Vec<&std::ffi::OsStr> = vec!["--edition".as_ref(), "2021".as_ref()];
    args.extend(files.iter().map(|f| f.as_os_str()));
    run("rustfmt", &args, "rustup component add rustfmt")
}

/// Prepends a header (what generated the file and how to regenerate it) to `path`.
pub fn prepend_header(path: &Path, header: &str) -> Result<()> {
    let body =
        std::fs::read_to_string(path).map_err(|e| format!("reading {}: {e}", path.display()))?;
    let mut text = String::new();
    for line in header.lines() {
        text.push_str("// ");
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&body);
    write_atomic(path, &text)
}

/// Writes `path` through a temporary file in the same directory and a rename, so an
/// interrupted run never leaves a half-written file.
pub fn write_atomic(path: &Path, contents: &str) -> Result<()> {
    let temporary = path.with_extension("tmp");
    std::fs::write(&temporary, contents)
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|e| format!("writing {}: {e}", path.display()))
}
