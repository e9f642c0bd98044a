#!/usr/bin/env bash
# Builds the explorer in release mode into dist/ (with the committed benchmark_results/).
# Extra arguments go to `trunk build`, e.g. --public-url /rust-serialization-bench/ for a
# GitHub Pages project site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh site
# Trunk runs the first wasm-opt on PATH: binaryen's npm build (see install.sh).
export PATH="$PWD/pages/tools/binaryen/node_modules/.bin:$PATH"
# dist/ is only ever generated: start it afresh, as Trunk keeps files of earlier builds that
# this one does not produce (an old JS snippet would count in the transfer size).
rm -rf dist
# The wasm: a dated nightly (scripts/install.sh installs it) that builds the standard library
# for the site, with panics as an immediate abort (no panic messages or unwinding code in the
# download). The bencher, the tests and clippy stay on the stable toolchain of
# rust-toolchain.toml; so does the build's prerender hook (Trunk.toml), which drops these.
RUSTUP_TOOLCHAIN=$(bash scripts/install.sh site-nightly-name) \
  CARGO_UNSTABLE_BUILD_STD=std,panic_abort CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none" \
  trunk build --release --offline "$@"
# The benchmark a visitor runs on their own device (the explorer's "On this device"):
# bencher-wasm's web package with its worker, which the page loads only when asked. The release
# build, built here when missing; BENCH_PACKAGE names another (the test command's debug build).
package="${BENCH_PACKAGE:-target/bencher-wasm/release/web}"
if [[ -z "${BENCH_PACKAGE:-}" && ! -f "$package/worker.mjs" ]]; then
  bash scripts/build-wasm-bench.sh --release
fi
for file in bencher_wasm.js bencher_wasm_bg.wasm worker.mjs; do
  if [[ ! -f "$package/$file" ]]; then
    echo "build-site: $package/$file is missing; build it with scripts/build-wasm-bench.sh" >&2
    exit 1
  fi
done
mkdir -p dist/bench
cp "$package"/{bencher_wasm.js,bencher_wasm_bg.wasm,worker.mjs} dist/bench/
bytes=$(find dist -type f ! -path 'dist/benchmark_results/*' ! -path 'dist/bench/*' -print0 \
  | xargs -0 cat | gzip -9 | wc -c)
echo "site built in dist/ ($(( bytes / 1024 )) KiB gzip without data and the device benchmark)"
