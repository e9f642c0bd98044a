//! Records what the bencher's code is compiled for, for the results' `environment.build`:
//! the target CPU (`-C target-cpu`, resolved for `native`) and the target features that
//! enabled, which SIMD crates (simd-json, sonic-rs) choose their code paths by at compile time.
//! Also records the commit the sources were built from (`run.git_commit`): a run can last hours
//! while the checkout moves on, and the figures belong to the code compiled, not to the
//! checkout's state when the binary happens to start.

use std::env;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=RUSTFLAGS");
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let flags: Vec<&str> = flags.split('\x1f').collect();
    // The last `-C target-cpu=…` wins, as with rustc.
    let asked = flags
        .iter()
        .enumerate()
        .filter_map(|(i, flag)| match flag.strip_prefix("-C") {
            Some("") => flags.get(i + 1)?.strip_prefix("target-cpu="),
            Some(joined) => joined.strip_prefix("target-cpu="),
            None => flag.strip_prefix("--codegen=")?.strip_prefix("target-cpu="),
        })
        .next_back();
    let cpus = target_cpus();
    let cpu = match asked {
        Some("native") => match cpus.as_deref().and_then(native_cpu) {
            Some(host) => format!("native ({host})"),
            None => "native".to_owned(),
        },
        Some(cpu) => cpu.to_owned(),
        None => cpus
            .as_deref()
            .and_then(default_cpu)
            .unwrap_or_else(|| "the target's default".to_owned()),
    };
    let mut features: Vec<String> = env::var("CARGO_CFG_TARGET_FEATURE")
        .unwrap_or_default()
        .split(',')
        .filter(|f| !f.is_empty())
        .map(str::to_owned)
        .collect();
    features.sort();
    println!("cargo:rustc-env=BENCHER_TARGET_CPU={cpu}");
    println!(
        "cargo:rustc-env=BENCHER_TARGET={}",
        env::var("TARGET").unwrap_or_default()
    );
    println!(
        "cargo:rustc-env=BENCHER_TARGET_FEATURES={}",
        features.join(",")
    );
    println!(
        "cargo:rustc-env=BENCHER_GIT_COMMIT={}",
        git_commit().unwrap_or_default()
    );
}

/// `git rev-parse HEAD` of the checkout being built, with `-dirty` appended when tracked files
/// differ from it; `None` outside a git checkout. Asks cargo to run this script again when the
/// commit, the index or the compiled sources change, so that the value stays the binary's.
fn git_commit() -> Option<String> {
    let git = |args: &[&str]| -> Option<String> {
        let output = Command::new("git").args(args).output().ok()?;
        let text = String::from_utf8(output.stdout).ok()?;
        let text = text.trim();
        (output.status.success() && !text.is_empty()).then(|| text.to_owned())
    };
    let commit = git(&["rev-parse", "HEAD"])?;
    let mut watched = vec![git(&["rev-parse", "--git-path", "HEAD"])?];
    watched.extend(git(&["rev-parse", "--git-path", "index"]));
    watched.extend(git(&["rev-parse", "--git-path", "packed-refs"]));
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.extend(git(&["rev-parse", "--git-path", &branch]));
    }
    watched.extend(["src", "../schema/src", "../Cargo.lock"].map(str::to_owned));
    for path in watched {
        println!("cargo:rerun-if-changed={path}");
    }
    let dirty = Command::new("git")
        .args(["diff", "--quiet", "HEAD", "--"])
        .status()
        .is_ok_and(|status| status.code() == Some(1));
    Some(if dirty {
        format!("{commit}-dirty")
    } else {
        commit
    })
}

/// `rustc --print target-cpus` for the target being built.
fn target_cpus() -> Option<String> {
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let target = env::var("TARGET").ok()?;
    let output = Command::new(rustc)
        .args(["--print", "target-cpus", "--target", &target])
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The host CPU `native` stands for: `native - Select the CPU of the current host (currently
/// znver4).`
fn native_cpu(cpus: &str) -> Option<String> {
    let line = cpus
        .lines()
        .find(|l| l.trim_start().starts_with("native "))?;
    let (_, rest) = line.split_once("(currently ")?;
    Some(rest.split(')').next()?.trim().to_owned())
}

/// The target's default CPU: the line that says it is (`x86-64 - This is the default target
/// CPU for the current build target …`).
fn default_cpu(cpus: &str) -> Option<String> {
    let line = cpus.lines().find(|l| l.contains("default target CPU"))?;
    Some(line.split_whitespace().next()?.to_owned())
}
