#!/usr/bin/env bash
# Our harness against the upstream suite's (issue 29): the same crates, on the same datasets,
# on this machine, each side measured by its own harness; prints each matched case's figures
# and the ratio ours / upstream (matching and arithmetic: tools/compare_harness).
#
#   scripts/compare-harness.sh [--repeat N] [--format text|csv] [--cpu C] [--out DIR]
#                              [--upstream-heap default|held] UPSTREAM_CHECKOUT [CRATES] [DATASETS]
#
# UPSTREAM_CHECKOUT: a clone of djkoloski/rust_serialization_benchmark a developer made outside
#   this repository (never committed here). CRATES and DATASETS are comma-separated (default:
#   bitcode,rkyv,postcard,serde_json and log,mesh).
# --repeat N: runs each side N times, interleaved (upstream, ours, upstream, ours, ...), so a
#   drift of the machine falls on both sides; prints each side's run-to-run range and flags a
#   case "outside" only beyond ±10 % and beyond both ranges (default 3).
# --cpu C: pins every measuring process to core C (builds are not pinned; pin the whole script
#   with taskset to keep them off a core).
# --out DIR: keeps every run's figures and logs there (default: a temporary directory, removed).
# --upstream-heap held: runs upstream's benches with glibc's heap held as ours holds it in
#   every timed run (bencher/src/engine/heap.rs: no block mapped fresh, the heap never given
#   back), so that page faults its process's history leaves in a call are gone; default:
#   glibc's defaults, as upstream runs (the default).
#
# The tables start with the machine, as the bencher recorded it.
#
# Both sides are built by the toolchain this repository pins (rust-toolchain.toml), with
# `-C target-cpu=native` and each side's own LTO profile (upstream's bench profile and our
# release profile both have `lto = true`), so the compiler is not a difference between them.
# Upstream's workspace asks for a nightly cargo only to parse its `pages` member's manifest
# (`cargo-features`); RUSTC_BOOTSTRAP=1 lets the stable cargo parse it, and nothing of that
# member is built. Upstream's benches run with criterion's defaults, as upstream runs them; ours
# with `bencher run`'s quick profile. Its target directory is UPSTREAM_TARGET_DIR (default the
# checkout's own target/).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tool="$here/tools/compare_harness/compare_harness.py"

