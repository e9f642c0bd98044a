#!/usr/bin/env bash
# The main job: runs the benchmark on its default (quick) profile, writes a result file into
# benchmark_results/, adds each crate's code size in wasm to it (scripts/code-size.sh), regenerates the README, docs/results/ and the charts, compares the run with the one
# before it (bencher compare), and builds the site into dist/.
#
# The bencher is built for this machine's CPU (-C target-cpu=native), as the upstream suite
# builds it and as users deploy SIMD crates (simd-json, sonic-rs, flexon); the result file
# records the target CPU and its features. `--portable` (first argument) or BENCH_PORTABLE=1
# builds for the target's baseline CPU instead. Only the bencher's own build gets the flag:
# the site (wasm) and the test builds keep theirs, and so their caches.
#
# Extra arguments go to `bencher run` (e.g. --full, -s bitcode,serde_json, -d log).
set -euo pipefail
cd "$(dirname "$0")/.."
portable="${BENCH_PORTABLE:-0}"
if [[ "${1:-}" == "--portable" ]]; then
  portable=1
  shift
fi
rustflags="${RUSTFLAGS:-}"
if [[ "$portable" != 1 ]]; then
  rustflags="${rustflags:+$rustflags }-C target-cpu=native"
fi
bencher() {
  RUSTFLAGS="$rustflags" cargo run --release --locked -p bencher -- "$@"
}
bash scripts/install.sh toolchain
bencher run "$@"
BENCHER=target/release/bencher bash scripts/code-size.sh
bencher readme
# What changed since the previous run (none on the first run of a checkout).
bencher compare || echo "(no earlier run of this bencher to compare with)"
bash scripts/build-site.sh
echo "view the site: python3 -m http.server --directory dist 8000, then open http://127.0.0.1:8000/"
