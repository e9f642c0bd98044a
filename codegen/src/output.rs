//! Installing or checking a generator's output.
//!
//! A generator writes a complete directory tree into a scratch directory. [`finish`] then
//! either replaces the committed directory with it (each file written atomically, stale files
//! removed) or compares the two trees byte for byte.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

/// What to do with freshly generated code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Replace the committed files.
    Write,
    /// Compare with the committed files; an error lists every difference.
    Check,
}

/// Every file under `dir`, by path relative to `dir`, with its contents.
fn read_tree(dir: &Path) -> Result<BTreeMap<PathBuf, Vec<u8>>> {
    let mut files = BTreeMap::new();
    if !dir.exists() {
        return Ok(files);
    }
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        for entry in
            fs::read_dir(&current).with_context(|| format!("reading {}", current.display()))?
        {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let contents =
                    fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
                let relative = path.strip_prefix(dir).expect("under dir").to_path_buf();
                files.insert(relative, contents);
            }
        }
    }
    Ok(files)
}

/// Writes `contents` to `path` through a temporary file in the same directory and a rename.
fn write_atomically(path: &Path, contents: &[u8]) -> Result<()> {
    let dir = path.parent().expect("generated files live in a directory");
    fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut temp = tempfile::NamedTempFile::new_in(dir)?;
    temp.write_all(contents)?;
    // Temporary files are private (0600); generated sources are ordinary files.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        temp.as_file()
            .set_permissions(fs::Permissions::from_mode(0o644))?;
    }
    temp.persist(path)
        .with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

/// Installs (or, in [`Mode::Check`], compares) the tree generated in `scratch` as `target`.
/// `what` names the output in messages (`bencher/src/generated/prost`).
pub fn finish(scratch: &Path, target: &Path, what: &str, mode: Mode) -> Result<()> {
    let fresh = read_tree(scratch)?;
    if fresh.is_empty() {
        bail!("{what}: the generator produced no files");
    }
    let committed = read_tree(target)?;
    match mode {
        Mode::Write => {
            for (relative, contents) in &fresh {
                if committed.get(relative) != Some(contents) {
                    write_atomically(&target.join(relative), contents)?;
                }
            }
            for relative in committed.keys().filter(|r| !fresh.contains_key(*r)) {
                let stale = target.join(relative);
                fs::remove_file(&stale).with_context(|| format!("removing {}", stale.display()))?;
            }
            println!("{what}: {} files up to date", fresh.len());
            Ok(())
        }
        Mode::Check => {
            let mut differences = Vec::new();
            for (relative, contents) in &fresh {
                match committed.get(relative) {
                    None => differences.push(format!("missing {}", relative.display())),
                    Some(old) if old != contents => {
                        differences.push(format!("out of date {}", relative.display()))
                    }
                    Some(_) => {}
                }
            }
            for relative in committed.keys().filter(|r| !fresh.contains_key(*r)) {
                differences.push(format!("not generated {}", relative.display()));
            }
            if differences.is_empty() {
                println!("{what}: {} files match", fresh.len());
                Ok(())
            } else {
                bail!(
                    "{what} differs from what the schemas generate (run `cargo run -p codegen` \
                     without --check):\n  {}",
                    differences.join("\n  ")
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(dir: &Path, files: &[(&str, &str)]) {
        for (name, contents) in files {
            write_atomically(&dir.join(name), contents.as_bytes()).unwrap();
        }
    }

    #[test]
    fn write_installs_and_removes_stale_files_then_check_passes() {
        let scratch = tempfile::tempdir().unwrap();
        let target = tempfile::tempdir().unwrap();
        tree(scratch.path(), &[("a.rs", "new"), ("sub/b.rs", "b")]);
        tree(target.path(), &[("a.rs", "old"), ("stale.rs", "x")]);
        let error = finish(scratch.path(), target.path(), "t", Mode::Check).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("out of date a.rs"), "{message}");
        assert!(message.contains("missing sub/b.rs"), "{message}");
        assert!(message.contains("not generated stale.rs"), "{message}");
        finish(scratch.path(), target.path(), "t", Mode::Write).unwrap();
        assert_eq!(
            fs::read_to_string(target.path().join("a.rs")).unwrap(),
            "new"
        );
        assert!(!target.path().join("stale.rs").exists());
        finish(scratch.path(), target.path(), "t", Mode::Check).unwrap();
    }

    #[test]
    fn an_empty_generation_is_an_error() {
        let scratch = tempfile::tempdir().unwrap();
        let target = tempfile::tempdir().unwrap();
        assert!(finish(scratch.path(), target.path(), "t", Mode::Write).is_err());
    }
}
