#!/usr/bin/env bash
# Builds bencher-wasm (the datasets, the crate adapters and the engine in WebAssembly) into
# target/bencher-wasm/<debug|release>/node, the module that bencher-wasm/tests/same_output.rs
# compares with the native build (debug), and .../web, the module and its worker that
# `bencher run --wasm` and the explorer's run on this device measure in a browser. The stable
# toolchain of rust-toolchain.toml with its wasm32 target; zstd's C code compiles with clang.
# Extra arguments go to `cargo build` (e.g. --release).
set -euo pipefail
cd "$(dirname "$0")/.."
# clang and llvm-ar (toolchain), the wasm-bindgen CLI matching Cargo.lock (site).
bash scripts/install.sh toolchain site
profile=debug
for arg in "$@"; do [ "$arg" = --release ] && profile=release; done
cargo build -p bencher-wasm --target wasm32-unknown-unknown --locked "$@"
for target in nodejs web; do
  wasm-bindgen --target "$target" --out-dir "target/bencher-wasm/$profile/${target%js}" \
    "target/wasm32-unknown-unknown/$profile/bencher_wasm.wasm"
done
# The web package carries the worker that runs it (both browser hosts load it from there).
cp bencher-wasm/web/worker.mjs "target/bencher-wasm/$profile/web/"
echo "built target/bencher-wasm/$profile/node and target/bencher-wasm/$profile/web"
