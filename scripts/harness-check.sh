#!/usr/bin/env bash
# The harness checked against known work, by time (issue 29, part 4): the synthetic suite of
# bencher/examples/harness_check (a loop of k x base iterations per crate, k = 1, 2, 4, 8) timed
# through the real engine on each profile; prints each multiple's time and its ratio to the 1x
# time with an interval. It prints figures and judges none (times depend on the machine; the
# exact check is the instruction-count test, bencher/tests/harness.rs, run by scripts/test.sh).
#
#   scripts/harness-check.sh [--profiles smoke,quick,full] [--base N] [--rounds N]
#
# Defaults: every profile, base 1000 iterations, each profile's rounds (full takes about a
# minute). Pin it to an idle core for figures worth reading, e.g.
#   taskset -c 1 scripts/harness-check.sh
# Built in release (the measured build's profile) without the benchmarked crates: the suite
# needs none of them, and the build takes minutes instead of the full one's LTO of all of them.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked -p bencher --no-default-features --example harness_check
target_dir=$(cargo metadata --format-version 1 --no-deps \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(getconf _NPROCESSORS_ONLN) cores, affinity $(taskset -pc $$ | sed 's/.*: //')"
exec "$target_dir/release/examples/harness_check" "$@"
