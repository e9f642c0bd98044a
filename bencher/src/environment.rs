//! What a run measured on: toolchain, CPU, operating system, cores, and the checkout.
//!
//! Every probe is best effort: a missing tool (no `lscpu`, not a git checkout) leaves its field
//! empty rather than failing the run.

use std::path::Path;
use std::process::Command;

/// Captures the machine and toolchain.
pub fn capture() -> schema::Environment {
    schema::Environment {
        rustc: command_output("rustc", &["-vV"]),
        cpu: command_output("lscpu", &[]).or_else(cpu_from_proc),
        os: os_description(),
        cores: std::thread::available_parallelism()
            .ok()
            .and_then(|n| u32::try_from(n.get()).ok()),
    }
}

/// `git rev-parse HEAD` of the checkout the bencher was built from (else of the current
/// directory), with `-dirty` appended when tracked files differ from that commit.
pub fn git_commit() -> Option<String> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = if source.exists() {
        source
    } else {
        Path::new(".")
    };
    let dir = dir.to_str()?;
    let commit = command_output("git", &["-C", dir, "rev-parse", "HEAD"])?;
    let dirty = Command::new("git")
        .args(["-C", dir, "diff", "--quiet", "HEAD", "--"])
        .output()
        .map(|o| o.status.code() == Some(1))
        .unwrap_or(false);
    Some(if dirty {
        format!("{commit}-dirty")
    } else {
        commit
    })
}

/// The CPU model line (`Model name: …` of `lscpu`) of a captured environment, for run lists.
pub fn cpu_model(environment: &schema::Environment) -> Option<String> {
    let cpu = environment.cpu.as_deref()?;
    cpu.lines()
        .find_map(|line| {
            let (key, value) = line.split_once(':')?;
            matches!(key.trim(), "Model name" | "model name").then(|| value.trim().to_owned())
        })
        .filter(|model| !model.is_empty())
}

/// The release line of `rustc -vV` (`rustc 1.95.0 (…)`).
pub fn rustc_release(environment: &schema::Environment) -> Option<String> {
    Some(
        environment
            .rustc
            .as_deref()?
            .lines()
            .next()?
            .trim()
            .to_owned(),
    )
}

/// Trimmed standard output of a successful command.
fn command_output(program: &str, args: &[&str]) -> Option<String> {
    let output = Command::new(program).args(args).output().ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

fn cpu_from_proc() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let model = info.lines().find(|line| line.starts_with("model name"))?;
    Some(model.to_owned())
}

fn os_description() -> Option<String> {
    let pretty = std::fs::read_to_string("/etc/os-release")
        .ok()
        .and_then(|release| {
            release.lines().find_map(|line| {
                let value = line.strip_prefix("PRETTY_NAME=")?;
                Some(value.trim_matches('"').to_owned())
            })
        });
    let kernel = command_output("uname", &["-srm"]);
    match (pretty, kernel) {
        (Some(p), Some(k)) => Some(format!("{p}; {k}")),
        (p, k) => p.or(k).or_else(|| Some(std::env::consts::OS.to_owned())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_model_and_rustc_release_are_read_from_captured_text() {
        let environment = schema::Environment {
            rustc: Some("rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc".to_owned()),
            cpu: Some("Architecture: x86_64\nModel name:   AMD EPYC 7B13\nCPU(s): 2".to_owned()),
            os: None,
            cores: None,
        };
        assert_eq!(cpu_model(&environment).as_deref(), Some("AMD EPYC 7B13"));
        assert_eq!(
            rustc_release(&environment).as_deref(),
            Some("rustc 1.95.0 (59807616e 2026-04-14)")
        );
        assert_eq!(cpu_model(&schema::Environment::default()), None);
    }
}
