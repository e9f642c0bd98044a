#!/usr/bin/env bash
# Builds bencher-wasm (the datasets and the crate adapters in WebAssembly) for Node into
# target/bencher-wasm/node: the module that bencher-wasm/tests/same_output.rs compares with the
# native build. The stable toolchain of rust-toolchain.toml with its wasm32 target; zstd's C
# code compiles with clang.
# Extra arguments go to `cargo build` (e.g. --release).
set -euo pipefail
cd "$(dirname "$0")/.."
# clang and llvm-ar (toolchain), the wasm-bindgen CLI matching Cargo.lock (site).
bash scripts/install.sh toolchain site
profile=debug
for arg in "$@"; do [ "$arg" = --release ] && profile=release; done
cargo build -p bencher-wasm --target wasm32-unknown-unknown --locked "$@"
wasm-bindgen --target nodejs --out-dir target/bencher-wasm/node \
  "target/wasm32-unknown-unknown/$profile/bencher_wasm.wasm"
echo "built target/bencher-wasm/node ($profile)"
