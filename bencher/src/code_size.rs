//! `bencher code-size`: what each crate's serialize and deserialize add to a release wasm
//! module, per dataset (docs/code-size.md).
//!
//! `scripts/code-size.sh` builds the bencher's wasm with its code-size probes
//! ([`crate::crates::size_probe`]) and keeps the link rustc made. Here each probe, and each
//! dataset's baseline, is linked alone from that link's inputs: the linker keeps only what the
//! one export reaches, vtables included, which cutting a finished module down cannot do (every
//! boxed closure of every crate sits in its function table). Each module is then optimized
//! with `wasm-opt -Oz`, stripped of custom sections (names, producers, wasm-bindgen's
//! descriptions: what a shipped module does not carry) and gzip'd (`gzip -9 -n`).

use crate::crates::size_probe::{export_name, probes, BASELINE};
use schema::{CodeSize, ResultsFile};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What went wrong measuring code sizes.
#[derive(Debug, thiserror::Error)]
pub enum CodeSizeError {
    /// The saved link command could not be read as one.
    #[error("{0}")]
    Link(String),
    /// A tool failed or could not be started.
    #[error("{what}: {message}")]
    Tool {
        /// The step, with the probe it was for.
        what: String,
        /// What the tool said.
        message: String,
    },
    /// A module is not a wasm binary.
    #[error("not a wasm module: {0}")]
    NotWasm(String),
}

/// The link of the probe build, as rustc printed it (`--print link-args`): the linker, its
/// environment and arguments, and the probes it exported.
#[derive(Clone, Debug, PartialEq)]
pub struct ProbeLink {
    env: Vec<(String, String)>,
    program: String,
    /// Every argument except the `--export NAME` pairs and the output.
    args: Vec<String>,
    /// The probes' export names.
    exports: BTreeSet<String>,
}

impl ProbeLink {
    /// Reads rustc's printed link command: `KEY="value"` assignments, then the linker and its
    /// arguments, every one quoted.
    pub fn parse(text: &str) -> Result<Self, CodeSizeError> {
        let line = text
            .lines()
            .find(|line| line.contains("\"rust-lld\""))
            .ok_or_else(|| CodeSizeError::Link("no rust-lld link command in the file".into()))?;
        let words = shlex::split(line)
            .ok_or_else(|| CodeSizeError::Link("unbalanced quotes in the link command".into()))?;
        let start = words
            .iter()
            .position(|word| word == "rust-lld")
            .ok_or_else(|| CodeSizeError::Link("no rust-lld in the link command".into()))?;
        let env = words[..start]
            .iter()
            .filter_map(|word| word.split_once('='))
            .map(|(key, value)| (key.to_owned(), value.to_owned()))
            .collect();
        let mut args = Vec::new();
        let mut exports = BTreeSet::new();
        let mut words = words[start + 1..].iter();
        while let Some(word) = words.next() {
            match word.as_str() {
                "--export" => {
                    let name = words.next().ok_or_else(|| {
                        CodeSizeError::Link("--export without a name in the link command".into())
                    })?;
                    if name.starts_with("code_size/") {
                        exports.insert(name.clone());
                    }
                }
                "-o" => {
                    words.next();
                }
                _ => args.push(word.clone()),
            }
        }
        if exports.is_empty() {
            return Err(CodeSizeError::Link(
                "the link exports no probes: was the wasm built with --cfg bencher_size_probe?"
                    .into(),
            ));
        }
        Ok(Self {
            env,
            program: "rust-lld".to_owned(),
            args,
            exports,
        })
    }

    /// Whether the build exported `export`.
    pub fn exports(&self, export: &str) -> bool {
        self.exports.contains(export)
    }

    fn command(&self, export: &str, output: &Path) -> Command {
        let mut command = Command::new(&self.program);
        command
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .args(&self.args)
            .arg("--export")
            .arg(export)
            .arg("-o")
            .arg(output);
        command
    }
}

/// Where the tools are.
#[derive(Clone, Debug)]
pub struct Tools {
    /// The probe build's link.
    pub link: ProbeLink,
    /// binaryen's `wasm-opt`.
    pub wasm_opt: PathBuf,
    /// Scratch directory for the modules.
    pub scratch: PathBuf,
}

/// One module to measure: a crate's probe on a dataset, or the dataset's baseline
/// (`crate_id` [`BASELINE`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Job {
    dataset: String,
    crate_id: String,
    export: String,
}

/// gzip'd bytes of the module of `export`: linked alone, `wasm-opt -Oz`, custom sections
/// stripped.
pub fn module_gzip_bytes(tools: &Tools, export: &str, slot: usize) -> Result<u64, CodeSizeError> {
    let linked = tools.scratch.join(format!("probe-{slot}.wasm"));
    let optimized = tools.scratch.join(format!("probe-{slot}.oz.wasm"));
    run(
        tools.link.command(export, &linked),
        &format!("linking {export}"),
    )?;
    let mut wasm_opt = Command::new(&tools.wasm_opt);
    wasm_opt.arg("-Oz").arg(&linked).arg("-o").arg(&optimized);
    run(wasm_opt, &format!("wasm-opt on {export}"))?;
    let bytes = std::fs::read(&optimized).map_err(|e| CodeSizeError::Tool {
        what: format!("reading {}", optimized.display()),
        message: e.to_string(),
    })?;
    gzip_len(&strip_custom_sections(&bytes)?)
}

