#!/usr/bin/env bash
# Performance benchmark of the explorer (prints figures; not a pass/fail test): gzip transfer
# size of dist/ without data; navigation start → ranked table (median of 10 fresh loads);
# bandwidth input → table updated (median of 20); each on the committed results and on a
# SYNTHETIC 100-crate run written only into a temporary copy of dist/.
# --upstream DIR measures the upstream suite's explorer (a dist/ built from its repository,
# docs/site-performance.md) side by side with this build and prints each figure for both, the
# ratio and its target (the targets are relative to upstream's figures).
# Environment: DIST=dir measures another build; E2E_REBUILD=1 rebuilds dist/ first.
# Extra arguments go to tools/e2e/perf.mjs (--loads N, --inputs N, --dataset NAME, --upstream DIR, …).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/e2e/common.sh

e2e_prepare
e2e_run node tools/e2e/perf.mjs "$@"
