#!/usr/bin/env bash
# Real-browser tests of the explorer, in headless Chromium:
#  1. component and browser-glue tests compiled to wasm (pages/tests/wasm_browser.rs,
#     wasm-bindgen-test, through tools/e2e/wasm-test-runner.sh);
#  2. end-to-end tests driven through WebDriver (tools/e2e, node's test runner) against the
#     release build in dist/, served on 127.0.0.1.
# Installs what it needs when missing (chromium + chromedriver from Debian, the npm packages
# from tools/e2e/package-lock.json) and builds dist/ when it does not exist.
# Environment: DIST=dir tests another build; E2E_REBUILD=1 rebuilds dist/ first.
# Extra arguments go to `node --test` (e.g. --test-name-pattern compare).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/e2e/common.sh

e2e_prepare

e2e_log "browser tests of components (wasm-bindgen-test)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="$PWD/tools/e2e/wasm-test-runner.sh" \
  e2e_run cargo test --locked -p pages --target wasm32-unknown-unknown --test wasm_browser

e2e_log "end-to-end tests of the release site (WebDriver)"
cd tools/e2e
# One test file at a time: each starts its own browser, and the machine has two cores.
e2e_run node --test --test-concurrency=1 "$@" test/
