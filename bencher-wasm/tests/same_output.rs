//! The datasets, every crate's serialized output and every codec's are the same in wasm as
//! natively: the wasm module (`scripts/build-wasm-bench.sh` builds it for Node) serializes
//! every dataset with every crate and compresses one output per dataset with every codec, and
//! each output's length and digest must equal this native build's. The exceptions are the
//! crates and codecs whose output depends on the target's pointer width (listed below; each
//! must differ somewhere, so the list cannot go stale). A crate missing from the wasm build
//! must be one that `bencher/Cargo.toml` keeps native.

use bencher_wasm::{serialize_outputs, Output, Outputs};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// Crates that cannot build for wasm32-unknown-unknown, each with why (bencher/Cargo.toml).
const NATIVE_ONLY: &[(&str, &str)] = &[(
    "protobuf4",
    "its runtime (upb) is C that needs a C library, which wasm32-unknown-unknown lacks",
)];

/// Crates and codecs whose output depends on the target's pointer width (`usize` is 32 bits
/// in wasm32), each with what differs (docs/wasm.md gives the figures).
const POINTER_WIDTH: &[(&str, &str)] = &[
    (
        "bin-proto",
        "writes every length as a usize: 4 bytes in wasm32, 8 natively",
    ),
    (
        "musli-descriptive",
        "marks every usize as a u32 in wasm32, a u64 natively: the same size, other bytes",
    ),
    (
        "lz4",
        "lz4_flex hashes 4 bytes a position on 32-bit targets, 5 on 64-bit: other matches",
    ),
];

fn node_module() -> PathBuf {
    let dir = std::env::var_os("BENCHER_WASM_NODE").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/bencher-wasm/debug/node"),
        PathBuf::from,
    );
    let module = dir.join("bencher_wasm.js");
    assert!(
        module.is_file(),
        "{} is missing: build it with scripts/build-wasm-bench.sh (the test command does)",
        module.display()
    );
    module
}

/// Starts the wasm module's serialization in Node (it runs beside the native one).
fn start_wasm() -> Child {
    let module = node_module();
    let script = format!(
        "process.stdout.write(require({:?}).serialize_outputs_json())",
        module.display().to_string()
    );
    Command::new("node")
        .args(["-e", &script])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs (scripts/install.sh installs it)")
}

fn wasm_outputs(node: Child) -> Outputs {
    let output = node.wait_with_output().expect("node's output");
    assert!(
        output.status.success(),
        "the wasm module failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the wasm module's outputs are JSON")
}

/// The comparison's findings.
#[derive(Default)]
struct Comparison {
    compared: usize,
    /// Outputs that differ where they must not, or failed.
    differences: Vec<String>,
    /// The [`POINTER_WIDTH`] entries seen to differ.
    width_dependent: BTreeSet<&'static str>,
}

impl Comparison {
    /// Compares the output `what` of crate or codec `who` in both builds.
    fn compare(&mut self, what: String, who: &str, native: &Output, wasm: Option<&Output>) {
        self.compared += 1;
        let failed = |o: &Output| matches!(o, Output::Failed(_));
        if failed(native) || wasm.is_none_or(failed) {
            self.differences
                .push(format!("{what}: native {native:?}, wasm {wasm:?}"));
        } else if wasm != Some(native) {
            match POINTER_WIDTH.iter().find(|(id, _)| *id == who) {
                Some((id, _)) => {
                    self.width_dependent.insert(id);
                }
                None => self
                    .differences
                    .push(format!("{what}: native {native:?}, wasm {wasm:?}")),
            }
        }
    }
}

#[test]
fn every_crate_and_codec_writes_the_same_bytes_in_wasm() {
    let node = start_wasm();
    let native = serialize_outputs();
    let wasm = wasm_outputs(node);
    let mut comparison = Comparison::default();
    for (dataset, crates) in &native.serialized {
        for (crate_id, variants) in crates {
            let Some(in_wasm) = wasm.serialized.get(dataset).and_then(|c| c.get(crate_id)) else {
                if !NATIVE_ONLY.iter().any(|(id, _)| id == crate_id) {
                    let missing = format!("{dataset}/{crate_id}: not in the wasm build");
                    comparison.differences.push(missing);
                }
                continue;
            };
            for (variant, output) in variants {
                let what = format!("{dataset}/{crate_id}/{variant}");
                comparison.compare(what, crate_id, output, in_wasm.get(variant));
            }
        }
    }
    for (dataset, crates) in &wasm.serialized {
        for crate_id in crates.keys() {
            if native
                .serialized
                .get(dataset)
                .and_then(|c| c.get(crate_id))
                .is_none()
            {
                let extra = format!("{dataset}/{crate_id}: only in the wasm build");
                comparison.differences.push(extra);
            }
        }
    }
    for (dataset, by_codec) in &native.compressed {
        for (codec, output) in by_codec {
            let what = format!("{dataset} compressed with {codec}");
            let in_wasm = wasm.compressed.get(dataset).and_then(|c| c.get(codec));
            comparison.compare(what, codec, output, in_wasm);
        }
    }

    let codec_outputs: usize = native.compressed.values().map(|c| c.len()).sum();
    assert_eq!(
        codec_outputs,
        schema::Codec::ALL.len() * native.serialized.len(),
        "every dataset compressed with every codec"
    );
    assert!(
        comparison.compared > 300,
        "only {} compared",
        comparison.compared
    );
    assert!(
        comparison.differences.is_empty(),
        "{} of {} outputs differ:\n{}",
        comparison.differences.len(),
        comparison.compared,
        comparison.differences.join("\n")
    );
    let stale: Vec<&str> = POINTER_WIDTH
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| !comparison.width_dependent.contains(id))
        .collect();
    assert!(
        stale.is_empty(),
        "listed as depending on the pointer width, yet the same in wasm: {stale:?}"
    );
}
