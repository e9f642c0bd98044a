#!/usr/bin/env bash
# Performance benchmark of the explorer (prints figures; not a pass/fail test): fresh loads of
# the built site, each in a newly started headless Chromium, every figure read from outside the
# page (no mark or element id of the page's): answer on screen, first contentful paint, whole
# page live, gzip bytes requested until live and once settled, input → table changed
# (tools/e2e/perf.mjs). --upstream DIR measures the upstream suite's explorer (built as
# docs/site-performance.md says) side by side with this build, the same way, and prints each
# figure for both, the ratio and its target; --baseline DIR compares with an earlier build.
# Environment: DIST=dir measures another build; E2E_REBUILD=1 rebuilds dist/ first.
# Extra arguments go to tools/e2e/perf.mjs (--loads N, --inputs N, --latency MS, --mbps N, …).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/e2e/common.sh

e2e_prepare
e2e_run node tools/e2e/perf.mjs "$@"
