#!/usr/bin/env bash
# Measures what each crate's serialize and deserialize add to a release wasm module, per
# dataset (docs/code-size.md), and writes the figures into a results file.
#
# Usage: scripts/code-size.sh [RESULTS.json]   (default: the newest run of this bencher)
# BENCHER=path/to/bencher uses a bencher already built (default: cargo run, a debug build).
#
# 1. Builds the bencher's wasm with `--cfg bencher_size_probe` in the site's size profile
#    (release-pages): it then exports one probe per crate and dataset and one baseline per
#    dataset (bencher/src/crates/size_probe.rs). `-C save-temps` keeps the object the linker
#    read and `--print link-args` prints that link, so each probe can be linked alone.
# 2. `bencher code-size` links each probe alone, optimizes it with `wasm-opt -Oz`, gzips it
#    and records probe and baseline sizes in the results file.
set -euo pipefail
cd "$(dirname "$0")/.."
# clang and llvm-ar for zstd's C code (toolchain); wasm-opt from binaryen's npm build.
bash scripts/install.sh toolchain binaryen

# The run to record in: the one named, else the one `bencher readme` reports.
into=()
if [ -n "${1:-}" ]; then
  [ -f "$1" ] || { echo "code-size: no results file $1" >&2; exit 2; }
  into=(--into "$1")
fi

dir=target/code-size
link="$dir/link-args.txt"
mkdir -p "$dir"
build() {
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg bencher_size_probe" \
    cargo rustc -p bencher-wasm --lib --crate-type cdylib --target wasm32-unknown-unknown \
    --profile release-pages --target-dir "$dir" --locked -- -C save-temps --print link-args \
    > "$dir/build.out"
  # rustc prints the link only when it links: a fresh build keeps the last one's.
  if grep -q '"rust-lld"' "$dir/build.out"; then
    grep '"rust-lld"' "$dir/build.out" > "$link"
  fi
}
build
if [ ! -s "$link" ]; then
  touch bencher-wasm/src/lib.rs
  build
fi
# -C save-temps leaves a directory of the link's inputs at every link: keep the current one's.
for tmp in "$dir"/wasm32-unknown-unknown/release-pages/deps/rustc*/; do
  if [ -d "$tmp" ] && ! grep -qF "${tmp%/}/" "$link"; then rm -rf "$tmp"; fi
done

if [ -n "${BENCHER:-}" ]; then
  bencher=("$BENCHER")
else
  bencher=(cargo run -p bencher --locked --quiet --)
fi
"${bencher[@]}" code-size --link "$link" \
  --wasm-opt pages/tools/binaryen/node_modules/.bin/wasm-opt "${into[@]}"
