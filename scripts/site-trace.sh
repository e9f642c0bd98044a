#!/usr/bin/env bash
# Where a fresh load of the explorer spends its time (prints figures; not a pass/fail test):
# traced loads in newly started browsers, summarized as the renderer's first frame (style,
# layout, paint, raster), the main thread's part of compiling the wasm, the page's scripts and
# frames, and the CPU the browser's other processes took meanwhile, until the first contentful
# paint and until the page was whole page live (read from outside the page, as site-perf reads
# it). --upstream DIR traces the upstream suite's explorer in alternation with this build
# (docs/site-performance.md).
# Environment: DIST=dir traces another build. Extra arguments go to tools/e2e/trace.mjs
# (--loads N, --upstream DIR, --keep DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/e2e/common.sh

e2e_prepare
e2e_run node tools/e2e/trace.mjs "$@"