/// Measures every crate of `file` that the probe build exports, on every dataset it has
/// figures for, and records the sizes in `file`. Returns the (crate, dataset) pairs left
/// unmeasured because the wasm build has no probe for them (crates kept native).
pub fn measure_into(
    file: &mut ResultsFile,
    tools: &Tools,
    jobs: usize,
    progress: &indicatif::ProgressBar,
) -> Result<Vec<(String, String)>, CodeSizeError> {
    let probe_names: BTreeMap<&str, &str> = probes().into_iter().collect();
    let mut work = Vec::new();
    let mut missing = Vec::new();
    for (dataset, figures) in &file.datasets {
        work.push(Job {
            dataset: dataset.clone(),
            crate_id: BASELINE.to_owned(),
            export: export_name(BASELINE, dataset),
        });
        for (crate_id, results) in &figures.crates {
            if results.operations.is_empty() {
                continue;
            }
            let export = probe_names
                .get(crate_id.as_str())
                .map(|probe| export_name(probe, dataset))
                .filter(|export| tools.link.exports(export));
            match export {
                Some(export) => work.push(Job {
                    dataset: dataset.clone(),
                    crate_id: crate_id.clone(),
                    export,
                }),
                None => missing.push((crate_id.clone(), dataset.clone())),
            }
        }
    }
    progress.set_length(work.len() as u64);
    let sizes = Mutex::new(BTreeMap::new());
    let next = AtomicUsize::new(0);
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for slot in 0..jobs.max(1) {
            let (work, sizes, next, failure) = (&work, &sizes, &next, &failure);
            scope.spawn(move || loop {
                let Some(job) = work.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    return;
                };
                if failure.lock().expect("no panic holds it").is_some() {
                    return;
                }
                match module_gzip_bytes(tools, &job.export, slot) {
                    Ok(bytes) => {
                        sizes
                            .lock()
                            .expect("no panic holds it")
                            .insert(job.clone(), bytes);
                        progress.inc(1);
                    }
                    Err(error) => *failure.lock().expect("no panic holds it") = Some(error),
                }
            });
        }
    });
    if let Some(error) = failure.into_inner().expect("no panic holds it") {
        return Err(error);
    }
    let sizes = sizes.into_inner().expect("no panic holds it");
    let baseline = |dataset: &str| {
        sizes
            .iter()
            .find(|(job, _)| job.dataset == dataset && job.crate_id == BASELINE)
            .map(|(_, bytes)| *bytes)
    };
    for (job, probe) in &sizes {
        if job.crate_id == BASELINE {
            continue;
        }
        let (Some(baseline), Some(figures)) = (
            baseline(&job.dataset),
            file.datasets
                .get_mut(&job.dataset)
                .and_then(|d| d.crates.get_mut(&job.crate_id)),
        ) else {
            continue;
        };
        figures.code_size = Some(CodeSize {
            probe_gzip_bytes: *probe,
            baseline_gzip_bytes: baseline,
        });
    }
    Ok(missing)
}

/// The method a file records with its code sizes ([`ResultsFile::code_size_method`]).
pub fn method(wasm_opt: &Path) -> String {
    let version = |program: &Path, arg: &str| {
        crate::environment::command_output(&program.to_string_lossy(), &[arg])
            .unwrap_or_else(|| "unknown version".to_owned())
    };
    format!(
        "wasm32-unknown-unknown, {}, profile release-pages (opt-level z, fat LTO, one codegen \
         unit, panic abort), each probe linked alone, {} -Oz, custom sections stripped, gzip -9",
        version(Path::new("rustc"), "-V"),
        version(wasm_opt, "--version"),
    )
}

fn run(mut command: Command, what: &str) -> Result<(), CodeSizeError> {
    let output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| CodeSizeError::Tool {
            what: what.to_owned(),
            message: e.to_string(),
        })?;
    if output.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    Err(CodeSizeError::Tool {
        what: what.to_owned(),
        message: stderr.lines().take(3).collect::<Vec<_>>().join(" / "),
    })
}