usage() { sed -n '6,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
die() { echo "compare-harness: $*" >&2; exit 2; }

repeat=3 format=text cpu="" out="" upstream_heap=default
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat=${2:-}; shift 2 ;;
    --format) format=${2:-}; shift 2 ;;
    --cpu) cpu=${2:-}; shift 2 ;;
    --out) out=${2:-}; shift 2 ;;
    --upstream-heap) upstream_heap=${2:-}; shift 2 ;;
    -h|--help) usage ;;
    --*) die "unknown option $1" ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] && [ $# -le 3 ] || usage
[[ "$repeat" =~ ^[1-9][0-9]*$ ]] || die "--repeat expects a positive count, got '$repeat'"
[[ "$format" =~ ^(text|csv)$ ]] || die "--format expects text or csv, got '$format'"
[ -z "$cpu" ] || [[ "$cpu" =~ ^[0-9]+$ ]] || die "--cpu expects a core number, got '$cpu'"
[[ "$upstream_heap" =~ ^(default|held)$ ]] \
  || die "--upstream-heap expects default or held, got '$upstream_heap'"

upstream=$1 crates=${2:-bitcode,rkyv,postcard,serde_json} datasets=${3:-log,mesh}
[ -d "$upstream" ] || die "no upstream checkout at '$upstream' (clone djkoloski/rust_serialization_benchmark there)"
upstream=$(cd "$upstream" && pwd)
[ -f "$upstream/Cargo.toml" ] && [ -f "$upstream/benches/bench.rs" ] \
  || die "'$upstream' is not a checkout of the upstream suite (no Cargo.toml and benches/bench.rs)"
case "$upstream/" in "$here"/*) die "the upstream checkout must live outside this repository" ;; esac

python3 "$tool" check-crates --upstream-manifest "$upstream/Cargo.toml" \
  --our-manifest "$here/bencher/Cargo.toml" "$crates"
for dataset in ${datasets//,/ }; do
  case "$dataset" in
    log|mesh|minecraft_savedata|mk48) ;;
    *) die "unknown dataset '$dataset' (the upstream suite has log, mesh, minecraft_savedata, mk48)" ;;
  esac
done

if [ -z "$out" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
pin=()
[ -z "$cpu" ] || pin=(taskset -c "$cpu")
# glibc's tunables for what heap.rs sets with mallopt: no mapped block, no trimming.
heap=()
[ "$upstream_heap" = default ] \
  || heap=(env GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4611686018427387904)
toolchain=$(sed -n 's/^channel = "\(.*\)"/\1/p' "$here/rust-toolchain.toml")
export RUSTFLAGS="-C target-cpu=native"

echo "versions (Cargo.lock):" >&2
python3 "$tool" versions --upstream-lock "$upstream/Cargo.lock" --our-lock "$here/Cargo.lock" \
  "$crates" | sed 's/^/  /' >&2

upstream_features=$(python3 "$tool" upstream-features "$crates")
upstream_target=${UPSTREAM_TARGET_DIR:-$upstream/target}
# Its benchmark package built as one codegen unit, as ours is (Cargo.toml's release profile).
upstream_bench=(env RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR="$upstream_target"
  cargo "+$toolchain" bench --locked --bench bench --no-default-features
  --config 'profile.bench.package.rust_serialization_benchmark.codegen-units=1'
  --features "$upstream_features")
echo "building upstream's benches ($upstream_features) into $upstream_target" >&2
(cd "$upstream" && "${upstream_bench[@]}" --no-run) >"$out/upstream-build.log" 2>&1 \
  || { tail -20 "$out/upstream-build.log" >&2; die "upstream's build failed (log above)"; }

echo "building our bencher ($crates)" >&2
(cd "$here" && cargo build --release --locked -p bencher --no-default-features \
  --features "$crates") >"$out/ours-build.log" 2>&1 \
  || { tail -20 "$out/ours-build.log" >&2; die "our build failed (log above)"; }
our_target=$(cd "$here" && cargo metadata --format-version 1 --no-deps \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
bencher="$our_target/release/bencher"

# Criterion filters by a regular expression over "<dataset>/<crate>/<operation>".
filter="^(${datasets//,/|})/(${upstream_features//,/|})/"
upstream_runs=() our_runs=()
for run in $(seq 1 "$repeat"); do
  echo "run $run of $repeat: upstream ($(date -u +%H:%M:%S))" >&2
  # Each run starts without criterion's earlier figures, so `new/` holds this run's only.
  rm -rf "$upstream_target/criterion"
  # --noplot: criterion's HTML charts are not read, and drawing them took longer than the
  # measurement on a loaded machine; the figures do not depend on it.
  (cd "$upstream" && "${heap[@]}" "${pin[@]}" "${upstream_bench[@]}" -- --noplot "$filter") \
    >"$out/upstream-$run.log" 2>&1 \
    || { tail -20 "$out/upstream-$run.log" >&2; die "upstream's benches failed (log above)"; }
  # Keep only what the report reads: each benchmark's id and estimates.
  (cd "$upstream_target/criterion" \
    && find . -path '*/new/*' \( -name benchmark.json -o -name estimates.json \) -print0 \
    | xargs -0 cp --parents -t "$(mkdir -p "$out/upstream-$run" && cd "$out/upstream-$run" && pwd)")
  upstream_runs+=("$out/upstream-$run")

  echo "run $run of $repeat: ours ($(date -u +%H:%M:%S))" >&2
  "${pin[@]}" "$bencher" run -s "$crates" -d "$datasets" -o "$out/ours-$run" \
    >"$out/ours-$run.log" 2>&1 \
    || { tail -20 "$out/ours-$run.log" >&2; die "our run failed (log above)"; }
  our_runs+=("$(find "$out/ours-$run" -maxdepth 1 -name '*.json' ! -name index.json | head -1)")
done

machine=$("$bencher" check "${our_runs[0]}" | sed -n 's/.*; measured on //p')
[ "$upstream_heap" = default ] || machine="$machine; upstream's heap held"
python3 "$tool" report --format "$format" --machine "$machine" --crates "$crates" --datasets "$datasets" \
  --upstream "${upstream_runs[@]}" --ours "${our_runs[@]}"
echo "figures and logs: $out" >&2
