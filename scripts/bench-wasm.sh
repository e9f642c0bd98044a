#!/usr/bin/env bash
# The wasm run: measures every crate in headless Chromium with the bencher's own engine built
# for wasm32 (bencher-wasm, release), writes a result file into benchmark_results/ and
# regenerates the README, docs/results/ and the charts. The browser is the one the tests use
# (Debian's Chromium, scripts/install.sh browser); the run records it, its V8 and the clock's
# step beside the host's machine.
#
# The native bencher only drives the browser and stores the file; it is built as
# scripts/bench.sh builds it, so the two share one build.
# Extra arguments go to `bencher run --wasm` (e.g. --full, -s bitcode,serde_json, -d log).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh toolchain site browser
(cd tools/e2e && [ -d node_modules/selenium-webdriver ] || npm ci --no-audit --no-fund --loglevel=error)
bash scripts/build-wasm-bench.sh --release
RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C target-cpu=native" cargo build --release --locked -p bencher
target/release/bencher run --wasm "$@"
target/release/bencher readme
