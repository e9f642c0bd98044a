#!/usr/bin/env bash
# Cargo's test runner for wasm32 (see scripts/e2e.sh): runs a wasm-bindgen-test binary in
# headless Chromium through Debian's chromedriver. wasm-bindgen-test-runner reads the browser
# capabilities (binary, flags) from webdriver.json in its working directory: tools/e2e/wasm/.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
args=()
for arg in "$@"; do
  # The test binary's path may be relative to cargo's working directory.
  if [ -e "$arg" ]; then arg=$(realpath "$arg"); fi
  args+=("$arg")
done
cd "$here/wasm"
export CHROMEDRIVER=${CHROMEDRIVER_BIN:-/usr/bin/chromedriver}
export WASM_BINDGEN_TEST_TIMEOUT=${WASM_BINDGEN_TEST_TIMEOUT:-120}
exec wasm-bindgen-test-runner "${args[@]}"
