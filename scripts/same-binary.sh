#!/usr/bin/env bash
# Both suites' code for the same cases in one binary (tools/same_binary/main.rs): tells a
# difference of code from one of harness or binary, where scripts/compare-harness.sh finds a
# case apart. Needs a checkout of the upstream suite that a developer fetched (never committed).
#
# Usage: scripts/same-binary.sh UPSTREAM_CHECKOUT [GROUP...]
#   groups: mesh, log, mk48, minecraft_savedata, layout (default: all)
# Builds in target/same-binary/ (its own Cargo workspace, -C target-cpu=native as both
# suites' measured builds; CARGO_TARGET_DIR moves the build) and runs pinned to CPU 1 unless
# SAME_BINARY_CPU says otherwise.
set -euo pipefail
if [[ $# -lt 1 || ! -f "$1/Cargo.toml" ]]; then
  echo "usage: scripts/same-binary.sh UPSTREAM_CHECKOUT [GROUP...]" >&2
  exit 2
fi
upstream=$(realpath "$1")
shift
here=$(realpath "$(dirname "$0")/..")
work="$here/target/same-binary"
mkdir -p "$work/src"
cp "$here/tools/same_binary/main.rs" "$work/src/main.rs"
sed -e "s|@UPSTREAM@|$upstream|" -e "s|@OURS@|$here/bencher|" \
  "$here/tools/same_binary/Cargo.toml.in" > "$work/Cargo.toml"
RUSTFLAGS="-C target-cpu=native" cargo build --quiet --release --manifest-path "$work/Cargo.toml"
# Where cargo put it: CARGO_TARGET_DIR (e.g. to reuse compiled dependencies) or the default.
target=$(realpath -m "${CARGO_TARGET_DIR:-$work/target}")
exec taskset -c "${SAME_BINARY_CPU:-1}" "$target/release/same-binary" "$@"
