//! The datasets and every crate's serialized output are the same in wasm as natively: the
//! wasm module (`scripts/build-wasm-bench.sh` builds it for Node) serializes every dataset
//! with every crate, and each output's length and digest must equal this native build's,
//! except where a crate's format depends on the target's pointer width (listed below, and
//! each must differ). A crate missing from the wasm build must be one that
//! `bencher/Cargo.toml` keeps native.

use bencher_wasm::{serialize_outputs, Output, Outputs};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// Crates that cannot build for wasm32-unknown-unknown, each with why (bencher/Cargo.toml).
const NATIVE_ONLY: &[(&str, &str)] = &[(
    "protobuf4",
    "its runtime (upb) is C that needs a C library, which wasm32-unknown-unknown lacks",
)];

/// Crates whose bytes depend on the target's pointer width (`usize` is 32 bits in wasm32),
/// with what differs and whether the size differs too. The comparison expects each of them to
/// differ on every dataset, so the list cannot go stale.
const POINTER_WIDTH: &[(&str, &str, bool)] = &[
    (
        "bin-proto",
        "writes every length as a usize: 4 bytes in wasm32, 8 natively",
        true,
    ),
    (
        "musli-descriptive",
        "tags every length with its integer width: the same size, other bytes",
        false,
    ),
];

fn node_module() -> PathBuf {
    let dir = std::env::var_os("BENCHER_WASM_NODE").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/bencher-wasm/node"),
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

#[test]
fn every_crate_serializes_every_dataset_to_the_same_bytes_in_wasm() {
    let node = start_wasm();
    let native = serialize_outputs();
    let wasm = wasm_outputs(node);
    let mut differences = Vec::new();
    let mut compared = 0;
    for (dataset, crates) in &native {
        for (crate_id, variants) in crates {
            let Some(in_wasm) = wasm.get(dataset).and_then(|c| c.get(crate_id)) else {
                if !NATIVE_ONLY.iter().any(|(id, _)| id == crate_id) {
                    differences.push(format!("{dataset}/{crate_id}: not in the wasm build"));
                }
                continue;
            };
            let width = POINTER_WIDTH.iter().find(|(id, ..)| id == crate_id);
            for (variant, output) in variants {
                compared += 1;
                let other = in_wasm.get(variant);
                let same = match (width, output, other) {
                    (_, Output::Failed(_), _) => false,
                    (None, _, _) => other == Some(output),
                    (
                        Some((_, _, size_differs)),
                        Output::Bytes { len, digest },
                        Some(Output::Bytes {
                            len: wasm_len,
                            digest: wasm_digest,
                        }),
                    ) => digest != wasm_digest && (len != wasm_len) == *size_differs,
                    (Some(_), _, _) => false,
                };
                if !same {
                    differences.push(format!(
                        "{dataset}/{crate_id}/{variant}: native {output:?}, wasm {other:?}"
                    ));
                }
            }
        }
    }
    for (dataset, crates) in &wasm {
        for crate_id in crates.keys() {
            if native.get(dataset).and_then(|c| c.get(crate_id)).is_none() {
                differences.push(format!("{dataset}/{crate_id}: only in the wasm build"));
            }
        }
    }
    assert!(compared > 200, "only {compared} outputs compared");
    assert!(
        differences.is_empty(),
        "{} of {compared} outputs differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
}