/// Length of `bytes` gzip'd by `gzip -9 -n` (no name or time in the header, so the length
/// depends on the bytes alone).
fn gzip_len(bytes: &[u8]) -> Result<u64, CodeSizeError> {
    use std::io::Write;
    let tool = |e: std::io::Error| CodeSizeError::Tool {
        what: "gzip -9 -n".to_owned(),
        message: e.to_string(),
    };
    let mut child = Command::new("gzip")
        .args(["-9", "-n", "-c"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(tool)?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = bytes.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(tool)?;
    writer
        .join()
        .expect("the writer does not panic")
        .map_err(tool)?;
    if !output.status.success() {
        return Err(CodeSizeError::Tool {
            what: "gzip -9 -n".to_owned(),
            message: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    Ok(output.stdout.len() as u64)
}

/// `wasm` without its custom sections (id 0): names, producers, target features and
/// wasm-bindgen's descriptions, none of which a shipped module's code needs.
pub fn strip_custom_sections(wasm: &[u8]) -> Result<Vec<u8>, CodeSizeError> {
    const HEADER: [u8; 8] = [0, b'a', b's', b'm', 1, 0, 0, 0];
    if wasm.get(..8) != Some(&HEADER[..]) {
        return Err(CodeSizeError::NotWasm("no wasm version 1 header".into()));
    }
    let mut kept = HEADER.to_vec();
    let mut at = 8;
    while at < wasm.len() {
        let start = at;
        let id = wasm[at];
        let (size, after) = read_leb_u32(wasm, at + 1)?;
        let end = after
            .checked_add(size as usize)
            .filter(|&end| end <= wasm.len())
            .ok_or_else(|| CodeSizeError::NotWasm(format!("section at byte {start} overruns")))?;
        if id != 0 {
            kept.extend_from_slice(&wasm[start..end]);
        }
        at = end;
    }
    Ok(kept)
}

/// An unsigned LEB128 `u32` at `at`: its value and the offset after it.
fn read_leb_u32(bytes: &[u8], mut at: usize) -> Result<(u32, usize), CodeSizeError> {
    let mut value: u32 = 0;
    for shift in (0..35).step_by(7) {
        let byte = *bytes
            .get(at)
            .ok_or_else(|| CodeSizeError::NotWasm("truncated section size".into()))?;
        at += 1;
        value |= u32::from(byte & 0x7f)
            .checked_shl(shift)
            .ok_or_else(|| CodeSizeError::NotWasm("section size too large".into()))?;
        if byte & 0x80 == 0 {
            return Ok((value, at));
        }
    }
    Err(CodeSizeError::NotWasm("section size too long".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINK: &str = r#"LC_ALL="C" PATH="/toolchain/bin:/usr/bin" VSLANG="1033" "rust-lld" "-flavor" "wasm" "--export" "code_size/postcard :: Postcard/log" "--export" "__wbindgen_describe_x" "--export" "code_size/baseline/log" "--export=__heap_base" "-z" "stack-size=1048576" "/t/deps/bencher_wasm.o" "-o" "/t/deps/bencher_wasm.wasm" "--gc-sections""#;

    #[test]
    fn the_link_keeps_everything_but_its_exports_and_output() {
        let link = ProbeLink::parse(&format!("warning: x\n{LINK}\n")).unwrap();
        assert_eq!(link.program, "rust-lld");
        assert!(link
            .env
            .contains(&("PATH".into(), "/toolchain/bin:/usr/bin".into())));
        assert_eq!(
            link.args,
            [
                "-flavor",
                "wasm",
                "--export=__heap_base",
                "-z",
                "stack-size=1048576",
                "/t/deps/bencher_wasm.o",
                "--gc-sections"
            ]
        );
        assert!(link.exports("code_size/postcard :: Postcard/log"));
        assert!(link.exports("code_size/baseline/log"));
        assert!(!link.exports("__wbindgen_describe_x"));
        let command = link.command("code_size/baseline/log", Path::new("/s/p.wasm"));
        let args: Vec<_> = command.get_args().map(|a| a.to_str().unwrap()).collect();
        assert_eq!(
            args[args.len() - 4..],
            ["--export", "code_size/baseline/log", "-o", "/s/p.wasm"]
        );
    }

    #[test]
    fn a_link_without_probes_or_linker_is_refused() {
        let error = ProbeLink::parse(r#""rust-lld" "-flavor" "wasm" "x.o""#).unwrap_err();
        assert!(error.to_string().contains("bencher_size_probe"), "{error}");
        let error = ProbeLink::parse("cc -o a.out").unwrap_err();
        assert!(error.to_string().contains("no rust-lld"), "{error}");
    }

    #[test]
    fn custom_sections_are_stripped_and_others_kept() {
        let mut wasm = vec![0, b'a', b's', b'm', 1, 0, 0, 0];
        wasm.extend([0, 3, 1, b'n', 9]); // custom "n"
        wasm.extend([1, 2, 0xaa, 0xbb]); // type section
        wasm.extend([0, 0x81, 0x01]); // custom of 129 bytes (two-byte size)
        wasm.push(1);
        wasm.push(b'x');
        wasm.extend([0u8; 127]);
        wasm.extend([10, 1, 0]); // code section
        let stripped = strip_custom_sections(&wasm).unwrap();
        assert_eq!(
            stripped,
            [0, b'a', b's', b'm', 1, 0, 0, 0, 1, 2, 0xaa, 0xbb, 10, 1, 0]
        );
        assert!(strip_custom_sections(b"\0asm\x01\0\0\0\x01\x09").is_err());
        assert!(strip_custom_sections(b"not wasm").is_err());
    }
}
